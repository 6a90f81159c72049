import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The folder of the shared harness, and the repository around it. */
export const HARNESS_DIR = dirname(fileURLToPath(import.meta.url))
export const ROOT = resolve(HARNESS_DIR, '../..')
/** The app's own Vite config: every build the harness makes uses it. */
export const VITE_CONFIG = join(ROOT, 'vite.config.ts')

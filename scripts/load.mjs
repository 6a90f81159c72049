// `npm run load`: see scripts/load/main.ts (loaded through Vite's module runner, as the bench is).
import process from 'node:process'
import { fileURLToPath } from 'node:url'
import { runnerImport } from 'vite'

try {
  /** @type {{ module: { runLoad: (argv: string[]) => Promise<void> } }} */
  const { module } = await runnerImport(fileURLToPath(new URL('./load/main.ts', import.meta.url)))
  await module.runLoad(process.argv.slice(2))
  process.exit(0)
} catch (error) {
  console.error('load: failed:', error)
  process.exit(1)
}

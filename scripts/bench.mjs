// `npm run bench`: see scripts/bench/main.ts. Node runs no TypeScript by itself, so the bench (and
// the mock service and demo data it shares with the tests) is loaded through Vite's module runner.
import process from 'node:process'
import { fileURLToPath } from 'node:url'
import { runnerImport } from 'vite'
import { findChromium } from './find-chromium.mjs'

// The same browser as the e2e tests: the headless shell where installed (find-chromium.mjs says why).
const chromium = findChromium('bench')
if (chromium !== undefined) process.env.CHROMIUM_PATH = chromium

try {
  /** @type {{ module: { runBench: (argv: string[]) => Promise<void> } }} */
  const { module } = await runnerImport(fileURLToPath(new URL('./bench/main.ts', import.meta.url)))
  await module.runBench(process.argv.slice(2))
  process.exit(0)
} catch (error) {
  console.error('bench: failed:', error)
  process.exit(1)
}

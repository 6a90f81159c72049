// `npm run bench`: see scripts/bench/main.ts. Node runs no TypeScript by itself, so the bench (and
// the mock service and demo data it shares with the tests) is loaded through Vite's module runner.
import process from 'node:process'
import { fileURLToPath } from 'node:url'
import { runnerImport } from 'vite'

try {
  /** @type {{ module: { runBench: (argv: string[]) => Promise<void> } }} */
  const { module } = await runnerImport(fileURLToPath(new URL('./bench/main.ts', import.meta.url)))
  await module.runBench(process.argv.slice(2))
  process.exit(0)
} catch (error) {
  console.error('bench: failed:', error)
  process.exit(1)
}

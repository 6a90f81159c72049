// `npm run serve:nginx -- --api <url> [--port N]`: see scripts/nginx/serve.ts. Node runs no
// TypeScript by itself, so it is loaded through Vite's module runner (as the bench is).
import process from 'node:process'
import { fileURLToPath } from 'node:url'
import { runnerImport } from 'vite'

try {
  /** @type {{ module: { runServe: (argv: string[]) => Promise<void> } }} */
  const { module } = await runnerImport(fileURLToPath(new URL('./nginx/serve.ts', import.meta.url)))
  await module.runServe(process.argv.slice(2))
  process.exit(0)
} catch (error) {
  console.error(`serve:nginx: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}

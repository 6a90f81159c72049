// Runs the end-to-end tests (vitest project "e2e") in a real Chromium driven by playwright-core.
// Without a Chromium the tests are skipped locally, but fail in CI: a green CI run must mean the
// browser tests ran. Extra arguments go to vitest, e.g. `npm run e2e -- test/e2e/live.test.ts`.
import { spawn } from 'node:child_process'
import process from 'node:process'
import { findChromium, LOOKED_AT } from './find-chromium.mjs'

const chromium = findChromium('e2e')

if (chromium === undefined) {
  const how = [
    'Install it:   sudo apt-get update && sudo apt-get install -y chromium-headless-shell  (or chromium)',
    'or point to one:   CHROMIUM_PATH=/path/to/chromium npm run e2e',
  ].join('\n  ')
  if (process.env.CI === 'true') {
    console.error(`e2e: no Chromium found (looked at ${LOOKED_AT}).\n  ${how}`)
    process.exit(1)
  }
  console.warn(
    `e2e: SKIPPED. The end-to-end tests drive a real Chromium and none was found\n` +
      `  (looked at ${LOOKED_AT}).\n  ${how}\n` +
      `  In CI (CI=true) a missing Chromium is an error.`,
  )
  process.exit(0)
}

console.log(`e2e: using Chromium at ${chromium}`)
const child = spawn('npx', ['vitest', 'run', '--project', 'e2e', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
})

// Ctrl-C already reaches vitest through the terminal's process group: wait for it to clean up
// (close browsers, servers). A plain kill of this process is passed on.
process.on('SIGINT', () => undefined)
process.on('SIGTERM', () => child.kill('SIGTERM'))

child.on('error', (error) => {
  console.error(`e2e: could not start vitest: ${error.message}`)
  process.exit(1)
})
child.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0))
})

// Runs the end-to-end tests (vitest project "e2e") in a real Chromium driven by playwright-core.
// Without a Chromium the tests are skipped locally, but fail in CI: a green CI run must mean the
// browser tests ran. Extra arguments go to vitest, e.g. `npm run e2e -- test/e2e/live.test.ts`.
import { spawn } from 'node:child_process'
import { accessSync, constants } from 'node:fs'
import process from 'node:process'

/**
 * Debian's headless shell first (package chromium-headless-shell: Chromium's engine without the
 * browser around it, what Playwright itself runs headless tests in). On a 2-core machine it opens a
 * page in a third of the time and ran the suite's heaviest files 23–28 % faster than the full
 * browser (2026-11-29). Without it, the full browser.
 */
const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser']
const LOOKED_AT = ['CHROMIUM_PATH', ...CANDIDATES.slice(1)].join(', ')

/** @param {string} file */
function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** @returns {string | undefined} */
function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH
  if (fromEnv && !isExecutable(fromEnv)) {
    console.warn(`CHROMIUM_PATH=${fromEnv} is not an executable file; looking in the usual places.`)
  }
  return CANDIDATES.find((file) => file !== undefined && file !== '' && isExecutable(file))
}

const chromium = findChromium()

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

// Which Chromium the e2e tests (scripts/e2e.mjs) and the benchmark (scripts/bench.mjs) drive.
import { accessSync, constants } from 'node:fs'
import process from 'node:process'

/**
 * Debian's headless shell first (package chromium-headless-shell: Chromium's engine without the
 * browser around it, what Playwright itself runs headless tests in). On a 2-core machine it opens a
 * page in a third of the time and ran the suite's heaviest files 23–28 % faster than the full
 * browser (2026-11-29). The full browser, headless, also loads its own address-bar pop-up (a WebUI
 * renderer of its own) with each new window, busy on the second core while the page under test
 * loads: measured in a caseload trace (docs/performance.md). Without the shell, the full browser.
 */
export const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser']
/** The places looked at, as a message says them. */
export const LOOKED_AT = ['CHROMIUM_PATH', ...CANDIDATES.slice(1)].join(', ')

/** @param {string} file */
function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/**
 * The first executable candidate; a `CHROMIUM_PATH` that is none is said, then passed over.
 * @param {string} who the script asking, for the warning
 * @returns {string | undefined}
 */
export function findChromium(who) {
  const fromEnv = process.env.CHROMIUM_PATH
  if (fromEnv && !isExecutable(fromEnv)) {
    console.warn(`${who}: CHROMIUM_PATH=${fromEnv} is not an executable file; looking in the usual places.`)
  }
  return CANDIDATES.find((file) => file !== undefined && file !== '' && isExecutable(file))
}

import { chromium, type Browser } from 'playwright-core'

/**
 * How the e2e tests and the benchmark (scripts/bench) start Chromium: Debian's browser, no
 * download. Kept free of vitest so plain node scripts can import it.
 */

/** Headless Debian Chromium; without the background-networking flags it floods the closed network with requests. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** `CHROMIUM_PATH`, else Debian's `/usr/bin/chromium` (scripts/e2e.mjs and bench.mjs look in more places and set it: scripts/find-chromium.mjs). */
export const chromiumPath = (): string => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, ...extraArgs] })
}

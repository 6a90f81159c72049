import { randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { startMockService, type MockService } from '../../tools/harness/mock-service'
import { njsModuleEnabled, startNginx, type RunningNginx } from '../../tools/harness/nginx/nginx'
import { ensureSameOriginBuild } from '../../tools/harness/nginx/same-origin-build'
import { findNginx, freePort } from '../../tools/harness/nginx/tools'
import { startOidcProvider, type OidcProvider } from '../../tools/harness/oidc-provider'
import { ROOT } from '../../tools/harness/paths'
import { test } from './browser'
import { expectInPseudoLocaleAtEachWidth, settled, WIDTHS, type PseudoScreen } from './pseudo-locale-checks'

/*
 * The sign-in build's own screens in the pseudo-locale (`lang=en-XA`), at a phone's and a laptop's
 * width, with the checks of pseudo-locale.test.ts (pseudo-locale-checks.ts). The deployment as
 * signin.test.ts runs it: the sign-in build behind the machine's nginx with signin.conf.template,
 * a real OpenID provider (oidc-provider) and the mock service.
 */

const READY = findNginx() !== undefined && njsModuleEnabled()
if (!READY) {
  const how = 'sudo apt-get install -y nginx libnginx-mod-http-js'
  if (process.env.CI === 'true') throw new Error(`e2e pseudo-locale sign-in: nginx with its njs module is required (${how})`)
  console.warn(`e2e pseudo-locale sign-in: SKIPPED: nginx with its njs module not found (${how}). In CI a missing one is an error.`)
}

const KEY = `svc-${randomBytes(12).toString('hex')}`
const CLIENT_ID = 'wound-history'
const AUDIENCE = 'wound-history-api'
/** Its own build folder: signin.test.ts's build is made for another issuer's port and may run beside this file. */
const APP_ROOT = join(resolve(ROOT, process.env.E2E_OUT_DIR ?? 'dist-e2e'), 'signin-pseudo-app')
const MINUTE = 60_000

type Setup = { provider: OidcProvider; service: MockService; nginx: RunningNginx; dir: string; app: string }
let setup: Setup | undefined
const get = (): Setup => {
  if (!setup) throw new Error('sign-in setup did not run')
  return setup
}

/** The issuer's sign-in page (oidc-provider's development form; any login and password pass), then wound 1's first rows. */
async function signIn(page: Page): Promise<void> {
  await quietIssuerPages(page)
  await page.goto(`${get().app}/?wound=1&lang=en-XA`)
  await page.waitForURL((url) => url.origin === get().provider.issuer)
  await page.locator('input[name="login"]').fill('nurse.one')
  await page.locator('input[name="password"]').fill('any password')
  await page.locator('button[type="submit"]').click()
  await page.locator('main table tbody tr').first().waitFor({ timeout: 30_000 })
}

/** The issuer's pages load a web font from Google, unreachable here, and have no favicon. */
async function quietIssuerPages(page: Page): Promise<void> {
  await page.route('https://fonts.googleapis.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/css', body: '' }))
  await page.route(`${get().provider.issuer}/favicon.ico`, (route) => route.fulfill({ status: 204, body: '' }))
}

/** Signed in, then 15 minutes and more without input: automatic logoff closes the screen. */
async function closedForInactivity(page: Page): Promise<void> {
  await page.clock.install()
  await signIn(page)
  await page.clock.fastForward(15.2 * MINUTE)
  await page.locator('main.session-screen').waitFor()
}

/** The page a sign-in build shows instead of the app: why it is not signed in, and Sign in. */
const signInScreen = async (page: Page) => {
  await page.locator('main.session-screen h1').waitFor({ timeout: 30_000 })
}

type Screen = PseudoScreen & {
  /** Opens the screen in the pseudo-locale, as a clinician gets there. */
  open: (page: Page) => Promise<void>
}

const SCREENS: readonly Screen[] = [
  {
    // The header of a sign-in build: who is signed in, and Sign out (in the place of the connection settings).
    name: 'signed in',
    areas: ['first-rows', 'signed-in-user'],
    container: 'html',
    sideways: '.table-scroll',
    open: async (page) => {
      await signIn(page)
      // <html lang> is set by the Language choice's chunk, 2 s after start.
      await page.locator('html[lang="en-XA"]').waitFor({ state: 'attached', timeout: 30_000 })
      await settled('main')(page)
    },
  },
  {
    name: 'signin closed for inactivity',
    areas: ['idle'],
    container: 'main.session-screen',
    open: closedForInactivity,
  },
  {
    // A reload of the closed screen: the sign-in build's own page says why, until the clinician signs in again.
    name: 'signin closed, reloaded',
    areas: ['sign-in'],
    container: 'main.session-screen',
    open: async (page) => {
      await closedForInactivity(page)
      await page.reload()
      await signInScreen(page)
    },
  },
  {
    // Sign out: the issuer's sign-out page comes back to `/`, without the link's lang; the screen
    // stays in the language the app was in (sign-in-marks.ts keeps it with why the tab closed).
    name: 'signed out',
    areas: ['sign-in'],
    container: 'main.session-screen',
    open: async (page) => {
      await signIn(page)
      await page.locator('.signed-in-user button').click()
      // oidc-provider asks before ending its session.
      await page.getByRole('button', { name: 'Yes, sign me out' }).click()
      await signInScreen(page)
      expect(new URL(page.url()).search).toBe('?lang=en-XA')
    },
  },
  {
    // The issuer came back with an error (here the clinician cancelled at its sign-in page): the
    // error names the sign-in it answers, whose view was in the pseudo-locale; its address has no lang.
    name: 'sign-in refused',
    areas: ['sign-in'],
    container: 'main.session-screen',
    open: async (page) => {
      await quietIssuerPages(page)
      await page.goto(`${get().app}/?wound=1&lang=en-XA`)
      await page.waitForURL((url) => url.origin === get().provider.issuer)
      await page.getByRole('link', { name: '[ Cancel ]' }).click()
      await signInScreen(page)
      expect(new URL(page.url()).search).toBe('?lang=en-XA')
    },
  },
]

describe.skipIf(!READY)('the sign-in build in the pseudo-locale', () => {
  beforeAll(async () => {
    const port = await freePort()
    const app = `http://127.0.0.1:${port}`
    const provider = await startOidcProvider({ appOrigin: app, clientId: CLIENT_ID, audience: AUDIENCE })
    const service = await startMockService({ port: 0, handlerOptions: { apiKeys: [KEY] } })
    const dir = await mkdtemp(join(tmpdir(), 'wound-history-pseudo-signin-'))
    try {
      const apiKeyFile = join(dir, 'api-key')
      await writeFile(apiKeyFile, `${KEY}\n`, { mode: 0o640 })
      await ensureSameOriginBuild({ outDir: APP_ROOT, service: service.url, signIn: { issuer: provider.issuer, clientId: CLIENT_ID } })
      const nginx = await startNginx({
        sites: [
          {
            listen: `127.0.0.1:${port}`,
            appRoot: APP_ROOT,
            apiUpstream: service.url,
            signIn: {
              issuer: provider.issuer,
              audience: AUDIENCE,
              apiKeyFile,
              auditLog: join(dir, 'audit.log'),
              settings: { clientId: CLIENT_ID },
            },
          },
        ],
      })
      setup = { provider, service, nginx, dir, app }
    } catch (error) {
      await Promise.all([provider.close(), service.close(), rm(dir, { recursive: true, force: true })])
      throw error
    }
  })

  afterAll(async () => {
    if (!setup) return
    await setup.nginx.stop()
    await Promise.all([setup.provider.close(), setup.service.close(), rm(setup.dir, { recursive: true, force: true })])
  })

  for (const screen of SCREENS)
    test(`${screen.name} at ${WIDTHS.join(' and ')} px: no English of its words left, nothing cut off or overlapping, nothing wider than the screen`, async ({
      page,
    }) => {
      await expectInPseudoLocaleAtEachWidth(page, screen, () => screen.open(page))
    })
})

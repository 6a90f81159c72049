import { cp, rename } from 'node:fs/promises'
import { join } from 'node:path'
import { build } from 'vite'
import { HARNESS_DIR, ROOT, VITE_CONFIG as CONFIG_FILE } from './paths'

/**
 * Production builds for the e2e tests, the size budget test and the bench: the live app, and the
 * two small floor apps the JS sizes are compared with.
 */

const FLOOR_ROOT = join(HARNESS_DIR, 'floor')
const STACK_FLOOR_ROOT = join(HARNESS_DIR, 'stack-floor')
const NETWORK_FLOOR_ROOT = join(HARNESS_DIR, 'network-floor')
/** Where an app build serves the network floor page (installNetworkFloor). */
export const NETWORK_FLOOR_PAGE = '/network-floor.html'

/** Runs `run` with some env vars set (undefined: removed), restoring them afterwards. */
export async function withEnv<T>(vars: Record<string, string | undefined>, run: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(vars).map((name) => [name, process.env[name]]))
  const apply = (values: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) Reflect.deleteProperty(process.env, name)
      else process.env[name] = value
    }
  }
  apply(vars)
  try {
    return await run()
  } finally {
    apply(saved)
  }
}

/**
 * A production build of the app, live mode (the service at `apiBaseUrl`), as test/e2e/global-setup.ts
 * makes it. `proxyTarget`: the build for a same-origin deployment (`apiBaseUrl` a path such as `/`)
 * whose `/api` the preview server proxies there (VITE_API_PROXY_TARGET: it also lets the CSP allow
 * the images that service signs with its own origin). `minify: false` keeps function names (for profiling).
 */
export async function buildLiveApp(
  outDir: string,
  apiBaseUrl: string,
  proxyTarget?: string,
  { minify = true }: { minify?: boolean } = {},
): Promise<void> {
  await withEnv({ NODE_ENV: 'production', VITE_API_BASE_URL: apiBaseUrl, VITE_API_PROXY_TARGET: proxyTarget }, () =>
    build({
      root: ROOT,
      configFile: CONFIG_FILE,
      mode: 'production',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, ...(minify ? {} : { minify: false }) },
    }),
  )
}

/** A production build of the demo (no service configured: msw in the browser), as test/e2e/global-setup.ts makes it. */
export async function buildDemoApp(outDir: string): Promise<void> {
  await withEnv(
    {
      NODE_ENV: 'production',
      VITE_API_BASE_URL: undefined,
      VITE_API_PROXY_TARGET: undefined,
      VITE_OIDC_ISSUER: undefined,
      VITE_OIDC_CLIENT_ID: undefined,
      VITE_IDLE_MINUTES: undefined,
    },
    () => build({ root: ROOT, configFile: CONFIG_FILE, mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } }),
  )
}

/** A small app of the harness (no service), built with the app's own Vite config. */
async function buildBenchApp(root: string, outDir: string): Promise<void> {
  await withEnv({ NODE_ENV: 'production', VITE_API_BASE_URL: undefined, VITE_API_PROXY_TARGET: undefined }, () =>
    build({
      root,
      configFile: CONFIG_FILE,
      mode: 'production',
      logLevel: 'warn',
      publicDir: false,
      build: { outDir, emptyOutDir: true },
    }),
  )
}

/** The floor app (tools/harness/floor: react + react-dom rendering one line), built with the app's own Vite config. */
export async function buildFloor(outDir: string): Promise<void> {
  await buildBenchApp(FLOOR_ROOT, outDir)
}

/**
 * The stack floor (tools/harness/stack-floor): one table row rendered with the libraries the stack
 * fixes on the first-row path (react-query, react-table, zod/mini, nuqs), each used minimally.
 */
export async function buildStackFloor(outDir: string): Promise<void> {
  await buildBenchApp(STACK_FLOOR_ROOT, outDir)
}

/**
 * The network floor (tools/harness/network-floor: a page with no framework that fetches and draws
 * a wound's first rows), built and put into an app build beside the app: its page at
 * NETWORK_FLOOR_PAGE, its script among the app's hashed assets, so whoever serves the app serves
 * it the same way (same origin, same caching, same latency).
 */
export async function installNetworkFloor(appDir: string, workDir: string): Promise<void> {
  await buildBenchApp(NETWORK_FLOOR_ROOT, workDir)
  await rename(join(workDir, 'index.html'), join(appDir, NETWORK_FLOOR_PAGE))
  await cp(join(workDir, 'assets'), join(appDir, 'assets'), { recursive: true, errorOnExist: true, force: false })
}

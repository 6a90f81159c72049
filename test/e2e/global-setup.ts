import { existsSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, preview, type PreviewServer } from 'vite'
import type { TestProject } from 'vitest/node'
import { withEnv } from '../../tools/harness/build'
import { startMockService, type MockService } from '../../tools/harness/mock-service'

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  export interface ProvidedContext {
    /** The demo build (no service configured: msw in the browser), served by `vite preview`. */
    demoUrl: string
    /** The live build, built with VITE_API_BASE_URL = serviceUrl. */
    liveUrl: string
    /** The mock service over real HTTP (see mock-service.ts); `GET /__requests` lists what it got. */
    serviceUrl: string
  }
}

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const CONFIG_FILE = join(ROOT, 'vite.config.ts')
/** `E2E_OUT_DIR` (relative to the project) lets parallel runs keep their builds apart. */
const OUT = resolve(ROOT, process.env.E2E_OUT_DIR ?? 'dist-e2e')
const DEMO_DIR = join(OUT, 'demo')
const LIVE_DIR = join(OUT, 'live')
/** Which service URL the live build was made for, so a reused build gets its service back on the same port. */
const LIVE_META = join(OUT, 'live.json')

/**
 * Builds the app twice (demo and live), starts the mock service and serves both builds.
 * `E2E_REUSE_BUILD=1` keeps builds that already exist (faster local reruns; rebuild after edits).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now()
  const reuse = process.env.E2E_REUSE_BUILD === '1'
  const closers: (() => Promise<void>)[] = []
  const teardown = async () => {
    for (const close of closers.reverse()) {
      await close().catch((error: unknown) => {
        console.error(error)
      })
    }
  }

  try {
    const service = await startServiceForLiveBuild(reuse)
    closers.push(service.close)

    if (!(reuse && isBuilt(DEMO_DIR))) await buildApp(DEMO_DIR, undefined)
    if (!(reuse && isBuilt(LIVE_DIR) && service.reusedBuild)) {
      await buildApp(LIVE_DIR, service.url)
      await writeFile(LIVE_META, JSON.stringify({ serviceUrl: service.url }))
    }

    const demo = await serve(DEMO_DIR)
    closers.push(() => demo.close())
    const live = await serve(LIVE_DIR)
    closers.push(() => live.close())

    project.provide('demoUrl', serverUrl(demo))
    project.provide('liveUrl', serverUrl(live))
    project.provide('serviceUrl', service.url)
    console.log(
      `e2e: builds ready in ${((Date.now() - started) / 1000).toFixed(1)} s (demo ${serverUrl(demo)}, live ${serverUrl(live)}, service ${service.url})`,
    )
  } catch (error) {
    await teardown()
    throw error
  }
  return teardown
}

const isBuilt = (dir: string) => existsSync(join(dir, 'index.html'))

/**
 * A reused live build has its service URL baked in: start the service on that port again. If the
 * port is taken (or there is nothing to reuse), start on a free port and rebuild.
 */
async function startServiceForLiveBuild(reuse: boolean): Promise<MockService & { reusedBuild: boolean }> {
  if (reuse && isBuilt(LIVE_DIR) && existsSync(LIVE_META)) {
    try {
      const { serviceUrl } = JSON.parse(await readFile(LIVE_META, 'utf8')) as { serviceUrl: string }
      const service = await startMockService({ port: Number(new URL(serviceUrl).port) })
      return { ...service, reusedBuild: true }
    } catch {
      // Port taken or metadata unreadable: fall through to a fresh build.
    }
  }
  return { ...(await startMockService({ port: 0 })), reusedBuild: false }
}

/** One production build. The env is set only for the build and restored after: vitest runs in this process. */
async function buildApp(outDir: string, apiBaseUrl: string | undefined): Promise<void> {
  await withEnv(
    {
      // vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
      NODE_ENV: 'production',
      VITE_API_BASE_URL: apiBaseUrl,
      // A proxy target or a sign-in issuer in the developer's shell would change what the builds are.
      VITE_API_PROXY_TARGET: undefined,
      VITE_OIDC_ISSUER: undefined,
      VITE_OIDC_CLIENT_ID: undefined,
      VITE_IDLE_MINUTES: undefined,
    },
    () =>
      build({
        root: ROOT,
        configFile: CONFIG_FILE,
        mode: 'production',
        logLevel: 'warn',
        build: { outDir, emptyOutDir: true },
      }),
  )
}

async function serve(outDir: string): Promise<PreviewServer> {
  return withEnv({ VITE_API_PROXY_TARGET: undefined }, () =>
    preview({
      root: ROOT,
      configFile: CONFIG_FILE,
      mode: 'production',
      logLevel: 'warn',
      build: { outDir },
      preview: { host: '127.0.0.1', port: 0, strictPort: true, open: false },
    }),
  )
}

function serverUrl(server: PreviewServer): string {
  const url = server.resolvedUrls?.local[0]
  if (!url) throw new Error('vite preview did not report a local URL')
  return url.replace(/\/$/, '')
}

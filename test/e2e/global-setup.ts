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
    /** One live build and its mock service per worker that runs a test file (see LiveSlot). */
    liveSlots: LiveSlot[]
  }
}

/**
 * A mock service over real HTTP (see mock-service.ts; `GET /__requests` lists what it got) and the
 * live build made for it (VITE_API_BASE_URL = serviceUrl). Each worker running test files at the
 * same time has its own: a test reads and clears its service's request log and moves its clock
 * (signed URLs), which must not reach a test of another file running beside it.
 */
export type LiveSlot = {
  /** The live build, served by `vite preview`. */
  liveUrl: string
  serviceUrl: string
  /** Where the live build is (its chunks and their sizes). */
  liveDir: string
}

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const CONFIG_FILE = join(ROOT, 'vite.config.ts')
/** `E2E_OUT_DIR` (relative to the project) lets parallel runs keep their builds apart. */
const OUT = resolve(ROOT, process.env.E2E_OUT_DIR ?? 'dist-e2e')
const DEMO_DIR = join(OUT, 'demo')
const liveDirOf = (slot: number) => join(OUT, `live-${String(slot)}`)
/** Which service URL a live build was made for, so a reused build gets its service back on the same port. */
const liveMetaOf = (slot: number) => `${liveDirOf(slot)}.json`

/**
 * Builds the demo app once and a live app per worker, starts their mock services and serves the builds.
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
    if (!(reuse && isBuilt(DEMO_DIR))) await buildApp(DEMO_DIR, undefined)
    const demo = await serve(DEMO_DIR)
    closers.push(() => demo.close())

    const liveSlots: LiveSlot[] = []
    for (let slot = 1; slot <= workers(project); slot++) {
      const liveDir = liveDirOf(slot)
      const service = await startServiceForLiveBuild(slot, reuse)
      closers.push(service.close)
      if (!(reuse && isBuilt(liveDir) && service.reusedBuild)) {
        await buildApp(liveDir, service.url)
        await writeFile(liveMetaOf(slot), JSON.stringify({ serviceUrl: service.url }))
      }
      const live = await serve(liveDir)
      closers.push(() => live.close())
      liveSlots.push({ liveUrl: serverUrl(live), serviceUrl: service.url, liveDir })
    }

    project.provide('demoUrl', serverUrl(demo))
    project.provide('liveSlots', liveSlots)
    const lives = liveSlots.map((s) => `live ${s.liveUrl} with service ${s.serviceUrl}`).join(', ')
    console.log(`e2e: builds ready in ${((Date.now() - started) / 1000).toFixed(1)} s (demo ${serverUrl(demo)}, ${lives})`)
  } catch (error) {
    await teardown()
    throw error
  }
  return teardown
}

/**
 * How many test files run at once: vitest numbers their workers 1 to this (VITEST_POOL_ID). It is 1
 * without file parallelism (`--no-file-parallelism`), which vitest applies by setting it to 1.
 */
const workers = (project: TestProject): number => Math.max(1, project.config.maxWorkers)

const isBuilt = (dir: string) => existsSync(join(dir, 'index.html'))

/**
 * A reused live build has its service URL baked in: start the service on that port again. If the
 * port is taken (or there is nothing to reuse), start on a free port and rebuild.
 */
async function startServiceForLiveBuild(slot: number, reuse: boolean): Promise<MockService & { reusedBuild: boolean }> {
  if (reuse && isBuilt(liveDirOf(slot)) && existsSync(liveMetaOf(slot))) {
    try {
      const { serviceUrl } = JSON.parse(await readFile(liveMetaOf(slot), 'utf8')) as { serviceUrl: string }
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

import { existsSync } from 'node:fs'
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { buildLiveApp, withEnv } from '../build'
import { ROOT } from '../paths'

/**
 * The build nginx serves: made with VITE_API_BASE_URL=/ (the service on the app's own origin).
 * `service`: the service behind the proxy, given to the build as VITE_API_PROXY_TARGET, which only
 * adds its origin to the page's img-src (it signs image URLs with its own origin, as behind the
 * dev/preview proxy). `imageOrigins`: VITE_IMAGE_ORIGINS, the image storage to allow instead of
 * any https: host.
 */
export type SameOriginBuild = {
  outDir: string
  service: string
  imageOrigins?: string | undefined
  /** A sign-in build (VITE_OIDC_ISSUER, VITE_OIDC_CLIENT_ID) for signin.conf.template. */
  signIn?: { issuer: string; clientId: string; idleMinutes?: number } | undefined
}

/** What a build was made from: a reuse needs the same options and no source newer than the build. */
type Stamp = { service: string; imageOrigins: string; signIn: string; sources: number }

const SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', 'scripts/csp.ts', 'package-lock.json']

async function newestSource(path: string): Promise<number> {
  const info = await stat(path)
  if (!info.isDirectory()) return info.mtimeMs
  const entries = await readdir(path, { recursive: true, withFileTypes: true })
  const times = await Promise.all(entries.filter((e) => e.isFile()).map(async (e) => (await stat(join(e.parentPath, e.name))).mtimeMs))
  return Math.max(info.mtimeMs, ...times)
}

async function stampOf(build: SameOriginBuild): Promise<Stamp> {
  const times = await Promise.all(
    SOURCES.map((s) => join(ROOT, s))
      .filter(existsSync)
      .map(newestSource),
  )
  return {
    service: build.service,
    imageOrigins: build.imageOrigins ?? '',
    signIn: JSON.stringify(build.signIn ?? null),
    sources: Math.max(...times),
  }
}

const stampFile = (outDir: string) => `${outDir}.json`

/** Builds into `outDir` unless a build made from the same options and sources is there already. Returns whether it built. */
export async function ensureSameOriginBuild(build: SameOriginBuild, force = false): Promise<boolean> {
  const stamp = await stampOf(build)
  if (!force && existsSync(join(build.outDir, 'index.html')) && existsSync(stampFile(build.outDir))) {
    try {
      const old = JSON.parse(await readFile(stampFile(build.outDir), 'utf8')) as Partial<Stamp>
      if (
        old.service === stamp.service &&
        old.imageOrigins === stamp.imageOrigins &&
        old.signIn === stamp.signIn &&
        old.sources === stamp.sources
      )
        return false
    } catch {
      // An unreadable stamp: build again.
    }
  }
  const env = {
    VITE_IMAGE_ORIGINS: build.imageOrigins,
    VITE_OIDC_ISSUER: build.signIn?.issuer,
    VITE_OIDC_CLIENT_ID: build.signIn?.clientId,
    VITE_IDLE_MINUTES: build.signIn?.idleMinutes === undefined ? undefined : String(build.signIn.idleMinutes),
  }
  await withEnv(env, () => buildLiveApp(build.outDir, '/', build.service))
  await writeFile(stampFile(build.outDir), `${JSON.stringify(stamp)}\n`)
  return true
}

import { preview, type Plugin } from 'vite'
import { withEnv } from './build'
import { ROOT, VITE_CONFIG as CONFIG_FILE } from './paths'

/** A build served by `vite preview` on a free port, optionally with latency added to its files. */

/** The path prefix of the service's API (the app calls `<base>/api/v1/...`). */
const API_PREFIX = '/api'

/**
 * Waits `ms` before every request the preview server answers (a preview middleware, ahead of Vite's
 * own), except the proxied service requests when `skipApi`: the service adds the latency to those itself.
 */
function latencyPlugin(ms: number, skipApi: boolean): Plugin {
  return {
    name: 'bench-static-latency',
    configurePreviewServer(server) {
      if (ms <= 0) return
      server.middlewares.use((req, _res, next) => {
        const path = req.url ?? '/'
        if (skipApi && (path === API_PREFIX || path.startsWith(`${API_PREFIX}/`))) {
          next()
          return
        }
        setTimeout(next, ms)
      })
    },
  }
}

export type StaticServer = { url: string; close: () => Promise<void> }

/**
 * Serves a build with `vite preview` on a free port, optionally `latencyMs` late on every file.
 * `proxyApiTo`: the same-origin deployment, `/api` proxied to that service (which adds its own
 * latency: the static latency leaves those requests alone).
 */
export async function serveBuild(outDir: string, latencyMs = 0, proxyApiTo?: string): Promise<StaticServer> {
  // The proxy is given inline, never through VITE_API_PROXY_TARGET: vite.config.ts would then also
  // set VITE_API_BASE_URL in process.env for whatever runs next.
  const proxy = proxyApiTo ? { [API_PREFIX]: { target: proxyApiTo, changeOrigin: true } } : undefined
  const server = await withEnv({ VITE_API_PROXY_TARGET: undefined }, () =>
    preview({
      root: ROOT,
      configFile: CONFIG_FILE,
      mode: 'production',
      logLevel: 'warn',
      plugins: [latencyPlugin(latencyMs, proxy !== undefined)],
      build: { outDir },
      preview: { host: '127.0.0.1', port: 0, strictPort: true, open: false, ...(proxy ? { proxy } : {}) },
    }),
  )
  const url = server.resolvedUrls?.local[0]?.replace(/\/$/, '')
  if (!url) {
    await server.close()
    throw new Error('vite preview did not report a local URL')
  }
  return { url, close: () => server.close() }
}

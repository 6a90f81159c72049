import { connect, createServer, type Socket } from 'node:net'
import { startNginx } from '../../tools/harness/nginx/nginx'
import { findNginx, freePort } from '../../tools/harness/nginx/tools'
import { serveBuild, type StaticServer } from '../../tools/harness/static-server'

/**
 * The bench's same-origin column: the VITE_API_BASE_URL=/ build served as it is deployed, by the
 * machine's nginx with deploy/nginx/app.conf.template, proxying /api/ to the mock service. Without
 * nginx the column falls back to `vite preview`'s proxy, and its label says so.
 *
 * Latency is added where the cross-origin column has it: the service adds it to its own answers
 * (through the proxy: once per service request), and a small TCP relay in front of nginx holds
 * every request for an app file for the same time, as the `vite preview` middleware does there.
 */

const NGINX = findNginx()

export const SAME_ORIGIN_VARIANT = NGINX
  ? {
      label: 'same-origin (nginx)',
      about:
        'VITE_API_BASE_URL=/ served by nginx with deploy/nginx/app.conf.template (as `npm run serve:nginx` runs it), /api/ proxied to the service: no preflights',
    }
  : {
      label: 'same-origin (vite preview proxy; nginx not found)',
      about:
        'VITE_API_BASE_URL=/ and `vite preview` proxying /api to the service, because no nginx was found: no preflights, but not the production server',
    }

/** How the static latency was applied, for the bench's notes. */
export const staticLatencyHow = NGINX
  ? 'for the cross-origin column by a `vite preview` middleware, for the nginx column by a TCP relay in front of nginx, before every request for an app file'
  : 'by a `vite preview` middleware, before every static file of the app'

/** Serves the same-origin build; `latencyMs` held before every request for an app file (not /api/). */
export async function serveSameOrigin(buildDir: string, latencyMs: number, serviceUrl: string): Promise<StaticServer> {
  if (!NGINX) return serveBuild(buildDir, latencyMs, serviceUrl)
  const port = await freePort()
  const nginx = await startNginx({ nginx: NGINX, sites: [{ listen: `127.0.0.1:${port}`, appRoot: buildDir, apiUpstream: serviceUrl }] })
  if (latencyMs <= 0) return { url: `http://127.0.0.1:${port}`, close: nginx.stop }
  try {
    const relay = await startLatencyRelay(port, latencyMs)
    return {
      url: relay.url,
      close: async () => {
        await relay.close()
        await nginx.stop()
      },
    }
  } catch (error) {
    await nginx.stop()
    throw error
  }
}

/** The start of an HTTP/1.1 request: its method and path. */
const REQUEST_LINE = /^[A-Z]+ (\S+) HTTP\/1\.[01]\r\n/

/**
 * A TCP relay to 127.0.0.1:`port` that holds what the browser sends for `latencyMs` when it is a
 * request for an app file, and passes /api/ requests at once (the service adds their latency).
 * A browser sends one request at a time per HTTP/1.1 connection, so the request line at the start
 * of a chunk tells which request the following chunks belong to. Order is kept per connection.
 */
export async function startLatencyRelay(port: number, latencyMs: number): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<Socket>()
  const server = createServer((client) => {
    const upstream = connect({ host: '127.0.0.1', port })
    sockets.add(client).add(upstream)
    let delay = latencyMs
    let sendAt = 0
    client.on('data', (chunk: Buffer) => {
      const path = REQUEST_LINE.exec(chunk.subarray(0, 2048).toString('latin1'))?.[1]
      if (path !== undefined) delay = path.startsWith('/api/') ? 0 : latencyMs
      sendAt = Math.max(sendAt, Date.now() + delay)
      setTimeout(() => {
        if (!upstream.destroyed) upstream.write(chunk)
      }, sendAt - Date.now())
    })
    upstream.pipe(client)
    const end = () => {
      client.destroy()
      upstream.destroy()
      sockets.delete(client)
      sockets.delete(upstream)
    }
    client.on('close', end).on('error', end)
    upstream.on('close', end).on('error', end)
  })
  await new Promise<void>((done, fail) => {
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      done()
    })
  })
  const address = server.address()
  const relayPort = typeof address === 'object' && address !== null ? address.port : 0
  return {
    url: `http://127.0.0.1:${relayPort}`,
    close: () =>
      new Promise<void>((done) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => {
          done()
        })
      }),
  }
}

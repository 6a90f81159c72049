import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A bare node:http server on 127.0.0.1 for answers the demo handlers never give (redirects, a body
 * that never ends). It answers CORS preflights itself, as a permissive service would, and records
 * every request with the X-API-KEY it carried.
 */
export type BareService = {
  /** `http://127.0.0.1:<port>`; `localhostUrl` is the same server under another origin. */
  url: string
  localhostUrl: string
  requests: { method: string; path: string; apiKey: string | undefined }[]
  close: () => Promise<void>
}

export const corsHeaders = (req: IncomingMessage): Record<string, string> => ({
  'Access-Control-Allow-Origin': req.headers.origin ?? '*',
  'Access-Control-Allow-Methods': 'GET, OPTIONS',
  'Access-Control-Allow-Headers': 'X-API-KEY',
  'Access-Control-Expose-Headers': 'Date',
  Vary: 'Origin',
})

export async function startBareService(answer: (req: IncomingMessage, res: ServerResponse) => void): Promise<BareService> {
  const requests: BareService['requests'] = []
  const server = createServer((req, res) => {
    const key = req.headers['x-api-key']
    requests.push({ method: req.method ?? 'GET', path: req.url ?? '/', apiKey: Array.isArray(key) ? key.join(', ') : key })
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...corsHeaders(req), 'Access-Control-Max-Age': '600' })
      res.end()
      return
    }
    answer(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    localhostUrl: `http://localhost:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => {
          resolve()
        })
      }),
  }
}

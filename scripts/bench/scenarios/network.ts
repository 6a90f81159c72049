import type { CDPSession } from 'playwright-core'
import type { NetRequest } from '../analysis'
import { isService, type Env } from './env'

/**
 * Service requests as Chromium's network stack saw them (CDP), CORS preflights included, filled
 * in as their answers arrive. `direct`: sent to the service's own origin although the page reaches
 * it elsewhere (through the proxy): the same-origin variant must have none. `waitMs`: mostly a
 * wait for one of the six connections per host HTTP/1.1 allows.
 */
export async function recordNetwork(cdp: CDPSession, env: Pick<Env, 'apiOrigin' | 'serviceUrl'>): Promise<NetRequest[]> {
  const requests: NetRequest[] = []
  const byId = new Map<string, NetRequest>()
  cdp.on('Network.requestWillBeSent', (event) => {
    const direct = env.apiOrigin !== env.serviceUrl && isService(event.request.url, env.serviceUrl)
    if (!direct && !isService(event.request.url, env.apiOrigin)) return
    const request: NetRequest = {
      url: event.request.url,
      method: event.request.method,
      preflight: event.type === 'Preflight' || event.request.method === 'OPTIONS',
      direct,
      start: event.timestamp * 1000,
      end: undefined,
      waitMs: undefined,
      sentAt: undefined,
    }
    byId.set(event.requestId, request)
    requests.push(request)
  })
  cdp.on('Network.responseReceived', (event) => {
    const request = byId.get(event.requestId)
    const timing = event.response.timing
    if (!request || !timing) return
    const starts = [timing.dnsStart, timing.connectStart, timing.sendStart].filter((t) => t >= 0)
    if (starts.length > 0) request.waitMs = Math.min(...starts)
    if (timing.sendStart >= 0) request.sentAt = timing.requestTime * 1000 + timing.sendStart
  })
  const finish = (requestId: string, timestamp: number) => {
    const request = byId.get(requestId)
    if (request) request.end = timestamp * 1000
  }
  cdp.on('Network.loadingFinished', (event) => {
    finish(event.requestId, event.timestamp)
  })
  cdp.on('Network.loadingFailed', (event) => {
    finish(event.requestId, event.timestamp)
  })
  await cdp.send('Network.enable')
  return requests
}

import { server } from './msw-server'
import { isWholeHistoryQuery } from './whole-history-query'

export { isWholeHistoryQuery } from './whole-history-query'

/** Every request the (mock) service receives during a test, for asserting what was sent. */
export function recordRequests(): Request[] {
  const requests: Request[] = []
  const onRequest = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.startsWith('/api/')) requests.push(request.clone())
  }
  server.events.on('request:start', onRequest)
  return requests
}

export const queryOf = (request: Request) => new URL(request.url).searchParams

export const isWholeHistoryRequest = (request: Request): boolean => isWholeHistoryQuery(queryOf(request))

/**
 * The requests of the lists on screen only: what a list asks for, without the whole-history loads
 * that the wound summary starts beside it on every wound.
 */
export function recordListRequests(): Request[] {
  const requests: Request[] = []
  const onRequest = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.startsWith('/api/') && !isWholeHistoryRequest(request)) requests.push(request.clone())
  }
  server.events.on('request:start', onRequest)
  return requests
}

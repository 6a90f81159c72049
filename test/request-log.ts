import { server } from './msw-server'

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

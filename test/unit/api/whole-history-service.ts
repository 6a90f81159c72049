import { delay, http, HttpResponse } from 'msw'
import { server } from '../../msw-server'

export const API_KEY = 'history-key'

export type ServedRequest = {
  page: number
  perPage: number
  url: URL
  apiKey: string | null
  /** How many responses the service had finished when this request arrived. */
  completedBefore: number
}

export type FakeList = {
  /** Records the list holds; ids run 1..total. */
  total: number
  endpoint?: 'measurements' | 'assessments'
  /** per_page above this answers 422, as a service with an undisclosed maximum would. */
  maxPerPage?: number
  /** The service silently serves at most this many per page and says so in metadata. */
  capPerPage?: number
  /** Milliseconds each page takes; a function to vary it by page. */
  latency?: number | ((page: number) => number)
  /** An answer to give instead of the page (status code or a network error); return undefined to serve it. */
  failure?: (page: number, attempt: number) => number | 'network' | undefined
  /** Records on every page whatever per_page asks (a service that sends more than it says). */
  servePerPage?: number
  /** Metadata to send instead of the true one (a service that miscounts). */
  metadata?: (truth: Record<string, unknown>, page: number) => Record<string, unknown>
}

export type FakeService = {
  requests: ServedRequest[]
  /** The most requests the service was answering at the same time. */
  maxInFlight: () => number
  inFlight: () => number
}

/**
 * Serves one paginated list the way the spec describes (2.3), recording every request it receives,
 * on whatever base URL it is asked (each test may use a service of its own).
 */
export function serveList(list: FakeList): FakeService {
  const endpoint = list.endpoint ?? 'measurements'
  const requests: ServedRequest[] = []
  const attempts = new Map<number, number>()
  let inFlight = 0
  let maxInFlight = 0
  let completed = 0

  server.use(
    http.get(`*/api/v1/${endpoint}`, async ({ request }) => {
      const url = new URL(request.url)
      const page = Number(url.searchParams.get('page') ?? '1')
      const perPage = Number(url.searchParams.get('per_page') ?? '15')
      requests.push({ page, perPage, url, apiKey: request.headers.get('X-API-KEY'), completedBefore: completed })
      const attempt = (attempts.get(page) ?? 0) + 1
      attempts.set(page, attempt)

      inFlight++
      maxInFlight = Math.max(maxInFlight, inFlight)
      try {
        const latency = typeof list.latency === 'function' ? list.latency(page) : (list.latency ?? 0)
        if (latency > 0) await delay(latency)
        const failure = list.failure?.(page, attempt)
        if (failure === 'network') return HttpResponse.error()
        if (failure !== undefined) return HttpResponse.json({ error: `Failure ${failure}`, message: 'As configured.' }, { status: failure })
        if (list.maxPerPage !== undefined && perPage > list.maxPerPage) {
          return HttpResponse.json({ error: 'Bad Request', message: 'The given data was invalid.', error_code: '102' }, { status: 422 })
        }
        const served = list.servePerPage ?? Math.min(perPage, list.capPerPage ?? perPage)
        const lastPage = Math.max(1, Math.ceil(list.total / served))
        const first = (page - 1) * served + 1
        const ids = Array.from({ length: Math.max(0, Math.min(list.total - first + 1, served)) }, (_, i) => first + i)
        const link = (p: number) => `${url.origin}/api/v1/${endpoint}?wound_id=${url.searchParams.get('wound_id') ?? ''}&page=${p}`
        const metadata = {
          current_page: page,
          last_page: lastPage,
          per_page: served,
          total: list.total,
          next_page_url: page < lastPage ? link(page + 1) : null,
          prev_page_url: page > 1 ? link(page - 1) : null,
        }
        return HttpResponse.json({
          data: ids.map((id) => ({ id, type: 'regular', area: id / 10 })),
          metadata: list.metadata ? list.metadata(metadata, page) : metadata,
        })
      } finally {
        inFlight--
        completed++
      }
    }),
  )
  return { requests, maxInFlight: () => maxInFlight, inFlight: () => inFlight }
}

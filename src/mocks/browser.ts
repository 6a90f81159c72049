import { setupWorker } from 'msw/browser'
import { DEMO_CASELOAD_IDS, DEMO_TODAY } from './caseload'
import { DEMO_WOUNDS } from './data'
import { createHandlers } from './handlers'

type DemoWorker = {
  /** The demo wounds, for the start screen (shipped in this chunk so real-service users never load them). */
  wounds: typeof DEMO_WOUNDS
  /** The demo's caseload (its wounds and the generated ward), and the day its records are dated back from. */
  caseload: readonly number[]
  today: string
  /** Leaving demo mode: resolves once the worker no longer hands this page's requests to the demo handlers. */
  stop: () => Promise<void>
}

/** How long leaving demo mode waits for the worker to confirm; msw's own client lets requests pass anyway. */
const STOP_CONFIRMATION_MS = 1_000

/**
 * Starts the demo service in the browser, on the page's own origin (where demo mode sends its
 * requests). Requests the handlers do not know (the app's own assets, a real service on another
 * origin) pass through untouched.
 */
export async function startDemoWorker(): Promise<DemoWorker> {
  const worker = setupWorker(...createHandlers({ origin: location.origin }))
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  })
  return {
    wounds: DEMO_WOUNDS,
    caseload: DEMO_CASELOAD_IDS,
    today: DEMO_TODAY,
    stop: async () => {
      worker.stop()
      await workerHasForgottenThisPage()
    },
  }
}

/**
 * msw's stop() only posts "CLIENT_CLOSED" to the service worker. Until the worker has read it, it
 * still sends this page's requests (headers, API key and all) back to the page's msw client, which
 * lets them pass but sees them. The worker reads one page's messages in order, so once it has
 * answered a later message, it has forgotten this page and leaves its requests to the network.
 * The integrity check is the message msw's worker script answers that msw's client sends only at
 * start (its periodic keep-alive answers could be mistaken for the reply).
 */
function workerHasForgottenThisPage(): Promise<void> {
  const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker.controller
  if (!worker) return Promise.resolve()
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer)
      navigator.serviceWorker.removeEventListener('message', onMessage)
      resolve()
    }
    const onMessage = (event: MessageEvent<unknown>) => {
      const data = event.data
      if (typeof data === 'object' && data !== null && 'type' in data && data.type === 'INTEGRITY_CHECK_RESPONSE') done()
    }
    const timer = setTimeout(done, STOP_CONFIRMATION_MS)
    navigator.serviceWorker.addEventListener('message', onMessage)
    worker.postMessage('INTEGRITY_CHECK_REQUEST')
  })
}

import { setupWorker } from 'msw/browser'
import { DEMO_WOUNDS } from './data'
import { createHandlers } from './handlers'

export type DemoWorker = {
  /** The demo wounds, for the start screen (shipped in this chunk so real-service users never load them). */
  wounds: typeof DEMO_WOUNDS
  /** Leaving demo mode: the worker must stop answering or it would shadow a real service. */
  stop: () => void
}

/**
 * Starts the demo service in the browser. Requests the handlers do not know (the app's own
 * assets, a real service configured later) pass through untouched.
 */
export async function startDemoWorker(): Promise<DemoWorker> {
  const worker = setupWorker(...createHandlers())
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  })
  return { wounds: DEMO_WOUNDS, stop: () => { worker.stop() } }
}

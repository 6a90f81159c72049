import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import { server } from './msw-server'

/* recharts measures its charts with ResizeObserver, which jsdom lacks. Unmeasured, a chart draws
 * no SVG; the tests read the figures and their data tables, which are what the contract names. */
class ResizeObserverStub {
  observe(): void {
    /* jsdom has no layout to observe */
  }
  unobserve(): void {
    /* nothing observed */
  }
  disconnect(): void {
    /* nothing observed */
  }
}

beforeAll(() => {
  vi.stubGlobal('ResizeObserver', ResizeObserverStub)
  // jsdom has no layout, and so no scrolling.
  Element.prototype.scrollIntoView = () => undefined
  server.listen({ onUnhandledRequest: 'error' })
})
afterEach(() => {
  cleanup()
  server.resetHandlers()
  server.events.removeAllListeners()
  sessionStorage.clear()
  localStorage.clear()
})
afterAll(() => {
  server.close()
})

import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import type * as WhenOnline from '../src/shared/when-online'
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

/*
 * Chunks the app loads lazily (through onceOnline) may still be loading when a file's last test
 * ends; vitest then tears the environment down under the import ("Cannot load … after the
 * environment was torn down"), an unhandled error that fails the run. Each file waits for its own.
 */
const loadingChunks = vi.hoisted(() => new Set<Promise<unknown>>())
vi.mock('../src/shared/when-online', async (importOriginal) => {
  const actual = await importOriginal<typeof WhenOnline>()
  return {
    ...actual,
    onceOnline<T>(load: () => Promise<T>): () => Promise<T> {
      const online = actual.onceOnline(load)
      return () => {
        const loading = online()
        loadingChunks.add(loading)
        const done = () => loadingChunks.delete(loading)
        loading.then(done, done)
        return loading
      }
    },
  }
})

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
/*
 * nuqs writes the app URL on a timer (its 50 ms throttle): an update a file's last test made can
 * land after vitest has torn the environment down ("location is not defined", an unhandled error
 * that fails the run; seen once in fresh-clone CI from
 * test/component/features/images/image-panel.test.tsx). Each file waits past the throttle before it ends.
 */
const URL_WRITE_SETTLE_MS = 120

afterAll(async () => {
  await Promise.allSettled([...loadingChunks])
  await new Promise((resolve) => setTimeout(resolve, URL_WRITE_SETTLE_MS))
  server.close()
})

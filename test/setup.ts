import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import type * as WhenOnline from '../src/shared/when-online'
import { setFormatLocale } from '../src/text/format'
import { firstRowWords } from '../src/words/first-rows'
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

/*
 * The first rows' words in every language are here before a test renders, as English always is: a
 * link in another language would otherwise suspend the whole app on its first render until that
 * catalog arrived, and React retries work suspended inside act() only when the act is awaited,
 * which renderApp's callers do not. The wait itself is seen in Chromium (the e2e pseudo-locale test).
 */
beforeAll(async () => {
  await Promise.all([firstRowWords.load('de'), firstRowWords.load('en-XA')])
})

/*
 * The header's Language choice loads 2 s after start (app/layout.tsx) into every app a test renders,
 * and waits (Suspense) for its words. Once it had loaded, in a later test of automatic logoff's
 * (fake timers) other parts of the page sometimes never left their loading state (the signed-in
 * user, the measurements list) though what they waited for had arrived; not without its words'
 * Suspense; not explained (as the summary's in its language tests); never seen in Chromium, where
 * the e2e tests run it. Tests that are not about it render the header without it, as before it was
 * there; its own tests (test/component/features/language/) unmock it.
 */
vi.mock('../src/features/language/language-choice', () => ({ default: () => null }))

/*
 * findBy… and waitFor wait up to 5 s, not Testing Library's 1 s: the tests run two at a time on the
 * two cores of CI (vite.config.ts), and a screen that appears in 0.8 s alone can take over a second.
 */
configure({ asyncUtilTimeout: 5_000 })

beforeAll(() => {
  vi.stubGlobal('ResizeObserver', ResizeObserverStub)
  // jsdom has no layout, and so no scrolling.
  Element.prototype.scrollIntoView = () => undefined
  server.listen({ onUnhandledRequest: 'error' })
})
/*
 * nuqs writes the app URL on a timer (its 50 ms throttle), into whatever the URL is then. A test that
 * ends right after a change of view (e.g. Compare's second date) left that write pending; it landed in
 * the next test's URL after that test's replaceState, so the next test opened on the last one's view
 * (seen in fresh-clone CI: the German image panel opened in Compare), or after vitest had torn the
 * environment down ("location is not defined"). A test's URL writes end with it.
 * nuqs keeps its queues as global singletons under Symbol.for('nuqs.<version>.<scope>').
 */
/** The two queues' ways to drop what they hold (nuqs's own, not its public API). */
type NuqsQueue = {
  abort?: () => unknown
  abortAll?: () => unknown
}
const nuqsQueue = (scope: string): NuqsQueue | undefined => {
  const key = Object.getOwnPropertySymbols(globalThis).find(
    (symbol) => /^nuqs\..+\./.test(symbol.description ?? '') && symbol.description?.endsWith(`.${scope}`),
  )
  return key === undefined ? undefined : ((globalThis as Record<symbol, unknown>)[key] as NuqsQueue)
}
function dropPendingUrlWrites(): void {
  nuqsQueue('debounce-controller')?.abortAll?.()
  nuqsQueue('throttle-queue')?.abort?.()
}

afterEach(() => {
  cleanup()
  dropPendingUrlWrites()
  // The app URL's language sets it while a screen renders; the next test starts in the runtime's default.
  setFormatLocale(undefined)
  server.resetHandlers()
  server.events.removeAllListeners()
  sessionStorage.clear()
  localStorage.clear()
  // The Language choice keeps <html lang> and dir in step with the language: the next test starts without.
  document.documentElement.removeAttribute('lang')
  document.documentElement.removeAttribute('dir')
})

afterAll(async () => {
  await Promise.allSettled([...loadingChunks])
  server.close()
})

import { act, configure, getConfig, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { onTestFinished, vi } from 'vitest'
import { App } from '../src/app/app'
import { createQueryClient } from '../src/app/query-client'
import { connectionStore, type ConnectionSettings } from '../src/session/connection-store'
import { canonicaliseLocation } from '../src/url-state/view-url'
import { DEMO_WOUNDS } from '../src/mocks/data'
import { DEMO_CASELOAD_IDS, DEMO_TODAY } from '../src/mocks/caseload'

/*
 * Component tests run the real app against the demo service's handlers through msw/node
 * (test/setup.ts). Only the browser service worker is replaced: msw/node already answers.
 */
vi.mock('../src/app/demo-service', () => ({
  startDemoService: () => Promise.resolve({ wounds: DEMO_WOUNDS, caseload: DEMO_CASELOAD_IDS, today: DEMO_TODAY, stop: () => undefined }),
  stopDemoService: () => Promise.resolve(),
}))

/*
 * Each test renders the whole app (tables of 25 rows × 18 columns) in jsdom, often on a busy
 * machine: allow for it rather than fail on time. Applies to every file that imports this one.
 */
configure({ asyncUtilTimeout: 5_000 })
vi.setConfig({ testTimeout: 30_000 })

export type LiveSettings = Extract<ConnectionSettings, { mode: 'live' }>
export const LIVE: LiveSettings = { mode: 'live', baseUrl: 'https://wounds.example.org', apiKey: 'test-key', rememberKey: false }

export function renderApp({
  url = '/',
  settings = { mode: 'demo' },
  idleMinutes,
}: {
  url?: string
  settings?: ConnectionSettings | null
  /** Automatic logoff, as main.tsx sets it from VITE_IDLE_MINUTES; off unless a test is about it. */
  idleMinutes?: number
} = {}) {
  window.history.replaceState(null, '', url)
  // As main.tsx does at start-up: a link is read once and rewritten to its canonical form.
  canonicaliseLocation()
  if (settings === null) connectionStore.reset()
  else connectionStore.reset(settings)
  const queryClient = createQueryClient({ retryDelay: () => 1 })
  // Loads still running when a test ends (a whole history's later pages) must not reach the
  // next test's request log: stop them with the test.
  onTestFinished(async () => {
    await queryClient.cancelQueries()
    queryClient.clear()
  })
  const user = actingUser(userEvent.setup())
  const view = render(<App queryClient={queryClient} idleMinutes={idleMinutes} />)
  return { ...view, user, queryClient }
}

type User = ReturnType<typeof userEvent.setup>

/**
 * user-event's actions, each in an awaited act (actUser below): any of them may draw a lazily loaded
 * part or words not yet shown for the first time (which test does so first depends on the order the
 * tests run in), and React retries work suspended inside act() only when that act is awaited.
 */
function actingUser(user: User): User {
  return new Proxy(user, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver)
      // setup() makes another user, synchronously; every other method is an action.
      if (typeof value !== 'function' || key === 'setup') return value
      return (...args: unknown[]) => {
        let result: unknown
        return actUser(async () => {
          result = await (value as (...a: unknown[]) => unknown).apply(target, args)
        }).then(() => result)
      }
    },
  })
}

/** Rows of a table's body, as the user sees them. */
export async function bodyRows(tableName: string) {
  const table = await screen.findByRole('table', { name: tableName })
  return Array.from(table.querySelectorAll('tbody tr'))
}

/** The first cell of each body row: the record ids shown. */
export async function shownIds(tableName: string): Promise<string[]> {
  return idsIn(await screen.findByRole('table', { name: tableName }))
}

/** The record ids a table shows now; synchronous, for waitFor callbacks. */
export function idsIn(table: HTMLElement): string[] {
  return Array.from(
    table.querySelectorAll('tbody tr:not(.detail-row)'),
    (row) => row.querySelector('td')?.textContent.match(/\d+/)?.[0] ?? '',
  )
}

/**
 * renderApp in an awaited act(), for a link in another language: a lazily loaded part waits
 * (React's use) for its catalog in that language the first time, and React retries work suspended
 * inside act() only when that act is awaited.
 */
export async function renderAppSettled(options: Parameters<typeof renderApp>[0]): Promise<ReturnType<typeof renderApp>> {
  const rendered: ReturnType<typeof renderApp>[] = []
  await act(async () => {
    rendered.push(renderApp(options))
    await Promise.resolve()
  })
  const [app] = rendered
  if (app === undefined) throw new Error('the app did not render')
  return app
}

/**
 * A user's action (user-event's click, type…) in an awaited act(), for one that opens a lazily loaded
 * part or words not yet shown: the part suspends (React's lazy, use) until it has arrived, and React
 * retries work suspended inside act() only when that act is awaited. user-event fires each event in
 * a synchronous act() of its own (RTL's eventWrapper), which nests in this one and so waits with it;
 * its asyncWrapper, which turns the act environment off around the whole action (as for waitFor),
 * is left out for the action: an update in its pauses would land in this open act with the
 * environment off ("not configured to support act"). renderApp's `user` runs every action through
 * this already (actingUser); call it for a user-event instance made elsewhere. Nested, it waits once.
 */
export async function actUser(action: () => Promise<unknown>): Promise<void> {
  const previous = getConfig()
  configure({ asyncWrapper: (run: () => Promise<unknown>) => run() })
  try {
    await act(async () => {
      await action()
    })
  } finally {
    configure(previous)
  }
}

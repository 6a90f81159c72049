import { screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { getWoundData } from '../../../src/mocks/data'
import { server } from '../../msw-server'
import { isWholeHistoryQuery } from '../../request-log'
import { idsIn, LIVE, renderApp, shownIds } from '../../render-app'
import { revealGroup } from '../list-panels'
import { openChartData } from '../chart-data'
import { nextPopState, settle } from '../expectations'
import { say, messagePattern } from '../words'

/*
 * Races: responses that arrive late, or in another order than they were asked for, must never put
 * rows of a wound, filter or service the user has left on screen. The handlers below hold each
 * request until the test lets it through, so the test decides the order of arrival; a watcher
 * checks the screen after every change React makes, not only at the end.
 */

type Held = { url: URL; release: () => void; aborted: boolean }

/** Holds every GET to `path` (until released) that `matches`; then the demo service answers it. */
/** Holds the list's requests (by default not the whole-history loads the wound summary starts beside it). */
function holdRequests(path: string, matches: (url: URL) => boolean = (url) => !isWholeHistoryQuery(url.searchParams)) {
  const held: Held[] = []
  const state = { holding: true }
  server.use(
    http.get(path, async ({ request }) => {
      const url = new URL(request.url)
      if (!state.holding || !matches(url)) return undefined
      const entry: Held = { url, release: () => undefined, aborted: false }
      const gate = new Promise<void>((resolve) => {
        entry.release = resolve
      })
      request.signal.addEventListener('abort', () => {
        entry.aborted = true
        entry.release()
      })
      held.push(entry)
      await gate
      // Nothing returned: the demo service answers, as if the response had just arrived.
      return undefined
    }),
  )
  const find = (where: (url: URL) => boolean, what: string) => {
    const entry = [...held].reverse().find((h) => where(h.url))
    if (!entry) throw new Error(`no request held for ${what}; held: ${held.map((h) => h.url.search).join(' | ')}`)
    return entry
  }
  return {
    held,
    /** Waits until a request matching `where` is held. */
    waitFor: (where: (url: URL) => boolean, what: string) => waitFor(() => find(where, what)),
    /** Lets the latest held request matching `where` through. */
    release: (where: (url: URL) => boolean, what: string) => {
      find(where, what).release()
    },
    releaseAll: () => {
      for (const h of held) h.release()
    },
    /** Lets every held request through, and those to come. */
    stop: () => {
      state.holding = false
      for (const h of held) h.release()
    },
  }
}

const param = (name: string, value: string) => (url: URL) => url.searchParams.get(name) === value
const all =
  (...conditions: ((url: URL) => boolean)[]) =>
  (url: URL) =>
    conditions.every((c) => c(url))

/** Demo record ids carry their wound: wound 3's are 3xxxxx (src/mocks/record-ids.ts). */
const woundOfId = (id: string) => Math.floor(Number(id) / 100_000)
const urlParams = () => new URLSearchParams(window.location.search)
const headingWound = () => document.querySelector('.wound-view h2')?.textContent.match(/^Wound (\d+)$/)?.[1]

/** Every record id on screen, by table: the lists (first cell) and the chart data tables (ID column). */
function idsOnScreen(): { table: string; ids: string[] }[] {
  return Array.from(document.querySelectorAll('table'), (table) => {
    const name = table.getAttribute('aria-label') ?? table.querySelector('caption')?.textContent ?? ''
    const ids =
      name === say('first-rows', 'measurementsLabel') || name === say('assessments', 'assessments')
        ? idsIn(table)
        : Array.from(table.querySelectorAll('tbody tr'), (row) => row.querySelectorAll('td')[1]?.textContent ?? '')
    return { table: name, ids: ids.filter((id) => /^\d+$/.test(id)) }
  })
}

/**
 * Runs `check` after every change to the document (React commits a whole tree at once, so each
 * call sees one consistent screen) and keeps what it reports. `stop` ends the watch.
 */
let stopWatching: (() => void) | undefined
function watchScreen(check: () => string | undefined) {
  const problems: string[] = []
  const run = () => {
    const problem = check()
    if (problem !== undefined && problems.at(-1) !== problem) problems.push(problem)
  }
  const observer = new MutationObserver(run)
  observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true })
  stopWatching = () => {
    observer.disconnect()
  }
  return problems
}
afterEach(() => {
  stopWatching?.()
  stopWatching = undefined
})

/**
 * Rows on screen belong to the wound the heading names (the URL's wound when no heading is up).
 * The URL itself may trail the screen by one tick (the URL-state library writes it on a timer
 * after the state changes), so heading and URL are compared once the screen has settled, by
 * each test, not at every commit.
 */
function rowsOfAnotherWound(): string | undefined {
  const wound = headingWound() ?? urlParams().get('wound')
  for (const { table, ids } of idsOnScreen()) {
    const strays = ids.filter((id) => String(woundOfId(id)) !== wound)
    if (strays.length > 0)
      return `wound ${String(wound)} shown, but "${table}" has ${strays.length} rows of wound ${woundOfId(strays[0] ?? '')}`
  }
  return undefined
}

/** The demo measurement a row shows, to check it against the filters in the URL. */
function demoMeasurement(id: string) {
  const record = getWoundData(woundOfId(id))?.measurements.find((m) => String(m.id) === id)
  if (!record) throw new Error(`measurement ${id} is not in the demo data`)
  return record
}

/** `filter[type]` and `filter[area]` (`<op><value>`) as the URL holds them; the filters these tests use. */
function matchesUrlFilters(id: string): boolean {
  const record = demoMeasurement(id)
  const type = urlParams().get('filter[type]')
  if (type !== null && record.type !== type) return false
  const area = urlParams()
    .get('filter[area]')
    ?.match(/^(>=|<=|>|<)?(.+)$/)
  if (area) {
    const [, op = '=', raw = ''] = area
    const value = Number(raw)
    const a = Number(record.area)
    const ok = { '=': a === value, '>': a > value, '<': a < value, '>=': a >= value, '<=': a <= value }[op]
    if (ok !== true) return false
  }
  return true
}

/** Rows on screen match the filters of the URL; and once nothing is loading, the page and order too. */
function rowsOfAnotherList(): string | undefined {
  const table = document.querySelector<HTMLElement>('table[aria-label="Measurements"]')
  if (!table) return undefined
  const ids = idsIn(table)
  const stray = ids.find((id) => !matchesUrlFilters(id))
  if (stray !== undefined) return `row ${stray} does not match the filters of ${window.location.search}`
  if (table.getAttribute('aria-busy') === 'true') return undefined
  const page = urlParams().get('page') ?? '1'
  const position = document.querySelector('.pager-position')?.textContent ?? ''
  if (!position.startsWith(`Page ${page} of`)) return `not loading, yet "${position}" while the URL asks for page ${page}`
  const sort = urlParams().get('sort')
  const numbers = ids.map(Number)
  if (sort === 'id' && numbers.some((n, i) => i > 0 && n < (numbers[i - 1] ?? 0))) return `not in ascending id order: ${ids.join(',')}`
  if (sort === '-id' && numbers.some((n, i) => i > 0 && n > (numbers[i - 1] ?? 0))) return `not in descending id order: ${ids.join(',')}`
  return undefined
}

const idsOf = (wound: number) => (ids: readonly string[]) => ids.length > 0 && ids.every((id) => woundOfId(id) === wound)

async function openWoundWithPicker(user: ReturnType<typeof renderApp>['user'], wound: number) {
  const field = screen.getByRole('textbox', { name: say('first-rows', 'woundIdLabel') })
  await user.clear(field)
  await user.type(field, `${wound}{Enter}`)
  expect(await screen.findByRole('heading', { name: `Wound ${wound}` })).toBeInTheDocument()
}

describe('leaving a wound or a service', () => {
  it('cancels the request for a wound the user has left', async () => {
    let aborted = false
    server.use(
      http.get('*/api/v1/measurements', async ({ request }) => {
        if (new URL(request.url).searchParams.get('wound_id') !== '3') return undefined
        request.signal.addEventListener('abort', () => {
          aborted = true
        })
        await delay(10_000)
        return HttpResponse.json({ data: [], metadata: {} })
      }),
    )
    const { user } = renderApp({ url: '/?wound=3' })
    await screen.findByText(messagePattern('first-rows', 'loadingMeasurements'))
    const field = screen.getByRole('textbox', { name: say('first-rows', 'woundIdLabel') })
    await user.clear(field)
    await user.type(field, '1{Enter}')
    expect(await shownIds(say('first-rows', 'measurementsLabel'))).toHaveLength(25)
    await waitFor(() => {
      expect(aborted).toBe(true)
    })
  })

  it('never shows the previous service’s rows while another service loads', async () => {
    const { user } = renderApp({ url: '/?wound=1', settings: LIVE })
    const before = await shownIds(say('first-rows', 'measurementsLabel'))
    expect(before.length).toBeGreaterThan(0)

    server.use(
      http.get('https://other.example.org/api/v1/measurements', async () => {
        await delay(10_000)
        return HttpResponse.json({})
      }),
    )
    await user.click(screen.getByRole('button', { name: say('first-rows', 'connectionSettings') }))
    const url = await screen.findByRole('textbox', { name: say('connection-form', 'baseUrlLabel') })
    await user.clear(url)
    await user.type(url, 'https://other.example.org')
    await user.click(screen.getByRole('button', { name: say('connection-form', 'save') }))

    await screen.findByText(messagePattern('first-rows', 'loadingMeasurements'))
    expect(screen.queryByRole('table', { name: say('first-rows', 'measurementsLabel') })).not.toBeInTheDocument()
  })

  it('shows the new service’s rows, not the old one’s, when the old service answers last', async () => {
    const other = 'https://other.example.org'
    // The old service holds its answer; the other one answers at once with its own record.
    const old = holdRequests(`${LIVE.baseUrl}/api/v1/measurements`)
    server.use(
      http.get(`${other}/api/v1/measurements`, ({ request }) =>
        new URL(request.url).searchParams.get('wound_id') === '1'
          ? HttpResponse.json({
              data: [{ id: 100_999, type: 'regular', date: '2026-02-03' }],
              metadata: { current_page: 1, last_page: 1, per_page: 25, total: 1 },
            })
          : undefined,
      ),
    )
    const { user } = renderApp({ url: '/?wound=1', settings: LIVE })
    await old.waitFor(param('wound_id', '1'), 'wound 1 at the old service')
    await screen.findByText(messagePattern('first-rows', 'loadingMeasurements'))

    await user.click(screen.getByRole('button', { name: say('first-rows', 'connectionSettings') }))
    const url = await screen.findByRole('textbox', { name: say('connection-form', 'baseUrlLabel') })
    await user.clear(url)
    await user.type(url, other)
    await user.click(screen.getByRole('button', { name: say('connection-form', 'save') }))
    await waitFor(async () => {
      expect(await shownIds(say('first-rows', 'measurementsLabel'))).toEqual(['100999'])
    })

    old.releaseAll()
    await settle()
    expect(await shownIds(say('first-rows', 'measurementsLabel'))).toEqual(['100999'])
  })
})

describe('switching wounds quickly', () => {
  it('1 → 3 → 1 in the picker, answers released newest first: only wound 1’s rows, ever', async () => {
    const problems = watchScreen(rowsOfAnotherWound)
    const service = holdRequests('*/api/v1/measurements')
    const { user } = renderApp({ url: '/?wound=1' })
    await service.waitFor(param('wound_id', '1'), 'wound 1')
    await screen.findByText(messagePattern('first-rows', 'loadingMeasurements'))

    await openWoundWithPicker(user, 3)
    await service.waitFor(param('wound_id', '3'), 'wound 3')
    await openWoundWithPicker(user, 1)
    await waitFor(() => {
      expect(service.held.filter((h) => h.url.searchParams.get('wound_id') === '1')).toHaveLength(2)
    })
    expect(screen.getByText(messagePattern('first-rows', 'loadingMeasurements'))).toBeInTheDocument()

    // The latest request (wound 1 again) is answered first…
    service.release(param('wound_id', '1'), 'wound 1, second time')
    await waitFor(async () => {
      expect(idsOf(1)(await shownIds(say('first-rows', 'measurementsLabel')))).toBe(true)
    })
    const shown = await shownIds(say('first-rows', 'measurementsLabel'))
    expect(shown).toHaveLength(25)
    // …then the wound the user left, and the first request of all.
    service.release(param('wound_id', '3'), 'wound 3')
    await settle()
    expect(await shownIds(say('first-rows', 'measurementsLabel'))).toEqual(shown)
    service.releaseAll()
    await settle()
    expect(await shownIds(say('first-rows', 'measurementsLabel'))).toEqual(shown)
    expect(screen.getByRole('heading', { name: say('first-rows', 'woundHeading', { woundId: 1 }) })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: say('first-rows', 'woundIdLabel') })).toHaveValue('1')
    expect(urlParams().get('wound')).toBe('1')
    expect(problems).toEqual([])
  })

  it('1 → 3 → 1, the wound the user left answering last (real delays): only wound 1’s rows', async () => {
    const problems = watchScreen(rowsOfAnotherWound)
    // Wound 3 is slow, wound 1 quick: the older request's answer arrives after the newer one's.
    server.use(
      http.get('*/api/v1/measurements', async ({ request }) => {
        await delay(new URL(request.url).searchParams.get('wound_id') === '3' ? 400 : 20)
        return undefined
      }),
    )
    const { user } = renderApp({ url: '/?wound=1' })
    await openWoundWithPicker(user, 3)
    await openWoundWithPicker(user, 1)
    const shown = await shownIds(say('first-rows', 'measurementsLabel'))
    expect(idsOf(1)(shown)).toBe(true)
    await settle(500)
    expect(await shownIds(say('first-rows', 'measurementsLabel'))).toEqual(shown)
    expect(screen.getByRole('heading', { name: say('first-rows', 'woundHeading', { woundId: 1 }) })).toBeInTheDocument()
    expect(urlParams().get('wound')).toBe('1')
    expect(problems).toEqual([])
  })

  it('1 → 3, then Back to 1 while 3 loads: wound 1’s rows, never 3’s', async () => {
    const problems = watchScreen(rowsOfAnotherWound)
    const { user } = renderApp({ url: '/?wound=1' })
    const woundOne = await shownIds(say('first-rows', 'measurementsLabel'))
    const service = holdRequests('*/api/v1/measurements', param('wound_id', '3'))

    await openWoundWithPicker(user, 3)
    await service.waitFor(param('wound_id', '3'), 'wound 3')
    const popped = nextPopState()
    window.history.back()
    await popped
    expect(await screen.findByRole('heading', { name: say('first-rows', 'woundHeading', { woundId: 1 }) })).toBeInTheDocument()
    expect(await shownIds(say('first-rows', 'measurementsLabel'))).toEqual(woundOne)

    service.stop()
    await settle()
    expect(await shownIds(say('first-rows', 'measurementsLabel'))).toEqual(woundOne)
    expect(urlParams().get('wound')).toBe('1')

    // Forward to 3 again: its own rows, now that it answers.
    const forward = nextPopState()
    window.history.forward()
    await forward
    await waitFor(async () => {
      expect(idsOf(3)(await shownIds(say('first-rows', 'measurementsLabel')))).toBe(true)
    })
    expect(screen.getByRole('heading', { name: say('first-rows', 'woundHeading', { woundId: 3 }) })).toBeInTheDocument()
    expect(problems).toEqual([])
  })
})

describe('changing the list while a page loads', () => {
  const filters = (user: Parameters<typeof revealGroup>[0]) => revealGroup(user, 'filtersLabel', 'measurementFilters')

  it('two filters in a row, answered newest first: only rows of the current filter, ever', async () => {
    const { user } = renderApp({ url: '/?wound=1' })
    await shownIds(say('first-rows', 'measurementsLabel'))
    const problems = watchScreen(rowsOfAnotherList)
    const service = holdRequests('*/api/v1/measurements')

    await user.selectOptions(within(await filters(user)).getByRole('combobox', { name: say('first-rows', 'fieldType') }), 'group')
    await user.click(screen.getByRole('button', { name: say('first-rows', 'applyFilters') }))
    await service.waitFor(param('filter[type]', 'group'), 'type=group')
    await user.selectOptions(within(await filters(user)).getByRole('combobox', { name: say('first-rows', 'fieldType') }), 'regular')
    await user.click(screen.getByRole('button', { name: say('first-rows', 'applyFilters') }))
    await service.waitFor(param('filter[type]', 'regular'), 'type=regular')
    expect(urlParams().get('filter[type]')).toBe('regular')

    service.release(param('filter[type]', 'regular'), 'type=regular')
    await waitFor(() => {
      expect(screen.getByRole('table', { name: say('first-rows', 'measurementsLabel') })).toHaveAttribute('aria-busy', 'false')
    })
    const regular = await shownIds(say('first-rows', 'measurementsLabel'))
    expect(regular.length).toBeGreaterThan(0)
    expect(regular.every((id) => demoMeasurement(id).type === 'regular')).toBe(true)

    service.releaseAll()
    await settle()
    expect(await shownIds(say('first-rows', 'measurementsLabel'))).toEqual(regular)
    expect(problems).toEqual([])
  })

  it('next page, then a sort, then a filter, answered in reverse: rows of the current filter and order only', async () => {
    const { user } = renderApp({ url: '/?wound=3' })
    expect(await shownIds(say('first-rows', 'measurementsLabel'))).toHaveLength(25)
    const problems = watchScreen(rowsOfAnotherList)
    const service = holdRequests('*/api/v1/measurements')

    await user.click(screen.getByRole('button', { name: say('first-rows', 'nextPage') }))
    await service.waitFor(param('page', '2'), 'page 2')
    // Page 1 stays on screen, marked busy, while page 2 loads: the same list.
    expect(screen.getByRole('table', { name: say('first-rows', 'measurementsLabel') })).toHaveAttribute('aria-busy', 'true')
    await user.click(
      within(screen.getByRole('columnheader', { name: messagePattern('first-rows', 'fieldId', {}, 'start') })).getByRole('button', {
        name: say('first-rows', 'fieldId'),
      }),
    )
    await service.waitFor(param('sort', 'id'), 'sorted by id')
    await user.selectOptions(
      within(await filters(user)).getByRole('combobox', {
        name: say('first-rows', 'filterComparison', { field: say('first-rows', 'fieldArea') }),
      }),
      '<',
    )
    await user.type(within(await filters(user)).getByRole('textbox', { name: say('first-rows', 'fieldArea') }), '10{Enter}')
    await service.waitFor(all(param('filter[area]', '<10'), param('sort', 'id')), 'area < 10, sorted by id')
    expect(urlParams().get('page')).toBeNull()
    // Rows of the unfiltered list are not kept while the filtered one loads.
    expect(screen.queryByRole('table', { name: say('first-rows', 'measurementsLabel') })).not.toBeInTheDocument()
    expect(screen.getByText(messagePattern('first-rows', 'loadingMeasurements'))).toBeInTheDocument()

    service.release(param('filter[area]', '<10'), 'area < 10, sorted')
    const header = await screen.findByRole('columnheader', { name: messagePattern('first-rows', 'fieldId', {}, 'start') })
    await waitFor(() => {
      expect(header).toHaveAttribute('aria-sort', 'ascending')
    })
    await waitFor(() => {
      expect(screen.getByRole('table', { name: say('first-rows', 'measurementsLabel') })).toHaveAttribute('aria-busy', 'false')
    })
    const sorted = await shownIds(say('first-rows', 'measurementsLabel'))
    expect(sorted).toHaveLength(25)
    expect(sorted.every((id) => Number(demoMeasurement(id).area) < 10)).toBe(true)
    expect(screen.getByText(messagePattern('first-rows', 'pagePosition', { page: 1 }, 'start'))).toBeInTheDocument()

    service.release(
      all(param('sort', 'id'), (url) => !url.searchParams.has('filter[area]')),
      'sorted, unfiltered',
    )
    service.release(param('page', '2'), 'page 2')
    service.releaseAll()
    await settle()
    expect(await shownIds(say('first-rows', 'measurementsLabel'))).toEqual(sorted)
    expect(problems).toEqual([])
  })

  it('Previous page, then 10 rows a page, the page answering last: the 10 rows are shown and stay', async () => {
    const { user } = renderApp({ url: '/?wound=3&page=2' })
    await shownIds(say('first-rows', 'measurementsLabel'))
    const problems = watchScreen(rowsOfAnotherList)
    const service = holdRequests('*/api/v1/measurements')

    // Page 1 is not cached (the test opened on page 2), so both requests reach the service.
    await user.click(screen.getByRole('button', { name: say('first-rows', 'previousPage') }))
    await service.waitFor(param('page', '1'), 'page 1')
    await user.selectOptions(screen.getByRole('combobox', { name: say('first-rows', 'rowsPerPageLabel') }), '10')
    await service.waitFor(param('per_page', '10'), '10 rows a page')

    service.release(param('per_page', '10'), '10 rows a page')
    await waitFor(() => {
      expect(screen.getByRole('table', { name: say('first-rows', 'measurementsLabel') })).toHaveAttribute('aria-busy', 'false')
    })
    const shown = await shownIds(say('first-rows', 'measurementsLabel'))
    expect(shown).toHaveLength(10)
    service.releaseAll()
    await settle()
    expect(await shownIds(say('first-rows', 'measurementsLabel'))).toEqual(shown)
    expect(problems).toEqual([])
  })
})

describe('the whole history of a long wound, interrupted', () => {
  it('wound 3’s overview loading, then wound 1: the charts and their tables never mix the two', async () => {
    const problems = watchScreen(rowsOfAnotherWound)
    // Wound 3's pages after the first wait: its history is half loaded when the user leaves.
    const service = holdRequests(
      '*/api/v1/measurements',
      (url) => url.searchParams.get('wound_id') === '3' && url.searchParams.get('page') !== '1',
    )
    const { user } = renderApp({ url: '/?wound=3&tab=overview' })
    expect(await screen.findByText(messagePattern('charts', 'loadedPages', { loaded: 1, noun: 'measurement' }))).toBeInTheDocument()
    const area = await openChartData(user, say('charts', 'areaChart'))
    await waitFor(() => {
      expect(
        idsOnScreen().find((t) => t.table === say('charts', 'chartData', { name: say('charts', 'areaChart') }))?.ids.length,
      ).toBeGreaterThan(0)
    })
    expect(area).toBeInTheDocument()
    await waitFor(() => {
      expect(service.held.length).toBeGreaterThan(0)
    })

    await openWoundWithPicker(user, 1)
    expect(urlParams().get('tab')).toBe('overview')
    // Another wound is a fresh overview: its data table is opened again.
    await openChartData(user, say('charts', 'areaChart'))
    service.releaseAll()

    const expected = (getWoundData(1)?.measurements ?? []).length
    await waitFor(() => {
      const table = idsOnScreen().find((t) => t.table === say('charts', 'chartData', { name: say('charts', 'areaChart') }))
      expect(table?.ids).toHaveLength(expected)
      expect(table?.ids.every((id) => woundOfId(id) === 1)).toBe(true)
    })
    await settle(200)
    const after = idsOnScreen().find((t) => t.table === say('charts', 'chartData', { name: say('charts', 'areaChart') }))
    expect(after?.ids).toHaveLength(expected)
    expect(screen.queryByText(messagePattern('charts', 'loadedPages', { noun: 'measurement' }))).not.toBeInTheDocument()
    expect(service.held.every((h) => h.aborted)).toBe(true)
    expect(urlParams().get('wound')).toBe('1')
    expect(problems).toEqual([])
  })
})

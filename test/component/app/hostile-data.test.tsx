import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { server } from '../../msw-server'
import { bodyRows, idsIn, renderApp, shownIds } from '../../render-app'
import { openChartData } from '../chart-data'
import {
  ALL_ASSESSMENTS,
  ALL_MEASUREMENT_ROWS,
  A_DEEP,
  A_HOSTILE,
  A_HUGE,
  A_NULLS,
  A_NULL_VALUES,
  HTTPS_URL,
  HUGE_TEXT,
  IMG_ONERROR,
  MARKUP,
  M_CHAIN,
  M_CYCLIC,
  M_HOSTILE,
  M_HUGE,
  M_NULLS,
  M_SIBLING,
  M_URLS,
  SCRIPT_TAG,
  SVG_ONLOAD,
  TOP_LEVEL_MEASUREMENTS,
  hostileAssessments,
  hostileMeasurements,
  hostilePage,
} from '../../hostile-records'
import { say, messagePattern, escapePattern } from '../words'

/*
 * Hostile service data: whatever the service puts in a free-text field or an image URL
 * is rendered as text, never executed, never dropped. Checked in every view that shows records:
 * the measurements table and its expanded children, the assessments table and detail panel, the
 * image panel and the healing overview. The same payloads run in Chromium in test/e2e/hostile-data.test.ts.
 */

declare global {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface Window {
    __pwned?: unknown
  }
}

const ids = (list: readonly number[]) => list.map(String)
/** "Images for measurement <id>" (jsdom's accessible name drops the space before the hidden words). */
const imagesButton = (id: number) => new RegExp(`^Images\\s*for measurement ${String(id)}$`)

/** Everything the app must never have built from service data, anywhere in the document. */
function expectNothingExecutable(): void {
  expect(window.__pwned, 'window.__pwned').toBeUndefined()
  expect(document.querySelectorAll('script, iframe, object, embed, foreignObject'), 'script-like elements').toHaveLength(0)
  const handlers = [...document.querySelectorAll('*')].flatMap((element) =>
    [...element.attributes]
      .filter((attribute) => /^on/i.test(attribute.name))
      .map((attribute) => `<${element.localName} ${attribute.name}>`),
  )
  expect(handlers, 'inline event handler attributes').toEqual([])
  // Only absolute http(s) URLs reach src or href (src/shared/safe-url.ts): nothing relative, protocol-relative, javascript: or data:.
  const urls = [...document.querySelectorAll('[src], [href], [srcset], [action], [formaction], [poster]')].flatMap((element) =>
    ['src', 'href', 'srcset', 'action', 'formaction', 'poster', 'xlink:href']
      .map((name) => element.getAttribute(name))
      .filter((value): value is string => value !== null)
      .map((value) => ({ element: element.localName, value })),
  )
  for (const { element, value } of urls) {
    expect(value, `<${element}> URL`).toMatch(/^https?:\/\/[^/]/)
    expect(new URL(value).hostname, `<${element}> URL host`).not.toBe('evil.example')
  }
}

/** The row of a table whose first cell shows `id` (the first such row). */
async function rowOf(table: string, id: number): Promise<HTMLElement> {
  const row = (await bodyRows(table)).find((r) => r.querySelector('td')?.textContent.match(/\d+/)?.[0] === String(id))
  if (!(row instanceof HTMLElement)) throw new Error(`no row for record ${String(id)} in ${table}`)
  return row
}

/** A text node's own text equal to `text`, or containing it: the markup is on screen as characters. */
const literally = (text: string) => (_content: string, element: Element | null) =>
  element !== null && [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').includes(text))

/**
 * Long service text shows a bounded preview with "Show all" (or "Show N more characters"): press
 * them until the whole text is there.
 */
async function revealAll(user: ReturnType<typeof renderApp>['user'], element: HTMLElement): Promise<void> {
  for (;;) {
    const more = within(element).queryAllByRole('button', {
      name: new RegExp(
        `^(${messagePattern('first-rows', 'showAllCharacters').source}|${messagePattern('first-rows', 'showMoreCharacters').source})`,
      ),
    })
    const next = more[0]
    if (!next) return
    await user.click(next)
  }
}

let consoleError: MockInstance<typeof console.error> | undefined
const keyWarnings = () =>
  (consoleError?.mock.calls ?? []).filter((args) => args.some((arg) => typeof arg === 'string' && /same key|unique "key"/i.test(arg)))

beforeEach(() => {
  delete window.__pwned
  consoleError = vi.spyOn(console, 'error')
  server.use(
    http.get('*/api/v1/measurements', () => HttpResponse.json(hostilePage(hostileMeasurements()))),
    http.get('*/api/v1/assessments', () => HttpResponse.json(hostilePage(hostileAssessments()))),
  )
})

afterEach(() => {
  expect(keyWarnings(), 'React key warnings (a record rendered under another one’s key can be dropped or duplicated)').toEqual([])
})

describe('hostile service data is shown as text, never executed, never dropped', () => {
  it('measurements: every record is a row, markup is literal text, off-spec records are flagged', async () => {
    const { user } = renderApp({ url: '/?wound=1' })
    expect(await shownIds(say('first-rows', 'measurementsLabel'))).toEqual(ids(TOP_LEVEL_MEASUREMENTS))

    const hostile = await rowOf(say('first-rows', 'measurementsLabel'), M_HOSTILE)
    expect(within(hostile).getByText(literally(`${IMG_ONERROR} uid-${String(M_HOSTILE)}`))).toBeVisible()
    expect(within(hostile).getByText(literally(`${SCRIPT_TAG} (unknown type)`))).toBeVisible()
    expect(within(hostile).getByText(literally(SVG_ONLOAD))).toBeVisible() // the date, as sent
    expect(within(hostile).getByText(say('first-rows', 'flagged'))).toBeVisible()
    expect(within(hostile).getByRole('button', { name: imagesButton(M_HOSTILE) })).toBeVisible()

    const nulls = await rowOf(say('first-rows', 'measurementsLabel'), M_NULLS)
    expect(within(nulls).getByText(say('first-rows', 'flagged'))).toBeVisible()
    expect(within(nulls).getAllByText('—').length).toBeGreaterThan(10)

    // 10⁵ characters: a bounded preview (laying out all of them froze the tab), the whole of
    // them one click away, as text.
    const huge = await rowOf(say('first-rows', 'measurementsLabel'), M_HUGE)
    expect(huge.textContent.length).toBeLessThan(5_000)
    await revealAll(user, huge)
    expect(huge.textContent).toContain(`uid:${HUGE_TEXT}`)
    expect(huge.textContent).toContain(`date:${HUGE_TEXT}`)
    expect(huge.querySelector('b')).toBeNull()

    // Image URLs that are not http(s) do not match the spec either.
    expect(within(await rowOf(say('first-rows', 'measurementsLabel'), M_URLS)).getByText(say('first-rows', 'flagged'))).toBeVisible()
    expectNothingExecutable()
  })

  it('expanded children: five levels deep and ids that repeat their parent’s, every one a row', async () => {
    const { user } = renderApp({ url: '/?wound=1' })
    const table = await screen.findByRole('table', { name: say('first-rows', 'measurementsLabel') })
    await shownIds(say('first-rows', 'measurementsLabel'))
    // Open every closed "children" toggle until none is left (each opened row may reveal more).
    const closedToggles = () =>
      within(table).queryAllByRole('button', {
        name: messagePattern('first-rows', 'childrenOfMeasurement', { repeat: 1 }),
        expanded: false,
      })
    for (let round = 0; round < 12; round++) {
      const closed = closedToggles()
      const next = closed[0]
      if (!next) break
      const name = next.getAttribute('aria-label')
      await user.click(next)
      // Expanding goes through the URL: wait until this toggle is open before looking for the next.
      await waitFor(() => {
        expect(closedToggles().filter((b) => b.getAttribute('aria-label') === name)).toHaveLength(
          closed.filter((b) => b.getAttribute('aria-label') === name).length - 1,
        )
      })
    }
    await waitFor(() => {
      expect(idsIn(table)).toEqual(ids(ALL_MEASUREMENT_ROWS))
    })

    const rows = await bodyRows(say('first-rows', 'measurementsLabel'))
    const deepest = rows.find((row) => row.querySelector('td')?.textContent.includes(String(M_CHAIN[4])))
    expect(deepest?.className).toContain('depth-5')
    for (const id of M_CHAIN) {
      const row = await rowOf(say('first-rows', 'measurementsLabel'), id)
      expect(within(row).getByText(literally(`${IMG_ONERROR} uid-${String(id)}`))).toBeVisible()
      expect(within(row).getByText(say('first-rows', 'flagged'))).toBeVisible()
    }
    // Below the two levels the spec allows, a child is flagged for its depth.
    const third = await rowOf(say('first-rows', 'measurementsLabel'), M_CHAIN[2])
    await user.click(within(third).getByText(say('first-rows', 'flagged')))
    expect(await within(third).findByText(messagePattern('flags', 'nestedTooDeep', { levels: 2 }))).toBeVisible()
    expect(within(await rowOf(say('first-rows', 'measurementsLabel'), M_SIBLING)).getByText(literally(SVG_ONLOAD))).toBeVisible()

    // The cyclic-looking group: parent, child and grandchild share one id and all three are rows.
    const cyclic = rows.filter((row) => row.querySelector('td')?.textContent.match(/\d+/)?.[0] === String(M_CYCLIC))
    expect(cyclic).toHaveLength(3)
    expect(cyclic.map((row) => row.textContent)).toEqual([
      expect.stringContaining(SVG_ONLOAD),
      expect.stringContaining(SCRIPT_TAG),
      expect.stringContaining(IMG_ONERROR),
    ])
    expectNothingExecutable()
  })

  it('assessments: every record is a row, free text and codes as sent, nulls as dashes', async () => {
    const { user } = renderApp({ url: '/?wound=1&tab=assessments' })
    expect(await shownIds(say('assessments', 'assessments'))).toEqual(ids(ALL_ASSESSMENTS))

    const hostile = await rowOf(say('assessments', 'assessments'), A_HOSTILE)
    for (const text of MARKUP) expect(within(hostile).getAllByText(literally(text)).length).toBeGreaterThan(0)
    expect(hostile.textContent).toContain(`“${IMG_ONERROR}”`) // a free-text wound edge, quoted as entered
    expect(within(hostile).getByText(say('first-rows', 'flagged'))).toBeVisible()
    for (const id of [A_NULLS, A_NULL_VALUES, A_DEEP])
      expect(within(await rowOf(say('assessments', 'assessments'), id)).getByText(say('first-rows', 'flagged'))).toBeVisible()
    const huge = await rowOf(say('assessments', 'assessments'), A_HUGE)
    expect(huge.textContent.length).toBeLessThan(5_000)
    await revealAll(user, huge)
    expect(huge.textContent).toContain(`notes:${HUGE_TEXT}`)
    expect((await rowOf(say('assessments', 'assessments'), A_DEEP)).textContent).toContain(JSON.stringify(SCRIPT_TAG).slice(1, -1))
    expectNothingExecutable()
  })

  it('the assessment detail panel shows every hostile value as text', async () => {
    const { user } = renderApp({ url: '/?wound=1&tab=assessments' })
    await shownIds(say('assessments', 'assessments'))
    for (const id of ALL_ASSESSMENTS) {
      await user.click(
        screen.getByRole('button', {
          name: say('assessments', 'showDetailsOf', { row: say('assessments', 'rowName', { id, repeat: 1 }) }),
        }),
      )
    }
    const table = screen.getByRole('table', { name: say('assessments', 'assessments') })
    await waitFor(() => {
      expect(table.querySelectorAll('.detail-row')).toHaveLength(ALL_ASSESSMENTS.length)
    })
    expect(idsIn(table)).toEqual(ids(ALL_ASSESSMENTS))

    const detail = (id: number) => {
      const heading = within(table).getByRole('heading', { name: new RegExp(`^Assessment ${String(id)}\\b`) })
      const panel = heading.closest('.detail-row')
      if (!(panel instanceof HTMLElement)) throw new Error(`no detail panel for ${String(id)}`)
      return panel
    }
    const hostile = detail(A_HOSTILE)
    for (const text of MARKUP) expect(within(hostile).getAllByText(literally(text)).length).toBeGreaterThan(0)
    expect(within(hostile).getByText(new RegExp(`^${escapePattern(say('first-rows', 'flagged'))}:`))).toBeVisible()
    // The infection key that is itself markup is listed as sent.
    expect(
      within(hostile)
        .getAllByText(literally(IMG_ONERROR))
        .some((element) => element.closest('code') !== null),
    ).toBe(true)
    expect(within(detail(A_NULLS)).getByText(say('assessments', 'noValuesSent'))).toBeVisible()
    expect(within(detail(A_NULL_VALUES)).getAllByText(messagePattern('assessments', 'notRecorded')).length).toBeGreaterThan(0)
    expect(detail(A_HUGE).textContent.length).toBeLessThan(20_000)
    await revealAll(user, detail(A_HUGE))
    expect(detail(A_HUGE).textContent).toContain(`notes:${HUGE_TEXT}`)
    expect(within(detail(A_DEEP)).getByText(new RegExp(`^${escapePattern(say('first-rows', 'flagged'))}:`))).toBeVisible()
    expectNothingExecutable()
  })

  it('the image panel: no javascript:, data:, relative or protocol-relative URL reaches src; each reads "Image unavailable"', async () => {
    const { user } = renderApp({ url: '/?wound=1' })
    await shownIds(say('first-rows', 'measurementsLabel'))
    await user.click(screen.getByRole('button', { name: imagesButton(M_HOSTILE) }))
    const region = await screen.findByRole('dialog', { name: say('images', 'imagesHeading') }, { timeout: 15_000 })
    // The record and its six descendants, each with its hostile caption as text.
    await waitFor(() => {
      expect(within(region).getAllByRole('article')).toHaveLength(1 + M_CHAIN.length + 1)
    })
    // 4 refused kinds of the record, 1 relative original of the sibling child.
    expect(within(region).getAllByText(say('images', 'imageUnavailable'))).toHaveLength(5)
    expect(within(region).queryAllByRole('img')).toHaveLength(0)
    expect(within(region).getAllByText(literally(`Measurement (${SCRIPT_TAG})`)).length).toBeGreaterThan(0)
    expectNothingExecutable()

    await user.click(screen.getByRole('button', { name: imagesButton(M_URLS) }))
    await waitFor(() => {
      expect(within(region).getAllByRole('article')).toHaveLength(1)
    })
    await waitFor(() => {
      expect(
        within(region)
          .getAllByRole('img')
          .map((img) => img.getAttribute('src')),
      ).toEqual([HTTPS_URL])
    })
    expect(within(region).getAllByText(say('images', 'imageUnavailable'))).toHaveLength(3)
    expectNothingExecutable()

    // The cyclic-looking group: three records with one id, each shown once.
    await user.click(screen.getByRole('button', { name: imagesButton(M_CYCLIC) }))
    await waitFor(() => {
      expect(within(region).getAllByRole('article')).toHaveLength(3)
    })
    expect(within(region).getAllByText(say('images', 'imageUnavailable'))).toHaveLength(1)
    expectNothingExecutable()
  })

  it('the healing overview lists every top-level record, unreadable dates quoted as text', async () => {
    const { user } = renderApp({ url: '/?wound=1&tab=overview' })
    const data = await openChartData(user, say('charts', 'areaChart'))
    await waitFor(() => {
      expect(within(data).getAllByRole('row')).toHaveLength(1 + TOP_LEVEL_MEASUREMENTS.length)
    })
    const rowIds = within(data)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelectorAll('td')[1]?.textContent)
    expect([...rowIds].sort()).toEqual(ids(TOP_LEVEL_MEASUREMENTS).sort())
    expect(within(data).getByText(literally(`Unreadable date (not drawn): “${SVG_ONLOAD}”`))).toBeInTheDocument()
    await revealAll(user, data)
    expect(data.textContent).toContain(`date:${HUGE_TEXT}`)
    const pain = await openChartData(user, say('charts', 'painChart'))
    await waitFor(() => {
      expect(within(pain).getAllByRole('row')).toHaveLength(1 + ALL_ASSESSMENTS.length)
    })
    expect(within(pain).getByText(literally(`Unreadable date (not drawn): “${SVG_ONLOAD}”`))).toBeInTheDocument()
    expectNothingExecutable()
  })
})

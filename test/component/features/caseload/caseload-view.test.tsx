import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../../msw-server'
import { LOADING } from '../../../../src/features/caseload/use-caseload'
import { PHOTOS_WAIT_MS } from '../../../../src/features/caseload/use-words-first'
import { queryOf, recordRequests } from '../../../request-log'
import { renderApp, renderAppSettled } from '../../../render-app'
import { DEMO_CASELOAD_IDS } from '../../../../src/mocks/caseload'
import { readCatalog } from '../../../../scripts/catalogs'
import { ROOT } from '../../../../tools/harness/paths'
import { say, messagePattern, wordsOf } from '../../words'

/*
 * The caseload (contract section 10) against the demo service: wound 5 has signs of infection
 * now, wound 1 has not changed for months, wound 2 has no measurements, wound 4 is refused (403)
 * and wound 999 does not exist.
 */

/** The caseload's English words, from its catalog: a change of wording is one edit there. */
const words = wordsOf('caseload')
/** A wound's name in the caseload: its row header and its link. */
const wound = (id: number) => words('woundLink', { id })
const progress = (read: number, total: number) => words('progress', { read, total })

const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('rowheader').textContent)

describe('the caseload', () => {
  it('lists every wound, the most worrying first, and keeps the ones that cannot be read in their rows', async () => {
    renderApp({ url: '/?wounds=1,2,4,999,5' })
    const table = await screen.findByRole('table', { name: words('heading') })
    await screen.findByText(progress(5, 5), {}, { timeout: 20_000 })
    expect(rowNames(table)).toEqual([wound(5), wound(1), wound(2), wound(4), wound(999)])
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement
    expect(within(row(wound(5))).getByText(words('concern', { concern: 'infection' }))).toBeInTheDocument()
    expect(within(row(wound(5))).getByText(words('infectionNow'))).toBeInTheDocument()
    expect(within(row(wound(1))).getByText(words('concern', { concern: 'plateau' }))).toBeInTheDocument()
    expect(row(wound(2))).toHaveTextContent(words('noMeasurements'))
    expect(row(wound(4))).toHaveTextContent(words('accessDenied'))
    expect(row(wound(999))).toHaveTextContent(words('woundNotFound'))
    // Each row links to its wound's view, and shows its latest photo.
    expect(within(row(wound(5))).getByRole('link', { name: wound(5) })).toHaveAttribute('href', '?wound=5')
    expect(
      await within(row(wound(5))).findByRole('img', { name: messagePattern('images', 'imageAltUndated', { kind: 'thumbnail' }, 'start') }),
    ).toBeInTheDocument()
  })

  it('says signs of infection recorded in the latest 4 weeks but not at the latest assessment as such, not as none', async () => {
    // Demo wound 122: infected from 3 to 17 Sept 2026, none at its latest assessment (10 Oct); wound 1: none at all.
    renderApp({ url: '/?wounds=122,1' })
    const table = await screen.findByRole('table', { name: words('heading') })
    await screen.findByText(progress(2, 2), {}, { timeout: 20_000 })
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement
    expect(within(table).getByRole('columnheader', { name: words('columnInfection') })).toBeInTheDocument()
    expect(row(wound(122))).toHaveTextContent(words('infectionEarlier'))
    expect(row(wound(1))).toHaveTextContent(words('infectionNone'))
  })

  it('reads at most three wounds at a time', async () => {
    const requests = recordRequests()
    renderApp({ url: '/?wounds=1,3,5,6,2' })
    await screen.findByText(progress(5, 5), {}, { timeout: 20_000 })
    const firstPages = requests.filter((request) => queryOf(request).get('page') === '1').map((request) => queryOf(request).get('wound_id'))
    // The first requests are the first three wounds' (two lists each); the others start as those finish.
    expect(new Set(firstPages.slice(0, 2 * LOADING))).toEqual(new Set(['1', '3', '5']))
    expect(new Set(firstPages)).toEqual(new Set(['1', '3', '5', '6', '2']))
  })

  it('reads a row again with its Retry, leaving the other rows as they are', async () => {
    // The service is down for wound 5's measurements until the test says otherwise (the loader's own retries fail too).
    let down = true
    server.use(
      http.get('*/api/v1/measurements', ({ request }) => {
        if (new URL(request.url).searchParams.get('wound_id') !== '5' || !down) return undefined
        return HttpResponse.json({ error: 'Service unavailable', message: 'Try again later.', error_code: '503' }, { status: 503 })
      }),
    )
    const requests = recordRequests()
    const { user } = renderApp({ url: '/?wounds=1,5' })
    const table = await screen.findByRole('table', { name: words('heading') })
    await screen.findByText(progress(2, 2), {}, { timeout: 20_000 })
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement
    expect(within(row(wound(5))).getByRole('button', { name: words('retry') })).toBeInTheDocument()
    expect(row(wound(5))).not.toHaveTextContent(words('reading'))
    const failed = row(wound(5)).textContent
    down = false
    const woundOnePages = () => requests.filter((request) => queryOf(request).get('wound_id') === '1').length
    const before = woundOnePages()
    await user.click(within(row(wound(5))).getByRole('button', { name: words('retry') }))
    expect(await within(table).findByText(words('concern', { concern: 'infection' }), {}, { timeout: 20_000 })).toBeInTheDocument()
    expect(row(wound(5)).textContent).not.toBe(failed)
    expect(woundOnePages()).toBe(before)
  })

  it('opens a wound from its row, with the history already read', async () => {
    const requests = recordRequests()
    const { user } = renderApp({ url: '/?wounds=1,5' })
    await screen.findByText(progress(2, 2), {}, { timeout: 20_000 })
    const before = requests.length
    await user.click(screen.getByRole('link', { name: wound(5) }))
    expect(new URL(location.href).searchParams.get('wound')).toBe('5')
    expect(new URL(location.href).searchParams.get('wounds')).toBeNull()
    await screen.findByRole('table', { name: say('first-rows', 'measurementsLabel') })
    // The list's page is asked for; the whole histories are not asked for again.
    await waitFor(() => {
      expect(requests.length).toBeGreaterThan(before)
    })
    const after = requests.slice(before).filter((request) => queryOf(request).get('per_page') === '100')
    expect(after.map((request) => request.url)).toEqual([])
  })

  it('adds wound IDs separated by commas, spaces or new lines, and says what is not one next to the field', async () => {
    const requests = recordRequests()
    const { user } = renderApp({ url: '/?wounds=1' })
    await screen.findByText(progress(1, 1), {}, { timeout: 20_000 })
    const field = screen.getByRole('textbox', { name: words('woundIdsLabel') })
    await user.type(field, '5, x7 0')
    const sent = requests.length
    await user.click(screen.getByRole('button', { name: words('addWounds') }))
    expect(await screen.findByRole('alert')).toHaveTextContent('“x7”, “0”')
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(requests.length).toBe(sent)
    await user.clear(field)
    await user.type(field, '5 6\n6,3')
    await user.click(screen.getByRole('button', { name: words('addWounds') }))
    await waitFor(() => {
      expect(new URL(location.href).searchParams.get('wounds')).toBe('1,5,6,3')
    })
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('opens the demo ward from the start screen, days counted from the demo’s own today', async () => {
    const { user } = renderApp({ url: '/' })
    await user.click(await screen.findByRole('button', { name: `The demo ward as a caseload (${DEMO_CASELOAD_IDS.length} wounds)` }))
    expect(new URL(location.href).searchParams.get('wounds')).toBe(DEMO_CASELOAD_IDS.join(','))
    await screen.findByText(progress(DEMO_CASELOAD_IDS.length, DEMO_CASELOAD_IDS.length), {}, { timeout: 25_000 })
    const table = screen.getByRole('table', { name: words('heading') })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(DEMO_CASELOAD_IDS.length)
    expect(rows[0]).toHaveTextContent(words('concern', { concern: 'infection' }))
    // Wound 5's last measurement (Sep 25, 2026) is 19 days before the demo's today (Oct 14, 2026).
    const wound5 = within(table)
      .getByRole('rowheader', { name: wound(5) })
      .closest('tr') as HTMLElement
    expect(wound5).toHaveTextContent(words('daysAgo', { days: 19 }))
  })
})

describe('the caseload’s other orders and its hand-over list', () => {
  it('sorts by a column’s header, and says which, with read rows before the rest', async () => {
    const { user } = renderApp({ url: '/?wounds=6,1,4,5,3' })
    await screen.findByText(progress(5, 5), {}, { timeout: 20_000 })
    const table = screen.getByRole('table', { name: words('heading') })
    expect(screen.getByText(messagePattern('caseload', 'defaultOrder', {}, true))).toBeInTheDocument()
    await user.click(within(table).getByRole('button', { name: words('columnWound') }))
    expect(rowNames(table)).toEqual([wound(1), wound(3), wound(5), wound(6), wound(4)])
    expect(within(table).getByRole('columnheader', { name: words('columnWound') })).toHaveAttribute('aria-sort', 'ascending')
    // The line above the table no longer says "most worrying first" of an order that is not.
    expect(screen.queryByText(messagePattern('caseload', 'defaultOrder', {}, true))).toBeNull()
    expect(screen.getByText(words('otherOrder', { column: words('columnWound'), direction: 'ascending' }))).toBeInTheDocument()
    await user.click(within(table).getByRole('button', { name: words('columnWound') }))
    expect(rowNames(table)).toEqual([wound(6), wound(5), wound(3), wound(1), wound(4)])
    expect(within(table).getByRole('columnheader', { name: words('columnWound') })).toHaveAttribute('aria-sort', 'descending')
  })

  it('copies the list as plain text, one line per wound in the order shown', async () => {
    const { user } = renderApp({ url: '/?wounds=1,4,5' })
    await screen.findByText(progress(3, 3), {}, { timeout: 20_000 })
    await user.click(screen.getByRole('button', { name: words('copyHandover') }))
    expect(await screen.findByText(words('handoverCopied'))).toBeInTheDocument()
    // user-event's clipboard stands in for the browser's.
    const copied = await navigator.clipboard.readText()
    const lines = copied.split('\n')
    expect(lines[0]).toMatch(messagePattern('caseload', 'handoverTitle', { count: 3, order: 'concern' }, 'start'))
    expect(lines[1]).toMatch(/^Wound 5: Signs of infection now\. latest 3\.15 cm² on .+\. Signs of infection since /)
    expect(lines[3]).toBe('Wound 4: Access denied.')
    expect(copied).not.toMatch(/[\u200b-\u200f\u202a-\u202e\u2066-\u2069]/)
    // Sorted otherwise, the list does not claim to be the most worrying first.
    await user.click(screen.getByRole('button', { name: words('columnWound') }))
    await user.click(screen.getByRole('button', { name: words('copyHandover') }))
    await waitFor(async () => {
      expect((await navigator.clipboard.readText()).split('\n')[0]).toMatch(
        messagePattern('caseload', 'handoverTitle', { count: 3, order: 'chosen' }, 'start'),
      )
    })
  })
})

/** Wound 5 (signs of infection now) answers only once `open` is called; the caseload of 1, 2, 5 opened with 2 of 3 read. */
async function caseloadWaitingForWound5() {
  const latch: { open: () => void } = { open: () => undefined }
  const gate = new Promise<void>((resolve) => {
    latch.open = resolve
  })
  server.use(
    http.get('*/api/v1/measurements', async ({ request }) => {
      if (new URL(request.url).searchParams.get('wound_id') === '5') await gate
      return undefined
    }),
  )
  const rendered = renderApp({ url: '/?wounds=1,2,5' })
  const table = await screen.findByRole('table', { name: words('heading') })
  await screen.findByText(progress(2, 3), {}, { timeout: 20_000 })
  return { ...rendered, table, open: latch.open }
}

describe('rows read while the pointer is on the table', () => {
  it('fill in where they are, and take their place once the pointer leaves', async () => {
    const { table, open, user } = await caseloadWaitingForWound5()
    await user.hover(table)
    open()
    await screen.findByText(progress(3, 3), {}, { timeout: 20_000 })
    expect(rowNames(table), 'held while the pointer is on the table').toEqual([wound(1), wound(2), wound(5)])
    await user.unhover(table)
    expect(rowNames(table), 'once it leaves').toEqual([wound(5), wound(1), wound(2)])
  })
})

describe('a wound read moving up', () => {
  it('comes in as one new row: the rows it passes are not taken out of the page and put back', async () => {
    const { table, open } = await caseloadWaitingForWound5()
    const body = within(table).getAllByRole('rowgroup')[1]
    const rowOf = (id: number) =>
      within(table)
        .getByRole('rowheader', { name: wound(id) })
        .closest('tr')
    const before = [rowOf(1), rowOf(2)]
    const added: Node[] = []
    const removed: Node[] = []
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        added.push(...record.addedNodes)
        removed.push(...record.removedNodes)
      }
    })
    if (body) observer.observe(body, { childList: true })
    open()
    await screen.findByText(progress(3, 3), {}, { timeout: 20_000 })
    observer.disconnect()
    expect(rowNames(table)).toEqual([wound(5), wound(1), wound(2)])
    expect([rowOf(1), rowOf(2)], 'the same rows').toEqual(before)
    expect(added, 'one row added: the wound read').toEqual([rowOf(5)])
    expect(removed, 'one row taken out: its "Reading" row').toHaveLength(1)
  })

  it('keeps the focus of a row read while the focus is in it, and in its place until the focus leaves', async () => {
    const { table, open } = await caseloadWaitingForWound5()
    const link = within(table).getByRole('link', { name: wound(5) })
    act(() => {
      link.focus()
    })
    open()
    await screen.findByText(progress(3, 3), {}, { timeout: 20_000 })
    expect(rowNames(table), 'held while the focus is in the table').toEqual([wound(1), wound(2), wound(5)])
    expect(within(table).getByRole('link', { name: wound(5) }), 'the same link, still focused').toBe(link)
    expect(link).toHaveFocus()
    act(() => {
      link.blur()
    })
    expect(rowNames(table), 'once the focus leaves').toEqual([wound(5), wound(1), wound(2)])
  })
})

describe('the photos', () => {
  it('wait for every row’s words, then load', async () => {
    const latch: { open: () => void } = { open: () => undefined }
    const gate = new Promise<void>((resolve) => {
      latch.open = resolve
    })
    // Wound 1 answers only when the test says; wound 5 (it has photos) is read at once.
    server.use(
      http.get('*/api/v1/assessments', async ({ request }) => {
        if (new URL(request.url).searchParams.get('wound_id') === '1') await gate
        return undefined
      }),
    )
    renderApp({ url: '/?wounds=5,1' })
    const table = await screen.findByRole('table', { name: words('heading') })
    await screen.findByText(progress(1, 2), {}, { timeout: 20_000 })
    const woundFive = within(table)
      .getByRole('rowheader', { name: wound(5) })
      .closest('tr') as HTMLElement
    expect(woundFive).toHaveTextContent(words('concern', { concern: 'infection' }))
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(within(woundFive).queryByRole('img'), 'no photo while a wound is still being read').toBeNull()
    latch.open()
    await screen.findByText(progress(2, 2), {}, { timeout: 20_000 })
    expect(
      await within(woundFive).findByRole('img', { name: messagePattern('images', 'imageAltUndated', { kind: 'thumbnail' }, 'start') }),
    ).toBeInTheDocument()
  })

  it('load after two seconds at the latest, however long a wound takes', async () => {
    // Wound 1 never answers during this test.
    server.use(
      http.get('*/api/v1/assessments', async ({ request }) => {
        if (new URL(request.url).searchParams.get('wound_id') === '1') await new Promise(() => undefined)
        return undefined
      }),
    )
    renderApp({ url: '/?wounds=5,1' })
    const table = await screen.findByRole('table', { name: words('heading') })
    await screen.findByText(progress(1, 2), {}, { timeout: 20_000 })
    const woundFive = within(table)
      .getByRole('rowheader', { name: wound(5) })
      .closest('tr') as HTMLElement
    expect(await within(woundFive).findByRole('img', {}, { timeout: PHOTOS_WAIT_MS + 3_000 })).toBeInTheDocument()
    expect(screen.getByText(progress(1, 2))).toBeInTheDocument()
  })
})

describe('coming back to the caseload', () => {
  it('shows a wound read before as it is, without reading it again', async () => {
    const requests = recordRequests()
    const { user } = renderApp({ url: '/?wounds=5' })
    await screen.findByText(progress(1, 1), {}, { timeout: 20_000 })
    await user.click(screen.getByRole('link', { name: wound(5) }))
    await screen.findByRole('table', { name: say('first-rows', 'measurementsLabel') })
    const before = requests.length
    history.back()
    const table = await screen.findByRole('table', { name: words('heading') })
    expect(
      within(table)
        .getByRole('rowheader', { name: wound(5) })
        .closest('tr'),
    ).toHaveTextContent(words('concern', { concern: 'infection' }))
    expect(screen.getByText(progress(1, 1))).toBeInTheDocument()
    const again = requests.slice(before).filter((request) => queryOf(request).get('per_page') === '100')
    expect(again.map((request) => request.url)).toEqual([])
  })
})

describe('leaving the caseload', () => {
  it('stops what is still loading: no page of the wounds left is asked for after, and no wound not yet started', async () => {
    const requests = recordRequests()
    const { user } = renderApp({ url: '/?wounds=3,5,2,6' })
    const table = await screen.findByRole('table', { name: words('heading') })
    // Wound 3's history is long (six pages): leave while it is on its way.
    await waitFor(() => {
      expect(requests.some((request) => queryOf(request).get('wound_id') === '3')).toBe(true)
    })
    await user.click(within(table).getByRole('link', { name: wound(5) }))
    const left = requests.length
    await screen.findByRole('table', { name: say('first-rows', 'measurementsLabel') })
    await new Promise((resolve) => setTimeout(resolve, 300))
    const after = requests.slice(left).map((request) => queryOf(request).get('wound_id'))
    expect(
      after.filter((id) => id !== '2'),
      'requests for the wounds left',
    ).toEqual([])
  })
})

describe('the caseload in another language (the app URL’s lang)', () => {
  it('German: the caseload’s words from its German catalog, its section marked as German', async () => {
    await renderAppSettled({ url: '/?wounds=5,4&lang=de' })
    const table = await screen.findByRole('table', { name: 'Wundliste' })
    await screen.findByText('2 von 2 Wunden gelesen', {}, { timeout: 20_000 })
    expect(table.closest('section')).toHaveAttribute('lang', 'de')
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement
    expect(within(row('Wunde 5')).getByText('Aktuelle Infektionszeichen')).toBeInTheDocument()
    expect(row('Wunde 4')).toHaveTextContent('Zugriff verweigert')
    expect(within(table).getByRole('columnheader', { name: 'Infektionszeichen, letzte 4 Wochen' })).toBeInTheDocument()
  })

  it('pseudo-locale: none of the caseload’s own English words is left', async () => {
    await renderAppSettled({ url: '/?wounds=5,1,2,4&lang=en-XA' })
    const table = await screen.findByRole('table')
    await waitFor(
      () => {
        expect(table.querySelectorAll('tbody tr[data-state="read"]')).toHaveLength(2)
        expect(table.querySelectorAll('tbody tr[data-state="loading"]')).toHaveLength(0)
      },
      { timeout: 20_000 },
    )
    const section = table.closest('section')
    if (section === null) throw new Error('the caseload table is in no section')
    const english = Object.entries(readCatalog(`${ROOT}/src/words/caseload/en.json`))
      .filter(([, message]) => !message.includes('{'))
      .map(([, message]) => message)
    const left = english.filter((message) => section.textContent.includes(message))
    expect(left).toEqual([])
    expect(section).toHaveAttribute('lang', 'en-XA')
  })
})

import { verdictAndCodes } from '../../../../src/whole-history/use-verdict-words'
import { imagesWords } from '../../../../src/words/images'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { wholeHistoryOptions } from '../../../../src/api/whole-history-queries'
import { connectionOf } from '../../../../src/session/connection-store'
import { getWoundData, type WireMeasurement } from '../../../../src/mocks/data'
import { formatDate } from '../../../../src/text/format'
import { renderApp, renderAppSettled } from '../../../render-app'
import { queryOf, recordRequests } from '../../../request-log'
import { server } from '../../../msw-server'
import { advanceClock, fakeClockAndLoadingImages } from '../../images-helpers'
import { bringNear, installIntersectionObserver, moveOffScreen, showOnScreen } from '../../intersection-observer'
import { readCatalog } from '../../../../scripts/catalogs'
import { ROOT } from '../../../../tools/harness/paths'
import { messagePattern, wordsOf } from '../../words'

/** The images' English words, from their catalog: a change of wording is one edit there. */
const words = wordsOf('images')
const verdictWords = wordsOf('verdict')
/** Until the summary above the tabs is shown (its words load as a chunk of their own). */
const summaryShown = (woundId: number) =>
  screen.findByRole('group', { name: verdictWords('summaryOf', { id: woundId }) }, { timeout: 15_000 })

const MINUTE = 60_000

function inDateOrder(woundId: number): WireMeasurement[] {
  return [...(getWoundData(woundId)?.measurements ?? [])].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)
}

/** The Images over time section once every card is on the page. */
async function timeline(count: number) {
  const section = await screen.findByRole('region', { name: words('imagesOverTime') }, { timeout: 15_000 })
  await waitFor(
    () => {
      expect(cards()).toHaveLength(count)
    },
    { timeout: 20_000 },
  )
  return section
}
/** Cards in the order shown (class query: role queries crawl in jsdom over hundreds of cards). */
const cards = () => Array.from(document.querySelectorAll<HTMLElement>('.timeline-card'))
const card = (index: number) => cards()[index] ?? document.createElement('li')
const thumbnailAlts = (section: HTMLElement) =>
  within(section)
    .queryAllByRole('img', { name: messagePattern('images', 'imageAltUndated', { kind: 'thumbnail' }, 'start') })
    .map((img) => img.getAttribute('alt'))
const url = () => new URLSearchParams(window.location.search)

let removeObserver: () => void = () => undefined
beforeEach(() => {
  removeObserver = installIntersectionObserver()
})
afterEach(() => {
  removeObserver()
})

describe('images over time', () => {
  it('lists every top-level measurement by date with its area and change, and loads a thumbnail only near the screen', async () => {
    const ordered = inDateOrder(1)
    renderApp({ url: '/?wound=1&tab=images' })
    const section = await timeline(ordered.length)
    const [first, second, third, , fifth] = ordered
    if (!first || !second || !third || !fifth) throw new Error('wound 1 needs five measurements')

    expect(card(0)).toHaveTextContent(formatDate(first.date))
    expect(card(0)).toHaveTextContent(words('firstAreaMeasured'))
    expect(card(1)).toHaveTextContent(words('area', { area: Number(second.area).toFixed(2) }))
    const delta = Number(second.area) - Number(first.area)
    expect(card(1)).toHaveTextContent(words('changeDelta', { sign: delta < 0 ? 'minus' : 'plus', delta: Math.abs(delta).toFixed(2) }))
    const size = { size: Math.abs(delta).toFixed(2), direction: delta < 0 ? 'smaller' : 'larger', date: formatDate(first.date) }
    expect(within(card(1)).getByText(words('changeSizeSince', size))).toBeInTheDocument()

    // Nothing has been near the screen: no thumbnail is asked for.
    expect(thumbnailAlts(section)).toEqual([])
    await showOnScreen([card(0), card(1), card(2)])
    await waitFor(() => {
      expect(thumbnailAlts(section)).toHaveLength(3)
    })
    expect(thumbnailAlts(section)).toEqual(
      [first, second, third].map((m) => words('imageAlt', { kind: 'thumbnail', id: m.id, date: formatDate(m.date) })),
    )
    // Within the load-ahead margin: it loads before it is on screen.
    await bringNear([card(4)])
    await waitFor(() => {
      expect(thumbnailAlts(section)).toHaveLength(4)
    })
    expect(thumbnailAlts(section)[3]).toContain(`measurement ${fifth.id}`)
    // Scrolled away: a picture that has loaded stays.
    await moveOffScreen([card(0)])
    expect(thumbnailAlts(section)).toHaveLength(4)
    for (const src of within(section)
      .getAllByRole('img')
      .map((img) => img.getAttribute('src') ?? ''))
      expect(new URL(src).protocol).toMatch(/^https?:$/)
  })

  it('a card opens the viewer on its measurement; two ticked open Compare on them, the earlier first', async () => {
    const ordered = inDateOrder(1)
    const { user } = renderApp({ url: '/?wound=1&tab=images' })
    await timeline(ordered.length)
    const [, second, , , fifth, sixth] = ordered
    if (!second || !fifth || !sixth) throw new Error('wound 1 needs six measurements')

    const open = within(card(1)).getByRole('button', { name: words('openCardImages', { id: second.id, date: formatDate(second.date) }) })
    // The viewer's code loads on first use: the click waits for it in an awaited act.
    await user.click(open)
    const viewer = await screen.findByRole('dialog', { name: words('imagesHeading') })
    expect(url().get('selected')).toBe(String(second.id))
    expect(await within(viewer).findByRole('img', { name: new RegExp(`Original image of measurement ${second.id}`) })).toBeInTheDocument()
    await user.click(within(viewer).getByRole('button', { name: `${words('close')} ${words('closeWhat')}` }))
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: words('imagesHeading') })).not.toBeInTheDocument()
    })
    expect(open).toHaveFocus()

    const compare = screen.getByRole('button', { name: words('compareChosen') })
    expect(compare).toHaveAttribute('aria-disabled', 'true')
    await user.click(within(card(5)).getByRole('checkbox', { name: messagePattern('images', 'compare', {}, 'start') }))
    expect(screen.getByText(words('oneChosen', { date: formatDate(sixth.date) }))).toBeInTheDocument()
    await user.click(within(card(4)).getByRole('checkbox', { name: messagePattern('images', 'compare', {}, 'start') }))
    await user.click(within(card(1)).getByRole('checkbox', { name: messagePattern('images', 'compare', {}, 'start') }))
    // Two at most: the third replaced the first one ticked.
    expect(within(card(5)).getByRole('checkbox')).not.toBeChecked()
    expect(screen.getByText(words('twoChosen', { first: formatDate(second.date), second: formatDate(fifth.date) }))).toBeInTheDocument()
    expect(compare).toHaveAttribute('aria-disabled', 'false')
    await user.click(compare)

    const comparing = await screen.findByRole('dialog', { name: words('imagesHeading') })
    expect(within(comparing).getByRole('combobox', { name: words('firstDate') })).toHaveValue(String(second.id))
    expect(within(comparing).getByRole('combobox', { name: words('secondDate') })).toHaveValue(String(fifth.id))
    expect(within(comparing).getByRole('button', { name: words('compare') })).toHaveAttribute('aria-pressed', 'true')
    expect(url().get('compare')).toBe(`${second.id},${fifth.id}`)
    expect(url().get('selected')).toBe(String(fifth.id))
  })

  it('"Compare baseline and latest" opens on the overview\'s baseline and the latest measurement', async () => {
    const ordered = inDateOrder(1)
    const fromMarch = ordered.find((m) => m.date >= '2026-03-01')
    const latest = ordered.at(-1)
    if (!fromMarch || !latest) throw new Error('wound 1 needs measurements after March')
    const { user } = renderApp({ url: '/?wound=1&tab=images&baseline=2026-03-01' })
    await timeline(ordered.length)
    await user.click(screen.getByRole('button', { name: words('compareBaselineAndLatest') }))
    const viewer = await screen.findByRole('dialog', { name: words('imagesHeading') })
    expect(within(viewer).getByRole('combobox', { name: words('firstDate') })).toHaveValue(String(fromMarch.id))
    expect(within(viewer).getByRole('combobox', { name: words('secondDate') })).toHaveValue(String(latest.id))
  })
})

/**
 * Moves the fake clock `ms` forward (advanceClock), and after each minute lets what it started
 * finish in real time: every request the service received is answered, and the thumbnails of
 * `shownIds` show the URLs the whole history now holds. Moved on regardless, the clock would run
 * past a renewal still on its way (msw answers over real I/O) on a slow machine.
 */
async function advanceAnswered(ms: number, shownIds: readonly number[], thumbnailInCache: (id: number) => string | undefined) {
  let started = 0
  let answered = 0
  const onStart = () => {
    started += 1
  }
  const onAnswered = () => {
    answered += 1
  }
  server.events.on('request:start', onStart)
  server.events.on('response:mocked', onAnswered)
  try {
    for (let moved = 0; moved < ms; moved += MINUTE) {
      await advanceClock(Math.min(MINUTE, ms - moved))
      await waitFor(() => {
        expect(answered).toBe(started)
        for (const id of shownIds) {
          const img = document.querySelector<HTMLImageElement>(`.timeline-card img[alt*="measurement ${id},"]`)
          expect(img?.getAttribute('src'), `thumbnail of ${id}`).toBe(thumbnailInCache(id))
        }
      })
    }
  } finally {
    server.events.removeListener('request:start', onStart)
    server.events.removeListener('response:mocked', onAnswered)
  }
}

describe('images over time: signed URLs', () => {
  fakeClockAndLoadingImages()

  it('renews only the pages of the thumbnails on screen: not those loaded ahead, not the whole history', async () => {
    const ordered = inDateOrder(3)
    const { queryClient } = renderApp({ url: '/?wound=3&tab=images' })
    await timeline(ordered.length)
    // The summary above the tabs reads the same history once its words are in: shown before the clock
    // moves, so nothing mounts 20 minutes later to read the (by then stale) history again.
    await summaryShown(3)
    const { queryKey } = wholeHistoryOptions(connectionOf({ mode: 'demo' }), 'measurements', { woundId: 3 })
    await waitFor(() => {
      expect(queryClient.getQueryState(queryKey)?.fetchStatus).toBe('idle')
    })
    const pages = Object.values(queryClient.getQueryData(queryKey)?.pages ?? {})
    const pageOf = (id: number) => pages.find((chunk) => chunk.records.some((record) => record.id === id))?.page
    expect(pages.length).toBeGreaterThan(3)

    const middle = Math.floor(ordered.length / 2)
    const onScreen = [middle, middle + 1, middle + 2]
    const ahead = ordered.length - 1
    await showOnScreen(onScreen.map(card))
    await bringNear([card(ahead)])
    await waitFor(() => {
      expect(document.querySelectorAll('.timeline-card img')).toHaveLength(4)
    })
    const shownPages = [...new Set(onScreen.map((index) => pageOf(ordered[index]?.id ?? 0)))]
    expect(shownPages).not.toContain(pageOf(ordered[ahead]?.id ?? 0))

    // The summary's latest photo is not on screen (scrolled away): its page is not renewed.
    const latestPage = pageOf(ordered.at(-1)?.id ?? 0)
    expect(shownPages).not.toContain(latestPage)
    const renewed = [...shownPages].sort()

    const requests = recordRequests()
    const thumbnailInCache = (id: number) =>
      Object.values(queryClient.getQueryData(queryKey)?.pages ?? {})
        .flatMap((chunk) => chunk.records)
        .find((record) => record.id === id)?.images?.thumbnail
    await advanceAnswered(
      20 * MINUTE,
      onScreen.map((index) => ordered[index]?.id ?? 0),
      thumbnailInCache,
    )
    // Two renewals in 20 minutes (one every 8.5), each of the pages on screen only.
    const asked = requests.map((request) => Number(queryOf(request).get('page')))
    expect([...new Set(asked)].sort()).toEqual(renewed)
    expect(asked).toHaveLength(2 * renewed.length)
  })

  it("renews the summary's latest photo while it is on screen, and nothing once it is scrolled away", async () => {
    const { queryClient } = renderApp({ url: '/?wound=3' })
    // The photo is in the summary, which shows once its words are in: the photo found after that is the one that stays.
    await summaryShown(3)
    const photo = await screen.findByRole('button', { name: messagePattern('images', 'latestPhoto', {}, 'start') }, { timeout: 15_000 })
    const { queryKey } = wholeHistoryOptions(connectionOf({ mode: 'demo' }), 'measurements', { woundId: 3 })
    await waitFor(() => {
      expect(queryClient.getQueryState(queryKey)?.fetchStatus).toBe('idle')
    })
    const pages = Object.values(queryClient.getQueryData(queryKey)?.pages ?? {})
    const latestId = inDateOrder(3).at(-1)?.id
    const latestPage = pages.find((chunk) => chunk.records.some((record) => record.id === latestId))?.page

    await showOnScreen([photo])
    // Shown on screen, the summary's photo can be drawn again as a new element (seen: the first one
    // unmounted 11 ms after it was reported). A browser's IntersectionObserver reports a newly
    // observed element at once; this test's stand-in does not, so the photo there now is reported too.
    await vi.advanceTimersByTimeAsync(300)
    await showOnScreen([screen.getByRole('button', { name: messagePattern('images', 'latestPhoto', {}, 'start') })])
    let requests = recordRequests()
    await advanceClock(9 * MINUTE - 300)
    expect(requests.map((request) => Number(queryOf(request).get('page')))).toEqual([latestPage])

    await moveOffScreen([photo, screen.getByRole('button', { name: messagePattern('images', 'latestPhoto', {}, 'start') })])
    requests = recordRequests()
    await advanceClock(20 * MINUTE)
    expect(requests.map((r) => r.url)).toEqual([])
  })

  it('renews nothing behind the open viewer: the viewer renews its own', async () => {
    const ordered = inDateOrder(1)
    const { user } = renderApp({ url: '/?wound=1&tab=images' })
    await timeline(ordered.length)
    await showOnScreen([card(0), card(1), card(2)])
    await waitFor(() => {
      expect(document.querySelectorAll('.timeline-card img')).toHaveLength(3)
    })
    await user.click(within(card(30)).getByRole('button', { name: messagePattern('images', 'openCardImages', {}, 'start') }))
    await screen.findByRole('dialog', { name: words('imagesHeading') })
    const requests = recordRequests()
    await advanceClock(9 * MINUTE)
    // Wound 1 is one page of 100: one renewal for the viewer and the summary's latest photo, not
    // one from each view.
    expect(requests.map((request) => queryOf(request).get('page'))).toEqual(['1'])
  })
})

describe('images over time in another language (the app URL’s lang)', () => {
  // The summary's chunk and its words are loaded before, as the other tests of this file leave them. On a cold
  // module cache the summary's Suspense boundary was seen to stay on its fallback for good in jsdom, its chunk and
  // words arrived (logged; never in Chromium: test/e2e/pseudo-locale.test.ts). Not explained yet: a known defect
  // of the test environment or of React's retry, written down in the issue; these tests are about the words.
  beforeAll(async () => {
    const [{ default: summary }, { default: photo }] = await Promise.all([
      import('../../../../src/features/overview/wound-summary'),
      import('../../../../src/features/images/latest-photo'),
      ...(['de', 'en-XA'] as const).flatMap((lang) => [verdictAndCodes.load(lang), imagesWords.load(lang)]),
    ])
    expect([typeof summary, typeof photo]).toEqual(['function', 'function'])
  })

  it('German: the section’s words from its German catalog, the section and the summary’s photo marked as German', async () => {
    const ordered = inDateOrder(1)
    const [first, second] = ordered
    if (!first || !second) throw new Error('wound 1 needs two measurements')
    const { user } = await renderAppSettled({ url: '/?wound=1&tab=images&lang=de' })
    const section = await screen.findByRole('region', { name: 'Bilder im Verlauf' }, { timeout: 15_000 })
    await waitFor(
      () => {
        expect(cards()).toHaveLength(ordered.length)
      },
      { timeout: 20_000 },
    )
    expect(section).toHaveAttribute('lang', 'de')
    expect(card(0)).toHaveTextContent('Erste gemessene Fläche')
    const open = within(card(1)).getByRole('button', { name: `Bilder der Messung ${second.id}, ${formatDate(second.date)}` })
    expect(open).toBeInTheDocument()
    expect(within(section).getByRole('button', { name: 'Auswahl vergleichen' })).toHaveAttribute('aria-disabled', 'true')
    await user.click(within(card(1)).getByRole('checkbox', { name: /^Vergleichen/ }))
    expect(within(section).getByText(`${formatDate(second.date)} ausgewählt: Einen weiteren Zeitpunkt ankreuzen.`)).toBeInTheDocument()

    const photo = await screen.findByRole('button', { name: /^Letztes Foto, .+: Bilder der Messung \d+ öffnen/ }, { timeout: 10_000 })
    expect(photo.closest('[lang]')).toHaveAttribute('lang', 'de')
  })

  it('pseudo-locale: none of the images’ own English words is left in the section or the summary’s photo', async () => {
    const ordered = inDateOrder(1)
    const { user } = await renderAppSettled({ url: '/?wound=1&tab=images&lang=en-XA' })
    await waitFor(
      () => {
        expect(cards()).toHaveLength(ordered.length)
      },
      { timeout: 20_000 },
    )
    const section = document.querySelector<HTMLElement>('section.image-timeline')
    if (!section) throw new Error('no images over time')
    expect(section).toHaveAttribute('lang', 'en-XA')
    // Thumbnails on screen (loading), one date ticked for Compare.
    await showOnScreen([card(0), card(1), card(2)])
    await waitFor(() => {
      expect(section.querySelectorAll('.timeline-card img')).toHaveLength(3)
    })
    await user.click(within(card(1)).getByRole('checkbox'))
    // The summary and its words load as chunks of their own: alone (a cold module cache) this takes seconds.
    const photo = await waitFor(
      () => {
        const slot = document.querySelector<HTMLElement>('.latest-photo-slot')
        if (!slot) throw new Error('no latest photo yet')
        return slot
      },
      { timeout: 15_000 },
    )
    expect(photo).toHaveAttribute('lang', 'en-XA')

    const english = Object.values(readCatalog(`${ROOT}/src/words/images/en.json`)).filter((message) => !message.includes('{'))
    const said = [section, photo]
      .flatMap((container) => [
        container.textContent,
        ...Array.from(container.querySelectorAll('[alt], [aria-label]'), (element) =>
          [element.getAttribute('alt'), element.getAttribute('aria-label')].join('\n'),
        ),
      ])
      .join('\n')
    expect(english.filter((message) => said.includes(message))).toEqual([])
  })
})

import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { delay, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { getWoundData } from '../../../../src/mocks/data'
import { formatDate, formatNumber } from '../../../../src/text/format'
import { server } from '../../../msw-server'
import { renderApp, renderAppSettled, shownIds } from '../../../render-app'
import { isWholeHistoryQuery, isWholeHistoryRequest, recordRequests } from '../../../request-log'
import { englishIn, messagePattern, verdictWords as words } from './overview-words'

/*
 * The wound summary above every tab: the latest area and its changes, the overview's verdict in
 * the same words, the latest photo, what the history holds. Expected figures are read from the
 * demo data directly (not through the app's series code).
 */

const summary = async (woundId: number) =>
  within(await screen.findByRole('group', { name: words('summaryOf', { id: woundId }) }, { timeout: 15_000 }))

/** Top-level demo measurements with a date and an area, in date order. */
function areasOf(woundId: number): { date: string; area: number; id: number }[] {
  const measurements = getWoundData(woundId)?.measurements ?? []
  return measurements
    .flatMap((m) => {
      const area = Number(m.area)
      return typeof m.date === 'string' && Number.isFinite(area) ? [{ date: m.date, area, id: m.id }] : []
    })
    .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)
}

const signed = (n: number, digits = 2) => `${n > 0 ? '+' : ''}${formatNumber(n, digits)}`

describe('the wound summary', () => {
  it('wound 1: the latest area, its change since the measurement before and since the first, the verdict and the counts', async () => {
    const areas = areasOf(1)
    const latest = areas.at(-1)
    const previous = areas.filter((a) => a.date < (latest?.date ?? '')).at(-1)
    const first = areas[0]
    if (!latest || !previous || !first) throw new Error('wound 1 has areas')
    renderApp({ url: '/?wound=1' })
    const box = await summary(1)
    const latestArea = words('areaValue', { area: formatNumber(latest.area) })
    expect(await box.findByText(latestArea)).toBeInTheDocument()
    expect(box.getByText(latestArea).closest('p')).toHaveTextContent(words('latestOn', { date: formatDate(latest.date) }).trim())
    const sincePrevious = latest.area - previous.area
    expect(
      box.getByText(
        words('areaChangePercent', {
          change: signed(sincePrevious),
          percent: signed(Math.round((sincePrevious / previous.area) * 100), 0),
          since: 'previous',
          date: formatDate(previous.date),
        }),
      ),
    ).toBeInTheDocument()
    const sinceFirst = latest.area - first.area
    expect(
      box.getByText(
        words('areaChangePercent', {
          change: signed(sinceFirst),
          percent: signed(Math.round((sinceFirst / first.area) * 100), 0),
          since: 'first',
          date: formatDate(first.date),
        }),
      ),
    ).toBeInTheDocument()
    const count = getWoundData(1)?.measurements.length ?? 0
    const measured = { list: 'measurements', count, shown: count.toLocaleString(), from: formatDate(first.date) }
    expect(box.getByText(messagePattern('verdict', 'countedBetween', measured, true))).toBeInTheDocument()
    // The assessments history starts once the list has answered (its parser is not first-row code).
    expect(await box.findByText(messagePattern('verdict', 'countedBetween', { list: 'assessments', count: 2 }, true))).toBeInTheDocument()
    expect(box.getByRole('img', { name: messagePattern('verdict', 'areaTrendRange', {}, true) })).toBeInTheDocument()
    // Wound 1 fell fast, then stopped getting smaller: the plateau leads, as in the overview.
    expect(box.getByText(new RegExp(`^${messagePattern('verdict', 'plateauPhrase').source}`, 'i'))).toBeInTheDocument()
  })

  it('says the verdict in the overview’s words, for the same reference and baseline', async () => {
    const { user } = renderApp({ url: '/?wound=3&reference=vlu-40&baseline=2026-03-02' })
    const box = await summary(3)
    const line = await box.findByText(/\.$/, { selector: '.summary-verdict' })
    await user.click(screen.getByRole('tab', { name: 'Healing overview' }))
    const overviewLine = await screen.findByText(line.textContent, { selector: '.verdict-summary' }, { timeout: 15_000 })
    expect(overviewLine).toBeInTheDocument()
    expect(box.getByText(messagePattern('verdict', 'areaChangePercent', { since: 'baseline' }))).toBeInTheDocument()
  })

  it('wound 5 (stalled, infected again): the signs of infection first, then the plateau, and the change since the first measurement', async () => {
    renderApp({ url: '/?wound=5' })
    const box = await summary(5)
    // The assessments arrive after the measurements: the line leads with the signs once they are in.
    const infection = messagePattern('verdict', 'infectionSince', { signs: `${words('signInfected')}, ` })
    const line = await box.findByText(new RegExp(`^${infection.source}`, 'i'), { selector: '.summary-verdict' }, { timeout: 10_000 })
    expect(line.textContent).toMatch(new RegExp(`; ${messagePattern('verdict', 'plateauPhrase').source}`))
    expect(line).toHaveAttribute('data-tone', 'bad')
    expect(box.getByText(messagePattern('verdict', 'areaChangePercent', { since: 'first' }))).toBeInTheDocument()
  })

  it('the latest photo opens the images of its measurement', async () => {
    const { user } = renderApp({ url: '/?wound=1' })
    const box = await summary(1)
    const photo = await box.findByRole('button', { name: /^Latest photo, .*: open the images of measurement \d+( \(Loading image…\))?$/ })
    const id = /measurement (\d+)( \(|$)/.exec(photo.getAttribute('aria-label') ?? '')?.[1]
    expect(within(photo).getByRole('img', { name: /thumbnail/i })).toHaveAttribute('src', expect.stringMatching(/^https?:/))
    await user.click(photo)
    await waitFor(() => {
      expect(new URLSearchParams(window.location.search).get('selected')).toBe(id)
    })
  })

  it('says how many pages of the history have arrived while the rest load', async () => {
    let release = () => {
      /* replaced below */
    }
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    server.use(
      http.get('*/api/v1/measurements', async ({ request }) => {
        const query = new URL(request.url).searchParams
        if (isWholeHistoryQuery(query) && query.get('page') !== '1') await held
        return undefined
      }),
    )
    renderApp({ url: '/?wound=3' })
    const box = await summary(3)
    expect(await box.findByText(messagePattern('verdict', 'readingPages', { loaded: '1', total: 6 }, true))).toHaveAttribute(
      'role',
      'status',
    )
    release()
    await waitFor(
      () => {
        expect(box.queryByText(messagePattern('verdict', 'readingPages', { total: 6 }))).not.toBeInTheDocument()
      },
      { timeout: 15_000 },
    )
    expect(
      box.getByText(messagePattern('verdict', 'countedBetween', { list: 'measurements', count: 528, shown: (528).toLocaleString() }, true)),
    ).toBeInTheDocument()
  })

  it('an empty wound (2): nothing measured, never assessed', async () => {
    renderApp({ url: '/?wound=2' })
    const box = await summary(2)
    expect(await box.findByText(words('nothingMeasured'))).toBeInTheDocument()
    expect(box.getByText(words('never', { list: 'measurements' }))).toBeInTheDocument()
    expect(box.getByText(words('never', { list: 'assessments' }))).toBeInTheDocument()
  })

  for (const [woundId, what, alert] of [
    [4, 'the key may not read', /Access denied/],
    [999, 'the service does not know', /Wound Not Found/],
  ] as const) {
    it(`a wound ${what} (${woundId}): one alert, no summary, and nothing more is asked for it`, async () => {
      const requests = recordRequests()
      renderApp({ url: `/?wound=${woundId}` })
      expect(await screen.findByRole('alert')).toHaveTextContent(alert)
      // Long enough for a summary's code and its whole-history loads, had they started.
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(screen.getAllByRole('alert')).toHaveLength(1)
      expect(screen.queryByRole('group', { name: words('summaryOf', { id: woundId }) })).not.toBeInTheDocument()
      expect(requests.filter(isWholeHistoryRequest).map((r) => r.url)).toEqual([])
      expect(requests).toHaveLength(1)
    })
  }

  it('never delays the list: the first rows show while the history is still on its way', async () => {
    server.use(
      http.get('*/api/v1/*', async ({ request }) => {
        if (isWholeHistoryQuery(new URL(request.url).searchParams)) await delay(2_000)
        return undefined
      }),
    )
    renderApp({ url: '/?wound=1' })
    expect(await shownIds('Measurements')).toHaveLength(25)
    expect((await summary(1)).queryByText(/ cm²$/)).not.toBeInTheDocument()
  })

  it('Show more is a disclosure of the whole verdict, the trend and the counts, and Show less closes it', async () => {
    const { user } = renderApp({ url: '/?wound=5' })
    const box = await summary(5)
    await box.findByText(messagePattern('verdict', 'countedBetween', { list: 'assessments' }, true), undefined, { timeout: 10_000 })
    const toggle = box.getByRole('button', { name: words('summaryMore') })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    // It controls the parts a row may cut short: the answer (the verdict) and the trend with the counts.
    const controlled = (toggle.getAttribute('aria-controls') ?? '').split(' ').map((id) => document.getElementById(id))
    expect(controlled.map((part) => part?.className)).toEqual(['summary-answer', 'summary-side'])
    expect(controlled[0]?.querySelector('.summary-verdict')).not.toBeNull()
    expect(controlled[1]).toHaveTextContent(messagePattern('verdict', 'countedBetween', { list: 'measurements' }))
    await user.click(toggle)
    expect(box.getByRole('button', { name: words('summaryLess') })).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('group', { name: words('summaryOf', { id: 5 }) })).toHaveClass('summary-open')
    await user.click(box.getByRole('button', { name: words('summaryLess') }))
    expect(box.getByRole('button', { name: words('summaryMore') })).toHaveAttribute('aria-expanded', 'false')
  })
})

describe('the wound summary in another language (the app URL’s lang)', () => {
  it('German: the latest size, its change, the verdict and the counts from the German catalog, the summary marked as German', async () => {
    await renderAppSettled({ url: '/?wound=5&lang=de' })
    const box = within(await screen.findByRole('group', { name: 'Zusammenfassung Wunde 5' }, { timeout: 15_000 }))
    const line = await box.findByText(/^Infektionszeichen seit dem .*: infiziert, /, { selector: '.summary-verdict' }, { timeout: 10_000 })
    expect(line.textContent).toMatch(/; keine messbare Verkleinerung seit dem /)
    expect(box.getByText(/seit der ersten Messung, /)).toBeInTheDocument()
    expect(await box.findByText(/^\d+-mal gemessen, /)).toBeInTheDocument()
    expect(box.getByText('Zweckbestimmung und Grenzen (Entscheidungsunterstützung, keine Diagnose)')).toBeInTheDocument()
    expect(document.querySelector('.wound-summary')).toHaveAttribute('lang', 'de')
  })

  it('pseudo-locale: none of the verdict’s own English words is left in the summary', async () => {
    await renderAppSettled({ url: '/?wound=2&lang=en-XA' })
    const empty = await waitFor(
      () => {
        const element = document.querySelector<HTMLElement>('.wound-summary[role="group"]')
        if (element === null) throw new Error('no summary yet')
        expect(element.querySelector('.summary-latest')).not.toBeNull()
        expect(element.querySelectorAll('.summary-counts span:not(:empty)')).toHaveLength(2)
        return element
      },
      { timeout: 15_000 },
    )
    expect(englishIn(empty, 'verdict')).toEqual([])
    expect(empty).toHaveAttribute('lang', 'en-XA')
    cleanup()
    await renderAppSettled({ url: '/?wound=5&lang=en-XA' })
    const measured = await waitFor(
      () => {
        const element = document.querySelector<HTMLElement>('.wound-summary[role="group"]')
        if (element === null) throw new Error('no summary yet')
        expect(element.querySelector('.summary-verdict')).not.toBeNull()
        expect(element.querySelectorAll('.summary-counts span:not(:empty)')).toHaveLength(2)
        return element
      },
      { timeout: 15_000 },
    )
    expect(englishIn(measured, 'verdict')).toEqual([])
  })
})

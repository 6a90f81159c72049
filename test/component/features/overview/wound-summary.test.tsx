import { screen, waitFor, within } from '@testing-library/react'
import { delay, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { getWoundData } from '../../../../src/mocks/data'
import { formatDate, formatNumber } from '../../../../src/text/format'
import { server } from '../../../msw-server'
import { renderApp, shownIds } from '../../../render-app'
import { isWholeHistoryQuery, isWholeHistoryRequest, recordRequests } from '../../../request-log'

/*
 * The wound summary above every tab: the latest area and its changes, the overview's verdict in
 * the same words, the latest photo, what the history holds. Expected figures are read from the
 * demo data directly (not through the app's series code).
 */

const summary = async (woundId: number) =>
  within(await screen.findByRole('group', { name: `Summary of wound ${woundId}` }, { timeout: 15_000 }))

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
    expect(await box.findByText(`${formatNumber(latest.area)} cm²`)).toBeInTheDocument()
    expect(box.getByText(`${formatNumber(latest.area)} cm²`).closest('p')).toHaveTextContent(`on ${formatDate(latest.date)}`)
    const sincePrevious = latest.area - previous.area
    expect(
      box.getByText(
        new RegExp(
          `^${escape(signed(sincePrevious))} cm² \\(${escape(signed(Math.round((sincePrevious / previous.area) * 100), 0))}%\\) since ${escape(formatDate(previous.date))}$`,
        ),
      ),
    ).toBeInTheDocument()
    const sinceFirst = latest.area - first.area
    expect(
      box.getByText(
        new RegExp(
          `^${escape(signed(sinceFirst))} cm² \\(${escape(signed(Math.round((sinceFirst / first.area) * 100), 0))}%\\) since the first measurement, ${escape(formatDate(first.date))}$`,
        ),
      ),
    ).toBeInTheDocument()
    const count = getWoundData(1)?.measurements.length ?? 0
    expect(box.getByText(new RegExp(`^Measured ${count} times, ${escape(formatDate(first.date))} – `))).toBeInTheDocument()
    // The assessments history starts once the list has answered (its parser is not first-row code).
    expect(await box.findByText(/^Assessed \d+ times, /)).toBeInTheDocument()
    expect(box.getByRole('img', { name: /^Area trend: / })).toBeInTheDocument()
    // Wound 1 fell fast, then stopped getting smaller: the plateau leads, as in the overview.
    expect(box.getByText(/^No measurable reduction since /)).toBeInTheDocument()
  })

  it('says the verdict in the overview’s words, for the same reference and baseline', async () => {
    const { user } = renderApp({ url: '/?wound=3&reference=vlu-40&baseline=2026-03-02' })
    const box = await summary(3)
    const line = await box.findByText(/\.$/, { selector: '.summary-verdict' })
    await user.click(screen.getByRole('tab', { name: 'Healing overview' }))
    const overviewLine = await screen.findByText(line.textContent, { selector: '.verdict-summary' }, { timeout: 15_000 })
    expect(overviewLine).toBeInTheDocument()
    expect(box.getByText(/since the baseline, /)).toBeInTheDocument()
  })

  it('wound 5 (stalled, infected again): the signs of infection first, then the plateau, and the change since the first measurement', async () => {
    renderApp({ url: '/?wound=5' })
    const box = await summary(5)
    // The assessments arrive after the measurements: the line leads with the signs once they are in.
    const line = await box.findByText(/^Signs of infection since .*: infected, /, { selector: '.summary-verdict' }, { timeout: 10_000 })
    expect(line.textContent).toMatch(/; no measurable reduction since /)
    expect(line).toHaveAttribute('data-tone', 'bad')
    expect(box.getByText(/since the first measurement, /)).toBeInTheDocument()
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
    expect(await box.findByText(/^Reading the wound’s history: 1 of \d+ pages$/)).toHaveAttribute('role', 'status')
    release()
    await waitFor(
      () => {
        expect(box.queryByText(/Reading the wound’s history/)).not.toBeInTheDocument()
      },
      { timeout: 15_000 },
    )
    expect(box.getByText(/^Measured 528 times, /)).toBeInTheDocument()
  })

  it('an empty wound (2): nothing measured, never assessed', async () => {
    renderApp({ url: '/?wound=2' })
    const box = await summary(2)
    expect(await box.findByText('Nothing measured yet.')).toBeInTheDocument()
    expect(box.getByText('Never measured')).toBeInTheDocument()
    expect(box.getByText('Never assessed')).toBeInTheDocument()
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
      expect(screen.queryByRole('group', { name: `Summary of wound ${woundId}` })).not.toBeInTheDocument()
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
})

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

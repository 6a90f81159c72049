import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { formatDate } from '../../../../src/text/format'
import { server } from '../../../msw-server'
import { renderApp } from '../../../render-app'
import { openChartData } from '../../chart-data'
import { listBody, measurementRecord } from '../../fixtures'
import { messagePattern, overviewWords as words, verdictWords } from './overview-words'

/*
 * Values a service should not send, in the healing overview: a placeholder date, dates that cannot
 * be read at all, an area of 1e308. The overview says what it could not use, never mis-states it.
 */

function serveMeasurements(records: readonly unknown[]) {
  server.use(
    http.get('*/api/v1/measurements', () => HttpResponse.json(listBody(records))),
    http.get('*/api/v1/assessments', () => HttpResponse.json(listBody([]))),
  )
}

async function healingPanel() {
  return within(await screen.findByRole('region', { name: words('healingHeading') }, { timeout: 15_000 }))
}

describe('odd values in the healing overview', () => {
  it('a placeholder date (0000-01-01) is listed, flagged and never the baseline', async () => {
    serveMeasurements([
      measurementRecord(1, { date: '0000-01-01', area: 40 }),
      measurementRecord(2, { date: '2026-01-05', area: 10 }),
      measurementRecord(3, { date: '2026-02-02', area: 4 }),
    ])
    const { user } = renderApp({ url: '/?wound=1&tab=overview' })
    const panel = await healingPanel()
    expect(await panel.findByText(words('baselineArea'))).toBeInTheDocument()
    expect(panel.getByText(words('baselineArea')).nextSibling?.textContent).toContain(formatDate('2026-01-05'))
    expect(screen.queryByText(/1900/)).not.toBeInTheDocument()
    const table = await openChartData(user, 'Area over time')
    expect(within(table).getByText(/Implausible date \(not drawn\): “0000-01-01”/)).toBeInTheDocument()
  })

  it('areas whose dates cannot be read: says that, not that there are no areas', async () => {
    serveMeasurements([measurementRecord(1, { date: 'last Tuesday', area: 5 }), measurementRecord(2, { date: '03/02/2026', area: 4 })])
    renderApp({ url: '/?wound=1&tab=overview' })
    const panel = await healingPanel()
    expect(await panel.findByText(messagePattern('overview', 'gapUndated', { count: 2 }))).toBeInTheDocument()
    expect(screen.queryByText(messagePattern('overview', 'gapNoAreas'))).not.toBeInTheDocument()
    const noAreas = verdictWords('earlyNoAreas')
    expect(screen.queryByText(noAreas.charAt(0).toUpperCase() + noAreas.slice(1))).not.toBeInTheDocument()
  })

  it('an area of 1e308 is written so that it fits its card, and no change reads "-0"', async () => {
    serveMeasurements([
      measurementRecord(1, { date: '2026-01-05', area: 1e308 }),
      measurementRecord(2, { date: '2026-02-02', area: 1e308 }),
    ])
    renderApp({ url: '/?wound=1&tab=overview' })
    const panel = await healingPanel()
    const baseline = (await panel.findByText(words('baselineArea'))).nextSibling?.textContent ?? ''
    expect(baseline.length).toBeLessThan(40)
    expect(baseline).toMatch(/E308/i)
    expect(document.body.textContent).not.toMatch(/-0(?![\d.,])/)
  })
})

import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../../../msw-server'
import { renderApp } from '../../../../render-app'
import { openChartData } from '../../../chart-data'
import { assessmentRecord, listBody, measurementRecord } from '../../../fixtures'

/*
 * "Clinical signs over time" (contract section 8) in the overview, from a hand-built history:
 * its data table has one row per assessment date in date order (the last assessment of a date
 * with two), with Exudate, Odour and Infection in words.
 */

const on = (date: string, record: Record<string, unknown>, id = record.id) => ({ ...record, id, date, created_at: `${date} 10:00:00` })

const ASSESSMENTS = [
  on(
    '2026-03-15',
    assessmentRecord(
      13,
      { exudate: { amount: 'LARGE', type: 'PURULENT', comment: null }, odor: 'MALODOROUS' },
      { infection: { infected: 'YES', signs_of_local_infection: ['ERYTHEMA', 'warmth'] } },
    ),
  ),
  on(
    '2026-03-01',
    assessmentRecord(11, { exudate: { amount: 'MINIMUM', type: 'SEROUS', comment: null }, odor: 'NO', peri_wound_skin: ['NORMAL'] }),
  ),
  // Two the same day: the later (higher id) is the date's row.
  on('2026-03-08', assessmentRecord(12, { exudate: { amount: 'MODERATE', type: 'SEROUS', comment: null } })),
  on(
    '2026-03-08',
    assessmentRecord(14, { exudate: { amount: 'MODERATE', type: 'SERO-SANGUINEOUS', comment: null }, peri_wound_skin: ['MACERATION'] }),
  ),
  on('2026-03-22', assessmentRecord(15, {}, { exudate: { amount: 'COPIOUS' }, odor: 'SWEET' })),
]

describe('clinical signs over time', () => {
  it('one row per assessment date, in date order, with exudate, odour and infection in words', async () => {
    server.use(
      http.get('*/api/v1/measurements', () =>
        HttpResponse.json(
          listBody(['2026-03-01', '2026-03-08', '2026-03-15'].map((date, i) => measurementRecord(i + 1, { date, area: 10 + i }))),
        ),
      ),
      http.get('*/api/v1/assessments', () => HttpResponse.json(listBody(ASSESSMENTS))),
    )
    const { user } = renderApp({ url: '/?wound=1&tab=overview' })
    expect(await screen.findByRole('figure', { name: /^Clinical signs over time/ }, { timeout: 15_000 })).toBeInTheDocument()
    const table = await openChartData(user, 'Clinical signs over time')
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    expect(headers).toEqual(expect.arrayContaining(['Exudate amount', 'Exudate type', 'Odour', 'Infection']))
    const rows = Array.from(table.querySelectorAll('tbody tr')).map((row) =>
      Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent),
    )
    const at = (index: number) =>
      headers.indexOf(['Date', 'ID', 'Exudate amount', 'Exudate type', 'Odour', 'Infection', 'Wound edge', 'Peri-wound skin'][index] ?? '')
    // In date order (the ids are not): the later of the two on 8 Mar.
    expect(rows.map((row) => row[at(1)])).toEqual(['11', '14', '13', '15'])
    expect(rows[0]?.slice(2, 6)).toEqual(['Minimal', 'Serous', 'No odour', '—'])
    expect(rows[1]?.slice(2, 6)).toEqual(['Moderate', 'Serosanguineous', 'No odour', '—'])
    expect(rows[2]?.slice(2, 6)).toEqual(['Large', 'Purulent', 'Malodorous', 'Infected; signs: erythema, warmth'])
    // Values the spec does not list, quoted as sent.
    expect(rows[3]?.slice(2, 5)).toEqual(['“COPIOUS”', '—', '“SWEET”'])
    expect(rows[1]?.[7]).toBe('Maceration')
  })
})

import { entryWords, words } from '#words/codes'
import type { LeftOutRecord } from '../../../domain/healing/dated-records'
import type { SignsPoint } from '../../../domain/healing/series'
import { DASH } from '../../../shared/format'
import type { ChartTable, ChartTableRow } from './chart-table-rows'
import { formatChartDate, markersAt, type ChartMarker } from './chart-time'

/*
 * The clinical signs of each assessment date in words (signs-chart.tsx): what a mark's tooltip
 * says and the chart's data table, which lists every assessment date, drawn or not.
 */

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
export const listText = (entries: readonly string[]) => (entries.length === 0 ? DASH : capital(entries.map(entryWords).join(', ')))

export function infectionText(point: SignsPoint): string {
  const signs = point.infectionSigns.length > 0 ? `signs: ${point.infectionSigns.map(entryWords).join(', ')}` : ''
  if (point.infected === true) return signs ? `Infected; ${signs}` : 'Infected'
  if (point.infected === false) return signs ? `Not infected; ${signs}` : 'Not infected'
  return signs ? capital(signs) : DASH
}
export const odourText = (point: SignsPoint) =>
  point.odour === undefined ? DASH : point.odour === 'NO' ? 'No odour' : capital(words(point.odour))
export const codeText = (code: string | undefined) => (code === undefined ? DASH : capital(words(code)))

export function signsTable(points: readonly SignsPoint[], leftOut: readonly LeftOutRecord[], markers: readonly ChartMarker[]): ChartTable {
  const headers = ['Date', 'ID', 'Exudate amount', 'Exudate type', 'Odour', 'Infection', 'Wound edge', 'Peri-wound skin']
  const rows: ChartTableRow[] = points.map((point, index) => {
    const mark = markersAt(point.time, markers)
    return {
      key: `${point.id ?? 'point'}@${index}`,
      id: point.id,
      date: formatChartDate(point.time),
      values: [
        codeText(point.exudateAmount),
        codeText(point.exudateType),
        odourText(point),
        infectionText(point),
        listText(point.woundEdge),
        listText(point.periWoundSkin),
      ],
      drawn: true,
      day: point.date,
      ...(mark ? { mark } : {}),
    }
  })
  leftOut.forEach((record, index) => {
    rows.push({
      key: `left-out-${index}`,
      id: record.id,
      date: 'No usable date (not drawn)',
      values: headers.slice(2).map(() => DASH),
      drawn: false,
    })
  })
  return { headers, rows }
}

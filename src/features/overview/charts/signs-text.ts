import type { LeftOutRecord } from '../../../domain/healing/dated-records'
import type { SignsPoint } from '../../../domain/healing/series'
import { DASH } from '../../../text/format'
import { codeText, entriesText, infectionState, noUsableDate, odourText, signsHeaders } from '#words/charts'
import type { ChartTable, ChartTableRow } from './chart-table-rows'
import { formatChartDate, markersAt, type ChartMarker } from './chart-time'

/*
 * The signs chart's data table (signs-chart.tsx), which lists every assessment date in words,
 * drawn or not; the words are the same as a mark's tooltip (#words/charts).
 */

export function signsTable(points: readonly SignsPoint[], leftOut: readonly LeftOutRecord[], markers: readonly ChartMarker[]): ChartTable {
  const headers = [...signsHeaders]
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
        infectionState(point),
        entriesText(point.woundEdge),
        entriesText(point.periWoundSkin),
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
      date: noUsableDate,
      values: headers.slice(2).map(() => DASH),
      drawn: false,
    })
  })
  return { headers, rows }
}

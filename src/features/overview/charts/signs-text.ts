import type { LeftOutRecord } from '../../../domain/healing/dated-records'
import type { SignsPoint } from '../../../domain/healing/series'
import { DASH } from '../../../text/format'
import { codeText, entryText, type CodesTranslate } from '../../../whole-history/code-words'
import type { ChartTable, ChartTableRow } from './chart-table-rows'
import { formatChartDate, markersAt, type ChartMarker } from './chart-time'
import type { ChartsTranslate } from './use-charts-words'

/*
 * The signs chart's data table (signs-chart.tsx), which lists every assessment date in words,
 * drawn or not; the words are the same as a mark's tooltip (signs-marks.tsx), the codes' from
 * src/words/codes.
 */

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** Coded entries in words, free text as entered: "Maceration, dry". */
export const entriesText = (codes: CodesTranslate, entries: readonly string[]) =>
  entries.length === 0 ? DASH : capital(entries.map((entry) => entryText(codes, entry)).join(', '))

/** Infected or not, and the signs of local infection recorded: "Infected; signs: erythema, warmth". */
export function infectionState(t: ChartsTranslate, codes: CodesTranslate, point: SignsPoint): string {
  const signs = point.infectionSigns.map((entry) => entryText(codes, entry)).join(', ')
  if (point.infected === true) return signs ? t('infectedWithSigns', { signs }) : t('infected')
  if (point.infected === false) return signs ? t('notInfectedWithSigns', { signs }) : t('notInfected')
  return signs ? t('signsOnly', { signs }) : DASH
}

export const odourText = (t: ChartsTranslate, codes: CodesTranslate, point: SignsPoint) =>
  point.odour === undefined ? DASH : point.odour === 'NO' ? t('noOdour') : capital(codeText(codes, point.odour))

/** An exudate code in a cell or a tooltip: "Moderate"; a value the specification does not list quoted as sent. */
export const codeCell = (codes: CodesTranslate, code: string | undefined) => (code === undefined ? DASH : capital(codeText(codes, code)))

export function signsTable(
  t: ChartsTranslate,
  codes: CodesTranslate,
  points: readonly SignsPoint[],
  leftOut: readonly LeftOutRecord[],
  markers: readonly ChartMarker[],
): ChartTable {
  const headers = [
    t('dateHeader'),
    t('idHeader'),
    t('exudateAmountLane'),
    t('exudateTypeLane'),
    t('odourLane'),
    t('infectionLane'),
    t('woundEdgeHeader'),
    t('periWoundSkinLane'),
  ]
  const rows: ChartTableRow[] = points.map((point, index) => {
    const mark = markersAt(point.time, markers)
    return {
      key: `${point.id ?? 'point'}@${index}`,
      id: point.id,
      date: formatChartDate(point.time),
      values: [
        codeCell(codes, point.exudateAmount),
        codeCell(codes, point.exudateType),
        odourText(t, codes, point),
        infectionState(t, codes, point),
        entriesText(codes, point.woundEdge),
        entriesText(codes, point.periWoundSkin),
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
      date: t('noUsableDate'),
      values: headers.slice(2).map(() => DASH),
      drawn: false,
    })
  })
  return { headers, rows }
}

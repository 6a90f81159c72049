import type { LeftOutRecord } from '../../../domain/healing/dated-records'
import type { SignsPoint } from '../../../domain/healing/series'
import { DASH } from '../../../text/format'
import { entryWords, words } from '#words/codes'
import type { ChartTable, ChartTableRow } from './chart-table-rows'
import { formatChartDate, markersAt, type ChartMarker } from './chart-time'
import type { ChartsTranslate } from './use-charts-words'

/*
 * The signs chart's data table (signs-chart.tsx), which lists every assessment date in words,
 * drawn or not; the words are the same as a mark's tooltip (signs-marks.tsx).
 */

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** Coded entries in words, free text as entered: "Maceration, dry". */
export const entriesText = (entries: readonly string[]) => (entries.length === 0 ? DASH : capital(entries.map(entryWords).join(', ')))

/** Infected or not, and the signs of local infection recorded: "Infected; signs: erythema, warmth". */
export function infectionState(t: ChartsTranslate, point: SignsPoint): string {
  const signs = point.infectionSigns.map(entryWords).join(', ')
  if (point.infected === true) return signs ? t('infectedWithSigns', { signs }) : t('infected')
  if (point.infected === false) return signs ? t('notInfectedWithSigns', { signs }) : t('notInfected')
  return signs ? t('signsOnly', { signs }) : DASH
}

export const odourText = (t: ChartsTranslate, point: SignsPoint) =>
  point.odour === undefined ? DASH : point.odour === 'NO' ? t('noOdour') : capital(words(point.odour))

export const codeText = (code: string | undefined) => (code === undefined ? DASH : capital(words(code)))

export function signsTable(
  t: ChartsTranslate,
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
        codeText(point.exudateAmount),
        codeText(point.exudateType),
        odourText(t, point),
        infectionState(t, point),
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
      date: t('noUsableDate'),
      values: headers.slice(2).map(() => DASH),
      drawn: false,
    })
  })
  return { headers, rows }
}

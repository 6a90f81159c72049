import { DASH, formatLocale, formatNumber } from '../../../text/format'
import { isolate } from '../../../text/isolate'
import type { LeftOutRecord } from '../../../domain/healing/dated-records'
import type { SeriesSpec } from './chart-measures'
import { formatChartDate, markersAt, type ChartMarker } from './chart-time'
import type { ChartsTranslate } from './use-charts-words'

/** A chart's data table: what a screen reader (or anyone) reads instead of the lines. */
export type ChartTable = { headers: string[]; rows: ChartTableRow[] }

export type ChartTableRow = {
  key: string
  id: number | null
  /** The date as shown, or why the record has no place on the time axis. */
  date: string
  /** One formatted number per series, in the order of the headers after Date and ID. */
  values: string[]
  /** False for records that are listed but not drawn (no usable date). */
  drawn: boolean
  /** The chart's markers on this date ("baseline"), if any. */
  mark?: string
  /** The record's calendar date (`YYYY-MM-DD`), when drawn: its row opens that date's visit. */
  day?: string
}

type Point = { id: number | null; time: number; date?: string }

/**
 * One row per record, in the order of the points (date order), then the records that have no
 * place on a time axis, so the table lists every record, a repeated id as often as it was sent.
 */
export function chartTable<P extends Point>(
  t: ChartsTranslate,
  points: readonly P[],
  series: readonly SeriesSpec<P>[],
  leftOut: readonly LeftOutRecord[] = [],
  markers: readonly ChartMarker[] = [],
): ChartTable {
  const headers = [t('dateHeader'), t('idHeader'), ...series.map((s) => s.header)]
  const columns = series.map((s) => `${s.key}:${s.digits}`).join(',')
  const rows: ChartTableRow[] = points.map((point, index) => {
    const mark = markersAt(point.time, markers)
    const { date, values } = formattedCells(point, columns, () => ({
      date: formatChartDate(point.time),
      values: series.map((s) => cellValue(point[s.key], s.digits)),
    }))
    return {
      // By position as well: a service may send one id twice, and each is a row of its own.
      key: `${point.id ?? 'point'}@${index}`,
      id: point.id,
      date,
      values,
      drawn: true,
      ...(mark ? { mark } : {}),
      ...(point.date === undefined ? {} : { day: point.date }),
    }
  })
  leftOut.forEach((record, index) => {
    rows.push({ key: `left-out-${index}`, id: record.id, date: leftOutDate(t, record), values: series.map(() => DASH), drawn: false })
  })
  return { headers, rows }
}

type Cells = { date: string; values: string[] }
/**
 * A point's formatted cells, per set of columns. Points are kept from page to page
 * (domain/healing/series.ts), so a table rebuilt as pages arrive formats each record once.
 */
const cellsOf = new WeakMap<object, Map<string, Cells>>()

function formattedCells(point: object, columns: string, format: () => Cells): Cells {
  let byColumns = cellsOf.get(point)
  if (!byColumns) cellsOf.set(point, (byColumns = new Map<string, Cells>()))
  // Written in the locale of the day: another language's dates and decimal marks are other cells.
  const key = `${formatLocale()} ${columns}`
  let cells = byColumns.get(key)
  if (!cells) byColumns.set(key, (cells = format()))
  return cells
}

/** Numbers only: the unit is in the header. Anything that is not a finite number reads as a dash. */
function cellValue(value: unknown, digits: number): string {
  return typeof value === 'number' ? formatNumber(value, digits) : DASH
}

const LEFT_OUT = {
  'no-date': 'noDate',
  'unparseable-date': 'unreadableDate',
  'implausible-date': 'implausibleDate',
} as const satisfies Record<LeftOutRecord['reason'], string>

/** Why a record has no place on the time axis, with the date as sent: "Unreadable date (not drawn): “03/04”". */
function leftOutDate(t: ChartsTranslate, record: LeftOutRecord): string {
  const reason = t(LEFT_OUT[record.reason])
  return record.value === undefined ? reason : t('leftOutDate', { reason, value: isolate(record.value) })
}

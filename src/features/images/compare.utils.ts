import type { Measurement } from '../../api/schemas/measurement'
import { usableArea } from '../../domain/area-change'
import { resolveBaseline } from '../../domain/healing/baseline'
import { isPlausibleDate, isoDate, parseCalendarDate } from '../../text/calendar-date'

/*
 * Which two measurements Compare opens on. A comparison of a date with itself says nothing, so the
 * defaults are always two different dates when the wound has them.
 */

export type Dated = Measurement & { id: number }
export type ComparePair = readonly [Dated, Dated]

const dated = (ordered: readonly Dated[]) => ordered.filter((m): m is Dated & { date: string } => m.date !== undefined && m.date !== '')

/**
 * The baseline: the measurement the overview's metrics start from (the same rule,
 * domain/healing/baseline: the first date on or after `baseline` with a measured area, the
 * measurements the clinician left out not counted), the first on that date. Without any area, the
 * first dated measurement: its picture can still be compared.
 */
function baselineOf(ordered: readonly Dated[], baseline?: string | null, excluded: readonly number[] = []): Dated | undefined {
  const left = new Set(excluded)
  const candidates = ordered.flatMap((record) => {
    const parsed = parseCalendarDate(record.date)
    // An implausible date ("0000-01-01") is kept off the time axis, so off the baseline too.
    if (!parsed || !isPlausibleDate(parsed) || left.has(record.id)) return []
    return [{ date: isoDate(parsed), area: record.area ?? null, record }]
  })
  const { date } = resolveBaseline(candidates, baseline)
  const chosen = candidates.find((candidate) => candidate.date === date && usableArea(candidate.area))
  return chosen?.record ?? dated(ordered)[0] ?? ordered[0]
}

/** The baseline and the latest measurement, when they are two different dates. */
export function baselineAndLatest(
  ordered: readonly Dated[],
  baseline?: string | null,
  excluded: readonly number[] = [],
): ComparePair | undefined {
  const withDates = dated(ordered)
  const latest = withDates.at(-1)
  const from = baselineOf(ordered, baseline, excluded)
  if (!from || !latest) return undefined
  if (from.date !== latest.date) return [from, latest]
  // The chosen baseline is the latest date: the first measurement is the only earlier one.
  const first = withDates[0]
  return first && first.date !== latest.date ? [first, latest] : undefined
}

/** The latest measurement dated before `record`'s date (several on one day: the last of them). */
export function previousDate(ordered: readonly Dated[], record: Dated): Dated | undefined {
  const date = record.date
  if (date === undefined || date === '') return undefined
  return dated(ordered)
    .filter((m) => m.date < date)
    .at(-1)
}

/**
 * The pair Compare opens on for the measurement the viewer shows (`chosen`, a top-level record):
 * the previous date and the chosen one; for the earliest date, the chosen one and the latest;
 * without a chosen measurement (or an undated one), the baseline and the latest. Undefined when
 * the wound has fewer than two dates.
 */
export function defaultComparePair(
  ordered: readonly Dated[],
  chosen: Dated | undefined,
  baseline?: string | null,
  excluded: readonly number[] = [],
): ComparePair | undefined {
  if (chosen?.date) {
    const previous = previousDate(ordered, chosen)
    if (previous) return [previous, chosen]
    const latest = dated(ordered).at(-1)
    if (latest && latest.date !== chosen.date) return [chosen, latest]
  }
  return baselineAndLatest(ordered, baseline, excluded)
}

/** Two measurements in date order (the earlier one first), as Compare shows them. */
export function inDateOrder(ordered: readonly Dated[], a: Dated, b: Dated): ComparePair {
  return ordered.indexOf(a) <= ordered.indexOf(b) ? [a, b] : [b, a]
}

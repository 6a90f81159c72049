import { usableArea } from '../area-change'

/*
 * The baseline the clinician chose (the app URL's `baseline=YYYY-MM-DD`), read against the
 * wound's measurements. Care changes on a day (compression started, a debridement), and the
 * measurement that day or the first one after it is the one the change is judged from. One rule
 * for every view: the overview's metrics and verdict, the summary, the note and the image
 * viewer's "Baseline and latest" all resolve it here.
 */

/** A measurement as the rule reads it: its calendar date (`YYYY-MM-DD`) and its area, if any. */
export type BaselineCandidate = { date: string; area: number | null }

type BaselineAdjustment =
  /** The date asked for is a measurement date, or none was asked for. */
  | 'none'
  /** No area was measured on the date asked for: the next measurement with an area is used. */
  | 'next-measurement'
  /** Nothing was measured on or after the date asked for: the first measurement is used. */
  | 'after-latest'

export type ResolvedBaseline = {
  /** The date used: a date with a measured area. Null when no measurement has an area. */
  date: string | null
  /** The date the URL asked for, if any. */
  requested: string | null
  adjustment: BaselineAdjustment
  /** True when the baseline is the wound's first measurement with an area (the default). */
  isFirst: boolean
}

/** The dates that can be a baseline: every date with a measured area, in date order, each once. */
export function baselineDates(points: readonly BaselineCandidate[]): string[] {
  const dates = new Set<string>()
  for (const point of points) if (usableArea(point.area)) dates.add(point.date)
  // Calendar dates in `YYYY-MM-DD` sort as strings.
  return [...dates].sort()
}

/**
 * The baseline date to use for `requested`. Calendar dates in `YYYY-MM-DD` compare as strings.
 * A date without a measured area moves on to the next measured date; a date after the latest
 * measurement has no measurement to start from, so the first measurement is used (and the UI
 * says so) rather than a measurement taken before the care the clinician meant.
 */
export function resolveBaseline(points: readonly BaselineCandidate[], requested: string | null | undefined): ResolvedBaseline {
  const dates = baselineDates(points)
  const first = dates[0] ?? null
  const asked = requested ?? null
  if (asked === null || first === null) return { date: first, requested: asked, adjustment: 'none', isFirst: true }
  const next = dates.find((date) => date >= asked)
  if (next === undefined) return { date: first, requested: asked, adjustment: 'after-latest', isFirst: true }
  return { date: next, requested: asked, adjustment: next === asked ? 'none' : 'next-measurement', isFirst: next === first }
}

import type { AreaPoint, HealingMetrics } from './metrics'

/*
 * The early response: the wound's area reduction at the chosen reference's check against the
 * reference's threshold. Structured; the overview words it (src/words/en/references.ts).
 */

export type VerdictStatus = 'on-track' | 'not-on-track' | 'too-early' | 'no-data'

/** Why the early response cannot be judged (status no-data), or is not yet (too-early). */
export type EarlyGap =
  /** Areas there may be, but none with a date to place it in time. */
  | { kind: 'undated'; undated: number }
  | { kind: 'no-areas' }
  | { kind: 'zero-baseline' }
  /** Nothing measured in the check's window; `tooEarly` while the window is still ahead. */
  | { kind: 'no-measurement-at-check'; tooEarly: boolean }

export type EarlyResponse =
  | { status: 'on-track' | 'not-on-track'; value: number; point: AreaPoint; threshold: number }
  | { status: 'too-early' | 'no-data'; gap: EarlyGap }

/** The threshold part of a reference: the % area reduction to reach at its check. */
type ReferenceThreshold = { thresholdPercent: number }

/** Reaching the threshold exactly counts as on track. `undated`: measurements the series could not place in time. */
export function earlyResponse(metrics: HealingMetrics | null, reference: ReferenceThreshold, undated = 0): EarlyResponse {
  if (metrics === null) return { status: 'no-data', gap: undated > 0 ? { kind: 'undated', undated } : { kind: 'no-areas' } }
  if (!(metrics.baseline.area > 0)) return { status: 'no-data', gap: { kind: 'zero-baseline' } }
  const atCheck = metrics.parAtCheck
  const value = atCheck?.value ?? null
  if (atCheck === null || value === null) {
    const tooEarly = metrics.latest.day < metrics.checkWindow.toDay
    return { status: tooEarly ? 'too-early' : 'no-data', gap: { kind: 'no-measurement-at-check', tooEarly } }
  }
  const threshold = reference.thresholdPercent
  return { status: value >= threshold ? 'on-track' : 'not-on-track', value, point: atCheck.point, threshold }
}

import type { AreaPoint, HealingMetrics } from './metrics'

/*
 * The early response: the wound's area reduction at the check (4 weeks after the baseline, or the
 * chosen reference's own visit), compared with the published threshold of the wound type the
 * clinician chose. With no wound type chosen, or one without a published reference, the reduction
 * is a measured fact and nothing more: no threshold is applied (no judgement from a default the
 * clinician did not choose). Structured; the overview words it (src/words/overview).
 */

export type VerdictStatus = 'above-threshold' | 'below-threshold' | 'unreferenced' | 'too-early' | 'no-data'

/** Why the early response cannot be read (status no-data), or not yet (too-early). */
type EarlyGap =
  /** Areas there may be, but none with a date to place it in time. */
  | { kind: 'undated'; undated: number }
  | { kind: 'no-areas' }
  | { kind: 'zero-baseline' }
  /** Nothing measured in the check's window; `tooEarly` while the window is still ahead. */
  | { kind: 'no-measurement-at-check'; tooEarly: boolean }

export type EarlyResponse =
  /**
   * Compared with the chosen reference: at or above its threshold, or below it. `side` tells a
   * value above the threshold from one exactly at it (both above-threshold).
   */
  | { status: 'above-threshold' | 'below-threshold'; value: number; point: AreaPoint; threshold: number; side: 'above' | 'at' | 'below' }
  /** Measured, with no reference to compare it with. */
  | { status: 'unreferenced'; value: number; point: AreaPoint }
  | { status: 'too-early' | 'no-data'; gap: EarlyGap }

/** The threshold part of a reference: the % area reduction to reach at its check. */
type ReferenceThreshold = { thresholdPercent: number }

/**
 * Reaching the threshold exactly counts as at it (above-threshold). `reference` null: no wound
 * type with a reference was chosen. `undated`: measurements the series could not place in time.
 */
export function earlyResponse(metrics: HealingMetrics | null, reference: ReferenceThreshold | null, undated = 0): EarlyResponse {
  if (metrics === null) return { status: 'no-data', gap: undated > 0 ? { kind: 'undated', undated } : { kind: 'no-areas' } }
  if (!(metrics.baseline.area > 0)) return { status: 'no-data', gap: { kind: 'zero-baseline' } }
  const atCheck = metrics.parAtCheck
  const value = atCheck?.value ?? null
  if (atCheck === null || value === null) {
    const tooEarly = metrics.latest.day < metrics.checkWindow.toDay
    return { status: tooEarly ? 'too-early' : 'no-data', gap: { kind: 'no-measurement-at-check', tooEarly } }
  }
  if (reference === null) return { status: 'unreferenced', value, point: atCheck.point }
  const threshold = reference.thresholdPercent
  const side = value > threshold ? 'above' : value === threshold ? 'at' : 'below'
  return { status: side === 'below' ? 'below-threshold' : 'above-threshold', value, point: atCheck.point, threshold, side }
}

import { formatDate } from '../../shared/format'
import { resolveBaseline, type ResolvedBaseline } from './baseline'
import { healingMetrics, type HealingMetrics } from './healing-metrics'
import type { MeasurementPoint } from './healing-series'
import { closureProjection, type ClosureProjection } from './projection'
import {
  DEFAULT_REFERENCE,
  HEALING_REFERENCES,
  healingVerdict,
  isHealingReferenceId,
  percentText,
  type HealingReference,
  type HealingVerdict,
} from './references'
import { currentTrajectory, type CurrentTrajectory } from './trajectory'
import { trajectoryFlags, trajectoryPhrase, type VerdictFlag } from './trajectory-text'

/*
 * The verdict in three parts — early response (four weeks after the baseline, against the chosen
 * reference), current trajectory (the latest four weeks), flags (plateau, deterioration) — and
 * the one line that says them most urgent first. Pure: the overview shows it, and so can a
 * summary of the wound anywhere else, from the history and the chosen baseline and reference.
 */

/** The state the one line leads with. */
export type WoundStatus = 'deteriorating' | 'plateau' | 'not-on-track' | 'reducing' | 'closed' | 'on-track' | 'too-early' | 'no-data'

export type WoundVerdict = {
  /** What the summary leads with: the most urgent part. */
  status: WoundStatus
  /** One line, most urgent first. */
  summary: string
  reference: HealingReference
  baseline: ResolvedBaseline
  metrics: HealingMetrics | null
  early: HealingVerdict
  trajectory: CurrentTrajectory
  flags: VerdictFlag[]
  projection: ClosureProjection | null
  /** False once the reference's outcome horizon has passed since the baseline. */
  earlyIsCurrent: boolean
}

export type WoundVerdictOptions = {
  /** `YYYY-MM-DD` from the app URL; resolved against the measurements (baseline.ts). */
  baselineDate?: string | null | undefined
  /** A reference id from the app URL; anything else means the default reference. */
  referenceId?: string | null | undefined
  /** Measurements left off the time axis (no usable date): said when they are why nothing can be judged. */
  undated?: number | undefined
}

type Part = { rank: number; status: WoundStatus; text: string }

/** The early response as a clause of the one line. */
function earlyPart(verdict: HealingVerdict, metrics: HealingMetrics | null, reference: HealingReference, current: boolean): Part {
  const after = metrics ? ` after ${formatDate(metrics.baseline.date)}` : ''
  const value = metrics?.par4Weeks?.value
  const threshold = `threshold ${reference.thresholdPercent}%`
  if (value !== undefined && value !== null && (verdict.status === 'on-track' || verdict.status === 'not-on-track')) {
    const change = `${percentText(value, reference.thresholdPercent)} ${value >= 0 ? 'smaller' : 'larger'} 4 weeks${after}`
    return verdict.status === 'on-track'
      ? { rank: 5, status: 'on-track', text: `early response on track: ${change} (${threshold})` }
      : { rank: current ? 2 : 4, status: 'not-on-track', text: `early response not on track: ${change} (${threshold})` }
  }
  if (verdict.status === 'too-early') return { rank: 6, status: 'too-early', text: `too early for the 4-week check${after}` }
  if (!metrics) return { rank: 7, status: 'no-data', text: 'no wound areas recorded' }
  const why = metrics.baseline.area > 0 ? `no measurement near 4 weeks${after}` : 'the baseline area is 0 cm²'
  return { rank: 7, status: 'no-data', text: `no 4-week check: ${why}` }
}

const TRAJECTORY_RANK: Record<CurrentTrajectory['status'], { rank: number; status: WoundStatus }> = {
  deteriorating: { rank: 0, status: 'deteriorating' },
  plateau: { rank: 1, status: 'plateau' },
  reducing: { rank: 3, status: 'reducing' },
  closed: { rank: 3, status: 'closed' },
  none: { rank: 8, status: 'no-data' },
}

/**
 * The whole verdict. Urgency, most urgent first: a growing wound; a plateau; an early response
 * below the threshold while its prediction still speaks to the wound (within the reference's
 * horizon, e.g. 12 weeks); a wound getting smaller (or closed) now; an early response below the
 * threshold from longer ago; an early response on track; what cannot be judged yet.
 */
export function woundVerdict(points: readonly MeasurementPoint[], options: WoundVerdictOptions = {}): WoundVerdict {
  const reference = HEALING_REFERENCES[isHealingReferenceId(options.referenceId) ? options.referenceId : DEFAULT_REFERENCE]
  const baseline = resolveBaseline(points, options.baselineDate)
  const metrics = healingMetrics(points, { baselineDate: baseline.date })
  const early = healingVerdict(metrics, reference, { baselineIsFirst: baseline.isFirst, undated: options.undated ?? 0 })
  const earlyIsCurrent = metrics !== null && metrics.daysTracked <= reference.horizonWeeks * 7
  const trajectory = currentTrajectory(points)
  const noAreas = metrics === null
  const parts: Part[] = [
    earlyPart(early, metrics, reference, earlyIsCurrent),
    ...(noAreas ? [] : [{ ...TRAJECTORY_RANK[trajectory.status], text: trajectoryPhrase(trajectory) }]),
  ].sort((a, b) => a.rank - b.rank)
  const lead = parts[0]
  const line = parts.map((part) => part.text).join('; ')
  return {
    status: lead?.status ?? 'no-data',
    summary: line.charAt(0).toUpperCase() + line.slice(1),
    reference,
    baseline,
    metrics,
    early,
    trajectory,
    flags: trajectoryFlags(trajectory),
    projection: closureProjection(trajectory),
    earlyIsCurrent,
  }
}

/** Just the one line, for a compact summary of the wound. */
export const woundVerdictSummary = (points: readonly MeasurementPoint[], options: WoundVerdictOptions = {}): string =>
  woundVerdict(points, options).summary

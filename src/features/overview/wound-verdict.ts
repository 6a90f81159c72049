import { formatDate } from '../../shared/format'
import { resolveBaseline, type ResolvedBaseline } from '../../domain/healing/baseline'
import { healingMetrics, type HealingMetrics } from '../../domain/healing/metrics'
import type { MeasurementPoint, PainPoint, SignsPoint } from '../../domain/healing/series'
import { closureProjection, type ClosureProjection } from '../../domain/healing/projection'
import {
  DEFAULT_REFERENCE,
  checkAdjective,
  checkTime,
  HEALING_REFERENCES,
  healingVerdict,
  isHealingReferenceId,
  percentText,
  type HealingReference,
  type HealingVerdict,
} from './references'
import { currentTrajectory, type CurrentTrajectory } from '../../domain/healing/trajectory'
import { trajectoryFlags, trajectoryPhrase, type VerdictFlag } from './trajectory-text'
import { possibleTracingErrors, withoutExcluded, type TracingQuestion } from '../../domain/healing/tracing-errors'
import { infectionFlag, painRises, signsWindow, type InfectionFlag, type PainRise } from '../../domain/healing/signs'
import { SIGNS_IN_A_LINE, infectionText, painText } from './verdict-signs'

/*
 * The verdict in three parts — early response (at the chosen reference's check, 4 weeks after the
 * baseline, against its threshold), current trajectory (the latest four weeks), flags (plateau, deterioration) — and
 * the one line that says them most urgent first. Pure: the overview shows it, and so can a
 * summary of the wound anywhere else, from the history and the chosen baseline and reference.
 */

/** The state the one line leads with. */
type WoundStatus =
  | 'infection'
  | 'pain'
  | 'infection-cleared'
  | 'deteriorating'
  | 'plateau'
  | 'not-on-track'
  | 'reducing'
  | 'closed'
  | 'on-track'
  | 'too-early'
  | 'no-data'

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
  /** Signs of infection recorded in the current 4 weeks (verdict-signs.ts). */
  infection: InfectionFlag | null
  /** Clinically important rises in pain in the current 4 weeks. */
  painRises: PainRise[]
  /** Measurements whose area stands out from both neighbours: a question for the clinician (domain/healing/tracing-errors.ts). */
  tracingQuestions: TracingQuestion[]
  /** The measurements the clinician left out of the figures (`exclude=` in the app URL), in date order. */
  excluded: MeasurementPoint[]
}

type WoundVerdictOptions = {
  /** `YYYY-MM-DD` from the app URL; resolved against the measurements (baseline.ts). */
  baselineDate?: string | null | undefined
  /** A reference id from the app URL; anything else means the default reference. */
  referenceId?: string | null | undefined
  /** Measurements left off the time axis (no usable date): said when they are why nothing can be judged. */
  undated?: number | undefined
  /** One point per assessment date: the signs of infection the verdict reads. */
  signs?: readonly SignsPoint[] | undefined
  /** The pain scores the verdict reads. */
  pain?: readonly PainPoint[] | undefined
  /** Measurement ids the clinician left out (`exclude=` in the app URL); never decided here. */
  excluded?: readonly number[] | undefined
}

type Part = { rank: number; status: WoundStatus; text: string }

/** The early response as a clause of the one line. */
function earlyPart(verdict: HealingVerdict, metrics: HealingMetrics | null, reference: HealingReference, current: boolean): Part {
  const after = metrics ? ` after ${formatDate(metrics.baseline.date)}` : ''
  const value = metrics?.parAtCheck?.value
  const threshold = `threshold ${reference.thresholdPercent}%`
  const when = checkTime(reference)
  const check = `${checkAdjective(reference)} check`
  if (value !== undefined && value !== null && (verdict.status === 'on-track' || verdict.status === 'not-on-track')) {
    const change = `${percentText(value, reference.thresholdPercent)} ${value >= 0 ? 'smaller' : 'larger'} ${when}${after}`
    return verdict.status === 'on-track'
      ? { rank: 5, status: 'on-track', text: `early response on track: ${change} (${threshold})` }
      : { rank: current ? 2 : 4, status: 'not-on-track', text: `early response not on track: ${change} (${threshold})` }
  }
  if (verdict.status === 'too-early') return { rank: 6, status: 'too-early', text: `too early for the ${check}${after}` }
  if (!metrics) return { rank: 7, status: 'no-data', text: 'no wound areas recorded' }
  const why = metrics.baseline.area > 0 ? `no measurement near ${when}${after}` : 'the baseline area is 0 cm²'
  return { rank: 7, status: 'no-data', text: `no ${check}: ${why}` }
}

/** Signs of infection still recorded outrank everything; a clinically important rise in pain comes next (decision support: sign-sources.ts). */
function signParts(infection: InfectionFlag | null, rises: readonly PainRise[]): Part[] {
  const parts: Part[] = []
  // Signs recorded in the window but gone at the latest assessment: after where the area is going.
  if (infection) {
    parts.push(
      infection.current
        ? { rank: -2, status: 'infection', text: infectionText(infection, SIGNS_IN_A_LINE) }
        : { rank: 4, status: 'infection-cleared', text: infectionText(infection, SIGNS_IN_A_LINE) },
    )
  }
  if (rises.length > 0) parts.push({ rank: -1, status: 'pain', text: painText(rises) })
  return parts
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
export function woundVerdict(allPoints: readonly MeasurementPoint[], options: WoundVerdictOptions = {}): WoundVerdict {
  const tracingQuestions = possibleTracingErrors(allPoints)
  const points = withoutExcluded(allPoints, options.excluded ?? [])
  const excludedIds = new Set(options.excluded)
  const excluded = allPoints.filter((point) => point.id !== null && excludedIds.has(point.id))
  const signs = options.signs ?? []
  const window = signsWindow([points.at(-1)?.date, signs.at(-1)?.date, options.pain?.at(-1)?.date])
  const infection = infectionFlag(signs, window)
  const rises = painRises(options.pain ?? [], window)
  const reference = HEALING_REFERENCES[isHealingReferenceId(options.referenceId) ? options.referenceId : DEFAULT_REFERENCE]
  const baseline = resolveBaseline(points, options.baselineDate)
  const metrics = healingMetrics(points, { baselineDate: baseline.date, check: reference.check })
  const early = healingVerdict(metrics, reference, { baselineIsFirst: baseline.isFirst, undated: options.undated ?? 0 })
  const earlyIsCurrent = metrics !== null && metrics.daysTracked <= reference.horizonWeeks * 7
  const trajectory = currentTrajectory(points)
  const noAreas = metrics === null
  const parts: Part[] = [
    ...signParts(infection, rises),
    earlyPart(early, metrics, reference, earlyIsCurrent),
    ...(noAreas ? [] : [{ ...TRAJECTORY_RANK[trajectory.status], text: trajectoryPhrase(trajectory) }]),
  ].sort((a, b) => a.rank - b.rank)
  const lead = parts[0]
  const leftOut = excluded.length > 0 ? [excludedText(excluded)] : []
  const line = [...parts.map((part) => part.text), ...leftOut].join('; ')
  return {
    status: lead?.status ?? 'no-data',
    summary: line.charAt(0).toUpperCase() + line.slice(1),
    reference,
    baseline,
    metrics,
    early,
    trajectory,
    flags: trajectoryFlags(trajectory, infection),
    projection: closureProjection(trajectory),
    earlyIsCurrent,
    infection,
    painRises: rises,
    tracingQuestions,
    excluded,
  }
}

/** "measurement 600014 (3 Mar 2026) left out by you as a possible tracing error". */
function excludedText(excluded: readonly MeasurementPoint[]): string {
  const which = excluded.map((point) => `${point.id ?? 'without id'} (${formatDate(point.date)})`).join(', ')
  return `${excluded.length === 1 ? 'measurement' : 'measurements'} ${which} left out of these figures by you`
}

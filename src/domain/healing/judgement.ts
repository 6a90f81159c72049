import { resolveBaseline, type ResolvedBaseline } from './baseline'
import { earlyResponse, type EarlyResponse } from './early-response'
import { dayReadings } from './day-readings'
import { healingMetrics, type HealingMetrics, type ReferenceCheck } from './metrics'
import { checkOf } from './references'
import { closureProjection, type ClosureProjection } from './projection'
import type { MeasurementPoint, PainPoint, SignsPoint } from './series'
import { assessedIn, infectionFlag, painRises, signsWindow, type InfectionFlag, type PainRise } from './signs'
import { possibleTracingErrors, withoutExcluded, type TracingQuestion } from './tracing-errors'
import { currentTrajectory, type CurrentTrajectory } from './trajectory'

/*
 * The whole judgement of a wound, structured: early response (at the chosen reference's check,
 * against its threshold; a measured figure only when no reference was chosen), current trajectory,
 * the signs and pain of the latest weeks, and which of them leads. A date with several
 * measurements counts once, by its reading (day-readings.ts). React-free and wordless: verdict.ts
 * adds what it was judged against, and each view says it in its language's words.
 */

/** The state the one line leads with. */
export type WoundStatus =
  | 'infection'
  | 'pain'
  | 'infection-cleared'
  | 'deteriorating'
  | 'plateau'
  | 'below-threshold'
  | 'reducing'
  | 'closed'
  | 'closed-unconfirmed'
  | 'above-threshold'
  | 'unreferenced'
  | 'too-early'
  | 'no-data'

/** One part of the verdict, ranked by urgency (lowest first). */
export type VerdictPart = { rank: number; status: WoundStatus } & (
  | { about: 'infection'; infection: InfectionFlag }
  | { about: 'pain'; rises: readonly PainRise[] }
  | { about: 'early'; early: EarlyResponse }
  | { about: 'trajectory'; trajectory: CurrentTrajectory }
)

/** What the judgement needs of a reference: its threshold, its check, and how long its prediction holds. */
type JudgedAgainst = { thresholdPercent: number; check: ReferenceCheck; horizonWeeks: number }

export type JudgementInput = {
  /** `YYYY-MM-DD` from the app URL; resolved against the measurements (baseline.ts). */
  baselineDate?: string | null | undefined
  /** Measurements left off the time axis (no usable date): said when they are why nothing can be judged. */
  undated?: number | undefined
  /** One point per assessment date: the signs of infection read. */
  signs?: readonly SignsPoint[] | undefined
  pain?: readonly PainPoint[] | undefined
  /** Measurement ids the clinician left out (`exclude=` in the app URL); never decided here. */
  excluded?: readonly number[] | undefined
}

export type WoundJudgement = {
  /** What leads: the most urgent part's. */
  status: WoundStatus
  /** Most urgent first. */
  parts: VerdictPart[]
  baseline: ResolvedBaseline
  metrics: HealingMetrics | null
  early: EarlyResponse
  trajectory: CurrentTrajectory
  projection: ClosureProjection | null
  /** False once the reference's outcome horizon has passed since the baseline (always true without a reference). */
  earlyIsCurrent: boolean
  infection: InfectionFlag | null
  /** Assessment dates in the weeks the signs and pain are read in: with none, "no signs" would be no reading at all. */
  assessedInWindow: number
  painRises: PainRise[]
  /** Measurements whose area stands out from both neighbours: a question for the clinician. */
  tracingQuestions: TracingQuestion[]
  /** The measurements the clinician left out of the figures, in date order. */
  excluded: MeasurementPoint[]
}

const TRAJECTORY_RANK: Record<CurrentTrajectory['status'], { rank: number; status: WoundStatus }> = {
  deteriorating: { rank: 0, status: 'deteriorating' },
  plateau: { rank: 1, status: 'plateau' },
  reducing: { rank: 3, status: 'reducing' },
  closed: { rank: 3, status: 'closed' },
  'closed-unconfirmed': { rank: 3, status: 'closed-unconfirmed' },
  none: { rank: 8, status: 'no-data' },
}

/** Where the early response ranks: below the threshold counts most while its prediction still holds; a figure without a reference ranks as a fact. */
function earlyRank(early: EarlyResponse, current: boolean): { rank: number; status: WoundStatus } {
  switch (early.status) {
    case 'above-threshold':
      return { rank: 5, status: 'above-threshold' }
    case 'unreferenced':
      return { rank: 5, status: 'unreferenced' }
    case 'below-threshold':
      return { rank: current ? 2 : 4, status: 'below-threshold' }
    case 'too-early':
      return { rank: 6, status: 'too-early' }
    case 'no-data':
      return { rank: 7, status: 'no-data' }
  }
}

/**
 * Urgency, most urgent first: signs of infection still recorded; a clinically important rise in
 * pain; a growing wound; a plateau; an early response below the threshold while its prediction
 * still speaks to the wound (within the reference's horizon, e.g. 12 weeks); a wound getting
 * smaller (or closed) now; signs gone by the latest assessment, or an early response below the
 * threshold from longer ago; an early response at or above the threshold, or a 4-week reduction
 * with no reference to compare it with; what cannot be judged yet. `reference` null: no wound type
 * with a published reference was chosen, and no threshold is applied.
 */
export function judgeWound(allPoints: readonly MeasurementPoint[], input: JudgementInput, reference: JudgedAgainst | null): WoundJudgement {
  const tracingQuestions = possibleTracingErrors(allPoints)
  const points = dayReadings(withoutExcluded(allPoints, input.excluded ?? []))
  const excludedIds = new Set(input.excluded)
  const excluded = allPoints.filter((point) => point.id !== null && excludedIds.has(point.id))
  const signs = input.signs ?? []
  const window = signsWindow([points.at(-1)?.date, signs.at(-1)?.date, input.pain?.at(-1)?.date])
  const infection = infectionFlag(signs, window)
  const rises = painRises(input.pain ?? [], window)
  const baseline = resolveBaseline(points, input.baselineDate)
  const metrics = healingMetrics(points, { baselineDate: baseline.date, check: checkOf(reference) })
  const early = earlyResponse(metrics, reference, input.undated ?? 0)
  const earlyIsCurrent = metrics !== null && (reference === null || metrics.daysTracked <= reference.horizonWeeks * 7)
  const trajectory = currentTrajectory(points)
  const parts: VerdictPart[] = [
    ...(infection
      ? [
          {
            ...(infection.current ? { rank: -2, status: 'infection' as const } : { rank: 4, status: 'infection-cleared' as const }),
            about: 'infection' as const,
            infection,
          },
        ]
      : []),
    ...(rises.length > 0 ? [{ rank: -1, status: 'pain' as const, about: 'pain' as const, rises }] : []),
    { ...earlyRank(early, earlyIsCurrent), about: 'early', early },
    ...(metrics === null ? [] : [{ ...TRAJECTORY_RANK[trajectory.status], about: 'trajectory' as const, trajectory }]),
  ]
  parts.sort((a, b) => a.rank - b.rank)
  return {
    status: parts[0]?.status ?? 'no-data',
    parts,
    baseline,
    metrics,
    early,
    trajectory,
    projection: closureProjection(trajectory),
    earlyIsCurrent,
    infection,
    assessedInWindow: assessedIn(signs, window),
    painRises: rises,
    tracingQuestions,
    excluded,
  }
}

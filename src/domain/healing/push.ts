import type { Assessment } from '../../api/schemas/assessment'
import { usableDate } from '../record-order'
import type { MeasurementPoint } from './series'

/*
 * PUSH Tool 3.0 (Pressure Ulcer Scale for Healing, National Pressure Ulcer Advisory Panel), estimated
 * from the service's data. It is an estimate: the tool is scored at the bedside, whereas here length
 * and width come from the image measurement, exudate from the assessment of the same date, and the
 * tissue type from tissue percentages that cannot tell epithelial tissue from a closed wound.
 * Structured results: the overview words them (src/words/overview).
 */

type PushInput = 'area' | 'exudate' | 'tissue'

/** Why a sub-score could not be given. */
export type PushGap =
  | { kind: 'not-measured'; absent: readonly ('max_length' | 'max_width')[] }
  | { kind: 'negative-size' }
  | { kind: 'no-assessment' }
  | { kind: 'no-exudate-amount' }
  | { kind: 'unknown-exudate-amount'; sent: string; known: readonly ExudateAmount[] }
  | { kind: 'tissue-not-recorded'; tissue: TissueBasis }
  | { kind: 'epithelial-or-closed' }

type SubScore<T> = ({ known: true; score: number } & T) | { known: false; gap: PushGap }

type TissueBasis = 'closed' | 'eschar' | 'slough' | 'granulation'
type ExudateAmount = keyof typeof EXUDATE_SCORES

export type PushEstimate = {
  id: number | null
  date: string
  /** 0–17; null unless all three sub-scores are known. */
  total: number | null
  area: SubScore<{ length: number; width: number; lengthTimesWidth: number }>
  exudate: SubScore<{ amount: ExudateAmount; assessmentId: number | null }>
  tissue: SubScore<{ basis: TissueBasis; eschar: number | null; slough: number | null; granulation: number | null }>
  missing: { input: PushInput; gap: PushGap }[]
}

/**
 * The tool's length × width bands (cm²): 0 → 0; < 0.3 → 1; 0.3–0.6 → 2; 0.7–1.0 → 3; 1.1–2.0 → 4;
 * 2.1–3.0 → 5; 3.1–4.0 → 6; 4.1–8.0 → 7; 8.1–12.0 → 8; 12.1–24.0 → 9; > 24.0 → 10. The printed
 * bands leave gaps (0.6 to 0.7, 1.0 to 1.1, …) because the tool expects values to one decimal.
 * Products of two measured lengths fall in them, so each band's printed upper bound is taken as
 * inclusive and a value in a gap goes to the higher band (0.65 → 3, 1.05 → 4): the same as rounding
 * up to one decimal, and the cautious side, since a larger score means a worse wound.
 */
const AREA_UPPER_BOUNDS = [0.6, 1.0, 2.0, 3.0, 4.0, 8.0, 12.0, 24.0] as const

export function pushAreaScore(lengthTimesWidth: number): number {
  if (lengthTimesWidth <= 0) return 0
  if (lengthTimesWidth < 0.3) return 1
  const band = AREA_UPPER_BOUNDS.findIndex((bound) => lengthTimesWidth <= bound)
  return band === -1 ? 10 : band + 2
}

/** The spec's exudate amounts (2.1.1) are the tool's none / light / moderate / heavy. */
export const EXUDATE_SCORES = { NONE: 0, MINIMUM: 1, MODERATE: 2, LARGE: 3 } as const

const EXUDATE_AMOUNTS = Object.keys(EXUDATE_SCORES) as ExudateAmount[]
const isExudateAmount = (value: string): value is ExudateAmount => Object.hasOwn(EXUDATE_SCORES, value)

/** Removes floating-point noise (0.2 × 3 = 0.6000000000000001), which would move a band edge. */
const product = (a: number, b: number) => Math.round(a * b * 1e6) / 1e6

function areaSubScore(point: MeasurementPoint): PushEstimate['area'] {
  const { max_length: length, max_width: width } = point
  if (length === null || width === null) {
    const absent = (['max_length', 'max_width'] as const).filter((side) => point[side] === null)
    return { known: false, gap: { kind: 'not-measured', absent } }
  }
  if (length < 0 || width < 0) return { known: false, gap: { kind: 'negative-size' } }
  const lengthTimesWidth = product(length, width)
  return { known: true, score: pushAreaScore(lengthTimesWidth), length, width, lengthTimesWidth }
}

function exudateSubScore(assessment: Assessment | undefined): PushEstimate['exudate'] {
  if (!assessment) return { known: false, gap: { kind: 'no-assessment' } }
  const sent = assessment.values?.exudate?.amount?.trim()
  if (sent === undefined || sent === '') return { known: false, gap: { kind: 'no-exudate-amount' } }
  const amount = sent.toUpperCase()
  if (!isExudateAmount(amount)) return { known: false, gap: { kind: 'unknown-exudate-amount', sent, known: EXUDATE_AMOUNTS } }
  return { known: true, score: EXUDATE_SCORES[amount], amount, assessmentId: assessment.id }
}

/**
 * The tool scores the worst tissue present — necrotic tissue (eschar) of any amount 4, else slough of any amount 3, else
 * granulation 2. A missing percentage leaves the score open when it could change it: with eschar
 * unrecorded, a wound with slough may still score 4. A wound measured as closed (area or
 * length × width 0) scores 0.
 */
function tissueSubScore(point: MeasurementPoint, lengthTimesWidth: number | undefined): PushEstimate['tissue'] {
  const { eschar, slough, granulation } = point
  const shown = { eschar, slough, granulation }
  if (point.area === 0 || lengthTimesWidth === 0) return { known: true, score: 0, basis: 'closed', ...shown }
  const steps = [
    ['eschar', eschar, 4],
    ['slough', slough, 3],
    ['granulation', granulation, 2],
  ] as const
  for (const [basis, percent, score] of steps) {
    if (percent !== null && percent > 0) return { known: true, score, basis, ...shown }
    if (percent === null) return { known: false, gap: { kind: 'tissue-not-recorded', tissue: basis } }
  }
  return { known: false, gap: { kind: 'epithelial-or-closed' } }
}

/**
 * The assessment "of the same date" as a measurement: the one whose date is that calendar date.
 * When several share a date, the one with the highest id, as the latest recorded; one without an
 * id only when no other has that date.
 */
export function assessmentsByDate(assessments: readonly Assessment[]): Map<string, Assessment> {
  const byDate = new Map<string, Assessment>()
  for (const assessment of assessments) {
    // The day the series places a measurement on (domain/record-order.ts), so the two meet.
    const key = usableDate(assessment.date)
    if (key === undefined) continue
    const held = byDate.get(key)
    if (!held || (assessment.id ?? -Infinity) > (held.id ?? -Infinity)) byDate.set(key, assessment)
  }
  return byDate
}

/** One estimate per measurement of the series (so per measurement date), with its inputs shown. */
export function pushScores(series: readonly MeasurementPoint[], assessments: readonly Assessment[]): PushEstimate[] {
  const byDate = assessmentsByDate(assessments)
  return series.map((point) => {
    const area = areaSubScore(point)
    const exudate = exudateSubScore(byDate.get(point.date))
    const tissue = tissueSubScore(point, area.known ? area.lengthTimesWidth : undefined)
    const subScores = { area, exudate, tissue }
    const missing = (Object.keys(subScores) as PushInput[]).flatMap((input) => {
      const sub = subScores[input]
      return sub.known ? [] : [{ input, gap: sub.gap }]
    })
    const total = area.known && exudate.known && tissue.known ? area.score + exudate.score + tissue.score : null
    return { id: point.id, date: point.date, total, area, exudate, tissue, missing }
  })
}

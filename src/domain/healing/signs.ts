import { addDays } from '../../text/calendar-days'
import { infectionSignsOver, type InfectionSign } from '../assessment-signs'
import { isPainInRange, type PainPoint, type SignsPoint } from './series'
import { TRAJECTORY_DAYS } from './trajectory'

/*
 * What the assessments say beside the size, for the verdict: signs of wound infection seen in the
 * current 4 weeks, and a clinically important rise in pain. Pure functions of the signs and pain
 * series (series.ts); which record is a sign of infection is decided once, in
 * ../assessment-signs.ts. The signs and the pain threshold come from the sources in sources.ts;
 * the views word them as decision support (src/words/verdict, src/words/overview). Structured: a
 * sign is what was recorded, not a sentence.
 */

/** One sign of infection: how it reads, and the run of assessments it has been recorded in. */
type SignFinding = {
  sign: InfectionSign
  /**
   * The first assessment of the sign's latest run in the window: of the run that reaches into the
   * window (it may have started before it), or of the run it came back in after an assessment
   * that did not record it.
   */
  since: string
  /** The last assessment in the window that recorded it. */
  until: string
  /** Recorded at the latest assessment. */
  current: boolean
}

export type InfectionFlag = {
  /** The earliest start among the signs: "Signs of infection since <date>". */
  since: string
  findings: SignFinding[]
  /** Some sign is still recorded at the latest assessment. */
  current: boolean
  /** The latest assessment's date. */
  latest: string
}

type PainScale = 'atRest' | 'withMovement' | 'atNight'

export type PainRise = {
  scale: PainScale
  from: number
  fromDate: string
  to: number
  toDate: string
}

/** The weeks the verdict's signs are read in: the trajectory's window (28 days) up to the latest record of either kind. */
type SignsWindow = { from: string; to: string }

/** Points up to 10 apart on the 0–10 scale: a rise at least this large… */
export const PAIN_RISE_POINTS = 2
/** …and at least this share of where it rose from (a rise from 0 always is). */
export const PAIN_RISE_PERCENT = 30

/** The window that ends at the latest dated measurement or assessment; undefined when there is none. */
export function signsWindow(latestDates: readonly (string | undefined)[]): SignsWindow | undefined {
  const to = latestDates
    .filter((date): date is string => date !== undefined)
    .sort()
    .at(-1)
  const from = to === undefined ? undefined : addDays(to, -TRAJECTORY_DAYS)
  return to === undefined || from === undefined ? undefined : { from, to }
}

const within = (date: string, window: SignsWindow) => date >= window.from && date <= window.to

/** How many assessment dates fall in the window: none, and no sign read there means nothing was read. */
export const assessedIn = (points: readonly SignsPoint[], window: SignsWindow | undefined): number =>
  window === undefined ? 0 : points.filter((point) => within(point.date, window)).length

/**
 * Signs of infection recorded at any assessment in the window, each with the run it belongs to.
 * Null when no assessment in the window records one.
 */
export function infectionFlag(points: readonly SignsPoint[], window: SignsWindow | undefined): InfectionFlag | null {
  const latest = points.at(-1)
  if (!window || !latest) return null
  const signsAt = infectionSignsOver(points)
  const findings = new Map<string, SignFinding>()
  /** The start of each sign's first run: the flag's "since" when none is recorded any more. */
  const firstStarts: string[] = []
  points.forEach((point, index) => {
    if (!within(point.date, window)) return
    for (const [key, sign] of signsAt[index] ?? []) {
      const known = findings.get(key)
      if (known) {
        // Absent at the assessment before: a new run starts here (the sign came back, it did not last).
        const since = signsAt[index - 1]?.has(key) ? known.since : point.date
        findings.set(key, { ...known, sign, since, until: point.date })
        continue
      }
      let start = index
      while (start > 0 && signsAt[start - 1]?.has(key)) start--
      const since = points[start]?.date ?? point.date
      firstStarts.push(since)
      findings.set(key, { sign, since, until: point.date, current: false })
    }
  })
  if (findings.size === 0) return null
  const current = signsAt.at(-1) ?? new Map<string, InfectionSign>()
  const all = [...findings.entries()].map(([key, finding]) => ({ ...finding, current: current.has(key) }))
  return {
    since: firstStarts.sort()[0] ?? latest.date,
    findings: all,
    current: all.some((finding) => finding.current),
    latest: latest.date,
  }
}

/**
 * What a flag says of its signs: those still recorded at the latest assessment and since when (the
 * earliest start among them), or, with none still recorded, every sign and the span they were
 * recorded in (one date when it began and ended on the same day).
 */
type InfectionPeriod =
  | { current: true; since: string; signs: InfectionSign[] }
  | { current: false; from: string; to: string; signs: InfectionSign[]; latest: string }

export function infectionPeriod(flag: InfectionFlag): InfectionPeriod {
  const current = flag.findings.filter((finding) => finding.current)
  if (current.length > 0) {
    const since = current.map((finding) => finding.since).sort()[0] ?? flag.since
    return { current: true, since, signs: current.map((finding) => finding.sign) }
  }
  const to =
    flag.findings
      .map((finding) => finding.until)
      .sort()
      .at(-1) ?? flag.latest
  return { current: false, from: flag.since, to, signs: flag.findings.map((finding) => finding.sign), latest: flag.latest }
}

const SCALES: readonly PainScale[] = ['atRest', 'withMovement', 'atNight']

/**
 * A rise in pain the patient would feel as important: on any scale, the latest score (recorded in
 * the window) at least 2 points and 30% above the score the window started from, the last one
 * recorded on or before its first day (else its first score). Start and end, as the source
 * compared them: not the lowest score in between, which a single low reading would make.
 */
export function painRises(points: readonly PainPoint[], window: SignsWindow | undefined): PainRise[] {
  if (!window) return []
  return SCALES.flatMap((scale) => {
    const scored = points.flatMap((point) => {
      const value = point[scale]
      return value !== null && isPainInRange(value) ? [{ date: point.date, value }] : []
    })
    const latest = scored.at(-1)
    if (!latest || !within(latest.date, window)) return []
    const start = scored.findLast((score) => score.date <= window.from) ?? scored.find((score) => score.date >= window.from)
    if (!start || start === latest) return []
    const rise = latest.value - start.value
    const important = rise >= PAIN_RISE_POINTS && (start.value === 0 || (rise / start.value) * 100 >= PAIN_RISE_PERCENT)
    return important ? [{ scale, from: start.value, fromDate: start.date, to: latest.value, toDate: latest.date }] : []
  })
}

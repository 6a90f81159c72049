import { createRandom, type Random } from './random'
import { dayFrom, formatDate } from './wire'

/** What the clinic saw at one visit; measurements and assessments are both written from it. */
export type Visit = {
  index: number
  /** Midnight UTC of the visit day. */
  day: Date
  date: string
  /** Elapsed share of the course: 0 at the first visit, 1 at the last. */
  progress: number
  /** Minutes after midnight UTC when the photo was taken. */
  minuteOfDay: number
  area: number
  granulation: number
  slough: number
  eschar: number
  maxDepth: number
}

type Tissue = { granulation: number; slough: number; eschar: number }

type CourseSpec = {
  seed: number
  start: string
  visits: number
  /** Days until the next visit. */
  gap: (random: Random) => number
  /** The underlying healing curve, before measurement noise. */
  area: (progress: number) => number
  /** Relative spread of the measurement noise on the area (photo angle, tracing). */
  areaNoise: number
  tissue: (progress: number, random: Random) => Tissue
  maxDepth: (progress: number) => number
}

export function buildCourse(spec: CourseSpec): Visit[] {
  const random = createRandom(spec.seed)
  const offsets: number[] = [0]
  for (let i = 1; i < spec.visits; i++) offsets.push((offsets[i - 1] ?? 0) + spec.gap(random))
  const span = Math.max(1, offsets[offsets.length - 1] ?? 1)

  return offsets.map((offset, index) => {
    const progress = offset / span
    const day = dayFrom(spec.start, offset)
    const tissue = spec.tissue(progress, random)
    return {
      index,
      day,
      date: formatDate(day),
      progress,
      minuteOfDay: random.int(8 * 60, 16 * 60 + 30),
      area: Math.max(0.2, spec.area(progress) * (1 + random.jitter(spec.areaNoise))),
      granulation: clampPercent(tissue.granulation),
      slough: clampPercent(tissue.slough),
      eschar: clampPercent(tissue.eschar),
      maxDepth: Math.max(0.05, spec.maxDepth(progress) * (1 + random.jitter(0.08))),
    }
  })
}

/** Exponential healing from `from` to `to` cm² over the course. */
const exponentialArea = (from: number, to: number) => (progress: number) => from * Math.pow(to / from, progress)

/**
 * A wound that responds to treatment at once, then closes slowly: most of the reduction comes in
 * the first weeks (the pattern the 4-week area-reduction studies associate with healing).
 */
export const earlyResponseArea = (from: number, to: number, rate: number) => (progress: number) =>
  to + (from - to) * Math.exp(-rate * progress)

/**
 * Healing that stalls `plateaus` times: x − sin x is flat at every multiple of 2π, which gives
 * the stair-steps of a wound that stops improving for weeks and then moves again. The course
 * starts on a plateau and ends half a step later, where the curve falls fastest: the wound is
 * healing again by the last visits.
 */
export const plateauArea = (from: number, to: number, plateaus: number) => (progress: number) => {
  const end = 2 * Math.PI * (plateaus - 0.5)
  const x = end * progress
  return exponentialArea(from, to)((x - Math.sin(x)) / end)
}

/** Tissue moving from `early` to `late` in a straight line, with a few points of noise each. */
export const tissueTrend =
  (early: Tissue, late: Tissue, noise: number) =>
  (progress: number, random: Random): Tissue => {
    const at = (key: keyof Tissue) => early[key] + (late[key] - early[key]) * progress
    const eschar = Math.max(0, at('eschar') + random.jitter(noise / 2))
    return {
      granulation: Math.round(at('granulation') + random.jitter(noise)),
      // Eschar is gone for good once the line reaches 0: no flicker back to 1 %.
      eschar: at('eschar') <= 0.5 ? 0 : Math.round(eschar),
      slough: Math.round(at('slough') + random.jitter(noise)),
    }
  }

const clampPercent = (n: number) => Math.min(100, Math.max(0, n))

import type { ImageKind, MeasurementType } from '../api/schemas/measurement'
import type { Visit } from './course'
import type { Random } from './random'
import { atMinutes, formatDateTime, type WireImagePaths, type WireMeasurement } from './wire'

export type IdSequence = { next: () => number }

export function idSequence(first: number): IdSequence {
  let id = first
  return { next: () => id++ }
}

type MeasurementPlan = {
  visits: readonly Visit[]
  ids: IdSequence
  random: Random
  typeOf: (visit: Visit) => MeasurementType
  /** Older measurements are locked (signed off); the most recent ones are still editable. */
  isLocked: (visit: Visit) => boolean
  /** Length ÷ width of the wound, which keeps its shape from visit to visit. */
  aspect: number
}

export type BuiltMeasurements = { records: WireMeasurement[]; updatedAt: Map<number, string> }

const ALL_KINDS: readonly ImageKind[] = ['thumbnail', 'original', 'outline', 'classification']
const round2 = (n: number) => Math.round(n * 100) / 100
const round1 = (n: number) => Math.round(n * 10) / 10

const imagePath = (id: number, kind: ImageKind) => `/demo-images/${id}/${kind}.svg`

function imagesFor(id: number, kinds: readonly ImageKind[]): WireImagePaths {
  return Object.fromEntries(kinds.map((kind) => [kind, imagePath(id, kind)]))
}

type Part = { area: number; maxDepth: number; tissue: Pick<Visit, 'granulation' | 'slough' | 'eschar'> }

/**
 * Dimensions consistent with the area: an irregular ellipse fills about 70 % of its bounding box,
 * its rim is ~8 % longer than a smooth ellipse's, and the volume is area × average depth.
 */
function metrics(part: Part, aspect: number, random: Random) {
  const length = Math.sqrt((part.area * aspect) / 0.7)
  const width = length / aspect
  const a = length / 2
  const b = width / 2
  const ellipse = Math.PI * (3 * (a + b) - Math.sqrt((3 * a + b) * (a + 3 * b)))
  const avgDepth = part.maxDepth * random.between(0.5, 0.65)
  return {
    avg_depth: round2(avgDepth),
    max_depth: round2(part.maxDepth),
    max_width: round2(width),
    max_length: round2(length),
    perimeter: round2(ellipse * random.between(1.04, 1.12)),
    area: round2(part.area),
    volume: round2(part.area * avgDepth),
  }
}

function tissueOf(part: Part, random: Random, spread: number) {
  const shift = (n: number) => (n === 0 ? 0 : Math.min(100, Math.max(0, round1(n + random.jitter(spread)))))
  return { granulation: shift(part.tissue.granulation), slough: shift(part.tissue.slough), eschar: shift(part.tissue.eschar) }
}

/** Splits a part into `count` pieces whose areas add up to the whole. */
function split(part: Part, count: number, random: Random): Part[] {
  const weights = Array.from({ length: count }, () => random.between(0.6, 1.4))
  const sum = weights.reduce((total, w) => total + w, 0)
  return weights.map((w) => ({ ...part, area: (part.area * w) / sum, maxDepth: part.maxDepth * random.between(0.7, 1) }))
}

type Context = { plan: MeasurementPlan; visit: Visit; createdAt: Date }

/** A child record: real children sometimes lack a thumbnail or depths, which the specification allows. */
function child(ctx: Context, part: Part, type: MeasurementType, order: number, below?: () => WireMeasurement[]): WireMeasurement {
  const { random } = ctx.plan
  // A parent is stored before its children, so it takes the lower id.
  const id = ctx.plan.ids.next()
  const grandchildren = below ? below() : []
  const full = metrics(part, ctx.plan.aspect * random.between(0.8, 1.2), random)
  const { avg_depth, max_depth, volume, ...flat } = full
  const withDepths = random.chance(0.6)
  return {
    id,
    uid: random.uuid(),
    type,
    ...(withDepths ? { avg_depth, max_depth } : {}),
    ...flat,
    ...(withDepths ? { volume } : {}),
    date: ctx.visit.date,
    ...tissueOf(part, random, 4),
    is_locked: ctx.plan.isLocked(ctx.visit),
    images: imagesFor(id, random.chance(0.5) ? ALL_KINDS.slice(1) : ALL_KINDS),
    children: grandchildren,
    created_at: formatDateTime(new Date(ctx.createdAt.getTime() + (order + 1) * 1000)),
  }
}

function childrenOf(ctx: Context, type: MeasurementType, whole: Part): WireMeasurement[] {
  const { random } = ctx.plan
  if (type === 'multiple') {
    const parts = split(whole, random.int(2, 3), random)
    return parts.map((part, i) => child(ctx, part, 'regular', i))
  }
  if (type === 'group') {
    const [single, several] = split(whole, 2, random)
    if (!single || !several) return []
    const regular = child(ctx, single, 'regular', 0)
    const multiple = child(ctx, several, 'multiple', 1, () =>
      split(several, 2, random).map((part, i) => child(ctx, part, 'regular', 2 + i)),
    )
    return [regular, multiple]
  }
  return []
}

export function buildMeasurements(plan: MeasurementPlan): BuiltMeasurements {
  const updatedAt = new Map<number, string>()
  const records = plan.visits.map((visit) => {
    const { random } = plan
    const id = plan.ids.next()
    const type = plan.typeOf(visit)
    const createdAt = atMinutes(visit.day, visit.minuteOfDay)
    const whole: Part = { area: visit.area, maxDepth: visit.maxDepth, tissue: visit }
    const ctx: Context = { plan, visit, createdAt }
    const uid = random.uuid()
    const record: WireMeasurement = {
      id,
      uid,
      type,
      ...metrics(whole, plan.aspect * random.between(0.92, 1.08), random),
      date: visit.date,
      ...tissueOf(whole, random, 0),
      is_locked: plan.isLocked(visit),
      images: imagesFor(id, ALL_KINDS),
      children: childrenOf(ctx, type, whole),
      created_at: formatDateTime(createdAt),
    }
    // Locking is a sign-off a day or two later; open records were last touched just after capture.
    const touched = plan.isLocked(visit) ? atMinutes(visit.day, random.int(24 * 60, 3 * 24 * 60)) : atMinutes(createdAt, random.int(2, 40))
    updatedAt.set(id, formatDateTime(touched))
    return record
  })
  return { records, updatedAt }
}

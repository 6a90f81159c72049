import type { ImageKind, MeasurementType } from '../api/schemas/measurement'

/*
 * Records as the service sends them: snake_case, dates `YYYY-MM-DD`, moments
 * `YYYY-MM-DD HH:MM:SS` UTC. Numbers may be strings of digits only in the deliberately quirky
 * records, which is why numeric fields admit strings.
 */

type WireNumber = number | string

/** Image paths on the demo host; they become signed absolute URLs when a response is written. */
export type WireImagePaths = Partial<Record<ImageKind, string>>

export type WireMeasurement = {
  id: number
  uid: string
  type: MeasurementType
  avg_depth?: WireNumber
  max_depth?: WireNumber
  max_width?: WireNumber
  max_length?: WireNumber
  perimeter?: WireNumber
  area?: WireNumber
  volume?: WireNumber
  date: string
  granulation?: WireNumber
  slough?: WireNumber
  eschar?: WireNumber
  is_locked: boolean
  images?: WireImagePaths
  children?: WireMeasurement[]
  created_at: string
}

export type WireExtent = { direction: number[]; length: number }

export type WireAssessmentValues = {
  wound_edge: string[]
  peri_wound_skin: string[]
  pain: { at_rest_scale: number; with_movement_scale: number; at_night_scale: number }
  exudate: { amount: string; comment?: string; type: string }
  odor: string
  /** Open shape: the spec lists one alternative and says the others are not shown. */
  infection?: Record<string, unknown>
  tunneling?: WireExtent
  undermining?: WireExtent
  miscellaneous?: {
    unable_to_capture: string
    unable_to_capture_reason?: string | null
    qol_assessment_performed: string
    qol_details?: string | null
  }
  notes?: string
}

export type WireAssessment = { id: number; date: string; created_at: string; values: WireAssessmentValues }

const DAY_MS = 24 * 60 * 60 * 1000
const pad = (n: number) => String(n).padStart(2, '0')

export function dayFrom(start: string, days: number): Date {
  return new Date(Date.parse(`${start}T00:00:00Z`) + days * DAY_MS)
}

export function formatDate(moment: Date): string {
  return `${moment.getUTCFullYear()}-${pad(moment.getUTCMonth() + 1)}-${pad(moment.getUTCDate())}`
}

export function formatDateTime(moment: Date): string {
  return `${formatDate(moment)} ${pad(moment.getUTCHours())}:${pad(moment.getUTCMinutes())}:${pad(moment.getUTCSeconds())}`
}

/** A moment on the given day, `minutes` after midnight UTC. */
export function atMinutes(day: Date, minutes: number): Date {
  return new Date(day.getTime() + Math.round(minutes * 60) * 1000)
}

/** Reads a wire number, including the quirky strings of digits. */
export function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value)
  return undefined
}

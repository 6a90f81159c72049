import {
  EXUDATE_AMOUNTS,
  EXUDATE_TYPES,
  ODORS,
  PERI_WOUND_SKIN_CODES,
  WOUND_EDGE_CODES,
} from '../../api/schemas/assessment'
import { formatDate, humaniseCode } from '../../shared/format'

/** One entry of a coded list: a known code in words, or free text exactly as entered. */
export type CodedEntry = { text: string; freeText: boolean }

const FREE_TEXT_MARKERS = new Set(['OTHER-FREE-TEXT', 'OTHER_FREE_TEXT'])

const LABELS: Record<string, string> = {
  HYPERKERTOSIS: 'Hyperkeratosis',
  HEAMOPURULENT: 'Haemopurulent',
  SITE_SPECIFIC_ECZEMA: 'Site-specific eczema',
  'OTHER-FREE-TEXT': 'Other',
  OTHER_FREE_TEXT: 'Other',
  MINIMUM: 'Minimal',
}

export function codeLabel(code: string): string {
  return LABELS[code] ?? humaniseCode(code)
}

/**
 * The spec allows free-text strings beside the codes (2.1.1). Known codes are put into words;
 * anything else is the clinician's own text and is shown as entered.
 */
export function codedEntries(values: readonly string[], known: readonly string[]): CodedEntry[] {
  const entries = values.map((value) =>
    known.includes(value) ? { text: codeLabel(value), freeText: false, marker: FREE_TEXT_MARKERS.has(value) } : { text: value, freeText: true, marker: false },
  )
  // "Other" only says that free text follows; when the text is there, the marker adds nothing.
  const hasText = entries.some((entry) => entry.freeText)
  return entries.filter((entry) => !(entry.marker && hasText)).map(({ text, freeText }) => ({ text, freeText }))
}

export const woundEdgeEntries = (values: readonly string[]) => codedEntries(values, WOUND_EDGE_CODES)
export const periWoundSkinEntries = (values: readonly string[]) => codedEntries(values, PERI_WOUND_SKIN_CODES)

/** A code from a closed list, in words; an unknown one is shown as sent and marked. */
export function enumLabel(
  value: string | undefined,
  known: readonly string[],
  labels: Record<string, string> = {},
): { text: string; unknown: boolean } | undefined {
  if (value === undefined || value === '') return undefined
  return known.includes(value) ? { text: labels[value] ?? codeLabel(value), unknown: false } : { text: value, unknown: true }
}

export const exudateAmountLabel = (v: string | undefined) => enumLabel(v, EXUDATE_AMOUNTS)
export const exudateTypeLabel = (v: string | undefined) => enumLabel(v, EXUDATE_TYPES)
export const odorLabel = (v: string | undefined) => enumLabel(v, ODORS, { NO: 'No odour' })

/** "2, 3 and 4 o'clock". */
export function clockPositions(directions: readonly number[]): string {
  const sorted = [...new Set(directions)].sort((a, b) => a - b).map(String)
  if (sorted.length === 0) return ''
  const last = sorted.pop()
  return `${sorted.length > 0 ? `${sorted.join(', ')} and ` : ''}${last ?? ''} o'clock`
}

const INFECTION_LABELS: Record<string, string> = {
  infected: 'Infected',
  signs_of_local_infection: 'Signs of local infection',
  wound_swab: 'Wound swab',
  wound_swab_date: 'Swab date',
}

/**
 * The infection object's shape is open (spec 2.1.1: alternatives not shown). Known fields get
 * their labels; every other key is listed as it came, so nothing the service said is hidden.
 */
export function infectionEntries(infection: unknown): { label: string; value: string; known: boolean }[] {
  if (infection === undefined || infection === null) return []
  if (typeof infection !== 'object' || Array.isArray(infection)) {
    return [{ label: 'Infection', value: describeValue(infection), known: false }]
  }
  return Object.entries(infection).map(([key, value]) => {
    const label = INFECTION_LABELS[key]
    if (key === 'wound_swab_date' && typeof value === 'string') return { label: 'Swab date', value: formatDate(value), known: true }
    return label
      ? { label, value: describeValue(value, true), known: true }
      : { label: humaniseCode(key), value: describeValue(value), known: false }
  })
}

function describeValue(value: unknown, humanise = false): string {
  if (value === null || value === undefined) return '—'
  if (Array.isArray(value)) return value.map((v) => describeValue(v, humanise)).join(', ')
  if (typeof value === 'string') return humanise && /^[A-Z0-9_-]+$/.test(value) ? codeLabel(value.replace(/__+/g, ' / ')) : value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return JSON.stringify(value)
}

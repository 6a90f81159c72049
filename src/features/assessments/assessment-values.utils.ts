import {
  EXUDATE_AMOUNTS,
  EXUDATE_TYPES,
  ODORS,
  PERI_WOUND_SKIN_CODES,
  WOUND_EDGE_CODES,
  YES_NO,
  YES_NO_NA,
} from '../../api/schemas/assessment'
import { FREE_TEXT_MARKERS } from '../../domain/assessment-signs'
import { DASH, formatDate, formatNumber } from '../../text/format'
import { isolate } from '../../text/isolate'
import { codeLabel, type AssessmentsTranslate, type AssessmentsWord } from './assessment-words'

/** One entry of a coded list: a known code in words, or free text exactly as entered. */
export type CodedEntry = { text: string; freeText: boolean }

/** A value from a closed list: in words when known, as sent (and marked) when not. */
export type CodedValue = { text: string; unknown: boolean }

/**
 * The spec allows free-text strings beside the codes (2.1.1). Known codes are put into words;
 * anything else is the clinician's own text and is shown as entered.
 */
function codedEntries(t: AssessmentsTranslate, values: readonly string[], known: readonly string[]): CodedEntry[] {
  const entries = values.map((value) =>
    known.includes(value)
      ? { text: codeLabel(t, value), freeText: false, marker: FREE_TEXT_MARKERS.has(value) }
      : { text: value, freeText: true, marker: false },
  )
  // "Other" only says that free text follows; when the text is there, the marker adds nothing.
  const hasText = entries.some((entry) => entry.freeText)
  return entries.filter((entry) => !(entry.marker && hasText)).map(({ text, freeText }) => ({ text, freeText }))
}

export const woundEdgeEntries = (t: AssessmentsTranslate, values: readonly string[] | undefined) =>
  codedEntries(t, values ?? [], WOUND_EDGE_CODES)
export const periWoundSkinEntries = (t: AssessmentsTranslate, values: readonly string[] | undefined) =>
  codedEntries(t, values ?? [], PERI_WOUND_SKIN_CODES)

/** A code from a closed list, in words; an unknown one is shown as sent and marked. */
function enumLabel(
  t: AssessmentsTranslate,
  value: string | undefined,
  known: readonly string[],
  labels: ReadonlyMap<string, AssessmentsWord> = new Map(),
): CodedValue | undefined {
  if (value === undefined || value === '') return undefined
  if (!known.includes(value)) return { text: value, unknown: true }
  const label = labels.get(value)
  return { text: label ? t(label) : codeLabel(t, value), unknown: false }
}

/** The odour code "NO" is no odour. */
const ODOR_LABELS = new Map<string, AssessmentsWord>([['NO', 'codeNoOdour']])

export const exudateAmountLabel = (t: AssessmentsTranslate, v: string | undefined) => enumLabel(t, v, EXUDATE_AMOUNTS)
export const exudateTypeLabel = (t: AssessmentsTranslate, v: string | undefined) => enumLabel(t, v, EXUDATE_TYPES)
export const odorLabel = (t: AssessmentsTranslate, v: string | undefined) => enumLabel(t, v, ODORS, ODOR_LABELS)
export const yesNoLabel = (t: AssessmentsTranslate, v: string | undefined) => enumLabel(t, v, YES_NO)
export const yesNoNaLabel = (t: AssessmentsTranslate, v: string | undefined) => enumLabel(t, v, YES_NO_NA)

type PainScore =
  | { kind: 'missing' }
  | { kind: 'scale'; value: number; text: string }
  /** Sent, but not on the 0–10 scale: shown as sent, never drawn or clamped. */
  | { kind: 'off-scale'; value: number; text: string }

export function painScore(value: number | undefined): PainScore {
  if (value === undefined || !Number.isFinite(value)) return { kind: 'missing' }
  const text = formatNumber(value)
  return value >= 0 && value <= 10 ? { kind: 'scale', value, text } : { kind: 'off-scale', value, text }
}

export type InfectionEntry = {
  /** The key exactly as sent; empty when the infection value is not an object. */
  key: string
  label: string
  value: string
  /** False for a key the spec does not describe, or a value that is not an object at all. */
  known: boolean
}

/** The infection fields the specification describes, by their labels; any other key is listed as sent. */
const INFECTION_LABELS = new Map<string, AssessmentsWord>([
  ['infected', 'infectionInfected'],
  ['signs_of_local_infection', 'infectionSigns'],
  ['wound_swab', 'infectionSwab'],
  ['wound_swab_date', 'infectionSwabDate'],
])

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The infection object's shape is open (the specification shows one and leaves the others open). Known fields get
 * their labels; every other key is listed as it came, so nothing the service said is hidden.
 */
export function infectionEntries(t: AssessmentsTranslate, infection: unknown): InfectionEntry[] {
  if (infection === undefined || infection === null) return []
  if (!isRecord(infection)) return [{ key: '', label: t('infectionRecordedAs'), value: describeValue(t, infection), known: false }]
  return Object.entries(infection).map(([key, value]) => {
    const label = INFECTION_LABELS.get(key)
    if (label === undefined) return { key, label: key, value: describeValue(t, value), known: false }
    const text = key === 'wound_swab_date' && typeof value === 'string' ? formatDate(value) : describeValue(t, value, true)
    return { key, label: t(label), value: text, known: true }
  })
}

/**
 * The same, shorter, for a table cell: the signs counted, the swab and its date on one line.
 * Unknown keys stay listed as sent; the detail panel has everything in full.
 */
export function infectionSummary(t: AssessmentsTranslate, infection: unknown): InfectionEntry[] {
  const entries = infectionEntries(t, infection)
  if (!isRecord(infection)) return entries
  const swabDate = entries.find((entry) => entry.key === 'wound_swab_date')
  const hasSwab = entries.some((entry) => entry.key === 'wound_swab')
  return entries.flatMap((entry): InfectionEntry[] => {
    switch (entry.key) {
      case 'signs_of_local_infection': {
        const signs = infection[entry.key]
        const value = Array.isArray(signs) ? t('signsCount', { count: signs.length }) : entry.value
        return [{ ...entry, label: t('infectionSignsShort'), value }]
      }
      case 'wound_swab':
        return [
          {
            ...entry,
            label: t('infectionSwabShort'),
            value:
              swabDate && swabDate.value !== DASH
                ? t('swabOnDate', { swab: isolate(entry.value), date: isolate(swabDate.value) })
                : entry.value,
          },
        ]
      case 'wound_swab_date':
        return hasSwab ? [] : [entry]
      default:
        return [entry]
    }
  })
}

/** Codes of the spec's own fields in words ("BLEEDING__FRIABLE…" → "Bleeding / friable …"); other text as sent. */
function describeValue(t: AssessmentsTranslate, value: unknown, humanise = false): string {
  if (value === null || value === undefined || value === '') return DASH
  if (Array.isArray(value)) return value.length === 0 ? t('noneListed') : value.map((v) => describeValue(t, v, humanise)).join(', ')
  if (typeof value === 'string') return humanise && /^[A-Z0-9_-]+$/.test(value) ? codeLabel(t, value.replace(/__+/g, ' / ')) : value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return JSON.stringify(value)
}

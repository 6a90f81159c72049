import * as z from 'zod/mini'
import { hasInvisible } from '../../text/plain-text'
import { HIDDEN_CHARACTERS, REPORT_INPUT, toRecordIssues, type RecordIssue } from './issues'
import { lenientNumberList, lenientStringList } from './lenient-lists'
import { lenientId, lenientNumber, lenientString, strictDate, strictDateTime } from './primitives'

/** Spec 2.1.1. Both spellings of the free-text marker occur in the specification. */
export const WOUND_EDGE_CODES = ['ATTACHED', 'NOT_ATTACHED', 'ROLLED', 'EPITHELIALIZED', 'OTHER-FREE-TEXT', 'OTHER_FREE_TEXT'] as const
export const PERI_WOUND_SKIN_CODES = [
  'ABNORMAL',
  'BLISTERING_ERUPTION',
  'BRUISING',
  'CALLOUSED',
  'DRY',
  'EDEMA',
  'ERYTHEMA',
  'EXCORIATION',
  'FRAGILE',
  'HYPERKERTOSIS',
  'INDURATED',
  'MACERATION',
  'NORMAL',
  'SCALY',
  'SITE_SPECIFIC_ECZEMA',
  'OTHER_FREE_TEXT',
  'OTHER-FREE-TEXT',
] as const
export const EXUDATE_AMOUNTS = ['NONE', 'MINIMUM', 'MODERATE', 'LARGE'] as const
export const EXUDATE_TYPES = ['SEROUS', 'PURULENT', 'SANGUINEOUS', 'SERO-SANGUINEOUS', 'HEAMOPURULENT', 'OTHER'] as const
export const ODORS = ['NO', 'MALODOROUS'] as const
export const YES_NO = ['YES', 'NO'] as const
export const YES_NO_NA = ['YES', 'NO', 'N/A'] as const

/**
 * An entry of a coded list or of the infection object: a code, or the clinician's free text (both
 * allowed), never with invisible characters in it: a bidirectional override or a zero-width space
 * makes a code look like another, or reorders the words shown after it.
 */
const codeOrText = z.string().check(z.refine((text) => !hasInvisible(text), HIDDEN_CHARACTERS))

const painScale = z.int().check(z.gte(0), z.lte(10))
const clockDirection = z.int().check(z.gte(1), z.lte(12))
const strictExtent = z.object({ direction: z.array(clockDirection), length: z.int() })

/**
 * The infection object is "a choice between alternative shapes" whose alternatives are not shown
 * (the specification shows one and leaves others open). We check the one shape the spec describes; anything else is kept and flagged.
 * The vocabulary of each field is not shown either, so only types are checked.
 */
const strictInfection = z.strictObject({
  infected: z.optional(codeOrText),
  signs_of_local_infection: z.optional(z.array(codeOrText)),
  wound_swab: z.optional(codeOrText),
  wound_swab_date: z.optional(z.nullable(strictDate)),
})

/**
 * Spec 2.1.1 as written. Free-text entries in wound_edge and peri_wound_skin are allowed by the
 * spec ("free-text strings also occur as additional entries"), so they are not issues.
 */
const strictValues = z.object({
  wound_edge: z.array(codeOrText),
  peri_wound_skin: z.array(codeOrText),
  pain: z.object({ at_rest_scale: painScale, with_movement_scale: painScale, at_night_scale: painScale }),
  exudate: z.object({
    amount: z.enum(EXUDATE_AMOUNTS),
    comment: z.optional(z.nullable(z.string())),
    type: z.enum(EXUDATE_TYPES),
  }),
  odor: z.enum(ODORS),
  infection: z.optional(strictInfection),
  tunneling: z.optional(strictExtent),
  undermining: z.optional(strictExtent),
  miscellaneous: z.optional(
    z.object({
      unable_to_capture: z.enum(YES_NO),
      unable_to_capture_reason: z.optional(z.nullable(z.string())),
      qol_assessment_performed: z.enum(YES_NO_NA),
      qol_details: z.optional(z.nullable(z.string())),
    }),
  ),
  notes: z.optional(z.nullable(z.string())),
})

export const StrictAssessment = z.object({
  id: z.int(),
  date: z.optional(strictDate),
  created_at: z.optional(strictDateTime),
  values: z.optional(strictValues),
})

const lenientObject = <T extends z.core.$ZodLooseShape>(shape: T) => z.catch(z.optional(z.object(shape)), undefined)

const lenientExtent = lenientObject({ direction: lenientNumberList, length: lenientNumber })

/** What the viewer keeps of an assessment's values, whatever arrived. */
const AssessmentValues = z.object({
  wound_edge: lenientStringList,
  peri_wound_skin: lenientStringList,
  pain: lenientObject({ at_rest_scale: lenientNumber, with_movement_scale: lenientNumber, at_night_scale: lenientNumber }),
  exudate: lenientObject({ amount: lenientString, comment: lenientString, type: lenientString }),
  odor: lenientString,
  /** Kept exactly as sent: its shape is open (see strictInfection). */
  infection: z.optional(z.unknown()),
  tunneling: lenientExtent,
  undermining: lenientExtent,
  miscellaneous: lenientObject({
    unable_to_capture: lenientString,
    unable_to_capture_reason: lenientString,
    qol_assessment_performed: lenientString,
    qol_details: lenientString,
  }),
  notes: lenientString,
})

export const AssessmentFields = z.object({
  id: lenientId,
  date: lenientString,
  created_at: lenientString,
  values: z.catch(z.optional(AssessmentValues), undefined),
})

export type AssessmentValues = z.infer<typeof AssessmentValues>
export type Assessment = z.infer<typeof AssessmentFields> & { issues: RecordIssue[] }

type KeptFields = z.infer<typeof AssessmentFields>
type StrictValues = z.infer<typeof strictValues>

/** The spec allows null for these texts; the lenient schema keeps null as "not given". */
const text = (value: string | null | undefined): string | undefined => value ?? undefined

/** `key` of `from` read as text, when the record has it (an absent key stays absent). */
function optionalText<K extends string>(from: Partial<Record<K, string | null>>, key: K): Partial<Record<K, string | undefined>> {
  return key in from ? ({ [key]: text(from[key]) } as Partial<Record<K, string | undefined>>) : {}
}

/**
 * What the lenient schema keeps of values the strict schema accepted, without running it: the
 * same values, nulls read as "not given", the infection object exactly as sent.
 */
function valuesOfStrict(values: StrictValues, sent: unknown): AssessmentValues {
  const { exudate, miscellaneous: misc } = values
  const kept: AssessmentValues = {
    wound_edge: values.wound_edge,
    peri_wound_skin: values.peri_wound_skin,
    pain: values.pain,
    exudate: { amount: exudate.amount, ...optionalText(exudate, 'comment'), type: exudate.type },
    odor: values.odor,
    ...optionalText(values, 'notes'),
  }
  if ('infection' in values) kept.infection = (sent as { infection?: unknown }).infection
  if ('tunneling' in values) kept.tunneling = values.tunneling
  if ('undermining' in values) kept.undermining = values.undermining
  if (misc !== undefined) {
    kept.miscellaneous = {
      unable_to_capture: misc.unable_to_capture,
      ...optionalText(misc, 'unable_to_capture_reason'),
      qol_assessment_performed: misc.qol_assessment_performed,
      ...optionalText(misc, 'qol_details'),
    }
  }
  return kept
}

function fieldsOfStrict(strict: z.infer<typeof StrictAssessment>, input: object): KeptFields {
  const kept: KeptFields = { id: strict.id }
  if ('date' in strict) kept.date = strict.date
  if ('created_at' in strict) kept.created_at = strict.created_at
  if (strict.values !== undefined) kept.values = valuesOfStrict(strict.values, (input as { values?: unknown }).values)
  return kept
}

/**
 * One record, checked once: the strict schema says whether it matches the specification, and
 * when it does (nearly always) its result is what the viewer keeps. Only a record it refuses is
 * read a second time, leniently, to keep everything that can be kept.
 */
export function parseAssessment(raw: unknown): Assessment {
  const isObject = typeof raw === 'object' && raw !== null && !Array.isArray(raw)
  const input: object = isObject ? raw : {}
  const issues: RecordIssue[] = isObject ? [] : [{ path: '(record)', problem: { kind: 'not-an-object' } }]
  const strict = StrictAssessment.safeParse(input, REPORT_INPUT)
  if (!strict.success) issues.push(...toRecordIssues(strict.error.issues))
  return { ...(strict.success ? fieldsOfStrict(strict.data, input) : AssessmentFields.parse(input)), issues }
}

import { MEASURE_KEYS, type AssessmentField, type FilterKey, type MeasureKey, type MeasurementField } from '../api/fields'

/*
 * The fields of the service's records as a clinician reads them: one unit, one number of decimals
 * for each, whatever shows it (table, column chooser, filters, charts, printed report, CSV); each
 * field's name is the language's (src/lists/field-names.ts, src/words/first-rows). Which fields a list may ask for
 * (`fields`) and what each filter key takes are the service's rules: they stay in api/fields.ts
 * beside the requests and are read from there into this table.
 *
 * A measured value (a number or a percentage on the wire) also has a role, which says where it is
 * drawn and listed: `size` (area, volume and the lengths), `tissue` (a share of the wound bed). The
 * tables, the CSV, the charts, the printed report, the visit and the note list the measured values
 * in this table's order; a new one is a line here, a line in api/fields.ts and its name in words.
 */

/** Where a measured value belongs: the wound's size, or a share of its bed's tissue. */
export type MeasureRole = 'size' | 'tissue'

type FieldFacts = { unit?: string; digits?: number; role?: MeasureRole }
type MeasureFacts = FieldFacts & { unit: string; digits: number; role: MeasureRole }

const FACTS = {
  id: {},
  uid: {},
  date: {},
  type: {},
  area: { unit: 'cm²', digits: 2, role: 'size' },
  perimeter: { unit: 'cm', digits: 2, role: 'size' },
  max_length: { unit: 'cm', digits: 2, role: 'size' },
  max_width: { unit: 'cm', digits: 2, role: 'size' },
  avg_depth: { unit: 'cm', digits: 2, role: 'size' },
  max_depth: { unit: 'cm', digits: 2, role: 'size' },
  volume: { unit: 'cm³', digits: 2, role: 'size' },
  granulation: { unit: '%', digits: 1, role: 'tissue' },
  slough: { unit: '%', digits: 1, role: 'tissue' },
  eschar: { unit: '%', digits: 1, role: 'tissue' },
  is_locked: {},
  images: {},
  created_at: {},
  updated_at: {},
  values: {},
} as const satisfies Record<Exclude<MeasurementField | AssessmentField | FilterKey, MeasureKey>, FieldFacts> &
  Record<MeasureKey, MeasureFacts>

export type FieldKey = keyof typeof FACTS

type Field = {
  key: FieldKey
  /** The unit every value is in (cm, cm², cm³, %); none for words, dates and ids. */
  unit: string | undefined
  /** Decimals shown. */
  digits: number
  /** A measured value's role; none for the other fields. */
  role: MeasureRole | undefined
}

function fieldOf(key: FieldKey): Field {
  const facts: FieldFacts = FACTS[key]
  return { key, unit: facts.unit, digits: facts.digits ?? 0, role: facts.role }
}

export const FIELD_KEYS = Object.keys(FACTS) as FieldKey[]
export const FIELDS = Object.fromEntries(FIELD_KEYS.map((key) => [key, fieldOf(key)])) as Record<FieldKey, Field>

const isMeasure = (key: FieldKey): key is MeasureKey => (MEASURE_KEYS as readonly string[]).includes(key)

/** The measured values of a measurement, in the order a clinician reads them: size, then tissue. */
export const MEASURED_FIELDS: readonly MeasureKey[] = FIELD_KEYS.filter(isMeasure)
export type MeasuredField = MeasureKey

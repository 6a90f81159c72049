import {
  FILTER_KINDS,
  MEASURE_KEYS,
  isFilterKey,
  type AssessmentField,
  type FilterKey,
  type FilterKind,
  type MeasureKey,
  type MeasurementField,
} from '../api/fields'
import { ALLOWED_FIELDS, type Endpoint } from '../api/params'
import { isMeasurementType } from '../api/schemas/measurement'

/*
 * The fields of the service's records as a clinician reads them: one name, one unit, one number of
 * decimals for each, whatever shows it (table, column chooser, filters, charts, printed report,
 * CSV). Which fields a list may ask for (`fields`) and what each filter key takes are the service's
 * rules: they stay in api/fields.ts beside the requests and are read from there into this table.
 *
 * A measured value (a number or a percentage on the wire) also has a role, which says where it is
 * drawn and listed: `size` (area, volume and the lengths), `tissue` (a share of the wound bed). The
 * tables, the CSV, the charts, the printed report, the visit and the note list the measured values
 * in this table's order; a new one is a line here and a line in api/fields.ts.
 */

/** Where a measured value belongs: the wound's size, or a share of its bed's tissue. */
export type MeasureRole = 'size' | 'tissue'

type FieldText = { label: string; unit?: string; digits?: number }
type MeasureText = FieldText & { unit: string; digits: number; role: MeasureRole }

const TEXT = {
  id: { label: 'ID' },
  uid: { label: 'UID' },
  date: { label: 'Date' },
  type: { label: 'Type' },
  area: { label: 'Area', unit: 'cm²', digits: 2, role: 'size' },
  perimeter: { label: 'Perimeter', unit: 'cm', digits: 2, role: 'size' },
  max_length: { label: 'Max length', unit: 'cm', digits: 2, role: 'size' },
  max_width: { label: 'Max width', unit: 'cm', digits: 2, role: 'size' },
  avg_depth: { label: 'Avg depth', unit: 'cm', digits: 2, role: 'size' },
  max_depth: { label: 'Max depth', unit: 'cm', digits: 2, role: 'size' },
  volume: { label: 'Volume', unit: 'cm³', digits: 2, role: 'size' },
  granulation: { label: 'Granulation', unit: '%', digits: 1, role: 'tissue' },
  slough: { label: 'Slough', unit: '%', digits: 1, role: 'tissue' },
  eschar: { label: 'Eschar', unit: '%', digits: 1, role: 'tissue' },
  is_locked: { label: 'Locked' },
  images: { label: 'Images' },
  created_at: { label: 'Created' },
  updated_at: { label: 'Updated' },
  values: { label: 'Values' },
} as const satisfies Record<Exclude<MeasurementField | AssessmentField | FilterKey, MeasureKey>, FieldText> &
  Record<MeasureKey, MeasureText>

export type FieldKey = keyof typeof TEXT

export type Field = {
  key: FieldKey
  label: string
  /** The unit every value is in (cm, cm², cm³, %); none for words, dates and ids. */
  unit: string | undefined
  /** Decimals shown. */
  digits: number
  /** What a filter on this key takes; undefined when the service filters on no such key. */
  filterKind: FilterKind | undefined
  /** The lists that may ask for this field in `fields`. */
  inFields: readonly Endpoint[]
}

const ENDPOINTS: readonly Endpoint[] = ['measurements', 'assessments']

function fieldOf(key: FieldKey): Field {
  const text: FieldText = TEXT[key]
  return {
    key,
    label: text.label,
    unit: text.unit,
    digits: text.digits ?? 0,
    filterKind: isFilterKey(key) ? FILTER_KINDS[key] : undefined,
    inFields: ENDPOINTS.filter((endpoint) => ALLOWED_FIELDS[endpoint].includes(key)),
  }
}

export const FIELD_KEYS = Object.keys(TEXT) as FieldKey[]
export const FIELDS = Object.fromEntries(FIELD_KEYS.map((key) => [key, fieldOf(key)])) as Record<FieldKey, Field>

export const isFieldKey = (key: string): key is FieldKey => key in TEXT

/** How a field is named; an unknown key as it is. */
export const fieldLabel = (key: string): string => (isFieldKey(key) ? FIELDS[key].label : key)

/** "Area (cm²)": units live in headers and names, so cells stay plain numbers. */
export const withUnit = (label: string, unit: string | undefined): string => (unit ? `${label} (${unit})` : label)

/** A field's column header: its label with its unit. */
export const fieldHeader = (key: FieldKey): string => withUnit(FIELDS[key].label, FIELDS[key].unit)

const isMeasure = (key: FieldKey): key is MeasureKey => (MEASURE_KEYS as readonly string[]).includes(key)

/** The measured values of a measurement, in the order a clinician reads them: size, then tissue. */
export const MEASURED_FIELDS: readonly MeasureKey[] = FIELD_KEYS.filter(isMeasure)
export type MeasuredField = MeasureKey

/**
 * Every measured value as sent, or null when missing: never 0 for missing.
 * Tissue percentages each as sent: they are not assumed to sum to 100.
 */
export type MeasuredValues = Record<MeasuredField, number | null>

export function measuredValues(m: Partial<Record<MeasuredField, number>>): MeasuredValues {
  return Object.fromEntries(MEASURED_FIELDS.map((key) => [key, m[key] ?? null])) as MeasuredValues
}

/** The measured values of one role, in reading order. */
export const measuresOf = (role: MeasureRole): readonly MeasuredField[] => MEASURED_FIELDS.filter((key) => TEXT[key].role === role)

const TYPE_LABELS = { group: 'Group', multiple: 'Multiple', regular: 'Regular' } as const

/**
 * A measurement's type in words ("Group"); a type the service should not send is shown as sent and
 * said to be unknown ("polygon (unknown type)"). Undefined when the record has none.
 */
export function measurementTypeLabel(type: string | undefined): string | undefined {
  if (type === undefined || type === '') return undefined
  return isMeasurementType(type) ? TYPE_LABELS[type] : `${type} (unknown type)`
}

/**
 * A measurement named by its type, as captions begin: "Group measurement"; a type the service
 * should not send in brackets after the noun ("Measurement (polygon)"), so the caption still
 * starts with what the record is.
 */
export function measurementNoun(type: string | undefined): string {
  if (type === undefined || type === '') return 'Measurement'
  return isMeasurementType(type) ? `${TYPE_LABELS[type]} measurement` : `Measurement (${type})`
}

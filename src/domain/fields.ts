import { FILTER_KINDS, isFilterKey, type FilterKey, type FilterKind } from '../api/filters'
import { ASSESSMENT_FIELDS, MEASUREMENT_FIELDS, type AssessmentField, type Endpoint, type MeasurementField } from '../api/params'
import { isMeasurementType } from '../api/schemas/measurement'

/*
 * The fields of the service's records as a clinician reads them: one name, one unit, one number of
 * decimals for each, whatever shows it (table, column chooser, filters, charts, printed report,
 * CSV). Which fields a list may ask for (`fields`) and what each filter key takes are the service's
 * rules: they stay in api/ beside the requests and are read from there into this table.
 */

type FieldText = { label: string; unit?: string; digits?: number }

const TEXT = {
  id: { label: 'ID' },
  uid: { label: 'UID' },
  date: { label: 'Date' },
  type: { label: 'Type' },
  area: { label: 'Area', unit: 'cm²', digits: 2 },
  perimeter: { label: 'Perimeter', unit: 'cm', digits: 2 },
  max_length: { label: 'Max length', unit: 'cm', digits: 2 },
  max_width: { label: 'Max width', unit: 'cm', digits: 2 },
  avg_depth: { label: 'Avg depth', unit: 'cm', digits: 2 },
  max_depth: { label: 'Max depth', unit: 'cm', digits: 2 },
  volume: { label: 'Volume', unit: 'cm³', digits: 2 },
  granulation: { label: 'Granulation', unit: '%', digits: 1 },
  slough: { label: 'Slough', unit: '%', digits: 1 },
  eschar: { label: 'Eschar', unit: '%', digits: 1 },
  is_locked: { label: 'Locked' },
  images: { label: 'Images' },
  created_at: { label: 'Created' },
  updated_at: { label: 'Updated' },
  values: { label: 'Values' },
} as const satisfies Record<MeasurementField | AssessmentField | FilterKey, FieldText>

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

const FIELD_LISTS: Record<Endpoint, readonly string[]> = { measurements: MEASUREMENT_FIELDS, assessments: ASSESSMENT_FIELDS }
const ENDPOINTS: readonly Endpoint[] = ['measurements', 'assessments']

function fieldOf(key: FieldKey): Field {
  const text: FieldText = TEXT[key]
  return {
    key,
    label: text.label,
    unit: text.unit,
    digits: text.digits ?? 0,
    filterKind: isFilterKey(key) ? FILTER_KINDS[key] : undefined,
    inFields: ENDPOINTS.filter((endpoint) => FIELD_LISTS[endpoint].includes(key)),
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

/** The measured values of a measurement, in the order a clinician reads them: size, then tissue. */
export const MEASURED_FIELDS = [
  'area',
  'perimeter',
  'max_length',
  'max_width',
  'avg_depth',
  'max_depth',
  'volume',
  'granulation',
  'slough',
  'eschar',
] as const satisfies readonly FieldKey[]
export type MeasuredField = (typeof MEASURED_FIELDS)[number]

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

import { MEASURE_KEYS, type AssessmentField, type FilterKey, type MeasureKey, type MeasurementField } from '../api/fields'
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

type FieldText = { label: string; unit?: string; digits?: number; role?: MeasureRole }
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

type FieldKey = keyof typeof TEXT

type Field = {
  key: FieldKey
  label: string
  /** The unit every value is in (cm, cm², cm³, %); none for words, dates and ids. */
  unit: string | undefined
  /** Decimals shown. */
  digits: number
  /** A measured value's role; none for the other fields. */
  role: MeasureRole | undefined
}

function fieldOf(key: FieldKey): Field {
  const text: FieldText = TEXT[key]
  return {
    key,
    label: text.label,
    unit: text.unit,
    digits: text.digits ?? 0,
    role: text.role,
  }
}

export const FIELD_KEYS = Object.keys(TEXT) as FieldKey[]
export const FIELDS = Object.fromEntries(FIELD_KEYS.map((key) => [key, fieldOf(key)])) as Record<FieldKey, Field>

const isFieldKey = (key: string): key is FieldKey => Object.hasOwn(TEXT, key)

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

const TYPE_LABELS = { group: 'Group', multiple: 'Multiple', regular: 'Regular' } as const

/**
 * A measurement's type in words ("Group"); a type the service should not send is shown as sent and
 * said to be unknown ("polygon (unknown type)"). Undefined when the record has none.
 */
export function measurementTypeLabel(type: string | undefined): string | undefined {
  if (type === undefined || type === '') return undefined
  return isMeasurementType(type) ? TYPE_LABELS[type] : `${type} (unknown type)`
}

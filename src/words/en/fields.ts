import { FIELDS, type FieldKey } from '../../domain/fields'
import { isMeasurementType } from '../../api/schemas/measurement'

/* The fields' names (their units and decimals: domain/fields.ts), whatever shows them. */

const FIELD_LABELS: Readonly<Record<FieldKey, string>> = {
  id: 'ID',
  uid: 'UID',
  date: 'Date',
  type: 'Type',
  area: 'Area',
  perimeter: 'Perimeter',
  max_length: 'Max length',
  max_width: 'Max width',
  avg_depth: 'Avg depth',
  max_depth: 'Max depth',
  volume: 'Volume',
  granulation: 'Granulation',
  slough: 'Slough',
  eschar: 'Eschar',
  is_locked: 'Locked',
  images: 'Images',
  created_at: 'Created',
  updated_at: 'Updated',
  values: 'Values',
}

/** How a field is named; an unknown key (or one only an object's prototype has) as it is. */
export const fieldLabel = (key: string): string => (Object.hasOwn(FIELD_LABELS, key) ? FIELD_LABELS[key as FieldKey] : key)

/** "Area (cm²)": units live in headers and names, so cells stay plain numbers. */
export const withUnit = (label: string, unit: string | undefined): string => (unit ? `${label} (${unit})` : label)

/** A field's column header: its label with its unit. */
export const fieldHeader = (key: FieldKey): string => withUnit(FIELD_LABELS[key], FIELDS[key].unit)

const TYPE_LABELS = { group: 'Group', multiple: 'Multiple', regular: 'Regular' } as const

/**
 * A measurement's type in words ("Group"); a type the service should not send is shown as sent and
 * said to be unknown ("polygon (unknown type)"). Undefined when the record has none.
 */
export function measurementTypeLabel(type: string | undefined): string | undefined {
  if (type === undefined || type === '') return undefined
  return isMeasurementType(type) ? TYPE_LABELS[type] : `${type} (unknown type)`
}

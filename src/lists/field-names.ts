import { isMeasurementType } from '../api/schemas/measurement'
import { FIELDS, type FieldKey } from '../domain/fields'
import type { MessageId, Say } from '../i18n/numbered'
import * as w from '../words/first-rows/messages'

/*
 * The fields' names (their units and decimals: domain/fields.ts) in the language shown, whatever
 * shows them: each field's message in the first rows' catalog (src/words/first-rows).
 */

const FIELD_NAMES: Readonly<Record<FieldKey, MessageId<undefined>>> = {
  id: w.fieldId,
  uid: w.fieldUid,
  date: w.fieldDate,
  type: w.fieldType,
  area: w.fieldArea,
  perimeter: w.fieldPerimeter,
  max_length: w.fieldMaxLength,
  max_width: w.fieldMaxWidth,
  avg_depth: w.fieldAvgDepth,
  max_depth: w.fieldMaxDepth,
  volume: w.fieldVolume,
  granulation: w.fieldGranulation,
  slough: w.fieldSlough,
  eschar: w.fieldEschar,
  is_locked: w.fieldLocked,
  images: w.fieldImages,
  created_at: w.fieldCreated,
  updated_at: w.fieldUpdated,
  values: w.fieldValues,
}

/** How a field is named; an unknown key (or one only an object's prototype has) as it is. */
export const fieldLabel = (t: Say, key: string): string => (Object.hasOwn(FIELD_NAMES, key) ? t(FIELD_NAMES[key as FieldKey]) : key)

/** "Area (cm²)": units live in headers and names, so cells stay plain numbers. */
export const withUnit = (t: Say, label: string, unit: string | undefined): string => (unit ? t(w.withUnit, { label, unit }) : label)

/** A field's column header: its name with its unit. */
export const fieldHeader = (t: Say, key: FieldKey): string => withUnit(t, t(FIELD_NAMES[key]), FIELDS[key].unit)

const TYPE_NAMES = { group: w.typeGroup, multiple: w.typeMultiple, regular: w.typeRegular } as const

/**
 * A measurement's type in words ("Group"); a type the service should not send is shown as sent and
 * said to be unknown ("polygon (unknown type)"). Undefined when the record has none.
 */
export function measurementTypeLabel(t: Say, type: string | undefined): string | undefined {
  if (type === undefined || type === '') return undefined
  return isMeasurementType(type) ? t(TYPE_NAMES[type]) : t(w.unknownType, { type })
}

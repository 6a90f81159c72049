import { lockedNo, lockedYes } from '#words/lists'
import {
  ASSESSMENT_FIELDS,
  ASSESSMENT_FILTER_KEYS,
  FILTER_KINDS,
  MEASUREMENT_FIELDS,
  MEASUREMENT_FILTER_KEYS,
  type FilterKey,
} from '../api/fields'
import { operatorsFor } from '../api/filters'
import { MEASUREMENT_TYPES } from '../api/schemas/measurement'
import { FIELDS, FIELD_KEYS } from '../domain/fields'
import { fieldLabel } from '#words/fields'
import type { ColumnChoice } from '../shared/list/column-chooser'
import type { FilterFieldDef } from '../shared/list/filter-form'

/** The values a choice filter offers besides "any", as the service spells them (the type) or in words (locked). */
const CHOICES: Partial<Record<FilterKey, readonly { value: string; label: string }[]>> = {
  type: MEASUREMENT_TYPES.map((type) => ({ value: type, label: type })),
  is_locked: [
    { value: 'true', label: lockedYes },
    { value: 'false', label: lockedNo },
  ],
}

/** One filter field as the form shows it: the field's label and unit, kind of input, comparisons, choices. */
function filterField(key: FilterKey): FilterFieldDef {
  const kind = FILTER_KINDS[key]
  const choices = CHOICES[key]
  const { unit } = FIELDS[key]
  const label = fieldLabel(key)
  return {
    key,
    label,
    kind: choices ? 'choice' : kind === 'date' || kind === 'datetime' ? kind : 'number',
    operators: operatorsFor(key),
    ...(choices ? { options: choices } : {}),
    ...(unit ? { unit } : {}),
  }
}

/** The columns a list may ask for (`fields`), as the column chooser offers them; the id always. */
const choices = (fields: readonly string[]): ColumnChoice[] =>
  fields.map((key) => ({ key, label: fieldLabel(key), ...(key === 'id' ? { locked: true } : {}) }))

/** Filter fields in the order a clinician reads the fields (date and type before the measures). */
const filterFields = (keys: readonly string[]): FilterFieldDef[] =>
  FIELD_KEYS.filter((key): key is FilterKey => keys.includes(key)).map(filterField)

/** Per list: its filter fields and its column choices (in the specification's order). */
export const LIST_CONTROLS = {
  measurements: { filterFields: filterFields(MEASUREMENT_FILTER_KEYS), columnChoices: choices(MEASUREMENT_FIELDS) },
  assessments: { filterFields: filterFields(ASSESSMENT_FILTER_KEYS), columnChoices: choices(ASSESSMENT_FIELDS) },
} as const

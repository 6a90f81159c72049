import { FILTER_KINDS, operatorsFor, type FilterKey } from '../api/filters'
import { ASSESSMENT_FIELDS, ASSESSMENT_FILTER_KEYS, MEASUREMENT_FIELDS, MEASUREMENT_FILTER_KEYS } from '../api/params'
import { MEASUREMENT_TYPES } from '../api/schemas/measurement'
import { FIELDS, fieldLabel } from '../domain/fields'
import type { ColumnChoice } from '../shared/column-chooser'
import type { FilterFieldDef } from '../shared/filter-form'

/** The values a choice filter offers besides "any", as the service spells them (the type) or in words (locked). */
const CHOICES: Partial<Record<FilterKey, readonly { value: string; label: string }[]>> = {
  type: MEASUREMENT_TYPES.map((type) => ({ value: type, label: type })),
  is_locked: [
    { value: 'true', label: 'yes' },
    { value: 'false', label: 'no' },
  ],
}

/** One filter field as the form shows it: the field's label and unit, kind of input, comparisons, choices. */
export function filterField(key: FilterKey): FilterFieldDef {
  const kind = FILTER_KINDS[key]
  const choices = CHOICES[key]
  const { label, unit } = FIELDS[key]
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

/** Per list: its filter fields (in the specification's order) and its column choices. */
export const LIST_CONTROLS = {
  measurements: { filterFields: MEASUREMENT_FILTER_KEYS.map(filterField), columnChoices: choices(MEASUREMENT_FIELDS) },
  assessments: { filterFields: ASSESSMENT_FILTER_KEYS.map(filterField), columnChoices: choices(ASSESSMENT_FIELDS) },
} as const

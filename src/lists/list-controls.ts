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
import type { Say } from '../i18n/numbered'
import * as w from '../words/first-rows/messages'
import { fieldLabel } from './field-names'
import type { ColumnChoice } from '../shared/list/column-chooser'
import type { FilterFieldDef } from '../shared/list/filter-form'

/** The values a choice filter offers besides "any", as the service spells them (the type) or in words (locked). */
const choicesOf = (t: Say): Partial<Record<FilterKey, readonly { value: string; label: string }[]>> => ({
  type: MEASUREMENT_TYPES.map((type) => ({ value: type, label: type })),
  is_locked: [
    { value: 'true', label: t(w.choiceYes) },
    { value: 'false', label: t(w.choiceNo) },
  ],
})

/** One filter field as the form shows it: the field's label and unit, kind of input, comparisons, choices. */
function filterField(t: Say, key: FilterKey): FilterFieldDef {
  const kind = FILTER_KINDS[key]
  const choices = choicesOf(t)[key]
  const { unit } = FIELDS[key]
  const label = fieldLabel(t, key)
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
const choices = (t: Say, fields: readonly string[]): ColumnChoice[] =>
  fields.map((key) => ({ key, label: fieldLabel(t, key), ...(key === 'id' ? { locked: true } : {}) }))

/** Filter fields in the order a clinician reads the fields (date and type before the measures). */
const filterFields = (t: Say, keys: readonly string[]): FilterFieldDef[] =>
  FIELD_KEYS.filter((key): key is FilterKey => keys.includes(key)).map((key) => filterField(t, key))

const controls = (t: Say) => ({
  measurements: { filterFields: filterFields(t, MEASUREMENT_FILTER_KEYS), columnChoices: choices(t, MEASUREMENT_FIELDS) },
  assessments: { filterFields: filterFields(t, ASSESSMENT_FILTER_KEYS), columnChoices: choices(t, ASSESSMENT_FIELDS) },
})
const made = new WeakMap<Say, ReturnType<typeof controls>>()

/** Per list: its filter fields and its column choices (in the specification's order), in the words of `t`; the same objects for the same words. */
export function listControls(t: Say): ReturnType<typeof controls> {
  let found = made.get(t)
  if (!found) {
    found = controls(t)
    made.set(t, found)
  }
  return found
}

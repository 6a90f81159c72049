import { filterField, filterProblem, toServiceFilters, type FilterKey } from '../../api/filters'
import { MEASUREMENT_FIELDS, MEASUREMENT_FILTER_KEYS, type Filter } from '../../api/params'
import type { ColumnChoice } from '../../shared/column-chooser'
import { ListControls } from '../../shared/list-controls'

/** In the order of the specification (4.2), so the date-time fields, which are wider, come last. */
export const MEASUREMENT_FILTER_FIELDS = MEASUREMENT_FILTER_KEYS.map(filterField)

const COLUMN_LABELS: Record<(typeof MEASUREMENT_FIELDS)[number], string> = {
  id: 'ID', uid: 'UID', type: 'Type', avg_depth: 'Avg depth', max_depth: 'Max depth', max_width: 'Max width',
  max_length: 'Max length', perimeter: 'Perimeter', area: 'Area', volume: 'Volume', date: 'Date',
  granulation: 'Granulation', slough: 'Slough', eschar: 'Eschar', is_locked: 'Locked', images: 'Images',
}
const COLUMN_CHOICES: ColumnChoice[] = MEASUREMENT_FIELDS.map((key) => ({ key, label: COLUMN_LABELS[key], ...(key === 'id' ? { locked: true } : {}) }))

type Props = {
  filters: readonly Filter<FilterKey>[]
  fields: readonly string[]
  onFilters: (filters: Filter<FilterKey>[]) => void
  onFields: (fields: string[]) => void
}

/** Filters and column choice of the measurements list; both live in the app URL. */
export function MeasurementControls({ filters, fields, onFilters, onFields }: Props) {
  return (
    <ListControls
      noun="Measurement"
      filterFields={MEASUREMENT_FILTER_FIELDS}
      filters={filters}
      validate={filterProblem}
      onFilters={(applied) => { onFilters(toServiceFilters(applied)) }}
      columns={COLUMN_CHOICES}
      chosenColumns={fields}
      onColumns={onFields}
    />
  )
}

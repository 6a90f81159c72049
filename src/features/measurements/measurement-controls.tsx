import { filterField, filterProblem, toServiceFilters, type FilterKey } from '../../api/filters'
import { MEASUREMENT_FIELDS, MEASUREMENT_FILTER_KEYS, type Filter } from '../../api/params'
import { ColumnChooser, type ColumnChoice } from '../../shared/column-chooser'
import { FilterChips } from '../../shared/filter-chips'
import { FilterForm } from '../../shared/filter-form'

/** ui-contract §3 order: ID, Date, Created, Updated, Type, the seven dimensions, tissue, Locked. */
const FILTER_ORDER: readonly FilterKey[] = [
  'id', 'date', 'created_at', 'updated_at', 'type', 'avg_depth', 'max_depth', 'max_width', 'max_length',
  'perimeter', 'area', 'volume', 'granulation', 'slough', 'eschar', 'is_locked',
]
export const MEASUREMENT_FILTER_FIELDS = FILTER_ORDER.filter((key) => (MEASUREMENT_FILTER_KEYS as readonly string[]).includes(key)).map(filterField)

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
    <div className="list-controls">
      <FilterForm
        key={filters.map((f) => `${f.key}${f.op}${f.value}`).join('&')}
        label="Measurement filters"
        fields={MEASUREMENT_FILTER_FIELDS}
        applied={filters}
        validate={filterProblem}
        onApply={(applied) => { onFilters(toServiceFilters(applied)) }}
      />
      <FilterChips applied={filters} fields={MEASUREMENT_FILTER_FIELDS} onRemove={(key) => { onFilters(filters.filter((f) => f.key !== key)) }} />
      <ColumnChooser label="Measurement columns" columns={COLUMN_CHOICES} chosen={fields} onChange={onFields} />
    </div>
  )
}

import { ColumnChooser, type ColumnChoice } from './column-chooser'
import { FilterChips } from './filter-chips'
import { FilterForm, type AppliedFilter, type FilterFieldDef } from './filter-form'

type ListControlsProps = {
  /** "Measurement" → groups "Measurement filters" and "Measurement columns" (ui-contract §3). */
  noun: string
  filterFields: readonly FilterFieldDef[]
  filters: readonly AppliedFilter[]
  validate: (key: string, value: string) => string | undefined
  onFilters: (filters: AppliedFilter[]) => void
  columns: readonly ColumnChoice[]
  chosenColumns: readonly string[]
  onColumns: (fields: string[]) => void
}

/** Filters (form and chips) and column choice of a list. */
export function ListControls(props: ListControlsProps) {
  const { noun, filterFields, filters, onFilters } = props
  return (
    <div className="list-controls">
      <FilterForm
        // A new set of applied filters (Apply, a chip removed, back/forward) resets the draft.
        key={filters.map((f) => `${f.key}${f.op}${f.value}`).join('&')}
        label={`${noun} filters`}
        fields={filterFields}
        applied={filters}
        validate={props.validate}
        onApply={onFilters}
      />
      <FilterChips applied={filters} fields={filterFields} onRemove={(key) => { onFilters(filters.filter((f) => f.key !== key)) }} />
      <ColumnChooser label={`${noun} columns`} columns={props.columns} chosen={props.chosenColumns} onChange={props.onColumns} />
    </div>
  )
}

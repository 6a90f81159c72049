import { useRef } from 'react'
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
  const controlsRef = useRef<HTMLDivElement>(null)
  return (
    <div className="list-controls" ref={controlsRef}>
      <FilterForm
        // A new set of applied filters (Apply, a chip removed, back/forward) resets the draft (in FilterForm).
        label={`${noun} filters`}
        fields={filterFields}
        applied={filters}
        validate={props.validate}
        onApply={onFilters}
      />
      <FilterChips applied={filters} fields={filterFields} onRemove={(key) => { onFilters(filters.filter((f) => f.key !== key)) }}
        // The last chip removed: back to the start of the filters.
        onEmptied={() => controlsRef.current?.querySelector<HTMLElement>('.filter-form input, .filter-form select')?.focus()}
      />
      <ColumnChooser label={`${noun} columns`} columns={props.columns} chosen={props.chosenColumns} onChange={props.onColumns} />
    </div>
  )
}

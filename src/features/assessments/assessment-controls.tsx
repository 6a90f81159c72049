import { filterField, filterProblem, toServiceFilters, type FilterKey } from '../../api/filters'
import { ASSESSMENT_FIELDS, ASSESSMENT_FILTER_KEYS, type Filter } from '../../api/params'
import type { ColumnChoice } from '../../shared/column-chooser'
import { ListControls } from '../../shared/list-controls'

export const ASSESSMENT_FILTER_FIELDS = ASSESSMENT_FILTER_KEYS.map(filterField)

const COLUMN_LABELS: Record<(typeof ASSESSMENT_FIELDS)[number], string> = { id: 'ID', date: 'Date', created_at: 'Created', values: 'Values' }
const COLUMN_CHOICES: ColumnChoice[] = ASSESSMENT_FIELDS.map((key) => ({ key, label: COLUMN_LABELS[key], ...(key === 'id' ? { locked: true } : {}) }))

type Props = {
  filters: readonly Filter<FilterKey>[]
  fields: readonly string[]
  onFilters: (filters: Filter<FilterKey>[]) => void
  onFields: (fields: string[]) => void
}

/** Filters and column choice of the assessments list; both live in the app URL. */
export function AssessmentControls({ filters, fields, onFilters, onFields }: Props) {
  return (
    <ListControls
      noun="Assessment"
      filterFields={ASSESSMENT_FILTER_FIELDS}
      filters={filters}
      validate={filterProblem}
      onFilters={(applied) => { onFilters(toServiceFilters(applied)) }}
      columns={COLUMN_CHOICES}
      chosenColumns={fields}
      onColumns={onFields}
    />
  )
}

import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useSay } from '../../i18n/use-say'
import { firstRowWords } from '../../words/first-rows'
import * as w from '../../words/first-rows/messages'
import type { ListWords } from './list-words'
import type { ColumnChoice } from './column-chooser'
import type { AppliedFilter, FilterFieldDef } from './filter-form'
import { StatusMessage } from '../status-message'
import { onceOnline } from '../when-online'

/*
 * The filter form and the column chooser are needed only when opened: they load on first use
 * (and, in idle time after the list has shown, ahead of it), so the first rows never wait for them.
 */
const loadPanels = onceOnline(() => import('./list-panels'))
const FilterForm = lazy(() => loadPanels().then((m) => ({ default: m.FilterForm })))
const ColumnChooser = lazy(() => loadPanels().then((m) => ({ default: m.ColumnChooser })))
/* Chips show only while a filter is active (never for a wound just opened): with the panels. */
const FilterChips = lazy(() => loadPanels().then((m) => ({ default: m.FilterChips })))

export type ListFilters = {
  fields: readonly FilterFieldDef[]
  applied: readonly AppliedFilter[]
  validate: (key: string, value: string) => string | undefined
  onApply: (filters: AppliedFilter[]) => void
}
export type ListColumns = { choices: readonly ColumnChoice[]; chosen: readonly string[]; onChoose: (fields: string[]) => void }

type ListToolbarProps = {
  /** The list's own words: its groups "Measurement filters" and "Measurement columns". */
  words: Pick<ListWords, 'filters' | 'columns'>
  filters: ListFilters
  columns: ListColumns
  /** Further tools on the same line (export). */
  tools?: ReactNode
  /** The pager, at the end of the line. */
  pager?: ReactNode
}

type Panel = 'filters' | 'columns' | null

/**
 * Filters and Columns as disclosure buttons (aria-expanded) whose panels open below the line;
 * "Filters" counts the active ones, and active filters always show as removable chips.
 */
export function ListToolbar({ words, filters, columns, tools, pager }: ListToolbarProps) {
  const t = useSay(firstRowWords)
  const [open, setOpen] = useState<Panel>(null)
  const baseId = useId()
  const filtersButton = useRef<HTMLButtonElement>(null)
  const count = filters.applied.length
  const chosenCount = columns.chosen.length

  const shown = pager !== undefined && pager !== null
  useEffect(() => {
    // Once the rows are on screen, warm the panels' chunk in idle time, so the first click opens at once.
    if (!shown) return
    const warm = () => {
      void loadPanels()
    }
    if ('requestIdleCallback' in window) window.requestIdleCallback(warm)
    else setTimeout(warm, 1_000)
  }, [shown])

  const toggle = (panel: Exclude<Panel, null>) => {
    setOpen((current) => (current === panel ? null : panel))
  }
  const panelId = (panel: Exclude<Panel, null>) => `${baseId}-${panel}`
  const loading = <StatusMessage className="status-message loading">{t(w.loadingPanel)}</StatusMessage>

  return (
    <div className="list-controls">
      <div className="list-toolbar">
        <button
          ref={filtersButton}
          type="button"
          className="disclosure-button"
          aria-expanded={open === 'filters'}
          aria-controls={open === 'filters' ? panelId('filters') : undefined}
          onClick={() => {
            toggle('filters')
          }}
        >
          {t(w.filtersLabel)}
          {count > 0 ? <span className="count-badge">{t(w.activeFilterCount, { count })}</span> : null}
        </button>
        <button
          type="button"
          className="disclosure-button"
          aria-expanded={open === 'columns'}
          aria-controls={open === 'columns' ? panelId('columns') : undefined}
          onClick={() => {
            toggle('columns')
          }}
        >
          {t(w.columnsLabel)}
          {chosenCount > 0 ? (
            <span className="count-badge">{t(w.chosenColumnCount, { chosen: chosenCount, total: columns.choices.length })}</span>
          ) : null}
        </button>
        {tools}
        {pager}
      </div>
      {open === 'filters' ? (
        <div id={panelId('filters')} className="list-panel">
          <Suspense fallback={loading}>
            <FilterForm
              label={t(words.filters)}
              fields={filters.fields}
              applied={filters.applied}
              validate={filters.validate}
              onApply={filters.onApply}
            />
          </Suspense>
        </div>
      ) : null}
      {open === 'columns' ? (
        <div id={panelId('columns')} className="list-panel">
          <Suspense fallback={loading}>
            <ColumnChooser label={t(words.columns)} columns={columns.choices} chosen={columns.chosen} onChange={columns.onChoose} />
          </Suspense>
        </div>
      ) : null}
      {filters.applied.length > 0 ? (
        <Suspense fallback={null}>
          <FilterChips
            applied={filters.applied}
            fields={filters.fields}
            onRemove={(key) => {
              filters.onApply(filters.applied.filter((f) => f.key !== key))
            }}
            // The last chip removed (its focused button is gone): to the first filter field when
            // the form is open, else to the Filters button.
            onEmptied={() => {
              const field = document.getElementById(panelId('filters'))?.querySelector<HTMLElement>('input, select')
              ;(field ?? filtersButton.current)?.focus()
            }}
          />
        </Suspense>
      ) : null}
    </div>
  )
}

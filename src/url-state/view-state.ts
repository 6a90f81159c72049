import { useQueryStates, type Options } from 'nuqs'
import { createContext, useContext, useMemo } from 'react'
import type { FilterKey } from '../api/fields'
import type { Filter, ListQuery } from '../api/params'
import { canonicalRowKeys } from '../shared/row-keys'
import { DEFAULT_ROWS_PER_PAGE, FILTER_PARAMS, ROWS_PER_PAGE, filterParamName, viewParsers, type ListTab } from './view-params'
import { activeFilters, canonicalColumns, listQueryOf, withAppRules } from './view-rules'

/*
 * The app URL in React: read once for the whole page (view-params.ts is its schema, view-rules.ts
 * its rules), the ways a change is written to the browser's history, and the changes that go
 * together (opening a wound, the visible list's paging, sorting, filters and columns).
 */

/** Moving to another wound or tab is a new place: it gets a browser history entry. */
export const NAVIGATE: Options = { history: 'push' }
/** Paging within a list also gets one, so Back returns to the previous page of rows. */
const PAGE_CHANGE: Options = { history: 'push' }
/**
 * Changing what is shown in place (a row opened, a measurement selected, the viewer opened or
 * closed, a baseline or reference chosen) is not a place to go back to: it replaces the entry.
 */
export const IN_PLACE: Options = { history: 'replace' }

/**
 * The app URL read once for the whole page (ViewStateProvider, under the nuqs adapter): parsed and
 * put through the app's rules once per change, however many components read it. Each reader
 * subscribing on its own (a list's rows have a visit and an images button each) cost a parse of
 * every key per reader per render: a third of the first rows' render time.
 */
export function useViewStateSource() {
  const [raw, setView] = useQueryStates(viewParsers)
  const view = useMemo(() => withAppRules(raw), [raw])
  return useMemo(() => ({ view, setView }), [view, setView])
}

type ViewStateValue = ReturnType<typeof useViewStateSource>

export const ViewStateContext = createContext<ViewStateValue | null>(null)

/** What the app URL says is on screen, and the way to change it. */
export function useViewState(): ViewStateValue {
  const state = useContext(ViewStateContext)
  if (state === null) throw new Error('useViewState: no ViewStateProvider above this component (src/url-state/view-state-provider.tsx)')
  return state
}

type ViewPatch = Parameters<ViewStateValue['setView']>[0]
/** A patch as values (no updater function): what a change is known to write before it is made. */
export type ViewValues = Exclude<ViewPatch, ((...args: never[]) => unknown) | null>

/** Everything that belongs to one list: cleared when the tab or the wound changes. */
export const LIST_RESET = {
  sort: null,
  fields: null,
  expanded: null,
  page: null,
  ...Object.fromEntries(FILTER_PARAMS.map((name) => [name, null])),
} satisfies ViewPatch

/**
 * Opening another wound: a fresh list (sort, filters and columns are about the wound at hand), no
 * baseline or visit (dates in the other wound's care), no chosen measurement (one of the other
 * wound's) and no wound type (the other wound's: the new one's comes from its link or this device).
 */
export const openWound = (wound: number): ViewValues => ({
  ...LIST_RESET,
  reference: null,
  baseline: null,
  exclude: null,
  visit: null,
  selected: null,
  compare: null,
  wound,
})

export type ViewState = ViewStateValue['view']

/**
 * The visible list's state and the ways to change it. Sorting, filtering and a new page size
 * change which rows are on a page, so they start again at page 1.
 */
export function useListView<E extends ListTab>(woundId: number) {
  const { view, setView } = useViewState()
  const filters = activeFilters(view)
  return {
    view,
    query: listQueryOf<E>(view, woundId),
    filters,
    setPage: (page: number) => void setView({ page: Math.max(1, page) }, PAGE_CHANGE),
    setRows: (rows: number) =>
      void setView({ rows: ROWS_PER_PAGE.find((r) => r === rows) ?? DEFAULT_ROWS_PER_PAGE, page: null }, PAGE_CHANGE),
    setSort: (sort: ListQuery['sort'] | null) => void setView({ sort: sort ?? null, page: null }, PAGE_CHANGE),
    setFilters: (next: readonly Filter<FilterKey>[]) => {
      const patch: ViewPatch = Object.fromEntries(FILTER_PARAMS.map((name) => [name, null]))
      for (const filter of next) patch[filterParamName(filter.key)] = filter
      void setView({ ...patch, page: null }, PAGE_CHANGE)
    },
    setFields: (fields: readonly string[]) =>
      void setView({ fields: canonicalColumns(view.tab, fields.length === 0 ? ['id'] : fields) }, PAGE_CHANGE),
    /** Opens a row, or closes it when it is open. */
    toggleExpanded: (key: string) => {
      const open = view.expanded.includes(key) ? view.expanded.filter((k) => k !== key) : [...view.expanded, key]
      void setView({ expanded: canonicalRowKeys(open) }, IN_PLACE)
    },
  }
}

import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { describeError } from '../api/errors'
import { filterProblem, toServiceFilters } from '../api/filters'
import type { FetchedPage } from '../api/list-page'
import { sortParts, toggledSort } from '../api/params'
import type { AppliedFilter } from '../shared/filter-form'
import type { ListControlsProps, PageQuery } from '../shared/list-view'
import { useConnection } from './connection-store'
import { LIST_CONTROLS } from './list-controls'
import { listPageQuery } from './view-queries'
import { ROWS_PER_PAGE, listOfTab, useListView, type ListTab } from './view-state'

/** What a paged list needs to know of its query, with the failure put into words. */
export function pageQueryState<T>(result: UseQueryResult<FetchedPage<T>>): PageQuery<T> {
  return {
    status: result.status,
    data: result.data,
    isFetching: result.isFetching,
    isPaused: result.isPaused,
    isPlaceholderData: result.isPlaceholderData,
    error: result.error ? describeError(result.error) : undefined,
    retry: () => void result.refetch(),
  }
}

/**
 * Whether the visible list's first page has been answered (rows, nothing, or a failure) since the
 * wound opened: what is not needed for the first rows (the wound summary) waits for it, so it never
 * competes with them. Observes the list's query without starting it. The overview has no list.
 */
export function useListAnswered(woundId: number): boolean {
  const connection = useConnection()
  const list = useListView<ListTab>(woundId)
  const tab = list.view.tab
  const result = useQuery({ ...listPageQuery(connection, listOfTab(tab) ?? 'measurements', list.view, woundId), enabled: false })
  const answered = listOfTab(tab) === undefined || result.status !== 'pending'
  // Once answered it stays so (paging later does not take the summary away); set after the
  // answer's rows are painted (an effect runs after paint), so nothing else starts before them.
  const [latched, setLatched] = useState(false)
  useEffect(() => {
    if (!answered) return undefined
    const timer = setTimeout(() => {
      setLatched(true)
    })
    return () => {
      clearTimeout(timer)
    }
  }, [answered])
  return latched
}

/**
 * One list of the wound as the app URL describes it: its page (queried), and every control of the
 * list view wired to the URL. Sorting, filtering and a new page size start again at page 1.
 */
export function useListPage<E extends ListTab>(endpoint: E, woundId: number) {
  const connection = useConnection()
  const list = useListView<E>(woundId)
  const result = useQuery(listPageQuery(connection, endpoint, list.view, woundId))
  const expanded = new Set(list.view.expanded)
  const controls: ListControlsProps = {
    paging: {
      requestedPage: list.view.page,
      rowsPerPage: list.view.rows,
      rowsPerPageOptions: ROWS_PER_PAGE,
      onPageChange: list.setPage,
      onRowsPerPageChange: list.setRows,
    },
    sorting: {
      sorting: sortParts(list.view.sort),
      onSort: (key) => {
        list.setSort(toggledSort(list.view.sort, key))
      },
    },
    filters: {
      fields: LIST_CONTROLS[endpoint].filterFields,
      applied: list.filters,
      validate: filterProblem,
      onApply: (applied: AppliedFilter[]) => {
        list.setFilters(toServiceFilters(applied))
      },
    },
    columns: { choices: LIST_CONTROLS[endpoint].columnChoices, chosen: list.view.fields, onChoose: list.setFields },
    expansion: {
      expanded,
      onToggle: list.toggleExpanded,
    },
  }
  return { view: list.view, query: list.query, filtered: list.filters.length > 0, page: pageQueryState(result), controls }
}

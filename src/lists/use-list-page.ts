import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { describeError } from '../words/describe-error'
import type { Say } from '../i18n/numbered'
import * as w from '../words/first-rows/messages'
import { filterProblem, toServiceFilters } from '../api/filters'
import type { FetchedPage } from '../api/list-page'
import { sortParts, toggledSort } from '../api/params'
import { afterNextPaint } from '../shared/after-paint'
import type { AppliedFilter } from '../shared/list/filter-form'
import type { ListControlsProps, PageQuery } from '../shared/list/list-view'
import { useConnection } from '../session/connection-store'
import { listControls } from './list-controls'
import { useSay } from '../i18n/use-say'
import { firstRowWords } from '../words/first-rows'
import { listPageQuery } from './start-view-queries'
import { ROWS_PER_PAGE, listOfTab, type ListTab } from '../url-state/view-params'
import { useListView } from '../url-state/view-state'

/** What a paged list needs to know of its query, with the failure put into words. */
function pageQueryState<T>(t: Say, result: UseQueryResult<FetchedPage<T>>): PageQuery<T> {
  return {
    status: result.status,
    data: result.data,
    isFetching: result.isFetching,
    isPaused: result.isPaused,
    isPlaceholderData: result.isPlaceholderData,
    error: result.error ? describeError(t, result.error) : undefined,
    retry: () => void result.refetch(),
  }
}

/**
 * Where the visible list's first page stands since this wound opened: `waiting` until it has
 * answered; `shown` once its rows (or "nothing recorded") are painted; `failed` when the service
 * refused or failed it (a wound it calls not found, say). What the first rows do not need (the
 * wound summary, the whole-history loads) waits for `shown`, so it never competes with them, and
 * is never asked for a wound the service has just refused. Observes the list's query without
 * starting it. The overview and the images have no list: they are `shown` at once.
 */
type ListAnswer = 'waiting' | 'shown' | 'failed'

export function useListAnswered(woundId: number): ListAnswer {
  const connection = useConnection()
  const list = useListView<ListTab>(woundId)
  const tab = list.view.tab
  const result = useQuery({ ...listPageQuery(connection, listOfTab(tab) ?? 'measurements', list.view, woundId), enabled: false })
  const status = listOfTab(tab) === undefined ? 'success' : result.status
  // Once shown it stays so for this wound (paging later does not take the summary away); set after
  // the frame with the answer's rows is painted, so nothing else starts before them (an effect
  // alone may run before the paint, and a timeout from it too: fresh-clone CI once saw the
  // summary's chunks asked for before the first row). Kept per wound: Load of another wound
  // waits for that wound's own first rows.
  const [shownFor, setShownFor] = useState<number | null>(null)
  useEffect(() => {
    if (status !== 'success') return undefined
    return afterNextPaint(() => {
      setShownFor(woundId)
    })
  }, [status, woundId])
  if (shownFor === woundId) return 'shown'
  return status === 'error' ? 'failed' : 'waiting'
}

/**
 * One list of the wound as the app URL describes it: its page (queried), and every control of the
 * list view wired to the URL. Sorting, filtering and a new page size start again at page 1.
 */
export function useListPage<E extends ListTab>(endpoint: E, woundId: number) {
  const connection = useConnection()
  const t = useSay(firstRowWords)
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
      fields: listControls(t)[endpoint].filterFields,
      applied: list.filters,
      validate: (key, value) => {
        const problem = filterProblem(key, value)
        return problem === undefined ? undefined : t(w.filterProblem, { problem })
      },
      onApply: (applied: AppliedFilter[]) => {
        list.setFilters(toServiceFilters(applied))
      },
    },
    columns: { choices: listControls(t)[endpoint].columnChoices, chosen: list.view.fields, onChoose: list.setFields },
    expansion: {
      expanded,
      onToggle: list.toggleExpanded,
    },
  }
  return { view: list.view, query: list.query, filtered: list.filters.length > 0, page: pageQueryState(t, result), controls }
}

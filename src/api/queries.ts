import { hashKey, queryOptions, type QueryClient } from '@tanstack/react-query'
import type { Connection } from './client'
import { fetchListPage } from './list-page'
import type { Endpoint, ListQuery } from './params'

/**
 * Query keys, generic → specific. The key names the service by its base URL only: the API key is
 * a credential and stays out of keys (and so out of devtools and logs).
 */
export const serviceKeys = {
  all: (connection: Connection) => ['service', connection.baseUrl, connection.epoch ?? 0] as const,
  list: <E extends Endpoint>(connection: Connection, endpoint: E) => [...serviceKeys.all(connection), endpoint] as const,
  page: <E extends Endpoint>(connection: Connection, endpoint: E, query: ListQuery<E>) =>
    [...serviceKeys.list(connection, endpoint), 'page', query] as const,
  history: <E extends Endpoint>(connection: Connection, endpoint: E, query: Omit<ListQuery<E>, 'page' | 'perPage'>) =>
    [...serviceKeys.list(connection, endpoint), 'history', query] as const,
}

/** Whether a key is one of the service's (`serviceKeys`) for this wound: its pages and whole histories. */
const isWoundKey = (key: readonly unknown[], woundId: number): boolean => {
  const query = key.at(-1)
  return key[0] === 'service' && typeof query === 'object' && query !== null && 'woundId' in query && query.woundId === woundId
}

/**
 * Stops whatever is still loading for a wound the clinician has left: above all its whole
 * histories, dozens of pages that would otherwise go on arriving for a screen no one looks at and
 * share the wire with the next wound. What has arrived stays cached; a load stopped half way is
 * put back as it was (React Query's revert), so coming back asks again.
 */
export function cancelWoundLoads(queryClient: QueryClient, woundId: number): void {
  void queryClient.cancelQueries({ fetchStatus: 'fetching', predicate: (query) => isWoundKey(query.queryKey, woundId) })
}

export const listPageOptions = <E extends Endpoint>(connection: Connection, endpoint: E, query: ListQuery<E>) =>
  queryOptions({
    queryKey: serviceKeys.page(connection, endpoint, query),
    queryFn: ({ signal }) => fetchListPage(connection, endpoint, query, signal),
    // Paging and sorting keep the previous rows on screen (marked busy) until the next page
    // arrives, but only rows of the same list: never another wound's or connection's, nor rows of
    // other filters, which may be records the current filters exclude.
    placeholderData: (previous, previousQuery) =>
      previousQuery && sameList(previousQuery.queryKey, serviceKeys.list(connection, endpoint), query) ? previous : undefined,
  })

/** Same service, connection epoch, endpoint, wound and filters: only paging, sorting or columns differ. */
function sameList(previousKey: readonly unknown[], listKey: readonly unknown[], query: ListQuery): boolean {
  const previousQuery = previousKey[previousKey.length - 1]
  if (typeof previousQuery !== 'object' || previousQuery === null || !('woundId' in previousQuery)) return false
  const previousFilters = 'filters' in previousQuery ? previousQuery.filters : undefined
  return (
    listKey.every((part, i) => part === previousKey[i]) &&
    previousQuery.woundId === query.woundId &&
    hashKey([previousFilters ?? []]) === hashKey([query.filters ?? []])
  )
}

import type { QueryClient } from '@tanstack/react-query'
import type { Connection } from '../api/client'
import { listPageOptions } from '../api/queries'
import { listOfTab, type ListTab } from '../url-state/view-params'
import { listQueryOf } from '../url-state/view-rules'
import type { ViewState } from '../url-state/view-state'

/**
 * The page a list of the view asks for, from the app URL alone. The early request (sent before
 * React renders) and the list itself both ask through this one function, so they share one query.
 */
export const listPageQuery = <E extends ListTab>(connection: Connection, endpoint: E, view: ViewState, woundId: number) =>
  listPageOptions(connection, endpoint, listQueryOf<E>(view, woundId))

/** The queries a view needs first: the visible list's page, when the tab shows a list. */
function queriesForView(connection: Connection, view: ViewState, woundId: number) {
  const list = listOfTab(view.tab)
  return list ? [listPageQuery(connection, list, view, woundId)] : []
}

/**
 * Asks for a view's first page now, before React renders it (the very query the list will use, so
 * the list finds it in flight or done): at start-up for a deep link, and when Load is pressed. A
 * failure is not lost: the query holds it, and the list shows it when it mounts.
 */
export function startViewQueries(queryClient: QueryClient, connection: Connection, view: ViewState, woundId: number): void {
  for (const options of queriesForView(connection, view, woundId)) void queryClient.query(options).catch(ignore)
}

const ignore = () => undefined

import type { Connection } from '../api/client'
import { listPageOptions } from '../api/queries'
import { listOfTab, listQueryOf, type ListTab, type ViewState } from './view-state'

/**
 * The page a list of the view asks for, from the app URL alone. The early request (sent before
 * React renders) and the list itself both ask through this one function, so they share one query.
 */
export const listPageQuery = <E extends ListTab>(connection: Connection, endpoint: E, view: ViewState, woundId: number) =>
  listPageOptions(connection, endpoint, listQueryOf<E>(view, woundId))

/** The queries a view needs first: the visible list's page, when the tab shows a list. */
export function queriesForView(connection: Connection, view: ViewState, woundId: number) {
  const list = listOfTab(view.tab)
  return list ? [listPageQuery(connection, list, view, woundId)] : []
}

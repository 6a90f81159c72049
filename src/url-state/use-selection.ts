import { useCallback } from 'react'
import { IN_PLACE, useViewState } from './view-state'

/**
 * The measurement chosen in the app URL (`selected`): highlighted in the table and on the charts,
 * shown in the image viewer. Choosing one changes what is shown in place, not where the user is.
 */
export function useSelection() {
  const { view, setView } = useViewState()
  const selected = view.selected
  const select = useCallback((id: number | null) => void setView({ selected: id }, IN_PLACE), [setView])
  /** A second press on the chosen one lets it go. */
  const toggle = (id: number) => {
    select(selected === id ? null : id)
  }
  return { selected, select, toggle }
}

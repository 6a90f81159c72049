import { createContext, useContext } from 'react'

/** Which assessment rows show their detail panel, by the table's row id (`getRowId`). */
export type AssessmentDetailState = {
  isOpen: (rowId: string) => boolean
  toggle: (rowId: string) => void
}

/**
 * The ID cells read the open rows from here rather than from the column definitions: TanStack's
 * FlexRender uses a cell definition as a component type, so columns rebuilt on every toggle would
 * remount every cell and drop the keyboard focus from the button just pressed.
 * Without a provider the rows have no detail toggle.
 */
export const AssessmentDetailContext = createContext<AssessmentDetailState | null>(null)

export const useAssessmentDetailState = () => useContext(AssessmentDetailContext)

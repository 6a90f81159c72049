import type { ReactNode } from 'react'
import { ViewStateContext, useViewStateSource } from './view-state'

/** Reads the app URL once for everything below it (inside the nuqs adapter); useViewState reads it from here. */
export function ViewStateProvider({ children }: { children: ReactNode }) {
  return <ViewStateContext value={useViewStateSource()}>{children}</ViewStateContext>
}

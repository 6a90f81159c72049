import { useEffect, useState } from 'react'

/**
 * When the component goes, the focus goes back to what had it when the component came (the
 * control that opened it): closing a panel or a dialog removes the focused control, and the
 * browser would put the focus on the page. Call it after any effect that must run first on
 * closing (React runs cleanups in the order the effects are written).
 *
 * `onlyIfLost`: leave the focus alone when something else on the page has already taken it.
 */
export function useRestoreFocus({ onlyIfLost }: { onlyIfLost: boolean }): void {
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null,
  )
  useEffect(
    () => () => {
      if (!opener?.isConnected) return
      if (onlyIfLost && document.activeElement !== null && document.activeElement !== document.body) return
      opener.focus()
    },
    [opener, onlyIfLost],
  )
}

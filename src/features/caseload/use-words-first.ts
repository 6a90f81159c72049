import { useEffect, useState } from 'react'

/** The longest the photos wait for the rows' words (a wound slow to answer holds nothing up for longer). */
export const PHOTOS_WAIT_MS = 2_000

/**
 * Whether the rows' photos may load yet: once every wound has been read, or PHOTOS_WAIT_MS after
 * the caseload opened, whichever comes first, and from then on (a wound added later does not hide
 * the photos shown). A thumbnail's request shares the connections, and its drawing the main thread,
 * with the wounds still being read; what a clinician triages by is the words. Measured
 * (`npm run bench -- --caseload-only`, no latency, mock service): 30 wounds read in 519 ms with
 * the photos loading alongside, 389 ms with them waiting (the photos in view drawn at 715 ms).
 */
export function useWordsFirst(allRead: boolean): boolean {
  const [shown, setShown] = useState(allRead)
  if (allRead && !shown) setShown(true)
  useEffect(() => {
    if (shown) return undefined
    const timer = setTimeout(() => {
      setShown(true)
    }, PHOTOS_WAIT_MS)
    return () => {
      clearTimeout(timer)
    }
  }, [shown])
  return shown
}

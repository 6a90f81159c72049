import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * How far below (and above) the screen a thumbnail starts loading: a flick of the thumb on a phone
 * scrolls about this far, so pictures are mostly there when they arrive on screen.
 */
const LOAD_AHEAD_MARGIN = '300px 0px'

/** The attribute a watched element carries: the key the sets below hold. */
export const ON_SCREEN_KEY = 'data-on-screen-key'

type OnScreen = {
  /** Keys of the elements that have come within LOAD_AHEAD_MARGIN of the screen, ever (they load once). */
  near: ReadonlySet<string>
  /** Keys of the elements on screen now. */
  visible: ReadonlySet<string>
  /** Ref callback for each element to watch (it carries ON_SCREEN_KEY). */
  watch: (node: HTMLElement | null) => (() => void) | undefined
  /** False where the browser has no IntersectionObserver: then treat everything as on screen. */
  supported: boolean
}

const keyOf = (element: Element) => element.getAttribute(ON_SCREEN_KEY) ?? ''

/** A set with `changes` applied, or the same set when nothing changed (no re-render). */
function applied(current: ReadonlySet<string>, changes: readonly [string, boolean][]): ReadonlySet<string> {
  if (changes.every(([key, present]) => current.has(key) === present)) return current
  const next = new Set(current)
  for (const [key, present] of changes) {
    if (present) next.add(key)
    else next.delete(key)
  }
  return next
}

/**
 * Which of many elements are near or on the screen, from two IntersectionObservers shared by all
 * of them (one per list, not one per element): one with a margin, for loading ahead, and one
 * without, for what is really displayed.
 */
export function useOnScreen(): OnScreen {
  const supported = typeof IntersectionObserver !== 'undefined'
  const [near, setNear] = useState<ReadonlySet<string>>(() => new Set())
  const [visible, setVisible] = useState<ReadonlySet<string>>(() => new Set())
  const nodes = useRef(new Set<HTMLElement>())
  const observers = useRef<IntersectionObserver[]>([])

  useEffect(() => {
    if (!supported) return undefined
    const ahead = new IntersectionObserver(
      (entries) => {
        const arrived = entries.filter((entry) => entry.isIntersecting)
        // Once loaded, a picture stays: this element needs no more watching for loading.
        for (const entry of arrived) ahead.unobserve(entry.target)
        setNear((current) =>
          applied(
            current,
            arrived.map((entry) => [keyOf(entry.target), true]),
          ),
        )
      },
      { rootMargin: LOAD_AHEAD_MARGIN },
    )
    const shown = new IntersectionObserver((entries) => {
      setVisible((current) =>
        applied(
          current,
          entries.map((entry) => [keyOf(entry.target), entry.isIntersecting]),
        ),
      )
    })
    observers.current = [ahead, shown]
    for (const node of nodes.current) {
      ahead.observe(node)
      shown.observe(node)
    }
    return () => {
      ahead.disconnect()
      shown.disconnect()
      observers.current = []
    }
  }, [supported])

  const watch = useCallback((node: HTMLElement | null) => {
    if (!node) return undefined
    nodes.current.add(node)
    for (const observer of observers.current) observer.observe(node)
    return () => {
      nodes.current.delete(node)
      for (const observer of observers.current) observer.unobserve(node)
      // Gone from the page is gone from the screen.
      setVisible((current) => applied(current, [[keyOf(node), false]]))
    }
  }, [])

  return { near, visible, watch, supported }
}

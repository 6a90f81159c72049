import { act } from '@testing-library/react'

/**
 * jsdom has no layout, so no IntersectionObserver. This one records what each observer watches,
 * and a test says what has scrolled into view: `showOnScreen` (within every observer's reach),
 * `bringNear` (within the load-ahead margin only, not on screen), `moveOffScreen`.
 */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = []
  readonly watched = new Set<Element>()
  readonly root = null
  readonly rootMargin: string
  readonly thresholds = [0]

  constructor(
    readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    this.rootMargin = options.rootMargin ?? '0px'
    FakeIntersectionObserver.instances.push(this)
  }

  observe(element: Element): void {
    this.watched.add(element)
  }
  unobserve(element: Element): void {
    this.watched.delete(element)
  }
  disconnect(): void {
    this.watched.clear()
  }
  takeRecords(): IntersectionObserverEntry[] {
    return []
  }
}

const hasMargin = (observer: FakeIntersectionObserver) => !/^0(px)?( 0(px)?)*$/.test(observer.rootMargin.trim())

/**
 * In an awaited act: what comes on screen may draw a part for the first time (a lazy part, its words),
 * and React retries work suspended inside act() only when that act is awaited.
 */
async function report(
  elements: readonly Element[],
  isIntersecting: boolean,
  which: (observer: FakeIntersectionObserver) => boolean,
): Promise<void> {
  await act(async () => {
    for (const observer of FakeIntersectionObserver.instances.filter(which)) {
      const entries = elements
        .filter((element) => observer.watched.has(element))
        .map((target) => ({ target, isIntersecting, intersectionRatio: isIntersecting ? 1 : 0 }) as unknown as IntersectionObserverEntry)
      if (entries.length > 0) observer.callback(entries, observer as unknown as IntersectionObserver)
    }
    await Promise.resolve()
  })
}

export const showOnScreen = (elements: readonly Element[]) => report(elements, true, () => true)
export const bringNear = (elements: readonly Element[]) => report(elements, true, hasMargin)
export const moveOffScreen = (elements: readonly Element[]) => report(elements, false, () => true)

/** Installs the fake for one test; returns the function that removes it. */
export function installIntersectionObserver(): () => void {
  FakeIntersectionObserver.instances = []
  const target = globalThis as { IntersectionObserver?: unknown }
  target.IntersectionObserver = FakeIntersectionObserver
  return () => {
    Reflect.deleteProperty(target, 'IntersectionObserver')
    FakeIntersectionObserver.instances = []
  }
}

import { QueryClientProvider } from '@tanstack/react-query'
import { configure, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { lazy, Suspense } from 'react'
import { NuqsAdapter } from 'nuqs/adapters/react'
import { afterEach, beforeEach, vi } from 'vitest'
import { createQueryClient } from '../../src/app/query-client'
import { connectionStore } from '../../src/session/connection-store'
import { ViewStateProvider } from '../../src/url-state/view-state-provider'
import { orderViewParams } from '../../src/url-state/view-url'
import { getWoundData, type WireMeasurement } from '../../src/mocks/data'

configure({ asyncUtilTimeout: 5_000 })
vi.setConfig({ testTimeout: 30_000 })

/**
 * The image panel inside the app's providers, against the demo service (msw/node, test/setup.ts).
 * The panel is composed by the app shell; rendering it alone keeps these tests about images.
 */
export function renderPanel(url = '/?wound=1&selected=100001', options: { fakeTimers?: boolean } = {}) {
  window.history.replaceState(null, '', url)
  connectionStore.reset({ mode: 'demo' })
  const queryClient = createQueryClient({ retryDelay: () => 1 })
  const user = userEvent.setup(options.fakeTimers ? { advanceTimers: (ms) => vi.advanceTimersByTimeAsync(ms) } : {})
  const woundId = Number(new URLSearchParams(url.split('?')[1]).get('wound'))
  // Loaded lazily, as the app shell loads it (anew each time): the panel is first drawn after render()'s
  // act() has returned, so its wait for its words' catalog (Suspense) ends when the catalog has come.
  const ImagePanel = lazy(() => import('../../src/features/images/image-panel'))
  const view = render(
    <QueryClientProvider client={queryClient}>
      <NuqsAdapter processUrlSearchParams={orderViewParams}>
        <ViewStateProvider>
          <Suspense fallback={null}>
            <ImagePanel woundId={woundId} />
          </Suspense>
        </ViewStateProvider>
      </NuqsAdapter>
    </QueryClientProvider>,
  )
  return { ...view, user, queryClient }
}

/** The images region once its pictures are on screen. */
export async function imagesRegion() {
  const region = await screen.findByRole('dialog', { name: 'Images' }, { timeout: 15_000 })
  await within(region).findAllByRole('img', {}, { timeout: 10_000 })
  return region
}

export const srcsIn = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('img')
    .map((img) => img.getAttribute('src') ?? '')

/** Demo wound 1, as the service stores it: the truth the panel is checked against. */
export function demoMeasurements(): readonly WireMeasurement[] {
  const history = getWoundData(1)
  if (!history) throw new Error('demo wound 1 is missing')
  return history.measurements
}

/** A child record of wound 1 that has no thumbnail, which the specification allows a child. */
export function childWithoutThumbnail(): WireMeasurement {
  const child = demoMeasurements()
    .flatMap((m) => m.children ?? [])
    .find((c) => c.images !== undefined && c.images.thumbnail === undefined && c.images.original !== undefined)
  if (!child) throw new Error('wound 1 has no child without a thumbnail')
  return child
}

/**
 * jsdom never loads images, so `new Image()` never fires load: this one does, a tick after its
 * src is set, as a browser with the picture in its cache would. Install before rendering.
 */
export class LoadingImage {
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  set src(_value: string) {
    setTimeout(() => this.onload?.(), 0)
  }
  /** A preload given up (its src dropped): nothing to do here. */
  removeAttribute(): void {
    this.onload = null
  }
}

/**
 * Every `<img>` in the document fires load as soon as it is given a source, as in a browser with
 * the pictures cached (jsdom never loads them: under fake timers minutes long, each would pass the
 * load deadline and be given up). Returns the function that stops it.
 */
export function loadImgElements(): () => void {
  const load = (node: Node) => {
    const imgs = node instanceof HTMLImageElement ? [node] : node instanceof Element ? Array.from(node.querySelectorAll('img')) : []
    for (const img of imgs) if (img.getAttribute('src')) img.dispatchEvent(new Event('load'))
  }
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.type === 'attributes') load(mutation.target)
      else mutation.addedNodes.forEach(load)
    }
  })
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['src'] })
  return () => {
    observer.disconnect()
  }
}

/**
 * For the tests of a describe block that move the clock past image URLs' expiry: fake timers
 * that also follow the real clock (so waits for the screen still end), and images that load.
 * The handle's `stop()`, called in a test, leaves its `<img>` elements loading (for one that fails them by hand).
 */
export function fakeClockAndLoadingImages(): { stop: () => void } {
  const RealImage = globalThis.Image
  let stopLoading: () => void = () => undefined
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    globalThis.Image = LoadingImage as unknown as typeof Image
    stopLoading = loadImgElements()
  })
  afterEach(() => {
    stopLoading()
    vi.useRealTimers()
    globalThis.Image = RealImage
  })
  return {
    stop: () => {
      stopLoading()
    },
  }
}

/** The real setImmediate, kept when this module loads: before any test fakes the timers. */
const realSetImmediate = globalThis.setImmediate

/**
 * Moves the fake clock `ms` forward a second at a time, letting React draw between steps. React
 * schedules its renders on a real macrotask (its scheduler keeps the setImmediate it found when it
 * loaded), and a fake clock moved minutes in one leap runs every timer due in them first: a
 * picture's 30 s load deadline fired before React had drawn the load that had already come, and
 * the picture was given up and its page asked for again, as no browser would.
 */
export async function advanceClock(ms: number, step = 1_000): Promise<void> {
  for (let moved = 0; moved < ms; moved += step) {
    await vi.advanceTimersByTimeAsync(Math.min(step, ms - moved))
    // A few turns: React works in slices of a few milliseconds, each a macrotask of its own.
    for (let turn = 0; turn < 3; turn++)
      await new Promise<void>((resolve) => {
        realSetImmediate(resolve)
      })
  }
}

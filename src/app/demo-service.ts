import type { DemoWound } from '../features/wound-picker/demo-wound-list'

export type DemoService = {
  wounds: readonly DemoWound[]
  /** The demo's caseload: every wound of its ward, for the start screen's link. */
  caseload: readonly number[]
  /** The day the demo's records are dated back from: its caseload counts days since measured from it, not from the real today. */
  today: string
  stop: () => Promise<void> | void
}

let running: Promise<DemoService> | undefined
/** The last stop, until it is done: a second caller (React's development double effects) waits for the same one. */
let stopping: Promise<void> = Promise.resolve()

/**
 * Demo mode's service worker and data live in their own chunk, imported only here, so a clinician
 * on a real service never downloads them. A stop still under way finishes first.
 */
export function startDemoService(): Promise<DemoService> {
  if (running) return running
  const starting = stopping.then(() => import('../mocks/browser')).then((module) => module.startDemoWorker())
  running = starting
  // A failed start may be retried: forget it.
  starting.catch(() => {
    if (running === starting) running = undefined
  })
  return starting
}

/**
 * Leaving demo mode: the worker must stop answering, or it would shadow the real service. Resolves
 * once it has stopped (a start still under way is awaited first), so that the caller can hold back
 * live requests until then. Never rejects: a start that failed left nothing to stop.
 */
export function stopDemoService(): Promise<void> {
  const service = running
  running = undefined
  if (service) {
    stopping = stopping
      .then(() =>
        service.then(
          (started) => started.stop(),
          () => undefined,
        ),
      )
      // A stop that fails must not hold the app in "Leaving demo mode" for ever; the demo handlers
      // answer only the page's own origin anyway.
      .catch(() => undefined)
  }
  return stopping
}

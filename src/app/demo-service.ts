import type { DemoWound } from '../features/wound-picker/demo-wound-list'

export type DemoService = { wounds: readonly DemoWound[]; stop: () => Promise<void> | void }

let running: Promise<DemoService> | undefined

/**
 * Demo mode's service worker and data live in their own chunk, imported only here, so a clinician
 * on a real service never downloads them.
 */
export function startDemoService(): Promise<DemoService> {
  if (running) return running
  const starting = import('../mocks/browser').then((module) => module.startDemoWorker())
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
export async function stopDemoService(): Promise<void> {
  const service = running
  running = undefined
  if (!service) return
  const started = await service.catch(() => undefined)
  await started?.stop()
}

import { describe, expect, it, vi } from 'vitest'
import { startDemoService, stopDemoService } from '../../../src/app/demo-service'

/* The demo worker's chunk stood in for: its stop is held until the test lets it finish. */
const worker = vi.hoisted(() => ({ stops: 0, finishStop: (): void => undefined }))
vi.mock('../../../src/mocks/browser', () => ({
  startDemoWorker: () =>
    Promise.resolve({
      wounds: [],
      stop: () => {
        worker.stops++
        return new Promise<void>((resolve) => {
          worker.finishStop = resolve
        })
      },
    }),
}))

const settled = async (promise: Promise<unknown>) => {
  let done = false
  void promise.then(() => {
    done = true
  })
  await new Promise((resolve) => setTimeout(resolve, 10))
  return done
}

describe('the demo service', () => {
  it('a second stop (React’s double effects in development) waits for the first, and stops once', async () => {
    await startDemoService()
    const first = stopDemoService()
    const second = stopDemoService()
    expect(await settled(first)).toBe(false)
    expect(await settled(second), 'the second caller must not go ahead while the worker still runs').toBe(false)
    expect(worker.stops).toBe(1)
    worker.finishStop()
    await Promise.all([first, second])
  })

  it('starting again waits for a stop under way', async () => {
    await startDemoService()
    void stopDemoService()
    const restart = startDemoService()
    expect(await settled(restart)).toBe(false)
    worker.finishStop()
    await restart
  })
})

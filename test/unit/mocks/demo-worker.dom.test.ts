import { getResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createHandlers, DEMO_API_KEY } from '../../../src/mocks/handlers'

/*
 * Demo mode's worker in the browser (src/mocks/browser.ts), without a browser: msw's setupWorker
 * and the page's service-worker container are stood in for, to check what leaving demo mode waits
 * for. The e2e test "leaving demo mode" runs the real thing in Chromium.
 */
const worker = vi.hoisted(() => ({ stop: vi.fn(), start: vi.fn(() => Promise.resolve()) }))
vi.mock('msw/browser', () => ({ setupWorker: () => worker }))

const get = (url: string, key = DEMO_API_KEY) => new Request(url, { headers: { 'X-API-KEY': key } })

describe('the demo handlers bound to an origin', () => {
  const PAGE = 'http://127.0.0.1:5173'
  const handlers = createHandlers({ origin: PAGE })

  it('answer requests to the page’s own origin', async () => {
    const response = await getResponse(handlers, get(`${PAGE}/api/v1/measurements?wound_id=1`))
    expect(response?.status).toBe(200)
  })

  it('never answer a request to another origin, whatever its key: it passes through', async () => {
    expect(await getResponse(handlers, get('http://127.0.0.1:4301/api/v1/measurements?wound_id=1', 'real-key'))).toBeUndefined()
    expect(await getResponse(handlers, get('https://wounds.example.org/api/v1/assessments?wound_id=1', DEMO_API_KEY))).toBeUndefined()
  })

  it('answer any origin when none is given (component tests, the e2e HTTP service)', async () => {
    expect((await getResponse(createHandlers(), get('https://wounds.example.org/api/v1/measurements?wound_id=1')))?.status).toBe(200)
  })
})

/** A stand-in for navigator.serviceWorker: records what the page posts, and lets the test answer. */
function fakeServiceWorkerContainer() {
  const posted: unknown[] = []
  const target = new EventTarget()
  const container = {
    controller: {
      postMessage: (message: unknown) => {
        posted.push(message)
      },
    },
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
  }
  vi.stubGlobal('navigator', { serviceWorker: container })
  return { posted, reply: (data: unknown) => target.dispatchEvent(new MessageEvent('message', { data })) }
}

describe('leaving demo mode (the browser worker)', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    worker.stop.mockClear()
  })

  it('stops msw, then waits until the service worker has read that (it answers a later message)', async () => {
    const container = fakeServiceWorkerContainer()
    const { startDemoWorker } = await import('../../../src/mocks/browser')
    const demo = await startDemoWorker()
    let stopped = false
    const stopping = demo.stop().then(() => {
      stopped = true
    })

    expect(worker.stop).toHaveBeenCalledTimes(1)
    expect(container.posted).toEqual(['INTEGRITY_CHECK_REQUEST'])
    await Promise.resolve()
    // msw's own periodic keep-alive answer is not the one waited for.
    container.reply({ type: 'KEEPALIVE_RESPONSE' })
    await Promise.resolve()
    expect(stopped).toBe(false)

    container.reply({ type: 'INTEGRITY_CHECK_RESPONSE', payload: {} })
    await stopping
    expect(stopped).toBe(true)
  })

  it('does not wait for ever on a worker that never answers', async () => {
    vi.useFakeTimers()
    fakeServiceWorkerContainer()
    const { startDemoWorker } = await import('../../../src/mocks/browser')
    const demo = await startDemoWorker()
    let stopped = false
    void demo.stop().then(() => {
      stopped = true
    })
    await vi.advanceTimersByTimeAsync(999)
    expect(stopped).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(stopped).toBe(true)
  })
})

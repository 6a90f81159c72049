import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { inBatches } from '../../../src/api/in-batches'

/** A source whose items the test releases by hand; it records whether it was closed. */
function handSource<T>() {
  const queue: T[] = []
  let wake: (() => void) | undefined
  let ended = false
  let failure: Error | undefined
  const state = { closed: false }
  async function* source(): AsyncGenerator<T> {
    try {
      for (;;) {
        while (queue.length === 0 && !ended && !failure) await new Promise<void>((resolve) => (wake = resolve))
        if (failure) throw failure
        const next = queue.shift()
        if (next === undefined) return
        yield next
      }
    } finally {
      state.closed = true
    }
  }
  const nudge = () => {
    wake?.()
    wake = undefined
  }
  return {
    source: source(),
    state,
    push: (...items: T[]) => {
      queue.push(...items)
      nudge()
    },
    end: () => {
      ended = true
      nudge()
    },
    fail: (error: Error) => {
      failure = error
      nudge()
    },
  }
}

/** Drains the batches in the background, recording each as it comes. */
function drain<T>(batches: AsyncGenerator<T[]>) {
  const seen: T[][] = []
  const done = (async () => {
    for await (const batch of batches) seen.push(batch)
  })()
  return { seen, done }
}

describe('inBatches', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const WINDOWS = { firstMs: 500, windowMs: 150 }

  it('holds the first batch open for its own window, then batches what arrives within the later window', async () => {
    const hand = handSource<number>()
    const { seen } = drain(inBatches(hand.source, WINDOWS))
    hand.push(1)
    await vi.advanceTimersByTimeAsync(300)
    hand.push(2)
    await vi.advanceTimersByTimeAsync(199)
    expect(seen).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(seen).toEqual([[1, 2]])

    hand.push(3)
    await vi.advanceTimersByTimeAsync(100)
    hand.push(4, 5)
    await vi.advanceTimersByTimeAsync(49)
    expect(seen).toEqual([[1, 2]])
    await vi.advanceTimersByTimeAsync(1)
    expect(seen).toEqual([
      [1, 2],
      [3, 4, 5],
    ])

    // The next batch's window starts with its own first item.
    await vi.advanceTimersByTimeAsync(1000)
    hand.push(6)
    await vi.advanceTimersByTimeAsync(149)
    expect(seen).toEqual([
      [1, 2],
      [3, 4, 5],
    ])
    await vi.advanceTimersByTimeAsync(1)
    expect(seen).toEqual([[1, 2], [3, 4, 5], [6]])
  })

  it('hands over the last batch as soon as the source ends, without waiting out the window', async () => {
    const hand = handSource<string>()
    const { seen, done } = drain(inBatches(hand.source, WINDOWS))
    hand.push('a', 'b', 'c')
    await vi.advanceTimersByTimeAsync(0)
    expect(seen).toEqual([])
    hand.end()
    await vi.advanceTimersByTimeAsync(0)
    await done
    // A source that ends within the first window is one batch: a fast whole history is drawn once.
    expect(seen).toEqual([['a', 'b', 'c']])
    expect(vi.getTimerCount()).toBe(0)
  })

  it('passes on a failure of the source after the batch that was open, so nothing that arrived is lost', async () => {
    const hand = handSource<number>()
    const { seen, done } = drain(inBatches(hand.source, WINDOWS))
    hand.push(1, 2)
    await vi.advanceTimersByTimeAsync(0)
    hand.fail(new Error('page 3 failed'))
    await expect(done).rejects.toThrow('page 3 failed')
    expect(seen).toEqual([[1, 2]])
    expect(vi.getTimerCount()).toBe(0)
  })

  it('passes on a failure at once when nothing is waiting to be handed over', async () => {
    const hand = handSource<number>()
    const { seen, done } = drain(inBatches(hand.source, WINDOWS))
    hand.push(1)
    await vi.advanceTimersByTimeAsync(500)
    expect(seen).toEqual([[1]])
    hand.fail(new Error('page 2 failed'))
    await expect(done).rejects.toThrow('page 2 failed')
    expect(seen).toEqual([[1]])
  })

  it('closes the source when the reader stops, even with an item still on its way', async () => {
    const hand = handSource<number>()
    const batches = inBatches(hand.source, WINDOWS)
    hand.push(1)
    const first = batches.next()
    await vi.advanceTimersByTimeAsync(500)
    expect((await first).value).toEqual([1])
    hand.push(2)
    const second = batches.next()
    await vi.advanceTimersByTimeAsync(150)
    expect((await second).value).toEqual([2])
    // Stopped while the source waits for its next item (a page still loading).
    await batches.return(undefined)
    expect(hand.state.closed).toBe(false)
    hand.push(3)
    await vi.advanceTimersByTimeAsync(0)
    expect(hand.state.closed).toBe(true)
  })
})

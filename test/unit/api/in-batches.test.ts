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

  it('hands over the first item alone and at once, then what arrives within the window together', async () => {
    const hand = handSource<number>()
    const { seen } = drain(inBatches(hand.source, 150))
    hand.push(1)
    await vi.advanceTimersByTimeAsync(0)
    expect(seen).toEqual([[1]])

    hand.push(2)
    await vi.advanceTimersByTimeAsync(100)
    hand.push(3, 4)
    await vi.advanceTimersByTimeAsync(40)
    expect(seen).toEqual([[1]])
    await vi.advanceTimersByTimeAsync(10)
    expect(seen).toEqual([[1], [2, 3, 4]])

    // The next batch's window starts with its own first item.
    await vi.advanceTimersByTimeAsync(1000)
    hand.push(5)
    await vi.advanceTimersByTimeAsync(149)
    expect(seen).toEqual([[1], [2, 3, 4]])
    await vi.advanceTimersByTimeAsync(1)
    expect(seen).toEqual([[1], [2, 3, 4], [5]])
  })

  it('hands over the last batch as soon as the source ends, without waiting out the window', async () => {
    const hand = handSource<string>()
    const { seen, done } = drain(inBatches(hand.source, 150))
    hand.push('a', 'b', 'c')
    await vi.advanceTimersByTimeAsync(0)
    hand.end()
    await vi.advanceTimersByTimeAsync(0)
    await done
    expect(seen).toEqual([['a'], ['b', 'c']])
    expect(vi.getTimerCount()).toBe(0)
  })

  it('passes on a failure of the source after the batches before it', async () => {
    const hand = handSource<number>()
    const { seen, done } = drain(inBatches(hand.source, 150))
    hand.push(1)
    await vi.advanceTimersByTimeAsync(0)
    hand.fail(new Error('page 2 failed'))
    await expect(done).rejects.toThrow('page 2 failed')
    expect(seen).toEqual([[1]])
  })

  it('closes the source when the reader stops, even with an item still on its way', async () => {
    const hand = handSource<number>()
    const batches = inBatches(hand.source, 150)
    hand.push(1)
    expect((await batches.next()).value).toEqual([1])
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

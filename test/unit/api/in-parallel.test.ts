import { describe, expect, it, vi } from 'vitest'
import { inParallel } from '../../../src/api/whole-history'

/** A task whose promise the test settles by hand, to control arrival order exactly. */
function deferredTasks<I>() {
  const pending = new Map<I, { resolve: (value: string) => void; reject: (error: Error) => void }>()
  const started: I[] = []
  const run = vi.fn(
    (item: I) =>
      new Promise<string>((resolve, reject) => {
        started.push(item)
        pending.set(item, { resolve, reject })
      }),
  )
  const settle = async (item: I, value = `r${String(item)}`) => {
    pending.get(item)?.resolve(value)
    await flush()
  }
  const fail = async (item: I, error: Error) => {
    pending.get(item)?.reject(error)
    await flush()
  }
  return { run, started, settle, fail }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

/** Drains a generator in the background, recording each value as it comes. */
function drain<R>(generator: AsyncGenerator<R>) {
  const results: R[] = []
  const done = (async () => {
    for await (const value of generator) results.push(value)
  })()
  return { results, done }
}

describe('inParallel', () => {
  it('starts at most `limit` tasks, and a new one each time one settles', async () => {
    const tasks = deferredTasks<number>()
    const { results, done } = drain(inParallel([1, 2, 3, 4, 5], 2, tasks.run))
    await flush()
    expect(tasks.started).toEqual([1, 2])
    await tasks.settle(2)
    expect(tasks.started).toEqual([1, 2, 3])
    expect(results).toEqual(['r2'])
    await tasks.settle(3)
    await tasks.settle(1)
    expect(tasks.started).toEqual([1, 2, 3, 4, 5])
    await tasks.settle(5)
    await tasks.settle(4)
    await done
    expect(results).toEqual(['r2', 'r3', 'r1', 'r5', 'r4'])
  })

  it('runs every item exactly once', async () => {
    const run = vi.fn((n: number) => Promise.resolve(n * 2))
    const { results, done } = drain(
      inParallel(
        Array.from({ length: 25 }, (_, i) => i),
        4,
        run,
      ),
    )
    await done
    expect(run).toHaveBeenCalledTimes(25)
    expect([...results].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i * 2))
  })

  it('treats a limit below 1 as 1', async () => {
    const tasks = deferredTasks<string>()
    const { results, done } = drain(inParallel(['a', 'b'], 0, tasks.run))
    await flush()
    expect(tasks.started).toEqual(['a'])
    await tasks.settle('a')
    await tasks.settle('b')
    await done
    expect(results).toEqual(['ra', 'rb'])
  })

  it('yields nothing for no items', async () => {
    const run = vi.fn(() => Promise.resolve(1))
    const { results, done } = drain(inParallel([], 3, run))
    await done
    expect(results).toEqual([])
    expect(run).not.toHaveBeenCalled()
  })

  it('runs items that are undefined like any other item', async () => {
    const run = vi.fn((item: number | undefined) => Promise.resolve(item ?? -1))
    const { results, done } = drain(inParallel([1, undefined, 2], 1, run))
    await done
    expect(results).toEqual([1, -1, 2])
  })

  it('rejects with the first failure and starts nothing after it', async () => {
    const tasks = deferredTasks<number>()
    const { results, done } = drain(inParallel([1, 2, 3, 4], 2, tasks.run))
    const failed = expect(done).rejects.toThrow('page 2 failed')
    await flush()
    await tasks.settle(1)
    await tasks.fail(2, new Error('page 2 failed'))
    await failed
    expect(results).toEqual(['r1'])
    expect(tasks.started).toEqual([1, 2, 3])
  })

  it('tasks still running when the consumer stops report no unhandled rejection', async () => {
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    try {
      const tasks = deferredTasks<number>()
      const generator = inParallel([1, 2, 3], 3, tasks.run)
      const first = generator.next()
      await flush()
      await tasks.settle(1)
      await expect(first).resolves.toEqual({ value: 'r1', done: false })
      await generator.return(undefined)
      await tasks.fail(2, new Error('late failure'))
      await tasks.fail(3, new Error('late failure'))
      await flush()
      expect(unhandled).not.toHaveBeenCalled()
    } finally {
      process.off('unhandledRejection', unhandled)
    }
  })
})

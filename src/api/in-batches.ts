const CLOSED = Symbol('closed')

/**
 * The items of `source` handed over in batches: the first alone and at once, then each batch
 * holding what arrives within `windowMs` of its own first item, and the last as soon as the source
 * ends. A whole history arrives as dozens of pages within a second; every page handed over is a
 * new history that every chart, table and figure reading it draws again, so pages that arrive
 * together are drawn together, while the first page still draws as soon as it is in.
 */
export async function* inBatches<T>(source: AsyncIterable<T>, windowMs: number): AsyncGenerator<T[]> {
  const iterator = source[Symbol.asyncIterator]()
  let pending: Promise<IteratorResult<T>> | undefined
  let batch: T[] = []
  let closesAt: number | undefined
  let first = true
  try {
    for (;;) {
      pending ??= iterator.next()
      let timer: ReturnType<typeof setTimeout> | undefined
      const wait = closesAt === undefined ? undefined : Math.max(0, closesAt - Date.now())
      const closed =
        wait === undefined
          ? undefined
          : new Promise<typeof CLOSED>((resolve) => {
              timer = setTimeout(resolve, wait, CLOSED)
            })
      const result = await (closed ? Promise.race([pending, closed]) : pending).finally(() => {
        clearTimeout(timer)
      })
      if (result === CLOSED) {
        closesAt = undefined
        const full = batch
        batch = []
        yield full
        continue
      }
      pending = undefined
      if (result.done === true) break
      batch.push(result.value)
      if (first) {
        first = false
        const full = batch
        batch = []
        yield full
      } else {
        closesAt ??= Date.now() + windowMs
      }
    }
    if (batch.length > 0) yield batch
  } finally {
    if (pending) {
      // Stopped while the source is still working on its next item: that item is not wanted, and
      // the source is closed once it has it (an async generator finishes one step at a time).
      pending.catch(() => undefined)
      void iterator.return?.()
    }
  }
}

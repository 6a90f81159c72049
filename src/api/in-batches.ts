const CLOSED = Symbol('closed')

/** How long each batch stays open for more items. */
type BatchWindows = {
  /**
   * The first batch: open this long after the first item, so that a source that ends soon after
   * it (a fast service's whole history) is handed over in one piece.
   */
  firstMs: number
  /** Each later batch: open this long after its own first item. */
  windowMs: number
}

/**
 * The items of `source` handed over in batches: each batch holds what arrives within its window
 * of its own first item (`firstMs` for the first, `windowMs` after), and the last goes as soon as
 * the source ends. A whole history arrives as dozens of pages within a second; every page handed
 * over is a new history that every chart, table and figure reading it draws again, and while the
 * main thread draws, the pages still arriving wait for it. So pages that arrive together are
 * drawn together. A failure of the source is passed on after the batch that was open, so that
 * what arrived before it is not lost.
 */
export async function* inBatches<T>(source: AsyncIterable<T>, { firstMs, windowMs }: BatchWindows): AsyncGenerator<T[]> {
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
      let result: IteratorResult<T> | typeof CLOSED
      try {
        result = await (closed ? Promise.race([pending, closed]) : pending)
      } catch (error) {
        pending = undefined
        if (batch.length > 0) yield batch
        throw error
      } finally {
        clearTimeout(timer)
      }
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
      closesAt ??= Date.now() + (first ? firstMs : windowMs)
      first = false
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

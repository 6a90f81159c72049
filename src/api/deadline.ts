/**
 * How long one request may take, from sending it until the last byte of the body has arrived.
 *
 * Long enough that a slow but working hospital network never trips it: the largest page the
 * viewer asks for (100 measurements with their children and image URLs, a few hundred KB) over a
 * congested link, plus the time a request waits for a free connection while a whole history loads
 * (a browser opens six per host). Short enough that a service which stops answering is reported
 * within half a minute, rather than leaving "Loading…" on screen for ever. Tests shorten it by
 * mocking this module; nothing in the app can change it.
 */
export const REQUEST_TIMEOUT_MS = 30_000

type Deadline = {
  /** Aborts when the caller cancels or the time is up: give it to fetch. */
  signal: AbortSignal
  /** True once the time ran out (as opposed to the caller cancelling). */
  readonly expired: boolean
  /** Rejects with the abort reason when `signal` aborts, so a body read that ignores the signal cannot hang. */
  aborted: Promise<never>
  /** Stops the timer and lets go of the caller's signal; call when the body has been read. */
  dispose: () => void
}

/** One request's deadline: `timeoutMs` from now, or sooner if `callerSignal` aborts. */
export function startDeadline(timeoutMs: number, callerSignal?: AbortSignal): Deadline {
  const controller = new AbortController()
  let expired = false
  const onCallerAbort = () => {
    controller.abort(callerSignal?.reason)
  }
  if (callerSignal?.aborted) onCallerAbort()
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true })
  const timer = setTimeout(() => {
    expired = true
    controller.abort(new DOMException(`No complete answer within ${timeoutMs} ms`, 'TimeoutError'))
  }, timeoutMs)

  const aborted = new Promise<never>((_, reject) => {
    const fail = () => {
      const reason: unknown = controller.signal.reason
      reject(reason instanceof Error ? reason : new Error(String(reason)))
    }
    if (controller.signal.aborted) fail()
    else controller.signal.addEventListener('abort', fail, { once: true })
  })
  // Only raced against the body read: unobserved otherwise, and that is fine.
  aborted.catch(() => undefined)

  return {
    signal: controller.signal,
    get expired() {
      return expired
    },
    aborted,
    dispose: () => {
      clearTimeout(timer)
      callerSignal?.removeEventListener('abort', onCallerAbort)
    },
  }
}

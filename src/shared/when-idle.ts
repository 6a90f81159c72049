/**
 * Resolves when the browser is next idle, and within `timeoutMs` however busy it stays. Where
 * there is no idle callback (Safari), after a short delay: the work waits for the current burst.
 */
export function whenIdle(timeoutMs = 2_000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(
        () => {
          resolve()
        },
        { timeout: timeoutMs },
      )
    else setTimeout(resolve, 200)
  })
}

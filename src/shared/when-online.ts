/**
 * Resolves at once when the browser is online, else when it comes back. Code split into chunks is
 * asked for through it: a chunk asked for while offline fails, and browsers remember a failed
 * module for the rest of the session (a retry fails at once), so a view opened offline would stay
 * broken after the network returns. Waiting keeps the view's loading state up instead, and it
 * loads by itself once the network is back.
 */
export function whenOnline(): Promise<void> {
  if (typeof navigator === 'undefined' || navigator.onLine) return Promise.resolve()
  return new Promise((resolve) => {
    window.addEventListener(
      'online',
      () => {
        resolve()
      },
      { once: true },
    )
  })
}

/** A loader (for React.lazy, or any dynamic import) that asks for its chunk only when online. */
export function onceOnline<T>(load: () => Promise<T>): () => Promise<T> {
  return () => whenOnline().then(load)
}

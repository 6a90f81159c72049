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

/** Vite's words when a chunk's stylesheet did not load (its preload helper, vite 8). */
const CSS_FAILED = 'Unable to preload CSS for '

/**
 * A loader (for React.lazy, or any dynamic import) that asks for its chunk only when online. A
 * chunk whose stylesheet failed on the way (the network dropped while it loaded) is loaded again
 * once online, and the stylesheet asked for anew: Vite's helper asks for a stylesheet only once
 * a page, and React.lazy would keep the failure, and the view broken, for the session.
 */
export function onceOnline<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    whenOnline()
      .then(load)
      .catch(async (error: unknown) => {
        if (!(error instanceof Error) || !error.message.startsWith(CSS_FAILED)) throw error
        await whenOnline()
        const { reloadStylesheet } = await import('./reload-stylesheet')
        await reloadStylesheet(error.message.slice(CSS_FAILED.length))
        return load()
      })
}

import { useEffect, useId, useState, type CSSProperties } from 'react'

/**
 * How long a fresh URL may take to preload before it is shown anyway. The old URL is still valid
 * for the refresh margin (90 s) by then; the `<img>` itself reports a failure of the new one.
 */
export const PRELOAD_TIMEOUT_MS = 5_000

/**
 * showing: the picture is (or is loading) on screen. recovering: it failed and its page is being
 * fetched again. retried: the fresh URL is on screen; one more failure gives up. failed: the user
 * may retry.
 */
type Phase = 'showing' | 'recovering' | 'retried' | 'failed'

type SignedImageProps = {
  /** An http(s) URL only (safeHttpUrl); undefined shows "Image unavailable" and nothing in `src`. */
  url: string | undefined
  alt: string
  /** Fetch the record's page again; resolves false when that failed. */
  onRecover: () => Promise<boolean>
  className?: string
  style?: CSSProperties
}

/**
 * An image at a signed URL that is renewed while it is shown. A renewed URL is preloaded and
 * swapped in only once it has loaded, so the picture never blanks. A failed load fetches the page
 * once for a fresh URL and tries again; a second failure says so, with a Retry button.
 */
export function SignedImage({ url, alt, onRecover, className, style }: SignedImageProps) {
  const [shown, setShown] = useState(url)
  const [phase, setPhase] = useState<Phase>('showing')
  const [attempt, setAttempt] = useState(0)
  const messageId = useId()

  // Nothing worth keeping on screen (no picture yet, or a broken one): take the new URL at once.
  if (url !== undefined && url !== shown && (shown === undefined || phase !== 'showing')) {
    setShown(url)
    // A renewal that arrives after giving up is one more try, as if the user had pressed Retry.
    if (phase === 'failed') {
      setPhase('retried')
      setAttempt((n) => n + 1)
    }
  }

  useEffect(() => {
    if (url === undefined || url === shown) return undefined
    let done = false
    const swap = () => {
      if (done) return
      done = true
      setShown(url)
    }
    const loader = new Image()
    loader.onload = swap
    // A fresh URL that fails goes on screen anyway: the <img> then reports it and recovery starts.
    loader.onerror = swap
    loader.src = url
    const fallback = setTimeout(swap, PRELOAD_TIMEOUT_MS)
    return () => {
      done = true
      clearTimeout(fallback)
      loader.onload = null
      loader.onerror = null
    }
  }, [url, shown])

  const recover = () => {
    setPhase('recovering')
    void onRecover().then((ok) => {
      setPhase(ok ? 'retried' : 'failed')
      // A new element loads again even when the page brought back the same URL.
      setAttempt((n) => n + 1)
    })
  }

  const onError = () => {
    if (phase === 'showing') recover()
    else if (phase === 'retried') setPhase('failed')
  }

  if (url === undefined || shown === undefined || phase === 'failed') {
    return (
      <div className="image-unavailable">
        <p id={messageId}>
          Image unavailable<span className="visually-hidden">: {alt}</span>
        </p>
        {url !== undefined ? (
          <button type="button" aria-describedby={messageId} onClick={recover}>
            Retry
          </button>
        ) : null}
      </div>
    )
  }
  return (
    <img
      key={attempt}
      src={shown}
      alt={alt}
      className={className}
      style={style}
      draggable={false}
      onLoad={() => {
        if (phase === 'retried') setPhase('showing')
      }}
      onError={onError}
    />
  )
}

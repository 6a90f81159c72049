import { useCallback, useEffect, useEffectEvent, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react'
import type { ImagesTranslate } from './image-words'
import './images.css'

/**
 * How long a fresh URL may take to preload before it is shown anyway. The old URL is still valid
 * for the refresh margin (90 s) by then; the `<img>` itself reports a failure of the new one.
 */
const PRELOAD_TIMEOUT_MS = 5_000

/**
 * How long a picture may take to load before it counts as failed, as if the `<img>` had reported
 * an error. An `<img>` tells nothing of its progress, so this bounds the whole load and must let a
 * slow one finish: an original wound photo is a few MB, and a ward's Wi-Fi shared by many devices
 * may give one 1–2 Mbit/s, about 15–25 s for 4 MB. 30 s, as for the service's answers
 * (REQUEST_TIMEOUT_MS). A picture that never arrives is tried once more at a fresh URL: "Image
 * unavailable" with Retry comes after about a minute, "Loading image…" in its place until then.
 */
export const IMAGE_LOAD_DEADLINE_MS = 30_000

/**
 * showing: the picture is (or is loading) on screen. recovering: it failed and its page is being
 * fetched again. retried: the fresh URL is on screen; one more failure gives up. failed: the user
 * may retry.
 */
type Phase = 'showing' | 'recovering' | 'retried' | 'failed'

type SignedImageProps = {
  /** The images' words (a prop, not the hook: a picture need not be drawn again when the app URL changes). */
  t: ImagesTranslate
  /** An http(s) URL only (safeHttpUrl); undefined shows "Image unavailable" and nothing in `src`. */
  url: string | undefined
  alt: string
  /** Fetch the record's page again; resolves false when that failed. */
  onRecover: () => Promise<boolean>
  className?: string
  style?: CSSProperties
  /**
   * Wraps the picture and its loading state (the summary's photo: in the button that opens it);
   * `showing`: the words shown in the picture's place, if any, for the frame's name to hold.
   * Never "Image unavailable" with Retry: a button inside another control is not one a user can press alone.
   */
  frame?: (picture: ReactNode, showing?: string) => ReactNode
}

const asIs = (picture: ReactNode) => picture

/**
 * An image at a signed URL that is renewed while it is shown. Until it has loaded, a box in its
 * place says so. A renewed URL is preloaded and swapped in only once it has loaded, so the picture
 * never blanks. A failed load (an error, or no load by IMAGE_LOAD_DEADLINE_MS) fetches the page
 * once for a fresh URL and tries again; a second failure says so, with a Retry button.
 */
export function SignedImage({ t, url, alt, onRecover, className, style, frame = asIs }: SignedImageProps) {
  const [shown, setShown] = useState(url)
  const [phase, setPhase] = useState<Phase>('showing')
  const [attempt, setAttempt] = useState(0)
  // What the <img> of an attempt has loaded: its first load ends the loading state; a URL loaded has no deadline.
  const [loaded, setLoaded] = useState<{ attempt: number; src: string }>()
  const img = useRef<HTMLImageElement>(null)
  // An element that goes before its picture has come drops its request: a detached <img> keeps loading.
  const holdImg = useCallback((node: HTMLImageElement) => {
    img.current = node
    return () => {
      if (img.current === node) img.current = null
      if (!node.complete) node.removeAttribute('src')
    }
  }, [])
  const messageId = useId()

  // Nothing worth keeping on screen (no picture yet, or a broken one): take the new URL at once, in
  // a new element. Set on an element still loading, it would load beside the old URL, not instead:
  // a picture partly arrived stays the element's current request until the new one is complete.
  if (url !== undefined && url !== shown && (shown === undefined || phase !== 'showing' || loaded?.attempt !== attempt)) {
    setShown(url)
    setAttempt((n) => n + 1)
    // A renewal that arrives after giving up is one more try, as if the user had pressed Retry.
    if (phase === 'failed') setPhase('retried')
  }

  useEffect(() => {
    if (url === undefined || url === shown) return undefined
    let done = false
    let preloaded = false
    const swap = () => {
      if (done) return
      done = true
      setShown(url)
    }
    const loader = new Image()
    loader.onload = () => {
      preloaded = true
      swap()
    }
    // A fresh URL that fails goes on screen anyway: the <img> then reports it and recovery starts.
    loader.onerror = swap
    loader.src = url
    const fallback = setTimeout(swap, PRELOAD_TIMEOUT_MS)
    return () => {
      done = true
      clearTimeout(fallback)
      loader.onload = null
      loader.onerror = null
      // A preload still under way is dropped, or a URL that stalls would hold its connection open.
      if (!preloaded) loader.removeAttribute('src')
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

  const imgShown = url !== undefined && shown !== undefined && (phase === 'showing' || phase === 'retried')
  const timed = imgShown && !(loaded?.attempt === attempt && loaded.src === shown)
  const onDeadline = useEffectEvent(() => {
    // Loaded just now, its timer not yet cleared: nothing to give up.
    if (!timed) return
    // Without a src the browser drops the request; an <img> merely unmounted would keep its connection.
    img.current?.removeAttribute('src')
    onError()
  })
  useEffect(() => {
    if (!timed) return undefined
    const deadline = setTimeout(onDeadline, IMAGE_LOAD_DEADLINE_MS)
    return () => {
      clearTimeout(deadline)
    }
  }, [timed, shown, attempt])

  if (url === undefined || shown === undefined || phase === 'failed') {
    const message = (
      <div className="image-unavailable">
        <p id={messageId}>
          {t('imageUnavailable')}
          <span className="visually-hidden">{t('whichImage', { alt })}</span>
        </p>
        {url !== undefined ? (
          <button type="button" aria-describedby={messageId} onClick={recover}>
            {t('retryImage')}
          </button>
        ) : null}
      </div>
    )
    // No URL, no Retry: the message may stay in the frame (the summary's photo still opens the viewer).
    return url === undefined ? frame(message, t('imageUnavailable')) : message
  }
  const placeholder = (
    <span className="image-loading" aria-busy="true">
      <span className="image-loading-text">{t('loadingImage')}</span>
      <span className="visually-hidden">{t('whichImage', { alt })}</span>
    </span>
  )
  if (!imgShown) return frame(placeholder, t('loadingImage'))
  const firstLoad = loaded?.attempt !== attempt
  return frame(
    <>
      {firstLoad ? placeholder : null}
      <img
        ref={holdImg}
        key={attempt}
        src={shown}
        alt={alt}
        className={className}
        style={style}
        draggable={false}
        // Loaded out of sight until then (the box above is in its place); a browser loads a hidden <img> all the same.
        data-loading={firstLoad || undefined}
        onLoad={() => {
          setLoaded({ attempt, src: shown })
          if (phase === 'retried') setPhase('showing')
        }}
        onError={onError}
      />
    </>,
    firstLoad ? t('loadingImage') : undefined,
  )
}

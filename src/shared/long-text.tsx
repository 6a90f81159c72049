import { useId, useState, type ReactNode } from 'react'
import { useSay } from '../i18n/use-say'
import { firstRowWords } from '../words/first-rows'
import * as w from '../words/first-rows/messages'
import { formatNumber } from '../text/format'
import { isolatable } from '../text/plain-text'

/**
 * Characters of a service string shown before "Show all": a few lines in a table cell. Exported
 * (with REVEAL_STEP_CHARS) only so that the bundler writes them into their uses: a module's own
 * constant stays a variable in the entry chunk (test/unit/architecture/exports.test.ts).
 */
export const CELL_PREVIEW_CHARS = 280
/** In a detail view, where there is room to read. */
export const DETAIL_PREVIEW_CHARS = 2_000
/** "Show more" reveals this many characters at a time, so no single click lays out megabytes. */
export const REVEAL_STEP_CHARS = 100_000

/** A run of this many characters without a space gets break opportunities (see `breakable`). */
const LONGEST_UNBROKEN_RUN = 40
const LONG_RUN = new RegExp(`(\\S{${String(LONGEST_UNBROKEN_RUN + 1)},})`)

/**
 * Text with a break opportunity (<wbr>) every 40 characters inside runs that have none, so the
 * browser can wrap a long URL, hash or a string of one letter repeated. Without them Chromium
 * shapes an unbroken run once per possible break, which grows with the square of its length: 20,000
 * characters took seconds and a megabyte over a minute. Prose keeps its spaces as the only
 * breaks. <wbr> is not copied with the text, so nothing the user copies changes.
 */
function breakable(text: string): ReactNode[] {
  const parts: ReactNode[] = []
  let key = 0
  // Split with a capture group: odd pieces are the long runs, even ones the text between them.
  text.split(LONG_RUN).forEach((piece, index) => {
    if (index % 2 === 0) {
      if (piece !== '') parts.push(piece)
      return
    }
    for (let i = 0; i < piece.length; i += LONGEST_UNBROKEN_RUN) {
      parts.push(piece.slice(i, i + LONGEST_UNBROKEN_RUN), <wbr key={key++} />)
    }
  })
  return parts
}

type LongTextProps = {
  /** A string as the service sent it. */
  text: string
  /** How much to show until the user asks for more. */
  preview?: number
  className?: string | undefined
}

/**
 * A service string of any length, rendered as text: a bounded preview, and the rest on request
 * (never lost). Short text is plain text. The service's words are isolated from the app's around
 * them (`<bdi>`: its own direction, and no bidirectional control in it reaches past it), so a
 * value ending in a right-to-left override cannot mirror "(not a known value)" after it.
 */
export function LongText({ text: sent, preview = CELL_PREVIEW_CHARS, className }: LongTextProps) {
  const t = useSay(firstRowWords)
  const [shown, setShown] = useState(preview)
  const id = useId()
  const text = isolatable(sent)
  if (text.length <= preview) return <bdi className={className}>{breakable(text)}</bdi>
  const hidden = text.length - shown
  const step = Math.min(hidden, REVEAL_STEP_CHARS)
  return (
    <span className={['long-text', className].filter(Boolean).join(' ')}>
      <span id={id} className={shown > preview ? 'long-text-body expanded' : 'long-text-body'}>
        <bdi>{breakable(text.slice(0, shown))}</bdi>
        {hidden > 0 ? '…' : null}
      </span>{' '}
      {hidden > 0 ? <span className="print-only">{t(w.moreCharactersInPrint, { hidden: formatNumber(hidden, 0) })}</span> : null}
      {hidden > 0 ? (
        <button
          type="button"
          className="link-button long-text-toggle"
          aria-controls={id}
          onClick={() => {
            setShown(shown + step)
          }}
        >
          {step === hidden
            ? t(w.showAllCharacters, { hidden: formatNumber(hidden, 0) })
            : t(w.showMoreCharacters, { step: formatNumber(step, 0), hidden: formatNumber(hidden, 0) })}
        </button>
      ) : (
        <button
          type="button"
          className="link-button long-text-toggle"
          aria-controls={id}
          onClick={() => {
            setShown(preview)
          }}
        >
          {t(w.showLess)}
        </button>
      )}
    </span>
  )
}

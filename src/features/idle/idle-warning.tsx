import { useEffect, useId, useRef, useState } from 'react'
import { useModalDialog } from '../../shared/use-modal-dialog'
import type { Locale } from '../../i18n/locales'
import { dateFormat } from '../../text/format'
import type { IdleTranslate } from './use-idle-words'

const CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' }

/** What is left, to the second, in minutes and seconds ("1 min 58 s", "45 s"). */
function left(ms: number): { minutes: number; seconds: number } {
  const seconds = Math.max(0, Math.ceil(ms / 1000))
  return { minutes: Math.floor(seconds / 60), seconds: seconds % 60 }
}

/**
 * The warning before automatic logoff (WCAG 2.2 success criterion 2.2.1, Timing Adjustable: warned
 * before time expires, and able to extend it with a simple action). An alert dialog: modal, its
 * button takes the focus, and a screen reader announces its name and message at once. The countdown
 * beside it changes every second on screen but is not re-announced (that would drown the page).
 * Escape counts as "Stay signed in": whoever pressed it is there.
 */
export function IdleWarning({
  t,
  locale,
  closesAt,
  onStay,
}: {
  /** Automatic logoff's words in `locale` (the guard's: idle-guard.tsx). */
  t: IdleTranslate
  locale: Locale
  closesAt: number
  onStay: () => void
}) {
  const stay = useRef<HTMLButtonElement>(null)
  const dialog = useModalDialog(onStay, stay)
  const titleId = useId()
  const messageId = useId()
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const tick = setInterval(() => {
      setNow(Date.now())
    }, 1_000)
    return () => {
      clearInterval(tick)
    }
  }, [])

  return (
    <dialog
      {...dialog}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      className="idle-warning"
      lang={locale}
    >
      <h2 id={titleId}>{t('closingSoon')}</h2>
      <p id={messageId}>{t('closingMessage', { app: t('appName'), time: dateFormat(CLOCK).format(closesAt) })}</p>
      <p className="idle-countdown" aria-hidden="true">
        {t('closingIn', left(closesAt - now))}
      </p>
      <button ref={stay} type="button" className="primary" onClick={onStay}>
        {t('staySignedIn')}
      </button>
    </dialog>
  )
}

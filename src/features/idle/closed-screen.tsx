import { useEffect, useRef, useState } from 'react'
import { reopenConnection } from '../../session/connection-changes'
import { useConnectionState } from '../../session/connection-store'
import { useSignInSession } from '../../session/sign-in-session'
import type { PlainId } from '../../i18n/area'
import type { Locale } from '../../i18n/locales'
import type { Messages } from '../../words/idle/messages'
import type { IdleTranslate } from './use-idle-words'

/**
 * The page after automatic logoff: why it closed, and how to go on. Nothing of the wound it showed
 * remains (the app is unmounted, the query cache cleared, the address bar back at the start).
 * A sign-in build signs in again (the issuer is asked to check the clinician's credentials); a key
 * build asks for the key again, unless the user chose to remember it on this device.
 */
export function ClosedForInactivity({
  t,
  locale,
}: {
  /** Automatic logoff's words in `locale` (the guard's: idle-guard.tsx). */
  t: IdleTranslate
  locale: Locale
}) {
  const { settings } = useConnectionState()
  const session = useSignInSession()
  const heading = useRef<HTMLHeadingElement>(null)
  const [going, setGoing] = useState(false)
  useEffect(() => {
    heading.current?.focus()
  }, [])

  const keyNeeded = settings.mode === 'live' && settings.apiKey === ''
  const next: PlainId<Messages> = settings.mode === 'signin' ? 'signInAgain' : keyNeeded ? 'enterKeyAgain' : 'keyRemembered'
  const label: PlainId<Messages> = settings.mode === 'signin' ? 'signIn' : keyNeeded ? 'enterApiKey' : 'continue'

  const onContinue = () => {
    if (settings.mode !== 'signin') {
      reopenConnection()
      return
    }
    if (!session) {
      location.assign('/')
      return
    }
    setGoing(true)
    session.signInAgain().catch(() => {
      setGoing(false)
    })
  }

  return (
    <main className="session-screen" lang={locale}>
      <p className="session-brand">{t('appName')}</p>
      <h1 ref={heading} tabIndex={-1}>
        {t('closedHeading')}
      </h1>
      <p>
        {t('closedBody')} {t(next)}
      </p>
      <button type="button" className="primary" disabled={going} onClick={onContinue}>
        {going ? t('signingIn') : t(label)}
      </button>
    </main>
  )
}

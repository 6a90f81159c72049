import { useEffect, useRef, useState } from 'react'
import type { PlainId, Translate } from '../../i18n/area'
import type { Locale } from '../../i18n/locales'
import type { Messages } from '../../words/sign-in/messages'
import { useSignInWords } from './use-sign-in-words'
import './sign-in.css'

/** Why a sign-in build shows no wound data: the app is on its way to the issuer, or the session ended, or sign-in failed. */
type SignInScreenState =
  | { kind: 'redirecting' }
  | {
      kind: 'signed-out'
      reason: 'signed-out' | 'inactivity' | 'refused' | 'failed' | 'not-reauthenticated'
      /** The issuer's error code (a refusal), already checked to be a short code. */
      code?: string
      signIn: () => Promise<void>
    }

const HEADINGS: Record<Extract<SignInScreenState, { kind: 'signed-out' }>['reason'], PlainId<Messages>> = {
  'signed-out': 'signedOutHeading',
  inactivity: 'closedHeading',
  refused: 'failedHeading',
  failed: 'failedHeading',
  'not-reauthenticated': 'notReauthenticatedHeading',
}

/** The message under the heading: a refusal names the issuer's code (a short word, checked), never its description, which anyone can write into a link. */
function bodyOf(t: Translate<Messages>, state: Extract<SignInScreenState, { kind: 'signed-out' }>): string {
  switch (state.reason) {
    case 'signed-out':
      return t('signedOutBody')
    case 'inactivity':
      return t('closedSignInAgain')
    case 'refused':
      return state.code === undefined ? t('refusedBody') : t('refusedBodyCode', { code: state.code })
    case 'failed':
      return t('unusableBody')
    case 'not-reauthenticated':
      return t('notReauthenticatedBody')
  }
}

/**
 * The whole page of a sign-in build before (or instead of) the app: one heading, one message, Sign
 * in. In the app URL's language (`locale`, read before signing in rewrote the address).
 */
export function SignInScreen({ state, locale }: { state: SignInScreenState; locale: Locale }) {
  const { t } = useSignInWords(locale)
  const heading = useRef<HTMLHeadingElement>(null)
  const [going, setGoing] = useState(false)
  useEffect(() => {
    heading.current?.focus()
  }, [state])

  if (state.kind === 'redirecting') {
    return (
      <main className="session-screen" lang={locale}>
        <h1 className="session-brand">{t('appName')}</h1>
        <p role="status" className="status-message loading">
          {t('redirecting')}
        </p>
      </main>
    )
  }
  return (
    <main className="session-screen" lang={locale}>
      <p className="session-brand">{t('appName')}</p>
      <h1 ref={heading} tabIndex={-1}>
        {t(HEADINGS[state.reason])}
      </h1>
      <p>{bodyOf(t, state)}</p>
      <button
        type="button"
        className="primary"
        disabled={going}
        onClick={() => {
          setGoing(true)
          state.signIn().catch(() => {
            setGoing(false)
          })
        }}
      >
        {going ? t('signingIn') : t('signIn')}
      </button>
    </main>
  )
}

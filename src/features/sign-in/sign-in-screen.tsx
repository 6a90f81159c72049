import { useEffect, useRef, useState } from 'react'
import { LongText } from '../../shared/long-text'
import './sign-in.css'

/** Why a sign-in build shows no wound data: the app is on its way to the issuer, or the session ended. */
type SignInScreenState =
  | { kind: 'redirecting' }
  | { kind: 'signed-out'; reason: 'signed-out' | 'inactivity' | 'failed'; detail?: string; signIn: () => Promise<void> }

const TEXTS = {
  'signed-out': { heading: 'You have signed out', body: 'Nothing of the wounds you viewed remains on this screen.' },
  inactivity: {
    heading: 'Closed for inactivity',
    body: 'This screen was closed after a period of inactivity, and the wound data it showed was cleared. Sign in again to continue.',
  },
  failed: { heading: 'Sign-in did not complete', body: 'Your organisation’s sign-in service answered:' },
} as const

/** The whole page of a sign-in build before (or instead of) the app: one heading, one message, Sign in. */
export function SignInScreen({ state }: { state: SignInScreenState }) {
  const heading = useRef<HTMLHeadingElement>(null)
  const [going, setGoing] = useState(false)
  useEffect(() => {
    heading.current?.focus()
  }, [state])

  if (state.kind === 'redirecting') {
    return (
      <main className="session-screen">
        <h1 className="session-brand">Wound History</h1>
        <p role="status" className="status-message loading">
          Signing in: taking you to your organisation’s sign-in page…
        </p>
      </main>
    )
  }
  const text = TEXTS[state.reason]
  return (
    <main className="session-screen">
      <p className="session-brand">Wound History</p>
      <h1 ref={heading} tabIndex={-1}>
        {text.heading}
      </h1>
      <p>{text.body}</p>
      {state.detail !== undefined ? (
        <p className="sign-in-detail">
          <LongText text={state.detail} preview={500} />
        </p>
      ) : null}
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
        {going ? 'Signing in…' : 'Sign in'}
      </button>
    </main>
  )
}

import { useEffect, useRef, useState } from 'react'
import { LongText } from '../../shared/long-text'
import {
  appName,
  closedHeading,
  closedSignInAgain,
  failedBody,
  failedHeading,
  redirecting,
  signIn,
  signedOutBody,
  signedOutHeading,
  signingIn,
} from '#words/sign-in'
import './sign-in.css'

/** Why a sign-in build shows no wound data: the app is on its way to the issuer, or the session ended. */
type SignInScreenState =
  | { kind: 'redirecting' }
  | { kind: 'signed-out'; reason: 'signed-out' | 'inactivity' | 'failed'; detail?: string; signIn: () => Promise<void> }

const TEXTS = {
  'signed-out': { heading: signedOutHeading, body: signedOutBody },
  inactivity: { heading: closedHeading, body: closedSignInAgain },
  failed: { heading: failedHeading, body: failedBody },
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
        <h1 className="session-brand">{appName}</h1>
        <p role="status" className="status-message loading">
          {redirecting}
        </p>
      </main>
    )
  }
  const text = TEXTS[state.reason]
  return (
    <main className="session-screen">
      <p className="session-brand">{appName}</p>
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
        {going ? signingIn : signIn}
      </button>
    </main>
  )
}

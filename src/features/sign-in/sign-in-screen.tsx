import { useEffect, useRef, useState } from 'react'
import {
  appName,
  closedHeading,
  closedSignInAgain,
  failedHeading,
  notReauthenticatedBody,
  notReauthenticatedHeading,
  redirecting,
  refusedBody,
  signIn,
  signedOutBody,
  signedOutHeading,
  signingIn,
  unusableBody,
} from '#words/sign-in'
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

const textsOf = (state: Extract<SignInScreenState, { kind: 'signed-out' }>): { heading: string; body: string } => {
  switch (state.reason) {
    case 'signed-out':
      return { heading: signedOutHeading, body: signedOutBody }
    case 'inactivity':
      return { heading: closedHeading, body: closedSignInAgain }
    case 'refused':
      return { heading: failedHeading, body: refusedBody(state.code) }
    case 'failed':
      return { heading: failedHeading, body: unusableBody }
    case 'not-reauthenticated':
      return { heading: notReauthenticatedHeading, body: notReauthenticatedBody }
  }
}

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
  const text = textsOf(state)
  return (
    <main className="session-screen">
      <p className="session-brand">{appName}</p>
      <h1 ref={heading} tabIndex={-1}>
        {text.heading}
      </h1>
      <p>{text.body}</p>
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

import { useEffect, useRef, useState } from 'react'
import { connectionStore, useConnectionState } from '../../session/connection-store'
import { useSignInSession } from '../../session/sign-in-session'
import {
  appName,
  closedBody,
  closedHeading,
  continueLabel,
  enterApiKey,
  enterKeyAgain,
  keyRemembered,
  signIn,
  signInAgain,
  signingIn,
} from '#words/idle'

/**
 * The page after automatic logoff: why it closed, and how to go on. Nothing of the wound it showed
 * remains (the app is unmounted, the query cache cleared, the address bar back at the start).
 * A sign-in build signs in again (the issuer is asked to check the clinician's credentials); a key
 * build asks for the key again, unless the user chose to remember it on this device.
 */
export function ClosedForInactivity() {
  const { settings } = useConnectionState()
  const session = useSignInSession()
  const heading = useRef<HTMLHeadingElement>(null)
  const [going, setGoing] = useState(false)
  useEffect(() => {
    heading.current?.focus()
  }, [])

  const keyNeeded = settings.mode === 'live' && settings.apiKey === ''
  const next = settings.mode === 'signin' ? signInAgain : keyNeeded ? enterKeyAgain : keyRemembered
  const label = settings.mode === 'signin' ? signIn : keyNeeded ? enterApiKey : continueLabel

  const onContinue = () => {
    if (settings.mode !== 'signin') {
      connectionStore.reopen()
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
    <main className="session-screen">
      <p className="session-brand">{appName}</p>
      <h1 ref={heading} tabIndex={-1}>
        {closedHeading}
      </h1>
      <p>
        {closedBody} {next}
      </p>
      <button type="button" className="primary" disabled={going} onClick={onContinue}>
        {going ? signingIn : label}
      </button>
    </main>
  )
}

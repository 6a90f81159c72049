import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { SignInSession } from '../../session/sign-in-session'
import { useSignedInUserWords } from './use-signed-in-user-words'
import './sign-in.css'

/**
 * Header part of a sign-in build: who is signed in, and Sign out. Signing out stops the session
 * handing out tokens at once, drops every answer of the service from memory (requests under way
 * are cancelled), forgets the tokens and ends the issuer's session; the page then leaves for the
 * issuer, so nothing of it remains.
 */
export default function SignedInUser({ session }: { session: SignInSession }) {
  const { t, locale } = useSignedInUserWords()
  const queryClient = useQueryClient()
  const [leaving, setLeaving] = useState(false)
  return (
    <div className="signed-in-user" lang={locale}>
      <span className="signed-in-name">
        {session.userName === undefined ? (
          t('signedInAnonymously')
        ) : (
          <>
            {t('signedInAs')} <strong>{session.userName}</strong>
          </>
        )}
      </span>
      <button
        type="button"
        disabled={leaving}
        onClick={() => {
          setLeaving(true)
          const signingOut = session.signOut()
          void queryClient
            .cancelQueries()
            .then(() => {
              queryClient.clear()
              return signingOut
            })
            .catch(() => {
              setLeaving(false)
            })
        }}
      >
        {leaving ? t('signingOut') : t('signOut')}
      </button>
    </div>
  )
}

import type { Root } from 'react-dom/client'
import type { SignInConfig } from '../config/env'
import type { SignInSession } from '../session/sign-in-session'
import { SignInScreen } from '../features/sign-in/sign-in-screen'
import { startSignIn } from './sign-in'

/**
 * A sign-in build's start (loaded by main.tsx only in such a build): sign the clinician in before
 * anything asks the service. Resolves with the session once signed in (the app may render);
 * otherwise the page shows where the clinician is (on the way to the issuer, signed out, closed for
 * inactivity) and it resolves undefined.
 */
export async function signInFirst(config: SignInConfig, root: Root): Promise<SignInSession | undefined> {
  root.render(<SignInScreen state={{ kind: 'redirecting' }} />)
  const outcome = await startSignIn(config)
  if (outcome.kind === 'signed-in') return outcome.session
  root.render(<SignInScreen state={outcome} />)
  return undefined
}

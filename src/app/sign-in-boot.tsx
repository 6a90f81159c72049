import type { Root } from 'react-dom/client'
import type { SignInConfig } from '../config/env'
import type { SignInSession } from '../session/sign-in-session'
import { localeOnThisDevice } from '../i18n/choose-locale'
import { appUrlLang } from '../features/sign-in/app-url-locale'
import { SignInScreen } from '../features/sign-in/sign-in-screen'
import { signInWords } from '../words/sign-in'
import { startSignIn } from './sign-in'

/**
 * A sign-in build's start (loaded by main.tsx only in such a build): sign the clinician in before
 * anything asks the service. Resolves with the session once signed in (the app may render);
 * otherwise the page shows where the clinician is (on the way to the issuer, signed out, closed for
 * inactivity) and it resolves undefined. The page is in the app's language (the app URL's, read
 * before signing in rewrites the address and again after, else this device's:
 * src/i18n/choose-locale.ts); its words load beside the sign-in, and a page signed in at once (a
 * session of this tab resumed) does not wait for them.
 */
export async function signInFirst(config: SignInConfig, root: Root): Promise<SignInSession | undefined> {
  const locale = localeOnThisDevice(appUrlLang(location.search))
  const words = signInWords.load(locale)
  let settled = false
  words.then(
    () => {
      if (!settled) root.render(<SignInScreen state={{ kind: 'redirecting' }} locale={locale} />)
    },
    // Said below, once the sign-in has settled: main.tsx says sign-in could not start.
    () => undefined,
  )
  const outcome = await startSignIn(config)
  settled = true
  if (outcome.kind === 'signed-in') return outcome.session
  // The address the sign-in has left: back from the issuer (a sign-in refused, a Sign out), it
  // holds the language of the view the clinician was on again (sign-in.ts).
  const shownIn = localeOnThisDevice(appUrlLang(location.search))
  await (shownIn === locale ? words : signInWords.load(shownIn))
  root.render(<SignInScreen state={outcome} locale={shownIn} />)
  return undefined
}

// As main.tsx loads it (lazy): its default export, which the entry takes without naming it (0.03 KB).
export default signInFirst

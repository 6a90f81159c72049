import { use } from 'react'
import type { Locale } from '../../i18n/locales'
import { signInWords } from '../../words/sign-in'

/**
 * The sign-in screen's words in `locale`. The screen shows before the app, with no view state for
 * useWords to read the app URL's language from: sign-in-boot.tsx reads it (app-url-locale.ts)
 * before signing in rewrites the address, and loads these words first, so this does not wait.
 */
export const useSignInWords = (locale: Locale) => ({ t: use(signInWords.load(locale)), locale })

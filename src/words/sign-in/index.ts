import { wordsArea } from '../../i18n/area'
import type { Messages } from './messages'

/**
 * The sign-in screen's words (features/sign-in/sign-in-screen.tsx: the page of a sign-in build
 * before, or instead of, the app), in each language; only the chosen language's catalog is
 * downloaded. Who is signed in, in the header, is an area of its own (../signed-in-user), and the
 * closed-for-inactivity screen has its own copy of the words it shares with this one (../idle):
 * each loads with its own screen.
 */
export const signInWords = wordsArea<Messages>({
  en: () => import('./en.json'),
  de: () => import('./de.json'),
  'en-XA': () => import('./en.json?pseudo'),
})

import { wordsArea } from '../../i18n/area'
import type { Messages } from './messages'

/**
 * Who is signed in, in the header of a sign-in build (features/sign-in/signed-in-user.tsx), in each
 * language; only the chosen language's catalog is downloaded. Not the sign-in screen's area
 * (../sign-in): the two load in different chunks, and an area both imported would be a chunk of its
 * own (one more request, and its name in the entry chunk of every build).
 */
export const signedInUserWords = wordsArea<Messages>({
  en: () => import('./en.json'),
  de: () => import('./de.json'),
  'en-XA': () => import('./en.json?pseudo'),
})

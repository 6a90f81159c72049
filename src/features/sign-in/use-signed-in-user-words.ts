import { useWords } from '../../i18n/use-words'
import { signedInUserWords } from '../../words/signed-in-user'

/** Who is signed in, and Sign out: in the app URL's language. */
export const useSignedInUserWords = () => useWords(signedInUserWords)

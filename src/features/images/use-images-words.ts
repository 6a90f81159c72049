import { useWords } from '../../i18n/use-words'
import { imagesWords } from '../../words/images'

/** The images' words in the app URL's language. */
export const useImagesWords = () => useWords(imagesWords)

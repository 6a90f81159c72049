import { wordsAreas } from '../../i18n/areas'
import { useAreasWords } from '../../i18n/use-words'
import { codesWords } from '../../words/codes'
import { handoffWords } from '../../words/handoff'
import { pushGapsWords } from '../../words/push-gaps'
import { verdictWords } from '../../words/verdict'

/**
 * The hand-off's words (src/words/handoff), with the verdict's, the codes' and PUSH's gaps' that the
 * note says too: asked for at once, waited for once. The same object for the same language, so a note is not
 * written again for nothing.
 */
const HANDOFF_WORDS = wordsAreas({ t: handoffWords, vt: verdictWords, codes: codesWords, gaps: pushGapsWords })

/** The hand-off's words in the app URL's language (the note's: note-words.ts). */
export const useHandoffWords = () => useAreasWords(HANDOFF_WORDS)

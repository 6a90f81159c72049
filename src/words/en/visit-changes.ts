import type { ChangedList, VisitChange } from '../../domain/visit-changes'
import { entryWords, words } from './codes'

/* What changed since the previous visit, as a clinician would say it (domain/visit-changes.ts finds it). */

const PAIN_WORDS = { at_rest_scale: 'pain at rest', with_movement_scale: 'pain with movement', at_night_scale: 'pain at night' } as const
const LIST_WORDS: Record<ChangedList, string> = {
  signs_of_local_infection: 'signs of infection',
  wound_edge: 'wound edge',
  peri_wound_skin: 'peri-wound skin',
}
const TRACT_WORDS = { tunneling: 'tunnelling', undermining: 'undermining' } as const

/** "exudate moderate → large", "new: malodorous", "area +18%". */
export function changeText({ what }: VisitChange): string {
  switch (what.kind) {
    case 'area':
      return what.percent === 0 ? 'area unchanged' : `area ${what.percent > 0 ? '+' : '−'}${Math.abs(what.percent)}%`
    case 'exudate-amount':
      return `exudate ${words(what.from)} → ${words(what.to)}`
    case 'exudate-type':
      return what.newlyInfected ? `new: ${words(what.to)} exudate` : `exudate ${words(what.from)} → ${words(what.to)}`
    case 'malodorous':
      return what.now ? 'new: malodorous' : 'no longer malodorous'
    case 'odour':
      return `odour ${words(what.from)} → ${words(what.to)}`
    case 'infected':
      return what.now ? 'new: infected' : 'no longer infected'
    case 'entries':
      return `${what.now ? 'new' : 'no longer'} ${LIST_WORDS[what.list]}: ${what.entries.map(entryWords).join(', ')}`
    case 'pain':
      return `${PAIN_WORDS[what.scale]} ${what.from} → ${what.to}`
    case 'tract':
      return `${what.now ? 'new' : 'no longer'}: ${TRACT_WORDS[what.tract]}`
  }
}

/** "Exudate moderate → large; new: malodorous; area +18%.": first letter up, the rest as said. */
export function changeSentence(changes: readonly VisitChange[]): string {
  const text = changes.map(changeText).join('; ')
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`
}

/** What a visit did not record (domain/visits.ts notRecorded), said once. */
export const notRecordedText = (missing: 'measurement' | 'assessment'): string =>
  missing === 'measurement' ? 'No measurement was taken on this date.' : 'No assessment was recorded on this date.'

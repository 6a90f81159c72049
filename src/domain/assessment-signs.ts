import type { AssessmentValues } from '../api/schemas/assessment'

/*
 * What an assessment's values say about the signs a clinician reads beside the size: the exudate
 * amount's rank, pus, and the infection object, read the same way by the visit's changes
 * (visit-changes.ts) and the signs chart's series (healing/series.ts).
 */

/** The exudate amounts on the spec's scale, least first: an amount's index is its rank (none 0 … large 3). */
export const EXUDATE_AMOUNTS: readonly string[] = ['NONE', 'MINIMUM', 'MODERATE', 'LARGE']

/** The spec's markers that free text follows ("Other"): no finding of their own. */
export const FREE_TEXT_MARKERS = new Set(['OTHER_FREE_TEXT', 'OTHER-FREE-TEXT'])

/** Exudate types read as a sign of infection (pus). Where a verdict uses this, it cites its source there. */
export const INFECTED_EXUDATE = new Set(['PURULENT', 'HEAMOPURULENT'])

/** The infection object's shape is open (spec): what can be read of it, and nothing is guessed. */
export function infectionOf(values: AssessmentValues | undefined): { infected: boolean | undefined; signs: string[] } {
  const infection = values?.infection
  if (typeof infection !== 'object' || infection === null) return { infected: undefined, signs: [] }
  const infected = 'infected' in infection ? infection.infected : undefined
  const signs = 'signs_of_local_infection' in infection ? infection.signs_of_local_infection : undefined
  const answer =
    typeof infected === 'string' ? infected.trim().toUpperCase() : typeof infected === 'boolean' ? String(infected).toUpperCase() : ''
  return {
    infected: ['YES', 'TRUE', 'Y'].includes(answer) ? true : ['NO', 'FALSE', 'N'].includes(answer) ? false : undefined,
    signs: Array.isArray(signs) ? signs.filter((sign): sign is string => typeof sign === 'string' && sign.trim() !== '') : [],
  }
}

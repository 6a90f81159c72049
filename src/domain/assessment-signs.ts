import type { AssessmentValues } from '../api/schemas/assessment'

/*
 * What an assessment's values say about the signs a clinician reads beside the size: the exudate
 * amount's rank, pus, the infection object, and which of them are signs of wound infection. Each
 * rule is here once, read by the verdict (healing/signs.ts), the visit's changes
 * (visit-changes.ts), the signs chart and, through the verdict, the note. The signs are those of
 * local wound infection in the International Wound Infection Institute's Wound Infection
 * Continuum (IWII 2022; healing/sources.ts cites it, and the overview says it).
 */

/** The exudate amounts on the spec's scale, least first: an amount's index is its rank (none 0 … large 3). */
export const EXUDATE_AMOUNTS: readonly string[] = ['NONE', 'MINIMUM', 'MODERATE', 'LARGE']

/** The spec's markers that free text follows ("Other"): no finding of their own. */
export const FREE_TEXT_MARKERS = new Set(['OTHER_FREE_TEXT', 'OTHER-FREE-TEXT'])

/** Exudate types read as a sign of infection (pus: IWII 2022's "purulent discharge"); the spec's spelling, and the usual one. */
const INFECTED_EXUDATE = new Set(['PURULENT', 'HEAMOPURULENT', 'HAEMOPURULENT'])

/** Purulent or haemopurulent exudate. */
export const isPurulent = (type: string | undefined): boolean => type !== undefined && INFECTED_EXUDATE.has(type)

/**
 * IWII 2022 names *increasing* malodour, not malodour: a wound can smell for reasons of its own
 * (a fungating wound, a dressing). On the specification's two-value scale (NO, MALODOROUS) an
 * increase is malodour recorded where the assessment before, which recorded the odour, recorded
 * none.
 */
export const malodourIncreased = (before: string | undefined, now: string | undefined): boolean => before === 'NO' && now === 'MALODOROUS'

/**
 * Malodour that came (an increase) stays a sign while it lasts, for at most this many days after
 * it came; longer, it is the wound's usual odour, not an increase (this view's choice: the weeks
 * the verdict reads the signs in).
 */
export const MALODOUR_INCREASE_DAYS = 28

/** A sign of wound infection as an assessment records it. */
export type InfectionSign =
  | { kind: 'infected' }
  | { kind: 'purulent-exudate'; exudateType: string }
  /** Malodour that came since `since`, where the assessment before it recorded none. */
  | { kind: 'increasing-malodour'; since: string }
  /** An entry of signs_of_local_infection, as the service spells it. */
  | { kind: 'recorded'; entry: string }

/** What the rules read of one assessment date, in date order (healing/series.ts's signs points hold it). */
type SignsReading = {
  date: string
  /** Days on the wound's time axis. */
  day: number
  infected: boolean | undefined
  infectionSigns: readonly string[]
  exudateType: string | undefined
  odour: string | undefined
}

/** An assessment's signs of infection, each under a key that stays the same from one assessment to the next. */
export type SignsAt = ReadonlyMap<string, InfectionSign>

const signsCache = new WeakMap<readonly SignsReading[], SignsAt[]>()

/**
 * The signs of infection each assessment records (one map per reading, in the same order): an
 * assessment recorded as infected, the signs of local infection it lists (free-text markers aside),
 * purulent or haemopurulent exudate, and increasing malodour. Kept per list of readings.
 */
export function infectionSignsOver(readings: readonly SignsReading[]): SignsAt[] {
  const known = signsCache.get(readings)
  if (known) return known
  let lastOdour: string | undefined
  let came: SignsReading | undefined
  const all = readings.map((reading) => {
    const signs = new Map<string, InfectionSign>()
    if (reading.infected === true) signs.set('infected', { kind: 'infected' })
    if (reading.exudateType !== undefined && isPurulent(reading.exudateType)) {
      signs.set('pus', { kind: 'purulent-exudate', exudateType: reading.exudateType })
    }
    if (reading.odour !== undefined) {
      if (reading.odour !== 'MALODOROUS') came = undefined
      else if (malodourIncreased(lastOdour, reading.odour)) came = reading
      else if (lastOdour !== 'MALODOROUS') came = undefined
      lastOdour = reading.odour
    }
    if (came && reading.odour === 'MALODOROUS' && reading.day - came.day <= MALODOUR_INCREASE_DAYS) {
      signs.set('odour', { kind: 'increasing-malodour', since: came.date })
    }
    for (const entry of reading.infectionSigns) {
      if (!FREE_TEXT_MARKERS.has(entry)) signs.set(`sign:${entry}`, { kind: 'recorded', entry })
    }
    return signs
  })
  signsCache.set(readings, all)
  return all
}

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

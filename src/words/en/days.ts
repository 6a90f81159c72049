import { formatNumber, pluralise } from '../../text/format'

/* Numbers of days, as the healing references and the trajectory count them. */

/** A number of days in words: "4 weeks" for whole weeks, else "29 days". */
export const daysText = (days: number): string => (days % 7 === 0 ? pluralise(days / 7, 'week') : pluralise(days, 'day'))

/** The same as an adjective: "4-week", "20-day". */
export const daysAdjective = (days: number): string =>
  days % 7 === 0 ? `${formatNumber(days / 7, 0)}-week` : `${formatNumber(days, 0)}-day`

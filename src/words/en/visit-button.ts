import { formatDate } from '../../text/format'

/* The Visit button beside a record's date (src/url-state/use-visit.tsx). */

export const visitButton = 'Visit'
/** The button's name: "Visit of 5 Mar 2026". */
export const visitOf = (day: string): string => `Visit of ${formatDate(day)}`

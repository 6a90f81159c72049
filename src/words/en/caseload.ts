import type { CaseloadConcern } from '../../domain/caseload'

/* The caseload (features/caseload): a clinician's wounds in one table, the most worrying first. */

export const caseloadHeading = 'Caseload'
export const woundIdsLabel = 'Wound IDs'
export const woundIdsHint = 'Separate them with commas, spaces or new lines.'
export const addWounds = 'Add'
export const woundIdsMissing = 'Enter one or more wound IDs.'
/** The entries that are not wound IDs, quoted, so the clinician sees which to correct. */
export const woundIdsInvalid = (entries: readonly string[]): string =>
  `Not a wound ID (a positive whole number): ${entries.map((entry) => `“${entry}”`).join(', ')}. Nothing was added.`
export const caseloadFull = (max: number): string => `A caseload lists at most ${max} wounds; the rest were not added.`

export const defaultOrder =
  'Most worrying first: signs of infection now, then a growing wound, a rise in pain, no change, not measured for longer than usual, getting smaller, and last what cannot be judged yet.'
/** Said in place of the default order once the table is sorted by another column or the other way. */
export const otherOrder = (column: string, descending: boolean): string =>
  `Sorted by ${column}, ${descending ? 'descending' : 'ascending'}. Concern, ascending, puts the most worrying first.`
export const progress = (read: number, total: number): string => `${read} of ${total} wounds read`

export const columnWound = 'Wound'
export const columnPhoto = 'Latest photo'
export const columnConcern = 'Concern'
export const columnLatest = 'Latest area'
export const columnChange = 'Change'
export const columnVerdict = 'Where it is heading'
/** The window the column reads is the judgement's: the latest 4 weeks of records. */
export const columnInfection = 'Signs of infection, latest 4 weeks'
export const columnMeasured = 'Last measured'
/** Before the sort buttons where a phone shows the column names as a bar above the rows. */
export const sortBy = 'Sort by'

export const woundLink = (id: number): string => `Wound ${id}`
export const CONCERN_WORDS: Record<CaseloadConcern, string> = {
  infection: 'Signs of infection now',
  deteriorating: 'Getting larger',
  pain: 'Pain rising',
  plateau: 'No change',
  overdue: 'Not measured for longer than usual',
  improving: 'Getting smaller or closed',
  'too-little-data': 'Too little to judge',
}
export const reading = 'Reading…'
export const noMeasurements = 'No measurements yet'
export const retry = 'Retry'
/** A row's error, short: the service's own title for a status, else the alert's title. */
export const ROW_ERRORS: Partial<Record<number, string>> = { 403: 'Access denied', 404: 'Wound not found' }
export const latestArea = (area: string, date: string): string => `${area} cm² on ${date}`
export const infectionNow = 'Yes, recorded now'
/** Signs recorded in the window, none at its latest assessment: not "none", which would hide them. */
export const infectionEarlier = 'Earlier, not now'
export const infectionNone = 'None recorded'
export const infectionNotAssessed = 'No assessment in the latest 4 weeks'
export const daysAgo = (days: number): string => (days === 0 ? 'today' : days === 1 ? '1 day ago' : `${days} days ago`)
export const overdueNote = (usual: number): string => (usual <= 1 ? 'usually every day' : `usually every ${usual} days`)

export const copyHandover = 'Copy hand-over list'
export const handoverCopied = 'Hand-over list copied.'
export const handoverRefused = 'The browser did not allow copying. The list is below: select it and copy it.'
export const handoverLabel = 'Hand-over list'
/** The list's first line. */
export const handoverTitle = (count: number, today: string, byConcern: boolean): string =>
  `Caseload: ${count} wounds, ${byConcern ? 'most worrying first' : 'in the order chosen on screen'}, on ${today}`
/** One wound's line: its concern, latest area and date, the summary's line. */
export const handoverLine = (parts: {
  id: number
  concern: string
  latest?: string | undefined
  measured?: string | undefined
  summary?: string | undefined
}): string =>
  [
    `Wound ${parts.id}: ${parts.concern}`,
    parts.latest && `latest ${parts.latest}${parts.measured ? ` (${parts.measured})` : ''}`,
    parts.summary,
  ]
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join('. ') + '.'

/** A reduction in words: positive percent is smaller (as the metrics count it). */
const sized = (percent: number): string =>
  Math.round(percent) === 0 ? 'no change' : percent > 0 ? `${Math.round(percent)}% smaller` : `${Math.round(-percent)}% larger`
export const changeSinceBaseline = (percent: number, date: string): string => `since ${date}: ${sized(percent)}`
export const changeInWindow = (percent: number, days: number): string => `latest ${days} days: ${sized(percent)}`

import { DASH, formatDate, formatNumber, pluralise } from '../../text/format'

/* The images over time: every measurement's thumbnail, month by month, and choosing two to compare. */

export const imagesOverTime = 'Images over time'
export const loadingMeasurements = (progress: { loadedPages: number; totalPages: number | undefined } | undefined): string =>
  `Loading the measurements${progress?.totalPages ? ` (${progress.loadedPages} of ${progress.totalPages} pages)` : ''}…`
export const noMeasurements = 'No measurements recorded for this wound.'
const measurements = (count: number) => pluralise(count, 'measurement')
export const timelineSpan = (count: number, first: string | undefined, last: string | undefined): string =>
  `${measurements(count)}, ${formatDate(first)} to ${formatDate(last)}, oldest first. Change is from the previous measurement.`
export const goToLatestLabel = 'Go to latest'
/** A month's heading is its name (the locale's), then this. */
export const monthCount = (count: number): string => `(${measurements(count)})`
export const noDate = 'No date'

/* Choosing two dates to compare */

export const compareBaselineAndLatest = 'Compare baseline and latest'
export const compareTwoDates = 'Compare two dates'
export const twoChosen = (first: string | undefined, second: string | undefined): string =>
  `${formatDate(first)} and ${formatDate(second)} chosen.`
export const oneChosen = (date: string | undefined): string => `${formatDate(date)} chosen: tick one more date.`
export const tickTwo = 'Tick “Compare” on two dates to see them side by side.'
export const compareChosen = 'Compare chosen'
export const clearChoice = 'Clear choice'

/* One card */

export const noThumbnail = 'No thumbnail'
export const firstAreaMeasured = 'First area measured'
/** The card's button, for a screen reader. */
export const openCardImages = (id: number, date: string): string => `Images of measurement ${id}, ${date}`

/** The change from the previous area; `since` is the date compared with. */
type AreaChange = { delta: number; percent: number | null; since: string | undefined }

/** "−2.04 cm² (−17.8%)": the minus sign is a real one, read as "minus". */
export function changeText(change: AreaChange | undefined): string {
  if (!change) return DASH
  const sign = (value: number) => (value > 0 ? '+' : value < 0 ? '−' : '±')
  const rounded = Number(change.delta.toFixed(2))
  const delta = `${sign(rounded)}${formatNumber(Math.abs(change.delta), 2, true)} cm²`
  if (change.percent === null) return delta
  const percent = Number(change.percent.toFixed(1))
  return `${delta} (${sign(percent)}${formatNumber(Math.abs(change.percent), 1, true)}%)`
}

/** Words for a screen reader: "2.04 cm² smaller than on 5 Jan 2026". */
export function changeWords(change: AreaChange | undefined): string {
  if (!change) return 'no earlier area to compare with'
  const size = Number(change.delta.toFixed(2))
  const date = change.since ? formatDate(change.since) : undefined
  if (size === 0) return date ? `unchanged since ${date}` : 'unchanged'
  return `${formatNumber(Math.abs(change.delta), 2, true)} cm² ${size < 0 ? 'smaller' : 'larger'}${date ? ` than on ${date}` : ''}`
}

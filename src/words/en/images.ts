import type { ImageKind, Measurement } from '../../api/schemas/measurement'
import { measurementNoun } from './measures'
import { DASH, formatDate, formatNumber, humaniseCode } from '../../text/format'

/*
 * The wound's images in words: what every view of them says (a picture, its record, the summary's
 * photo). The images panel's own words are in image-panel.ts, Compare's in compare.ts, the images
 * over time's in timeline.ts: each loads with its view only.
 */

/* An image and its record */

export const kindLabel = (kind: ImageKind): string => humaniseCode(kind)

const idText = (record: Measurement) => (record.id === null ? '(no id)' : String(record.id))

/** "Original image of measurement 100001, Jan 5, 2026": the kind word is always in it. */
export function imageAlt(kind: ImageKind, record: Measurement): string {
  const date = formatDate(record.date)
  return `${kindLabel(kind)} image of measurement ${idText(record)}${date === DASH ? '' : `, ${date}`}`
}

export function recordCaption(record: Measurement): string {
  return `${measurementNoun(record.type)} ${idText(record)} · ${formatDate(record.date)}`
}

/** "11.43 cm²", or why there is none. */
export const areaText = (area: number | undefined): string =>
  area === undefined ? 'Area not recorded' : `${formatNumber(area, 2, true)} cm²`

/** A date to compare: "Jan 5, 2026 (measurement 100001)". */
export const measurementOnDate = (date: string | undefined, id: number): string => `${formatDate(date)} (measurement ${id})`
/** The panel's Compare button, and a card's box that ticks its date for Compare. */
export const compareLabel = 'Compare'

/** The panel's and the images over time's, when the measurements did not come. */
export const imagesNotLoaded = 'The measurements could not be loaded, so their images cannot be shown.'

/* A picture loading, or not there */

export const imageUnavailable = 'Image unavailable'
export const loadingImage = 'Loading image…'
export const retryImage = 'Retry'
/** Said to a screen reader after "Image unavailable" or "Loading image…": which picture. */
export const whichImage = (alt: string): string => `: ${alt}`

/* The summary's photo */

export const latestPhoto = 'Latest photo'
/**
 * The photo's button: what it is to the clinician ("Latest photo"), its date, what it opens, and
 * the words it shows in the picture's place while there is no picture ("Loading image…"): a
 * control's name holds the text it shows.
 */
export const openPhoto = (label: string, date: string | undefined, id: number, showing?: string): string =>
  `${label}, ${formatDate(date)}: open the images of measurement ${id}${showing === undefined ? '' : ` (${showing})`}`

import type { ImageKind, Measurement } from '../../api/schemas/measurement'
import { percentAreaReduction } from '../../domain/area-change'
import { formatDate, formatNumber } from '../../text/format'
import { imageAlt } from './images'

/* Compare, in the images panel: two dates of a wound side by side (choosing them in the images over time: timeline.ts). */

/* The pairs it opens on */

export const previousAndThis = 'Previous and this date'
export const baselineAndLatestPair = 'Baseline and latest'
export const twoDatesSubtitle = 'Two dates side by side'

/* The view's choices */

export const quickChoice = 'Quick choice of dates'
export const firstDate = 'First date'
export const secondDate = 'Second date'
export const overlayLabel = 'Overlay'
export const overlayNone = 'None'
export const overlayOutline = 'Outline'
export const overlayClassification = 'Classification'
export const overlayOpacity = 'Overlay opacity'
export const zoomBoth = 'Zoom both images'

/** "Area reduced 42.1% from 5 Jan 2026 to 2 Feb 2026", or why it cannot be said. */
export function areaChangeText(first: Measurement, second: Measurement): string {
  const span = `from ${formatDate(first.date)} to ${formatDate(second.date)}`
  if (first.area === undefined || second.area === undefined) return `Area change ${span} unknown: an area is missing.`
  const value = percentAreaReduction(first.area, second.area)
  if (value === null) return `Area change ${span} unknown: the first area is 0.`
  if (value === 0) return `Area unchanged ${span}.`
  return `Area ${value > 0 ? 'reduced' : 'increased'} ${formatNumber(Math.abs(value), 1, true)}% ${span}`
}

/* One of the two pictures */

export const comparedViewport = (id: number): string => `Measurement ${id}: drag or use the arrow keys to move it when zoomed`
export const noImageToCompare = 'No image to compare.'
export const overlayAlt = (kind: ImageKind, record: Measurement): string => `${imageAlt(kind, record)} (overlay)`
/** After the caption, when the record has no picture of the chosen overlay. */
export const noOverlayImage = (overlay: string): string => ` · no ${overlay} image to overlay`

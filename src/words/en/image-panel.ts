import type { ImageKind, Measurement } from '../../api/schemas/measurement'
import { areaText, recordCaption } from './images'

/* The images panel: one measurement's pictures, an enlarged one, zoom (Compare: compare.ts). */

/* The panel */

export const imagesHeading = 'Images'
export const recordSubtitle = (record: Measurement): string => `${recordCaption(record)} · ${areaText(record.area)}`
export const measurementTitle = (id: number): string => `Measurement ${id}`
export const previousButton = 'Previous'
export const nextButton = 'Next'
/** After "Previous" and "Next", for a screen reader. */
export const stepWhat = 'measurement'
export const closeButton = 'Close'
/** After "Close", for a screen reader. */
export const closeWhat = 'images'
export const loadingRecordImages = (id: number): string => `Loading the images of measurement ${id}…`
export const notInHistory = (id: number): string => `Measurement ${id} is not in this wound's history.`
export const stepHint = '← and → step through the measurements by date.'
export const oneDateOnly = 'One date only: there is nothing to compare yet.'
export const sharedId = (count: number, id: number): string =>
  `${count} records share id ${id}, which the service should never send: the images of each are shown, in the service's order.`

/* One record's pictures */

export const noImages = 'No images.'
export const enlarge = 'Enlarge'
/** After "Enlarge", for a screen reader (the caption names the kind on screen). */
export const enlargeWhich = (kind: ImageKind, id: number): string => `${kind}, measurement ${id}`

/* Zoom, and the enlarged image */

export const zoomOut = 'Zoom out'
export const zoomIn = 'Zoom in'
export const resetZoom = 'Reset zoom'
/** "50%": a zoom level, an overlay's opacity. */
export const percentText = (value: number): string => `${value}%`
export const zoomEnlarged = 'Zoom'
export const closeEnlarged = 'Close enlarged image'
export const enlargedViewport = 'Enlarged image: drag or use the arrow keys to move it when zoomed'

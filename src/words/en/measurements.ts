import { pluralise } from '../../text/format'

/* The measurements list and its table (features/measurements). */

/** The measurements' CSV file. */
export const measurementsCsvFileName = (woundId: number): string => `wound-${woundId}-measurements.csv`

// The table

export const childrenHeader = 'Children'
export const childCount = (count: number): string => pluralise(count, 'child', 'children')

/** The images button, named "Images for measurement 7" (the second part only for screen readers). */
export const imagesButton = 'Images'
export const forMeasurement = (id: number, repeat: string): string => `for measurement ${id}${repeat}`
/** Beside it, when the measurement has every kind of image. */
export const allImageKinds = 'all 4'

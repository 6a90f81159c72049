import { pluralise } from '../../text/format'

/* The measurements list and its table (features/measurements). */

// The list

export const measurementsLabel = 'Measurements'
/** Singular, for counts: "measurement"; and as a group's name: "Measurement". */
export const measurementNoun = 'measurement'
export const measurementGroupNoun = 'Measurement'
export const noMeasurementsMatch = 'No measurements match these filters.'
export const noMeasurementsRecorded = 'No measurements are recorded for this wound.'
export const columnChoiceNote =
  'With a column choice the service returns neither Created nor child measurements; choose “Show all columns” to see them.'
/** Always says "children", even for one: "children of measurement 7 (1)"; `repeat` tells a repeated id apart. */
export const childrenOfMeasurement = (id: number | null, repeat: string, count: number): string =>
  `children of measurement ${id ?? ''}${repeat} (${count})`
export const measurementsCsvFileName = (woundId: number): string => `wound-${woundId}-measurements.csv`

// The table

/** A row's name: "measurement 7". */
export const measurementRowName = (id: number | null): string => `measurement ${id ?? ''}`
export const childrenHeader = 'Children'
export const childCount = (count: number): string => pluralise(count, 'child', 'children')

/** The images button, named "Images for measurement 7" (the second part only for screen readers). */
export const imagesButton = 'Images'
export const forMeasurement = (id: number, repeat: string): string => `for measurement ${id}${repeat}`
/** Beside it, when the measurement has every kind of image. */
export const allImageKinds = 'all 4'

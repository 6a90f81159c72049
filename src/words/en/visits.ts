import { DASH, formatDate, formatMeasure, formatNumber, pluralise } from '../../text/format'

/* One visit of the wound, in its dialog (features/visits). */

// The dialog's header

/** The dialog's name: "Visit of 27 Feb 2026". */
export const visitOf = (date: string): string => `Visit of ${formatDate(date)}`
export const visitPlace = (index: number, count: number, woundId: number): string => `Visit ${index} of ${count}, wound ${woundId}`
export const previousVisit = 'Previous visit'
export const nextVisit = 'Next visit'
export const printVisit = 'Print'
export const closeVisit = 'Close'

// Loading, and a date with nothing

export const visitNotLoaded = (message: string): string => `The visit could not be loaded: ${message}`
export const loadingVisit = 'Loading the visit…'
export const nothingOnDate = (date: string): string =>
  `Nothing is recorded for this wound on ${formatDate(date)}: no measurement and no assessment.`

// What changed since the previous visit

export const sincePreviousVisit = 'Since the previous visit'
export const sincePreviousVisitOn = (date: string): string => `Since the previous visit, ${formatDate(date)}`
export const firstVisit = 'First visit'
export const loadingWholeHistory = 'Loading the whole history…'
export const nothingEarlier = 'Nothing earlier is recorded for this wound.'
export const someWorse = ' Some findings are worse than at the previous visit.'
export const noChange = 'No change in what both visits recorded.'

// The visit's assessment

export const assessmentSection = 'Assessment'
export const assessmentHeading = (id: number | null): string => `Assessment ${id ?? ''}`
/** "· the last of 2 assessments this date (150001, 150002)". */
export const lastOfAssessments = (ids: readonly (number | null)[]): string =>
  `· the last of ${pluralise(ids.length, 'assessment')} this date (${ids.map((id) => id ?? DASH).join(', ')})`

// The visit's measurement

export const measurementSection = 'Measurement'
export const measurementHeading = (id: number | null): string => `Measurement ${id ?? ''}`
export const lastOfMeasurements = (count: number): string => `· the last of ${count} measurements this date`
export const areaField = 'Area'
export const sidesField = 'Length × width × depth'
/** "3.2 × 2.1 × — cm". */
export const sidesCm = (sides: readonly (number | undefined)[]): string => `${sides.map((side) => formatNumber(side, 2)).join(' × ')} cm`
export const maximumOfEach = '(maximum of each)'
export const volumeField = 'Volume'
export const perimeterField = 'Perimeter'
export const tissueField = 'Tissue'
/** "Granulation 60 %, Slough 30 %, unclassified 10 %": each tissue by its label (domain/fields), then what is left. */
export const tissueShares = (tissue: readonly (readonly [string, number | undefined])[], unclassified: number | undefined): string =>
  [
    ...tissue.map(([label, value]) => `${label} ${formatMeasure(value, '%', 1)}`),
    ...(unclassified === undefined ? [] : [`unclassified ${formatMeasure(unclassified, '%', 1)}`]),
  ].join(', ')
export const tissueOverHundred = '(they add up to more than 100%, as sent)'
export const lockedField = 'Locked'
export const notLockedYet = 'No, it may still change'

/* The measurements list and its table (features/measurements). */

/** The measurements' CSV file. */
export const measurementsCsvFileName = (woundId: number): string => `wound-${woundId}-measurements.csv`

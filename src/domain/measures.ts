import { isMeasurementType } from '../api/schemas/measurement'
import { FIELDS, MEASURED_FIELDS, measurementTypeLabel, type MeasuredField, type MeasureRole } from './fields'

/*
 * Readings of the field table that only the views beyond the first row need (the charts, the
 * visit, the note, the images): kept apart from fields.ts, which the first row loads.
 */

/** The measured values of one role, in reading order. */
export const measuresOf = (role: MeasureRole): readonly MeasuredField[] => MEASURED_FIELDS.filter((key) => FIELDS[key].role === role)

/**
 * A measurement named by its type, as captions begin: "Group measurement"; a type the service
 * should not send in brackets after the noun ("Measurement (polygon)"), so the caption still
 * starts with what the record is.
 */
export function measurementNoun(type: string | undefined): string {
  if (type === undefined || type === '') return 'Measurement'
  return isMeasurementType(type) ? `${measurementTypeLabel(type) ?? ''} measurement` : `Measurement (${type})`
}

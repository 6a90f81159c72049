import { FIELDS, MEASURED_FIELDS, type MeasuredField, type MeasureRole } from './fields'

/*
 * Readings of the field table that only the views beyond the first row need (the charts, the
 * visit, the note): kept apart from fields.ts, which the first row loads.
 */

/** The measured values of one role, in reading order. */
export const measuresOf = (role: MeasureRole): readonly MeasuredField[] => MEASURED_FIELDS.filter((key) => FIELDS[key].role === role)

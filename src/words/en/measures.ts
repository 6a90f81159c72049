import { isMeasurementType } from '../../api/schemas/measurement'
import { TYPE_LABELS } from './fields'

/* Words only the views beyond the first row need (the images): kept apart from fields.ts, which the first row loads. */

/**
 * A measurement named by its type, as captions begin: "Group measurement"; a type the service
 * should not send in brackets after the noun ("Measurement (polygon)"), so the caption still
 * starts with what the record is.
 */
export function measurementNoun(type: string | undefined): string {
  if (type === undefined || type === '') return 'Measurement'
  return isMeasurementType(type) ? `${TYPE_LABELS[type]} measurement` : `Measurement (${type})`
}

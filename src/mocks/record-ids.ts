/*
 * How the demo numbers its records, so that a record's id tells its wound (the image handler, the
 * bench and the tests read it back).
 */

/** Record ids are unique across the service: wound N numbers its measurements from N·100000 + 1 and its assessments from N·100000 + 50001. */
export const measurementIdBase = (woundId: number) => woundId * 100_000 + 1
export const assessmentIdBase = (woundId: number) => woundId * 100_000 + 50_001
export const woundOfRecordId = (recordId: number) => Math.floor(recordId / 100_000)

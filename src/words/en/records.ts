/* Words every record list says the same way (features/measurements, assessments, visits). */

/** A moment as the service sent it, in a tooltip: "2026-02-27 10:41:00 UTC". */
export const utcMoment = (moment: string): string => `${moment} UTC`

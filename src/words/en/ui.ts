/*
 * The generic words of src/shared not yet in a catalog (the rest are in src/words/first-rows): a
 * repeated record's suffix.
 */

/** Tells a repeated record's controls apart: " (record 2 with this id)". */
export const repeatedRecord = (occurrence: string): string => ` (record ${occurrence} with this id)`

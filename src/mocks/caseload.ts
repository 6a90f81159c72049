/*
 * The demo service as a ward's caseload: the six demo wounds and 24 more (101–124), generated
 * in caseload-wounds.ts. Nothing here imports the generators, so a screen or a test can read the
 * list without building a record.
 */

/**
 * The demo's today: the day after its latest record (wound 3's last near-daily measurement). Every
 * generated wound of the caseload is dated back from it, so "last measured 7 weeks ago" stays true
 * of the data whatever day the demo runs on.
 */
export const DEMO_TODAY = '2026-10-14'

/** The generated wounds of the caseload: ids clear of the six demo wounds and of every record id range. */
export const CASELOAD_WOUND_IDS: readonly number[] = Array.from({ length: 24 }, (_, i) => 101 + i)

/** The demo's caseload, for `?wounds=`: the six demo wounds, then the 24 generated ones, by id. */
export const DEMO_CASELOAD_IDS: readonly number[] = [1, 2, 3, 4, 5, 6, ...CASELOAD_WOUND_IDS]

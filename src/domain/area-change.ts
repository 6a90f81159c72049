/*
 * Healing arithmetic more than one feature needs (the overview's metrics, the image viewer's
 * compare line, the wound summary). Pure, no React, no service knowledge.
 */

/** An area is usable when it is a finite, non-negative number: a negative area is not one. */
export const usableArea = (area: number | null | undefined): area is number => area != null && Number.isFinite(area) && area >= 0

/**
 * Percentage area reduction, PAR = (A0 − At) / A0 × 100, in %. Positive when the wound shrank,
 * negative when it grew, 100 when closed. Undefined (null) for a zero baseline. Rounded to 1e-9 %
 * to remove floating-point noise: 10 → 4.7 cm² is 53 %, not 53.00000000000001 %, so a reduction
 * exactly at a threshold compares as equal to it.
 */
export function percentAreaReduction(baselineArea: number, area: number): number | null {
  return baselineArea > 0 ? Math.round(((baselineArea - area) / baselineArea) * 100 * 1e9) / 1e9 : null
}

/*
 * How far apart two area measurements of an unchanged wound can be. A change smaller than this is
 * not a measurable change: it may be the camera angle or where the edge was traced, not the wound.
 *
 * The figure: in clinical practice a handheld laser-assisted imaging device (SilhouetteMobile)
 * measured the same wound with a coefficient of variation of 3.2% between raters and 2.6% within
 * one rater (5 wounds, 3 raters, 5 repeated measurements each). Two visits are usually measured by
 * different nurses, so the between-rater figure applies; the difference of two such measurements
 * stays within 1.96 × √2 × 3.2% ≈ 8.9% in 95% of cases (the repeatability limit). Rounded up to
 * 10%, so the figure leans towards "no measurable change" rather than reading noise as progress.
 */

/** % of the earlier area: a change at least this large, either way, is measurable (its source: sources.ts, in words src/words/overview). */
export const AREA_VARIABILITY_PERCENT = 10

/**
 * Whether a change from `before` to `after` (cm²) is measurable, and which way: the change as % of
 * the earlier area, compared with the variability. Rounded to 1e-9 % like percentAreaReduction,
 * so a change of exactly 10% counts as measurable. A wound that reopens (0 → more) has grown.
 */
export function measurableChange(before: number, after: number, percent = AREA_VARIABILITY_PERCENT): 'smaller' | 'larger' | 'none' {
  if (before <= 0) return after > 0 ? 'larger' : 'none'
  const change = Math.round(((after - before) / before) * 100 * 1e9) / 1e9
  if (change <= -percent) return 'smaller'
  if (change >= percent) return 'larger'
  return 'none'
}

/**
 * How many decimals a percentage is shown with beside a threshold: whole numbers, unless rounding
 * would put the value on the other side of the threshold (52.7 against 53 keeps one decimal, never
 * "53") or hide a change (0.3 is not "0"). Up to 3 decimals.
 */
export function percentDigits(value: number, threshold: number): number {
  const side = Math.sign(value - threshold)
  for (const digits of [0, 1, 2]) {
    const rounded = Number(value.toFixed(digits))
    if (Math.sign(rounded - threshold) === side && (rounded !== 0 || value === 0)) return digits
  }
  return 3
}

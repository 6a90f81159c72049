import type { Citation } from './citation'

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

/** % of the earlier area: a change at least this large, either way, is measurable. */
export const AREA_VARIABILITY_PERCENT = 10

export const AREA_VARIABILITY = {
  percent: AREA_VARIABILITY_PERCENT,
  label: `Measurement variability — Hammond & Nixon 2011 (${AREA_VARIABILITY_PERCENT}%)`,
  // The study's figures are its own; the view's threshold is the constant above, in every sentence.
  summary: `Repeated area measurements of the same wounds with a handheld digital imaging device varied by 3.2% between raters and 2.6% within one rater (coefficient of variation; 5 wounds, 3 raters, 5 measurements each). Two measurements by different nurses then differ by up to 1.96 × √2 × 3.2% ≈ 8.9% (95% limit) although the wound has not changed. This view rounds that up: a change in area of less than ${AREA_VARIABILITY_PERCENT}% between two measurements is not counted as measurable.`,
  caveat: `Small wounds are traced less reliably (Miller et al. 2012), so near closure a ${AREA_VARIABILITY_PERCENT}% change is less certain; other measuring methods (ruler, acetate tracing) vary more.`,
  citations: [
    {
      // The abstract at this address was checked for the device, the design and the figures.
      text: 'Hammond CE, Nixon MA. The reliability of a handheld wound measurement and documentation device in clinical practice. J Wound Ostomy Continence Nurs. 2011;38(3):260–264.',
      url: 'https://nursingcenter.com/journalarticle?Article_ID=1168919&Issue_ID=1168620&Journal_ID=448075',
      linkText: 'abstract of Hammond & Nixon 2011',
    },
    {
      text: 'Miller C, Karimi L, Donohue L, Kapp S. Interrater and intrarater reliability of Silhouette wound imaging device. Adv Skin Wound Care. 2012.',
      doi: '10.1097/01.ASW.0000422626.25031.b8',
      url: 'https://doi.org/10.1097/01.ASW.0000422626.25031.b8',
    },
  ] satisfies readonly Citation[],
} as const

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

import { FIELDS, MEASURED_FIELDS, type MeasuredField, type MeasureRole } from './fields'

/*
 * Readings of the field table that only the views beyond the first row need (the charts, the
 * visit, the note): kept apart from fields.ts, which the first row loads.
 */

/** The measured values of one role, in reading order. */
export const measuresOf = (role: MeasureRole): readonly MeasuredField[] => MEASURED_FIELDS.filter((key) => FIELDS[key].role === role)

/**
 * The tissue shares a measurement records, and what they leave: the service sends granulation,
 * slough and eschar, each as a percentage of the wound bed, with no share for epithelial or any
 * other tissue. What the three leave of 100% is unclassified (epithelial tissue among it); shares
 * that add up to more than 100% are kept as sent, and said to.
 */
type TissueBalance = {
  /** The shares recorded, in reading order. */
  shares: [MeasuredField, number][]
  /** 100 − their sum, when they add up to 100% or less; null when more, or none is recorded. */
  unclassified: number | null
  /** Their sum, when it is over 100%. */
  over: number | null
}

export function tissueBalance(measurement: Partial<Record<MeasuredField, number>>): TissueBalance {
  const shares = measuresOf('tissue').flatMap((key): [MeasuredField, number][] => {
    const value = measurement[key]
    return value === undefined ? [] : [[key, value]]
  })
  // Rounded to 1e-9: 60 + 30 + 9.9 must leave 0.1, not 0.09999999999999432.
  const sum = Math.round(shares.reduce((total, [, value]) => total + value, 0) * 1e9) / 1e9
  if (shares.length === 0) return { shares, unclassified: null, over: null }
  return sum > 100 ? { shares, unclassified: null, over: sum } : { shares, unclassified: Math.round((100 - sum) * 1e9) / 1e9, over: null }
}

import { DASH, formatNumber } from './format'

/*
 * A measure as the screens past the first rows write it: with its unit, or as a change with its
 * sign. Apart from format.ts, which the first rows load, so that only the chunks that write them
 * carry them.
 */

/** A change: "+1.2", "−0.4", and "0" for one that rounds to nothing (never "+0" or "-0"). */
export function formatSigned(value: number | undefined | null, digits = 2): string {
  const text = formatNumber(value, digits)
  if (text === DASH || value === undefined || value === null) return text
  const rounded = Number(value.toFixed(digits))
  return rounded > 0 ? `+${text}` : text
}

/** "3.4 cm²"; a dash when the value is missing. */
export function formatMeasure(value: number | undefined | null, unit: string, digits = 2): string {
  const number = formatNumber(value, digits)
  return number === DASH ? DASH : `${number} ${unit}`
}

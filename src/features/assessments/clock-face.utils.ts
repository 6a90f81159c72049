import { formatNumber } from '../../shared/format'

/** Tunnelling or undermining as the tolerant schema keeps it (direction 1–12 on a clock face, length in cm). */
export type Extent = { direction?: readonly number[]; length?: number }

type ClockDirections = {
  /** Positions on the clock face, 1 to 12, each once, in clock order. */
  positions: number[]
  /** Everything else that was sent (0, 13, 2.5, …), each once, in the order sent: listed, never drawn. */
  unrecognised: number[]
}

export const CLOCK_HOURS = [12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const

const isClockPosition = (n: number) => Number.isInteger(n) && n >= 1 && n <= 12

export function clockDirections(directions: readonly number[] | undefined): ClockDirections {
  const unique = [...new Set(directions ?? [])]
  return {
    positions: unique.filter(isClockPosition).sort((a, b) => a - b),
    unrecognised: unique.filter((n) => !isClockPosition(n)),
  }
}

/** "2", "2 and 3", "2, 3 and 4". */
function listPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items.slice(-1).join('')}`
}

/** "2 and 3 o'clock"; empty when there is no position to name. */
function clockPhrase(positions: readonly number[]): string {
  return positions.length === 0 ? '' : `${listPhrase(positions.map(String))} o'clock`
}

/** Where an hour sits on a clock face of this radius, centred on 0,0, with 12 at the top (SVG y grows downwards). */
export function clockPoint(hour: number, radius: number): { x: number; y: number } {
  const angle = ((hour % 12) / 12) * 2 * Math.PI
  const round = (n: number) => Math.round(n * 1000) / 1000 + 0 // + 0 turns -0 into 0
  return { x: round(radius * Math.sin(angle)), y: round(-radius * Math.cos(angle)) }
}

export const lengthText = (length: number | undefined) => (length === undefined ? undefined : `${formatNumber(length)} cm`)

/** "3 cm at 2 and 3 o'clock", for a table cell; the unrecognised directions are listed separately. */
export function extentSummary(extent: Extent | undefined): string {
  if (!extent) return ''
  const length = lengthText(extent.length)
  const where = clockPhrase(clockDirections(extent.direction).positions)
  if (length && where) return `${length} at ${where}`
  if (length) return `${length}, no clock position`
  if (where) return `at ${where}, length not recorded`
  return 'recorded without length or clock position'
}

/** "Tunnelling 3 cm at 2 and 3 o'clock": the accessible name of the clock-face picture. */
export function extentDescription(name: string, extent: Extent | undefined): string {
  return extent ? `${name} ${extentSummary(extent)}` : `${name} not recorded`
}

/** "0 and 13": directions sent that are not clock positions. */
export function unrecognisedPhrase(unrecognised: readonly number[]): string {
  return listPhrase(unrecognised.map((n) => formatNumber(n)))
}

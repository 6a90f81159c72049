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

/** Where an hour sits on a clock face of this radius, centred on 0,0, with 12 at the top (SVG y grows downwards). */
export function clockPoint(hour: number, radius: number): { x: number; y: number } {
  const angle = ((hour % 12) / 12) * 2 * Math.PI
  const round = (n: number) => Math.round(n * 1000) / 1000 + 0 // + 0 turns -0 into 0
  return { x: round(radius * Math.sin(angle)), y: round(-radius * Math.cos(angle)) }
}

/** What the words say of an extent (assessment-words.ts): its length and its clock positions. */
export const tractOf = (extent: Extent) => ({ length: extent.length, positions: clockDirections(extent.direction).positions })

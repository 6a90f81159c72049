import { percentAreaReduction } from './area-change'

/*
 * Two measurements' areas compared (Compare, in the images panel): the percentage area reduction
 * between them, or why there is none. Pure, no React, no words.
 */

type ComparedAreas =
  /** One of the two has no area recorded. */
  | { kind: 'missing' }
  /** The first area is 0: a percentage of it means nothing. */
  | { kind: 'fromZero' }
  | { kind: 'unchanged' }
  /** `percent`: the size of the change, in % of the first area (always positive). */
  | { kind: 'reduced' | 'increased'; percent: number }

export function compareAreas(first: number | undefined, second: number | undefined): ComparedAreas {
  if (first === undefined || second === undefined) return { kind: 'missing' }
  const value = percentAreaReduction(first, second)
  if (value === null) return { kind: 'fromZero' }
  if (value === 0) return { kind: 'unchanged' }
  return { kind: value > 0 ? 'reduced' : 'increased', percent: Math.abs(value) }
}

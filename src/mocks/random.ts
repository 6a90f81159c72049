/**
 * A seeded pseudo-random generator (mulberry32). The demo data must be the same on every run and
 * in every environment (browser, jsdom, the e2e server), so nothing here touches Math.random.
 */
export type Random = {
  /** Uniform in [0, 1). */
  next: () => number
  /** Uniform in [min, max). */
  between: (min: number, max: number) => number
  /** Integer in [min, max], both inclusive. */
  int: (min: number, max: number) => number
  /** True with the given probability. */
  chance: (probability: number) => boolean
  pick: <T>(items: readonly [T, ...T[]]) => T
  /** Roughly normal (sum of uniforms), mean 0, standard deviation ~`spread`. */
  jitter: (spread: number) => number
  /** A version-4-shaped UUID; deterministic like everything else. */
  uuid: () => string
}

function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function createRandom(seed: number): Random {
  const next = mulberry32(seed)
  const between = (min: number, max: number) => min + (max - min) * next()
  const int = (min: number, max: number) => Math.floor(between(min, max + 1))
  const hex = (length: number) => Array.from({ length }, () => int(0, 15).toString(16)).join('')
  return {
    next,
    between,
    int,
    chance: (probability) => next() < probability,
    pick: (items) => items[int(0, items.length - 1)] ?? items[0],
    jitter: (spread) => (next() + next() + next() - 1.5) * 2 * spread,
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'.charAt(int(0, 3))}${hex(3)}-${hex(12)}`,
  }
}

import type { Locale } from './locales'

/** What loads words in a language: the same promise for the same language, so React's `use` can wait on it. */
export type Loader<T> = { load: (locale: Locale) => Promise<T> }

/**
 * The promise, marked as React's `use` reads a settled thenable (its `status` and `value`, React's
 * convention for libraries) once it has arrived: words already here are used at once, even by a
 * screen that asks for them for the first time, rather than suspending it for a moment.
 */
export function marked<T>(promise: Promise<T>): Promise<T> {
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    () => undefined,
  )
  return promise
}

/**
 * Areas a screen says together (`{ t: visitsWords, codes: codesWords }`, each an area of
 * src/words, src/i18n/area.ts), loaded as one: each is still its own chunk, all are asked for at
 * once, and a screen waits once (one `use`) for them all. Two `use`s in one component, the second
 * waiting while the first is already here, make React (19, development build) count the hooks
 * between them twice when it replays the component, and warn of a change in the order of hooks.
 * The same promise, and the same object of translations, for the same language.
 */
export function wordsAreas<A extends Record<string, Loader<unknown>>>(
  areas: A,
): Loader<{ [K in keyof A]: Awaited<ReturnType<A[K]['load']>> }> {
  type Words = { [K in keyof A]: Awaited<ReturnType<A[K]['load']>> }
  const loaded = new Map<Locale, Promise<Words>>()
  const load = (locale: Locale): Promise<Words> => {
    let words = loaded.get(locale)
    if (!words) {
      const named = Object.entries(areas)
      words = Promise.all(named.map(([, area]) => area.load(locale))).then(
        (values) => Object.fromEntries(named.map(([name], i) => [name, values[i]])) as Words,
      )
      // Words that failed to arrive are asked for again next time, not remembered as failed.
      words.catch(() => loaded.delete(locale))
      loaded.set(locale, marked(words))
    }
    return words
  }
  return { load }
}

import { marked } from './areas'
import type { Locale } from './locales'

/**
 * A numbered area of the words (scripts/catalogs.ts NUMBERED_AREAS: the words the first rows show,
 * and the flags'). Its English comes with its index and is read at once, without waiting (no
 * Suspense, no request); the other languages are lazy chunks, each downloaded only when chosen.
 * Its messages are numbered (its messages.ts: `export const appName = 0 as MessageId<undefined>`)
 * and the build writes the number into each call (`t(0)`): a named id would cost its name in the
 * catalog and again in the call, about 8 B a message before the first row.
 */

declare const placeholders: unique symbol
/** A numbered message, carrying (for the compiler only) what its placeholders take; `undefined`: none. */
export type MessageId<V> = number & { readonly [placeholders]?: V }

/** A compiled numbered catalog: each message's text, or its function where it has placeholders. */
export type NumberedCatalog = readonly (string | ((values: Record<string, unknown>) => string))[]

/** A message of the area in the chosen language, its placeholders checked by the compiler. */
export type Say = <V>(id: MessageId<V>, ...values: V extends undefined ? [] : [V]) => string

export type NumberedArea = {
  /** The English, here already. */
  english: Say
  /** The area's words in `locale`: the same promise for the same language, so React's `use` can wait on it. */
  load: (locale: Exclude<Locale, 'en'>) => Promise<Say>
  /** Notes the language a screen was shown in (useSay, as it renders). */
  shown: (locale: Locale) => void
  /**
   * The words in the language the screens were last shown in, here already, and that language
   * (for the screen's `lang`): for a screen shown outside the app's view state, once the app is
   * gone (automatic logoff's closed screen).
   */
  lastShown: () => { say: Say; locale: Locale }
}

const sayFrom =
  (catalog: NumberedCatalog): Say =>
  (id, ...values) => {
    const message = catalog[id]
    return typeof message === 'function' ? message(values[0] ?? {}) : (message ?? '')
  }

export function numberedArea(
  englishCatalog: NumberedCatalog,
  others: Record<Exclude<Locale, 'en'>, () => Promise<{ default: NumberedCatalog }>>,
): NumberedArea {
  const english = sayFrom(englishCatalog)
  const loaded = new Map<Locale, Promise<Say>>()
  const arrived = new Map<Locale, Say>([['en', english]])
  let last: Locale = 'en'
  const load = (locale: Exclude<Locale, 'en'>): Promise<Say> => {
    let say = loaded.get(locale)
    if (!say) {
      say = others[locale]().then(({ default: catalog }) => {
        const said = sayFrom(catalog)
        arrived.set(locale, said)
        return said
      })
      // A catalog that failed to arrive is asked for again next time, not remembered as failed.
      say.catch(() => loaded.delete(locale))
      loaded.set(locale, marked(say))
    }
    return say
  }
  return {
    english,
    load,
    shown: (locale) => {
      last = locale
    },
    lastShown: () => {
      const say = arrived.get(last)
      return say ? { say, locale: last } : { say: english, locale: 'en' }
    },
  }
}

import { whenOnline } from '../shared/when-online'
import type { Locale } from './locales'

/**
 * An area of the words (src/words/<area>): its catalogs, one per language, each loaded only when
 * that language is asked for (a lazy chunk). The build compiles a catalog into a module of one
 * function per message (scripts/catalogs.ts, messageformat): no parser and no message runtime in
 * the app. Each area's messages are its own: areas name their messages freely (the caseload's
 * `noMeasurements` is not the images').
 */

/** Message id → what its placeholders take (an area's generated messages.ts); `undefined`: none. */
export type MessageTable = Record<string, Record<string, unknown> | undefined>

/** A message of the area in the chosen language, its placeholders checked by the compiler. */
export type Translate<M extends MessageTable> = <K extends keyof M & string>(
  id: K,
  ...values: M[K] extends undefined ? [] : [M[K]]
) => string

/** The ids of an area's messages that take no placeholders. */
export type PlainId<M extends MessageTable> = { [K in keyof M & string]: M[K] extends undefined ? K : never }[keyof M & string]

/** A compiled message: its placeholders' values in, the text out. */
type MessageFunction = (values?: Record<string, unknown>) => string
/**
 * A catalog as imported: TypeScript types the `.json` as its source strings, but the build gives
 * the compiled module (scripts/catalogs.ts), whose default export is a function per message.
 */
type AreaCatalogs = Record<Locale, () => Promise<{ default: object }>>

export type WordsArea<M extends MessageTable> = {
  /** The area's words in `locale`: the same promise for the same language, so React's `use` can wait on it. */
  load: (locale: Locale) => Promise<Translate<M>>
}

export function wordsArea<M extends MessageTable>(catalogs: AreaCatalogs): WordsArea<M> {
  const loaded = new Map<Locale, Promise<Translate<M>>>()
  const load = (locale: Locale): Promise<Translate<M>> => {
    let translate = loaded.get(locale)
    if (!translate) {
      // Asked for once online: a chunk asked for offline fails, and the browser keeps the failure.
      translate = whenOnline()
        .then(catalogs[locale])
        .then(({ default: catalog }) => {
          const messages = catalog as Record<string, MessageFunction | undefined>
          const translate: Translate<M> = (id, ...values) => messages[id]?.(values[0]) ?? id
          return translate
        })
      // A catalog that failed to arrive is asked for again next time, not remembered as failed.
      translate.catch(() => loaded.delete(locale))
      loaded.set(locale, translate)
    }
    return translate
  }
  return { load }
}

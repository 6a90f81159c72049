import { setupI18n, type Messages as CompiledMessages } from '@lingui/core'
import type { Locale } from './locales'

/**
 * An area of the words (src/words/<area>): its catalogs, one per language, each loaded only when
 * that language is asked for (a lazy chunk), read through Lingui's runtime (compiled messages: no
 * parser in the app). Each area and language has a Lingui instance of its own: areas name their
 * messages freely (the caseload's `noMeasurements` is not the images'), and one instance holding
 * them all would keep whichever loaded last.
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

type AreaCatalogs = Record<Locale, () => Promise<{ default: CompiledMessages }>>

export type WordsArea<M extends MessageTable> = {
  /** The area's words in `locale`: the same promise for the same language, so React's `use` can wait on it. */
  load: (locale: Locale) => Promise<Translate<M>>
}

export function wordsArea<M extends MessageTable>(catalogs: AreaCatalogs): WordsArea<M> {
  const loaded = new Map<Locale, Promise<Translate<M>>>()
  const load = (locale: Locale): Promise<Translate<M>> => {
    let translate = loaded.get(locale)
    if (!translate) {
      translate = catalogs[locale]().then(({ default: messages }) => {
        const i18n = setupI18n({ locale, messages: { [locale]: messages } })
        const translate: Translate<M> = (id, ...values) => i18n._(id, values[0])
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

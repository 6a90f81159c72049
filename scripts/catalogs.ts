import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { setupI18n } from '@lingui/core'
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import type { Plugin } from 'vite'

/**
 * The words' catalogs (src/words/<area>/<locale>.json: one JSON object of ICU MessageFormat
 * messages by id, a language per file) compiled at build time into what Lingui's runtime reads,
 * so the app carries no message parser: a catalog module's default export is its compiled
 * messages. `<area>/en.json?pseudo` is the pseudo-locale, made from the English: every letter
 * accented and each text 40 % longer, placeholders untouched, so a test sees both English left
 * behind and text that does not fit. The same functions give the tests and the types
 * (`npm run catalogs` writes each area's messages.ts) what each message's placeholders are.
 */

/** A catalog as written: message id → ICU MessageFormat message. */
export type SourceCatalog = Record<string, string>
/** A message as Lingui's runtime reads it (`@lingui/message-utils/compileMessage`). */
export type CompiledMessage = ReturnType<typeof compileMessageOrThrow>
/** What a placeholder takes: a number (plural, selectordinal, number), a choice (select), text. */
export type ArgumentKind = 'number' | 'choice' | 'text'

export const CATALOG_FILE = /[\\/]src[\\/]words[\\/][a-z-]+[\\/]([A-Za-z-]+)\.json$/
/** The locale the pseudo-locale is made from, and its tag (a private-use region: never a real language). */
export const PSEUDO_LOCALE = 'en-XA'

const ACCENTED: Record<string, string> = Object.fromEntries(
  Array.from('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ').map((letter, i) => [
    letter,
    Array.from('àƀçđéƒĝĥíĵķĺɱñóþǫŕšŧúṽŵẋýžÀƁÇĐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŦÚṼŴẊÝŽ')[i] ?? letter,
  ]),
)

/**
 * A text in the pseudo-locale: accented, and each word 40 % longer (tildes on the word, so a line
 * still breaks between words as the language's would), so that what does not fit shows.
 */
export function pseudoText(text: string): string {
  return text.replace(/\S+/g, (word) => `${Array.from(word, (c) => ACCENTED[c] ?? c).join('')}${'~'.repeat(Math.ceil(word.length * 0.4))}`)
}

/** Every message compiled; throws naming the message that is not valid ICU MessageFormat. */
export function compileCatalog(catalog: SourceCatalog, mapText?: (text: string) => string): Record<string, CompiledMessage> {
  return Object.fromEntries(
    Object.entries(catalog).map(([id, message]) => {
      try {
        return [id, compileMessageOrThrow(message, mapText)]
      } catch (error) {
        throw new Error(`message "${id}" is not ICU MessageFormat: ${error instanceof Error ? error.message : String(error)}`, {
          cause: error,
        })
      }
    }),
  )
}

type Token = CompiledMessage[number]

/** The placeholders of a compiled message, by name, with what each takes. */
export function messageArguments(message: CompiledMessage): Record<string, ArgumentKind> {
  const found: Record<string, ArgumentKind> = {}
  const visit = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue
      const [name, type, options] = token
      const kind: ArgumentKind =
        type === 'plural' || type === 'selectordinal' || type === 'number' ? 'number' : type === 'select' ? 'choice' : 'text'
      // A name used as a number anywhere is a number (a plural's `#` and a `{n}` beside it).
      if (found[name] !== 'number') found[name] = kind
      if (options && typeof options === 'object')
        for (const branch of Object.values(options as Record<string, unknown>)) if (Array.isArray(branch)) visit(branch as Token[])
    }
  }
  visit(message)
  return found
}

/** The cases a select placeholder offers (other included), by placeholder name. */
export function selectCases(message: CompiledMessage): Record<string, string[]> {
  const found: Record<string, string[]> = {}
  const visit = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue
      const [name, type, options] = token as [string, string?, Record<string, unknown>?]
      if (!options || typeof options !== 'object') continue
      if (type === 'select') found[name] = [...new Set([...(found[name] ?? []), ...Object.keys(options).filter((k) => k !== 'offset')])]
      for (const branch of Object.values(options)) if (Array.isArray(branch)) visit(branch as Token[])
    }
  }
  visit(message)
  return found
}

/** A catalog file's contents, checked to be an object of strings. */
export function readCatalog(path: string): SourceCatalog {
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'))
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error(`${path}: not a JSON object`)
  for (const [id, message] of Object.entries(parsed)) if (typeof message !== 'string') throw new Error(`${path}: "${id}" is not a string`)
  return parsed as SourceCatalog
}

/** The TypeScript of an area's messages.ts: each id with its placeholders' types, from the English catalog. */
export function catalogTypes(english: SourceCatalog): string {
  const compiled = compileCatalog(english)
  const tsType = (message: CompiledMessage, name: string, kind: ArgumentKind) => {
    if (kind === 'number') return 'number'
    if (kind === 'choice')
      return (selectCases(message)[name] ?? ['other'])
        .filter((c) => c !== 'other')
        .map((c) => JSON.stringify(c))
        .concat(['(string & {})'])
        .join(' | ')
    return 'string | number'
  }
  const lines = Object.entries(compiled).map(([id, message]) => {
    const args = Object.entries(messageArguments(message))
    const shape =
      args.length === 0 ? 'undefined' : `{ ${args.map(([name, kind]) => `${name}: ${tsType(message, name, kind)}`).join('; ')} }`
    return `  ${JSON.stringify(id)}: ${shape}`
  })
  return [
    '// Written by `npm run catalogs` from en.json (test/unit/scripts/catalogs.test.ts checks it is current): each',
    '// message id with the placeholders it takes.',
    'export type Messages = {',
    ...lines,
    '}',
    '',
  ].join('\n')
}

const VIRTUAL = '\0wound-history-catalog:'

/**
 * The Vite plugin: a catalog file imported is its compiled messages; `?pseudo` on the English, the
 * pseudo-locale's. The file is given an id of its own (not ending in .json) so Vite's JSON plugin
 * leaves it alone.
 */
export function catalogs(): Plugin {
  return {
    name: 'wound-history:catalogs',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const [file = '', query = ''] = source.split('?')
      if (!file.endsWith('.json') || source.startsWith(VIRTUAL)) return null
      const resolved = await this.resolve(file, importer, { ...options, skipSelf: true })
      if (!resolved || !CATALOG_FILE.test(resolved.id)) return null
      return `${VIRTUAL}${resolved.id}|${query === 'pseudo' ? 'pseudo' : 'plain'}`
    },
    load(id) {
      if (!id.startsWith(VIRTUAL)) return null
      const [path = '', kind] = id.slice(VIRTUAL.length).split('|')
      this.addWatchFile(path)
      const compiled = compileCatalog(readCatalog(path), kind === 'pseudo' ? pseudoText : undefined)
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))})`, map: null }
    },
  }
}

/** The words' areas with catalogs: the folders of src/words with an en.json. */
export function catalogAreas(wordsDir: string): string[] {
  return readdirSync(wordsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && readdirSync(join(wordsDir, entry.name)).includes('en.json'))
    .map((entry) => entry.name)
}

/**
 * An area's English messages for Node (the bench, the e2e tests): they find what the app shows
 * through the catalog, so a change of wording is one edit.
 */
export function englishWords(wordsDir: string, area: string): (id: string, values?: Record<string, unknown>) => string {
  const i18n = setupI18n({ locale: 'en', messages: { en: compileCatalog(readCatalog(join(wordsDir, area, 'en.json'))) } })
  return (id, values) => i18n._(id, values)
}

import { readdirSync, readFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import MessageFormat from '@messageformat/core'
import compileModule from '@messageformat/core/lib/compile-module'
import Compiler from '@messageformat/core/lib/compiler'
import { parse, type Token } from '@messageformat/parser'
import type { Plugin } from 'vite'

/**
 * The words' catalogs (src/words/<area>/<locale>.json: one JSON object of ICU MessageFormat
 * messages by id, a language per file) compiled at build time by messageformat
 * (`@messageformat/core`'s compileModule) into a module of one function per message, so the app
 * carries no message parser and no runtime beyond `@messageformat/runtime`'s plural, select and
 * number helpers: a catalog module's default export is its messages as functions.
 * `<area>/en.json?pseudo` is the pseudo-locale, made from the English: every letter accented and
 * each text 40 % longer, placeholders untouched, so a test sees both English left behind and text
 * that does not fit. The same parser gives the tests and the types (`npm run catalogs` writes each
 * area's messages.ts) what each message's placeholders are.
 */

/** A catalog as written: message id → ICU MessageFormat message. */
export type SourceCatalog = Record<string, string>
/** A compiled message: its placeholders' values in, the text out. */
export type MessageFunction = (values?: Record<string, unknown>) => string
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

/** A message parsed (the parser messageformat compiles with); throws naming the message that is not valid ICU MessageFormat. */
function parsed(id: string, message: string): Token[] {
  try {
    return parse(message, { strict: false })
  } catch (error) {
    throw new Error(`message "${id}" is not ICU MessageFormat: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
  }
}

/** Literal text as ICU MessageFormat writes it: a brace, or a `#` inside a plural, quoted. */
const icuText = (text: string, inPlural: boolean) =>
  text.replace(/'/g, "''").replace(inPlural ? /[{}#]+/g : /[{}]+/g, (special) => `'${special}'`)

/** Tokens written back as an ICU MessageFormat message, their literal text through `mapText`. */
function icuOf(tokens: readonly Token[], mapText: (text: string) => string, inPlural = false): string {
  return tokens
    .map((token) => {
      switch (token.type) {
        case 'content':
          return icuText(mapText(token.value), inPlural)
        case 'argument':
          return `{${token.arg}}`
        case 'octothorpe':
          return '#'
        case 'function':
          return `{${token.arg}, ${token.key}${token.param ? `, ${icuOf(token.param, (text) => text)}` : ''}}`
        case 'plural':
        case 'selectordinal':
        case 'select': {
          const offset = token.pluralOffset ? ` offset:${token.pluralOffset}` : ''
          const cases = token.cases.map(({ key, tokens: branch }) => `${key} {${icuOf(branch, mapText, token.type !== 'select')}}`)
          return `{${token.arg}, ${token.type},${offset} ${cases.join(' ')}}`
        }
      }
    })
    .join('')
}

/** The pseudo-locale's catalog: each message's literal text in pseudoText, its placeholders and cases untouched. */
export function pseudoCatalog(catalog: SourceCatalog): SourceCatalog {
  return Object.fromEntries(Object.entries(catalog).map(([id, message]) => [id, icuOf(parsed(id, message), pseudoText)]))
}

/** The compiler of a language: its plural rules; a message id is never taken for a locale code. */
const compilerFor = (locale: string) => new MessageFormat(locale === PSEUDO_LOCALE ? 'en' : locale, { localeCodeFromKey: null })

/** Every message compiled to its function, as the app's catalog module holds them (for Node: the tests, the bench). */
export function compileCatalog(catalog: SourceCatalog, locale = 'en'): Record<string, MessageFunction> {
  const compiler = compilerFor(locale)
  return Object.fromEntries(
    Object.entries(catalog).map(([id, message]) => {
      parsed(id, message)
      const format = compiler.compile(message)
      return [id, (values?: Record<string, unknown>) => format(values ?? {})]
    }),
  )
}

/** The source of a catalog's module for the app: a default export of one function per message. */
export function catalogModule(catalog: SourceCatalog, locale: string): string {
  for (const [id, message] of Object.entries(catalog)) parsed(id, message)
  return compileModule(compilerFor(locale), catalog)
}

/**
 * The areas whose messages are numbered (src/words/<area>/messages.ts gives each id its number):
 * the words the first rows show, whose English is in the first rows' JS. A numbered catalog
 * compiles to an array, a message with no placeholders to its text: the app says `t(3)` where a
 * message id would cost its name twice (the catalog's key and the call), about 8 B a message.
 */
export const NUMBERED_AREAS: readonly string[] = ['first-rows', 'flags']

/** A message with no placeholders, plurals or selects: its text as written (ICU quotes resolved); otherwise undefined. */
function plainText(id: string, message: string): string | undefined {
  const texts = parsed(id, message).map((token) => (token.type === 'content' ? token.value : undefined))
  return texts.every((text) => text !== undefined) ? texts.join('') : undefined
}

/**
 * The source of a numbered catalog's module: a default export of an array, in the English
 * catalog's order (`order`), of each message's text or, where it has placeholders, its function.
 * A message the language has not translated falls back to the English one (`fallback`).
 */
export function numberedModule(catalog: SourceCatalog, locale: string, order: readonly string[], fallback: SourceCatalog): string {
  const extra = Object.keys(catalog).filter((id) => !order.includes(id))
  if (extra.length > 0) throw new Error(`messages not in the English catalog: ${extra.join(', ')}`)
  const messages = order.map((id) => [id, catalog[id] ?? fallback[id] ?? ''] as const)
  const compiler = compilerFor(locale)
  // compileModule gives the runtime's imports (plural rules, number formatting) the messages need.
  const [imports = ''] = compileModule(compiler, Object.fromEntries(messages)).split('\nexport default ')
  const functions = new Compiler(compiler.options)
  const [plural] = compiler.plurals
  if (!plural) throw new Error(`no plural rules for ${locale}`)
  const entries = messages.map(([id, message]) => {
    const text = plainText(id, message)
    if (text !== undefined) return JSON.stringify(text)
    const source = functions.compile(message, plural)
    if (typeof source !== 'string') throw new Error(`message "${id}" did not compile to one function`)
    return source
  })
  return `${imports}\nexport default [\n${entries.map((entry, i) => `  /* ${order[i] ?? ''} */ ${entry},`).join('\n')}\n]\n`
}

/** The TypeScript of a numbered area's messages.ts: each id its number, typed with what its placeholders take. */
export function catalogIds(english: SourceCatalog): string {
  const lines = Object.entries(english).map(([id, message], i) => `export const ${id} = ${i} as MessageId<${placeholderShape(message)}>`)
  return [
    '// Written by `npm run catalogs` from en.json (test/unit/scripts/catalogs.test.ts checks it is current): each',
    "// message's number in the compiled catalogs, typed with the placeholders it takes.",
    "import type { MessageId } from '../../i18n/numbered'",
    '',
    ...lines,
    '',
  ].join('\n')
}

/** The placeholders of a message, by name, with what each takes. */
export function messageArguments(message: string): Record<string, ArgumentKind> {
  const found: Record<string, ArgumentKind> = {}
  const visit = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.type === 'content' || token.type === 'octothorpe') continue
      const kind: ArgumentKind =
        token.type === 'plural' || token.type === 'selectordinal' || (token.type === 'function' && token.key === 'number')
          ? 'number'
          : token.type === 'select'
            ? 'choice'
            : 'text'
      // A name used as a number anywhere is a number (a plural's `#` and a `{n}` beside it).
      if (found[token.arg] !== 'number') found[token.arg] = kind
      if (token.type === 'plural' || token.type === 'selectordinal' || token.type === 'select')
        for (const { tokens: branch } of token.cases) visit(branch)
    }
  }
  visit(parsed('', message))
  return found
}

/** The cases a select placeholder offers (other included), by placeholder name. */
export function selectCases(message: string): Record<string, string[]> {
  const found: Record<string, string[]> = {}
  const visit = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.type !== 'plural' && token.type !== 'selectordinal' && token.type !== 'select') continue
      if (token.type === 'select') found[token.arg] = [...new Set([...(found[token.arg] ?? []), ...token.cases.map(({ key }) => key)])]
      for (const { tokens: branch } of token.cases) visit(branch)
    }
  }
  visit(parsed('', message))
  return found
}

/** A catalog file's contents, checked to be an object of strings. */
export function readCatalog(path: string): SourceCatalog {
  const parsedFile: unknown = JSON.parse(readFileSync(path, 'utf8'))
  if (typeof parsedFile !== 'object' || parsedFile === null || Array.isArray(parsedFile)) throw new Error(`${path}: not a JSON object`)
  for (const [id, message] of Object.entries(parsedFile))
    if (typeof message !== 'string') throw new Error(`${path}: "${id}" is not a string`)
  return parsedFile as SourceCatalog
}

/** What a message's placeholders take, as TypeScript: `undefined` for none, else an object type. */
function placeholderShape(message: string): string {
  const tsType = (name: string, kind: ArgumentKind) => {
    if (kind === 'number') return 'number'
    if (kind === 'choice')
      return (selectCases(message)[name] ?? ['other'])
        .filter((c) => c !== 'other')
        .map((c) => JSON.stringify(c))
        .concat(['(string & {})'])
        .join(' | ')
    return 'string | number'
  }
  const args = Object.entries(messageArguments(message))
  return args.length === 0 ? 'undefined' : `{ ${args.map(([name, kind]) => `${name}: ${tsType(name, kind)}`).join('; ')} }`
}

/** The TypeScript of an area's messages.ts: each id with its placeholders' types, from the English catalog. */
export function catalogTypes(english: SourceCatalog): string {
  const lines = Object.entries(english).map(([id, message]) => {
    parsed(id, message)
    return `  ${JSON.stringify(id)}: ${placeholderShape(message)}`
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
 * The Vite plugin: a catalog file imported is its compiled module; `?pseudo` on the English, the
 * pseudo-locale's; `numbered` (`?numbered`, `?pseudo&numbered`) for an area of NUMBERED_AREAS,
 * which must say it (its import is typed as an array: src/words/catalogs.d.ts). The file is given
 * an id of its own (not ending in .json) so Vite's JSON plugin leaves it alone.
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
      const flags = new Set(query.split('&'))
      const numbered = NUMBERED_AREAS.includes(basename(dirname(resolved.id)))
      // A relative import is the app's, and says how it reads the catalog; Vite and Vitest resolve the file itself too (watching it).
      if (!source.startsWith('.')) return null
      if (flags.has('numbered') !== numbered)
        throw new Error(
          `${source}: ${numbered ? 'a numbered area is imported with ?numbered' : 'only a numbered area is imported with ?numbered'}`,
        )
      return `${VIRTUAL}${resolved.id}|${flags.has('pseudo') ? 'pseudo' : 'plain'}|${numbered ? 'numbered' : 'named'}`
    },
    load(id) {
      if (!id.startsWith(VIRTUAL)) return null
      const [path = '', kind, ids] = id.slice(VIRTUAL.length).split('|')
      this.addWatchFile(path)
      const fileLocale = CATALOG_FILE.exec(path)?.[1] ?? 'en'
      const locale = kind === 'pseudo' ? PSEUDO_LOCALE : fileLocale
      const catalog = kind === 'pseudo' ? pseudoCatalog(readCatalog(path)) : readCatalog(path)
      if (ids !== 'numbered') return { code: catalogModule(catalog, locale), map: null }
      const englishPath = join(dirname(path), 'en.json')
      if (englishPath !== path) this.addWatchFile(englishPath)
      const english = readCatalog(englishPath)
      return { code: numberedModule(catalog, locale, Object.keys(english), english), map: null }
    },
  }
}

/** An area's messages.ts: numbered ids (NUMBERED_AREAS) or the type of its named ones. */
export function messagesSource(area: string, english: SourceCatalog): string {
  return NUMBERED_AREAS.includes(area) ? catalogIds(english) : catalogTypes(english)
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
  const messages = compileCatalog(readCatalog(join(wordsDir, area, 'en.json')))
  return (id, values) => {
    const message = messages[id]
    if (!message) throw new Error(`no message "${id}" in ${area}/en.json`)
    return message(values)
  }
}

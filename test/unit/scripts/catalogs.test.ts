import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { format, resolveConfig } from 'prettier'
import { describe, expect, it } from 'vitest'
import {
  catalogAreas,
  messagesSource,
  numberedModule,
  compileCatalog,
  messageArguments,
  pseudoCatalog,
  pseudoText,
  readCatalog,
  selectCases,
} from '../../../scripts/catalogs'
import { LOCALES } from '../../../src/i18n/locales'

/**
 * The words' catalogs (src/words/<area>/<locale>.json): every language has every English message,
 * with the same placeholders taking the same kinds of value and the same select cases; each is
 * valid ICU MessageFormat; each area's messages.ts (the types the compiler checks calls against)
 * is the one `npm run catalogs` writes from the English.
 */

const WORDS = resolve(import.meta.dirname, '../../../src/words')
const areas = catalogAreas(WORDS)

describe('the words’ catalogs', () => {
  it('finds the areas with catalogs', () => {
    expect(areas).toContain('caseload')
  })

  describe.each(areas)('%s', (area) => {
    const english = readCatalog(join(WORDS, area, 'en.json'))
    const written = LOCALES.filter((locale) => locale !== 'en-XA')
    const files = readdirSync(join(WORDS, area)).filter((file) => file.endsWith('.json'))

    it('has a catalog for each language (the pseudo-locale is made from the English), and no other', () => {
      expect(files.sort()).toEqual(written.map((locale) => `${locale}.json`).sort())
    })

    it.each(written)('%s: the same messages as the English, each with its placeholders and select cases', (locale) => {
      const catalog = readCatalog(join(WORDS, area, `${locale}.json`))
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort())
      compileCatalog(catalog, locale)
      for (const [id, message] of Object.entries(catalog)) {
        const source = english[id] ?? ''
        expect({ id, args: messageArguments(message) }).toEqual({ id, args: messageArguments(source) })
        expect({ id, cases: selectCases(message) }).toEqual({ id, cases: selectCases(source) })
      }
    })

    it('messages.ts is the one written from the English (npm run catalogs)', async () => {
      const file = join(WORDS, area, 'messages.ts')
      const expected = await format(messagesSource(area, english), { ...(await resolveConfig(file)), filepath: file })
      expect(readFileSync(file, 'utf8')).toBe(expected)
    })
  })

  it('numbered catalogs: an array in the English order, plain text as text, a missing message in English, no stray one', async () => {
    const english = { title: 'Wound History', heading: 'Wound {woundId}', tab: 'Images' }
    const source = numberedModule({ heading: 'Wunde {woundId}', title: 'Wundverlauf' }, 'de', Object.keys(english), english)
    const module = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as { default: unknown[] }
    const [title, heading, tab] = module.default
    expect(title).toBe('Wundverlauf')
    expect(typeof heading === 'function' ? (heading as (v: object) => string)({ woundId: 7 }) : heading).toBe('Wunde 7')
    expect(tab).toBe('Images')
    expect(() => numberedModule({ extra: 'x' }, 'de', Object.keys(english), english)).toThrow(/extra/)
  })

  it('refuses a message that is not ICU MessageFormat, naming it', () => {
    expect(() => compileCatalog({ broken: '{count, plural, one {# wound}' })).toThrow(/"broken"/)
  })

  it('reads the kinds of placeholders: plural and number are numbers, select a choice, the rest text', () => {
    const message = '{n, plural, one {# of {total}} other {# of {total}}} {kind, select, a {A} other {B}} {name}'
    expect(messageArguments(message)).toEqual({ n: 'number', total: 'text', kind: 'choice', name: 'text' })
    expect(selectCases(message)).toEqual({ kind: ['a', 'other'] })
  })

  it('pseudo-locale: letters accented and each word 40 % longer, still breaking between words; placeholders untouched', () => {
    expect(pseudoText('Wound')).toBe('Ŵóúñđ~~')
    expect(pseudoText('Wound not found.')).toBe('Ŵóúñđ~~ ñóŧ~~ ƒóúñđ.~~~')
    expect(pseudoCatalog({ m: 'Wound {id}' })).toEqual({ m: 'Ŵóúñđ~~ {id}' })
    const plural = pseudoCatalog({ m: "{n, plural, one {# wound} other {# wounds, '{'braces'}'}} {kind, select, a {It's} other {B}}" })
    expect(plural.m).toBe("{n, plural, one {# ŵóúñđ~~} other {# ŵóúñđš,~~~ '{'ƀŕàçéš'}'~~~~}} {kind, select, a {Íŧ''š~~} other {Ɓ~}}")
    expect(compileCatalog(plural).m?.({ n: 2, kind: 'a' })).toBe("2 ŵóúñđš,~~~ {ƀŕàçéš}~~~~ Íŧ'š~~")
  })
})

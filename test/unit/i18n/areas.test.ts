import { describe, expect, it } from 'vitest'
import { wordsAreas } from '../../../src/i18n/areas'
import type { Locale } from '../../../src/i18n/locales'

/** An area of one word in every language: its words, loaded once per language. */
function areaOf(word: string) {
  const loaded = new Map<Locale, Promise<() => string>>()
  return {
    load: (locale: Locale) => {
      const words = loaded.get(locale) ?? Promise.resolve(() => `${word} (${locale})`)
      loaded.set(locale, words)
      return words
    },
  }
}

describe('areas said together', () => {
  it('load as one: each area’s words under its name, the same promise and object for the same language', async () => {
    const areas = wordsAreas({ t: areaOf('visit'), codes: areaOf('code') })
    expect(areas.load('de')).toBe(areas.load('de'))
    const words = await areas.load('de')
    expect([words.t(), words.codes()]).toEqual(['visit (de)', 'code (de)'])
    expect(await areas.load('de')).toBe(words)
    expect(areas.load('en')).not.toBe(areas.load('de'))
  })

  it('once arrived, are marked as React’s use reads a settled promise, so words already here suspend no screen', async () => {
    const areas = wordsAreas({ t: areaOf('visit') })
    const loading = areas.load('en')
    const words = await loading
    await Promise.resolve()
    expect(loading).toMatchObject({ status: 'fulfilled', value: words })
  })

  it('are asked for again after a failure, not remembered as failed', async () => {
    let fail = true
    const flaky = { load: () => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(() => 'back')) }
    const areas = wordsAreas({ t: flaky })
    await expect(areas.load('en')).rejects.toThrow('offline')
    fail = false
    expect((await areas.load('en')).t()).toBe('back')
  })
})

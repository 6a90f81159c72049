import { describe, expect, it } from 'vitest'
import { wordsArea, type MessageTable } from '../../../src/i18n/area'
import { compileCatalog } from '../../../scripts/catalogs'

/** An area whose every language's catalog is `catalog`, compiled as the build compiles it. */
function areaOf<M extends MessageTable>(catalog: Record<keyof M & string, string>) {
  const messages = compileCatalog(catalog)
  const load = () => Promise.resolve({ default: messages })
  return wordsArea<M>({ en: load, de: load, 'en-XA': load })
}

describe('an area of the words', () => {
  it('keeps its own messages when another area names one the same (each says its own)', async () => {
    const caseload = areaOf<{ noMeasurements: undefined }>({ noMeasurements: 'No measurements yet' })
    const images = areaOf<{ noMeasurements: undefined }>({ noMeasurements: 'No measurements recorded for this wound.' })
    const t = await caseload.load('en')
    const u = await images.load('en')
    expect(t('noMeasurements')).toBe('No measurements yet')
    expect(u('noMeasurements')).toBe('No measurements recorded for this wound.')
  })

  it('is loaded once per language: the same promise, which React’s use can wait on', () => {
    const area = areaOf<{ a: undefined }>({ a: 'A' })
    expect(area.load('de')).toBe(area.load('de'))
    expect(area.load('en')).not.toBe(area.load('de'))
  })

  it('formats plurals in its language', async () => {
    const t = await areaOf<{ days: { days: number } }>({ days: '{days, plural, one {# day} other {# days}}' }).load('en')
    expect(t('days', { days: 1 })).toBe('1 day')
    expect(t('days', { days: 1200 })).toBe('1,200 days')
  })
})

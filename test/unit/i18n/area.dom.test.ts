import { afterEach, describe, expect, it, vi } from 'vitest'
import { wordsArea } from '../../../src/i18n/area'
import { compileCatalog } from '../../../scripts/catalogs'

/** The browser's online flag, as set by the network going and coming back. */
function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
  if (online) window.dispatchEvent(new Event('online'))
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('an area of the words while the browser is offline', () => {
  it('asks for its catalog only once the network is back, and then says its words', async () => {
    const messages = compileCatalog({ copy: 'Copy note' })
    const catalog = vi.fn(() => Promise.resolve({ default: messages }))
    const area = wordsArea<{ copy: undefined }>({ en: catalog, de: catalog, 'en-XA': catalog })

    setOnline(false)
    const words = area.load('en')
    await new Promise((resolve) => setTimeout(resolve, 10))
    // Asked for offline, the chunk would fail, and the browser would keep that failure.
    expect(catalog).not.toHaveBeenCalled()

    setOnline(true)
    const t = await words
    expect(catalog).toHaveBeenCalledTimes(1)
    expect(t('copy')).toBe('Copy note')
  })
})

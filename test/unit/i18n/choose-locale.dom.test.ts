import { describe, expect, it, vi } from 'vitest'
import { LANGUAGE_KEY, localeOnThisDevice } from '../../../src/i18n/choose-locale'

/* What this device remembers and prefers, read as the app reads it (test/setup.ts clears localStorage after each test). */
describe('the language on this device', () => {
  it('reads the language remembered under its key', () => {
    localStorage.setItem(LANGUAGE_KEY, 'de')
    expect(localeOnThisDevice(null)).toBe('de')
    expect(localeOnThisDevice('en-XA')).toBe('en-XA')
  })

  it('reads the browser’s languages when nothing is remembered', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-AT', 'en'])
    expect(localeOnThisDevice(null)).toBe('de')
  })

  it('storage that throws (blocked, unavailable) remembers nothing: the browser’s language', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    })
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-CH'])
    expect(localeOnThisDevice(null)).toBe('de')
  })
})

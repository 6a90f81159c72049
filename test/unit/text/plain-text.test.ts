import { describe, expect, it } from 'vitest'
import { hasInvisible, isolatable, showInvisible } from '../../../src/text/plain-text'

describe('isolatable: service text for an isolating element', () => {
  it('keeps text with balanced isolates as it is, overrides and all', () => {
    for (const text of ['LARGE', 'LARGE\u202E', 'שלום 5', '\u2068a\u2069 b']) expect(isolatable(text)).toBe(text)
  })

  it('closes an isolate the text leaves open (it would take in the words after it)', () => {
    expect(isolatable('\u2067LARGE\u202E')).toBe('\u2067LARGE\u202E\u2069')
  })

  it('drops a closing isolate that closes nothing the text opened (it would end the element’s own isolation)', () => {
    expect(isolatable('\u2069\u202Eevil')).toBe('\u202Eevil')
    expect(isolatable('a\u2069\u2069b')).toBe('ab')
    expect(isolatable('\u2066x\u2069\u2069y')).toBe('\u2066x\u2069y')
  })
})

describe('showInvisible: service text quoted in an app sentence', () => {
  it('writes out every character that cannot be seen', () => {
    expect(showInvisible('\u2067LARGE\u202E')).toBe('⟨U+2067⟩LARGE⟨U+202E⟩')
    expect(showInvisible('a\u200Bb\uFEFF')).toBe('a⟨U+200B⟩b⟨U+FEFF⟩')
    expect(showInvisible('حواف')).toBe('حواف')
    expect(hasInvisible('حواف')).toBe(false)
    expect(hasInvisible('x\u200D')).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import { plainLine, plainText } from '../../../src/text/plain-copy'
import { INVISIBLE_CHARACTERS } from '../../hostile-records'

describe('plainText: service text copied or exported', () => {
  it('drops the characters that reorder or hide text', () => {
    expect(plainText('\u2067LARGE\u202E')).toBe('LARGE')
    expect(plainText('a\u0007b\tc')).toBe('ab\tc')
  })

  it('drops zero-width characters, the byte order mark, the soft hyphen and tag characters', () => {
    expect(plainText('s\u200Bl\u200Co\u200Du\u2060g\uFEFFh\u00AD')).toBe('slough')
    expect(plainText('ok\u{E0069}\u{E0067}\u{E006E}')).toBe('ok')
  })

  it('keeps no character no one sees, and makes a line or paragraph separator a line break', () => {
    expect(plainText(`a${INVISIBLE_CHARACTERS.join('')}b`)).toBe('a\n\nb')
    expect(plainText('Debrided.\u2028Review\u2029in 1 week')).toBe('Debrided.\nReview\nin 1 week')
  })

  it('keeps what can be seen: letters of any script, tabs and line breaks', () => {
    for (const text of ['حواف الجرح', 'שלום', 'Ödem 5 %', 'a\tb\nc\r\nd']) expect(plainText(text)).toBe(text)
  })
})

describe('plainLine: service text on one line', () => {
  it('writes each line break, and a line or paragraph separator, as " / "', () => {
    expect(plainLine('Debrided. \n Review\u2028in 1 week\r\n\u2029done')).toBe('Debrided. / Review / in 1 week / done')
  })
})

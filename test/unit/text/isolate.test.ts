import { describe, expect, it } from 'vitest'
import { isolate } from '../../../src/text/isolate'

describe('isolate: service text inside an app sentence, as plain text', () => {
  it('puts text that can reorder its neighbours between FSI and PDI', () => {
    expect(isolate('\u202Esign')).toBe('\u2068\u202Esign\u2069')
    expect(isolate('שלום 5')).toBe('\u2068שלום 5\u2069')
  })

  it('leaves text that reads left to right as it is', () => {
    for (const text of ['COPIOUS', 'pus (thick)', '42', '']) expect(isolate(text)).toBe(text)
  })

  it('closes an isolate the text leaves open inside its own', () => {
    expect(isolate('\u2067x')).toBe('\u2068\u2067x\u2069\u2069')
  })
})

import { describe, expect, it } from 'vitest'
import { tissueBalance } from '../../../src/domain/measures'

describe('tissueBalance: the tissue shares and what they leave unclassified', () => {
  it('says what the three shares leave of 100% (epithelial tissue among it)', () => {
    expect(tissueBalance({ granulation: 60, slough: 30, eschar: 9.9 })).toEqual({
      shares: [
        ['granulation', 60],
        ['slough', 30],
        ['eschar', 9.9],
      ],
      unclassified: 0.1,
      over: null,
    })
    expect(tissueBalance({ granulation: 70 })).toMatchObject({ shares: [['granulation', 70]], unclassified: 30 })
  })

  it('keeps shares over 100% as sent and says their sum; nothing recorded, nothing said', () => {
    expect(tissueBalance({ granulation: 70, slough: 42 })).toMatchObject({ unclassified: null, over: 112 })
    expect(tissueBalance({})).toEqual({ shares: [], unclassified: null, over: null })
  })
})

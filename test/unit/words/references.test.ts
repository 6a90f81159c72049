import { describe, expect, it } from 'vitest'
import { REFERENCE_NAMES, WOUND_TYPE_NAMES, checkTime, percentText } from '#words/references'
import { REFERENCE_FACTS } from '../../../src/domain/healing/references'

/* The references in English for the visit's note and its FHIR export, until their words are in a catalog. */
describe('the references in the note’s words', () => {
  it('names every wound type the clinician can choose, "other" among them (contract section 9)', () => {
    expect(Object.values(WOUND_TYPE_NAMES)).toEqual(['diabetic foot ulcer', 'venous leg ulcer', 'other wound type, not listed'])
  })

  it('names each reference by its source and wound type, at its own check', () => {
    expect(REFERENCE_NAMES['dfu-sheehan-2003']).toEqual({ source: 'Sheehan et al. 2003', woundType: 'diabetic foot ulcers' })
    expect(checkTime(REFERENCE_FACTS['vlu-phillips-2000'])).toBe('3 weeks')
    expect(checkTime(null)).toBe('4 weeks')
  })

  it('never rounds a percentage onto the other side of the threshold', () => {
    expect(percentText(62.04, 53)).toBe('62%')
    expect(percentText(52.96, 53)).toBe('52.96%')
    expect(percentText(-20, 53)).toBe('20%')
  })
})

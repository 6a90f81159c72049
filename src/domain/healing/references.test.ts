import { describe, expect, it } from 'vitest'
import { DEFAULT_REFERENCE, HEALING_REFERENCE_IDS, REFERENCE_FACTS, isHealingReferenceId } from './references'

describe('the healing references', () => {
  it('knows its ids, and nothing else is one', () => {
    for (const id of HEALING_REFERENCE_IDS) expect(isHealingReferenceId(id)).toBe(true)
    for (const other of ['', 'pressure', 'vlu-50', 'DFU-SHEEHAN-2003', 53, null, undefined]) expect(isHealingReferenceId(other)).toBe(false)
  })

  it('has the facts of every id under that id', () => {
    expect(Object.keys(REFERENCE_FACTS).sort()).toEqual([...HEALING_REFERENCE_IDS].sort())
    for (const id of HEALING_REFERENCE_IDS) expect(REFERENCE_FACTS[id].id).toBe(id)
  })

  it('starts from the stricter threshold, so a wound is rather flagged for review than passed', () => {
    const strictest = Math.max(...HEALING_REFERENCE_IDS.map((id) => REFERENCE_FACTS[id].thresholdPercent))
    expect(REFERENCE_FACTS[DEFAULT_REFERENCE].thresholdPercent).toBe(strictest)
  })

  it('states the published figures: 53% (Sheehan 2003, 12 weeks) and 40% (venous ulcers, 24 weeks)', () => {
    expect(REFERENCE_FACTS['dfu-sheehan-2003']).toMatchObject({ thresholdPercent: 53, horizonWeeks: 12 })
    expect(REFERENCE_FACTS['vlu-40']).toMatchObject({ thresholdPercent: 40, horizonWeeks: 24 })
  })

  it('judges each at the 4-week visit, day 21 to 35, never reaching the 2- or 6-week visit', () => {
    for (const id of HEALING_REFERENCE_IDS) {
      const { day, windowDays } = REFERENCE_FACTS[id].check
      expect(day).toBe(28)
      expect(day - windowDays).toBeGreaterThan(14)
      expect(day + windowDays).toBeLessThan(42)
    }
  })

  it('cites each one click away: a DOI link for every citation', () => {
    for (const id of HEALING_REFERENCE_IDS) {
      const { citations } = REFERENCE_FACTS[id]
      expect(citations.length).toBeGreaterThan(0)
      for (const citation of citations) {
        expect(citation.doi).toMatch(/^10\.\d{4,}\//)
        expect(citation.url).toBe(`https://doi.org/${citation.doi ?? ''}`)
        expect(citation.text.length).toBeGreaterThan(40)
      }
    }
  })
})

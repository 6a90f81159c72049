import { describe, expect, it } from 'vitest'
import { HEALING_REFERENCE_IDS, REFERENCE_FACTS, isHealingReferenceId, woundTypeChoice } from '../../../../src/domain/healing/references'

describe('the healing references', () => {
  it('knows its ids, and nothing else is one', () => {
    for (const id of HEALING_REFERENCE_IDS) expect(isHealingReferenceId(id)).toBe(true)
    for (const other of ['', 'pressure', 'vlu-50', 'DFU-SHEEHAN-2003', 53, null, undefined]) expect(isHealingReferenceId(other)).toBe(false)
  })

  it('has the facts of every id under that id', () => {
    expect(Object.keys(REFERENCE_FACTS).sort()).toEqual([...HEALING_REFERENCE_IDS].sort())
    for (const id of HEALING_REFERENCE_IDS) expect(REFERENCE_FACTS[id].id).toBe(id)
  })

  it('has no default: a wound type is chosen by the clinician, or none is', () => {
    expect(woundTypeChoice(null)).toBeNull()
    expect(woundTypeChoice('')).toBeNull()
    // The old id of the venous reference judged it at 4 weeks, beside a study that found it at 3: a link with it is no choice.
    expect(woundTypeChoice('vlu-40')).toBeNull()
    expect(woundTypeChoice('other')).toBe('other')
    for (const id of HEALING_REFERENCE_IDS) expect(woundTypeChoice(id)).toBe(id)
  })

  it('states each figure as its own paper does: 53% at 4 weeks (Sheehan 2003, 12 weeks), 40% at week 3 (Phillips 2000, 12 weeks)', () => {
    expect(REFERENCE_FACTS['dfu-sheehan-2003']).toMatchObject({ thresholdPercent: 53, horizonWeeks: 12, check: { day: 28 } })
    expect(REFERENCE_FACTS['vlu-phillips-2000']).toMatchObject({ thresholdPercent: 40, horizonWeeks: 12, check: { day: 21 } })
  })

  it('cites for each figure only the paper that states it (Kantor & Margolis gave no cut-off)', () => {
    expect(REFERENCE_FACTS['dfu-sheehan-2003'].citations.map((c) => c.doi)).toEqual(['10.2337/diacare.26.6.1879'])
    expect(REFERENCE_FACTS['vlu-phillips-2000'].citations.map((c) => c.doi)).toEqual(['10.1067/mjd.2000.107496'])
  })

  it('judges each at its study’s visit: Sheehan’s 4-week (day 21 to 35, never the 2- or 6-week visit), Phillips’ week 3 (day 18 to 24, never week 2 or 4)', () => {
    expect(REFERENCE_FACTS['dfu-sheehan-2003'].check).toEqual({ day: 28, windowDays: 7 })
    expect(REFERENCE_FACTS['vlu-phillips-2000'].check).toEqual({ day: 21, windowDays: 3 })
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

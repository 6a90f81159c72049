import { describe, expect, it } from 'vitest'
import { parseAssessment } from '../../../src/api/schemas/assessment'
import { parseMeasurement } from '../../../src/api/schemas/measurement'
import { changesSince, joinVisits, visitMeasurement } from '../../../src/domain/visits'
import { getWoundData } from '../../../src/mocks/data'
import { changeText } from '../../../src/features/visits/change-words'
import { englishWords } from '../../../scripts/catalogs'
import { ROOT } from '../../../tools/harness/paths'

/** A visit's English words, from their catalog: the changes are said in them. */
const t = englishWords(`${ROOT}/src/words`, 'visits')
const codes = englishWords(`${ROOT}/src/words`, 'codes')

/*
 * Demo wound 6, the surgical wound: an area that stalls and then grows when an infection
 * starts, and gets smaller again once it is treated; the signs of each visit say so.
 */
describe('demo wound 6, the surgical wound', () => {
  const wound = getWoundData(6)
  const { visits } = joinVisits((wound?.measurements ?? []).map(parseMeasurement), (wound?.assessments ?? []).map(parseAssessment))
  const infected = visits.filter((visit) => visit.assessments.some((a) => JSON.stringify(a.values?.infection ?? {}).includes('"YES"')))
  const visitAt = (index: number) => {
    const visit = visits[index]
    if (!visit) throw new Error(`no visit ${index}`)
    return visit
  }
  const area = (index: number) => visitMeasurement(visitAt(index))?.area ?? Number.NaN
  const firstInfected = () => visits.findIndex((visit) => visit === infected[0])
  const lastInfected = () => visits.findIndex((visit) => visit === infected.at(-1))

  it('has 24 visits, each with a measurement and an assessment', () => {
    expect(visits).toHaveLength(24)
    expect(visits.every((visit) => visit.measurements.length === 1 && visit.assessments.length === 1)).toBe(true)
  })

  it('is infected for a few consecutive visits in the middle, with purulent exudate and malodour', () => {
    expect(infected.length).toBeGreaterThanOrEqual(3)
    const first = firstInfected()
    expect(infected.map((visit) => visits.indexOf(visit))).toEqual(infected.map((_, k) => first + k))
    for (const visit of infected) {
      const values = visit.assessments[0]?.values
      expect(['PURULENT', 'HEAMOPURULENT']).toContain(values?.exudate?.type)
      expect(values?.odor).toBe('MALODOROUS')
    }
  })

  it('stalls before the infection, grows while infected, and gets smaller again after it', () => {
    const first = firstInfected()
    const last = lastInfected()
    // Smaller over the first visits, then about the same just before the infection.
    expect(area(0)).toBeGreaterThan(area(first - 3) * 1.5)
    expect(Math.abs(area(first - 1) - area(first - 3)) / area(first - 3)).toBeLessThan(0.1)
    // A fifth larger or more by the end of the infection.
    expect(area(last)).toBeGreaterThan(area(first - 1) * 1.2)
    expect(area(visits.length - 1)).toBeLessThan(area(last) * 0.5)
  })

  it('the first infected visit says so before anything else', () => {
    const first = firstInfected()
    const changes = changesSince(visitAt(first - 1), visitAt(first))
    expect(changes[0]?.about).toBe('infection')
    expect(changes.map((change) => changeText(t, codes, change))).toContain('new: infected')
  })
})

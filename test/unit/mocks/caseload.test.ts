import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it, vi } from 'vitest'
import { parseAssessment } from '../../../src/api/schemas/assessment'
import { parseMeasurement } from '../../../src/api/schemas/measurement'
import { infectionSignsOver } from '../../../src/domain/assessment-signs'
import { judgeWound } from '../../../src/domain/healing/judgement'
import { measurementSeries, painSeries, signsSeries } from '../../../src/domain/healing/series'
import { CASELOAD_WOUND_IDS, DEMO_CASELOAD_IDS, DEMO_TODAY } from '../../../src/mocks/caseload'
import type { CaseloadCourse } from '../../../src/mocks/caseload-kinds'
import { CASELOAD_WOUNDS } from '../../../src/mocks/caseload-wounds'
import { DEMO_WOUNDS, getWoundData, lookupWound, type WireMeasurement } from '../../../src/mocks/data'
import { woundOfRecordId } from '../../../src/mocks/record-ids'

/*
 * The demo's caseload: the six demo wounds and 24 generated ones, a ward's worth. Each generated
 * wound means to show one course; the domain's own judgement (the verdict every view says) must
 * read it as meant.
 */

const DAY_MS = 86_400_000
const daysBefore = (date: string, later: string) => (Date.parse(`${later}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / DAY_MS

function woundsOf(course: CaseloadCourse): number[] {
  return CASELOAD_WOUNDS.filter((wound) => wound.course === course).map((wound) => wound.id)
}

/** The wound judged as the app judges it with no wound type chosen, from its measurements and assessments. */
function judged(woundId: number) {
  const history = getWoundData(woundId)
  const measurements = (history?.measurements ?? []).map((m) => parseMeasurement(m))
  const assessments = (history?.assessments ?? []).map((a) => parseAssessment(a))
  const points = measurementSeries(measurements).points
  const signs = signsSeries(assessments).points
  const judgement = judgeWound(points, { signs, pain: painSeries(assessments).points }, null)
  return { judgement, points, signs, latestSigns: infectionSignsOver(signs).at(-1) }
}

/** Every measurement of a wound, children included. */
const everyMeasurement = (records: readonly WireMeasurement[]): WireMeasurement[] =>
  records.flatMap((record) => [record, ...everyMeasurement(record.children ?? [])])

describe('the demo caseload', () => {
  it('lists thirty wounds: the six demo wounds, then the 24 generated ones (101 to 124)', () => {
    expect(DEMO_CASELOAD_IDS).toHaveLength(30)
    expect(new Set(DEMO_CASELOAD_IDS).size).toBe(30)
    expect(DEMO_CASELOAD_IDS.slice(0, 6)).toEqual(DEMO_WOUNDS.map((wound) => wound.id))
    expect(CASELOAD_WOUNDS.map((wound) => wound.id)).toEqual(CASELOAD_WOUND_IDS)
    expect(CASELOAD_WOUND_IDS).toEqual(Array.from({ length: 24 }, (_, i) => 101 + i))
    for (const id of DEMO_CASELOAD_IDS) expect(lookupWound(id).status).not.toBe('missing')
  })

  it('keeps the start screen to the six demo wounds', () => {
    expect(DEMO_WOUNDS.map((wound) => wound.id)).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('is a third each diabetic foot ulcers, venous leg ulcers and pressure injuries, at varied locations', () => {
    const kinds = CASELOAD_WOUNDS.map((wound) => wound.kind)
    for (const kind of ['diabetic-foot-ulcer', 'venous-leg-ulcer', 'pressure-injury'] as const) {
      expect(kinds.filter((k) => k === kind)).toHaveLength(8)
    }
    expect(new Set(CASELOAD_WOUNDS.map((wound) => wound.location)).size).toBeGreaterThanOrEqual(18)
    for (const wound of CASELOAD_WOUNDS) expect(wound.description).toMatch(new RegExp(`^${wound.location}: .{20,}`))
  })

  it('shows every course a ward has', () => {
    const courses: CaseloadCourse[] = [
      'healing',
      'plateau',
      'deteriorating',
      'infected',
      'infection-cleared',
      'pain-rise',
      'overdue',
      'closed',
      'too-little-data',
      'forbidden',
      'no-records',
    ]
    expect(new Set(CASELOAD_WOUNDS.map((wound) => wound.course))).toEqual(new Set(courses))
    expect(woundsOf('forbidden')).toHaveLength(1)
    expect(woundsOf('no-records')).toHaveLength(1)
  })

  it('is the same on every build, and never asks Math.random', () => {
    const random = vi.spyOn(Math, 'random')
    const twice = CASELOAD_WOUNDS.map((wound) => [JSON.stringify(wound.build()), JSON.stringify(wound.build())])
    expect(random).not.toHaveBeenCalled()
    random.mockRestore()
    for (const [first, second] of twice) expect(first).toBe(second)
  })

  it('numbers every record uniquely across the service, each id telling its wound', () => {
    const ids: number[] = []
    for (const woundId of CASELOAD_WOUND_IDS) {
      const history = getWoundData(woundId)
      const measurements = everyMeasurement(history?.measurements ?? [])
      for (const record of [...measurements, ...(history?.assessments ?? [])]) {
        expect(woundOfRecordId(record.id)).toBe(woundId)
        ids.push(record.id)
      }
      expect(history?.quirkyIds.size).toBe(0)
    }
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.length).toBeGreaterThan(400)
  })

  it("is dated back from the demo's today: nothing after it, most wounds seen in the last week", () => {
    for (const woundId of CASELOAD_WOUND_IDS) {
      const history = getWoundData(woundId)
      const dates = [...(history?.measurements ?? []), ...(history?.assessments ?? [])].map((record) => record.date)
      for (const date of dates) expect(date <= DEMO_TODAY).toBe(true)
      const latest = dates.sort().at(-1)
      if (latest !== undefined && !woundsOf('overdue').includes(woundId)) expect(daysBefore(latest, DEMO_TODAY)).toBeLessThanOrEqual(7)
    }
  })

  it('matches the demo caseload link in the README', () => {
    const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
    const readme = readFileSync(resolve(root, 'README.md'), 'utf8')
    expect(readme).toContain(`http://127.0.0.1:5173/?wounds=${DEMO_CASELOAD_IDS.join(',')}`)
  })
})

describe('each generated wound judges as its course means', () => {
  it.each(woundsOf('healing'))('wound %i heals: getting measurably smaller over the latest four weeks', (id) => {
    const { judgement } = judged(id)
    expect(judgement.status).toBe('reducing')
    expect(judgement.trajectory.window?.percent).toBeGreaterThanOrEqual(20)
    expect(judgement.infection).toBeNull()
  })

  it.each(woundsOf('plateau'))('wound %i has stalled: a plateau of six weeks or more', (id) => {
    const { judgement } = judged(id)
    expect(judgement.status).toBe('plateau')
    expect(judgement.trajectory.flat?.days).toBeGreaterThanOrEqual(42)
  })

  it.each(woundsOf('deteriorating'))('wound %i is getting larger, with no sign of infection or rise in pain to explain it', (id) => {
    const { judgement } = judged(id)
    expect(judgement.status).toBe('deteriorating')
    expect(judgement.trajectory.window?.percent).toBeLessThanOrEqual(-25)
    expect(judgement.infection).toBeNull()
    expect(judgement.painRises).toEqual([])
  })

  it.each(woundsOf('infected'))('wound %i is infected now: its latest assessment records signs of infection, and they lead', (id) => {
    const { judgement, latestSigns } = judged(id)
    expect(judgement.status).toBe('infection')
    expect(judgement.infection?.current).toBe(true)
    expect([...(latestSigns?.keys() ?? [])]).toEqual(expect.arrayContaining(['infected', 'pus']))
  })

  it.each(woundsOf('infection-cleared'))('wound %i was infected in the latest four weeks, and is no longer', (id) => {
    const { judgement, latestSigns } = judged(id)
    expect(judgement.infection).toMatchObject({ current: false })
    expect(latestSigns?.size).toBe(0)
    expect(['infection-cleared', 'reducing']).toContain(judgement.status)
  })

  it('one of the cleared infections leads its verdict; the other is a wound getting smaller again', () => {
    expect(woundsOf('infection-cleared').map((id) => judged(id).judgement.status)).toEqual(['infection-cleared', 'reducing'])
  })

  it.each(woundsOf('pain-rise'))('wound %i has a sharp rise in pain at its latest visits, and no infection', (id) => {
    const { judgement } = judged(id)
    expect(judgement.status).toBe('pain')
    expect(judgement.infection).toBeNull()
    const atRest = judgement.painRises.find((rise) => rise.scale === 'atRest')
    expect((atRest?.to ?? 0) - (atRest?.from ?? 0)).toBeGreaterThanOrEqual(3)
  })

  it.each(woundsOf('overdue'))('wound %i is overdue: last measured over six weeks ago, more than twice its usual interval', (id) => {
    const { judgement, points } = judged(id)
    const dates = points.map((point) => point.date)
    const latest = dates.at(-1) ?? DEMO_TODAY
    const intervals = dates.slice(1).map((date, i) => daysBefore(dates[i] ?? date, date))
    const usual = [...intervals].sort((a, b) => a - b)[Math.floor(intervals.length / 2)] ?? 0
    expect(daysBefore(latest, DEMO_TODAY)).toBeGreaterThan(42)
    expect(daysBefore(latest, DEMO_TODAY)).toBeGreaterThan(2 * usual)
    expect(usual).toBeLessThanOrEqual(8)
    // Nothing else worries: being overdue is what puts it on the list.
    expect(judgement.status).toBe('reducing')
  })

  it.each(woundsOf('closed'))('wound %i has closed: 0 cm² at its latest measurement', (id) => {
    const { judgement, points } = judged(id)
    expect(points.at(-1)?.area).toBe(0)
    expect(['closed', 'closed-unconfirmed']).toContain(judgement.status)
  })

  it('one closure is confirmed two weeks on, the other waits for it', () => {
    expect(woundsOf('closed').map((id) => judged(id).judgement.status)).toEqual(['closed', 'closed-unconfirmed'])
  })

  it.each(woundsOf('too-little-data'))('wound %i has one or two measurements: too early to judge', (id) => {
    const { judgement, points } = judged(id)
    expect(points.length).toBeGreaterThanOrEqual(1)
    expect(points.length).toBeLessThanOrEqual(2)
    expect(judgement.trajectory.status).toBe('none')
    expect(judgement.status).toBe('too-early')
  })
})

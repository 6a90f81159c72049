import { describe, expect, it } from 'vitest'
import { parseAssessment } from '../../../src/api/schemas/assessment'
import { painSeries, signsSeries } from '../../../src/domain/healing/series'
import { possibleTracingErrors, withoutExcluded } from '../../../src/domain/healing/tracing-errors'
import { infectionFlag, painRises, signsWindow } from '../../../src/domain/healing/signs'
import { woundVerdict as judge } from '../../../src/domain/healing/verdict'
import type { CodesTranslate } from '../../../src/whole-history/code-words'
import type { VerdictTranslate } from '../../../src/whole-history/use-verdict-words'
import { infectionText as infection, painText as pain, stallText } from '../../../src/whole-history/verdict-clauses'
import { summaryText } from '../../../src/whole-history/verdict-line'
import { englishWords } from '../../../scripts/catalogs'
import { ROOT } from '../../../tools/harness/paths'
import { formatDate } from '../../../src/text/format'
import { course, dateOf, responseThenPlateau, steadyHealing } from '../domain/healing/courses'

const d = (day: number) => formatDate(dateOf(day))

/** The verdict's and the codes' English words, from their catalogs. */
const t = englishWords(`${ROOT}/src/words`, 'verdict') as VerdictTranslate
const codes = englishWords(`${ROOT}/src/words`, 'codes') as CodesTranslate
const infectionText = (...args: Parameters<typeof infection> extends [unknown, unknown, ...infer Rest] ? Rest : never) =>
  infection(t, codes, ...args)
const painText = (...args: Parameters<typeof pain> extends [unknown, ...infer Rest] ? Rest : never) => pain(t, ...args)

/** The verdict with its one line and its stall's flag in English, as the screens say them. */
function woundVerdict(...args: Parameters<typeof judge>) {
  const verdict = judge(...args)
  const flag = stallText(t, codes, verdict)
  return {
    ...verdict,
    summary: summaryText(t, codes, verdict),
    flags: verdict.stall === null || flag === null ? [] : [{ kind: verdict.stall, text: flag }],
  }
}

type Values = {
  infected?: 'YES' | 'NO'
  signs?: string[]
  type?: string
  odour?: 'NO' | 'MALODOROUS'
  pain?: [number, number, number]
}

/** Assessments on the given days (of the courses' calendar), through the zod schema as the overview gets them. */
function assessments(...rows: [day: number, values: Values][]) {
  return rows.map(([day, v], index) =>
    parseAssessment({
      id: 500 + index,
      date: dateOf(day),
      values: {
        wound_edge: [],
        peri_wound_skin: [],
        exudate: { amount: 'MODERATE', type: v.type ?? 'SEROUS' },
        odor: v.odour ?? 'NO',
        ...(v.infected ? { infection: { infected: v.infected, signs_of_local_infection: v.signs ?? [], wound_swab: 'NO' } } : {}),
        ...(v.pain ? { pain: { at_rest_scale: v.pain[0], with_movement_scale: v.pain[1], at_night_scale: v.pain[2] } } : {}),
      },
    }),
  )
}

const clear: Values = { infected: 'NO', pain: [2, 3, 2] }

describe('signs of infection in the current 4 weeks', () => {
  it('names each sign, since the first assessment of its run; the window is the 28 days up to the latest record', () => {
    // Day 100 is the latest: the window is days 72–100. Purulent exudate since day 86, malodour and
    // "infected" since day 93; the signs recorded on day 40 are long gone.
    const signs = signsSeries(
      assessments(
        [40, { infected: 'YES', type: 'PURULENT' }],
        [47, clear],
        [79, clear],
        [86, { ...clear, type: 'PURULENT' }],
        [93, { infected: 'YES', type: 'HEAMOPURULENT', odour: 'MALODOROUS', signs: ['BLEEDING__FRIABLE_GRANULATION_TISSUE'] }],
        [100, { infected: 'YES', type: 'PURULENT', odour: 'MALODOROUS' }],
      ),
    ).points
    const window = signsWindow([dateOf(98), dateOf(100)])
    expect(window).toEqual({ from: dateOf(72), to: dateOf(100) })
    const flag = infectionFlag(signs, window)
    expect(flag?.current).toBe(true)
    expect(flag?.since).toBe(dateOf(86))
    // What the latest assessment records, in its words (haemopurulent on day 93, purulent again on
    // day 100); the bleeding recorded on day 93 only is in the findings, not current.
    // Malodour came on day 93 where day 86 recorded none: an increase, still recorded on day 100.
    expect(flag && infectionText(flag)).toBe(`signs of infection since ${d(86)}: purulent exudate, infected, increasing malodour`)
    expect(
      flag?.findings.find((finding) => finding.sign.kind === 'recorded' && finding.sign.entry === 'BLEEDING__FRIABLE_GRANULATION_TISSUE'),
    ).toMatchObject({
      since: dateOf(93),
      until: dateOf(93),
      current: false,
    })
  })

  it('a sign that began before the window and continues is dated from its start', () => {
    const signs = signsSeries(
      assessments([50, clear], [60, { infected: 'YES' }], [80, { infected: 'YES' }], [100, { infected: 'YES' }]),
    ).points
    const flag = infectionFlag(signs, signsWindow([dateOf(100)]))
    expect(flag && infectionText(flag)).toBe(`signs of infection since ${d(60)}: infected`)
  })

  it('malodour is a sign where it increased, and for 4 weeks while it lasts; longer, it is the wound’s own odour', () => {
    const lasting = (days: number[]) =>
      signsSeries(assessments([50, clear], ...days.map((day): [number, Values] => [day, { odour: 'MALODOROUS' }]))).points
    expect(infectionFlag(lasting([80, 100]), signsWindow([dateOf(100)]))).toMatchObject({ current: true, since: dateOf(80) })
    // Came on day 60: by day 100 it has lasted 40 days, no longer an increase.
    expect(infectionFlag(lasting([60, 80, 100]), signsWindow([dateOf(100)]))).toMatchObject({ current: false })
  })

  it('signs that cleared by the latest assessment are said as such, and do not lead the verdict', () => {
    const signs = signsSeries(assessments([80, { infected: 'YES' }], [86, { infected: 'YES' }], [100, clear])).points
    const flag = infectionFlag(signs, signsWindow([dateOf(100)]))
    expect(flag?.current).toBe(false)
    expect(flag && infectionText(flag)).toBe(
      `signs of infection recorded ${d(80)} to ${d(86)} (infected), none at the latest assessment (${d(100)})`,
    )
  })

  it('nothing to flag: no sign in the window, or no assessment in it', () => {
    const old = signsSeries(assessments([10, { infected: 'YES' }], [100, clear])).points
    expect(infectionFlag(old, signsWindow([dateOf(100)]))).toBeNull()
    expect(infectionFlag(old, signsWindow([dateOf(200)]))).toBeNull()
    expect(infectionFlag([], signsWindow([dateOf(100)]))).toBeNull()
  })
})

describe('a clinically important rise in pain (2 points and 30%)', () => {
  const window = signsWindow([dateOf(100)])
  it('compares the latest score with the one the window started from', () => {
    // Window days 72–100: with movement 3 (day 70, the last before it) → 6 (day 100): +3, +100%.
    // At rest 4 → 5 is one point; at night 5 → 7 is 2 points but 40%: flagged too.
    const pain = painSeries(assessments([70, { pain: [4, 3, 5] }], [80, { pain: [1, 1, 1] }], [100, { pain: [5, 6, 7] }])).points
    const rises = painRises(pain, window)
    expect(rises).toEqual([
      { scale: 'withMovement', from: 3, fromDate: dateOf(70), to: 6, toDate: dateOf(100) },
      { scale: 'atNight', from: 5, fromDate: dateOf(70), to: 7, toDate: dateOf(100) },
    ])
    expect(painText(rises)).toBe(`pain with movement rose 3 → 6 since ${d(70)}; pain at night rose 5 → 7 since ${d(70)}`)
  })

  it('a single low reading inside the window is not where the rise is counted from', () => {
    // 3 at the start, 0 once in the middle, 4 now: +1 from the start, not +4 from the dip.
    const pain = painSeries(assessments([70, { pain: [3, 3, 3] }], [85, { pain: [0, 0, 0] }], [100, { pain: [4, 4, 4] }])).points
    expect(painRises(pain, window)).toEqual([])
  })

  it('2 points below 30% is not enough; from 0, 2 points are; scores off the scale are not read', () => {
    const sevenToNine = painSeries(assessments([70, { pain: [7, 7, 7] }], [100, { pain: [9, 9, 9] }])).points
    expect(painRises(sevenToNine, window)).toEqual([])
    const fromZero = painSeries(assessments([75, { pain: [0, 0, 0] }], [100, { pain: [2, 1, 0] }])).points
    expect(painRises(fromZero, window).map((rise) => rise.scale)).toEqual(['atRest'])
    const offScale = painSeries(assessments([75, { pain: [2, 2, 2] }], [100, { pain: [12, 2, 2] }])).points
    expect(painRises(offScale, window)).toEqual([])
  })

  it('an old latest score says nothing about now', () => {
    const pain = painSeries(assessments([10, { pain: [0, 0, 0] }], [40, { pain: [8, 8, 8] }])).points
    expect(painRises(pain, window)).toEqual([])
  })
})

describe('the verdict reads the signs', () => {
  it('signs of infection outrank a plateau, and the plateau names them', () => {
    // Plateau course ends on day 142: window days 114–142.
    const signs = signsSeries(
      assessments([121, clear], [135, { infected: 'YES', type: 'PURULENT', odour: 'MALODOROUS' }], [142, { infected: 'YES' }]),
    ).points
    const verdict = woundVerdict(responseThenPlateau(), { signs, referenceId: 'vlu-phillips-2000' })
    expect(verdict.status).toBe('infection')
    expect(verdict.summary).toBe(
      `Signs of infection since ${d(135)}: infected; no measurable reduction since ${d(30)}: 4.10 → 4.00 cm², 16 weeks; early response: 55% smaller 3 weeks after ${d(0)}, above the 40% of Phillips et al. 2000 (venous leg ulcers)`,
    )
    expect(verdict.flags).toEqual([
      {
        kind: 'plateau',
        text: `No measurable reduction since ${d(30)}: 4.10 → 4.00 cm², 16 weeks, with signs of infection since ${d(135)}: infected`,
      },
    ])
  })

  it('a sharp rise in pain outranks a wound getting smaller; cleared signs do not lead', () => {
    const assessed = assessments([28, { pain: [1, 2, 1] }], [35, { infected: 'YES' }], [56, { pain: [4, 5, 4] }])
    const verdict = woundVerdict(steadyHealing(), { signs: signsSeries(assessed).points, pain: painSeries(assessed).points })
    expect(verdict.status).toBe('pain')
    // Window days 28–56: each scale from its day-28 score. The infection of day 35 had cleared by day 56.
    expect(verdict.summary).toBe(
      `Pain at rest rose 1 → 4 since ${d(28)}; pain with movement rose 2 → 5 since ${d(28)}; pain at night rose 1 → 4 since ${d(28)}; ` +
        `getting smaller: 59% in the last 4 weeks (4.10 → 1.68 cm²); ` +
        `signs of infection recorded on ${d(35)} (infected), none at the latest assessment (${d(56)}); ` +
        `early response: 59% smaller 4 weeks after ${d(0)} (no wound type chosen, so no reference)`,
    )
  })
})

describe('possible tracing errors', () => {
  it('an area that jumps from both neighbours while they agree; never a real trend', () => {
    // Day 21: 9.0 between 6.0 and 6.2 (both within 10% of each other): +45%, +45%.
    const points = course([0, 8], [7, 7], [14, 6], [21, 9], [28, 6.2], [35, 5], [42, 4])
    const questions = possibleTracingErrors(points)
    expect(questions.map((q) => [q.point.id, q.direction, q.before.area, q.after.area])).toEqual([[4, 'larger', 6, 6.2]])
    // A steady fall, a step down that stays down, and a dip of less than 10% raise none.
    expect(possibleTracingErrors(steadyHealing())).toEqual([])
    expect(possibleTracingErrors(course([0, 10], [7, 10], [14, 5], [21, 5]))).toEqual([])
    expect(possibleTracingErrors(course([0, 10], [7, 9.2], [14, 10]))).toEqual([])
    // Neighbours that disagree with each other (a real change under way) raise none either.
    expect(possibleTracingErrors(course([0, 10], [7, 14], [14, 8]))).toEqual([])
  })

  it('left out only by the clinician: the verdict then leaves it out and says so', () => {
    const points = course([0, 8], [7, 7], [14, 6], [21, 9], [28, 6.2], [35, 5], [42, 4])
    const kept = woundVerdict(points)
    expect(kept.excluded).toEqual([])
    expect(kept.tracingQuestions).toHaveLength(1)
    const left = woundVerdict(points, { excluded: [4] })
    expect(left.excluded.map((p) => p.id)).toEqual([4])
    expect(left.summary).toMatch(new RegExp(`; measurement 4 \\(${d(21)}\\) left out of these figures by you$`))
    // Still a question (the clinician can put it back), and the figures are those of the other six.
    expect(left.tracingQuestions).toHaveLength(1)
    expect(withoutExcluded(points, [4]).map((p) => p.id)).toEqual([1, 2, 3, 5, 6, 7])
    // Day 21 was the 4-week measurement's neighbour: with it left out, day 28 (6.2) is still the nearest to day 28.
    expect(left.metrics?.parAtCheck?.point.area).toBe(6.2)
  })
})

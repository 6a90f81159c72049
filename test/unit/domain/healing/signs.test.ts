import { describe, expect, it } from 'vitest'
import { dateOf, timeOf } from './courses'
import type { PainPoint, SignsPoint } from '../../../../src/domain/healing/series'
import { infectionFlag, PAIN_RISE_PERCENT, PAIN_RISE_POINTS, painRises, signsWindow } from '../../../../src/domain/healing/signs'

/** Day 0 is 2026-03-01; the window below runs from day 28 to day 56. */
const WINDOW = { from: dateOf(28), to: dateOf(56) }

type Recorded = Partial<Pick<SignsPoint, 'infected' | 'exudateType' | 'purulent' | 'odour' | 'infectionSigns'>>

/** An assessment date that records nothing unless told. */
const signsOn = (day: number, recorded: Recorded = {}, id: number | null = day + 1): SignsPoint => ({
  id,
  date: dateOf(day),
  time: timeOf(day),
  day,
  exudateLevel: null,
  exudateAmount: undefined,
  exudateType: undefined,
  purulent: false,
  odour: undefined,
  infected: undefined,
  infectionSigns: [],
  woundEdge: [],
  periWoundSkin: [],
  ...recorded,
})
const infected = (day: number, id?: number | null) => signsOn(day, { infected: true }, id)

const pain = (day: number, atRest: number | null, withMovement: number | null = null, atNight: number | null = null): PainPoint => ({
  id: day + 1,
  date: dateOf(day),
  time: timeOf(day),
  day,
  atRest,
  withMovement,
  atNight,
  outOfRange: false,
})

describe('signsWindow', () => {
  it('ends at the latest date of either kind, whatever the order, and starts 28 days before it', () => {
    expect(signsWindow([dateOf(40), undefined, dateOf(56), dateOf(10)])).toEqual({ from: '2026-03-29', to: '2026-04-26' })
    expect(signsWindow([undefined, dateOf(56)])).toEqual(WINDOW)
  })

  it('counts the 28 days on the calendar, leap day included', () => {
    expect(signsWindow(['2026-03-10'])).toEqual({ from: '2026-02-10', to: '2026-03-10' })
    expect(signsWindow(['2028-03-10'])).toEqual({ from: '2028-02-11', to: '2028-03-10' })
  })

  it('is undefined with no date, or when the latest is not a calendar date', () => {
    expect(signsWindow([])).toBeUndefined()
    expect(signsWindow([undefined, undefined])).toBeUndefined()
    expect(signsWindow(['2026-02-30'])).toBeUndefined()
  })
})

describe('infectionFlag', () => {
  it('is null without a window, without assessments, or with no sign in the window', () => {
    expect(infectionFlag([infected(56)], undefined)).toBeNull()
    expect(infectionFlag([], WINDOW)).toBeNull()
    expect(infectionFlag([signsOn(30), signsOn(56)], WINDOW)).toBeNull()
  })

  it('reads each kind of sign, and leaves out what is not one', () => {
    const all = signsOn(56, {
      infected: true,
      purulent: true,
      exudateType: 'PURULENT',
      odour: 'MALODOROUS',
      infectionSigns: ['ERYTHEMA', 'OTHER_FREE_TEXT', 'OTHER-FREE-TEXT', 'WARMTH'],
    })
    const flag = infectionFlag([signsOn(49, { odour: 'NO' }), all], WINDOW)
    expect(flag?.findings.map((finding) => finding.sign)).toEqual([
      { kind: 'infected' },
      { kind: 'purulent-exudate', exudateType: 'PURULENT' },
      { kind: 'increasing-malodour', since: dateOf(56) },
      { kind: 'recorded', entry: 'ERYTHEMA' },
      { kind: 'recorded', entry: 'WARMTH' },
    ])
    const none = signsOn(56, {
      infected: false,
      purulent: false,
      exudateType: 'SEROUS',
      odour: 'NONE',
      infectionSigns: ['OTHER_FREE_TEXT'],
    })
    expect(infectionFlag([none], WINDOW)).toBeNull()
    // Purulent without a type to name it is not a sign either.
    expect(infectionFlag([signsOn(56, { purulent: true })], WINDOW)).toBeNull()
  })

  it('counts malodour only where it increased (IWII 2022: increasing malodour), for up to 4 weeks while it lasts', () => {
    // Malodorous from the first assessment on: the wound's own odour, not an increase.
    expect(infectionFlag([signsOn(30, { odour: 'MALODOROUS' }), signsOn(56, { odour: 'MALODOROUS' })], WINDOW)).toBeNull()
    // None, then malodour: an increase, still a sign at the next assessment.
    const came = infectionFlag(
      [signsOn(30, { odour: 'NO' }), signsOn(42, { odour: 'MALODOROUS' }), signsOn(56, { odour: 'MALODOROUS' })],
      WINDOW,
    )
    expect(came).toMatchObject({ current: true, since: dateOf(42) })
    // Came 5 weeks before the latest assessment and never went: no longer an increase.
    const settled = [signsOn(14, { odour: 'NO' }), signsOn(21, { odour: 'MALODOROUS' }), signsOn(56, { odour: 'MALODOROUS' })]
    expect(infectionFlag(settled, WINDOW)).toBeNull()
  })

  it('counts a sign on the first day of the window, not one the day before', () => {
    expect(infectionFlag([infected(28), signsOn(56)], WINDOW)).toMatchObject({ since: dateOf(28), latest: dateOf(56) })
    expect(infectionFlag([infected(27), signsOn(56)], WINDOW)).toBeNull()
    expect(infectionFlag([infected(56)], WINDOW)).toMatchObject({ since: dateOf(56), current: true })
  })

  it('dates a run that reaches into the window from its start before the window', () => {
    const flag = infectionFlag([signsOn(7), infected(14), infected(21), infected(35), signsOn(56)], WINDOW)
    expect(flag).toEqual({
      since: dateOf(14),
      findings: [{ sign: { kind: 'infected' }, since: dateOf(14), until: dateOf(35), current: false }],
      current: false,
      latest: dateOf(56),
    })
  })

  it('says which signs are still recorded at the latest assessment, and the earliest start of all', () => {
    const points = [
      signsOn(23, { odour: 'NO' }),
      signsOn(30, { odour: 'MALODOROUS' }),
      signsOn(42, { odour: 'MALODOROUS', purulent: true, exudateType: 'PURULENT' }),
      signsOn(56, { purulent: true, exudateType: 'HAEMOPURULENT' }, null),
    ]
    const flag = infectionFlag(points, WINDOW)
    expect(flag?.since).toBe(dateOf(30))
    expect(flag?.current).toBe(true)
    expect(flag?.latest).toBe(dateOf(56))
    expect(flag?.findings).toEqual([
      { sign: { kind: 'increasing-malodour', since: dateOf(30) }, since: dateOf(30), until: dateOf(42), current: false },
      // The same sign from one date to the next, read as the latest assessment words it.
      { sign: { kind: 'purulent-exudate', exudateType: 'HAEMOPURULENT' }, since: dateOf(42), until: dateOf(56), current: true },
    ])
  })

  it('starts a new run when a sign comes back after an assessment without it', () => {
    const gone = infectionFlag([infected(30), signsOn(40), infected(50), signsOn(56)], WINDOW)
    expect(gone?.findings).toEqual([{ sign: { kind: 'infected' }, since: dateOf(50), until: dateOf(50), current: false }])
    // Recorded 30 to 50, none at the latest: the flag still reaches back to the first run.
    expect(gone?.since).toBe(dateOf(30))
    // Recorded again at the latest assessment: "since" is the day it came back, not day 30.
    const back = infectionFlag([infected(30), signsOn(40), infected(50), infected(56)], WINDOW)
    expect(back?.findings).toEqual([{ sign: { kind: 'infected' }, since: dateOf(50), until: dateOf(56), current: true }])
    expect(back?.since).toBe(dateOf(30))
  })
})

describe('painRises', () => {
  it('takes a rise of 2 points and 30%', () => {
    expect(PAIN_RISE_POINTS).toBe(2)
    expect(PAIN_RISE_PERCENT).toBe(30)
  })

  // On the integer 0–10 scale no rise is exactly 30% (that would be 10 → 13): 6 → 8 is 33%, 7 → 9 is 29%.
  it.each([
    [0, 1, false],
    [0, 2, true],
    [3, 4, false],
    [3, 5, true],
    [6, 8, true],
    [7, 9, false],
    [8, 10, false],
    [7, 10, true],
    [4, 4, false],
    [6, 2, false],
  ])('%i → %i is an important rise: %s', (from, to, important) => {
    const rises = painRises([pain(20, from), pain(56, to)], WINDOW)
    expect(rises).toEqual(important ? [{ scale: 'atRest', from, fromDate: dateOf(20), to, toDate: dateOf(56) }] : [])
  })

  it('starts from the last score on or before the first day of the window, not the lowest one', () => {
    expect(painRises([pain(20, 2), pain(28, 6), pain(56, 8)], WINDOW)).toMatchObject([{ from: 6, fromDate: dateOf(28) }])
    expect(painRises([pain(20, 2), pain(27, 6), pain(40, 1), pain(56, 8)], WINDOW)).toMatchObject([{ from: 6, fromDate: dateOf(27) }])
    // 6 → 7 is one point, whatever the 1 in between.
    expect(painRises([pain(20, 6), pain(40, 1), pain(56, 7)], WINDOW)).toEqual([])
  })

  it('starts from the first score in the window when there is none before it', () => {
    expect(painRises([pain(30, 2), pain(40, 3), pain(56, 5)], WINDOW)).toMatchObject([{ from: 2, fromDate: dateOf(30), to: 5 }])
  })

  it('needs the latest score inside the window, after its first day', () => {
    expect(painRises([pain(0, 0), pain(29, 5)], WINDOW)).toMatchObject([{ from: 0, to: 5, toDate: dateOf(29) }])
    // On the first day it is its own start; the day before, it is too old to speak for now.
    expect(painRises([pain(0, 0), pain(28, 5)], WINDOW)).toEqual([])
    expect(painRises([pain(0, 0), pain(27, 5)], WINDOW)).toEqual([])
  })

  it('skips missing and out-of-range scores', () => {
    expect(painRises([pain(20, 2), pain(40, 5), pain(50, 11), pain(52, 9.5), pain(56, null)], WINDOW)).toEqual([
      { scale: 'atRest', from: 2, fromDate: dateOf(20), to: 5, toDate: dateOf(40) },
    ])
    expect(painRises([pain(20, -1), pain(56, 4)], WINDOW)).toEqual([])
  })

  it('reads each scale on its own, in the order at rest, with movement, at night', () => {
    const rises = painRises([pain(20, 1, 6, 0), pain(40, null, null, 1), pain(56, 4, 3, 3)], WINDOW)
    expect(rises.map((rise) => [rise.scale, rise.from, rise.to])).toEqual([
      ['atRest', 1, 4],
      ['atNight', 0, 3],
    ])
  })

  it('finds nothing without a window or with one score', () => {
    expect(painRises([pain(20, 0), pain(56, 9)], undefined)).toEqual([])
    expect(painRises([pain(56, 9)], WINDOW)).toEqual([])
    expect(painRises([], WINDOW)).toEqual([])
  })
})

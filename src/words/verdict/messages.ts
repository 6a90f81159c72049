// Written by `npm run catalogs` from en.json (test/unit/scripts/catalogs.test.ts checks it is current): each
// message id with the placeholders it takes.
export type Messages = {
  sentence: { text: string | number }
  earlyCompared: {
    percent: string | number
    direction: 'smaller' | (string & {})
    check: string | number
    date: string | number
    side: 'above' | 'at' | (string & {})
    threshold: string | number
    source: string | number
    woundType: string | number
  }
  earlyUnreferenced: {
    percent: string | number
    direction: 'smaller' | (string & {})
    check: string | number
    date: string | number
    reason: 'otherType' | (string & {})
  }
  earlyTooEarly: { adjective: string | number; date: string | number }
  earlyNoAreas: undefined
  earlyNoneNear: { adjective: string | number; check: string | number; date: string | number }
  earlyZeroBaseline: { adjective: string | number }
  weeks: { weeks: number }
  days: { days: number }
  weeksAdjective: { weeks: string | number }
  daysAdjective: { days: string | number }
  excluded: { count: number; which: string | number }
  excludedPoint: { id: string | number; date: string | number }
  withoutId: undefined
  signInfected: undefined
  signPurulent: { exudate: string | number }
  signMalodour: undefined
  signList: { named: string | number; more: number }
  infectionSince: { date: string | number; signs: string | number }
  infectionRecordedOn: { date: string | number; signs: string | number; latest: string | number }
  infectionRecordedFromTo: { from: string | number; to: string | number; signs: string | number; latest: string | number }
  painRise: { scale: 'atRest' | 'withMovement' | (string & {}); from: string | number; to: string | number; date: string | number }
  closedPhrase: { since: string | number; on: string | number }
  unconfirmedPhrase: { date: string | number }
  noTrend: undefined
  noTrendBecause: { reason: string | number }
  plateauPhrase: { date: string | number; from: string | number; to: string | number; span: string | number }
  reducingPhrase: { percent: string | number; span: string | number; from: string | number; to: string | number }
  reopenedPhrase: { from: string | number; to: string | number; span: string | number }
  increasedPhrase: { percent: string | number; span: string | number; from: string | number; to: string | number }
  reasonSingle: undefined
  reasonTooShort: { span: string | number }
  reasonGap: { from: string | number; to: string | number }
  reasonNoArea: undefined
  withSigns: { stall: string | number; signs: string | number }
  dfuSource: undefined
  vluSource: undefined
  dfuWoundType: undefined
  vluWoundType: undefined
  summaryOf: { id: string | number }
  areaValue: { area: string | number }
  latestOn: { date: string | number }
  latestLock: { locked: 'yes' | (string & {}) }
  nothingMeasured: undefined
  noUsableArea: undefined
  areaChange: { change: string | number; since: 'previous' | 'first' | (string & {}); date: string | number }
  areaChangePercent: {
    change: string | number
    percent: string | number
    since: 'previous' | 'first' | (string & {})
    date: string | number
  }
  areaTrend: undefined
  areaTrendRange: { first: string | number; latest: string | number }
  never: { list: 'measurements' | (string & {}) }
  counted: { list: 'measurements' | (string & {}); count: number; shown: string | number }
  countedOn: { list: 'measurements' | (string & {}); count: number; shown: string | number; date: string | number }
  countedBetween: {
    list: 'measurements' | (string & {})
    count: number
    shown: string | number
    from: string | number
    to: string | number
  }
  incomplete: { counts: string | number }
  unreadable: { list: 'measurements' | (string & {}) }
  readingHistory: undefined
  readingPages: { loaded: string | number; total: number; shownTotal: string | number }
  historyUnavailable: { title: string | number }
  summaryMore: undefined
  summaryLess: undefined
  purposeHeading: undefined
  purposeWhat: undefined
  purposeUsers: undefined
  purposeWoundTypes: undefined
  purposeNot: undefined
  purposeLimits: undefined
  purposeSources: undefined
}

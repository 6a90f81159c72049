// Written by `npm run catalogs` from en.json (test/unit/scripts/catalogs.test.ts checks it is current): each
// message id with the placeholders it takes.
export type Messages = {
  printReport: undefined
  referenceLine: { threshold: string | number }
  reportTitle: { id: string | number }
  reportSpan: { from: string | number; to: string | number; count: number; printed: string | number }
  reportCount: { count: number; printed: string | number }
  printedMeasurements: undefined
  latestImages: { date: string | number; id: string | number }
  printedImageAlt: { kind: 'original' | (string & {}); id: string | number }
  baselineLabel: undefined
  baselineFirst: { date: string | number }
  baselineNext: { requested: string | number; date: string | number }
  baselineAfterLatest: { requested: string | number; date: string | number }
  woundTypeLabel: undefined
  woundTypeNotChosen: undefined
  dfuLabel: undefined
  vluLabel: undefined
  otherWoundType: undefined
  woundTypeNote: undefined
  healingHeading: undefined
  noVerdict: { title: string | number }
  baselineArea: undefined
  latestArea: undefined
  daysTracked: undefined
  areaChange: undefined
  overallReduction: undefined
  reductionAt: { check: string | number }
  healingRate: undefined
  marginAdvance: undefined
  areaValue: { area: string | number }
  percentValue: { percent: string | number }
  dateAndLock: { date: string | number; locked: 'yes' | (string & {}) }
  reductionNeeds: { from: string | number; to: string | number }
  reductionOnDay: { percent: string | number; day: string | number }
  healingRateValue: { perDay: string | number; perWeek: string | number }
  marginAdvanceValue: { cm: string | number }
  countedFromBaseline: undefined
  referenceInUse: { label: string | number; source: string | number; threshold: string | number; check: string | number }
  variabilityDetails: { percent: string | number }
  trendWindowNote: { days: string | number; from: string | number; to: string | number }
  tracingHeading: undefined
  tracingHint: { count: number; percent: string | number }
  tracingPoint: { id: string | number; date: string | number }
  tracingQuestion: {
    area: string | number
    direction: 'larger' | (string & {})
    before: string | number
    beforeDate: string | number
    after: string | number
    afterDate: string | number
  }
  leftOutByYou: undefined
  leaveOut: { id: string | number }
  provisionalNote: undefined
  earlyHeading: undefined
  earlyHeadingFrom: { check: string | number; date: string | number }
  earlyWord: { word: 'above' | 'below' | 'otherType' | 'notChosen' | 'tooEarly' | (string & {}) }
  earlyPassed: { weeks: string | number }
  nowHeading: { span: string | number }
  trajectoryWord: { status: 'reducing' | 'plateau' | 'deteriorating' | 'closed' | 'unconfirmed' | (string & {}) }
  flagsHeading: undefined
  noFlags: undefined
  noFlagsText: { span: string | number }
  notAssessed: undefined
  notAssessedText: { span: string | number }
  noStallText: undefined
  infectionFlagLabel: undefined
  painFlagLabel: undefined
  stallFlagLabel: { kind: 'plateau' | (string & {}) }
  reviewCare: undefined
  painChangeDetails: { points: string | number; percent: string | number }
  explainMeasured: {
    direction: 'smaller' | (string & {})
    percent: string | number
    check: string | number
    day: string | number
    date: string | number
  }
  explainAbove: {
    direction: 'smaller' | (string & {})
    percent: string | number
    check: string | number
    day: string | number
    date: string | number
    side: 'above' | (string & {})
    threshold: string | number
    source: string | number
    woundType: string | number
    finding: string | number
  }
  explainBelow: {
    direction: 'smaller' | (string & {})
    percent: string | number
    check: string | number
    day: string | number
    date: string | number
    threshold: string | number
    source: string | number
    woundType: string | number
    finding: string | number
  }
  notAForecast: undefined
  chooseWoundType: undefined
  noPublishedReference: undefined
  decisionSupport: undefined
  gapUndated: { count: number; consequence: string | number }
  gapNoAreas: { consequence: string | number }
  gapZeroBaseline: undefined
  gapMeasuredFor: { span: string | number; date: string | number }
  gapPossible: { what: string | number; window: string | number }
  gapNothingInWindow: { window: string | number; consequence: string | number }
  cannotRead: undefined
  cannotCompare: { threshold: string | number; source: string | number; woundType: string | number }
  checkAgainst: { threshold: string | number; source: string | number; woundType: string | number }
  reductionAtCheck: { check: string | number }
  checkWindow: {
    from: string | number
    to: string | number
    after: 'first' | (string & {})
    fromDate: string | number
    toDate: string | number
  }
  dfuAbove: undefined
  dfuBelow: undefined
  dfuSummary: undefined
  dfuCaveat: undefined
  vluAbove: undefined
  vluBelow: undefined
  vluSummary: undefined
  vluCaveat: undefined
  closedSentence: { since: string | number; on: string | number; span: string | number; confirm: string | number }
  unconfirmedSentence: { date: string | number; confirm: string | number; next: string | number }
  unconfirmedSinceSentence: { date: string | number; since: string | number; confirm: string | number; next: string | number }
  windowSingle: { date: string | number; nearFrom: string | number; nearTo: string | number }
  windowTooShort: { span: string | number; from: string | number; to: string | number; nearFrom: string | number; nearTo: string | number }
  windowGap: {
    from: string | number
    to: string | number
    nearFrom: string | number
    nearTo: string | number
    latest: string | number
    before: string | number
    span: string | number
  }
  windowNoArea: undefined
  windowSentence: {
    from: string | number
    to: string | number
    span: string | number
    fromArea: string | number
    toArea: string | number
    amount: string | number
    meaning: string | number
  }
  windowAmount: { change: string | number; percent: string | number; direction: 'smaller' | (string & {}); perWeek: string | number }
  windowAmountNoPercent: { change: string | number; direction: 'smaller' | (string & {}); perWeek: string | number }
  windowMeaning: { status: 'reducing' | 'deteriorating' | (string & {}); limit: string | number }
  noEstimateClosed: undefined
  noEstimateNoTrend: undefined
  noEstimateNotReducing: undefined
  estimate: { range: string | number; models: string | number }
  rangeBeyond: { date: string | number }
  rangeBy: { date: string | number }
  rangeBetween: { first: string | number; last: string | number }
  beyondYear: undefined
  modelMargin: { rate: string | number; when: string | number }
  modelExponential: { rate: string | number; closed: string | number; when: string | number }
  infectionSourceLabel: undefined
  infectionSourceSummary: { weeks: string | number }
  infectionSourceCaveat: undefined
  painSourceSummary: { points: string | number; percent: string | number }
  painSourceCaveat: undefined
  depthSourceLabel: undefined
  lessReliableThanArea: undefined
  depthSourceSummary: undefined
  depthSourceCaveat: undefined
  variabilitySourceSummary: { percent: string | number }
  variabilitySourceCaveat: { percent: string | number }
  closureSourceLabel: { weeks: string | number }
  closureSourceSummary: { weeks: string | number; days: string | number }
  closureSourceCaveat: undefined
  pushSourceLabel: undefined
  pushSourceSummary: undefined
  pushSourceCaveat: undefined
  citationLink: { link: 'iwii' | 'hammondNixon' | 'htw' | (string & {}) }
  pushNote: undefined
  pushHeading: undefined
  pushScrollable: undefined
  dateHeader: undefined
  idHeader: undefined
  lengthTimesWidthHeader: undefined
  exudateHeader: undefined
  tissueHeader: undefined
  pushTotalHeader: undefined
  areaScore: { area: string | number; score: string | number }
  exudateScore: { amount: string | number; score: string | number }
  tissueScore: { tissue: 'closed' | 'eschar' | 'slough' | (string & {}); score: string | number }
  notScored: { gap: string | number }
}

// Written by `npm run catalogs` from en.json (test/unit/scripts/catalogs.test.ts checks it is current): each
// message id with the placeholders it takes.
export type Messages = {
  areaChart: undefined
  volumeChart: undefined
  tissueChart: undefined
  measureChart: { measure: string | number }
  painChart: undefined
  measureLabel: undefined
  painAtRest: undefined
  painWithMovement: undefined
  painAtNight: undefined
  painOutOfScale: undefined
  noMeasurementsToChart: undefined
  noAssessmentsToChart: undefined
  baselineMarker: undefined
  checkDayMarker: { day: string | number }
  weeks: { weeks: number }
  days: { days: number }
  loading: { noun: 'measurement' | (string & {}) }
  loadedPages: { loaded: string | number; total: number; shownTotal: string | number; noun: 'measurement' | (string & {}) }
  updating: { noun: 'measurement' | (string & {}) }
  loaded: { noun: 'measurement' | (string & {}); count: number; shown: string | number }
  chartCaption: { name: string | number; unit: string | number }
  markerLegend: { marker: string | number; date: string | number }
  noValueForChart: { noun: 'measurement' | (string & {}) }
  noDatedRecords: { noun: 'measurement' | (string & {}) }
  simplifiedNote: { lines: number; drawn: string | number; noun: 'measurement' | (string & {}); total: number; shownTotal: string | number }
  notDrawnNote: { noun: 'measurement' | (string & {}); count: number; shown: string | number }
  repeatedIdsNote: { count: number; ids: string | number; more: number; noun: 'measurement' | (string & {}) }
  plotHint: undefined
  plotHintOpens: undefined
  plotHintSimplified: { drawn: string | number; total: string | number }
  plotHintSimplifiedOpens: { drawn: string | number; total: string | number }
  tooltipSeparator: undefined
  tooltipDateOpens: { date: string | number }
  showData: undefined
  showDataOf: { name: string | number }
  chartData: { name: string | number }
  chartDataScrollable: { name: string | number }
  dateHeader: undefined
  idHeader: undefined
  chartColumn: undefined
  selectButton: undefined
  selectMeasurement: { id: string | number }
  rowMark: { mark: string | number }
  noDate: undefined
  unreadableDate: undefined
  implausibleDate: undefined
  leftOutDate: { reason: string | number; value: string | number }
  signsChart: undefined
  signsUnit: undefined
  infectionLane: undefined
  odourLane: undefined
  exudateTypeLane: undefined
  exudateAmountLane: undefined
  periWoundSkinLane: undefined
  woundEdgeHeader: undefined
  signsHint: { lanes: string | number }
  signPresent: undefined
  findingPresent: undefined
  recordedAbsent: undefined
  exudateLevels: undefined
  signsNotDrawn: undefined
  noDatedAssessments: undefined
  markText: { lane: string | number; text: string | number }
  clickForVisit: undefined
  noUsableDate: undefined
  infected: undefined
  infectedWithSigns: { signs: string | number }
  notInfected: undefined
  notInfectedWithSigns: { signs: string | number }
  signsOnly: { signs: string | number }
  noOdour: undefined
}

// Written by `npm run catalogs` from en.json (test/unit/scripts/catalogs.test.ts checks it is current): each
// message id with the placeholders it takes.
export type Messages = {
  copyNote: undefined
  showNote: undefined
  hideNote: undefined
  exportFhir: undefined
  handoffHint: { which: 'latest' | (string & {}); date: string | number; scope: 'visit' | (string & {}) }
  notePreview: { which: 'latest' | (string & {}); date: string | number }
  historyUnreadable: undefined
  historyLoading: undefined
  noVisit: undefined
  noNote: undefined
  nothingToExport: undefined
  noteCopied: { which: 'latest' | (string & {}); date: string | number }
  copyRefused: { which: 'latest' | (string & {}); date: string | number }
  fhirDownloaded: {
    scope: 'visit' | (string & {})
    which: 'latest' | (string & {})
    date: string | number
    fileName: string | number
    observations: number
  }
  fhirFailed: { message: string | number }
  noteTitle: { woundId: string | number; date: string | number }
  centimetres: { count: number; figure: string | number }
  squareCentimetres: { count: number; figure: string | number }
  cubicCentimetres: { count: number; figure: string | number }
  percent: { value: string | number }
  side: { side: 'length' | 'width' | (string & {}); value: string | number }
  sizeLine: { sides: string | number }
  areaLine: { area: string | number }
  volumeLine: { volume: string | number }
  perimeterLine: { perimeter: string | number }
  tissueShare: { tissue: string | number; share: string | number }
  tissueLine: { shares: string | number; rest: string | number }
  tissueLineOver: { shares: string | number; sum: string | number }
  measurementNone: undefined
  pushScored: { total: string | number; parts: string | number }
  pushNotScored: { gaps: string | number }
  pushArea: { figure: string | number; score: string | number }
  pushExudate: { amount: string | number; score: string | number }
  pushTissue: { basis: 'closed' | 'eschar' | 'slough' | (string & {}); score: string | number }
  changeLine: { parts: string | number }
  changeFirst: undefined
  sincePrevious: { change: string | number; date: string | number }
  sincePreviousPercent: { change: string | number; percent: string | number; date: string | number }
  sinceBaseline: { change: string | number; which: 'first' | (string & {}); date: string | number }
  sinceBaselinePar: { change: string | number; par: string | number; which: 'first' | (string & {}); date: string | number }
  trajectoryLine: { summary: string | number }
  woundTypeChosen: { woundType: string | number }
  referenceNone: { why: 'noType' | (string & {}) }
  referenceChosen: {
    source: string | number
    threshold: string | number
    check: string | number
    woundTypes: string | number
    cited: string | number
  }
  exudateLine: { values: string | number }
  exudateLineComment: { values: string | number; comment: string | number }
  odourLine: { odour: string | number }
  infectionNotPresent: undefined
  infectionLine: { facts: string | number }
  infectionFact: { label: string | number; text: string | number }
  edgeLine: { entries: string | number }
  skinLine: { entries: string | number }
  tractLine: { tract: 'tunneling' | (string & {}); extent: string | number }
  tractNone: { tract: 'tunneling' | (string & {}) }
  extentAt: { length: string | number; hours: string | number }
  listAnd: { items: string | number; last: string | number }
  lengthNotRecorded: undefined
  painLine: { scales: string | number }
  painScale: { scale: 'atRest' | 'withMovement' | (string & {}); score: string | number }
  notesLine: { notes: string | number }
  assessmentNone: undefined
  checkLine: { contradictions: string | number }
  exudateNoneAndType: { type: string | number }
  skinNormalAndFindings: { findings: string | number }
  edgeAttachedAndNot: undefined
  notInfectedWithSigns: { signs: string | number }
  absentLine: { items: string | number }
  absentItem: { item: 'length' | 'width' | 'depth' | 'area' | 'volume' | (string & {}) }
  missingLine: { items: string | number }
  missingItem: { item: 'values' | 'exudate' | 'odour' | 'edge' | 'skin' | (string & {}) }
  locationBlank: undefined
  woundTypeBlank: undefined
  assessorBlank: undefined
  planBlank: undefined
  sourceLine: { records: string | number; retrieved: string | number; software: string | number; version: string | number }
  recordMeasurement: { id: string | number }
  recordMeasurementOf: { id: string | number; count: string | number }
  recordAssessment: { id: string | number }
  recordAssessmentOf: { id: string | number; count: string | number }
  recordWithoutId: undefined
  recordLocked: undefined
  recordNotLocked: undefined
}

// Written by `npm run catalogs` from en.json (test/unit/scripts/catalogs.test.ts checks it is current): each
// message id with the placeholders it takes.
export type Messages = {
  assessments: undefined
  noAssessmentsMatch: undefined
  noAssessmentsRecorded: undefined
  csvFileName: { woundId: string | number }
  noId: undefined
  rowName: { id: string | number; repeat: number }
  name: { id: string | number }
  onDate: { date: string | number }
  labelId: undefined
  labelDate: undefined
  labelWoundEdge: undefined
  labelPeriWoundSkin: undefined
  labelPain: undefined
  labelExudate: undefined
  labelOdour: undefined
  labelInfection: undefined
  labelTunnelling: undefined
  labelUndermining: undefined
  labelMiscellaneous: undefined
  labelUnableToCapture: undefined
  labelNotes: undefined
  labelCreated: undefined
  details: undefined
  showDetailsOf: { row: string | number }
  qolAssessedShort: undefined
  exudateTypeAfter: undefined
  woundEdgeAndSkin: undefined
  exudateAndOdour: undefined
  tunnellingAndUndermining: undefined
  record: undefined
  amount: undefined
  type: undefined
  comment: undefined
  reason: undefined
  qolAssessed: undefined
  qolDetails: undefined
  assessmentDate: undefined
  noValuesSent: undefined
  noneGiven: undefined
  notRecorded: undefined
  notRecordedSentence: undefined
  neitherTractRecorded: undefined
  infectionInflammation: undefined
  moisture: undefined
  edge: undefined
  exudateAmount: undefined
  exudateType: undefined
  exudateComment: undefined
  codeAttached: undefined
  codeNotAttached: undefined
  codeRolled: undefined
  codeEpithelialized: undefined
  codeOther: undefined
  codeAbnormal: undefined
  codeBlisteringEruption: undefined
  codeBruising: undefined
  codeCalloused: undefined
  codeDry: undefined
  codeOedema: undefined
  codeErythema: undefined
  codeExcoriation: undefined
  codeFragile: undefined
  codeHyperkeratosis: undefined
  codeIndurated: undefined
  codeMaceration: undefined
  codeNormal: undefined
  codeScaly: undefined
  codeSiteSpecificEczema: undefined
  codeNone: undefined
  codeMinimal: undefined
  codeModerate: undefined
  codeLarge: undefined
  codeSerous: undefined
  codePurulent: undefined
  codeSanguineous: undefined
  codeSeroSanguineous: undefined
  codeHaemopurulent: undefined
  codeMalodorous: undefined
  codeNoOdour: undefined
  codeYes: undefined
  codeNo: undefined
  codeNotApplicable: undefined
  noneListed: undefined
  openQuote: undefined
  closeQuote: undefined
  freeTextHint: undefined
  notAKnownValue: undefined
  notInSpecification: undefined
  unexpectedShape: undefined
  painAtRest: undefined
  painAtRestShort: undefined
  painAtRestName: undefined
  painWithMovement: undefined
  painWithMovementShort: undefined
  painWithMovementName: undefined
  painAtNight: undefined
  painAtNightShort: undefined
  painAtNightName: undefined
  painMissing: { name: string | number }
  painOnScale: { name: string | number; score: string | number }
  painOffScalePhrase: { name: string | number; score: string | number }
  painMax: undefined
  painValueText: { score: string | number }
  painOffScaleShort: undefined
  painOffScale: undefined
  infectionInfected: undefined
  infectionSigns: undefined
  infectionSwab: undefined
  infectionSwabDate: undefined
  infectionRecordedAs: undefined
  infectionSignsShort: undefined
  infectionSwabShort: undefined
  signsCount: { count: number }
  swabOnDate: { swab: string | number; date: string | number }
  listAnd: { items: string | number; last: string | number }
  clockPositions: { positions: string | number }
  lengthCm: { length: string | number }
  lengthNotRecorded: undefined
  tractAt: { length: string | number; where: string | number }
  tractNoPosition: { length: string | number }
  tractNoLength: { where: string | number }
  tractNeither: undefined
  extentDescription: { name: string | number; summary: string | number }
  extentNotRecorded: { name: string | number }
  alsoSent: undefined
  notClockPositions: undefined
  flagged: undefined
  recordIssues: { noun: string | number; count: number }
}

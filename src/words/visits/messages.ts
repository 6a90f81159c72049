// Written by `npm run catalogs` from en.json (test/unit/scripts/catalogs.test.ts checks it is current): each
// message id with the placeholders it takes.
export type Messages = {
  visitOf: { date: string | number }
  visitPlace: { index: string | number; count: string | number; woundId: string | number }
  previousVisit: undefined
  nextVisit: undefined
  print: undefined
  close: undefined
  visitNotLoaded: { message: string | number }
  loadingVisit: undefined
  nothingOnDate: { date: string | number }
  sincePreviousVisit: undefined
  sincePreviousVisitOn: { date: string | number }
  firstVisit: undefined
  loadingWholeHistory: undefined
  nothingEarlier: undefined
  someWorse: undefined
  noChange: undefined
  noMeasurementOnDate: undefined
  noAssessmentOnDate: undefined
  changes: { changes: string | number }
  changeArea: { direction: 'larger' | 'smaller' | (string & {}); percent: string | number }
  changeExudate: { from: string | number; to: string | number }
  newExudate: { type: string | number }
  changeOdour: { from: string | number; to: string | number }
  malodorousNow: undefined
  malodorousGone: undefined
  infectedNow: undefined
  infectedGone: undefined
  entriesNow: { list: 'signs_of_local_infection' | 'wound_edge' | (string & {}); entries: string | number }
  entriesGone: { list: 'signs_of_local_infection' | 'wound_edge' | (string & {}); entries: string | number }
  changePain: { scale: 'at_rest_scale' | 'with_movement_scale' | (string & {}); from: string | number; to: string | number }
  tractNow: { tract: 'tunneling' | (string & {}) }
  tractGone: { tract: 'tunneling' | (string & {}) }
  assessmentSection: undefined
  assessmentHeading: { id: string | number }
  lastOfAssessments: { count: number; ids: string | number }
  measurementSection: undefined
  measurementHeading: { id: string | number }
  lastOfMeasurements: { count: number }
  areaField: undefined
  sidesField: undefined
  sidesCm: { sides: string | number }
  maximumOfEach: undefined
  volumeField: undefined
  perimeterField: undefined
  tissueField: undefined
  tissueShare: { tissue: string | number; share: string | number }
  unclassifiedShare: { share: string | number }
  tissueOverHundred: undefined
  notRecorded: undefined
  lockedField: undefined
  locked: undefined
  notLockedYet: undefined
}

// Written by `npm run catalogs` from en.json (test/unit/scripts/catalogs.test.ts checks it is current): each
// message id with the placeholders it takes.
export type Messages = {
  heading: undefined
  woundIdsLabel: undefined
  woundIdsHint: undefined
  addWounds: undefined
  woundIdsMissing: undefined
  quoted: { text: string | number }
  woundIdsInvalid: { entries: string | number }
  caseloadFull: { max: string | number }
  defaultOrder: undefined
  otherOrder: { column: string | number; direction: 'descending' | (string & {}) }
  progress: { read: string | number; total: number }
  columnWound: undefined
  columnPhoto: undefined
  columnConcern: undefined
  columnLatest: undefined
  columnChange: undefined
  columnVerdict: undefined
  columnInfection: undefined
  columnMeasured: undefined
  sortBy: undefined
  woundLink: { id: string | number }
  concern: { concern: 'infection' | 'deteriorating' | 'pain' | 'plateau' | 'overdue' | 'improving' | (string & {}) }
  reading: undefined
  noMeasurements: undefined
  retry: undefined
  accessDenied: undefined
  woundNotFound: undefined
  latestArea: { area: string | number; date: string | number }
  infectionNow: undefined
  infectionEarlier: undefined
  infectionNone: undefined
  infectionNotAssessed: undefined
  daysAgo: { days: number }
  overdueNote: { usual: number }
  copyHandover: undefined
  handoverCopied: undefined
  handoverRefused: undefined
  handoverLabel: undefined
  handoverTitle: { count: number; order: 'concern' | (string & {}); today: string | number }
  handoverWound: { id: string | number; concern: string | number }
  handoverLatest: { latest: string | number }
  handoverLatestMeasured: { latest: string | number; measured: string | number }
  handoverLine: { parts: string | number }
  sized: { direction: 'smaller' | 'larger' | (string & {}); percent: string | number }
  changeSinceBaseline: { date: string | number; change: string | number }
  changeInWindow: { days: string | number; change: string | number }
}

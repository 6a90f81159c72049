// Written by `npm run catalogs` from en.json (test/unit/scripts/catalogs.test.ts checks it is current): each
// message id with the placeholders it takes.
export type Messages = {
  capped: { announced: number; list: 'measurements' | (string & {}); loaded: number }
  pageCountMismatch: { lastPage: number; pagesByTotal: number; list: 'measurements' | (string & {}) }
  tooManyRecords: { records: number; list: 'measurements' | (string & {}); limit: number }
  endedEarly: { emptyPage: number; announced: number; list: 'measurements' | (string & {}) }
}

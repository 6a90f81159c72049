// Written by `npm run catalogs` from en.json (test/unit/scripts/catalogs.test.ts checks it is current): each
// message id with the placeholders it takes.
export type Messages = {
  notMeasured: { absent: 'length' | 'width' | (string & {}) }
  negativeSize: undefined
  noAssessment: undefined
  noExudateAmount: undefined
  unknownExudateAmount: { sent: string | number; known: string | number }
  tissueNotRecorded: { tissue: string | number }
  epithelialOrClosed: undefined
}

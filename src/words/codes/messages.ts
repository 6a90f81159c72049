// Written by `npm run catalogs` from en.json (test/unit/scripts/catalogs.test.ts checks it is current): each
// message id with the placeholders it takes.
export type Messages = {
  quoted: { text: string | number }
  exudateNone: undefined
  exudateMinimal: undefined
  exudateModerate: undefined
  exudateLarge: undefined
  exudateSerous: undefined
  exudatePurulent: undefined
  exudateSanguineous: undefined
  exudateSerosanguineous: undefined
  exudateHaemopurulent: undefined
  exudateOther: undefined
  odourMalodorous: undefined
  odourNone: undefined
  edgeAttached: undefined
  edgeNotAttached: undefined
  edgeRolled: undefined
  edgeEpithelialized: undefined
  skinAbnormal: undefined
  skinBlisteringEruption: undefined
  skinBruising: undefined
  skinCalloused: undefined
  skinDry: undefined
  skinOedema: undefined
  skinErythema: undefined
  skinExcoriation: undefined
  skinFragile: undefined
  skinHyperkeratosis: undefined
  skinIndurated: undefined
  skinMaceration: undefined
  skinNormal: undefined
  skinScaly: undefined
  skinSiteSpecificEczema: undefined
  answerYes: undefined
  answerNo: undefined
  infectionInfected: undefined
  infectionSigns: undefined
  infectionSwab: undefined
  infectionSwabDate: undefined
  infectionRecordedAs: undefined
  noEntries: undefined
  blankValue: undefined
  woundTypeDfu: undefined
  woundTypeVlu: undefined
  woundTypeOther: undefined
}

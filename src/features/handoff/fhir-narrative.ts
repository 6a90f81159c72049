import { pluralise } from '../../text/format'

/*
 * The FHIR export's own narrative, in English whatever the language shown (the hand-off's buttons
 * and note are in the catalogs: src/words/handoff). The displays of the standards' codes are theirs,
 * in the handoff feature's fhir-codes.ts; so is this project's CodeSystem, which every export
 * carries unchanged; the codes' words come from the codes' English catalog (src/words/codes).
 */

export const woundIdType = 'Wound ID'
export const woundName = (woundId: number) => `Wound ${woundId}`
/** The Bundle's description; a visit's date as the service sent it (`YYYY-MM-DD`). */
export const bundleTitle = (woundId: number, scope: { kind: 'history' } | { kind: 'visit'; date: string }) =>
  `Wound ${woundId}, ${scope.kind === 'visit' ? `the visit of ${scope.date}` : 'the whole history'}, from the wound-care service (digital wound measurement)`
export const notRecorded = 'Not recorded'
export const notClockPosition = (hour: number) => `${hour} (not a clock position)`
/** A pain scale's name (its project code's display) and the scale it is scored on. */
export const painScale = (scale: string) => `${scale} (0–10)`
export const offScale = 'Not a score on the 0 to 10 scale: exported as the service sent it.'
export const infectionEntry = (entry: { label: string; text: string }) => `${entry.label}: ${entry.text}`
export const unreadShape = 'Recorded in a shape this export does not read; see the note'
export const alsoRecorded = (entries: readonly string[]) => `Also recorded, as sent: ${entries.join('; ')}`
export const notCalendarDate = (sent: string) => `The service’s date for this record is not a calendar date: ${sent}`
export const noDateSent = 'The service sent no date for this record.'
/** The size panel of a group or multiple measurement: its figures are the wound's, its parts are apart. */
export const partsNote = (parts: number) =>
  `Measured in ${pluralise(parts, 'part')}, listed in derivedFrom: each part is its own observation (“Size of a part of a wound measurement”), not a wound of its own. The figures here are the wound’s.`
/** The tissues a measurement recorded as 0 % of the wound bed: absent, so no finding of them is exported. */
export const zeroShares = (tissues: readonly string[]) =>
  `Recorded as 0% of the wound bed, so not exported as a finding: ${tissues.join(', ')}.`
/** A part's share of a tissue the export has no code for: its name as the component's text. */
export const partShare = (tissue: string) => `${tissue} share of a part (%)`

/** What the Bundle is and is not, in words (the Provenance's narrative), one paragraph each; `woundType` is the chosen type's name. */
export function exportNarrative(facts: {
  title: string
  woundType: string | null
  software: { name: string; version: string }
  retrievedAt: Date
}): string[] {
  const { title, woundType, software, retrievedAt } = facts
  return [
    `${title}: the records of the wound-care service only, as it sent them (retrieved ${retrievedAt.toISOString()}). There is no judgement of the wound’s healing and no published reference in this export: the viewer’s verdict, flags and references stay in the viewer.`,
    woundType === null
      ? 'Wound type: not chosen in the viewer; the wound-care service does not record it.'
      : `Wound type: ${woundType}, chosen in the viewer by its user, who can change it there (Wound type, healing overview); not recorded by the wound-care service; not a diagnosis.`,
    `Exported by ${software.name} ${software.version}: decision support for clinicians reviewing wound-care records; not a diagnosis.`,
    'Codes: the wound codes and the size panel’s shape are taken from a continuous-integration build of the HL7 FHIR Skin & Wound Assessment implementation guide (version 0.1.0, status draft, never balloted); what it has no code for, the parts of a measurement and the pain scales have the viewer’s own codes (the CodeSystem in this Bundle).',
  ]
}
/** The Provenance's source: the service the records come from. */
export const serviceSource = (woundId: number) => `The wound-care service (digital wound measurement): the records of wound ${woundId}`

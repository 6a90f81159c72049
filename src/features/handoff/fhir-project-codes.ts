import type { CodeSystem } from '@medplum/fhirtypes'
import { PROJECT_SYSTEM, type Code } from './fhir-codes'

/*
 * This project's codes (CodeSystem PROJECT_SYSTEM): what the service records that the HL7 FHIR
 * Skin & Wound Assessment guide has no code for, the parts of a measurement (which must not read as
 * wounds, so they take no code of the guide's), and the three pain scales (each its own code, so
 * that no two scales claim one meaning). Every exported Bundle carries the CodeSystem in full.
 */

const concept = (code: string, display: string, definition: string) => ({ code, display, definition })

/** A part's figure: "The part’s maximum length, in centimetres." */
const partFigure = (code: string, display: string, what: string) =>
  concept(code, display, `${what} of this part of the measurement (not of the wound as a whole).`)

/** One of the three pain scales: each its own code, none claiming another's meaning (nor LOINC's). */
const painScale = (code: string, display: string, when: string) =>
  concept(
    code,
    display,
    `The pain level ${when} the assessment records: a 0 to 10 numeric rating, a whole number, as the wound-care service records it (its specification gives the range, not the scale’s anchors). Not the same observation as the other two scales.`,
  )

export const PROJECT_CODES = {
  perimeter: concept('perimeter', 'Perimeter of wound', 'The length of the wound’s traced outline, in centimetres.'),
  averageDepth: concept(
    'average-depth',
    'Average depth of wound',
    'The mean depth over the wound’s traced outline, in centimetres (the guide’s depth code carries the maximum depth).',
  ),
  woundPartSize: concept(
    'wound-part-size',
    'Size of a part of a wound measurement',
    'One part of a group or multiple measurement of the wound-care service: a region traced within the measurement, not a wound of its own. Its figures are its components. The wound’s own size is the size panel (LOINC 72287-6) of the top-level measurement, which lists its parts in derivedFrom; a part of a part is listed in the derivedFrom of the part it belongs to.',
  ),
  partLength: partFigure('part-length', 'Length of a part', 'The maximum length, in centimetres,'),
  partWidth: partFigure('part-width', 'Width of a part', 'The maximum width, in centimetres,'),
  partDepth: partFigure('part-depth', 'Maximum depth of a part', 'The maximum depth, in centimetres,'),
  partAverageDepth: partFigure('part-average-depth', 'Average depth of a part', 'The mean depth, in centimetres,'),
  partArea: partFigure('part-area', 'Area of a part', 'The area, in square centimetres,'),
  partVolume: partFigure('part-volume', 'Volume of a part', 'The volume, in millilitres (cubic centimetres),'),
  partPerimeter: partFigure('part-perimeter', 'Perimeter of a part', 'The length of the traced outline, in centimetres,'),
  partGranulation: partFigure('part-granulation', 'Granulation share of a part', 'The share of granulation tissue, in per cent,'),
  partSlough: partFigure('part-slough', 'Slough share of a part', 'The share of slough, in per cent,'),
  partEschar: partFigure('part-eschar', 'Eschar share of a part', 'The share of eschar, in per cent,'),
  periWoundSkin: concept(
    'peri-wound-skin',
    'Peri-wound skin finding',
    'One finding on the skin around the wound, as the wound-care service records it.',
  ),
  infection: concept(
    'infection',
    'Wound infection assessment',
    'What the assessment records about infection: whether the wound is infected, the signs of local infection, the swab.',
  ),
  infected: concept('infected', 'Wound infected', 'The assessment’s answer to whether the wound is infected.'),
  localInfectionSign: concept('local-infection-sign', 'Sign of local wound infection', 'One sign of local infection the assessment lists.'),
  woundSwab: concept('wound-swab', 'Wound swab', 'The assessment’s record of a wound swab.'),
  woundSwabDate: concept('wound-swab-date', 'Wound swab date', 'The date of the wound swab.'),
  painAtRest: painScale('pain-at-rest', 'Pain at rest', 'at rest'),
  painWithMovement: painScale('pain-with-movement', 'Pain with movement', 'with movement'),
  painAtNight: painScale('pain-at-night', 'Pain at night', 'at night'),
  assessmentNotes: concept('assessment-notes', 'Wound assessment notes', 'The assessment’s free-text notes.'),
} as const

export type ProjectCodeKey = keyof typeof PROJECT_CODES

export const projectCode = (key: ProjectCodeKey): Code => ({
  system: PROJECT_SYSTEM,
  code: PROJECT_CODES[key].code,
  display: PROJECT_CODES[key].display,
})

/** This project's CodeSystem, in full, so a receiving system can read every project code it meets. */
export function projectCodeSystem(): CodeSystem {
  return {
    resourceType: 'CodeSystem',
    url: PROJECT_SYSTEM,
    name: 'WoundHistoryObservation',
    title: 'Wound History observation codes',
    status: 'active',
    experimental: false,
    description:
      'Codes of the Wound History viewer: for what the wound-care service records that the HL7 FHIR Skin & Wound Assessment implementation guide (a continuous-integration build, 0.1.0, draft, never balloted) has no code for, for the parts of a measurement, and for each of the three pain scales.',
    caseSensitive: true,
    content: 'complete',
    concept: [
      ...Object.values(PROJECT_CODES).map(({ code, display, definition }) => ({ code, display, definition })),
      { code: 'export', display: 'Exported by Wound History', definition: 'A Bundle exported by the Wound History viewer.' },
    ],
  }
}

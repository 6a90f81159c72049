import type { MeasuredField } from '../../domain/fields'

/*
 * The codes the FHIR export uses, each with where it comes from. LOINC and SNOMED CT codes are the
 * ones the HL7 FHIR Skin & Wound Assessment implementation guide (HL7/fhir-skin-wound-ig, its
 * examples, value sets and WoundSize profile) uses for the same finding; the guide was only ever a
 * continuous-integration build (0.1.0, status draft, never balloted), so these are a draft's
 * choices, not a standard's. test/unit/features/handoff/fhir-codes.test.ts reads them back out of the
 * guide's own files. A finding the guide has no code for gets a code of this project's own
 * CodeSystem (PROJECT_SYSTEM; its concepts are fhir-project-codes.ts, shipped inside every
 * exported Bundle and listed in docs/clinical.md). No code is guessed: a service value with no one-to-one code in the
 * guide goes as text. The FHIR base codes the Bundle's Device and Provenance use are FHIR_CODES,
 * read back out of the R4 definitions by the same test.
 */

const LOINC = 'http://loinc.org'
const SNOMED = 'http://snomed.info/sct'
export const UCUM = 'http://unitsofmeasure.org'
/** The guide's own draft code system (source/resources/codesystem/wound-observation-type.xml). */
const GUIDE_OBSERVATION_TYPE = 'http://hl7.org/fhir/us/lower-extremity-skin-wound-assessment/wound-observation-type'
/**
 * This project's CodeSystem. The project has no web address of its own to name it by, so it is a
 * UUID URN (RFC 4122), fixed once; the Bundle carries the CodeSystem resource that defines it.
 * The same UUID roots the export's identifier systems (fhir-identifiers.ts: its OID under 2.25).
 */
export const PROJECT_SYSTEM = 'urn:uuid:3a5349af-5b2d-4a19-b8fb-58a27b4401b3'

export type Code = { system: string; code: string; display: string }

/** Where in HL7/fhir-skin-wound-ig a code is used for this finding (commit 9655d69). */
type GuideSource = { file: string }

const loinc = (code: string, display: string, file: string) => ({ system: LOINC, code, display, source: { file } })
const snomed = (code: string, display: string, file: string) => ({ system: SNOMED, code, display, source: { file } })

const EXAMPLES = 'source/examples'
const VALUE_SETS = 'source/resources/valueset'

/** Observation codes from the guide. */
export const GUIDE_CODES = {
  sizePanel: loinc('72287-6', 'Wound size panel', `${EXAMPLES}/Observation-woundsize-example.xml`),
  length: loinc('39126-8', 'Length of Wound', `${EXAMPLES}/Observation-woundsize-example.xml`),
  width: loinc('39125-0', 'Width of Wound', `${EXAMPLES}/Observation-woundsize-example.xml`),
  depth: loinc('39127-6', 'Depth of Wound', `${EXAMPLES}/Observation-woundsize-example.xml`),
  area: loinc('89260-4', 'Area of wound', `${EXAMPLES}/Observation-woundsize-example.xml`),
  woundBed: loinc('72371-8', 'Appearance of Wound base', `${EXAMPLES}/Observation-skinwoundbedappearance-example.xml`),
  woundBedShare: loinc(
    '72370-0',
    'Area of identified wound bed appearance/Area of wound bed of Wound base',
    `${EXAMPLES}/Observation-skinwoundbedappearance-example.xml`,
  ),
  exudateAmount: loinc('39116-9', 'Drainage amount of Wound', `${EXAMPLES}/Observation-skinwoundexudateamountdescription-example.xml`),
  exudateAppearance: loinc('72290-0', 'Appearance of Exudate from wound', `${EXAMPLES}/Observation-skinwoundexudateappearance-example.xml`),
  odour: loinc('72288-4', 'Odor of Exudate from wound', `${EXAMPLES}/Observation-skinwoundexudateodor-example.xml`),
  edge: loinc('72304-9', 'Edge of wound description', `${EXAMPLES}/Observation-skinwoundedgedescription-example.xml`),
  tunnellingPosition: loinc(
    '72297-5',
    'Tunneling clock position of Wound',
    `${EXAMPLES}/Observation-skinwoundtunnelingdirection-example.xml`,
  ),
  tunnellingLength: loinc('72296-7', 'Tunneling [Length] of Wound', `${EXAMPLES}/Observation-skinwoundtunnelinglength-example.xml`),
  underminingPosition: loinc(
    '72294-2',
    'Undermining clock position of Wound',
    `${EXAMPLES}/Observation-skinwoundunderminingdirection-example.xml`,
  ),
  underminingLength: loinc('72293-4', 'Undermining [Length] of Wound', `${EXAMPLES}/Observation-skinwoundundermininglength-example.xml`),
  volume: {
    system: GUIDE_OBSERVATION_TYPE,
    code: 'woundvolume',
    display: 'Volume of Wound',
    source: { file: 'source/resources/codesystem/wound-observation-type.xml' },
  },
} as const satisfies Record<string, Code & { source: GuideSource }>

/** The guide's wound size profile: the panel's code, its components' codes and their fixed UCUM units. */
export const WOUND_SIZE_PROFILE = 'source/resources/structuredefinition/WoundSize.xml'

/**
 * The size panel's components, as WoundSize.xml slices them, each with the service's field and the
 * profile's fixed unit (volume: the guide's `woundvolume` in mL; the service's cm³ is the same
 * number). Only a top-level measurement's panel has them: a part of one has its own codes
 * (fhir-measurement-part.ts). The panel does not claim the profile (docs/clinical.md says where it departs).
 */
export const SIZE_COMPONENTS = [
  { code: GUIDE_CODES.length, field: 'max_length', unit: 'cm' },
  { code: GUIDE_CODES.width, field: 'max_width', unit: 'cm' },
  { code: GUIDE_CODES.depth, field: 'max_depth', unit: 'cm' },
  { code: GUIDE_CODES.area, field: 'area', unit: 'cm2' },
  { code: GUIDE_CODES.volume, field: 'volume', unit: 'mL' },
] as const satisfies readonly { code: Code; field: MeasuredField; unit: string }[]

/**
 * FHIR R4's own codes for the Bundle's Device (its name's type) and Provenance (the Device as the
 * assembler, the service's records as the source): from the R4 definitions' code systems
 * (provenance-participant-type, device-nametype, provenance-entity-role).
 */
export const FHIR_CODES = {
  assembler: { system: 'http://terminology.hl7.org/CodeSystem/provenance-participant-type', code: 'assembler', display: 'Assembler' },
  userFriendlyName: { system: 'http://hl7.org/fhir/device-nametype', code: 'user-friendly-name', display: 'User Friendly name' },
  source: { system: 'http://hl7.org/fhir/provenance-entity-role', code: 'source', display: 'Source' },
} as const satisfies Record<string, Code>

/** Values from the guide's value sets, for the service codes that mean exactly the same. */
export const GUIDE_VALUES = {
  tissue: {
    granulation: snomed('225541009', 'Granulation of tissue', `${VALUE_SETS}/woundBedAppearanceVS.xml`),
    slough: snomed('449746002', 'Wound slough', `${VALUE_SETS}/woundBedAppearanceVS.xml`),
    eschar: snomed('421306004', 'Necrotic eschar', `${VALUE_SETS}/woundBedAppearanceVS.xml`),
  },
  /** MINIMUM has two candidates in the guide (Small, Scanty): it goes as text. */
  exudateAmount: {
    NONE: snomed('260413007', 'None', `${VALUE_SETS}/woundExudateAmountDescriptionVS.xml`),
    MODERATE: snomed('6736007', 'Moderate', `${VALUE_SETS}/woundExudateAmountDescriptionVS.xml`),
    LARGE: snomed('255509001', 'Large', `${VALUE_SETS}/woundExudateAmountDescriptionVS.xml`),
  },
  /** Haemopurulent has no code in the guide's value set: it goes as text. */
  exudateType: {
    SEROUS: snomed('447112000', 'Serous discharge from wound', `${VALUE_SETS}/woundExudateAppearanceVS.xml`),
    PURULENT: snomed('225550006', 'Purulent discharge from wound', `${VALUE_SETS}/woundExudateAppearanceVS.xml`),
    SANGUINEOUS: snomed('449762008', 'Sanguineous discharge from wound', `${VALUE_SETS}/woundExudateAppearanceVS.xml`),
    'SERO-SANGUINEOUS': snomed('449756003', 'Serosanguineous discharge from wound', `${VALUE_SETS}/woundExudateAppearanceVS.xml`),
  },
  odour: {
    NO: snomed('1411000124109', 'Wound Exudate Odor Absent', `${VALUE_SETS}/woundExudateOdorVS.xml`),
    MALODOROUS: snomed('447547000', 'Offensive wound odor', `${VALUE_SETS}/woundExudateOdorVS.xml`),
  },
  /** Not attached and epithelialised have no code in the guide's value set: they go as text. */
  edge: {
    ATTACHED: snomed('449748001', 'Wound edges attached', `${VALUE_SETS}/woundEdgeDescriptionVS.xml`),
    ROLLED: snomed('449751008', 'Rolled wound edge', `${VALUE_SETS}/woundEdgeDescriptionVS.xml`),
  },
  /** The peri-wound findings whose meaning is the same; the rest go as text. */
  periWound: {
    MACERATION: snomed('3644009', 'Macerated skin', `${VALUE_SETS}/periwoundConditionVS.xml`),
    DRY: snomed('16386004', 'Dry skin', `${VALUE_SETS}/periwoundConditionVS.xml`),
    EDEMA: snomed('95322002', 'Edematous skin', `${VALUE_SETS}/periwoundConditionVS.xml`),
    EXCORIATION: snomed('247444006', 'Excoriation of skin', `${VALUE_SETS}/periwoundConditionVS.xml`),
    FRAGILE: snomed('247427007', 'Fragile skin', `${VALUE_SETS}/periwoundConditionVS.xml`),
    CALLOUSED: snomed('201040000', 'Callosity', `${VALUE_SETS}/periwoundConditionVS.xml`),
  },
  clock: [
    snomed('260318004', "1 o'clock position", `${VALUE_SETS}/clockFacePositionVS.xml`),
    snomed('260328008', "2 o'clock position", `${VALUE_SETS}/clockFacePositionVS.xml`),
    snomed('260330005', "3 o'clock position", `${VALUE_SETS}/clockFacePositionVS.xml`),
    snomed('260333007', "4 o'clock position", `${VALUE_SETS}/clockFacePositionVS.xml`),
    snomed('260335000', "5 o'clock position", `${VALUE_SETS}/clockFacePositionVS.xml`),
    snomed('260337008', "6 o'clock position", `${VALUE_SETS}/clockFacePositionVS.xml`),
    snomed('260339006', "7 o'clock position", `${VALUE_SETS}/clockFacePositionVS.xml`),
    snomed('260341007', "8 o'clock position", `${VALUE_SETS}/clockFacePositionVS.xml`),
    snomed('260343005', "9 o'clock position", `${VALUE_SETS}/clockFacePositionVS.xml`),
    snomed('260322009', "10 o'clock position", `${VALUE_SETS}/clockFacePositionVS.xml`),
    snomed('260324005', "11 o'clock position", `${VALUE_SETS}/clockFacePositionVS.xml`),
    snomed('260326007', "12 o'clock position", `${VALUE_SETS}/clockFacePositionVS.xml`),
  ],
} as const

/** The guide's wound-bed concept for a tissue share; undefined for a tissue its value set does not name. */
export const tissueCode = (key: MeasuredField): Code | undefined =>
  Object.hasOwn(GUIDE_VALUES.tissue, key) ? GUIDE_VALUES.tissue[key as keyof typeof GUIDE_VALUES.tissue] : undefined

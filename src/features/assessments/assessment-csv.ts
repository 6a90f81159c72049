import type { Assessment } from '../../api/schemas/assessment'
import { issuesCell, type CsvCell, type CsvRow, type CsvSpec } from '../../shared/csv'
import type { AssessmentsTranslate } from './assessment-words'

/**
 * Columns of the assessments CSV: an assessment's values object flattened, one column per
 * field, codes as the service sent them (a CSV is data, not display). Lists are joined with "; ".
 */
const ASSESSMENT_CSV_HEADERS = [
  'id',
  'date',
  'wound_edge',
  'peri_wound_skin',
  'pain_at_rest',
  'pain_with_movement',
  'pain_at_night',
  'exudate_amount',
  'exudate_type',
  'exudate_comment',
  'odor',
  'infection_infected',
  'infection_signs_of_local_infection',
  'infection_wound_swab',
  'infection_wound_swab_date',
  /** Whatever else the open infection object held, as JSON (the specification names four fields and leaves the rest open). */
  'infection_other',
  'tunneling_length',
  'tunneling_directions',
  'undermining_length',
  'undermining_directions',
  'unable_to_capture',
  'unable_to_capture_reason',
  'qol_performed',
  'qol_details',
  'notes',
  'created_at',
  'spec_issues',
] as const

type AssessmentCsvHeader = (typeof ASSESSMENT_CSV_HEADERS)[number]
type AssessmentCsvRow = CsvRow<AssessmentCsvHeader>

const LIST_SEPARATOR = '; '
const KNOWN_INFECTION_FIELDS = ['infected', 'signs_of_local_infection', 'wound_swab', 'wound_swab_date'] as const
type InfectionCells = Pick<
  AssessmentCsvRow,
  'infection_infected' | 'infection_signs_of_local_infection' | 'infection_wound_swab' | 'infection_wound_swab_date' | 'infection_other'
>

const joined = (values: readonly (string | number)[] | undefined): string | undefined =>
  values && values.length > 0 ? values.join(LIST_SEPARATOR) : undefined

/** A known infection field as text, whatever shape it came in: a string as is, a list joined, anything else as JSON. */
function infectionValue(value: unknown): CsvCell {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value
  if (Array.isArray(value)) return value.map((entry) => (typeof entry === 'string' ? entry : JSON.stringify(entry))).join(LIST_SEPARATOR)
  return JSON.stringify(value)
}

/**
 * The infection object is open: the fields the specification names get their own columns and
 * every other key goes, as sent, into infection_other, so nothing the service said is lost.
 */
function infectionCells(infection: unknown): InfectionCells {
  const empty: InfectionCells = {
    infection_infected: undefined,
    infection_signs_of_local_infection: undefined,
    infection_wound_swab: undefined,
    infection_wound_swab_date: undefined,
    infection_other: undefined,
  }
  if (infection === undefined || infection === null) return empty
  if (typeof infection !== 'object' || Array.isArray(infection)) return { ...empty, infection_other: JSON.stringify(infection) }
  const fields = infection as Record<string, unknown>
  const other = Object.entries(fields).filter(([key]) => !(KNOWN_INFECTION_FIELDS as readonly string[]).includes(key))
  return {
    infection_infected: infectionValue(fields.infected),
    infection_signs_of_local_infection: infectionValue(fields.signs_of_local_infection),
    infection_wound_swab: infectionValue(fields.wound_swab),
    infection_wound_swab_date: infectionValue(fields.wound_swab_date),
    infection_other: other.length > 0 ? JSON.stringify(Object.fromEntries(other)) : undefined,
  }
}

function assessmentCsvRow(a: Assessment): AssessmentCsvRow {
  const v = a.values
  return {
    id: a.id,
    date: a.date,
    wound_edge: joined(v?.wound_edge),
    peri_wound_skin: joined(v?.peri_wound_skin),
    pain_at_rest: v?.pain?.at_rest_scale,
    pain_with_movement: v?.pain?.with_movement_scale,
    pain_at_night: v?.pain?.at_night_scale,
    exudate_amount: v?.exudate?.amount,
    exudate_type: v?.exudate?.type,
    exudate_comment: v?.exudate?.comment,
    odor: v?.odor,
    ...infectionCells(v?.infection),
    tunneling_length: v?.tunneling?.length,
    tunneling_directions: joined(v?.tunneling?.direction),
    undermining_length: v?.undermining?.length,
    undermining_directions: joined(v?.undermining?.direction),
    unable_to_capture: v?.miscellaneous?.unable_to_capture,
    unable_to_capture_reason: v?.miscellaneous?.unable_to_capture_reason,
    qol_performed: v?.miscellaneous?.qol_assessment_performed,
    qol_details: v?.miscellaneous?.qol_details,
    notes: v?.notes,
    created_at: a.created_at,
    spec_issues: issuesCell(a.issues),
  }
}

const assessmentCsvRows = (assessments: readonly Assessment[]): AssessmentCsvRow[] => assessments.map(assessmentCsvRow)

type AssessmentsCsv = CsvSpec<Assessment, AssessmentCsvHeader>

/** The assessments list's export: every record, every field (the columns are the record's, in no language). */
export const ASSESSMENTS_CSV: Omit<AssessmentsCsv, 'fileName'> = {
  headers: ASSESSMENT_CSV_HEADERS,
  rows: assessmentCsvRows,
}

/** The export with its file's name in the language shown: "wound-1-assessments.csv". */
export const assessmentsCsv = (t: AssessmentsTranslate): AssessmentsCsv => ({
  ...ASSESSMENTS_CSV,
  fileName: (woundId) => t('csvFileName', { woundId }),
})

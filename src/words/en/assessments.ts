import { formatDate } from '../../text/format'

/*
 * The assessments list, its table, an assessment's detail panel and the visit's TIME reading
 * (features/assessments). The list's own words are constants; the table's, the panel's and the
 * TIME reading's labels are one table each (this topic is not in the entry chunk, so the property
 * names cost nothing there, and each screen part imports one name).
 */

// The list

export const assessmentsLabel = 'Assessments'
/** Singular, for counts: "assessment"; and as a group's name: "Assessment". */
export const assessmentNoun = 'assessment'
export const assessmentGroupNoun = 'Assessment'
export const noAssessmentsMatch = 'No assessments match these filters.'
export const noAssessmentsRecorded = 'No assessments are recorded for this wound.'
export const assessmentsCsvFileName = (woundId: number): string => `wound-${woundId}-assessments.csv`

// A record's name

const noId = '(no ID)'
/** "assessment 150001", with " (record 2 with this id)" when the id repeats: a row's name. */
export const assessmentRowName = (id: number | null, repeat: string): string => `assessment ${id ?? noId}${repeat}`
/** "Assessment 150001"; a record without a usable id is still named. */
export const assessmentName = (id: number | null): string => `Assessment ${id ?? noId}`

/** The fields by the record's own names: the table's headers, and their labels in the detail panel and the visit. */
export const labels = {
  id: 'ID',
  date: 'Date',
  wound_edge: 'Wound edge',
  peri_wound_skin: 'Peri-wound skin',
  pain: 'Pain (0–10)',
  exudate: 'Exudate',
  odor: 'Odour',
  infection: 'Infection',
  tunneling: 'Tunnelling',
  undermining: 'Undermining',
  miscellaneous: 'Miscellaneous',
  unable_to_capture: 'Unable to capture',
  notes: 'Notes',
  created_at: 'Created',
}

// The table's cells

export const detailsToggle = 'Details'
export const showDetailsOf = (row: string): string => `Show details of ${row}`
export const qolAssessedShort = 'QoL assessed'
/** Between the exudate amount and its type. */
export const exudateTypeAfter = ', '

/** After the assessment's name in the detail panel: ", 27 Feb 2026". */
export const onDate = (date: string): string => `, ${formatDate(date)}`

/** The detail panel: its own groups and labels, and what it says of a missing value. */
export const detailPanel = {
  woundEdgeAndSkin: 'Wound edge and skin',
  exudateAndOdour: 'Exudate and odour',
  tunnellingAndUndermining: 'Tunnelling and undermining',
  record: 'Record',
  amount: 'Amount',
  type: 'Type',
  comment: 'Comment',
  reason: 'Reason',
  qolAssessed: 'Quality of life assessed',
  qolDetails: 'Quality of life details',
  assessmentDate: 'Assessment date',
  noValuesSent: 'No values were sent for this assessment.',
  noneGiven: 'None given',
  notRecorded: 'Not recorded.',
  neitherTractRecorded: 'Tunnelling and undermining: neither recorded.',
}

/** The visit's assessment read the TIME way: its groups and labels (the others are the detail panel's). */
export const timeReading = {
  infectionInflammation: 'Infection / inflammation',
  moisture: 'Moisture',
  edge: 'Edge',
  exudateAmount: 'Exudate amount',
  exudateType: 'Exudate type',
  exudateComment: 'Exudate comment',
}

import { caseloadHistory, type CourseOf } from './caseload-course'
import type { WoundKind } from './caseload-profiles'
import type { WoundHistory } from './wound-histories'
import type { WoundDefinition } from './wounds'

/** What a generated wound of the caseload is meant to show: the row's story on a ward's list. */
export type CaseloadCourse =
  | 'healing'
  | 'plateau'
  | 'deteriorating'
  | 'infected'
  | 'infection-cleared'
  | 'pain-rise'
  | 'overdue'
  | 'closed'
  | 'too-little-data'
  | 'forbidden'
  | 'no-records'

export type CaseloadWound = WoundDefinition & { kind: WoundKind; location: string; course: CaseloadCourse }

const LABELS: Record<WoundKind, string> = {
  'diabetic-foot-ulcer': 'Diabetic foot ulcer',
  'venous-leg-ulcer': 'Venous leg ulcer',
  'pressure-injury': 'Pressure injury',
}

type Entry = Pick<CaseloadWound, 'id' | 'kind' | 'location' | 'course'> & {
  /** What the start screen would say after the location. */
  story: string
  access?: WoundDefinition['access']
  /** Its records; none for a wound without records or one the demo keys may not open. */
  history?: Omit<CourseOf, 'kind'>
}

const NO_RECORDS: WoundHistory = { measurements: [], assessments: [], updatedAt: new Map(), quirkyIds: new Set() }

/** A caseload wound as the start screen would list it (its kind; where it is and what it shows), its records built on first use. */
export const caseloadWound = ({ story, access = 'open', history, ...entry }: Entry): CaseloadWound => ({
  ...entry,
  label: LABELS[entry.kind],
  description: `${entry.location}: ${story}`,
  access,
  build: () => (history ? caseloadHistory(entry.id, { kind: entry.kind, ...history }) : NO_RECORDS),
})

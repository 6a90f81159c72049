import { CONCERNING_WOUNDS } from './caseload-concerns'
import { caseloadWound, type CaseloadWound } from './caseload-kinds'
import { STALLED_WOUNDS } from './caseload-stalled'
import { STEADY_WOUNDS } from './caseload-steady'

/*
 * The 24 generated wounds that make the demo a ward's caseload of 30 (caseload.ts lists them): a
 * third each diabetic foot ulcers, venous leg ulcers and pressure injuries, dated back from the
 * demo's today, each built on first use like the six demo wounds.
 */

const WITHOUT_RECORDS: readonly CaseloadWound[] = [
  caseloadWound({
    id: 115,
    kind: 'venous-leg-ulcer',
    location: 'Right lower leg',
    course: 'no-records',
    story: 'referred yesterday: no measurements or assessments yet.',
  }),
  caseloadWound({
    id: 123,
    kind: 'pressure-injury',
    location: 'Sacrum',
    course: 'forbidden',
    story: 'a patient of another ward: the demo key has no permission (Access denied).',
    access: 'forbidden',
  }),
]

export const CASELOAD_WOUNDS: readonly CaseloadWound[] = [
  ...STEADY_WOUNDS,
  ...STALLED_WOUNDS,
  ...CONCERNING_WOUNDS,
  ...WITHOUT_RECORDS,
].sort((a, b) => a.id - b.id)

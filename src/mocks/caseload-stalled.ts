import { fromVisit, line, through, towards, WEEKLY } from './caseload-course'
import { caseloadWound, type CaseloadWound } from './caseload-kinds'
import type { Visit } from './course'

/*
 * The caseload's wounds that are not moving, not seen, or hurting more: the same size for weeks, no
 * measurement for much longer than their usual week, a sharp rise in pain at the latest visits.
 */

/** Slough and granulation that stay much as they were. */
const UNCHANGED = { early: { granulation: 35, slough: 50, eschar: 15 }, late: { granulation: 40, slough: 48, eschar: 12 } }

/** Pain at rest of `usual` until `from`, then the scores of the visits after it, one a visit. */
const painRisingFrom =
  (index: number, usual: number, rise: readonly number[]) =>
  (visit: Visit): number =>
    visit.index < index ? usual : (rise[visit.index - index] ?? rise.at(-1) ?? usual)

export const STALLED_WOUNDS: readonly CaseloadWound[] = [
  caseloadWound({
    id: 103,
    kind: 'pressure-injury',
    location: 'Left heel',
    course: 'plateau',
    story: 'stable eschar and slough, the same size for eleven weeks. 12 measurements.',
    history: {
      visits: 12,
      gap: [5, 8],
      lastVisitDaysAgo: 5,
      area: (progress) => 4.2 * (1 - 0.04 * progress),
      areaNoise: 0.02,
      tissue: { early: { granulation: 15, slough: 35, eschar: 50 }, late: { granulation: 25, slough: 40, eschar: 35 } },
      depth: [0.3, 0.3],
      aspect: 1.1,
      story: { stage: line(0.25, 0.35), pain: { start: 3, end: 3 } },
    },
  }),
  caseloadWound({
    id: 104,
    kind: 'diabetic-foot-ulcer',
    location: 'Right base of the fifth metatarsal',
    course: 'overdue',
    story: 'was getting smaller at weekly visits, then not measured for seven weeks. 9 measurements.',
    history: {
      visits: 9,
      gap: WEEKLY,
      lastVisitDaysAgo: 49,
      area: towards(2.6, 1.2),
      areaNoise: 0.03,
      tissue: UNCHANGED,
      depth: [0.5, 0.25],
      aspect: 1.2,
      story: { stage: line(0.3, 0.6), pain: { start: 1, end: 0 } },
    },
  }),
  caseloadWound({
    id: 107,
    kind: 'venous-leg-ulcer',
    location: 'Left anterior shin',
    course: 'pain-rise',
    story:
      'getting smaller, but pain at rest up from 3 to 7 at its last two visits (rest pain at night: arterial disease?). 10 measurements.',
    history: {
      visits: 10,
      gap: WEEKLY,
      lastVisitDaysAgo: 2,
      area: towards(3.5, 2.2),
      areaNoise: 0.03,
      tissue: UNCHANGED,
      depth: [0.3, 0.2],
      aspect: 1.8,
      story: { stage: line(0.35, 0.6), pain: { start: 3, end: 3 }, painAt: painRisingFrom(8, 3, [5, 7]), painful: fromVisit(8) },
    },
  }),
  caseloadWound({
    id: 109,
    kind: 'venous-leg-ulcer',
    location: 'Right gaiter area',
    course: 'plateau',
    story: 'a third smaller in its first month of compression, then the same size for nine weeks. 14 measurements.',
    history: {
      visits: 14,
      gap: WEEKLY,
      lastVisitDaysAgo: 3,
      area: through([0, 16], [0.3, 11], [1, 10.8]),
      areaNoise: 0.02,
      tissue: UNCHANGED,
      depth: [0.4, 0.35],
      aspect: 1.5,
      story: { stage: line(0.3, 0.45), pain: { start: 4, end: 3 } },
    },
  }),
  caseloadWound({
    id: 117,
    kind: 'pressure-injury',
    location: 'Right greater trochanter',
    course: 'pain-rise',
    story: 'slowly smaller, but pain on turning up from 2 to 6 over its last two visits. 12 measurements.',
    history: {
      visits: 12,
      gap: [5, 8],
      lastVisitDaysAgo: 1,
      area: through([0, 3.5], [1, 2.8]),
      areaNoise: 0.03,
      tissue: UNCHANGED,
      depth: [0.6, 0.5],
      aspect: 1.3,
      story: { stage: line(0.35, 0.5), pain: { start: 2, end: 2 }, painAt: painRisingFrom(10, 2, [4, 6]), painful: fromVisit(10) },
    },
  }),
  caseloadWound({
    id: 118,
    kind: 'venous-leg-ulcer',
    location: 'Right lateral malleolus',
    course: 'overdue',
    story: 'getting smaller at weekly visits until eight weeks ago; not measured since. 10 measurements.',
    history: {
      visits: 10,
      gap: WEEKLY,
      lastVisitDaysAgo: 56,
      area: towards(5, 2.6),
      areaNoise: 0.03,
      tissue: UNCHANGED,
      depth: [0.3, 0.2],
      aspect: 1.5,
      story: { stage: line(0.3, 0.6), pain: { start: 3, end: 2 } },
    },
  }),
  caseloadWound({
    id: 120,
    kind: 'diabetic-foot-ulcer',
    location: 'Right hallux, plantar',
    course: 'plateau',
    story: 'a third smaller in its first weeks, then no change for six weeks: offloading reviewed. 10 measurements.',
    history: {
      visits: 10,
      gap: WEEKLY,
      lastVisitDaysAgo: 0,
      area: through([0, 2.4], [0.35, 1.6], [1, 1.55]),
      areaNoise: 0.02,
      tissue: UNCHANGED,
      depth: [0.4, 0.35],
      aspect: 1.1,
      story: { stage: line(0.3, 0.4), pain: { start: 1, end: 1 } },
    },
  }),
]

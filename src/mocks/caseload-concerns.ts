import { CLEANING_UP, fromVisit, line, through, TWICE_WEEKLY, WEEKLY } from './caseload-course'
import { caseloadWound, type CaseloadWound } from './caseload-kinds'
import type { Visit } from './course'

/*
 * The caseload's worrying wounds, and two whose worry has passed: growing without infection,
 * infected at their latest visits (pus, malodour, signs of local infection), and infected weeks ago
 * but clear since.
 */

/** The visits from `first` to `last`, both inclusive. */
const during = (first: number, last: number) => (visit: Visit) => visit.index >= first && visit.index <= last

/** The stage of a wound that falls back while it is infected (more exudate, the edge lifting). */
const unlessInfected =
  (infected: (visit: Visit) => boolean, stage: (visit: Visit) => number) =>
  (visit: Visit): number =>
    infected(visit) ? 0.12 : stage(visit)

/** Dry necrosis spreading over a wound that was granulating. */
const NECROSIS = { early: { granulation: 50, slough: 40, eschar: 10 }, late: { granulation: 25, slough: 45, eschar: 30 } }

export const CONCERNING_WOUNDS: readonly CaseloadWound[] = [
  caseloadWound({
    id: 102,
    kind: 'diabetic-foot-ulcer',
    location: 'Right second toe, apex',
    course: 'infected',
    story: 'smaller for six weeks, then infected at its last two visits: spreading erythema, pus, probes to bone. 9 measurements.',
    history: {
      visits: 9,
      gap: WEEKLY,
      lastVisitDaysAgo: 1,
      area: through([0, 1.2], [0.7, 0.9], [1, 1.3]),
      areaNoise: 0.03,
      tissue: CLEANING_UP,
      depth: [0.3, 0.5],
      aspect: 1,
      story: { stage: unlessInfected(fromVisit(7), line(0.35, 0.5)), infected: fromVisit(7), pain: { start: 1, end: 1 } },
    },
  }),
  caseloadWound({
    id: 106,
    kind: 'diabetic-foot-ulcer',
    location: 'Left heel',
    course: 'deteriorating',
    story:
      'smaller for two months, then half as large again in four weeks with dry eschar spreading, no sign of infection: vascular review. 11 measurements.',
    history: {
      visits: 11,
      gap: WEEKLY,
      lastVisitDaysAgo: 1,
      area: through([0, 3], [0.6, 2.4], [1, 3.9]),
      areaNoise: 0.03,
      tissue: NECROSIS,
      depth: [0.4, 0.5],
      aspect: 1.3,
      story: { stage: line(0.4, 0.25), pain: { start: 2, end: 2 } },
    },
  }),
  caseloadWound({
    id: 110,
    kind: 'pressure-injury',
    location: 'Coccyx',
    course: 'infected',
    story: 'category 4, slowly smaller for two months, infected at its last three visits (pus, malodour). 18 measurements.',
    history: {
      visits: 18,
      gap: TWICE_WEEKLY,
      lastVisitDaysAgo: 0,
      area: through([0, 22], [0.8, 16], [1, 17.5]),
      areaNoise: 0.03,
      tissue: CLEANING_UP,
      depth: [2.2, 1.6],
      aspect: 1.2,
      story: { stage: unlessInfected(fromVisit(15), line(0.2, 0.4)), infected: fromVisit(15), pain: { start: 5, end: 4 } },
      parts: { 6: 'group' },
    },
  }),
  caseloadWound({
    id: 113,
    kind: 'venous-leg-ulcer',
    location: 'Right medial malleolus',
    course: 'infection-cleared',
    story: 'referred under three weeks ago with cellulitis, treated: no sign of infection at its last three visits. 6 measurements.',
    history: {
      visits: 6,
      gap: TWICE_WEEKLY,
      lastVisitDaysAgo: 2,
      area: through([0, 6.5], [1, 5]),
      areaNoise: 0.03,
      tissue: CLEANING_UP,
      depth: [0.4, 0.3],
      aspect: 1.4,
      story: { stage: unlessInfected(during(0, 2), () => 0.35), infected: during(0, 2), pain: { start: 5, end: 3 } },
    },
  }),
  caseloadWound({
    id: 114,
    kind: 'pressure-injury',
    location: 'Right ischial tuberosity',
    course: 'deteriorating',
    story:
      'the same size for a month, then half as large again since the wheelchair cushion wore out; no sign of infection. 15 measurements.',
    history: {
      visits: 15,
      gap: TWICE_WEEKLY,
      lastVisitDaysAgo: 2,
      area: through([0, 5], [0.55, 4.6], [1, 7.5]),
      areaNoise: 0.03,
      tissue: NECROSIS,
      depth: [0.8, 1.1],
      aspect: 1.2,
      story: { stage: line(0.45, 0.25), pain: { start: 4, end: 4 } },
    },
  }),
  caseloadWound({
    id: 119,
    kind: 'venous-leg-ulcer',
    location: 'Left gaiter area',
    course: 'infected',
    story: 'smaller for ten weeks, then cellulitis at its last two visits: hot, red leg, purulent exudate. 13 measurements.',
    history: {
      visits: 13,
      gap: WEEKLY,
      lastVisitDaysAgo: 3,
      area: through([0, 7], [0.8, 5.2], [1, 6]),
      areaNoise: 0.03,
      tissue: CLEANING_UP,
      depth: [0.3, 0.3],
      aspect: 1.7,
      story: { stage: unlessInfected(fromVisit(11), line(0.3, 0.5)), infected: fromVisit(11), pain: { start: 4, end: 3 } },
    },
  }),
  caseloadWound({
    id: 122,
    kind: 'diabetic-foot-ulcer',
    location: 'Left plantar hallux',
    course: 'infection-cleared',
    story: 'infected for three visits a month ago, treated; smaller again since. 12 measurements.',
    history: {
      visits: 12,
      gap: WEEKLY,
      lastVisitDaysAgo: 4,
      area: through([0, 2.8], [0.5, 2.2], [0.7, 2.5], [1, 1.4]),
      areaNoise: 0.03,
      tissue: CLEANING_UP,
      depth: [0.4, 0.2],
      aspect: 1.2,
      story: { stage: unlessInfected(during(6, 8), line(0.3, 0.7)), infected: during(6, 8), pain: { start: 1, end: 1 } },
    },
  }),
]

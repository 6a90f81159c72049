import { pressureInjury, stalledDiabeticFootUlcer, surgicalWound, venousLegUlcer, type WoundHistory } from './wound-histories'

/*
 * The demo service's wounds, as the start screen lists them: each with its history's builder
 * (wound-histories.ts), or none for a wound without records or one the demo keys may not open.
 */

const EMPTY: WoundHistory = { measurements: [], assessments: [], updatedAt: new Map(), quirkyIds: new Set() }

export type WoundDefinition = {
  id: number
  label: string
  description: string
  /** `forbidden`: the wound exists but the demo keys lack permission for it (403). */
  access: 'open' | 'forbidden'
  build: () => WoundHistory
}

export const WOUND_DEFINITIONS: readonly WoundDefinition[] = [
  {
    id: 1,
    label: 'Venous leg ulcer',
    description:
      'Left lower leg: more than half smaller in four weeks of compression, then barely changed for six months. About 40 measurements of all three types, with children and images.',
    access: 'open',
    build: venousLegUlcer,
  },
  { id: 2, label: 'New wound', description: 'Registered today: no measurements or assessments yet.', access: 'open', build: () => EMPTY },
  {
    id: 3,
    label: 'Sacral pressure injury',
    description:
      'A long history: more than 500 near-daily measurements over 19 months. No response in the first month, plateaus, healing again in recent weeks.',
    access: 'open',
    build: pressureInjury,
  },
  {
    id: 4,
    label: 'Restricted wound',
    description: 'Belongs to another team: the demo key has no permission (Access denied).',
    access: 'forbidden',
    build: () => EMPTY,
  },
  {
    id: 5,
    label: 'Diabetic foot ulcer',
    description: 'Stalled: about 20 measurements over 16 weeks with almost no change in area.',
    access: 'open',
    build: stalledDiabeticFootUlcer,
  },
  {
    id: 6,
    label: 'Surgical wound',
    description:
      'Abdomen, healing by secondary intention: smaller for five weeks, then a stall, and larger while an infection (purulent exudate, malodour, more pain) was treated; smaller again since. 24 measurements.',
    access: 'open',
    build: surgicalWound,
  },
]

import type { VerdictStatus } from '../../domain/healing/early-response'
import type { WoundStatus } from '../../domain/healing/judgement'
import type { CurrentTrajectory } from '../../domain/healing/trajectory'

/*
 * How the verdict is coloured, one typed table per kind of status (a new status that is not given
 * a tone here does not compile). Never by colour alone: the words say the same. Green only for what
 * was measured and confirmed (a closure measured twice, 2 weeks apart), never for a prediction or a
 * comparison with a study: a reduction above a published figure is neutral.
 */

export type Tone = 'good' | 'warn' | 'bad' | 'neutral'

/** What the one line leads with (the summary, the overview). */
export const WOUND_TONES: Readonly<Record<WoundStatus, Tone>> = {
  infection: 'bad',
  pain: 'bad',
  'infection-cleared': 'warn',
  deteriorating: 'bad',
  plateau: 'warn',
  'below-threshold': 'warn',
  reducing: 'neutral',
  closed: 'good',
  'closed-unconfirmed': 'neutral',
  'above-threshold': 'neutral',
  unreferenced: 'neutral',
  'too-early': 'neutral',
  'no-data': 'neutral',
}

/** The early response's part. */
export const EARLY_TONES: Readonly<Record<VerdictStatus, Tone>> = {
  'above-threshold': 'neutral',
  'below-threshold': 'warn',
  unreferenced: 'neutral',
  'too-early': 'neutral',
  'no-data': 'neutral',
}

/** Where the wound is going now. */
export const TRAJECTORY_TONES: Readonly<Record<CurrentTrajectory['status'], Tone>> = {
  reducing: 'neutral',
  plateau: 'warn',
  deteriorating: 'bad',
  closed: 'good',
  'closed-unconfirmed': 'neutral',
  none: 'neutral',
}

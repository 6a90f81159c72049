import { describe, expect, it } from 'vitest'
import { EARLY_TONES, TRAJECTORY_TONES, WOUND_TONES } from '../../../../src/features/overview/verdict-tones'

/*
 * Green only for what was measured and confirmed, never for a prediction: a reduction
 * above a published figure or a wound getting smaller is neutral; a closure measured twice, 2 weeks
 * apart, is the one green.
 */

const greens = (tones: Readonly<Record<string, string>>) => Object.keys(tones).filter((status) => tones[status] === 'good')

describe('the verdict’s colours', () => {
  it('are green only for a confirmed closure', () => {
    expect(greens(WOUND_TONES)).toEqual(['closed'])
    expect(greens(TRAJECTORY_TONES)).toEqual(['closed'])
    expect(greens(EARLY_TONES)).toEqual([])
  })

  it('are neutral for a comparison above a study’s figure, a reduction, and 0 cm² measured once', () => {
    expect([WOUND_TONES['above-threshold'], WOUND_TONES.reducing, WOUND_TONES['closed-unconfirmed'], WOUND_TONES.unreferenced]).toEqual([
      'neutral',
      'neutral',
      'neutral',
      'neutral',
    ])
    expect(WOUND_TONES['below-threshold']).toBe('warn')
  })
})

import { describe, expect, it } from 'vitest'
import { progressText } from '../../../src/features/overview/charts/chart-progress'

describe('progressText', () => {
  it('says it is loading before the first page tells how many there are', () => {
    expect(progressText(undefined, true, 'measurement')).toBe('Loading measurements…')
    expect(progressText({ loadedPages: 0, totalPages: undefined, total: undefined }, true, 'measurement')).toBe('Loading measurements…')
  })

  it('counts pages as they arrive', () => {
    expect(progressText({ loadedPages: 3, totalPages: 6, total: 528 }, true, 'measurement')).toBe('Loaded 3 of 6 pages of measurements')
    expect(progressText({ loadedPages: 0, totalPages: 1, total: 9 }, true, 'assessment')).toBe('Loaded 0 of 1 page of assessments')
  })

  it('says how many records arrived once done, and nothing for an empty list', () => {
    expect(progressText({ loadedPages: 6, totalPages: 6, total: 528 }, false, 'measurement')).toBe(`${(528).toLocaleString()} measurements loaded.`)
    expect(progressText({ loadedPages: 1, totalPages: 1, total: 1 }, false, 'assessment')).toBe('1 assessment loaded.')
    expect(progressText({ loadedPages: 1, totalPages: 1, total: 0 }, false, 'measurement')).toBe('')
    expect(progressText(undefined, false, 'measurement')).toBe('')
  })

  it('says it is updating while a complete history is loaded again', () => {
    expect(progressText({ loadedPages: 6, totalPages: 6, total: 528 }, true, 'measurement')).toBe('Updating measurements…')
  })
})

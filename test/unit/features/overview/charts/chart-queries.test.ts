import { describe, expect, it } from 'vitest'
import { progressText as progress } from '../../../../../src/features/overview/charts/chart-queries'
import type { ChartsTranslate } from '../../../../../src/features/overview/charts/use-charts-words'
import { englishWords } from '../../../../../scripts/catalogs'
import { ROOT } from '../../../../../tools/harness/paths'

/** In English, from the charts' catalog. */
const t = englishWords(`${ROOT}/src/words`, 'charts') as ChartsTranslate
const progressText = (...args: Parameters<typeof progress> extends [unknown, ...infer Rest] ? Rest : never) => progress(t, ...args)

describe('progressText', () => {
  it('says it is loading before the first page tells how many there are', () => {
    expect(progressText(undefined, true, 'measurement')).toBe('Loading measurements…')
    expect(progressText({ loadedPages: 0, totalPages: undefined, records: 0 }, true, 'measurement')).toBe('Loading measurements…')
  })

  it('counts pages as they arrive', () => {
    expect(progressText({ loadedPages: 3, totalPages: 6, records: 528 }, true, 'measurement')).toBe('Loaded 3 of 6 pages of measurements')
    expect(progressText({ loadedPages: 0, totalPages: 1, records: 0 }, true, 'assessment')).toBe('Loaded 0 of 1 page of assessments')
  })

  it('says how many records arrived once done, and nothing for an empty list', () => {
    expect(progressText({ loadedPages: 6, totalPages: 6, records: 528 }, false, 'measurement')).toBe(
      `${(528).toLocaleString()} measurements loaded.`,
    )
    expect(progressText({ loadedPages: 1, totalPages: 1, records: 1 }, false, 'assessment')).toBe('1 assessment loaded.')
    expect(progressText({ loadedPages: 1, totalPages: 1, records: 0 }, false, 'measurement')).toBe('')
    expect(progressText(undefined, false, 'measurement')).toBe('')
  })

  it('counts the records that arrived, not the total the service announced', () => {
    expect(progressText({ loadedPages: 200, totalPages: 200, records: 20_000 }, false, 'measurement')).toBe(
      `${(20_000).toLocaleString()} measurements loaded.`,
    )
  })

  it('says it is updating while a complete history is loaded again', () => {
    expect(progressText({ loadedPages: 6, totalPages: 6, records: 528 }, true, 'measurement')).toBe('Updating measurements…')
  })
})

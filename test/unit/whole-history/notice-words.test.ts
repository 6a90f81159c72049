import { describe, expect, it } from 'vitest'
import type { HistoryNotice } from '../../../src/api/whole-history'
import { noticeSentence } from '../../../src/whole-history/notice-words'
import { noticesWords } from '../../../src/words/notices/index'

const en = await noticesWords.load('en')
const de = await noticesWords.load('de')

const CAPPED: HistoryNotice = { kind: 'capped', announcedPages: 1_000_000_000, loadedPages: 50 }
const NOTICES: readonly HistoryNotice[] = [
  CAPPED,
  { kind: 'page-count-mismatch', lastPage: 3, pagesByTotal: 1 },
  { kind: 'too-many-records', records: 12_000, limit: 10_000 },
  { kind: 'ended-early', emptyPage: 3, announcedPages: 1 },
]

describe('a whole history’s notices in words', () => {
  it('says each in English, with counts and plurals right', () => {
    expect(NOTICES.map((notice) => noticeSentence(en, notice, 'measurements'))).toEqual([
      'The service announced 1,000,000,000 pages of measurements; one load asks for at most 50, so only the measurements of the first 50 pages are shown.',
      "The service's page count (3) does not match its total (1 page), so measurements were asked for up to the larger count, stopping at the first empty page.",
      'The service sent 12,000 measurements, more than its pages should hold; one load keeps at most 10,000, so no further page was asked for.',
      'Page 3 of the 1 page of measurements the service announced came back empty, so no later page was asked for.',
    ])
    expect(noticeSentence(en, { kind: 'capped', announcedPages: 2, loadedPages: 1 }, 'assessments')).toBe(
      'The service announced 2 pages of assessments; one load asks for at most 1, so only the assessments of the first page are shown.',
    )
  })

  it('says each in German, with German numbers and the assessments’ German name', () => {
    expect(noticeSentence(de, CAPPED, 'assessments')).toBe(
      'Der Dienst hat 1.000.000.000 Seiten Einschätzungen angekündigt; ein Laden fragt höchstens 50 ab, daher werden nur die Einschätzungen der ersten 50 Seiten gezeigt.',
    )
    for (const notice of NOTICES) expect(noticeSentence(de, notice, 'measurements')).toMatch(/Messungen/)
  })
})

import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect } from 'vitest'
import type { Locale } from '../../../../src/i18n/locales'
import { readCatalog } from '../../../../scripts/catalogs'
import { formatDate } from '../../../../src/text/format'
import { ROOT } from '../../../../tools/harness/paths'
import { handoffWords } from '../../../../src/words/handoff'
import { visitsWords } from '../../../../src/words/visits'
import { server } from '../../../msw-server'
import { renderAppSettled } from '../../../render-app'
import { assessmentRecord, listBody, measurementRecord } from '../../fixtures'

/*
 * A hand-built history for the hand-off's tests, so every figure of the note is known: a visit with
 * every field (5 April), and one with most fields missing (12 April). The note is opened the way a
 * clinician opens it, in the language asked for, its words found through that language's catalogs.
 */

export const MEASUREMENTS = [
  measurementRecord(1, { date: '2026-03-01', area: 10, created_at: '2026-03-01 09:00:00' }),
  measurementRecord(2, { date: '2026-03-29', area: 8, created_at: '2026-03-29 09:00:00' }),
  measurementRecord(3, {
    date: '2026-04-05',
    max_length: 4.1,
    max_width: 3.2,
    max_depth: 0.7,
    area: 6,
    volume: 2.5,
    perimeter: 11.2,
    granulation: 60,
    slough: 30,
    eschar: 10,
    is_locked: true,
    created_at: '2026-04-05 09:00:00',
  }),
  // Only an area: the visit of 12 April misses most of what a note holds.
  { id: 4, date: '2026-04-12', area: 5.5 },
]

export const ASSESSMENTS = [
  {
    ...assessmentRecord(21, {
      wound_edge: ['ROLLED', 'OTHER_FREE_TEXT', 'Edge raised medially'],
      peri_wound_skin: ['MACERATION', 'EDEMA'],
      pain: { at_rest_scale: 2, with_movement_scale: 6, at_night_scale: 3 },
      exudate: { amount: 'MODERATE', type: 'SERO-SANGUINEOUS', comment: 'Strike-through on the dressing' },
      odor: 'MALODOROUS',
      infection: {
        infected: 'YES',
        signs_of_local_infection: ['ERYTHEMA', 'BLEEDING__FRIABLE_GRANULATION_TISSUE', 'POCKETING'],
        wound_swab: 'YES',
        wound_swab_date: '2026-04-04',
      },
      tunneling: { direction: [2, 3], length: 2 },
      undermining: { direction: [6], length: 1 },
      notes: 'Debrided.\n<b>Review</b> in 1 week',
    }),
    date: '2026-04-05',
    created_at: '2026-04-05 10:00:00',
  },
  // Off the spec on purpose: an assessment that recorded the odour and an exudate that contradicts itself, and
  // nothing else (blank text is nothing).
  {
    id: 22,
    date: '2026-04-12',
    created_at: '2026-04-12 10:00:00',
    values: { odor: 'NO', notes: ' \n ', exudate: { amount: 'NONE', type: 'SEROUS' } },
  },
]

/** The service sends the hand-built history of wound 7. */
export function service() {
  server.use(
    http.get('*/api/v1/measurements', () => HttpResponse.json(listBody(MEASUREMENTS))),
    http.get('*/api/v1/assessments', () => HttpResponse.json(listBody(ASSESSMENTS))),
  )
}

/**
 * The visit of `date` opened (wound 7) in `lang`, with `more` of the app URL (`&reference=…`), and
 * its note shown: the preview is exactly what is copied.
 */
export async function openNote(date: string, lang: Locale = 'en', more = '') {
  const [visits, handoff] = await Promise.all([visitsWords.load(lang), handoffWords.load(lang)])
  const app = await renderAppSettled({ url: `/?wound=7&visit=${date}${lang === 'en' ? '' : `&lang=${lang}`}${more}` })
  const dialog = await screen.findByRole('dialog', { name: visits('visitOf', { date: formatDate(date) }) })
  const show = await within(dialog).findByRole('button', { name: handoff('showNote') })
  await waitFor(() => {
    expect(show).not.toHaveAttribute('aria-disabled', 'true')
  })
  await app.user.click(show)
  const preview = within(dialog).getByRole<HTMLTextAreaElement>('textbox', {
    name: handoff('notePreview', { which: 'dated', date: formatDate(date) }),
  })
  return { ...app, dialog, preview }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * What an English message says in words of its own: the whole message when it has no placeholder,
 * else each stretch of two words or more between its placeholders ("since the previous visit").
 */
function englishPhrases(message: string): string[] {
  if (!message.includes('{')) return /\p{L}/u.test(message) ? [message] : []
  let depth = 0
  let text = ''
  for (const char of message) {
    if (char === '{') depth += 1
    if (depth === 0) text += char
    else if (text.at(-1) !== '\u0000') text += '\u0000'
    if (char === '}') depth -= 1
  }
  return text
    .split('\u0000')
    .map((part) => part.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''))
    .filter((part) => (part.match(/\p{L}+/gu) ?? []).length >= 2)
}

/**
 * An area's English words still in `text`, as whole words or phrases: its messages without
 * placeholders, and the phrases of those with them. In the pseudo-locale there should be none: a
 * phrase found was written in English outside the catalog.
 */
export const englishIn = (text: string, area: string): string[] =>
  Object.values(readCatalog(`${ROOT}/src/words/${area}/en.json`))
    .flatMap(englishPhrases)
    .filter((phrase) => new RegExp(`(?<!\\p{L})${escape(phrase)}(?!\\p{L})`, 'u').test(text))

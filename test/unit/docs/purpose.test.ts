import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { readCatalog } from '../../../scripts/catalogs'

/*
 * The intended purpose: one page in docs/, and the same statements one click from every
 * verdict on the screen. Every sentence the screen says is in the page, so the two cannot drift.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
const page = readFileSync(resolve(ROOT, 'docs/intended-purpose.md'), 'utf8')
/** The statements the screen makes (features/overview/purpose-details.tsx), in English, from the verdict's catalog. */
const english = readCatalog(resolve(ROOT, 'src/words/verdict/en.json'))
const PURPOSE = Object.entries(english)
  .filter(([id]) => id.startsWith('purpose') && id !== 'purposeHeading')
  .map(([, sentence]) => sentence)
const purposeHeading = english.purposeHeading

describe('the intended purpose and limitations', () => {
  it('has its page in docs/, with users, wound types, what it does not do, the evidence and the known limits', () => {
    for (const heading of [
      'Intended purpose',
      'Users',
      'Wound types',
      'What it does not do',
      'Evidence behind each judgement',
      'Known limits',
    ])
      expect(page).toMatch(new RegExp(`^## ${heading}`, 'm'))
  })

  it('holds every statement the screen makes, word for word', () => {
    expect(PURPOSE).toHaveLength(6)
    for (const sentence of PURPOSE) expect(page).toContain(sentence)
    expect(purposeHeading).toMatch(/decision support, not a diagnosis/)
  })
})

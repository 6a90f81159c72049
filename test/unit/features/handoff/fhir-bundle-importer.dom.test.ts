import type { Observation, ObservationComponent } from '@medplum/fhirtypes'
import { describe, expect, it } from 'vitest'
import { parseAssessment } from '../../../../src/api/schemas/assessment'
import { parseMeasurement, type Measurement } from '../../../../src/api/schemas/measurement'
import { FREE_TEXT_MARKERS } from '../../../../src/domain/assessment-signs'
import { GUIDE_CODES, PROJECT_SYSTEM } from '../../../../src/features/handoff/fhir-codes'
import { hostileAssessments, hostileMeasurements } from '../../../hostile-records'
import { bundleOf, codesOf, demoWound, identifiersOf, observations, partsOf, resolve, resources, withCode } from './bundle-of'
import { fhirIssues } from './fhir-validator'

/*
 * The FHIR export as an importer reads it: a wound's area per date is one LOINC
 * 89260-4 value, the top-level measurement's; no two resources share an identifier, whatever base
 * URL the export was made through; a 0 % tissue share is no finding, a free-text marker no value;
 * the three pain scales claim no common code; volume is the size panel's component, in mL.
 */

const UCUM = 'http://unitsofmeasure.org'
const SIZE_CODES = ['sizePanel', 'length', 'width', 'depth', 'area', 'volume'].map((key) => {
  const code = GUIDE_CODES[key as keyof typeof GUIDE_CODES]
  return code.code
})

const wound = demoWound(1)
const bundle = bundleOf(wound)

/** An Observation and its components: every place a code and a value can be. */
const codedParts = (o: Observation): (Observation | ObservationComponent)[] => [o, ...(o.component ?? [])]

/** The size panel of a top-level measurement: of its date, with its area. */
const panelOf = (m: Measurement) =>
  withCode(bundle, GUIDE_CODES.sizePanel.code).find(
    (p) =>
      p.effectiveDateTime === m.date && p.component?.some((c) => codesOf(c.code).includes('89260-4') && c.valueQuantity?.value === m.area),
  )

describe('parts of a group or multiple measurement, as an importer trending area reads them', () => {
  it('gives each top-level measurement its own area as the one LOINC 89260-4 value of its date; no part carries a size code', () => {
    const parts = partsOf(wound.measurements)
    expect(parts.length).toBeGreaterThan(5)
    const expected = wound.measurements.flatMap((m) => (m.area === undefined ? [] : [`${m.date} ${m.area}`])).sort()
    const exported = observations(bundle)
      .flatMap((o) =>
        codedParts(o)
          .filter((part) => codesOf(part.code).includes('89260-4'))
          .map((part) => `${o.effectiveDateTime} ${part.valueQuantity?.value}`),
      )
      .sort()
    expect(exported).toEqual(expected)
    expect(withCode(bundle, GUIDE_CODES.sizePanel.code)).toHaveLength(wound.measurements.length)
  })

  it('exports a part as its own observation, with project codes only, that its parent’s panel is derived from', () => {
    const group = wound.measurements.find((m) => m.type === 'group' && m.children.some((c) => c.children.length > 0))
    if (!group) throw new Error('demo wound 1 has a group with a multiple in it')
    const panel = panelOf(group)
    expect(panel?.hasMember).toBeUndefined()
    expect(panel?.derivedFrom).toHaveLength(group.children.length)
    const partObservations = (panel?.derivedFrom ?? []).map((ref) => resolve(bundle, ref.reference))
    for (const part of partObservations) {
      if (part?.resourceType !== 'Observation') throw new Error('a part is an Observation of the Bundle')
      expect(codedParts(part).flatMap((p) => (p.code.coding ?? []).filter((c) => c.system !== PROJECT_SYSTEM))).toEqual([])
      expect(codesOf(part.code)).toEqual(['wound-part-size'])
    }
    // Every part's area is there, as a part's.
    const partAreas = observations(bundle).flatMap((o) =>
      (o.component ?? []).filter((c) => codesOf(c.code).includes('part-area')).map((c) => c.valueQuantity?.value),
    )
    const parts = partsOf(wound.measurements)
    expect(partAreas.sort()).toEqual(parts.flatMap((p) => (p.area === undefined ? [] : [p.area])).sort())
    const sizeCoded = observations(bundle).filter((o) => codedParts(o).some((p) => codesOf(p.code).some((c) => SIZE_CODES.includes(c))))
    expect(sizeCoded).toEqual(withCode(bundle, GUIDE_CODES.sizePanel.code))
  })
})

describe('identifiers an importer can upsert on', () => {
  const hostile = bundleOf({
    measurements: hostileMeasurements().map((m) => parseMeasurement(m)),
    assessments: hostileAssessments().map((a) => parseAssessment(a)),
  })

  it('never gives two resources the same identifier (system and value), and gives each Observation of a record with an id one', () => {
    for (const [name, exported] of [
      ['demo wound 1', bundle],
      ['hostile records', hostile],
    ] as const) {
      const keys = resources(exported).flatMap((r) => identifiersOf(r).map((i) => `${i.system} ${i.value}`))
      expect(keys.length, name).toBeGreaterThan(20)
      expect(
        keys.filter((key, i) => keys.indexOf(key) !== i),
        name,
      ).toEqual([])
    }
    for (const o of observations(bundle)) expect(o.identifier, JSON.stringify(o.code)).toHaveLength(1)
  })

  it('gives the same records the same identifiers and wound, whatever base URL they were read through', () => {
    const direct = bundleOf({ ...wound, apiBase: 'https://wounds.example.org/api/v1' })
    const proxied = bundleOf({ ...wound, apiBase: 'http://localhost:8080/api/api/v1' })
    const ids = (b: typeof bundle) => observations(b).map((o) => [o.identifier, o.focus])
    expect(ids(proxied)).toEqual(ids(direct))
    expect(JSON.stringify(ids(direct))).not.toContain('example.org')
  })
})

describe('findings an importer reads as findings', () => {
  it('exports no coded wound-bed finding for a tissue whose share is 0 %', () => {
    expect(wound.measurements.some((m) => m.eschar === 0)).toBe(true)
    const bed = withCode(bundle, '72371-8')
    const shareOf = (o: Observation) => o.component?.find((c) => codesOf(c.code).includes('72370-0'))?.valueQuantity?.value
    expect(bed.filter((o) => shareOf(o) === 0)).toEqual([])
    const present = wound.measurements.flatMap((m) =>
      (['granulation', 'slough', 'eschar'] as const).filter((t) => m[t] !== undefined && m[t] !== 0),
    )
    expect(bed).toHaveLength(present.length)
  })

  it('exports no free-text marker as a value; the free text after it goes as text', () => {
    const assessment = parseAssessment({
      id: 930001,
      date: '2026-05-05',
      values: {
        wound_edge: ['ROLLED', 'OTHER-FREE-TEXT', 'Edge undermined and bleeding'],
        peri_wound_skin: ['DRY', 'OTHER_FREE_TEXT', 'Weeping eczema'],
        pain: { at_rest_scale: 1, with_movement_scale: 2, at_night_scale: 3 },
        exudate: { amount: 'NONE' },
        odor: 'NO',
      },
    })
    const single = bundleOf({ measurements: [], assessments: [assessment] })
    const values = (b: typeof bundle) =>
      observations(b).flatMap((o) =>
        codedParts(o).flatMap((p) => [p.valueString, p.valueCodeableConcept?.text, ...codesOf(p.valueCodeableConcept)]),
      )
    const marker = /other[\s_-]*free[\s_-]*text/i
    for (const b of [single, bundle]) expect(values(b).filter((v) => v !== undefined && marker.test(v))).toEqual([])
    expect(values(single)).toEqual(expect.arrayContaining(['Edge undermined and bleeding', 'Weeping eczema']))
    expect(withCode(single, GUIDE_CODES.edge.code)).toHaveLength(2)
    expect([...FREE_TEXT_MARKERS].every((m) => !JSON.stringify(single).includes(m))).toBe(true)
  })

  it('gives the three pain scales of one assessment no coding in common', () => {
    for (const assessment of wound.assessments.slice(0, 5)) {
      const single = bundleOf({ measurements: [], assessments: [assessment] })
      const pain = observations(single).filter((o) => codesOf(o.code).some((c) => c.startsWith('pain-')))
      expect(pain).toHaveLength(3)
      const codings = pain.flatMap((o) => (o.code.coding ?? []).map((c) => `${c.system} ${c.code}`))
      expect(codings.filter((c, i) => codings.indexOf(c) !== i)).toEqual([])
    }
  })

  it('puts volume in the size panel as the guide’s woundvolume component, in mL, and in no Observation of its own', () => {
    const measured = wound.measurements.filter((m) => m.volume !== undefined)
    expect(measured.length).toBeGreaterThan(5)
    for (const m of measured) {
      const volume = panelOf(m)?.component?.find((c) => codesOf(c.code).includes('woundvolume'))
      expect(volume?.code.coding).toEqual([
        {
          system: 'http://hl7.org/fhir/us/lower-extremity-skin-wound-assessment/wound-observation-type',
          code: 'woundvolume',
          display: 'Volume of Wound',
        },
      ])
      expect(volume?.valueQuantity).toEqual({ value: m.volume, unit: 'mL', system: UCUM, code: 'mL' })
    }
    expect(withCode(bundle, 'woundvolume')).toEqual([])
    expect(JSON.stringify(bundle)).not.toContain('"cm3"')
  })

  it('is still a valid Bundle, every resource in it', () => {
    expect(fhirIssues(bundle)).toEqual([])
    for (const r of resources(bundle)) expect(fhirIssues(r)).toEqual([])
  })
})

import type { Bundle, Observation } from '@medplum/fhirtypes'
import { describe, expect, it } from 'vitest'
import { parseAssessment } from '../../../../src/api/schemas/assessment'
import { parseMeasurement } from '../../../../src/api/schemas/measurement'
import { GUIDE_CODES, PROJECT_SYSTEM } from '../../../../src/features/handoff/fhir-codes'
import { IDENTIFIER_ARCS, identifierSystem } from '../../../../src/features/handoff/fhir-identifiers'
import { PROJECT_CODES } from '../../../../src/features/handoff/fhir-project-codes'
import { IMG_ONERROR, SCRIPT_TAG, SVG_ONLOAD, hostileAssessments, hostileMeasurements } from '../../../hostile-records'
import { bundleOf, demoWound, observations, partsOf, withCode } from './bundle-of'
import { fhirIssues } from './fhir-validator'

/*
 * The FHIR export (issues 21 and 33): a FHIR R4 Bundle of type collection, every resource valid
 * against the R4 structure definitions (Medplum's validator), the guide's codes, UCUM units, the
 * record's date, an identifier per Observation made of the record's uid or id, and no image URL.
 * How an importer reads it (parts, identifiers, findings): fhir-bundle-importer.dom.test.ts; the
 * software and what the Bundle says it is: fhir-bundle-provenance.dom.test.ts.
 */

const PAIN_CODES = [PROJECT_CODES.painAtRest.code, PROJECT_CODES.painWithMovement.code, PROJECT_CODES.painAtNight.code]
const pains = (bundle: Bundle) => observations(bundle).filter((o) => o.code.coding?.some((c) => PAIN_CODES.includes(c.code ?? '')))
/** The Observations of one assessment: its id, or its id and an entry's place ("920001-2"). */
const ofRecord = (list: Observation[], id: number) =>
  list.filter((o) => o.identifier?.some((i) => i.value === String(id) || i.value?.startsWith(`${id}-`)))

describe('the FHIR export of demo wound 1', () => {
  const wound = demoWound(1)
  const bundle = bundleOf(wound)

  it('is a valid FHIR R4 Bundle of type collection, and so is every resource in it', () => {
    expect(bundle.resourceType).toBe('Bundle')
    expect(bundle.type).toBe('collection')
    expect(fhirIssues(bundle)).toEqual([])
    for (const entry of bundle.entry ?? []) {
      if (entry.resource) expect(fhirIssues(entry.resource), entry.fullUrl).toEqual([])
    }
    const urls = (bundle.entry ?? []).map((entry) => entry.fullUrl)
    expect(new Set(urls).size).toBe(urls.length)
  })

  it('holds one size panel per top-level measurement, with the guide’s LOINC codes and UCUM units, dated from the record', () => {
    const panels = withCode(bundle, GUIDE_CODES.sizePanel.code)
    // Every top-level measurement; the panel of a group or multiple names its parts, each its own observation, in derivedFrom.
    expect(panels).toHaveLength(wound.measurements.length)
    const parts = withCode(bundle, PROJECT_CODES.woundPartSize.code)
    expect(parts).toHaveLength(partsOf(wound.measurements).length)
    const group = wound.measurements.find((m) => m.children.length > 0)
    const groupPanel = panels.find((p) => p.identifier?.[0]?.value === group?.uid)
    const fullUrls = new Set((bundle.entry ?? []).map((e) => e.fullUrl))
    expect(groupPanel?.derivedFrom).toHaveLength(group?.children.length ?? -1)
    for (const part of groupPanel?.derivedFrom ?? []) expect(fullUrls).toContain(part.reference)
    const first = wound.measurements[0]
    const panel = panels.find((p) => p.identifier?.some((i) => i.value === first?.uid))
    expect(panel?.effectiveDateTime).toBe(first?.date)
    expect(panel?.identifier).toEqual([{ system: identifierSystem(IDENTIFIER_ARCS.measurement.size), value: first?.uid }])
    expect(panel?.focus).toEqual([
      { identifier: { system: identifierSystem(IDENTIFIER_ARCS.wound.id), type: { text: 'Wound ID' }, value: '1' }, display: 'Wound 1' },
    ])
    const component = (code: string) => panel?.component?.find((c) => c.code.coding?.[0]?.code === code)?.valueQuantity
    expect(component('39126-8')).toEqual({ value: first?.max_length, unit: 'cm', system: 'http://unitsofmeasure.org', code: 'cm' })
    expect(component('39125-0')).toEqual({ value: first?.max_width, unit: 'cm', system: 'http://unitsofmeasure.org', code: 'cm' })
    expect(component('39127-6')).toEqual({ value: first?.max_depth, unit: 'cm', system: 'http://unitsofmeasure.org', code: 'cm' })
    expect(component('89260-4')).toEqual({ value: first?.area, unit: 'cm²', system: 'http://unitsofmeasure.org', code: 'cm2' })
    expect(component('woundvolume')).toEqual({ value: first?.volume, unit: 'mL', system: 'http://unitsofmeasure.org', code: 'mL' })
    expect(panel?.status).toBe(first?.is_locked === true ? 'final' : 'preliminary')
  })

  it('codes volume, tissue, exudate, odour, edge and pain; the project’s CodeSystem defines every project code used', () => {
    const volumes = withCode(bundle, GUIDE_CODES.sizePanel.code).flatMap((p) =>
      (p.component ?? []).filter((c) => c.code.coding?.[0]?.code === 'woundvolume'),
    )
    expect(volumes.length).toBe(wound.measurements.filter((m) => m.volume !== undefined).length)
    expect(volumes[0]?.valueQuantity?.code).toBe('mL')
    const bed = withCode(bundle, '72371-8')
    expect(bed.length).toBeGreaterThan(0)
    expect(bed[0]?.component?.[0]?.valueQuantity?.code).toBe('%')
    for (const code of ['39116-9', '72290-0', '72288-4', '72304-9']) expect(withCode(bundle, code).length, code).toBeGreaterThan(0)
    const pain = pains(bundle)
    expect(pain).toHaveLength(3 * wound.assessments.length)
    expect(pain[0]?.valueInteger).toEqual(expect.any(Number))
    const codeSystem = (bundle.entry ?? []).map((e) => e.resource).find((r) => r?.resourceType === 'CodeSystem')
    const defined = new Set(codeSystem?.resourceType === 'CodeSystem' ? codeSystem.concept?.map((c) => c.code) : [])
    const used = observations(bundle).flatMap((o) => [...(o.code.coding ?? []), ...(o.component ?? []).flatMap((c) => c.code.coding ?? [])])
    for (const coding of used.filter((c) => c.system === PROJECT_SYSTEM)) expect(defined, coding.code).toContain(coding.code)
    expect(Object.values(PROJECT_CODES).every((c) => defined.has(c.code))).toBe(true)
  })

  it('leaves every image URL out (they are signed and expire)', () => {
    const text = JSON.stringify(bundle)
    const imageUrls = wound.measurements.flatMap((m) => Object.values(m.images ?? {}))
    expect(imageUrls.length).toBeGreaterThan(0)
    for (const url of imageUrls) expect(text).not.toContain(url)
    expect(text).not.toMatch(/"(thumbnail|original|outline|classification)"/)
  })

  it('exports one visit: only that date’s records', () => {
    const date = wound.measurements[3]?.date ?? ''
    const visit = bundleOf({
      measurements: wound.measurements.filter((m) => m.date === date),
      assessments: wound.assessments.filter((a) => a.date === date),
      scope: { kind: 'visit', date },
    })
    expect(fhirIssues(visit)).toEqual([])
    expect(new Set(observations(visit).map((o) => o.effectiveDateTime))).toEqual(new Set([date]))
  })
})

describe('the FHIR export of hostile records', () => {
  const measurements = hostileMeasurements().map((m) => parseMeasurement(m))
  const assessments = [
    ...hostileAssessments().map((a) => parseAssessment(a)),
    parseAssessment({
      id: 920099,
      date: '2026-05-05',
      values: { notes: `Right-to-left \u202Eevil\u202C text\u0000 and a bell\u0007`, odor: '   ', wound_edge: ['', ' '] },
    }),
  ]
  const bundle = bundleOf({ measurements, assessments })

  it('is still a valid Bundle: markup stays strings, invisible characters go, blank text is left out', () => {
    expect(fhirIssues(bundle)).toEqual([])
    for (const entry of bundle.entry ?? []) {
      if (entry.resource) expect(fhirIssues(entry.resource)).toEqual([])
    }
    const text = JSON.stringify(bundle)
    // The markup is there, as characters of a string, exactly as sent.
    for (const markup of [IMG_ONERROR, SCRIPT_TAG, SVG_ONLOAD]) expect(text).toContain(JSON.stringify(markup).slice(1, -1))
    const notes = ofRecord(observations(bundle), 920099).find((o) => o.valueString !== undefined)
    expect(notes?.valueString).toBe('Right-to-left evil text and a bell')
    // JSON writes a control character as an escape (\u0000); a direction override would be written as itself.
    expect(text).not.toMatch(/\\u000[0-8]|[\u202A-\u202E\u2066-\u2069]/)
    // Its blank odour and blank edge entries are no findings: nothing of them is exported.
    expect(ofRecord(observations(bundle), 920099).map((o) => o.code.coding?.[0]?.code)).toEqual(['assessment-notes'])
  })

  it('keeps a record with a date that is not one without a date, and says what was sent', () => {
    const hostile = ofRecord(observations(bundle), 920001)
    expect(hostile.length).toBeGreaterThan(3)
    for (const o of hostile) {
      expect(o.effectiveDateTime).toBeUndefined()
      expect(o.note?.[0]?.text).toBe(`The service’s date for this record is not a calendar date: ${SVG_ONLOAD}`)
    }
  })

  it('exports an off-scale pain score as sent, never clamped, and a direction that is not a clock position as text', () => {
    const pain = ofRecord(pains(bundle), 920001)
    expect(pain.map((o) => o.valueQuantity?.value)).toEqual([11])
    const positions = ofRecord(withCode(bundle, GUIDE_CODES.tunnellingPosition.code), 920001)
    expect(positions.map((o) => o.valueCodeableConcept)).toEqual([
      { coding: [{ system: 'http://snomed.info/sct', code: '260330005', display: "3 o'clock position" }], text: "3 o'clock position" },
      { text: '99 (not a clock position)' },
    ])
  })
})

import type { Bundle, Observation } from '@medplum/fhirtypes'
import { describe, expect, it } from 'vitest'
import { parseAssessment } from '../../../src/api/schemas/assessment'
import { parseMeasurement, type Measurement } from '../../../src/api/schemas/measurement'
import { fhirBundle, type FhirExportInput } from '../../../src/features/handoff/fhir-bundle'
import { GUIDE_CODES, PAIN_SEVERITY, PROJECT_CODES, PROJECT_SYSTEM } from '../../../src/features/handoff/fhir-codes'
import { getWoundData } from '../../../src/mocks/data'
import { IMG_ONERROR, SCRIPT_TAG, SVG_ONLOAD, hostileAssessments, hostileMeasurements } from '../../hostile-records'
import { fhirIssues } from './fhir-validator'

/*
 * The FHIR export (issue 21): a FHIR R4 Bundle of type collection, every resource valid against the
 * R4 structure definitions (Medplum's validator), the guide's codes, UCUM units, the record's date,
 * the service's ids as identifiers, and no image URL.
 */

const API = 'https://wounds.example.org/api/v1'
let counter = 0
const uuid = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`

function bundleOf(input: Partial<FhirExportInput> & Pick<FhirExportInput, 'measurements' | 'assessments'>): Bundle {
  return fhirBundle({ woundId: 1, apiBase: API, retrievedAt: new Date('2026-11-25T10:00:00Z'), scope: { kind: 'history' }, uuid, ...input })
}

function demoWound(id: number) {
  const data = getWoundData(id)
  if (!data) throw new Error(`no demo wound ${id}`)
  return { measurements: data.measurements.map((m) => parseMeasurement(m)), assessments: data.assessments.map((a) => parseAssessment(a)) }
}

const observations = (bundle: Bundle): Observation[] =>
  (bundle.entry ?? []).flatMap((entry) => (entry.resource?.resourceType === 'Observation' ? [entry.resource] : []))
const withCode = (bundle: Bundle, code: string) => observations(bundle).filter((o) => o.code.coding?.some((c) => c.code === code))

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

  it('holds one size panel per measurement, with the guide’s LOINC codes and UCUM units, dated from the record', () => {
    const panels = withCode(bundle, GUIDE_CODES.sizePanel.code)
    // Every measurement and every part of a group or multiple one: the panel of a group names its parts as members.
    const count = (records: readonly Measurement[]): number => records.reduce((n, m) => n + 1 + count(m.children), 0)
    expect(panels).toHaveLength(count(wound.measurements))
    const group = wound.measurements.find((m) => m.children.length > 0)
    const groupPanel = panels.find((p) => p.identifier?.[0]?.value === String(group?.id) && p.hasMember !== undefined)
    const fullUrls = new Set((bundle.entry ?? []).map((e) => e.fullUrl))
    expect(groupPanel?.hasMember).toHaveLength(group?.children.length ?? -1)
    for (const member of groupPanel?.hasMember ?? []) expect(fullUrls).toContain(member.reference)
    const first = wound.measurements[0]
    const panel = panels.find((p) => p.identifier?.some((i) => i.value === String(first?.id)))
    expect(panel?.effectiveDateTime).toBe(first?.date)
    expect(panel?.identifier).toEqual([{ system: `${API}/measurements`, value: String(first?.id) }])
    expect(panel?.focus).toEqual([{ identifier: { system: API, type: { text: 'Wound ID' }, value: '1' }, display: 'Wound 1' }])
    const component = (code: string) => panel?.component?.find((c) => c.code.coding?.[0]?.code === code)?.valueQuantity
    expect(component('39126-8')).toEqual({ value: first?.max_length, unit: 'cm', system: 'http://unitsofmeasure.org', code: 'cm' })
    expect(component('39125-0')).toEqual({ value: first?.max_width, unit: 'cm', system: 'http://unitsofmeasure.org', code: 'cm' })
    expect(component('39127-6')).toEqual({ value: first?.max_depth, unit: 'cm', system: 'http://unitsofmeasure.org', code: 'cm' })
    expect(component('89260-4')).toEqual({ value: first?.area, unit: 'cm²', system: 'http://unitsofmeasure.org', code: 'cm2' })
    expect(panel?.status).toBe(first?.is_locked === true ? 'final' : 'preliminary')
  })

  it('codes volume, tissue, exudate, odour, edge and pain; the project’s CodeSystem defines every project code used', () => {
    expect(withCode(bundle, 'woundvolume')[0]?.valueQuantity?.code).toBe('cm3')
    const bed = withCode(bundle, '72371-8')
    expect(bed.length).toBeGreaterThan(0)
    expect(bed[0]?.component?.[0]?.valueQuantity?.code).toBe('%')
    for (const code of ['39116-9', '72290-0', '72288-4', '72304-9']) expect(withCode(bundle, code).length, code).toBeGreaterThan(0)
    const pain = withCode(bundle, PAIN_SEVERITY.code)
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
    const notes = observations(bundle).find((o) => o.identifier?.[0]?.value === '920099' && o.valueString !== undefined)
    expect(notes?.valueString).toBe('Right-to-left evil text and a bell')
    // JSON writes a control character as an escape (\u0000); a direction override would be written as itself.
    expect(text).not.toMatch(/\\u000[0-8]|[\u202A-\u202E\u2066-\u2069]/)
    // Its blank odour and blank edge entries are no findings: nothing of them is exported.
    expect(
      observations(bundle)
        .filter((o) => o.identifier?.[0]?.value === '920099')
        .map((o) => o.code.coding?.[1]?.code ?? o.code.coding?.[0]?.code),
    ).toEqual(['assessment-notes'])
  })

  it('keeps a record with a date that is not one without a date, and says what was sent', () => {
    const hostile = observations(bundle).filter((o) => o.identifier?.[0]?.value === '920001')
    expect(hostile.length).toBeGreaterThan(0)
    for (const o of hostile) {
      expect(o.effectiveDateTime).toBeUndefined()
      expect(o.note?.[0]?.text).toBe(`The service’s date for this record is not a calendar date: ${SVG_ONLOAD}`)
    }
  })

  it('exports an off-scale pain score as sent, never clamped, and a direction that is not a clock position as text', () => {
    const pain = withCode(bundle, PAIN_SEVERITY.code).filter((o) => o.identifier?.[0]?.value === '920001')
    expect(pain.map((o) => o.valueQuantity?.value)).toEqual([11])
    const positions = withCode(bundle, GUIDE_CODES.tunnellingPosition.code).filter((o) => o.identifier?.[0]?.value === '920001')
    expect(positions.map((o) => o.valueCodeableConcept)).toEqual([
      { coding: [{ system: 'http://snomed.info/sct', code: '260330005', display: "3 o'clock position" }], text: "3 o'clock position" },
      { text: '99 (not a clock position)' },
    ])
  })
})

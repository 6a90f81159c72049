import { describe, expect, it } from 'vitest'
import { PROJECT_SYSTEM } from '../../../../src/features/handoff/fhir-codes'
import { IDENTIFIER_ARCS, identifierRegistry, identifierSystem } from '../../../../src/features/handoff/fhir-identifiers'

/*
 * The export's identifier systems: OIDs under the project's arc, 2.25 and its UUID as one decimal
 * integer (ITU-T X.667), one sub-arc per record kind and field, the table docs/clinical.md lists.
 */

describe('the FHIR export’s identifier systems', () => {
  it('are OIDs under 2.25.<the project’s UUID as a decimal integer>, one per record kind and field, none twice', () => {
    expect(PROJECT_SYSTEM).toBe('urn:uuid:3a5349af-5b2d-4a19-b8fb-58a27b4401b3')
    // 0x3a5349af5b2d4a19b8fb58a27b4401b3, computed apart from the code (Python: int('3a53…01b3', 16)).
    expect(identifierSystem(IDENTIFIER_ARCS.measurement.size)).toBe('urn:oid:2.25.77527678903830905375031606451431014835.2.1')
    const tables: Record<string, Record<string, readonly number[]>> = IDENTIFIER_ARCS
    const arcs = Object.values(tables).flatMap((fields) => Object.values(fields).map((arc) => arc.join('.')))
    expect(arcs.length).toBe(1 + 6 + 14)
    expect(new Set(arcs).size).toBe(arcs.length)
    for (const arc of arcs) expect(arc).toMatch(/^[1-9]\d*\.[1-9]\d*$/)
  })

  it('hands out an identifier once per Bundle, and none for a record with nothing to name it by', () => {
    const identify = identifierRegistry()
    const arc = IDENTIFIER_ARCS.assessment.woundEdge
    expect(identify(arc, '150001', 2)).toEqual([{ system: identifierSystem(arc), value: '150001-2' }])
    expect(identify(arc, '150001', 2)).toEqual([])
    expect(identify(IDENTIFIER_ARCS.assessment.odour, '150001')).toEqual([
      { system: identifierSystem(IDENTIFIER_ARCS.assessment.odour), value: '150001' },
    ])
    expect(identify(arc, undefined)).toEqual([])
  })
})

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Bundle, Device, Provenance } from '@medplum/fhirtypes'
import { describe, expect, it } from 'vitest'
import { WOUND_TYPE_CHOICES } from '../../../../src/domain/healing/references'
import { SOFTWARE } from '../../../../src/text/software'
import { woundTypeName } from '../../../../src/whole-history/code-words'
import { ENGLISH_CODES, EXPORTED_AT, bundleOf, demoWound, observations, resources } from './bundle-of'
import { fhirIssues } from './fhir-validator'

/*
 * What the Bundle says it is: the software that assembled it, name and version
 * (a Device, the Provenance's assembler), where its records come from (the wound-care service) and,
 * in words a person reads, that it holds the service's records only, the wound type as the
 * clinician chose it in the viewer (or not chosen), and the software's intended purpose.
 */

const PACKAGE_VERSION = (JSON.parse(readFileSync(join(import.meta.dirname, '../../../../package.json'), 'utf8')) as { version: string })
  .version
const wound = demoWound(1)

const only = <T extends Device | Provenance>(bundle: Bundle, type: T['resourceType']): T => {
  const found = resources(bundle).filter((r): r is T => r.resourceType === type)
  expect(found, type).toHaveLength(1)
  const [resource] = found
  if (!resource) throw new Error(`no ${type}`)
  return resource
}
const fullUrlOf = (bundle: Bundle, type: string) => bundle.entry?.find((e) => e.resource?.resourceType === type)?.fullUrl

/** The Provenance's narrative as a person reads it: the XHTML parsed, its text. */
function narrativeOf(provenance: Provenance): string {
  const div = provenance.text?.div ?? ''
  const parsed = new DOMParser().parseFromString(div, 'application/xhtml+xml')
  expect(parsed.getElementsByTagName('parsererror'), div).toHaveLength(0)
  expect(parsed.documentElement.namespaceURI).toBe('http://www.w3.org/1999/xhtml')
  // FHIR's narrative: a div of basic XHTML (here paragraphs only), no attributes but the namespace.
  expect([...parsed.getElementsByTagName('*')].map((e) => e.localName)).toSatisfy((names: string[]) =>
    names.every((name, i) => name === (i === 0 ? 'div' : 'p')),
  )
  expect([...parsed.getElementsByTagName('*')].flatMap((e) => [...e.attributes].map((a) => a.name))).toEqual(['xmlns'])
  return parsed.documentElement.textContent.replace(/\s+/g, ' ')
}

describe('the FHIR Bundle names the software that made it and says what it holds', () => {
  const bundle = bundleOf({ ...wound, woundType: null })

  it('names the software, with its version, as a Device that assembled every Observation from the wound-care service’s records', () => {
    expect(SOFTWARE.version).toBe(PACKAGE_VERSION)
    const device = only<Device>(bundle, 'Device')
    expect(device.deviceName).toEqual([{ name: 'Wound History', type: 'user-friendly-name' }])
    expect(device.version).toEqual([{ value: PACKAGE_VERSION }])
    const provenance = only<Provenance>(bundle, 'Provenance')
    const observationUrls = (bundle.entry ?? []).filter((e) => e.resource?.resourceType === 'Observation').map((e) => e.fullUrl)
    expect(observationUrls).toHaveLength(observations(bundle).length)
    expect(provenance.target.map((t) => t.reference)).toEqual(observationUrls)
    expect(provenance.recorded).toBe(EXPORTED_AT.toISOString())
    expect(provenance.agent).toEqual([
      {
        type: {
          coding: [
            { system: 'http://terminology.hl7.org/CodeSystem/provenance-participant-type', code: 'assembler', display: 'Assembler' },
          ],
        },
        who: { reference: fullUrlOf(bundle, 'Device'), display: `Wound History ${PACKAGE_VERSION}` },
      },
    ])
    expect(provenance.entity?.map((e) => e.role)).toEqual(['source'])
    expect(provenance.entity?.[0]?.what.display).toMatch(/wound-care service/)
    for (const resource of [bundle, device, provenance]) expect(fhirIssues(resource)).toEqual([])
    expect(JSON.stringify(bundle)).not.toContain('"profile"')
  })

  it('says in words: the service’s records only, no judgement, no reference, the software and its purpose, the wound type not chosen', () => {
    const provenance = only<Provenance>(bundle, 'Provenance')
    expect(provenance.text?.status).toBe('additional')
    const text = narrativeOf(provenance)
    expect(text).toContain('Wound 1, the whole history')
    expect(text).toMatch(/records of the wound-care service only/)
    expect(text).toMatch(/no judgement of the wound’s healing and no published reference/)
    expect(text).toContain(`Wound History ${PACKAGE_VERSION}`)
    expect(text).toContain('decision support for clinicians reviewing wound-care records; not a diagnosis')
    expect(text).toContain('Wound type: not chosen')
    expect(text).not.toContain('chosen in the viewer by its user')
  })

  it('says the wound type the clinician chose in the viewer, and that it is theirs, not the service’s, and no diagnosis', () => {
    const chosen = bundleOf({ ...wound, woundType: 'vlu-phillips-2000' })
    const provenance = only<Provenance>(chosen, 'Provenance')
    const text = narrativeOf(provenance)
    expect(text).toContain(
      'Wound type: venous leg ulcer, chosen in the viewer by its user, who can change it there (Wound type, healing overview); not recorded by the wound-care service; not a diagnosis.',
    )
    expect(narrativeOf(only<Provenance>(bundleOf({ ...wound, woundType: 'other' }), 'Provenance'))).toContain(
      'Wound type: other wound type, not listed, chosen in the viewer',
    )
    for (const choice of WOUND_TYPE_CHOICES) {
      const said = narrativeOf(
        only<Provenance>(bundleOf({ measurements: wound.measurements.slice(0, 1), assessments: [], woundType: choice }), 'Provenance'),
      )
      expect(said, choice).toContain(`Wound type: ${woundTypeName(ENGLISH_CODES, choice)}, chosen in the viewer by its user`)
    }
    expect(fhirIssues(provenance)).toEqual([])
    expect(fhirIssues(chosen)).toEqual([])
  })
})

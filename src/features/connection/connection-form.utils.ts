import { endpointUrl } from '../../api/client'
import { normaliseBaseUrl } from '../../config/env'
import { connectBlockedBy, describeSources, pagePolicies } from '../../shared/content-security-policy'
import { apiKeyMissing, baseUrlMissing, baseUrlInvalid, policyRefusalText } from '#words/connection-form'

type ConnectionForm = { baseUrl: string; apiKey: string; rememberKey: boolean }
export type ConnectionFormErrors = Partial<Record<'baseUrl' | 'apiKey', string>>

/** Where the page is and what its Content-Security-Policy allows; the page's own by default. */
type PageContext = { policies: readonly string[]; pageUrl: string }
const thisPage = (): PageContext => ({ policies: pagePolicies(), pageUrl: location.href })

export function validateConnectionForm(
  form: ConnectionForm,
  page: PageContext = thisPage(),
): { errors: ConnectionFormErrors; baseUrl?: string } {
  const errors: ConnectionFormErrors = {}
  const baseUrl = normaliseBaseUrl(form.baseUrl)
  if (form.baseUrl.trim() === '') errors.baseUrl = baseUrlMissing
  else if (baseUrl === undefined) errors.baseUrl = baseUrlInvalid
  else {
    const refusal = policyRefusal(baseUrl, page)
    if (refusal) errors.baseUrl = refusal
  }
  if (form.apiKey.trim() === '') errors.apiKey = apiKeyMissing
  return baseUrl === undefined ? { errors } : { errors, baseUrl }
}

/**
 * Why the browser would block every request to this service, or undefined. The page's own policy
 * is read (not a copy of it), so what the form accepts is what the page can reach; without this,
 * a blocked address would only show as "Service unreachable" after every retry.
 */
function policyRefusal(baseUrl: string, page: PageContext): string | undefined {
  for (const path of ['/measurements', '/assessments']) {
    const url = endpointUrl(baseUrl, path, '')
    const sources = connectBlockedBy(page.policies, url, page.pageUrl)
    if (sources === undefined) continue
    const target = new URL(url, page.pageUrl)
    const secureHint =
      target.protocol === 'http:' && connectBlockedBy(page.policies, url.replace(/^http:/, 'https:'), page.pageUrl) === undefined
    return policyRefusalText(target.origin, describeSources(sources), secureHint)
  }
  return undefined
}

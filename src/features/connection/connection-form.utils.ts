import { endpointUrl } from '../../api/client'
import { normaliseBaseUrl } from '../../config/env'
import { allowedSources, connectBlockedBy, pagePolicies, type AllowedSource } from '../../shared/content-security-policy'
import type { Translate } from '../../i18n/area'
import type { Messages } from '../../words/connection-form/messages'

type ConnectionForm = { baseUrl: string; apiKey: string; rememberKey: boolean }

/**
 * What is wrong with the base URL: nothing entered, not an address the app can use, or one the
 * page's security policy blocks (`origin` the service's, `sources` what the policy allows, `https`
 * when the service's https:// address would be allowed).
 */
type BaseUrlProblem =
  { kind: 'missing' } | { kind: 'invalid' } | { kind: 'blocked'; origin: string; sources: readonly string[]; https: boolean }

/** What is wrong with each field, as facts; formErrorText says them. */
export type ConnectionFormProblems = { baseUrl?: BaseUrlProblem; apiKey?: 'missing' }
/** What is wrong with each field, in words, shown next to it. */
type ConnectionFormErrors = Partial<Record<'baseUrl' | 'apiKey', string>>

/** Where the page is and what its Content-Security-Policy allows; the page's own by default. */
type PageContext = { policies: readonly string[]; pageUrl: string }
const thisPage = (): PageContext => ({ policies: pagePolicies(), pageUrl: location.href })

export function validateConnectionForm(
  form: ConnectionForm,
  page: PageContext = thisPage(),
): { problems: ConnectionFormProblems; baseUrl?: string } {
  const problems: ConnectionFormProblems = {}
  const baseUrl = normaliseBaseUrl(form.baseUrl)
  if (form.baseUrl.trim() === '') problems.baseUrl = { kind: 'missing' }
  else if (baseUrl === undefined) problems.baseUrl = { kind: 'invalid' }
  else {
    const refusal = policyRefusal(baseUrl, page)
    if (refusal) problems.baseUrl = refusal
  }
  if (form.apiKey.trim() === '') problems.apiKey = 'missing'
  return baseUrl === undefined ? { problems } : { problems, baseUrl }
}

/**
 * Why the browser would block every request to this service, or undefined. The page's own policy
 * is read (not a copy of it), so what the form accepts is what the page can reach; without this,
 * a blocked address would only show as "Service unreachable" after every retry.
 */
function policyRefusal(baseUrl: string, page: PageContext): BaseUrlProblem | undefined {
  for (const path of ['/measurements', '/assessments']) {
    const url = endpointUrl(baseUrl, path, '')
    const sources = connectBlockedBy(page.policies, url, page.pageUrl)
    if (sources === undefined) continue
    const target = new URL(url, page.pageUrl)
    const https =
      target.protocol === 'http:' && connectBlockedBy(page.policies, url.replace(/^http:/, 'https:'), page.pageUrl) === undefined
    return { kind: 'blocked', origin: target.origin, sources, https }
  }
  return undefined
}

/** What the page's policy lets it connect to, in words: "this site, any https:// address, http://localhost:*". */
function sayAllowed(t: Translate<Messages>, sources: readonly string[]): string {
  const say = (source: AllowedSource): string => {
    switch (source.kind) {
      case 'this-site':
        return t('allowsThisSite')
      case 'any-address':
        return t('allowsAnyAddress')
      case 'any-of-scheme':
        return t('allowsAnyOfScheme', { scheme: source.scheme })
      case 'as-written':
        return source.source
    }
  }
  const words = allowedSources(sources).map(say)
  return words.length === 0 ? t('allowsNoAddress') : words.join(', ')
}

const BASE_URL_PROBLEMS = { missing: 'baseUrlMissing', invalid: 'baseUrlInvalid' } as const

/** The form's problems in words (the key-only form's too: fixed-service.utils.ts). */
export function formErrorText(t: Translate<Messages>, problems: ConnectionFormProblems): ConnectionFormErrors {
  const errors: ConnectionFormErrors = {}
  const { baseUrl, apiKey } = problems
  if (baseUrl !== undefined)
    errors.baseUrl =
      baseUrl.kind === 'blocked'
        ? t('policyRefusal', { origin: baseUrl.origin, allowed: sayAllowed(t, baseUrl.sources), https: baseUrl.https ? 'yes' : 'no' })
        : t(BASE_URL_PROBLEMS[baseUrl.kind])
  if (apiKey === 'missing') errors.apiKey = t('apiKeyMissing')
  return errors
}

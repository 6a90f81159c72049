import { describe, expect, it } from 'vitest'
import { buildContentSecurityPolicy } from '../../../scripts/csp'
import { allowedSources, connectBlockedBy, pagePolicies } from '../../../src/shared/content-security-policy'
import { formErrorText, validateConnectionForm } from '../../../src/features/connection/connection-form.utils'
import { readFileSync } from 'node:fs'
import { compileCatalog, englishWords } from '../../../scripts/catalogs'
import { ROOT } from '../../../tools/harness/paths'

const PAGE = 'http://127.0.0.1:4173/?wound=1'
/** The policies the builds ship (scripts/csp.ts): what the form is checked against is what the page enforces. */
const RUN_TIME_SERVICE = buildContentSecurityPolicy({})
const FIXED_SERVICE = buildContentSecurityPolicy({ VITE_API_BASE_URL: 'https://wounds.example.org' })

const allowed = (policy: string, url: string, page = PAGE) => connectBlockedBy([policy], url, page) === undefined

describe('connect-src of the build without a fixed service (entered at run time)', () => {
  it.each([
    'https://wounds.example.org/api/v1/measurements',
    'https://10.0.0.5:8443/api/v1/measurements',
    'http://127.0.0.1:4301/api/v1/measurements',
    'http://localhost:8080/wound-service/api/v1/assessments',
    'http://127.0.0.1:4173/api/v1/measurements',
  ])('allows %s', (url) => {
    expect(allowed(RUN_TIME_SERVICE, url)).toBe(true)
  })

  it.each([
    'http://192.168.1.5:8080/api/v1/measurements',
    'http://wounds.example.org/api/v1/measurements',
    'http://10.0.0.5/api/v1/measurements',
  ])('refuses %s, naming what it allows', (url) => {
    const sources = connectBlockedBy([RUN_TIME_SERVICE], url, PAGE)
    expect(sources).toEqual([`'self'`, 'https:', 'http://127.0.0.1:*', 'http://localhost:*'])
    expect(allowedSources(sources ?? [])).toEqual([
      { kind: 'this-site' },
      { kind: 'any-of-scheme', scheme: 'https' },
      { kind: 'as-written', source: 'http://127.0.0.1:*' },
      { kind: 'as-written', source: 'http://localhost:*' },
    ])
  })
})

describe('connect-src of a build with its service fixed', () => {
  it('allows that service and the page’s own origin only', () => {
    expect(allowed(FIXED_SERVICE, 'https://wounds.example.org/api/v1/measurements')).toBe(true)
    expect(allowed(FIXED_SERVICE, `${new URL(PAGE).origin}/api/v1/measurements`)).toBe(true)
    expect(allowed(FIXED_SERVICE, 'https://other.example.org/api/v1/measurements')).toBe(false)
    expect(allowed(FIXED_SERVICE, 'https://wounds.example.org:8443/api/v1/measurements'), 'another port').toBe(false)
  })
})

describe('CSP source matching', () => {
  const connect = (sources: string) => `default-src 'none'; connect-src ${sources}`
  it.each([
    [`'none'`, 'https://a.test/x', false],
    ['*', 'http://a.test/x', true],
    ['http:', 'https://a.test/x', true],
    ['https:', 'http://a.test/x', false],
    ['https://*.example.org', 'https://eu.wounds.example.org/x', true],
    ['https://*.example.org', 'https://example.org/x', false],
    ['https://a.test', 'https://a.test:443/x', true],
    ['https://a.test', 'https://a.test:8443/x', false],
    ['https://a.test:*', 'https://a.test:8443/x', true],
    ['a.test', 'http://a.test/x', true],
    ['a.test', 'https://a.test/x', true],
    ['http://a.test', 'https://a.test/x', true],
    ['https://a.test/wound-service/', 'https://a.test/wound-service/api/v1/measurements', true],
    ['https://a.test/wound-service/', 'https://a.test/other/api/v1/measurements', false],
    ['https://a.test/api/v1/measurements', 'https://a.test/api/v1/measurements', true],
    ['https://a.test/api/v1/measurements', 'https://a.test/api/v1/assessments', false],
    [`'unsafe-inline' 'nonce-abc'`, 'https://a.test/x', false],
  ])('connect-src %s, %s: %s', (sources, url, expected) => {
    expect(allowed(connect(sources), url)).toBe(expected)
  })

  it('falls back to default-src, and without either allows everything', () => {
    expect(allowed(`default-src https://a.test`, 'https://a.test/x')).toBe(true)
    expect(allowed(`default-src https://a.test`, 'https://b.test/x')).toBe(false)
    expect(allowed(`img-src 'self'`, 'https://b.test/x')).toBe(true)
    expect(connectBlockedBy([], 'https://b.test/x', PAGE)).toBeUndefined()
  })

  it('every policy must allow it', () => {
    expect(connectBlockedBy([connect('https:'), connect('https://a.test')], 'https://b.test/x', PAGE)).toEqual(['https://a.test'])
  })

  it(`'self' is the page’s origin`, () => {
    expect(allowed(connect(`'self'`), 'http://127.0.0.1:4173/api/v1/measurements')).toBe(true)
    expect(allowed(connect(`'self'`), 'http://127.0.0.1:4174/api/v1/measurements')).toBe(false)
  })
})

describe('the policy the page enforces', () => {
  it('is read from its <meta http-equiv="Content-Security-Policy"> tags', () => {
    const doc = document.implementation.createHTMLDocument('x')
    doc.head.innerHTML = `<meta charset="utf-8"><meta http-equiv="content-security-policy" content="connect-src 'self'"><meta name="referrer" content="no-referrer">`
    expect(pagePolicies(doc)).toEqual([`connect-src 'self'`])
    expect(pagePolicies(document.implementation.createHTMLDocument('none'))).toEqual([])
  })
})

describe('the connection form against the page’s policy', () => {
  const form = (baseUrl: string) => ({ baseUrl, apiKey: 'k', rememberKey: false })
  const page = { policies: [RUN_TIME_SERVICE], pageUrl: PAGE }
  /** The form's English words, from its catalog (src/words/connection-form). */
  const words = englishWords(`${ROOT}/src/words`, 'connection-form')
  const errorsOf = (baseUrl: string, context = page) => formErrorText(words, validateConnectionForm(form(baseUrl), context).problems)

  it('refuses an address the policy blocks, saying why', () => {
    expect(errorsOf('http://192.168.1.5:8080').baseUrl).toBe(
      words('policyRefusal', {
        origin: 'http://192.168.1.5:8080',
        allowed: 'this site, any https:// address, http://127.0.0.1:*, http://localhost:*',
        https: 'yes',
      }),
    )
  })

  it('names what the policy allows in the language shown: its own words, the sources as written', () => {
    const catalog = JSON.parse(readFileSync(`${ROOT}/src/words/connection-form/de.json`, 'utf8')) as Record<string, string>
    const german = compileCatalog(catalog, 'de')
    const say: typeof words = (id, values) => {
      const message = german[id]
      if (!message) throw new Error(`no message "${id}" in connection-form/de.json`)
      return message(values)
    }
    expect(formErrorText(say, validateConnectionForm(form('http://192.168.1.5:8080'), page).problems).baseUrl).toContain(
      'sie erlaubt nur diese Website, jede https://-Adresse, http://127.0.0.1:*, http://localhost:*.',
    )
  })

  it('says so when the policy allows no address, or any', () => {
    const only = (sources: string) => ({ policies: [`default-src 'none'; connect-src ${sources}`], pageUrl: PAGE })
    expect(errorsOf('https://wounds.example.org', only(`'none'`)).baseUrl).toMatch(/it allows only no address at all\.$/)
    expect(errorsOf('http://wounds.example.org', only(`'unsafe-inline' https:`)).baseUrl).toMatch(
      /it allows only any https:\/\/ address\. Use the service’s https:\/\/ address\.$/,
    )
  })

  it('accepts what the policy allows, and anything when the page has no policy (the dev server)', () => {
    expect(validateConnectionForm(form('https://192.168.1.5:8443'), page).problems).toEqual({})
    expect(validateConnectionForm(form('http://localhost:8080/'), page).problems).toEqual({})
    expect(validateConnectionForm(form('/'), page).problems).toEqual({})
    expect(validateConnectionForm(form('http://192.168.1.5:8080'), { policies: [], pageUrl: PAGE }).problems).toEqual({})
  })

  it('a build with its service fixed refuses every other service', () => {
    expect(errorsOf('https://elsewhere.example.org', { policies: [FIXED_SERVICE], pageUrl: PAGE }).baseUrl).toMatch(
      /does not allow connections to https:\/\/elsewhere\.example\.org; it allows only this site, https:\/\/wounds\.example\.org\.$/,
    )
  })
})

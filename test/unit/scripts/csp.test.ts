import { describe, expect, it } from 'vitest'
import { buildContentSecurityPolicy, contentSecurityPolicy, inlineScripts, parseImageOrigins, type CspEnv } from '../../../scripts/csp'

/** The policy as directive → sources. */
function directives(env: CspEnv): Map<string, string[]> {
  const policy = buildContentSecurityPolicy(env)
  const map = new Map<string, string[]>()
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name) {
      expect(map.has(name), `"${name}" appears once`).toBe(false)
      map.set(name, sources)
    }
  }
  return map
}
const sourcesOf = (env: CspEnv, directive: string) => directives(env).get(directive)

const LOOPBACK = ['http://127.0.0.1:*', 'http://localhost:*']

describe('Content-Security-Policy builder', () => {
  it('fixes scripts, styles and workers to our origin, with nothing inline and nothing by default', () => {
    const policy = directives({ VITE_API_BASE_URL: 'https://wounds.example.org' })
    expect(policy.get('default-src')).toEqual([`'none'`])
    expect(policy.get('script-src')).toEqual([`'self'`])
    expect(policy.get('style-src')).toEqual([`'self'`])
    expect(policy.get('worker-src')).toEqual([`'self'`])
    expect(policy.get('base-uri')).toEqual([`'none'`])
    expect(policy.get('style-src-attr'), 'style attributes (React, recharts) are the one inline allowance').toEqual([`'unsafe-inline'`])
    const rest = [...policy].filter(([name]) => name !== 'style-src-attr').flatMap(([, sources]) => sources)
    expect(rest.filter((source) => source.startsWith(`'unsafe`))).toEqual([])
    // A meta tag cannot carry frame-ancestors (docs/security.md: a header), and upgrading would break loopback http:.
    expect([...policy.keys()]).not.toContain('frame-ancestors')
    expect([...policy.keys()]).not.toContain('upgrade-insecure-requests')
  })

  it('a cross-origin service: connect-src is our origin and the service only; img-src adds https: for storage', () => {
    const env = { VITE_API_BASE_URL: 'https://wounds.example.org/base/path/' }
    expect(sourcesOf(env, 'connect-src')).toEqual([`'self'`, 'https://wounds.example.org'])
    expect(sourcesOf(env, 'img-src')).toEqual([`'self'`, 'https://wounds.example.org', 'https:'])
  })

  it('an http service on loopback (development) is named with its port, not opened to all of http:', () => {
    const env = { VITE_API_BASE_URL: 'http://127.0.0.1:40123' }
    expect(sourcesOf(env, 'connect-src')).toEqual([`'self'`, 'http://127.0.0.1:40123'])
    expect(sourcesOf(env, 'img-src')).toEqual([`'self'`, 'http://127.0.0.1:40123', 'https:'])
    expect(buildContentSecurityPolicy(env)).not.toMatch(/\shttp:(\s|;|$)/)
  })

  it('a same-origin path ("/", behind a proxy): connect-src is our origin only', () => {
    for (const base of ['/', '/wounds/']) {
      expect(sourcesOf({ VITE_API_BASE_URL: base }, 'connect-src')).toEqual([`'self'`])
      expect(sourcesOf({ VITE_API_BASE_URL: base }, 'img-src')).toEqual([`'self'`, 'https:'])
    }
  })

  it('the dev/preview proxy target signs image URLs with its own origin: img-src names it, connect-src does not', () => {
    const env = { VITE_API_BASE_URL: '/', VITE_API_PROXY_TARGET: 'http://localhost:8080/x' }
    expect(sourcesOf(env, 'connect-src')).toEqual([`'self'`])
    expect(sourcesOf(env, 'img-src')).toEqual([`'self'`, 'http://localhost:8080', 'https:'])
  })

  it('no service at build time (demo mode, service entered at run time): any https: service or a loopback http: one', () => {
    for (const env of [{}, { VITE_API_BASE_URL: '' }, { VITE_API_BASE_URL: '   ' }]) {
      expect(sourcesOf(env, 'connect-src')).toEqual([`'self'`, 'https:', ...LOOPBACK])
      expect(sourcesOf(env, 'img-src')).toEqual([`'self'`, 'https:', ...LOOPBACK])
    }
  })

  it('never allows data:, blob:, all of http: or a wildcard for images or connections', () => {
    const envs: CspEnv[] = [
      {},
      { VITE_API_BASE_URL: '/' },
      { VITE_API_BASE_URL: 'https://a.example' },
      { VITE_IMAGE_ORIGINS: 'https://img.example' },
    ]
    for (const env of envs) {
      for (const directive of ['img-src', 'connect-src']) {
        const sources = sourcesOf(env, directive) ?? []
        for (const banned of ['data:', 'blob:', 'http:', '*', `'unsafe-inline'`])
          expect(sources, `${directive} of ${JSON.stringify(env)}`).not.toContain(banned)
      }
    }
  })

  describe('VITE_IMAGE_ORIGINS', () => {
    it('replaces https: in img-src with the named storage origins (normalised, deduplicated)', () => {
      const env = {
        VITE_API_BASE_URL: 'https://wounds.example.org',
        VITE_IMAGE_ORIGINS:
          ' https://Storage.Example.org/ , https://*.s3.amazonaws.com,https://storage.example.org:443,http://127.0.0.1:9000 ',
      }
      expect(sourcesOf(env, 'img-src')).toEqual([
        `'self'`,
        'https://wounds.example.org',
        'https://storage.example.org',
        'https://*.s3.amazonaws.com',
        'http://127.0.0.1:9000',
      ])
      expect(sourcesOf(env, 'connect-src'), 'images are not fetched by script').toEqual([`'self'`, 'https://wounds.example.org'])
    })

    it('with a same-origin service', () => {
      expect(sourcesOf({ VITE_API_BASE_URL: '/', VITE_IMAGE_ORIGINS: 'https://cdn.example.org:8443' }, 'img-src')).toEqual([
        `'self'`,
        'https://cdn.example.org:8443',
      ])
    })

    it('with no service at build time, the run-time service may still serve images itself', () => {
      expect(sourcesOf({ VITE_IMAGE_ORIGINS: 'https://cdn.example.org' }, 'img-src')).toEqual([
        `'self'`,
        'https:',
        ...LOOPBACK,
        'https://cdn.example.org',
      ])
    })

    it('empty means not set', () => {
      expect(parseImageOrigins(undefined)).toBeUndefined()
      expect(parseImageOrigins('')).toBeUndefined()
      expect(parseImageOrigins(' , ,')).toBeUndefined()
    })

    it.each([
      'https:',
      '*',
      'data:',
      `'self'`,
      'storage.example.org',
      'ftp://storage.example.org',
      'https://storage.example.org/bucket',
      'https://storage.example.org?x=1',
      'https://user@storage.example.org',
      'https://*',
      'https://storage.*.org',
      'javascript:alert(1)',
      'https://storage.example.org; script-src *',
      'https://storage.example.org https://other.example.org',
    ])('refuses %j, naming it', (value) => {
      expect(() => buildContentSecurityPolicy({ VITE_IMAGE_ORIGINS: `https://ok.example.org,${value}` })).toThrow(
        new RegExp(`VITE_IMAGE_ORIGINS.*"${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`),
      )
    })
  })

  it.each([
    'wounds.example.org',
    'ftp://wounds.example.org',
    '//wounds.example.org',
    'https://u:p@wounds.example.org',
    'https://wounds.example.org/?a=1',
    'javascript:alert(1)',
  ])('refuses VITE_API_BASE_URL %j instead of shipping a policy for the wrong service', (value) => {
    expect(() => buildContentSecurityPolicy({ VITE_API_BASE_URL: value })).toThrow(/VITE_API_BASE_URL/)
  })
})

describe('inline script check', () => {
  it('finds script elements without src, and only those', () => {
    const html = [
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
      '<script>window.x = 1</script>',
      '<script type="module">import "/a.js"</script>',
      '<SCRIPT\n  src="/b.js"></SCRIPT>',
      '<link rel="modulepreload" href="/assets/c.js">',
    ].join('\n')
    expect(inlineScripts(html)).toEqual(['<script>window.x = 1</script>', '<script type="module">import "/a.js"</script>'])
  })
})

describe('the Vite plugin', () => {
  /** Runs the plugin as a build would: buildStart, then the index.html transform. */
  function transform(env: CspEnv, html: string): unknown {
    const plugin = contentSecurityPolicy(env)
    const { buildStart, transformIndexHtml } = plugin
    if (typeof buildStart !== 'function' || typeof transformIndexHtml !== 'object') throw new Error('unexpected plugin shape')
    Reflect.apply(buildStart, {}, [{}])
    return Reflect.apply(transformIndexHtml.handler, {}, [html, { path: '/index.html', filename: 'index.html' }])
  }
  const PAGE =
    '<!doctype html>\n<html>\n  <head>\n    <meta charset="UTF-8" />\n    <title>x</title>\n    <script type="module" crossorigin src="/assets/index.js"></script>\n  </head>\n</html>'

  it('writes the policy right after the charset, before any script', () => {
    const html = String(transform({ VITE_API_BASE_URL: 'https://wounds.example.org' }, PAGE))
    const meta = `<meta http-equiv="Content-Security-Policy" content="${buildContentSecurityPolicy({ VITE_API_BASE_URL: 'https://wounds.example.org' })}" />`
    expect(html).toContain(`<meta charset="UTF-8" />\n    ${meta}\n    <title>`)
  })

  it('stops the build on an inline script, and on invalid configuration', () => {
    expect(() => transform({}, PAGE.replace('</head>', '<script>alert(1)</script></head>'))).toThrow(/inline script/)
    expect(() => transform({ VITE_IMAGE_ORIGINS: 'data:' }, PAGE)).toThrow(/VITE_IMAGE_ORIGINS/)
  })
})

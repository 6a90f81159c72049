import type { Plugin } from 'vite'

/**
 * Content-Security-Policy for the built app, written into index.html at build time.
 *
 * - scripts only from our own origin (no inline script, no eval);
 * - connect-src: our origin (demo mode's worker, a same-origin proxy) and the configured service;
 *   with no service configured at build time a clinician may enter one at run time, so https: is
 *   allowed then (and http: for a loopback service during development);
 * - img-src: signed image URLs live on the service's storage, whose host is not known in advance.
 */
export function contentSecurityPolicy(env: Record<string, string>): Plugin {
  return {
    name: 'wound-history-csp',
    apply: 'build',
    transformIndexHtml(html) {
      const base = env.VITE_API_BASE_URL ?? ''
      const service = serviceOrigin(base)
      const connect = base.startsWith('/') ? `'self'` : service ? `'self' ${service}` : `'self' https: http://127.0.0.1:* http://localhost:*`
      const policy = [
        `default-src 'self'`,
        `script-src 'self'`,
        `style-src 'self'`,
        // React and recharts set style attributes (positions, sizes); no style elements are inline.
        `style-src-attr 'unsafe-inline'`,
        `img-src 'self' https: http: data: blob:`,
        `connect-src ${connect}`,
        `worker-src 'self'`,
        `object-src 'none'`,
        `base-uri 'none'`,
        `form-action 'self'`,
      ].join('; ')
      return html.replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`)
    },
  }
}

function serviceOrigin(baseUrl: string | undefined): string | undefined {
  if (!baseUrl || baseUrl.startsWith('/')) return undefined
  try {
    return new URL(baseUrl).origin
  } catch {
    return undefined
  }
}

import * as z from 'zod/mini'

/**
 * A service base URL: an absolute http(s) URL, or a path on the app's own origin (e.g. "/" behind
 * a reverse proxy or the dev/preview proxy). Anything else is refused, so the API key can only
 * ever travel to a web service the user or deployer named.
 */
export function normaliseBaseUrl(input: string): string | undefined {
  const value = input.trim()
  if (value === '') return undefined
  if (value.startsWith('/') && !value.startsWith('//')) return value.replace(/\/+$/, '')
  try {
    const url = new URL(value)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
    if (url.username || url.password || url.search || url.hash) return undefined
    return `${url.origin}${url.pathname}`.replace(/\/+$/, '')
  } catch {
    return undefined
  }
}

const Env = z.object({
  VITE_API_BASE_URL: z.optional(z.string()),
})

export type AppEnv = { apiBaseUrl: string | undefined }

export function readEnv(source: Record<string, unknown> = import.meta.env): AppEnv {
  const parsed = Env.safeParse(source)
  const raw = parsed.success ? parsed.data.VITE_API_BASE_URL : undefined
  const apiBaseUrl = raw === undefined ? undefined : normaliseBaseUrl(raw)
  if (raw !== undefined && raw.trim() !== '' && apiBaseUrl === undefined) {
    console.warn('VITE_API_BASE_URL is not an http(s) URL or a path; starting in demo mode.')
  }
  return { apiBaseUrl }
}

/** Only http(s) URLs may reach `src` or `href`; anything else (javascript:, data:, junk) is refused. */
export function safeHttpUrl(value: string | undefined | null): string | undefined {
  if (!value) return undefined
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined
  } catch {
    return undefined
  }
}

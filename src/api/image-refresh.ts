/**
 * How long before a displayed image URL expires its page is fetched again for fresh URLs.
 *
 * The signature is checked when an image request starts, so the margin must cover the time from
 * "refresh now" until the browser has started requests for the new URLs: the page refetch on a slow
 * network with the whole retry ladder (three backoffs of 0.5 + 1 + 2 s, four attempts of a few
 * seconds each on a slow link: ~20-30 s), the render, and lazy images that begin loading only when
 * scrolled to. On top of that: the Date header's whole-second truncation, a little clock skew
 * between device and service, and timers that a busy or throttled tab fires late. 90 s holds all of
 * that with headroom, yet refreshes only every 8.5 minutes of a 10-minute lifetime (15% more
 * requests than refreshing at the last instant, against 25% for a 2-minute margin).
 */
export const REFRESH_MARGIN_MS = 90_000

/**
 * When the earliest of `expiries` (epoch ms) is due for refresh; undefined when there is nothing to
 * refresh. Non-finite expiries are ignored: a NaN would otherwise make the refresh due at once and
 * forever.
 */
export function refreshDueAt(expiries: readonly number[], margin = REFRESH_MARGIN_MS): number | undefined {
  const finite = expiries.filter((expiry) => Number.isFinite(expiry))
  return finite.length === 0 ? undefined : Math.min(...finite) - margin
}

/** An image on screen: which measurement it belongs to, the list page that carried it, its expiry. */
export type DisplayedImage = { measurementId: number; page: number; expiresAt: number }

/**
 * The list pages to fetch again, ascending and each once: those holding at least one displayed URL
 * that is due (expiry within `margin` of `now`). Pages whose URLs are all still fresh are left
 * alone, however many are shown.
 */
export function pagesToRefresh(displayed: readonly DisplayedImage[], now: number, margin = REFRESH_MARGIN_MS): number[] {
  const due = new Set<number>()
  for (const image of displayed) {
    if (Number.isFinite(image.expiresAt) && now >= image.expiresAt - margin) due.add(image.page)
  }
  return [...due].sort((a, b) => a - b)
}

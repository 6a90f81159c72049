import { createLoader, createSerializer } from 'nuqs'
import { parseAsPositiveId, viewParsers } from './view-params'
import { withAppRules } from './view-rules'
import type { ViewState, ViewValues } from './view-state'

/*
 * The app URL outside React: read once at start-up (the first request starts before the app
 * renders), rewritten to its canonical form, and kept in one parameter order.
 */

const loadView = createLoader(viewParsers)
const serializeView = createSerializer(viewParsers, { clearOnDefault: true })

/**
 * The canonical form of an app URL's query: known keys only, defaults left out, malformed values
 * dropped. A pasted or hand-edited link is rewritten to it once, at start-up (history.replace).
 */
export function canonicalSearch(search: string): string {
  return serializeView(withAppRules(loadView(search)))
}

/**
 * The view a URL's query describes, read once outside React (the same parsers and rules as
 * useViewState), so the first request can start before the app has rendered.
 */
export function viewOfSearch(search: string): ViewState {
  return withAppRules(loadView(search))
}

/** The view a change of the app URL will show, before it is written (what Load will open). */
export function viewAfter(patch: ViewValues, search: string = location.search): ViewState {
  return viewOfSearch(serializeView(search, patch))
}

const PARAM_ORDER = Object.keys(viewParsers)

/** Parameters in one fixed order whatever order they were set in, so one view has one URL. */
export function orderViewParams(search: URLSearchParams): URLSearchParams {
  const rank = (key: string) => {
    const index = PARAM_ORDER.indexOf(key)
    return index === -1 ? PARAM_ORDER.length : index
  }
  return new URLSearchParams([...search.entries()].sort(([a], [b]) => rank(a) - rank(b)))
}

/** The `wound` a link carried that is not a wound ID ("1e3", "0x1F"): dropped, and said so by the Wound ID field. */
let refusedWound: string | undefined

/** What the link opened with spelled a wound ID the app refused, if it did; the picker shows it with its message. */
export const refusedWoundParam = (): string | undefined => refusedWound

export function canonicaliseLocation(): void {
  const raw = new URLSearchParams(location.search).get('wound')
  refusedWound = raw !== null && parseAsPositiveId.parse(raw) === null ? raw : undefined
  const canonical = canonicalSearch(location.search)
  const current = location.search === '?' ? '' : location.search
  if (canonical !== current) history.replaceState(history.state, '', `${location.pathname}${canonical}${location.hash}`)
}

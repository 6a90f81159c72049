import { createSerializer, type inferParserType } from 'nuqs'
import { parseAsPositiveId, viewParsers } from './view-params'
import { withAppRules } from './view-rules'
import type { ViewState, ViewValues } from './view-state'

/*
 * The app URL outside React: read once at start-up (the first request starts before the app
 * renders), rewritten to its canonical form, and kept in one parameter order.
 */

type LoadedView = inferParserType<typeof viewParsers>

/**
 * A query's values by the view's parsers, as nuqs's createLoader reads a query string: an absent
 * key, or a value its parser refuses (null) or throws on, reads as the parser's default, else null.
 * Written out because createLoader also reads Requests, URLs, objects and promises, and has a
 * strict mode: about 0.2 KB of the entry this app never runs.
 */
function loadView(search: string): LoadedView {
  const params = new URLSearchParams(search)
  const view: Record<string, unknown> = {}
  for (const [key, parser] of Object.entries(viewParsers)) {
    const raw = params.get(key)
    let value: unknown = null
    if (raw !== null) {
      try {
        value = parser.parse(raw)
      } catch {
        value = null
      }
    }
    view[key] = value ?? ('defaultValue' in parser ? parser.defaultValue : null)
  }
  return view as LoadedView
}

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

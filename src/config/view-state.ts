import { createLoader, createSerializer, parseAsInteger, parseAsNumberLiteral, parseAsStringLiteral, useQueryStates, type Options } from 'nuqs'

/**
 * The app URL is the source of truth for what is on screen (design.md). One schema for the whole
 * view, parsed with defaults: a missing or malformed value reads as its default, and defaults are
 * left out of the URL (nuqs clearOnDefault), so every view has one canonical URL.
 */
export const TABS = ['measurements', 'assessments'] as const
export type Tab = (typeof TABS)[number]

export const ROWS_PER_PAGE = [10, 25, 50, 100] as const
export const DEFAULT_ROWS_PER_PAGE = 25

const positiveInteger = parseAsInteger

export const viewParsers = {
  wound: positiveInteger,
  tab: parseAsStringLiteral(TABS).withDefault('measurements'),
  page: positiveInteger.withDefault(1),
  rows: parseAsNumberLiteral(ROWS_PER_PAGE).withDefault(DEFAULT_ROWS_PER_PAGE),
}

/** Moving to another wound or tab is a new place: it gets a browser history entry. */
export const NAVIGATE: Options = { history: 'push' }
/** Paging within a list also gets one, so Back returns to the previous page of rows. */
export const PAGE_CHANGE: Options = { history: 'push' }

type ParsedView = { wound: number | null; page: number }

/** Values the parsers accept but the app does not (wound 0, page -2) read as absent / default. */
function withAppRules<T extends ParsedView>(view: T): T {
  return { ...view, wound: view.wound !== null && view.wound > 0 ? view.wound : null, page: view.page > 0 ? view.page : 1 }
}

export function useViewState() {
  const [view, setView] = useQueryStates(viewParsers)
  return { view: withAppRules(view), setView }
}

const loadView = createLoader(viewParsers)
const serializeView = createSerializer(viewParsers, { clearOnDefault: true })

/**
 * The canonical form of an app URL's query: known keys only, defaults left out, malformed values
 * dropped. A pasted or hand-edited link is rewritten to it once, at start-up (history.replace).
 */
export function canonicalSearch(search: string): string {
  return serializeView(withAppRules(loadView(search)))
}

export function canonicaliseLocation(): void {
  const canonical = canonicalSearch(location.search)
  const current = location.search === '?' ? '' : location.search
  if (canonical !== current) history.replaceState(history.state, '', `${location.pathname}${canonical}${location.hash}`)
}

export type ViewState = ReturnType<typeof useViewState>['view']

/** Page and rows per page of the list on screen. A new page size starts again at page 1. */
export function useListPaging() {
  const { view, setView } = useViewState()
  return {
    page: view.page,
    rows: view.rows,
    setPage: (page: number) => void setView({ page: Math.max(1, page) }, PAGE_CHANGE),
    setRows: (rows: number) => void setView({ rows: ROWS_PER_PAGE.find((r) => r === rows) ?? DEFAULT_ROWS_PER_PAGE, page: 1 }, PAGE_CHANGE),
  }
}

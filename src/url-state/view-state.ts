import { FILTER_KEYS, type FilterKey } from '../api/fields'
import { createParser, parseAsArrayOf, parseAsNumberLiteral, parseAsString, parseAsStringLiteral, useQueryStates, type Options } from 'nuqs'
import { createContext, useContext, useMemo } from 'react'
import { parseFilterParam, serializeFilterParam } from '../api/filters'
import { ALLOWED_FIELDS, ALLOWED_FILTERS, SORTS, canonicalFields, type Filter, type ListQuery } from '../api/params'
import { canonicalRowKeys, isRowKey } from '../shared/row-keys'
import { parseCalendarDate } from '../shared/calendar-date'

/**
 * The app URL is the source of truth for what is on screen. One schema for the whole
 * view, parsed with defaults: a missing or malformed value reads as its default, and defaults are
 * left out of the URL (nuqs clearOnDefault), so every view has one canonical URL.
 */
/**
 * The tabs, in the order they are shown, and what each reads: a `list` of the service (its pages,
 * sort, filters and columns in the URL; the tab's name is the endpoint's) or the wound's whole
 * `history` (both lists, every page). A new tab is a line here and its panel in app/wound-view.tsx.
 */
const TAB_READS = { measurements: 'list', assessments: 'list', overview: 'history', images: 'history' } as const

export type Tab = keyof typeof TAB_READS
export const TABS = Object.keys(TAB_READS) as Tab[]
/** The tabs that are lists of the service (the overview draws on both, the images over time on measurements). */
export type ListTab = { [T in Tab]: (typeof TAB_READS)[T] extends 'list' ? T : never }[Tab]
/** Whether a tab draws from the whole history (so a deep link to it asks for every page at once); else it is a list. */
export const readsHistory = (tab: Tab): boolean => TAB_READS[tab] === 'history'

export const ROWS_PER_PAGE = [10, 25, 50, 100] as const
export const DEFAULT_ROWS_PER_PAGE = 25

/**
 * A positive whole number written the canonical way ("12", not "1e3", "1.9", "0x1F", "012" or
 * "2abc", which parseInt would read as something else) and exactly representable: a link can
 * never open a wound, page or measurement other than the one it spells.
 */
export const parseAsPositiveId = createParser({
  parse: (raw) => (/^[1-9]\d*$/.test(raw) && Number.isSafeInteger(Number(raw)) ? Number(raw) : null),
  serialize: String,
})
const positiveInteger = parseAsPositiveId

/** Rows opened, by row key (src/shared/row-keys.ts): a record id, or an id and position when ids repeat. */
const parseAsRowKey = createParser({ parse: (raw) => (isRowKey(raw) ? raw : null), serialize: String })

/** `YYYY-MM-DD` that is a real calendar date; anything else reads as absent. */
const parseAsCalendarDate = createParser({
  parse: (raw) => (parseCalendarDate(raw) ? raw : null),
  serialize: (date: string) => date,
})

const filterParser = (key: FilterKey) =>
  createParser({
    parse: (raw) => parseFilterParam(key, raw),
    serialize: serializeFilterParam,
    eq: (a, b) => a.op === b.op && a.value === b.value,
  })

/** `filter[area]=>=2.5`: the app URL writes filters exactly as the service reads them. */
export const filterParamName = (key: FilterKey) => `filter[${key}]` as const
const filterParsers = Object.fromEntries(FILTER_KEYS.map((key) => [filterParamName(key), filterParser(key)])) as {
  [K in FilterKey as `filter[${K}]`]: ReturnType<typeof filterParser>
}

export const viewParsers = {
  wound: positiveInteger,
  /** A date of the wound opened as a visit (that date's measurements and assessments, contract section 8). */
  visit: parseAsCalendarDate,
  tab: parseAsStringLiteral(TABS).withDefault('measurements'),
  /** Absent: the service's own order (the specification does not say what it is). */
  sort: parseAsStringLiteral(SORTS),
  ...filterParsers,
  /** Chosen columns; absent means every column. */
  fields: parseAsArrayOf(parseAsString, ',').withDefault([]),
  /** The measurement chosen for its images (a row, a chart's data table, a photo): highlighted in the table, shown in the image viewer. */
  selected: positiveInteger,
  /** Two measurements side by side in the image viewer (`compare=<first>,<second>`); only with `selected`. */
  compare: parseAsArrayOf(positiveInteger, ',').withDefault([]),
  /** The published healing reference the overview compares with (the feature knows the ids). */
  reference: parseAsString,
  /**
   * The overview's baseline: the date care changed, from which the early response is judged. A
   * date of the wound, so opening another wound drops it; switching tab keeps it. Whether it is a
   * measurement date is known only once the measurements are in (the overview says what it used).
   */
  baseline: parseAsCalendarDate,
  /**
   * Measurements the clinician left out of the overview's figures (a possible tracing error):
   * never decided by the app. Ids of the wound, so opening another wound drops them.
   */
  exclude: parseAsArrayOf(positiveInteger, ',').withDefault([]),
  /** Rows opened: measurements showing their children, assessments showing their detail. */
  expanded: parseAsArrayOf(parseAsRowKey, ',').withDefault([]),
  page: positiveInteger.withDefault(1),
  rows: parseAsNumberLiteral(ROWS_PER_PAGE).withDefault(DEFAULT_ROWS_PER_PAGE),
}

/** Moving to another wound or tab is a new place: it gets a browser history entry. */
export const NAVIGATE: Options = { history: 'push' }
/** Paging within a list also gets one, so Back returns to the previous page of rows. */
export const PAGE_CHANGE: Options = { history: 'push' }
/**
 * Changing what is shown in place (a row opened, a measurement selected, the viewer opened or
 * closed, a baseline or reference chosen) is not a place to go back to: it replaces the entry.
 */
export const IN_PLACE: Options = { history: 'replace' }

/** The list a tab shows; the overview and the images over time show none. */
export const listOfTab = (tab: Tab): ListTab | undefined => (readsHistory(tab) ? undefined : (tab as ListTab))
const FILTER_PARAMS = FILTER_KEYS.map(filterParamName)

export type ParsedView = {
  wound: number | null
  page: number
  tab: Tab
  fields: string[]
  expanded: string[]
  baseline: string | null
  exclude: number[]
  visit: string | null
  selected: number | null
  compare: number[]
} & {
  [K in FilterKey as `filter[${K}]`]: Filter<FilterKey> | null
}

/**
 * Rules the parsers cannot express: wound and page start at 1; filters and columns the visible
 * list does not have are dropped; columns are kept in the spec's order, `id` first, and "all of
 * them" is written as no choice at all; opened rows are listed once, in id order; a baseline
 * without a wound is dropped; a comparison is two measurements, and only while one is selected
 * (the viewer it belongs to is open).
 */
export function withAppRules<T extends ParsedView>(view: T): T {
  const wound = view.wound !== null && view.wound > 0 ? view.wound : null
  const compare = view.compare.length === 2 && view.selected !== null ? view.compare : []
  const next = {
    ...view,
    wound,
    page: view.page > 0 ? view.page : 1,
    baseline: wound === null ? null : view.baseline,
    exclude: wound === null ? NO_IDS : ascendingOnce(view.exclude),
    visit: wound === null ? null : view.visit,
    compare,
  }
  const list = listOfTab(view.tab)
  const filterKeys = list ? ALLOWED_FILTERS[list] : []
  for (const key of FILTER_KEYS) {
    if (!filterKeys.includes(key)) next[filterParamName(key)] = null
  }
  next.fields = canonicalColumns(view.tab, view.fields)
  next.expanded = canonicalRowKeys(view.expanded)
  return next
}

const NO_IDS: number[] = []
/** Ids listed once, ascending; the same array when it already is (what the overview memoises on stays the same). */
function ascendingOnce(ids: number[]): number[] {
  return ids.every((id, index) => index === 0 || id > (ids[index - 1] ?? 0)) ? ids : [...new Set(ids)].sort((a, b) => a - b)
}

/** The service's canonical columns (allowed, in order, with `id`); every column (or none chosen) is written as []. */
function canonicalColumns(tab: Tab, fields: readonly string[]): string[] {
  const list = listOfTab(tab)
  if (!list) return []
  const chosen = canonicalFields(list, fields)
  return chosen.length === ALLOWED_FIELDS[list].length ? [] : chosen
}

/**
 * The app URL read once for the whole page (ViewStateProvider, under the nuqs adapter): parsed and
 * put through the app's rules once per change, however many components read it. Each reader
 * subscribing on its own (a list's rows have a visit and an images button each) cost a parse of
 * every key per reader per render: a third of the first rows' render time.
 */
export function useViewStateSource() {
  const [raw, setView] = useQueryStates(viewParsers)
  const view = useMemo(() => withAppRules(raw), [raw])
  return useMemo(() => ({ view, setView }), [view, setView])
}

export type ViewStateValue = ReturnType<typeof useViewStateSource>

export const ViewStateContext = createContext<ViewStateValue | null>(null)

/** What the app URL says is on screen, and the way to change it. */
export function useViewState(): ViewStateValue {
  const state = useContext(ViewStateContext)
  if (state === null) throw new Error('useViewState: no ViewStateProvider above this component (src/url-state/view-state-provider.tsx)')
  return state
}

export type ViewPatch = Parameters<ViewStateValue['setView']>[0]
/** A patch as values (no updater function): what a change is known to write before it is made. */
export type ViewValues = Exclude<ViewPatch, ((...args: never[]) => unknown) | null>

/** Everything that belongs to one list: cleared when the tab or the wound changes. */
export const LIST_RESET = {
  sort: null,
  fields: null,
  expanded: null,
  page: null,
  ...Object.fromEntries(FILTER_PARAMS.map((name) => [name, null])),
} satisfies ViewPatch

/**
 * Opening another wound: a fresh list (sort, filters and columns are about the wound at hand), no
 * baseline or visit (dates in the other wound's care) and no chosen measurement (one of the other wound's).
 */
export const openWound = (wound: number): ViewValues => ({
  ...LIST_RESET,
  baseline: null,
  exclude: null,
  visit: null,
  selected: null,
  compare: null,
  wound,
})

/** The active filters of the visible list. */
export function activeFilters(view: ParsedView): Filter<FilterKey>[] {
  return FILTER_KEYS.flatMap((key) => view[filterParamName(key)] ?? [])
}

/**
 * The request the visible list makes, from the URL alone. withAppRules has already kept only the
 * fields and filter keys of this list, which is what the narrowing casts rely on.
 */
export function listQueryOf<E extends ListTab>(
  view: ParsedView & { sort: ListQuery['sort'] | null; rows: number },
  woundId: number,
): ListQuery<E> {
  return {
    woundId,
    page: view.page,
    perPage: view.rows,
    ...(view.sort ? { sort: view.sort } : {}),
    ...(view.fields.length > 0 ? { fields: view.fields as ListQuery<E>['fields'] } : {}),
    filters: activeFilters(view),
  }
}

export type ViewState = ViewStateValue['view']

/**
 * The visible list's state and the ways to change it. Sorting, filtering and a new page size
 * change which rows are on a page, so they start again at page 1.
 */
export function useListView<E extends ListTab>(woundId: number) {
  const { view, setView } = useViewState()
  const filters = activeFilters(view)
  return {
    view,
    query: listQueryOf<E>(view, woundId),
    filters,
    setPage: (page: number) => void setView({ page: Math.max(1, page) }, PAGE_CHANGE),
    setRows: (rows: number) =>
      void setView({ rows: ROWS_PER_PAGE.find((r) => r === rows) ?? DEFAULT_ROWS_PER_PAGE, page: null }, PAGE_CHANGE),
    setSort: (sort: ListQuery['sort'] | null) => void setView({ sort: sort ?? null, page: null }, PAGE_CHANGE),
    setFilters: (next: readonly Filter<FilterKey>[]) => {
      const patch: ViewPatch = Object.fromEntries(FILTER_PARAMS.map((name) => [name, null]))
      for (const filter of next) patch[filterParamName(filter.key)] = filter
      void setView({ ...patch, page: null }, PAGE_CHANGE)
    },
    setFields: (fields: readonly string[]) =>
      void setView({ fields: canonicalColumns(view.tab, fields.length === 0 ? ['id'] : fields) }, PAGE_CHANGE),
    /** Opens a row, or closes it when it is open. */
    toggleExpanded: (key: string) => {
      const open = view.expanded.includes(key) ? view.expanded.filter((k) => k !== key) : [...view.expanded, key]
      void setView({ expanded: canonicalRowKeys(open) }, IN_PLACE)
    },
  }
}

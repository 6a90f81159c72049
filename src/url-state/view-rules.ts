import { FILTER_KEYS, type FilterKey } from '../api/fields'
import { ALLOWED_FIELDS, ALLOWED_FILTERS, canonicalFields, type Filter, type ListQuery } from '../api/params'
import { canonicalRowKeys } from '../shared/row-keys'
import { filterParamName, listOfTab, type ListTab, type Tab } from './view-params'

/*
 * The view the app URL describes, beyond what each key's parser (view-params.ts) can say: the
 * rules between keys (one canonical view per URL), and the request the visible list makes. Pure:
 * the same for the URL read in React (view-state.ts) and outside it (view-url.ts).
 */

type ParsedView = {
  wound: number | null
  wounds: number[]
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
    wounds: caseloadIds(view.wounds),
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

/** The most wounds a caseload lists: a ward's or a clinic's list, not a hospital's. */
export const MAX_CASELOAD = 60

/** The caseload's wounds once each, in the order first listed, at most MAX_CASELOAD; the same array when it already is. */
function caseloadIds(ids: number[]): number[] {
  const once = [...new Set(ids)].slice(0, MAX_CASELOAD)
  return once.length === ids.length ? ids : once
}
/** Ids listed once, ascending; the same array when it already is (what the overview memoises on stays the same). */
function ascendingOnce(ids: number[]): number[] {
  return ids.every((id, index) => index === 0 || id > (ids[index - 1] ?? 0)) ? ids : [...new Set(ids)].sort((a, b) => a - b)
}

/** The service's canonical columns (allowed, in order, with `id`); every column (or none chosen) is written as []. */
export function canonicalColumns(tab: Tab, fields: readonly string[]): string[] {
  const list = listOfTab(tab)
  if (!list) return []
  const chosen = canonicalFields(list, fields)
  return chosen.length === ALLOWED_FIELDS[list].length ? [] : chosen
}

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

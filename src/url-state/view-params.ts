import { FILTER_KEYS, type FilterKey } from '../api/fields'
import { createParser, parseAsArrayOf, parseAsString, parseAsStringLiteral } from 'nuqs'
import { parseFilterParam, serializeFilterParam } from '../api/filters'
import { SORTS } from '../api/params'
import type { WoundTypeChoice } from '../domain/healing/references'
import { isRowKey } from '../shared/row-keys'
import { LOCALES } from '../i18n/locales'
import { isoDate, isPlausibleDate, parseCalendarDate } from '../text/calendar-date'

/**
 * The app URL is the source of truth for what is on screen. One schema for the whole
 * view, parsed with defaults: a missing or malformed value reads as its default, and defaults are
 * left out of the URL (nuqs clearOnDefault), so every view has one canonical URL. A value is read
 * only in the form the app writes it: a `+` (a space in a query), a sign, a letter's case or an
 * invisible character makes it malformed, never another value. This file is
 * that schema: the tabs and the parser of every key; view-rules.ts adds what parsers cannot
 * express, view-state.ts reads it in React.
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

/** The list a tab shows; the overview and the images over time show none. */
export const listOfTab = (tab: Tab): ListTab | undefined => (readsHistory(tab) ? undefined : (tab as ListTab))

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

/**
 * A date as the app URL holds it (a visit, a baseline): `YYYY-MM-DD` exactly, a real calendar date,
 * in the years a record can carry (text/calendar-date's plausible years: a visit of 0001-01-01
 * has no record, and is not drawn). Undefined for anything else (" 2026-03-05", "+2026-03-05").
 */
export function urlDate(raw: string | undefined): string | undefined {
  const date = parseCalendarDate(raw)
  return date && isPlausibleDate(date) && isoDate(date) === raw ? raw : undefined
}

const parseAsCalendarDate = createParser({
  parse: (raw) => urlDate(raw) ?? null,
  serialize: (date: string) => date,
})

/** One of `values`, written exactly as String(value) writes it ("50", never "50.0", "5e1" or "50abc"). */
const parseAsExactNumber = <T extends number>(values: readonly T[]) =>
  createParser({ parse: (raw) => values.find((value) => String(value) === raw) ?? null, serialize: String })

/**
 * The wound types a link may choose: domain/healing/references' WOUND_TYPE_CHOICES, written out
 * here because importing them brings that module's tables (0.6 KB) into the entry chunk. The type
 * keeps each a choice; test/unit/url-state/view-state.test.ts checks that every choice is kept.
 */
const WOUND_TYPE_CHOICES = ['dfu-sheehan-2003', 'vlu-phillips-2000', 'other'] as const satisfies readonly WoundTypeChoice[]

const filterParser = (key: FilterKey) =>
  createParser({
    // As the service reads it, and as the app writes it: `>=2.5`, `2.5` (never `=2.5` or `>= 2.5`).
    parse: (raw) => {
      const filter = parseFilterParam(key, raw)
      return filter && serializeFilterParam(filter) === raw ? filter : null
    },
    serialize: serializeFilterParam,
    eq: (a, b) => a.op === b.op && a.value === b.value,
  })

/** `filter[area]=>=2.5`: the app URL writes filters exactly as the service reads them. */
export const filterParamName = (key: FilterKey) => `filter[${key}]` as const
export const FILTER_PARAMS = FILTER_KEYS.map(filterParamName)
const filterParsers = Object.fromEntries(FILTER_KEYS.map((key) => [filterParamName(key), filterParser(key)])) as {
  [K in FilterKey as `filter[${K}]`]: ReturnType<typeof filterParser>
}

export const viewParsers = {
  wound: positiveInteger,
  /**
   * The language of the words already in catalogs (src/words/<area>/), for a shared link or a
   * test (`en-XA`: the pseudo-locale), written by the header's Language choice; absent: the one
   * remembered on this device, else the browser's (src/i18n/choose-locale.ts).
   */
  lang: parseAsStringLiteral(LOCALES),
  /** The caseload (contract section 10): the wounds of a clinician, in the order they were listed; shown while no `wound` is open. */
  wounds: parseAsArrayOf(positiveInteger, ',').withDefault([]),
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
  /** The wound type the clinician chose: a published healing reference's id, or `other`. */
  reference: parseAsStringLiteral(WOUND_TYPE_CHOICES),
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
  rows: parseAsExactNumber(ROWS_PER_PAGE).withDefault(DEFAULT_ROWS_PER_PAGE),
}

import { formatNumber, pluralise } from '../../text/format'

/*
 * The generic words of src/shared: lists, pagers, alerts and exports, with no wound knowledge (a
 * list's noun, "measurement", comes from the feature that shows it).
 */

/* Error alert */

export const retry = 'Retry'

/* A list: its toolbar, filters and columns */

export const loadingPanel = 'Loading…'
export const filtersLabel = 'Filters'
export const columnsLabel = 'Columns'
/** After "Filters": how many are active. */
export const activeFilterCount = (count: number): string => ` (${count})`
/** After "Columns": how many of them are chosen. */
export const chosenColumnCount = (chosen: number, total: number): string => ` (${chosen} of ${total})`
/** "Measurement" → "Measurement filters". */
export const filtersGroup = (groupNoun: string): string => `${groupNoun} filters`
/** "Measurement" → "Measurement columns". */
export const columnsGroup = (groupNoun: string): string => `${groupNoun} columns`
export const activeFilters = 'Active filters'
export const removeFilter = 'Remove filter'
export const incompleteDateTime = 'Enter a complete date and time.'
export const incompleteDate = 'Enter a complete date.'
/** The operator box of a filter field: "Area comparison". */
export const filterComparison = (fieldLabel: string): string => `${fieldLabel} comparison`
/** A choice filter's "no filter" option. */
export const anyChoice = 'any'
export const applyFilters = 'Apply filters'
export const clearFilters = 'Clear filters'
export const showAllColumns = 'Show all columns'

/* A list's states ("measurement" → "measurements") */

export const offlineList = (noun: string): string => `You are offline: the ${noun}s will load when the network is back.`
export const loadingList = (noun: string): string => `Loading ${noun}s…`
/** What the page's own flag is about: "this page of measurements". */
export const pageOfList = (noun: string): string => `this page of ${noun}s`
export const pageFlagged = 'Page details flagged'
export const pastLastPage = 'This page is past the last one. '
export const goToPage = (page: number): string => `Go to page ${page}`

/* A page with more rows than asked for */

export const oversizedPage = (received: number, noun: string, rowsPerPage: number): string =>
  `The service sent ${pluralise(received, noun)} for a page of ${formatNumber(rowsPerPage, 0)}. `
export const oversizedRowsHidden = (shown: number, hidden: number): string =>
  `${formatNumber(shown, 0)} are shown; ${formatNumber(hidden, 0)} more are not.`
export const oversizedRowsAllShown = 'All of them are shown; those after the first page’s worth were not asked for.'
export const showMoreRows = (step: number): string => `Show ${formatNumber(step, 0)} more`

/* Pager */

/** "measurement" → "measurement pages". */
export const pagerLabel = (noun: string): string => `${noun} pages`
export const previousPage = 'Previous page'
export const nextPage = 'Next page'
export const pagePosition = (page: number, lastPage: number): string => `Page ${formatNumber(page, 0)} of ${formatNumber(lastPage, 0)}`
export const pagerTotal = (total: number, noun: string): string => ` · ${pluralise(total, noun)}`
export const pagerBusy = ' · loading…'
export const rowsPerPageLabel = 'Rows per page'

/* Table */

/** The scrolling box around a table: "Measurements, scrollable". */
export const scrollableTable = (label: string): string => `${label}, scrollable`
/** A row's expand button, when the list names none of its own. */
export const expandChildren = (count: number, expanded: boolean): string => `${expanded ? 'Hide' : 'Show'} ${count} children`
/** Tells a repeated record's controls apart: " (record 2 with this id)". */
export const repeatedRecord = (occurrence: string): string => ` (record ${occurrence} with this id)`

/* A record that does not match the service specification */

export const flagged = 'Flagged'
/** "measurement 7" → ": measurement 7 does not match the service specification in 2 ways". */
export const flaggedDetail = (noun: string, ways: number): string =>
  `: ${noun} does not match the service specification in ${ways} ${ways === 1 ? 'way' : 'ways'}`

/* Long text */

export const moreCharactersInPrint = (hidden: number): string =>
  `(${formatNumber(hidden, 0)} more characters: see the viewer or the CSV export)`
export const showAllCharacters = (hidden: number): string => `Show all (${formatNumber(hidden, 0)} more characters)`
export const showMoreCharacters = (step: number, hidden: number): string =>
  `Show ${formatNumber(step, 0)} more characters (${formatNumber(hidden, 0)} not shown)`
export const showLess = 'Show less'

/* Export CSV */

export const exportCsv = 'Export CSV'
export const exportProgress = (loadedPages: number, totalPages: number | undefined): string =>
  totalPages === undefined ? 'Exporting…' : `Exporting… ${loadedPages} of ${totalPages} ${totalPages === 1 ? 'page' : 'pages'}`
export const exported = (rows: number, fileName: string): string => `Exported ${rows} ${rows === 1 ? 'row' : 'rows'} to ${fileName}.`
export const exportFailed = (title: string): string => `Export failed: ${title}`

/* What a page's Content-Security-Policy lets it connect to: "this site, any https:// address" */

export const thisSite = 'this site'
export const anyAddress = 'any address'
export const anyAddressOfScheme = (scheme: string): string => `any ${scheme}:// address`
export const noAddressAtAll = 'no address at all'

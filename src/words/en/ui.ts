import { formatNumber } from '../../text/format'

/*
 * The generic words of src/shared not yet in a catalog (the pager's, the toolbar's, the table's and
 * the alert's are in src/words/first-rows): the filter form, long text, the export's progress.
 */

/* A list's filter form */

export const incompleteDateTime = 'Enter a complete date and time.'
export const incompleteDate = 'Enter a complete date.'
/** The operator box of a filter field: "Area comparison". */
export const filterComparison = (fieldLabel: string): string => `${fieldLabel} comparison`
/** A choice filter's "no filter" option. */
export const anyChoice = 'any'
export const applyFilters = 'Apply filters'
export const clearFilters = 'Clear filters'

/* Table */

/** Tells a repeated record's controls apart: " (record 2 with this id)". */
export const repeatedRecord = (occurrence: string): string => ` (record ${occurrence} with this id)`

/* Long text */

export const moreCharactersInPrint = (hidden: number): string =>
  `(${formatNumber(hidden, 0)} more characters: see the viewer or the CSV export)`
export const showAllCharacters = (hidden: number): string => `Show all (${formatNumber(hidden, 0)} more characters)`
export const showMoreCharacters = (step: number, hidden: number): string =>
  `Show ${formatNumber(step, 0)} more characters (${formatNumber(hidden, 0)} not shown)`
export const showLess = 'Show less'

/* Export CSV */

export const exportProgress = (loadedPages: number, totalPages: number | undefined): string =>
  totalPages === undefined ? 'Exporting…' : `Exporting… ${loadedPages} of ${totalPages} ${totalPages === 1 ? 'page' : 'pages'}`
export const exported = (rows: number, fileName: string): string => `Exported ${rows} ${rows === 1 ? 'row' : 'rows'} to ${fileName}.`
export const exportFailed = (title: string): string => `Export failed: ${title}`

/* What a page's Content-Security-Policy lets it connect to: "this site, any https:// address" */

export const thisSite = 'this site'
export const anyAddress = 'any address'
export const anyAddressOfScheme = (scheme: string): string => `any ${scheme}:// address`
export const noAddressAtAll = 'no address at all'

/*
 * The generic words of src/shared not yet in a catalog (the rest are in src/words/first-rows): a
 * repeated record's suffix, and what a page's Content-Security-Policy lets it connect to.
 */

/** Tells a repeated record's controls apart: " (record 2 with this id)". */
export const repeatedRecord = (occurrence: string): string => ` (record ${occurrence} with this id)`

/* What a page's Content-Security-Policy lets it connect to: "this site, any https:// address" */

export const thisSite = 'this site'
export const anyAddress = 'any address'
export const anyAddressOfScheme = (scheme: string): string => `any ${scheme}:// address`
export const noAddressAtAll = 'no address at all'

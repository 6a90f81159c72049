/** A catalog imported with `?pseudo` (scripts/catalogs.ts): the English in the pseudo-locale, compiled to a function per message. */
declare module '*.json?pseudo' {
  const messages: Record<string, (values?: Record<string, unknown>) => string>
  export default messages
}

/**
 * A numbered area's catalog (scripts/catalogs.ts NUMBERED_AREAS), `?numbered` or `?pseudo&numbered`:
 * its messages in the English catalog's order, each its text or, with placeholders, its function.
 */
declare module '*.json?numbered' {
  // This file declares modules for the whole program only as long as it imports nothing (a file with an
  // import is a module of its own, whose declarations would not apply), so the type is named inline.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const messages: import('../i18n/numbered').NumberedCatalog
  export default messages
}
declare module '*.json?pseudo&numbered' {
  // This file declares modules for the whole program only as long as it imports nothing (a file with an
  // import is a module of its own, whose declarations would not apply), so the type is named inline.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const messages: import('../i18n/numbered').NumberedCatalog
  export default messages
}

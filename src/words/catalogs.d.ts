/** A catalog imported with `?pseudo` (scripts/catalogs.ts): the English in the pseudo-locale, compiled to a function per message. */
declare module '*.json?pseudo' {
  const messages: Record<string, (values?: Record<string, unknown>) => string>
  export default messages
}

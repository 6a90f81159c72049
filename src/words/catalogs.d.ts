/** A catalog imported with `?pseudo` (scripts/catalogs.ts): the English in the pseudo-locale, compiled. */
declare module '*.json?pseudo' {
  import type { Messages } from '@lingui/core'
  const messages: Messages
  export default messages
}

/**
 * Characters that change how the text around them reads without being seen: C0 and C1 control
 * characters other than tab and line breaks, and the Unicode bidirectional embeddings, overrides
 * and isolates (U+202A–U+202E, U+2066–U+2069), with which a value can reorder the words after it.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point of this pattern
const INVISIBLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g

/** Service text to be copied or exported as plain text: what can be seen, nothing that reorders or hides it. */
export const plainText = (value: string): string => value.replace(INVISIBLE, '')

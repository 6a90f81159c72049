/*
 * Service text as it is copied or exported (the note, the FHIR export's text): apart from
 * plain-text.ts, whose isolation and flags the first rows' words need, so that this loads only
 * with what copies.
 */

/**
 * Characters that change how the text around them reads without being seen: C0 and C1 control
 * characters other than tab and line breaks; the bidirectional marks, embeddings, overrides and
 * isolates (U+200E, U+200F, U+061C, U+202A–U+202E, U+2066–U+2069), with which a value can reorder
 * the words after it; zero-width spaces and joiners, the word joiner and the invisible operators
 * (U+200B–U+200D, U+2060–U+2064), the byte order mark (U+FEFF), the soft hyphen, the deprecated
 * format characters (U+206A–U+206F), the interlinear annotation marks (U+FFF9–U+FFFB) and the tag
 * characters (U+E0000–U+E007F), with which text can hide words that programs still read.
 */
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point of this pattern
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB\u{E0000}-\u{E007F}]/gu

/** The line and paragraph separators (U+2028, U+2029): a line break to some programs, nothing to others. */
const SEPARATORS = /[\u2028\u2029]/g

/**
 * Service text to be copied or exported as plain text: what can be seen, nothing that reorders or
 * hides it. A line or paragraph separator becomes the line break it stands for.
 */
export const plainText = (value: string): string => value.replace(SEPARATORS, '\n').replace(INVISIBLE, '')

/** Plain text on one line: each line break (and the spaces around it) written as " / ". */
export const plainLine = (value: string): string => plainText(value).replace(/\s*[\r\n]+\s*/g, ' / ')

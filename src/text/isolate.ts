import { isolatable } from './plain-text'

/*
 * Service text inside a sentence of the app's, isolated as plain text. Apart from plain-text.ts,
 * which the first rows load (their cells isolate with <bdi>), so that only the chunks that write
 * such sentences carry it.
 */

/**
 * What can reorder the words around a string: right-to-left letters (Hebrew, Arabic, Syriac,
 * Thaana, N'Ko and the other scripts of U+0590–U+08FF, their presentation forms, and the
 * right-to-left blocks beyond the BMP), the right-to-left and Arabic letter marks, and the
 * embeddings, overrides and isolates. Text without any of them reads left to right, and so does
 * the sentence around it.
 */
const REORDERS = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFC\u061C\u200F\u202A-\u202E\u2066-\u2069\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u

/**
 * Service text inside a sentence of the app's, as plain text: between FIRST STRONG ISOLATE and
 * POP DIRECTIONAL ISOLATE (Unicode's isolation for plain text, what `<bdi>` is for elements), so it
 * takes its own direction and nothing in it reorders the sentence. Text that cannot reorder
 * anything is left as it is. Copies and exports drop both marks (plainText).
 */
export const isolate = (value: string): string => (REORDERS.test(value) ? `\u2068${isolatable(value)}\u2069` : value)

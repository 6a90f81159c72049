/**
 * CSV as RFC 4180 writes it: a header row, CRLF after every record, and a field quoted when it
 * holds a comma, a double quote, CR or LF (inner quotes doubled). A CSV is data, not display:
 * values are written as they are, never formatted for a locale.
 */

import { issueLine } from '../words/issue-words'
import { flagsWords } from '../words/flags'

export type CsvCell = string | number | boolean | null | undefined
export type CsvRow<K extends string> = Readonly<Record<K, CsvCell>>

const CRLF = '\r\n'
/**
 * Quoted: a field with a quote or a line break, and a field with any character a spreadsheet may
 * split on. Files are written with commas, but a spreadsheet set up for another list separator
 * (semicolon in much of Europe, tab, pipe) splits where it finds its own: unquoted, `ok;=1+1`
 * would become a cell `=1+1`, a live formula. Quoted, it stays one cell, in every locale.
 */
const NEEDS_QUOTES = /[",;\t|\r\n]/
/**
 * A cell a spreadsheet would read as a formula: one starting with = + - @ (or their full-width
 * forms, which some locales also evaluate), also after leading spaces (an import may trim them),
 * or with tab or CR (which can hide one).
 */
const FORMULA_START = /^(?:[\s\u00a0]*[=+\-@\uff1d\uff0b\uff0d\uff20]|[\t\r])/
/** A plain number written as text: safe to open, and it must stay a number. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/

/**
 * Spreadsheet formula injection (OWASP "CSV Injection"): a free-text value such as `=HYPERLINK(…)`
 * or `@SUM(…)` typed into a note would run as a formula when the file is opened in Excel or
 * LibreOffice. Such a cell gets a leading apostrophe, which spreadsheets read as "this is text".
 * The cost is that the apostrophe is visible to tools that read the file as plain data; we accept
 * that for free text, which is where the risk comes from. Numbers are left alone, including
 * negative ones (`-0.5`), whether they arrive as numbers or as numeric strings: they cannot run,
 * and an apostrophe would turn a numeric column into text.
 */
function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text
}

/** One field, neutralised and quoted as needed. Missing values (and NaN, ±Infinity) are empty. */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  const text = neutraliseFormula(value)
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

function csvLine(cells: readonly CsvCell[]): string {
  return cells.map(csvField).join(',')
}

/** The header row and one line per row, every line ending in CRLF; columns in `headers` order. */
function toCsv<K extends string>(headers: readonly K[], rows: readonly CsvRow<K>[]): string {
  const lines = [csvLine(headers), ...rows.map((row) => csvLine(headers.map((header) => row[header])))]
  return lines.map((line) => line + CRLF).join('')
}

/** What one list's export writes: the file's name, its columns, and the rows of a list of records. */
export type CsvSpec<R, K extends string> = {
  /** The file's name for the list of one subject (a wound's id). */
  fileName: (subjectId: number) => string
  headers: readonly K[]
  rows: (records: readonly R[]) => CsvRow<K>[]
}

/** The file a spec writes for these records, and how many rows it holds. */
export function csvOf<R, K extends string>(
  spec: Pick<CsvSpec<R, K>, 'headers' | 'rows'>,
  records: readonly R[],
): { csv: string; rows: number } {
  const rows = spec.rows(records)
  return { csv: toCsv(spec.headers, rows), rows: rows.length }
}

/**
 * "path: sentence" for each way a record departs from what was expected, in one cell; in English,
 * as the file's column names are the wire's (a file read by tools and by whoever it is sent to).
 */
export const issuesCell = (issues: readonly Parameters<typeof issueLine>[1][]): string =>
  issues.map((issue) => issueLine(flagsWords.english, issue)).join('; ')

/**
 * A file to save. The byte order mark is for Excel, which otherwise reads UTF-8 as the local
 * code page and garbles accented names and symbols; other tools skip it.
 */
export function csvBlob(csv: string): Blob {
  return new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' })
}

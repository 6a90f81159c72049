import { describe, expect, it, vi } from 'vitest'
import { csvBlob, csvField, csvOf, type CsvRow } from '../../../src/shared/csv'
import { downloadBlob, REVOKE_DELAY_MS } from '../../../src/shared/download'

/** The file an export of these columns and rows writes (csvOf, as every list's export does). */
const csvFile = <K extends string>(headers: readonly K[], rows: readonly CsvRow<K>[]): string =>
  csvOf({ headers, rows: (records: readonly CsvRow<K>[]) => [...records] }, rows).csv

/** One line of such a file: `cells` as the row under made-up headers. */
const csvLine = (cells: readonly string[]): string => {
  const headers = cells.map((_, i) => `c${i}`)
  return csvFile(headers, [Object.fromEntries(cells.map((cell, i) => [`c${i}`, cell]))]).split('\r\n')[1] ?? ''
}

describe('csvField: RFC 4180 quoting', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['"', '""""'],
    ['line\nbreak', '"line\nbreak"'],
    ['carriage\rreturn', '"carriage\rreturn"'],
    ['windows\r\nline', '"windows\r\nline"'],
    // A semicolon is a list separator in many locales: quoted, so it never splits the cell.
    ['semi; colon', '"semi; colon"'],
    ['  spaced  ', '  spaced  '],
  ])('%j → %j', (value, expected) => {
    expect(csvField(value)).toBe(expected)
  })

  it('keeps unicode as it is', () => {
    expect(csvField('Ödem, 2 cm² — “grün” 🙂')).toBe('"Ödem, 2 cm² — “grün” 🙂"')
    expect(csvField('naïve')).toBe('naïve')
  })

  it('writes empty, missing and non-finite values as empty fields', () => {
    expect(csvField('')).toBe('')
    expect(csvField(undefined)).toBe('')
    expect(csvField(null)).toBe('')
    expect(csvField(Number.NaN)).toBe('')
    expect(csvField(Number.POSITIVE_INFINITY)).toBe('')
  })

  it('writes numbers and booleans plainly, never in a locale', () => {
    expect(csvField(0)).toBe('0')
    expect(csvField(3.25)).toBe('3.25')
    expect(csvField(1234567.5)).toBe('1234567.5')
    expect(csvField(-0.5)).toBe('-0.5')
    expect(csvField(true)).toBe('true')
    expect(csvField(false)).toBe('false')
  })
})

describe('formula injection', () => {
  it.each([
    ['=1+2', "'=1+2"],
    ['+41 79 000 00 00', "'+41 79 000 00 00"],
    ['-cmd', "'-cmd"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\tleading tab', '"\'\tleading tab"'],
    ['  =1+2', "'  =1+2"],
    ['\u00a0@cmd', "'\u00a0@cmd"],
    ['＝1+2', "'＝1+2"],
    ['=HYPERLINK("http://x.test","click")', '"\'=HYPERLINK(""http://x.test"",""click"")"'],
    ['\r=1', '"\'\r=1"'],
    ['-1+1', "'-1+1"],
    ['+1', "'+1"],
  ])('neutralises %j', (value, expected) => {
    expect(csvField(value)).toBe(expected)
  })

  it.each(['-1', '-0.5', '-12.75', '-1e3', '-2.5E-4'])('leaves the plain negative number %j alone', (value) => {
    expect(csvField(value)).toBe(value)
  })

  it('leaves negative numbers passed as numbers alone', () => {
    expect(csvField(-3)).toBe('-3')
  })

  it('leaves text with a formula character elsewhere alone', () => {
    expect(csvField('a=b')).toBe('a=b')
    expect(csvField('user@example.org')).toBe('user@example.org')
    expect(csvField('2026-03-01')).toBe('2026-03-01')
  })
})

/**
 * How a spreadsheet reads a line when its list separator is `separator`: RFC 4180 quoting (a
 * quoted field may hold separators and doubled quotes), split on that separator.
 */
function readAs(line: string, separator: string): string[] {
  const cells: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const char = line.charAt(i)
    if (quoted) {
      if (char === '"' && line.charAt(i + 1) === '"') {
        cell += '"'
        i++
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === separator) {
      cells.push(cell)
      cell = ''
    } else cell += char
  }
  cells.push(cell)
  return cells
}

const LIVE_FORMULA = /^[\s\u00a0]*[=+\-@＝＋－＠]/

describe('formula injection after a separator a spreadsheet may split on', () => {
  const values = ['ok;=1+1', 'ok;+1', 'a|@SUM(A1)', 'x\t=cmd', 'ok,=1+1', 'one; two', '2,5;-3']
  it.each([',', ';', '\t', '|'])('no cell read with separator %j starts a formula, and every value reads back whole', (separator) => {
    const line = csvLine(values)
    const cells = readAs(line, separator)
    for (const cell of cells) expect(cell, `cell ${JSON.stringify(cell)}`).not.toMatch(LIVE_FORMULA)
    if (separator === ',') expect(cells).toEqual(values)
  })

  it('quotes a text cell holding a semicolon, tab or pipe', () => {
    expect(csvField('ok;=1+1')).toBe('"ok;=1+1"')
    expect(csvField('a|b')).toBe('"a|b"')
    expect(csvField('a\tb')).toBe('"a\tb"')
  })
})

describe('csvOf: the file', () => {
  it('writes a header row and one CRLF-terminated line per row, columns in header order', () => {
    const csv = csvFile(
      ['id', 'note', 'value'],
      [
        { value: 1.5, id: 1, note: 'a, b' },
        { id: 2, note: undefined, value: null },
      ],
    )
    expect(csv).toBe('id,note,value\r\n1,"a, b",1.5\r\n2,,\r\n')
  })

  it('writes only the header when there are no rows', () => {
    expect(csvFile(['id', 'date'], [])).toBe('id,date\r\n')
  })

  it('keeps line breaks inside quoted fields distinct from record ends', () => {
    const csv = csvFile(['id', 'notes'], [{ id: 7, notes: 'first\nsecond' }])
    expect(csv).toBe('id,notes\r\n7,"first\nsecond"\r\n')
    expect(csv.split('\r\n')).toHaveLength(3)
  })

  it('joins neutralised, quoted fields with commas', () => {
    const csv = csvFile(['a', 'b', 'c', 'd', 'e'], [{ a: 'x', b: 1, c: undefined, d: '=2', e: 'a"b' }])
    expect(csv.split('\r\n')[1]).toBe('x,1,,\'=2,"a""b"')
  })
})

describe('csvBlob and downloadBlob', () => {
  it('is UTF-8 CSV with a byte order mark for spreadsheets', async () => {
    const blob = csvBlob('id\r\n1\r\n')
    expect(blob.type).toBe('text/csv;charset=utf-8')
    const bytes = new Uint8Array(await blob.arrayBuffer())
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf])
    expect(await blob.text()).toBe('id\r\n1\r\n')
  })

  it('clicks a temporary download link for an object URL, then revokes the URL', () => {
    vi.useFakeTimers()
    try {
      const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/1')
      const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
      const clicked: { href: string; download: string; attached: boolean }[] = []
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push({ href: this.href, download: this.download, attached: this.isConnected })
      })
      const blob = new Blob(['x'])

      downloadBlob(blob, 'wound-1-measurements.csv')

      expect(create).toHaveBeenCalledWith(blob)
      expect(clicked).toEqual([{ href: 'blob:test/1', download: 'wound-1-measurements.csv', attached: true }])
      expect(document.querySelector('a[download]')).toBeNull()
      expect(revoke).not.toHaveBeenCalled()
      vi.advanceTimersByTime(REVOKE_DELAY_MS)
      expect(revoke).toHaveBeenCalledWith('blob:test/1')
    } finally {
      vi.useRealTimers()
    }
  })
})

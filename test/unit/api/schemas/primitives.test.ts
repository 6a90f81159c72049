import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { IMPLAUSIBLE_DATE, lenientBoolean, PLAUSIBLE_YEARS, strictDate } from '../../../../src/api/schemas/primitives'

describe('strictDate', () => {
  // Checked without zod's ISO date format (primitives.ts): what it accepts and reports must not change.
  const zodDate = z.iso.date().check(
    z.refine((date) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return true
      const year = Number(date.slice(0, 4))
      return year >= PLAUSIBLE_YEARS.first && year <= PLAUSIBLE_YEARS.last
    }, IMPLAUSIBLE_DATE),
  )
  const problems = (result: ReturnType<typeof strictDate.safeParse>) =>
    result.success
      ? []
      : result.error.issues.map((issue) => ({ code: issue.code, format: 'format' in issue ? issue.format : undefined, input: issue.input }))

  it.each([
    '2026-03-05',
    '2026-12-31',
    '2024-02-29',
    '2000-02-29',
    '1900-02-28',
    '1900-02-29',
    '2100-02-29',
    '0000-02-29',
    '0100-02-29',
    '0000-01-01',
    '9999-12-31',
    '2026-13-01',
    '2026-00-10',
    '2026-04-31',
    '2026-04-30',
    '2026-04-00',
    ' 2026-04-30',
    '2026-04-30\n',
    '2026-4-30',
    '20260-01-01',
    '2026-01-01T00:00:00Z',
    '2026/01/01',
    '',
    5,
    null,
  ])('reads %j as zod’s z.iso.date() reads it', (value) => {
    const ours = strictDate.safeParse(value, { reportInput: true })
    const zods = zodDate.safeParse(value, { reportInput: true })
    expect(ours.success).toBe(zods.success)
    expect(problems(ours)).toEqual(problems(zods))
  })
})

describe('lenientBoolean', () => {
  it.each([true, false, 'true', 'false', '1', '0', 1, 0, -0, 2, 0.5, Number.NaN, 'yes', '', null, undefined, [1]])('reads %j', (value) => {
    const withLiteral = z.catch(
      z.optional(
        z.union([
          z.boolean(),
          z.pipe(
            z.enum(['true', 'false', '1', '0']),
            z.transform((v) => v === 'true' || v === '1'),
          ),
          z.pipe(
            z.literal([0, 1]),
            z.transform((v) => v === 1),
          ),
        ]),
      ),
      undefined,
    )
    expect(lenientBoolean.parse(value)).toBe(withLiteral.parse(value))
  })
})

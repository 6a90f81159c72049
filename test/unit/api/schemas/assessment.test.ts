import { describe, expect, it } from 'vitest'
import { parseAssessment, type Assessment } from '../../../../src/api/schemas/assessment'
import { StrictAssessment } from '../../../../src/api/schemas/assessment'
import { issueText as issueTextIn } from '../../../../src/words/issue-words'
import { flagsWords } from '../../../../src/words/flags'
import { asJson, assessment, pathsOf } from '../fixtures'

/** The flags' words in English, as an English page says them. */
const issueText = (problem: Parameters<typeof issueTextIn>[1]) => issueTextIn(flagsWords.english, problem)

/** An assessment whose `values` object has been changed by `edit`. */
function withValues(edit: (values: Record<string, unknown>) => void): Assessment {
  const raw = asJson(assessment(1))
  const values = raw.values as Record<string, unknown>
  edit(values)
  return parseAssessment(raw)
}

const messageAt = (record: Assessment, path: string) => {
  const issue = record.issues.find((candidate) => candidate.path === path)
  return issue && issueText(issue.problem)
}

describe('parseAssessment: a record as the spec describes it', () => {
  it('the fixture matches the strict schema', () => {
    expect(StrictAssessment.safeParse(assessment(1)).success).toBe(true)
  })

  it('keeps every field and reports no issues', () => {
    const record = parseAssessment(assessment(1))
    expect(record.issues).toEqual([])
    expect(record.id).toBe(1)
    expect(record.date).toBe('2026-03-01')
    expect(record.created_at).toBe('2026-03-01 10:00:00')
    expect(record.values).toEqual({
      wound_edge: ['ATTACHED', 'ROLLED'],
      peri_wound_skin: ['DRY', 'ERYTHEMA'],
      pain: { at_rest_scale: 0, with_movement_scale: 4, at_night_scale: 10 },
      exudate: { amount: 'MODERATE', comment: 'changed twice daily', type: 'SERO-SANGUINEOUS' },
      odor: 'NO',
      infection: {
        infected: 'YES',
        signs_of_local_infection: ['BLEEDING__FRIABLE_GRANULATION_TISSUE'],
        wound_swab: 'YES',
        wound_swab_date: '2026-02-27',
      },
      tunneling: { direction: [1, 12], length: 2 },
      undermining: { direction: [6], length: 1 },
      miscellaneous: { unable_to_capture: 'NO', qol_assessment_performed: 'N/A' },
      notes: 'Dressing changed.',
    })
  })

  it('accepts a record without the optional groups', () => {
    const record = withValues((v) => {
      for (const key of ['infection', 'tunneling', 'undermining', 'miscellaneous', 'notes']) Reflect.deleteProperty(v, key)
    })
    expect(record.issues).toEqual([])
    expect(record.values?.infection).toBeUndefined()
    expect(record.values?.tunneling).toBeUndefined()
  })

  it('accepts a record reduced by fields= (no values)', () => {
    const record = parseAssessment({ id: 3, date: '2026-03-02' })
    expect(record).toEqual({ id: 3, date: '2026-03-02', issues: [] })
  })

  it('accepts both spellings of the free-text marker', () => {
    const record = withValues((v) => {
      v.wound_edge = ['OTHER-FREE-TEXT', 'OTHER_FREE_TEXT']
      v.peri_wound_skin = ['OTHER_FREE_TEXT', 'OTHER-FREE-TEXT']
    })
    expect(record.issues).toEqual([])
  })

  it('keeps free-text entries in wound_edge and peri_wound_skin without flagging them', () => {
    const record = withValues((v) => {
      v.wound_edge = ['ATTACHED', 'OTHER-FREE-TEXT', 'slightly rolled at 3 o’clock']
      v.peri_wound_skin = ['OTHER_FREE_TEXT', 'itchy, patient reports']
    })
    expect(record.values?.wound_edge).toEqual(['ATTACHED', 'OTHER-FREE-TEXT', 'slightly rolled at 3 o’clock'])
    expect(record.values?.peri_wound_skin).toEqual(['OTHER_FREE_TEXT', 'itchy, patient reports'])
    expect(record.issues).toEqual([])
  })

  it('keeps an infection of the known shape with only some of its fields', () => {
    const record = withValues((v) => {
      v.infection = { infected: 'NO' }
    })
    expect(record.values?.infection).toEqual({ infected: 'NO' })
    expect(record.issues).toEqual([])
  })
})

describe('parseAssessment: tolerant of departures, and says so', () => {
  it('keeps numeric strings in pain scales as numbers and flags them', () => {
    const record = withValues((v) => {
      v.pain = { at_rest_scale: '3', with_movement_scale: 4, at_night_scale: '7' }
    })
    expect(record.values?.pain).toEqual({ at_rest_scale: 3, with_movement_scale: 4, at_night_scale: 7 })
    expect(pathsOf(record)).toEqual(['values.pain.at_rest_scale', 'values.pain.at_night_scale'])
    expect(messageAt(record, 'values.pain.at_rest_scale')).toBe('expected number, got "3"')
  })

  it('keeps a pain scale of 11 and flags it', () => {
    const record = withValues((v) => {
      v.pain = { at_rest_scale: 11, with_movement_scale: -1, at_night_scale: 2.5 }
    })
    expect(record.values?.pain).toEqual({ at_rest_scale: 11, with_movement_scale: -1, at_night_scale: 2.5 })
    expect(messageAt(record, 'values.pain.at_rest_scale')).toBe('above the maximum of 10')
    expect(messageAt(record, 'values.pain.with_movement_scale')).toBe('below the minimum of 0')
    expect(pathsOf(record)).toEqual(['values.pain.at_rest_scale', 'values.pain.with_movement_scale', 'values.pain.at_night_scale'])
  })

  it('keeps an unknown exudate amount as given and flags it', () => {
    const record = withValues((v) => {
      v.exudate = { amount: 'COPIOUS', comment: null, type: 'SEROUS' }
    })
    expect(record.values?.exudate?.amount).toBe('COPIOUS')
    expect(record.values?.exudate?.type).toBe('SEROUS')
    expect(pathsOf(record)).toEqual(['values.exudate.amount'])
    expect(messageAt(record, 'values.exudate.amount')).toBe('unexpected value "COPIOUS" (allowed: NONE, MINIMUM, MODERATE, LARGE)')
  })

  it('keeps unknown odor and exudate type, and a lowercase amount, flagging each', () => {
    const record = withValues((v) => {
      v.odor = 'STRONG'
      v.exudate = { amount: 'large', type: 'BLOODY' }
    })
    expect(record.values?.odor).toBe('STRONG')
    expect(record.values?.exudate).toEqual({ amount: 'large', type: 'BLOODY' })
    expect(pathsOf(record).sort()).toEqual(['values.exudate.amount', 'values.exudate.type', 'values.odor'])
  })

  it('reports a missing required group as missing', () => {
    const record = withValues((v) => {
      Reflect.deleteProperty(v, 'odor')
      Reflect.deleteProperty(v, 'pain')
    })
    expect(record.values?.pain).toBeUndefined()
    expect(messageAt(record, 'values.pain')).toBe('missing (expected object)')
    expect(messageAt(record, 'values.odor')).toMatch(/^missing/)
  })

  it('keeps a tunneling direction of 13 and flags it; numeric strings become numbers', () => {
    const record = withValues((v) => {
      v.tunneling = { direction: [13, '3', 0], length: 2 }
    })
    expect(record.values?.tunneling).toEqual({ direction: [13, 3, 0], length: 2 })
    expect(messageAt(record, 'values.tunneling.direction.0')).toBe('above the maximum of 12')
    expect(messageAt(record, 'values.tunneling.direction.1')).toBe('expected number, got "3"')
    expect(messageAt(record, 'values.tunneling.direction.2')).toBe('below the minimum of 1')
  })

  it('reads a single undermining direction given as a number, and flags it', () => {
    const record = withValues((v) => {
      v.undermining = { direction: 6, length: '1' }
    })
    expect(record.values?.undermining).toEqual({ direction: [6], length: 1 })
    expect(pathsOf(record)).toEqual(['values.undermining.direction', 'values.undermining.length'])
  })

  it('writes out non-string entries of a code list instead of losing them, and flags them', () => {
    const record = withValues((v) => {
      v.wound_edge = ['ATTACHED', 5, { code: 'ROLLED' }]
      v.peri_wound_skin = 'DRY'
    })
    expect(record.values?.wound_edge).toEqual(['ATTACHED', '5', '{"code":"ROLLED"}'])
    expect(record.values?.peri_wound_skin).toEqual(['DRY'])
    expect(pathsOf(record)).toEqual(['values.wound_edge.1', 'values.wound_edge.2', 'values.peri_wound_skin'])
  })

  it.each([
    ['an object with other keys', { status: 'suspected', cultured: true }, 'values.infection'],
    ['an object mixing known and other keys', { infected: 'YES', severity: 'mild' }, 'values.infection'],
    ['a string', 'YES', 'values.infection'],
    ['an array', ['BLEEDING__FRIABLE_GRANULATION_TISSUE'], 'values.infection'],
    ['null', null, 'values.infection'],
    ['known keys of the wrong type', { infected: true, signs_of_local_infection: 'REDNESS' }, 'values.infection.infected'],
  ])('keeps an unforeseen infection shape (%s) verbatim and flags it', (_label, infection, path) => {
    const record = withValues((v) => {
      v.infection = infection
    })
    expect(record.values?.infection).toEqual(infection)
    expect(pathsOf(record)[0]).toBe(path)
    expect(pathsOf(record).every((p) => p.startsWith('values.infection'))).toBe(true)
  })

  it('flags an invalid wound swab date but keeps the infection as sent', () => {
    const record = withValues((v) => {
      v.infection = { infected: 'YES', wound_swab: 'YES', wound_swab_date: 'last week' }
    })
    expect(record.values?.infection).toEqual({ infected: 'YES', wound_swab: 'YES', wound_swab_date: 'last week' })
    expect(pathsOf(record)).toEqual(['values.infection.wound_swab_date'])
  })

  it('keeps the other values when one group is unreadable', () => {
    const record = withValues((v) => {
      v.pain = 'severe'
      v.miscellaneous = { unable_to_capture: 'MAYBE', qol_assessment_performed: 'YES', qol_details: 'good' }
    })
    expect(record.values?.pain).toBeUndefined()
    expect(record.values?.exudate?.amount).toBe('MODERATE')
    expect(record.values?.miscellaneous).toEqual({ unable_to_capture: 'MAYBE', qol_assessment_performed: 'YES', qol_details: 'good' })
    expect(pathsOf(record)).toEqual(['values.pain', 'values.miscellaneous.unable_to_capture'])
  })

  it('keeps the record when values is not an object', () => {
    const record = parseAssessment({ id: 4, date: '2026-03-01', values: 'n/a' })
    expect(record.id).toBe(4)
    expect(record.date).toBe('2026-03-01')
    expect(record.values).toBeUndefined()
    expect(pathsOf(record)).toEqual(['values'])
  })

  it('keeps invalid dates as strings and flags them', () => {
    const record = parseAssessment({ ...assessment(1), date: '2026-02-30', created_at: '2026-03-01' })
    expect(record.date).toBe('2026-02-30')
    expect(record.created_at).toBe('2026-03-01')
    expect(pathsOf(record)).toEqual(['date', 'created_at'])
  })

  it.each([
    ['missing', undefined, null],
    ['a word', 'abc', null],
    ['negative-looking string', '-3', null],
    ['a string of digits', '15', 15],
  ])('keeps a record whose id is %s and flags the id', (_label, id, expected) => {
    const raw = asJson(assessment(1))
    if (id === undefined) Reflect.deleteProperty(raw, 'id')
    else raw.id = id
    const record = parseAssessment(raw)
    expect(record.id).toBe(expected)
    expect(record.values?.odor).toBe('NO')
    expect(pathsOf(record)).toEqual(['id'])
  })

  it.each([null, 'assessment', 7, false, [assessment(1)]])('keeps a non-object record %j as an empty, flagged record', (raw) => {
    const record = parseAssessment(raw)
    expect(record.id).toBeNull()
    expect(record.values).toBeUndefined()
    expect(record.issues[0]).toEqual({ path: '(record)', problem: { kind: 'not-an-object' } })
    expect(messageAt(record, '(record)')).toBe('expected an object')
  })
})

describe('parseAssessment: invisible characters in coded values (bidi overrides, zero-width spaces)', () => {
  it('flags an exudate amount with a right-to-left override, writing the controls out in the message', () => {
    const record = withValues((v) => {
      v.exudate = { amount: '\u2067LARGE\u202E', comment: null, type: 'SERO-SANGUINEOUS' }
    })
    // Kept as sent (the screen isolates it), and the message quotes it with nothing left to reorder.
    expect(record.values?.exudate?.amount).toBe('\u2067LARGE\u202E')
    const message = messageAt(record, 'values.exudate.amount') ?? ''
    expect(message).toMatch(
      /^unexpected value "⟨U\+2067⟩LARGE⟨U\+202E⟩" \(allowed: NONE, MINIMUM, MODERATE, LARGE\); it holds characters that cannot be seen/,
    )
    expect(message).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/)
  })

  it.each([
    ['a zero-width space', 'ROLLED\u200B', 'ROLLED⟨U+200B⟩'],
    ['a byte order mark', '\uFEFFATTACHED', '⟨U+FEFF⟩ATTACHED'],
    ['an override in free text', '\u202Eeerf', '⟨U+202E⟩eerf'],
  ])('flags a wound-edge entry with %s, and keeps it', (_, entry, shown) => {
    const record = withValues((v) => {
      v.wound_edge = ['ATTACHED', entry]
    })
    expect(record.values?.wound_edge).toEqual(['ATTACHED', entry])
    expect(messageAt(record, 'values.wound_edge.1')).toBe(
      `holds characters that cannot be seen (bidirectional or zero-width controls): "${shown}"`,
    )
  })

  it('leaves free text without invisible characters unflagged, right-to-left script included', () => {
    const record = withValues((v) => {
      v.wound_edge = ['ATTACHED', 'حواف متقشرة']
    })
    expect(pathsOf(record)).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { parseErrorBody } from '../../../../src/api/schemas/error'

describe('parseErrorBody', () => {
  it('reads the spec fields, error_code as a string of digits becoming a number', () => {
    expect(parseErrorBody({ error: 'Invalid API token', message: 'The API key is missing or invalid.', error_code: '100' })).toEqual({
      title: 'Invalid API token',
      message: 'The API key is missing or invalid.',
      code: 100,
    })
  })

  it('reads error_code sent as a number', () => {
    expect(parseErrorBody({ error: 'Access denied', error_code: 101 })).toEqual({ title: 'Access denied', code: 101 })
  })

  it('trims a padded string of digits', () => {
    expect(parseErrorBody({ error_code: ' 111 ' })).toEqual({ code: 111 })
  })

  it('keeps a non-numeric code as a string', () => {
    expect(parseErrorBody({ error: 'Bad Request', error_code: 'E_X' })).toEqual({ title: 'Bad Request', code: 'E_X' })
    expect(parseErrorBody({ error_code: '10a' })).toEqual({ code: '10a' })
  })

  it('reads the misspelled error_cde', () => {
    expect(parseErrorBody({ error: 'Wound Not Found', message: 'No wound 9.', error_cde: '111' })).toEqual({
      title: 'Wound Not Found',
      message: 'No wound 9.',
      code: 111,
    })
  })

  it('prefers error_code over error_cde', () => {
    expect(parseErrorBody({ error_code: '102', error_cde: '999' })).toEqual({ code: 102 })
  })

  it('leaves out fields that are missing, empty or of no use', () => {
    expect(parseErrorBody({})).toEqual({})
    expect(parseErrorBody({ error: '', message: '', error_code: '' })).toEqual({})
    expect(parseErrorBody({ error: { nested: true }, message: ['a'], error_code: null })).toEqual({})
    expect(parseErrorBody({ error_code: Number.NaN })).toEqual({})
    expect(parseErrorBody({ error_code: true })).toEqual({})
  })

  it.each([undefined, null, 'Not Found', 404, ['error']])('reads nothing from a body that is not an object (%j)', (body) => {
    expect(parseErrorBody(body)).toEqual({})
  })
})

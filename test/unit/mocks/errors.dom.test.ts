import { describe, expect, it } from 'vitest'
import { failure, request } from './helpers'

describe('authentication', () => {
  it.each(['measurements', 'assessments'] as const)('answers 401 on %s without an API key', async (endpoint) => {
    const response = await failure(endpoint, 'wound_id=1', null)
    expect(response).toMatchObject({ status: 401, error: 'Invalid API token', error_code: '100' })
    expect(response.message).not.toBe('')
    expect(response.headers.get('Content-Type')).toBe('application/json')
  })

  it('answers 401 to an unknown key', async () => {
    expect(await failure('measurements', 'wound_id=1', 'wrong-key')).toMatchObject({ status: 401, error_code: '100' })
  })

  it('accepts the demo key and the test key', async () => {
    expect((await request('measurements', 'wound_id=1', 'demo-key')).status).toBe(200)
    expect((await request('assessments', 'wound_id=1', 'test-key')).status).toBe(200)
  })
})

describe('wounds that cannot be read', () => {
  it.each(['measurements', 'assessments'] as const)('answers 403 for wound 4 on %s', async (endpoint) => {
    expect(await failure(endpoint, 'wound_id=4')).toMatchObject({ status: 403, error: 'Access denied', error_code: '101' })
  })

  it.each(['measurements', 'assessments'] as const)('answers 404 for an unknown wound on %s', async (endpoint) => {
    expect(await failure(endpoint, 'wound_id=999')).toMatchObject({
      status: 404,
      error: 'Wound Not Found',
      error_code: '111',
    })
  })
})

describe('order of checks: auth, parameters, existence, permission', () => {
  it('reports a missing key before bad parameters', async () => {
    expect((await failure('measurements', 'wound_id=abc&per_page=0', null)).status).toBe(401)
  })

  it('reports bad parameters before an unknown wound', async () => {
    expect((await failure('measurements', 'wound_id=999&per_page=0')).status).toBe(422)
  })

  it('reports bad parameters before a forbidden wound', async () => {
    expect((await failure('measurements', 'wound_id=4&sort=area')).status).toBe(422)
  })

  it('reports every invalid parameter in one answer', async () => {
    const response = await failure('measurements', 'page=0&per_page=500&sort=up')
    expect(Object.keys(response.errors ?? {}).sort()).toEqual(['page', 'per_page', 'sort', 'wound_id'])
  })
})

describe('422 Bad Request', () => {
  const cases: [string, 'measurements' | 'assessments', string, string][] = [
    ['missing wound_id', 'measurements', '', 'wound_id'],
    ['empty wound_id', 'assessments', 'wound_id=', 'wound_id'],
    ['non-numeric wound_id', 'measurements', 'wound_id=abc', 'wound_id'],
    ['zero wound_id', 'measurements', 'wound_id=0', 'wound_id'],
    ['negative wound_id', 'assessments', 'wound_id=-1', 'wound_id'],
    ['fractional wound_id', 'measurements', 'wound_id=1.5', 'wound_id'],
    ['page 0', 'measurements', 'wound_id=1&page=0', 'page'],
    ['non-numeric page', 'assessments', 'wound_id=1&page=two', 'page'],
    ['negative page', 'measurements', 'wound_id=1&page=-1', 'page'],
    ['per_page 0', 'measurements', 'wound_id=1&per_page=0', 'per_page'],
    ['per_page above the maximum', 'assessments', 'wound_id=1&per_page=101', 'per_page'],
    ['fractional per_page', 'measurements', 'wound_id=1&per_page=2.5', 'per_page'],
    ['unknown sort', 'measurements', 'wound_id=1&sort=area', 'sort'],
    ['sort on date', 'assessments', 'wound_id=1&sort=-date', 'sort'],
    ['children in fields', 'measurements', 'wound_id=1&fields=id,children', 'fields'],
    ['created_at in measurement fields', 'measurements', 'wound_id=1&fields=area,created_at', 'fields'],
    ['a measurement field on assessments', 'assessments', 'wound_id=1&fields=area', 'fields'],
    ['a filter key not allowed on measurements', 'measurements', 'wound_id=1&filter[uid]=x', 'filter.uid'],
    ['a filter key not allowed on assessments', 'assessments', 'wound_id=1&filter[type]=group', 'filter.type'],
    ['filter that is not an object', 'measurements', 'wound_id=1&filter=area', 'filter'],
    ['operator !=', 'measurements', 'wound_id=1&filter[area]=!=2', 'filter.area'],
    ['operator <>', 'measurements', 'wound_id=1&filter[area]=<>2', 'filter.area'],
    ['operator ==', 'measurements', 'wound_id=1&filter[id]===2', 'filter.id'],
    ['a non-numeric number', 'measurements', 'wound_id=1&filter[area]=>=big', 'filter.area'],
    ['a fractional id', 'assessments', 'wound_id=1&filter[id]=>1.5', 'filter.id'],
    ['an impossible date', 'measurements', 'wound_id=1&filter[date]=>2026-02-30', 'filter.date'],
    ['a date with a time', 'assessments', 'wound_id=1&filter[date]=2026-01-05 10:00:00', 'filter.date'],
    ['a created_at that is no date', 'assessments', 'wound_id=1&filter[created_at]=<yesterday', 'filter.created_at'],
    ['an updated_at with a bad time', 'measurements', 'wound_id=1&filter[updated_at]=>2026-01-05 25:00:00', 'filter.updated_at'],
    ['an unknown type', 'measurements', 'wound_id=1&filter[type]=circle', 'filter.type'],
    ['a comparison on type', 'measurements', 'wound_id=1&filter[type]=>group', 'filter.type'],
    ['is_locked that is no boolean', 'measurements', 'wound_id=1&filter[is_locked]=yes', 'filter.is_locked'],
    ['a comparison on is_locked', 'measurements', 'wound_id=1&filter[is_locked]=>=true', 'filter.is_locked'],
  ]

  it.each(cases)('rejects %s', async (_name, endpoint, query, parameter) => {
    const response = await failure(endpoint, query)
    expect(response).toMatchObject({ status: 422, error: 'Bad Request', message: 'The given data was invalid.', error_code: '102' })
    expect(Object.keys(response.errors ?? {})).toEqual([parameter])
  })

  it.each([
    ['explicit = on type', 'wound_id=1&filter[type]==group'],
    ['is_locked as 1', 'wound_id=1&filter[is_locked]=1'],
    ['per_page at the maximum', 'wound_id=1&per_page=100'],
    ['an empty filter value (ignored)', 'wound_id=1&filter[area]='],
    ['unknown parameters (ignored)', 'wound_id=1&include=everything'],
    ['URL-encoded operators', 'wound_id=1&filter%5Barea%5D=%3E%3D2.5'],
  ])('accepts %s', async (_name, query) => {
    expect((await request('measurements', query)).status).toBe(200)
  })
})

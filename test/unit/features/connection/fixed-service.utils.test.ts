import { describe, expect, it } from 'vitest'
import { readEnv } from '../../../../src/config/env'
import { fixedService, validateKey } from '../../../../src/features/connection/fixed-service.utils'

const ORIGIN = 'https://wounds.hospital.example'

describe('the service a build is made for', () => {
  it('is none in a build without VITE_API_BASE_URL: the clinician chooses', () => {
    expect(fixedService(readEnv({}).apiBaseUrl, ORIGIN)).toBeUndefined()
  })

  it.each([
    ['/', '', ORIGIN],
    ['/wound-service/', '/wound-service', `${ORIGIN}/wound-service`],
  ])('is this site for the path %j, shown with its address', (raw, baseUrl, address) => {
    expect(fixedService(readEnv({ VITE_API_BASE_URL: raw }).apiBaseUrl, ORIGIN)).toEqual({ baseUrl, address, sameOrigin: true })
  })

  it('is the service itself for an absolute URL', () => {
    const base = readEnv({ VITE_API_BASE_URL: 'https://svc.example/' }).apiBaseUrl
    expect(fixedService(base, ORIGIN)).toEqual({ baseUrl: 'https://svc.example', address: 'https://svc.example', sameOrigin: false })
  })
})

describe('the key-only form', () => {
  it.each(['', '  \t'])('refuses the key %j', (key) => {
    // The full form's rule for the key, in its words (connection-form.utils.ts formErrorText).
    expect(validateKey(key)).toEqual({ apiKey: 'missing' })
  })

  it('accepts any other key', () => {
    expect(validateKey(' k ')).toEqual({})
  })
})

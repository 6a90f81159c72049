import { HttpResponse } from 'msw'
import type { ValidationErrors } from './query'

/**
 * A cross-origin viewer may call the demo service when it is served over real HTTP (e2e, bench).
 * Date is not a CORS-safelisted response header, so it is exposed explicitly: the viewer reads
 * it to know when image URLs were issued.
 */
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'Date',
} as const

export function jsonResponse(body: unknown, status: number, now: number): Response {
  return new HttpResponse(JSON.stringify(body), {
    status,
    headers: { ...CORS_HEADERS, 'Content-Type': 'application/json', Date: new Date(now).toUTCString() },
  })
}

/** Spec 7. error_code goes out as a string of digits, as in the spec's sample payloads. */
const ERRORS = {
  401: { error: 'Invalid API token', message: 'The API key is missing or invalid.', error_code: '100' },
  403: { error: 'Access denied', message: 'The API key has no permission for this wound.', error_code: '101' },
  404: { error: 'Wound Not Found', message: 'The wound with the given wound_id does not exist.', error_code: '111' },
  422: { error: 'Bad Request', message: 'The given data was invalid.', error_code: '102' },
} as const

export function errorResponse(status: keyof typeof ERRORS, now: number, errors?: ValidationErrors): Response {
  // The per-parameter details are an addition in Laravel's manner; clients read only the spec's three fields.
  return jsonResponse({ ...ERRORS[status], ...(errors ? { errors } : {}) }, status, now)
}

export function preflightResponse(): Response {
  return new HttpResponse(null, {
    status: 204,
    headers: {
      ...CORS_HEADERS,
      'Access-Control-Allow-Methods': 'GET, OPTIONS',
      'Access-Control-Allow-Headers': 'X-API-KEY, Accept, Content-Type',
      'Access-Control-Max-Age': '600',
    },
  })
}

/** Storage services answer a bad or stale signed URL with 403 and a small XML document. */
export function imageDenied(message: string): Response {
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>${message}</Message></Error>\n`
  return new HttpResponse(body, { status: 403, headers: { ...CORS_HEADERS, 'Content-Type': 'application/xml' } })
}

export function svgResponse(svg: string, now: number): Response {
  return new HttpResponse(svg, {
    status: 200,
    headers: {
      ...CORS_HEADERS,
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'private, max-age=600',
      Date: new Date(now).toUTCString(),
    },
  })
}

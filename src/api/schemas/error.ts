import * as z from 'zod/mini'
import { lenientString } from './primitives'

/**
 * Spec 7. error_code is declared a number but sent as a string of digits; some payloads of the
 * vendor spell it `error_cde`. Every field is optional: an error body is read for what it offers.
 */
const ErrorBody = z.object({
  error: lenientString,
  message: lenientString,
  error_code: z.optional(z.unknown()),
  error_cde: z.optional(z.unknown()),
})

type ErrorBodyFields = { title?: string; message?: string; code?: number | string }

export function parseErrorBody(body: unknown): ErrorBodyFields {
  const parsed = ErrorBody.safeParse(body)
  if (!parsed.success) return {}
  const { error, message, error_code, error_cde } = parsed.data
  const code = normaliseCode(error_code ?? error_cde)
  return {
    ...(error ? { title: error } : {}),
    ...(message ? { message } : {}),
    ...(code !== undefined ? { code } : {}),
  }
}

function normaliseCode(value: unknown): number | string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value
  if (typeof value === 'string' && value.trim() !== '') return /^\s*\d+\s*$/.test(value) ? Number(value) : value.trim()
  return undefined
}

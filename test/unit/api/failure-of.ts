import { ApiError } from '../../../src/api/errors'

/** The ApiError a call rejects with (fails the test when it resolves or throws something else). */
export async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call
  } catch (error) {
    if (error instanceof ApiError) return error
    throw new Error(`expected an ApiError, got ${String(error)}`, { cause: error })
  }
  throw new Error('expected the call to fail')
}

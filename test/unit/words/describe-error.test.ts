import { describe, expect, it } from 'vitest'
import { ApiError, abortedError, invalidBodyError, networkError, redirectError, timeoutError } from '../../../src/api/errors'
import { describeError as describeErrorIn } from '../../../src/words/describe-error'
import { firstRowWords } from '../../../src/words/first-rows'

/** A failure in English words, as an English page says it. */
const describeError = (error: unknown) => describeErrorIn(firstRowWords.english, error)

describe('a failure in words', () => {
  it.each<[string, ApiError, { title: string; message: string }]>([
    [
      'a 401 of the app’s own (nobody signed in yet)',
      new ApiError({ kind: 'http', status: 401, reason: 'no-session' }),
      { title: 'Sign-in required', message: 'Sign in to see wound data.' },
    ],
    [
      'a bare list instead of the envelope',
      invalidBodyError(200, undefined, 'bare-list'),
      {
        title: 'Unreadable response',
        message:
          'The service answered with a bare list instead of its {data, metadata} envelope: what it holds, and whether more pages follow, cannot be told.',
      },
    ],
    [
      'JSON without a list',
      invalidBodyError(200, undefined, 'no-list'),
      { title: 'Unreadable response', message: 'The service answered without a list of records.' },
    ],
    [
      'a timeout of whole seconds',
      timeoutError(30_000, 0, undefined),
      {
        title: 'Service timed out',
        message: 'The service did not answer completely within 30 seconds. The network may be slow or the service busy: try again.',
      },
    ],
    [
      'a timeout of one second, in the singular',
      timeoutError(1_000, 0, undefined),
      {
        title: 'Service timed out',
        message: 'The service did not answer completely within 1 second. The network may be slow or the service busy: try again.',
      },
    ],
    [
      'a timeout under a second',
      timeoutError(50, 200, undefined),
      {
        title: 'Service timed out',
        message: 'The service did not answer completely within 50 ms. The network may be slow or the service busy: try again.',
      },
    ],
    [
      'a network failure',
      networkError(new TypeError('fetch failed')),
      { title: 'Service unreachable', message: 'The service could not be reached. Check the connection and the API base URL.' },
    ],
    [
      'a redirect',
      redirectError(302),
      { title: 'Service redirected the request', message: expect.stringMatching(/^The service answered with a redirect/) as string },
    ],
    ['a cancelled request', abortedError(undefined), { title: 'Cancelled', message: 'The request was cancelled.' }],
  ])('says %s', (_, error, words) => {
    expect(describeError(error)).toEqual({ ...words, status: error.status })
  })

  it('says what any other failure is, with its own message', () => {
    expect(describeError(new RangeError('Invalid array length'))).toEqual({
      title: 'Something went wrong',
      message: 'Invalid array length',
      status: 0,
    })
  })
})

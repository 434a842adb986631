// The waits of src/api/http.ts's retry policy, computed in process: the back-off with its
// jitter, and Retry-After (the requests that wait them: integration/http.test.ts).
import { describe, expect, it } from 'vitest'
import { ApiError, NetworkError, RetryableApiError, UnreadableAnswerError } from '../../src/api/errors.js'
import { retryAfter, retryDelay, RETRY_POLICY } from '../../src/api/http.js'

describe('retryDelay', () => {
  const network = new NetworkError('no answer')
  const busy = new RetryableApiError('busy', 503)
  it.each([
    ['1. no answer, first try, least jitter', network, 1, 0, 250],
    ['2. no answer, first try, most jitter', network, 1, 1, 500],
    ['3. a 503, third try: the backoff doubles per try', busy, 3, 1, 2000],
    [
      '4. a 503 with Retry-After 30 s: the hint wins over the backoff',
      new RetryableApiError('unavailable', 503, undefined, 30_000),
      1,
      0,
      30_000
    ],
    [
      '5. a Retry-After of 2 min is held to 60 s',
      new RetryableApiError('unavailable', 503, undefined, 120_000),
      1,
      0,
      60_000
    ],
    [
      "5b. a 429 is not the policy's: it has its own, without a limit of tries (rate-limit.ts)",
      new RetryableApiError('slow down', 429, undefined, 1000),
      1,
      0,
      undefined
    ],
    [
      '6. a 2xx body that is not JSON is tried again',
      new UnreadableAnswerError('not JSON', 200, true, 'check base-url.'),
      1,
      0,
      250
    ],
    [
      '7. a 2xx body over the size cap is not',
      new UnreadableAnswerError('too large', 200, false, 'check base-url.'),
      1,
      0,
      undefined
    ],
    ['8. a 404 is not', new ApiError('not found', 404), 1, 0, undefined],
    ['9. an unexpected error is not', new TypeError('bug'), 1, 0, undefined],
    [`10. nothing after the last of ${RETRY_POLICY.attempts} tries`, network, RETRY_POLICY.attempts, 0, undefined]
  ])('%s', (_name, error, attempt, random, expected) => {
    expect(retryDelay(error, attempt, () => random)).toBe(expected)
  })
})

describe('retryAfter', () => {
  const now = Date.parse('Mon, 23 Nov 2026 12:00:00 GMT')
  it.each([
    ['whole seconds', { 'retry-after': '3' }, 3000],
    [
      "an IMF-fixdate, measured against the answer's Date",
      { 'retry-after': 'Mon, 23 Nov 2026 12:00:05 GMT', date: 'Mon, 23 Nov 2026 11:59:58 GMT' },
      7000
    ],
    ['an IMF-fixdate without a Date: against our clock', { 'retry-after': 'Mon, 23 Nov 2026 12:00:05 GMT' }, 5000],
    ['absent', {}, undefined],
    ['zero: the caller backs off on its own', { 'retry-after': '0' }, undefined],
    ['negative (Date.parse would read it as a past year)', { 'retry-after': '-1' }, undefined],
    ['a fraction', { 'retry-after': '5.5' }, undefined],
    ['a list', { 'retry-after': '1,2' }, undefined],
    ['a date in another form', { 'retry-after': '2026-11-23T12:00:05Z' }, undefined],
    ['a date in the past', { 'retry-after': 'Mon, 23 Nov 2026 11:00:00 GMT' }, undefined],
    ['garbage', { 'retry-after': 'soon' }, undefined]
  ])('%s', (_name, headers, expected) => {
    expect(retryAfter(headers, now)).toBe(expected)
  })
})

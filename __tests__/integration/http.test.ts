// The retry policy of src/api/http.ts, in-process: a real HTTP server on a free port, and an
// injected sleep that records each wait instead of waiting.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, NetworkError, RetryableApiError, UnreadableAnswerError } from '../../src/api/errors.js'
import { Http, retryAfter, retryDelay, RETRY_POLICY } from '../../src/api/http.js'

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

describe('Http.json against a server', () => {
  /** Each request takes the next answer; the last one repeats. */
  let answers: { status: number; type: string; body: string; headers?: Record<string, string> }[] = []
  let requests = 0
  let server: Server
  let baseUrl = ''
  beforeAll(async () => {
    server = createServer((req, res) => {
      const answer = answers[Math.min(requests, answers.length - 1)] ?? { status: 500, type: 'text/plain', body: '' }
      requests++
      req.resume()
      res.writeHead(answer.status, { 'content-type': answer.type, ...answer.headers }).end(answer.body)
    })
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>(resolve => server.close(() => resolve())))
  beforeEach(() => {
    requests = 0
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    return () => vi.restoreAllMocks()
  })

  const html = { status: 200, type: 'text/html', body: '<p>proxy</p>' }
  const json = { status: 200, type: 'application/json', body: '{"ok":true}' }
  const get = { method: 'GET', path: '/api/auth/me', purpose: 'checking the API key', idempotent: true } as const

  function client(): { http: Http; waits: number[] } {
    const waits: number[] = []
    const http = new Http({
      baseUrl,
      apiKey: 'k',
      userAgent: 'http-test',
      signal: new AbortController().signal,
      random: () => 0.5,
      sleep: async ms => void waits.push(ms)
    })
    return { http, waits }
  }
  const limited = (retryAfter?: string) => ({
    status: 429,
    type: 'application/json',
    body: '{"error":"rate limit exceeded"}',
    ...(retryAfter === undefined ? {} : { headers: { 'retry-after': retryAfter } })
  })

  it('11. tries an idempotent request again after a 2xx that is not JSON, and returns the answer that is', async () => {
    answers = [html, html, json]
    const { http, waits } = client()
    await expect(http.json(get)).resolves.toEqual({ ok: true })
    expect(requests).toBe(3)
    expect(waits).toHaveLength(2)
    await http.close()
  })

  it("12. sends the deploy POST once: an unreadable answer is the caller's to judge", async () => {
    answers = [html, json]
    const { http, waits } = client()
    const error = await http
      .json({
        method: 'POST',
        path: '/api/services/s/deploy',
        body: {},
        purpose: 'queuing the deployment',
        idempotent: false
      })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UnreadableAnswerError)
    expect((error as UnreadableAnswerError).message).toBe(
      'Queuing the deployment: the service answered 200 with a body that is not JSON ((text/html: proxy)).'
    )
    expect(requests).toBe(1)
    expect(waits).toEqual([])
    await http.close()
  })

  it(`13. gives up after ${RETRY_POLICY.attempts} tries of a 503, waiting between them`, async () => {
    answers = [{ status: 503, type: 'application/json', body: '{"error":"busy"}' }]
    const { http, waits } = client()
    const error = await http.json(get).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RetryableApiError)
    expect((error as RetryableApiError).message).toBe('Checking the API key failed: HTTP 503 "busy".')
    expect(requests).toBe(RETRY_POLICY.attempts)
    expect(waits).toHaveLength(RETRY_POLICY.attempts - 1)
    await http.close()
  })

  it('14. does not try a 404 again', async () => {
    answers = [{ status: 404, type: 'application/json', body: '{"error":"no such service"}' }]
    const { http, waits } = client()
    await expect(http.json(get)).rejects.toMatchObject({ status: 404, serverMessage: 'no such service' })
    expect(requests).toBe(1)
    expect(waits).toEqual([])
    await http.close()
  })

  it(`15. sends a request answered 429 again past the ${RETRY_POLICY.attempts} tries of other failures, waiting Retry-After plus jitter`, async () => {
    answers = [...Array<ReturnType<typeof limited>>(RETRY_POLICY.attempts + 3).fill(limited('2')), json]
    const { http, waits } = client()
    await expect(http.json(get)).resolves.toEqual({ ok: true })
    expect(requests).toBe(RETRY_POLICY.attempts + 4)
    // 2 s, plus half of the 1 s jitter range (random is 0.5), every time.
    expect(waits).toEqual(Array<number>(RETRY_POLICY.attempts + 3).fill(2500))
    await http.close()
  })

  it('16. sends the deploy POST again after a 429: the service refused it before handling it', async () => {
    answers = [limited('1'), limited('1'), { status: 202, type: 'application/json', body: '{"deploymentId":"d1"}' }]
    const { http, waits } = client()
    const deploy = {
      method: 'POST',
      path: '/api/services/s/deploy',
      body: {},
      purpose: 'queuing the deployment'
    } as const
    await expect(http.json({ ...deploy, idempotent: false })).resolves.toEqual({ deploymentId: 'd1' })
    expect(requests).toBe(3)
    expect(waits).toEqual([1500, 1500])
    await http.close()
  })

  it('17. without Retry-After, backs off exponentially with full jitter (1 s, 2 s, 4 s ceilings)', async () => {
    answers = [limited(), limited(), limited(), json]
    const { http, waits } = client()
    await expect(http.json(get)).resolves.toEqual({ ok: true })
    expect(waits).toEqual([500, 1000, 2000])
    await http.close()
  })

  it("18. stops waiting when the step's signal aborts, with the signal's reason", async () => {
    answers = [limited('1')]
    const controller = new AbortController()
    const reason = new Error('the timeout was reached')
    let sleeps = 0
    const aborting = new Http({
      baseUrl,
      apiKey: 'k',
      userAgent: 'http-test',
      signal: controller.signal,
      sleep: async () => {
        if (++sleeps === 3) controller.abort(reason)
        await Promise.resolve()
      }
    })
    // (Retry-After 1 and no clock injected: the 429s are recent when describe() is asked.)
    await expect(aborting.json(get)).rejects.toBe(reason)
    expect(requests).toBe(3)
    expect(aborting.rateLimits.describe()).toMatch(/^The service rate limited 3 requests \(HTTP 429\)/)
    await aborting.close()
  })
})

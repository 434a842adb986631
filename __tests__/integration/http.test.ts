// The retry policy of src/api/http.ts against a real HTTP server on a free port: an injected
// sleep that records each wait instead of waiting, and the default sleep under fake timers
// (the waits themselves: unit/http.test.ts).
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { RetryableApiError, UnreadableAnswerError } from '../../src/api/errors.js'
import { Http, RETRY_POLICY } from '../../src/api/http.js'

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

  it('a 429 with Retry-After pauses every request of the run: another client of it waits before sending', async () => {
    answers = [limited('3'), json, json]
    const held: { ms: number; release: () => void }[] = []
    const otherWaits: number[] = []
    const first = new Http({
      baseUrl,
      apiKey: 'k',
      userAgent: 'http-test',
      signal: new AbortController().signal,
      random: () => 0,
      // The first request's own wait is held open until the test lets it go.
      sleep: ms => new Promise<void>(release => held.push({ ms, release }))
    })
    const second = new Http({
      baseUrl,
      apiKey: 'k',
      userAgent: 'http-test',
      signal: new AbortController().signal,
      sleep: async ms => void otherWaits.push(ms),
      shared: first.shared
    })
    const pending = first.json(get)
    await vi.waitFor(() => expect(held).toHaveLength(1))
    expect(requests).toBe(1)
    // Sent while the first waits out its 429: the second waits for the pause's rest first.
    await expect(second.json(get)).resolves.toEqual({ ok: true })
    expect(otherWaits).toHaveLength(1)
    expect(otherWaits[0]).toBeGreaterThan(2000)
    expect(otherWaits[0]).toBeLessThanOrEqual(3000)
    held[0]?.release()
    await expect(pending).resolves.toEqual({ ok: true })
    // A client of its own run shares nothing: no pause.
    const { http: alone, waits } = client()
    answers = [json]
    requests = 0
    await alone.json(get)
    expect(waits).toEqual([])
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
      'Queuing the deployment failed: the service answered 200 with a body that is not JSON (text/html: proxy).'
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

  it(`19. waits its back-off on the clock, not beside it: under fake timers each of the ${RETRY_POLICY.attempts} tries of a 503 goes out only when its wait is over`, async () => {
    answers = [{ status: 503, type: 'application/json', body: '{"error":"busy"}' }]
    // Only the timers: the server and the sockets keep turning on real I/O.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const http = new Http({
      baseUrl,
      apiKey: 'k',
      userAgent: 'http-test',
      signal: new AbortController().signal,
      random: () => 0.5
    })
    try {
      const outcome = http.json(get).catch((e: unknown) => e)
      /** Lets real I/O run until `requests` reaches `n` (a request goes out and is answered). */
      const reached = async (n: number): Promise<void> => {
        while (requests < n) await new Promise(resolve => setImmediate(resolve))
      }
      // With the jitter at its middle: 375 ms, 750 ms, 1.5 s.
      for (const [n, waitMs] of [375, 750, 1500].entries()) {
        await reached(n + 1)
        await vi.advanceTimersByTimeAsync(waitMs - 1)
        for (let turn = 0; turn < 20; turn++) await new Promise(resolve => setImmediate(resolve))
        expect(requests, `try ${n + 2} before its wait is over`).toBe(n + 1)
        await vi.advanceTimersByTimeAsync(1)
      }
      await reached(RETRY_POLICY.attempts)
      expect(await outcome).toBeInstanceOf(RetryableApiError)
      expect(requests).toBe(RETRY_POLICY.attempts)
    } finally {
      vi.useRealTimers()
      await http.close()
    }
  })
})

// The sandbox's rate limit per key (sandbox/rate-limit.ts): a token bucket on an injected
// clock, its option syntax, the 429 answer a real sandbox gives once a key's bucket is empty,
// and the headers that tell every authenticated answer its key's budget (IETF draft, X-RateLimit-*, none).
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  parseRateLimit,
  parseRateLimitHeaders,
  RateLimiter,
  rateLimitFields,
  type RateLimitHeaders
} from '../../sandbox/rate-limit.js'
import { startSandbox, type Sandbox } from '../../sandbox/server.js'
import { demoSeed } from '../harness/helpers.js'
import { call, KEYS } from '../harness/sandbox.js'

describe('parseRateLimit', () => {
  it.each([
    ['600/min', { perMinute: 600, burst: 100 }],
    ['10/s', { perMinute: 600, burst: 100 }],
    ['300/minute', { perMinute: 300, burst: 50 }],
    ['600/min,burst=20', { perMinute: 600, burst: 20 }],
    ['1/min', { perMinute: 1, burst: 1 }]
  ])('%s', (text, expected) => {
    expect(parseRateLimit(text)).toEqual(expected)
  })

  it.each(['600', '600/hour', 'fast', '0/min', '600/min,burst=0', '-5/min'])(
    'refuses %s, saying what it expects',
    text => {
      expect(() => parseRateLimit(text)).toThrow(
        new RegExp(`^invalid rate limit "${text}": .*expected requests per minute or second, like 600/min`)
      )
    }
  )
})

describe('RateLimiter', () => {
  it('spends a full bucket at once, then refills at the rate, per key', () => {
    let now = 0
    const limiter = new RateLimiter({ perMinute: 60, burst: 3 }, () => now)
    expect([1, 2, 3].map(() => limiter.take('a'))).toEqual([undefined, undefined, undefined])
    expect(limiter.take('a')).toBe(1000)
    // Another key has its own bucket.
    expect(limiter.take('b')).toBeUndefined()
    now = 500
    expect(limiter.take('a')).toBe(500)
    now = 1000
    expect(limiter.take('a')).toBeUndefined()
    expect(limiter.take('a')).toBe(1000)
    // A long pause fills the bucket to its size, not beyond.
    now = 60_000
    expect([1, 2, 3, 4].map(() => limiter.take('a'))).toEqual([undefined, undefined, undefined, 1000])
    expect(limiter.limited.get('a')).toBe(4)
  })
})

describe('parseRateLimitHeaders', () => {
  it.each([
    ['ietf', 'ietf'],
    ['x-ratelimit', 'x-ratelimit'],
    [' None ', 'none']
  ])('%j', (text, expected) => {
    expect(parseRateLimitHeaders(text)).toBe(expected)
  })

  it('refuses another form, listing the valid ones', () => {
    expect(() => parseRateLimitHeaders('draft-7')).toThrow(
      'invalid rate limit headers "draft-7": expected one of ietf, x-ratelimit, none'
    )
  })
})

describe('RateLimiter.admit', () => {
  it('tells what is left: whole requests, until the next one, until the bucket is full', () => {
    let now = 0
    // A token every second, three at most.
    const limiter = new RateLimiter({ perMinute: 60, burst: 3 }, () => now)
    expect(limiter.admit('a')).toEqual({ state: { remaining: 2, nextMs: 1000, fullMs: 1000 } })
    expect(limiter.admit('a')).toEqual({ state: { remaining: 1, nextMs: 1000, fullMs: 2000 } })
    now = 250
    expect(limiter.admit('a')).toEqual({ state: { remaining: 0, nextMs: 750, fullMs: 2750 } })
    // Empty: the wait is the time until the next token, as the state says.
    expect(limiter.admit('a')).toEqual({ waitMs: 750, state: { remaining: 0, nextMs: 750, fullMs: 2750 } })
    now = 3250
    expect(limiter.admit('a').state).toEqual({ remaining: 2, nextMs: 1000, fullMs: 1000 })
  })
})

describe('rateLimitFields', () => {
  const limit = { perMinute: 600, burst: 100 }
  const state = { remaining: 42, nextMs: 80, fullMs: 5800 }
  it.each<[RateLimitHeaders, Record<string, string>]>([
    // The bucket as one policy: 100 requests per 10 s is 600 a minute, 100 at once.
    ['ietf', { 'RateLimit-Policy': '"per-key";q=100;w=10', RateLimit: '"per-key";r=42;t=1' }],
    // Full 5.8 s after 00:00:00.5: at 00:00:06.3, the next whole second's Unix time.
    ['x-ratelimit', { 'X-RateLimit-Limit': '100', 'X-RateLimit-Remaining': '42', 'X-RateLimit-Reset': '1767225607' }],
    ['none', {}]
  ])('%s', (form, fields) => {
    expect(rateLimitFields(form, limit, state, Date.parse('2026-01-01T00:00:00.500Z'))).toEqual(fields)
  })

  it("rounds a policy's window up to whole seconds, and the effective window too", () => {
    const fields = rateLimitFields(
      'ietf',
      { perMinute: 7, burst: 2 },
      { remaining: 0, nextMs: 8571.4, fullMs: 17_142.8 },
      0
    )
    expect(fields).toEqual({ 'RateLimit-Policy': '"per-key";q=2;w=18', RateLimit: '"per-key";r=0;t=9' })
  })
})

describe('the rate-limit headers of a sandbox', () => {
  /** The limiter's clock: the test moves it. */
  let now = 0
  let sandbox: Sandbox
  afterEach(() => sandbox?.close())

  /** A token every second, three at most, with these headers. */
  async function limited(rateLimitHeaders?: RateLimitHeaders): Promise<void> {
    now = 0
    sandbox = await startSandbox({
      port: 0,
      quiet: true,
      rateLimit: '60/min,burst=3',
      now: () => now,
      ...(rateLimitHeaders ? { rateLimitHeaders } : {})
    })
  }

  const get = (path: string, key: string | null = KEYS.account): Promise<Response> =>
    fetch(`${sandbox.url}${path}`, { headers: key === null ? {} : { authorization: `Bearer ${key}` } })

  /** The answer's rate-limit and Retry-After headers, by lower-case name. */
  const limitHeaders = (response: Response): Record<string, string> =>
    Object.fromEntries([...response.headers].filter(([name]) => /ratelimit|retry-after/.test(name)))

  it('by default, every authenticated answer carries the IETF fields: a 200, an error, the log stream, the 429', async () => {
    await limited()
    const policy = '"per-key";q=3;w=3'
    expect(limitHeaders(await get('/api/auth/me'))).toEqual({
      'ratelimit-policy': policy,
      ratelimit: '"per-key";r=2;t=1'
    })
    now = 500
    // An answer a route throws (the unknown deployment's 404) carries them too.
    const missing = await get('/api/deployments/dep_missing/logs')
    expect(missing.status).toBe(404)
    expect(limitHeaders(missing)).toEqual({ 'ratelimit-policy': policy, ratelimit: '"per-key";r=1;t=1' })
    const id = sandbox.store.deploymentsOf('svc-web')[0]?.id ?? ''
    const stream = await get(`/api/deployments/${id}/logs/stream`)
    expect(stream.headers.get('content-type')).toContain('text/event-stream')
    expect(limitHeaders(stream)).toEqual({ 'ratelimit-policy': policy, ratelimit: '"per-key";r=0;t=1' })
    await stream.body?.cancel()
    now = 750
    const refused = await get('/api/auth/me')
    expect(refused.status).toBe(429)
    // Retry-After and the effective window end at the same time: when the next token is back.
    expect(limitHeaders(refused)).toEqual({
      'retry-after': '1',
      'ratelimit-policy': policy,
      ratelimit: '"per-key";r=0;t=1'
    })
    // Without a valid key there is no budget to tell.
    expect(limitHeaders(await get('/api/auth/me', null))).toEqual({})
  })

  it('x-ratelimit: the bucket size, what is left, and the Unix time at which the bucket is full again', async () => {
    await limited('x-ratelimit')
    const at = (response: Response): Record<string, string> => limitHeaders(response)
    const reset = (fullMs: number): string => String(Math.ceil((performance.timeOrigin + now + fullMs) / 1000))
    expect(at(await get('/api/auth/me'))).toEqual({
      'x-ratelimit-limit': '3',
      'x-ratelimit-remaining': '2',
      'x-ratelimit-reset': reset(1000)
    })
    await get('/api/auth/me')
    await get('/api/auth/me')
    const refused = await get('/api/auth/me')
    expect(refused.status).toBe(429)
    expect(at(refused)).toEqual({
      'retry-after': '1',
      'x-ratelimit-limit': '3',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': reset(3000)
    })
  })

  it('none: no rate-limit header, and a 429 with Retry-After only', async () => {
    await limited('none')
    expect(limitHeaders(await get('/api/auth/me'))).toEqual({})
    await get('/api/auth/me')
    await get('/api/auth/me')
    const refused = await get('/api/auth/me')
    expect(refused.status).toBe(429)
    expect(limitHeaders(refused)).toEqual({ 'retry-after': '1' })
  })

  it('no rate limit, no header', async () => {
    sandbox = await startSandbox({ port: 0, quiet: true })
    expect(limitHeaders(await get('/api/auth/me'))).toEqual({})
  })
})

describe('a sandbox with a rate limit', () => {
  let sandbox: Sandbox
  beforeAll(async () => {
    // One token a minute: the bucket does not refill during the test.
    sandbox = await startSandbox({ port: 0, quiet: true, rateLimit: '1/min,burst=2' })
  })
  afterAll(() => sandbox.close())

  it('answers 429 with Retry-After once the key has spent its bucket, and handles nothing', async () => {
    expect((await call(sandbox, 'GET', '/api/auth/me')).status).toBe(200)
    expect((await call(sandbox, 'GET', '/api/auth/me')).status).toBe(200)
    const before = sandbox.store.deploymentsOf('svc-web').length
    const response = await fetch(`${sandbox.url}/api/services/svc-web/deploy`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEYS.account}`, 'content-type': 'application/json' },
      body: '{}'
    })
    expect(response.status).toBe(429)
    const wait = Number(response.headers.get('retry-after'))
    expect(wait).toBeGreaterThanOrEqual(59)
    expect(wait).toBeLessThanOrEqual(60)
    expect(await response.json()).toEqual({
      error: `rate limit exceeded: this key may make 1 requests per minute (bursts of 2); retry after ${wait} s`
    })
    expect(sandbox.store.deploymentsOf('svc-web')).toHaveLength(before)
  })

  it('limits each key on its own, and never a request without a valid key (that is a 401)', async () => {
    expect((await call(sandbox, 'GET', '/api/auth/me', { key: KEYS.project })).status).toBe(200)
    expect((await call(sandbox, 'GET', '/api/auth/me', { key: 'sbx_not_a_key_at_all' })).status).toBe(401)
    expect((await call(sandbox, 'GET', '/api/auth/me', { key: null })).status).toBe(401)
  })

  it('limits tool calls over MCP as the REST requests they stand for: isError with 429, nothing done', async () => {
    // The account key spent its bucket above; the key of another service has its own.
    const client = new Client({ name: 'rate-limit-test', version: '1.0.0' })
    await client.connect(
      new StreamableHTTPClientTransport(new URL(sandbox.mcpUrl), {
        requestInit: { headers: { authorization: `Bearer ${KEYS.account}` } }
      })
    )
    const before = sandbox.store.deploymentsOf('svc-web').length
    const result = (await client.callTool({ name: 'deploy_service', arguments: { id: 'svc-web' } })) as CallToolResult
    await client.close()
    expect(result.isError).toBe(true)
    const [text] = result.content
    expect(text?.type).toBe('text')
    expect(JSON.parse(text?.type === 'text' ? text.text : '')).toEqual({
      status: 429,
      error: expect.stringMatching(
        /^rate limit exceeded: this key may make 1 requests per minute \(bursts of 2\); retry after \d+ s$/
      )
    })
    expect(sandbox.store.deploymentsOf('svc-web')).toHaveLength(before)
  })

  it('reads the limit from the seed too', async () => {
    const seeded = await startSandbox({
      port: 0,
      quiet: true,
      seed: { ...demoSeed(), rateLimit: { perMinute: 120 } }
    })
    expect(seeded.rateLimit).toEqual({ perMinute: 120, burst: 20 })
    await seeded.close()
  })
})

// The sandbox's rate limit per key (sandbox/rate-limit.ts): a token bucket on an injected
// clock, its option syntax, and the 429 answer a real sandbox gives once a key's bucket is empty.
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseRateLimit, RateLimiter } from '../../sandbox/rate-limit.js'
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

// A rate limit per API key, as a hosting service keeps one: a token bucket that holds `burst`
// requests and refills at `perMinute`. A request that finds the bucket empty is answered 429
// with Retry-After (whole seconds until a token is back) and is not handled at all, so a
// client may send it again, the deploy request included. Every authenticated /api request
// costs one token; opening the log stream costs one, however long it then stays open. Every
// authenticated answer, a 429 included, tells the key its budget in headers: by default the
// IETF httpapi draft's RateLimit-Policy and RateLimit (draft-ietf-httpapi-ratelimit-headers-11),
// or the older X-RateLimit-Limit/-Remaining/-Reset, or none.
import type { MiddlewareHandler } from 'hono'
import type { Env } from './http.js'
import { defaultBurst } from './seed.js'

export interface RateLimit {
  /** Tokens added per minute. */
  perMinute: number
  /** Tokens the bucket holds (what a burst may spend at once). */
  burst: number
}

/** `600/min`, `10/s`, optionally with a burst: `600/min,burst=100`. Default burst: ten seconds' worth. */
export function parseRateLimit(text: string): RateLimit {
  const match = /^\s*(\d+)\s*\/\s*(s|sec|second|m|min|minute)\s*(?:,\s*burst\s*=\s*(\d+)\s*)?$/i.exec(text)
  const expected = 'expected requests per minute or second, like 600/min, 10/s or 600/min,burst=100'
  if (!match) throw new Error(`invalid rate limit "${text}": ${expected}`)
  const count = Number(match[1])
  const perMinute = /^s/i.test(match[2] ?? '') ? count * 60 : count
  const burst = match[3] === undefined ? defaultBurst(perMinute) : Number(match[3])
  if (perMinute < 1 || burst < 1)
    throw new Error(`invalid rate limit "${text}": the rate and the burst must be at least 1; ${expected}`)
  return { perMinute, burst }
}

/** The headers that tell a key its budget (`--rate-limit-headers`): the IETF draft's, the older X-RateLimit-*, or none. */
export const RATE_LIMIT_HEADERS = ['ietf', 'x-ratelimit', 'none'] as const
export type RateLimitHeaders = (typeof RATE_LIMIT_HEADERS)[number]

/** `ietf`, `x-ratelimit` or `none`; anything else is an error listing them. */
export function parseRateLimitHeaders(text: string): RateLimitHeaders {
  const form = RATE_LIMIT_HEADERS.find(name => name === text.trim().toLowerCase())
  if (!form) throw new Error(`invalid rate limit headers "${text}": expected one of ${RATE_LIMIT_HEADERS.join(', ')}`)
  return form
}

/** The name of the sandbox's one quota policy in the IETF headers: a bucket per API key. */
const POLICY_NAME = 'per-key'

interface Bucket {
  tokens: number
  at: number
}

/** A key's bucket as its answer tells it, just after the request took its token (or found none). */
export interface BucketState {
  /** Requests the key may send at once. */
  remaining: number
  /** Milliseconds until it may send one more than `remaining` (until the next token is back). */
  nextMs: number
  /** Milliseconds until the bucket is full again (0 when full). */
  fullMs: number
}

/** One bucket per key token; `now` (milliseconds, monotonic) is injectable so tests need not wait. */
export class RateLimiter {
  readonly #buckets = new Map<string, Bucket>()
  /** Requests answered 429, per key token. */
  readonly limited = new Map<string, number>()

  constructor(
    readonly limit: RateLimit,
    private readonly now: () => number = () => performance.now()
  ) {}

  /** Takes a token for `key`: undefined when there was one, else the milliseconds until there is. */
  take(key: string): number | undefined {
    return this.admit(key).waitMs
  }

  /** Takes a token for `key`: `waitMs` (until there is one) when there was none, and the bucket after it. */
  admit(key: string): { waitMs?: number; state: BucketState } {
    const now = this.now()
    const ratePerMs = this.limit.perMinute / 60_000
    const bucket = this.#buckets.get(key) ?? { tokens: this.limit.burst, at: now }
    bucket.tokens = Math.min(this.limit.burst, bucket.tokens + (now - bucket.at) * ratePerMs)
    bucket.at = now
    this.#buckets.set(key, bucket)
    const allowed = bucket.tokens >= 1
    if (allowed) bucket.tokens -= 1
    else this.limited.set(key, (this.limited.get(key) ?? 0) + 1)
    const remaining = Math.floor(bucket.tokens)
    const state = {
      remaining,
      nextMs: (remaining + 1 - bucket.tokens) / ratePerMs,
      fullMs: (this.limit.burst - bucket.tokens) / ratePerMs
    }
    return allowed ? { state } : { waitMs: state.nextMs, state }
  }

  /** Wall-clock milliseconds at the limiter's `now` (the default clock's origin is the process's). */
  epochNow(): number {
    return performance.timeOrigin + this.now()
  }
}

/**
 * The header fields that tell a key its budget:
 * - `ietf`: `RateLimit-Policy: "per-key";q=<burst>;w=<seconds the bucket takes to fill>` (the
 *   burst as the quota, over the window that refills it: the rate and the burst in one policy),
 *   and `RateLimit: "per-key";r=<requests left>;t=<seconds until one more is>`: within t seconds
 *   the key can send no more than r, and on a 429, t is Retry-After.
 * - `x-ratelimit`: `X-RateLimit-Limit` (the burst), `X-RateLimit-Remaining`, and
 *   `X-RateLimit-Reset`, the Unix time in seconds when the bucket is full again.
 * - `none`: nothing (a 429 still carries Retry-After).
 */
export function rateLimitFields(
  form: RateLimitHeaders,
  limit: RateLimit,
  state: BucketState,
  epochMs: number
): Record<string, string> {
  if (form === 'ietf') {
    const windowSeconds = Math.ceil((limit.burst * 60) / limit.perMinute)
    return {
      'RateLimit-Policy': `"${POLICY_NAME}";q=${limit.burst};w=${windowSeconds}`,
      RateLimit: `"${POLICY_NAME}";r=${state.remaining};t=${Math.ceil(state.nextMs / 1000)}`
    }
  }
  if (form === 'x-ratelimit') {
    return {
      'X-RateLimit-Limit': String(limit.burst),
      'X-RateLimit-Remaining': String(state.remaining),
      'X-RateLimit-Reset': String(Math.ceil((epochMs + state.fullMs) / 1000))
    }
  }
  return {}
}

/**
 * Answers 429 once the authenticated key's bucket is empty, and tells every authenticated answer
 * its budget in `form`'s headers; runs after authentication.
 */
export function rateLimited(limiter: RateLimiter, form: RateLimitHeaders = 'ietf'): MiddlewareHandler<Env> {
  return async (c, next) => {
    const { waitMs, state } = limiter.admit(c.get('key').token)
    const fields = rateLimitFields(form, limiter.limit, state, limiter.epochNow())
    // The log stream writes its own head (stream.ts): it reads them here.
    c.set('rateLimitFields', fields)
    if (waitMs === undefined) {
      await next()
      // After the route: an answer thrown as an error (a 404, a 400) is built apart from the context's headers.
      for (const [name, value] of Object.entries(fields)) c.header(name, value)
      return
    }
    const seconds = Math.max(1, Math.ceil(waitMs / 1000))
    c.header('retry-after', String(seconds))
    for (const [name, value] of Object.entries(fields)) c.header(name, value)
    return c.json(
      {
        error: `rate limit exceeded: this key may make ${limiter.limit.perMinute} requests per minute (bursts of ${limiter.limit.burst}); retry after ${seconds} s`
      },
      429
    )
  }
}

// A rate limit per API key, as a hosting service keeps one: a token bucket that holds `burst`
// requests and refills at `perMinute`. A request that finds the bucket empty is answered 429
// with Retry-After (whole seconds until a token is back) and is not handled at all, so a
// client may send it again, the deploy request included. Every authenticated /api request
// costs one token; opening the log stream costs one, however long it then stays open.
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

interface Bucket {
  tokens: number
  at: number
}

/** One bucket per key token; `now` is injectable so tests need not wait. */
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
    const now = this.now()
    const ratePerMs = this.limit.perMinute / 60_000
    const bucket = this.#buckets.get(key) ?? { tokens: this.limit.burst, at: now }
    bucket.tokens = Math.min(this.limit.burst, bucket.tokens + (now - bucket.at) * ratePerMs)
    bucket.at = now
    this.#buckets.set(key, bucket)
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1
      return undefined
    }
    this.limited.set(key, (this.limited.get(key) ?? 0) + 1)
    return (1 - bucket.tokens) / ratePerMs
  }
}

/** Answers 429 once the authenticated key's bucket is empty; runs after authentication. */
export function rateLimited(limiter: RateLimiter): MiddlewareHandler<Env> {
  return async (c, next) => {
    const waitMs = limiter.take(c.get('key').token)
    if (waitMs === undefined) return next()
    const seconds = Math.max(1, Math.ceil(waitMs / 1000))
    c.header('retry-after', String(seconds))
    return c.json(
      {
        error: `rate limit exceeded: this key may make ${limiter.limit.perMinute} requests per minute (bursts of ${limiter.limit.burst}); retry after ${seconds} s`
      },
      429
    )
  }
}

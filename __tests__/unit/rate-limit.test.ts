// The 429 policy of src/api/rate-limit.ts: the wait before sending again, the one log line per
// phase, the pacing window and the words a timeout message gets.
import { actionsHost } from '../../src/action/host.js'
import { describe, expect, it } from 'vitest'
import { PACE_WINDOW_MS, rateLimitWait, RateLimits } from '../../src/api/rate-limit.js'
import { captureStdout } from '../harness/helpers.js'

describe('rateLimitWait', () => {
  it.each([
    ['1. Retry-After 3 s, no jitter drawn', 3000, 1, 0, 3000],
    ['2. Retry-After 3 s, most jitter: up to 1.5 s more (half the hint, being over 1 s)', 3000, 1, 1, 4500],
    ['3. Retry-After 1 s, most jitter: 1 s more', 1000, 1, 1, 2000],
    ['4. Retry-After 0: at least 100 ms', 0, 1, 0, 100],
    ['5. Retry-After 10 min: jitter held to 30 s', 600_000, 1, 1, 630_000],
    ['6. no hint, first 429: full jitter up to 1 s', undefined, 1, 0.5, 500],
    ['7. no hint, fourth 429 in a row: up to 8 s', undefined, 4, 0.5, 4000],
    ['8. no hint, tenth: the ceiling is 30 s', undefined, 10, 1, 30_000],
    ['9. no hint, no jitter drawn: still 100 ms', undefined, 1, 0, 100]
  ])('%s', (_name, hint, inARow, random, expected) => {
    expect(rateLimitWait(hint, inARow, () => random)).toBe(expected)
  })

  it('10. spreads a fleet: different draws give different waits for the same hint', () => {
    const draws = [0.1, 0.4, 0.7]
    const waits = draws.map(r => rateLimitWait(2000, 1, () => r))
    expect(new Set(waits).size).toBe(3)
  })
})

describe('RateLimits', () => {
  const written = captureStdout()
  it('11. says the first 429 of each phase in the log, and the others only in the debug log', () => {
    let now = 0
    const limits = new RateLimits(() => now, Number.POSITIVE_INFINITY, actionsHost())
    limits.enterPhase('Checking the API key')
    limits.limited('checking the API key', 3000)
    limits.limited('checking the API key', 4000)
    now = 4000
    limits.enterPhase('Queuing the deployment')
    limits.limited('queuing the deployment', 500)
    now = 10_000
    const lines = written.join('').split('\n').filter(Boolean)
    expect(lines).toEqual([
      "Rate limited by the service (HTTP 429) while checking the API key; waiting 3s, then trying again until the timeout. The key's limit is shared by every job that uses it.",
      '::debug::Rate limited (HTTP 429) while checking the API key; waiting 4s, then trying again until the timeout.',
      "Rate limited by the service (HTTP 429) while queuing the deployment; waiting 500ms, then trying again until the timeout. The key's limit is shared by every job that uses it."
    ])
    expect(limits.describe()).toBe(
      'The service rate limited 3 requests (HTTP 429), the first 10s before the timeout and the last 6s before the timeout.'
    )
  })

  it('12. paces the watcher down from a 429 until the window after its wait has passed', () => {
    let now = 1000
    const limits = new RateLimits(() => now)
    expect(limits.pacing).toBe(false)
    expect(limits.describe()).toBeUndefined()
    limits.limited('reading the deployment state', 2000)
    now += 2000 + PACE_WINDOW_MS - 1
    expect(limits.pacing).toBe(true)
    now += 1
    expect(limits.pacing).toBe(false)
  })

  it('13. does not pace for 429s of the log stream alone, but counts them, and knows what was limited when', () => {
    let now = 0
    const limits = new RateLimits(() => now)
    limits.limited('opening the live log stream', 1000, 'stream')
    expect(limits.pacing).toBe(false)
    expect(limits.count).toBe(1)
    expect(limits.requestLimitedSince(0)).toBe(false)
    now = 5000
    limits.limited('reading the deployment state', 1000)
    expect(limits.pacing).toBe(true)
    expect(limits.requestLimitedSince(5000)).toBe(true)
    expect(limits.requestLimitedSince(5001)).toBe(false)
  })

  it('14. does not blame a timeout on a 429 long past (a slow build ran out of time)', () => {
    let now = 0
    const limits = new RateLimits(() => now)
    limits.limited('checking the API key', 1000)
    now = 30_000
    expect(limits.describe()).toBe('The service rate limited one request (HTTP 429), 30s before the timeout.')
    now = 1000 + PACE_WINDOW_MS
    expect(limits.describe()).toBeUndefined()
  })

  it('15. says when the service asks for a wait past the timeout', () => {
    const limits = new RateLimits(() => 0, 20_000, actionsHost())
    limits.limited('queuing the deployment', 3_600_000)
    expect(written.join('')).toContain(
      'while queuing the deployment; the service asks to wait 1h 00m, longer than the 20s left: waiting for the timeout.'
    )
  })

  /** A budget whose headers said none is left, the next in 2 s: a request taken now is held. */
  async function heldOnce(limits: RateLimits, clock: { now: number }): Promise<void> {
    const sleep = async (ms: number) => void (clock.now += ms)
    const { budget } = limits
    budget.answered(await budget.take(new AbortController().signal, sleep), {
      status: 200,
      headers: { ratelimit: '"k";r=0;t=2', 'ratelimit-policy': '"k";q=10;w=10' }
    })
    await budget.take(new AbortController().signal, sleep)
  }

  it('16. says once in the log that the run paces itself by the headers, not for every request held', async () => {
    const clock = { now: 0 }
    const limits = new RateLimits(() => clock.now, Number.POSITIVE_INFINITY, actionsHost())
    await heldOnce(limits, clock)
    await heldOnce(limits, clock)
    expect(written.join('').split('\n').filter(Boolean)).toEqual([
      "Pacing the requests to the key's rate limit, as the service's RateLimit header gives it: a request waits for room (2s now) rather than being refused."
    ])
  })

  it('17. a timeout after the budget held requests lately, with no 429, says that they were held back', async () => {
    const clock = { now: 0 }
    const limits = new RateLimits(() => clock.now)
    expect(limits.describe()).toBeUndefined()
    await heldOnce(limits, clock)
    clock.now += 5000
    expect(limits.describe()).toBe(
      "Requests were held back to stay within the key's rate limit, the last 5s before the timeout."
    )
    clock.now += 2000 + PACE_WINDOW_MS
    expect(limits.describe()).toBeUndefined()
  })
})

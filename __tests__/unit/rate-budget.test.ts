// The run's budget of requests (src/api/rate-budget.ts) on an injected clock: the sleep records
// each wait and moves the clock by it, so what is held, and for how long, is exact.
import { describe, expect, it } from 'vitest'
import type { Sleep } from '../../src/core/deadline.js'
import {
  BLIND_IN_FLIGHT,
  FALLBACK_REQUEST_MS,
  LEARNED_FOR_MS,
  LEARNED_SHARE,
  RateBudget,
  type Answer,
  type Hold
} from '../../src/api/rate-budget.js'

const HOUR = 3_600_000

function world(horizonMs = HOUR) {
  const clock = { now: 0 }
  const waits: number[] = []
  const holds: Hold[] = []
  const budget = new RateBudget(
    () => clock.now,
    () => horizonMs,
    hold => void holds.push(hold)
  )
  const sleep: Sleep = async (ms, signal) => {
    waits.push(ms)
    clock.now += ms
    await Promise.resolve()
    signal?.throwIfAborted()
  }
  const take = (ahead = false, signal = new AbortController().signal) => budget.take(signal, sleep, ahead)
  /** `n` requests taken one after another: the clock when each went. */
  const sendTimes = async (n: number): Promise<number[]> => {
    const times: number[] = []
    for (let i = 0; i < n; i++) {
      await take()
      times.push(clock.now)
    }
    return times
  }
  return { budget, clock, waits, holds, take, sendTimes }
}

/** An answer with the IETF draft's fields: `r` left, the next in `t` s, a policy of `q` per `w` s. */
const ietf = (r: number, t: number, q = 3, w = 3, status = 200): Answer => ({
  status,
  headers: { ratelimit: `"k";r=${r};t=${t}`, 'ratelimit-policy': `"k";q=${q};w=${w}` }
})
const served: Answer = { status: 200, headers: {} }
const limited = (retryAfterMs?: number): Answer => ({
  status: 429,
  headers: {},
  ...(retryAfterMs === undefined ? {} : { retryAfterMs })
})
/** Lets pending promise callbacks run. */
const settle = () => new Promise(resolve => setImmediate(resolve))

describe('RateBudget before the service says anything', () => {
  it(`1. holds no request, but keeps at most ${BLIND_IN_FLIGHT} in flight until an answer comes back`, async () => {
    const { budget, take, waits } = world()
    const tickets = await Promise.all(Array.from({ length: BLIND_IN_FLIGHT }, () => take()))
    expect(tickets).toEqual([...Array(BLIND_IN_FLIGHT).keys()])
    let next: number | undefined
    const pending = take().then(ticket => (next = ticket))
    await settle()
    expect(next).toBeUndefined()
    budget.answered(tickets[0] ?? -1, served)
    await pending
    expect(next).toBe(BLIND_IN_FLIGHT)
    expect(waits).toEqual([])
  })
})

describe('RateBudget with rate-limit headers', () => {
  it('2. holds requests once the budget is spent, and releases them as it comes back and at the reset', async () => {
    const { budget, take, waits, clock, holds } = world()
    const first = await take()
    // 2 left, 3 per 3 s: one comes back each second.
    budget.answered(first, ietf(2, 1))
    await take()
    const last = await take()
    expect(waits).toEqual([])
    await take()
    expect(waits).toEqual([1000])
    expect(holds).toEqual([{ waitMs: 1000, form: 'RateLimit' }])
    // None left, the next in 5 s (the service's word, over the rate's): nothing before.
    budget.answered(last, ietf(0, 5))
    await take()
    expect(waits).toEqual([1000, 5000])
    expect(clock.now).toBe(6000)
    // Meanwhile the budget came back to its limit of 3 (less the one just sent): no wait.
    await take()
    await take()
    expect(waits).toEqual([1000, 5000])
  })

  it('3. X-RateLimit: none left, full again in 10 s: one request per 100 ms (100 over 10 s)', async () => {
    const { budget, take, waits } = world()
    budget.answered(await take(), {
      status: 200,
      headers: { 'x-ratelimit-limit': '100', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '10' }
    })
    await take()
    await take()
    expect(waits).toEqual([100, 100])
  })

  it('4. an answer’s requests left count less the requests sent after it and not answered yet', async () => {
    const { budget, take, waits } = world()
    const [first] = [await take(), await take(), await take()]
    // 3 left when the first was counted; the two sent after it will take two of them.
    budget.answered(first ?? -1, ietf(3, 1))
    await take()
    expect(waits).toEqual([])
    await take()
    expect(waits).toEqual([1000])
  })

  it('5. the newest answer’s word stands; an older one, answered later, only lowers it', async () => {
    const { budget, take, waits } = world()
    const [a, b, c] = [await take(), await take(), await take()]
    // The service counted them in another order than they were sent.
    budget.answered(c, ietf(5, 1))
    budget.answered(b, ietf(3, 1))
    budget.answered(a, ietf(9, 1))
    await take()
    await take()
    await take()
    expect(waits).toEqual([])
    await take()
    expect(waits).toEqual([1000])
    // A newer answer raises it again.
    budget.answered(5, ietf(3, 1))
    await take()
    expect(waits).toEqual([1000])
  })

  it('6. a reset past the run’s time left is not waited for: without a rate, one request per second', async () => {
    const { budget, take, waits } = world(5000)
    budget.answered(await take(), { status: 200, headers: { ratelimit: '"k";r=0;t=3600' } })
    await take()
    expect(waits).toEqual([FALLBACK_REQUEST_MS])
  })

  it('7. after a 429 whose wait its request served by its own clock, the pause is over for the others', async () => {
    const { budget, take, waits } = world()
    const ticket = await take()
    // 100 per 10 s, none left, 3 s to wait: the request that met it waits that out (a sleep of its own).
    budget.answered(ticket, ietf(0, 3, 100, 10, 429))
    const until = budget.pausedUntil
    expect(until).toBe(3000)
    budget.endPause(until)
    // The resend goes at once, ahead of the others; the next waits for the budget's rate only.
    await take(true)
    await take()
    expect(waits).toEqual([200])
  })
})

describe('RateBudget after a 429 without headers', () => {
  it('8. nothing before the Retry-After, then one at a time: each request served raises the rate by one per Retry-After', async () => {
    const { budget, take, waits, clock, holds } = world()
    budget.answered(await take(), limited(2000))
    for (let i = 0; i < 6; i++) budget.answered(await take(), served)
    expect(waits).toEqual([2000, 1000, 667, 500, 400, 334])
    expect(holds[0]).toEqual({ waitMs: 2000, form: undefined })
    // Requests not answered yet raise nothing: no burst on the strength of requests in flight.
    const before = clock.now
    await take()
    await take()
    expect(waits.slice(-2)).toEqual([286, 286])
    expect(clock.now - before).toBe(572)
  })

  it('9. a second 429 teaches the rate: what was served between the two, at 90 %, one request at a time', async () => {
    const { budget, take, clock, waits } = world()
    budget.answered(await take(), limited(1000))
    for (let i = 0; i < 50; i++) budget.answered(await take(), served)
    const refused = await take()
    // 50 served between the first 429, at 0, and this one.
    const learnt = (50 / clock.now) * LEARNED_SHARE
    budget.answered(refused, limited(1000))
    waits.length = 0
    for (let i = 0; i < 5; i++) await take()
    // The pause first, then one request each 1 / rate, never two at once.
    expect(waits[0]).toBe(1000)
    for (const wait of waits.slice(1)) expect(Math.abs(wait - 1 / learnt)).toBeLessThanOrEqual(1)
    expect(waits).toHaveLength(5)
  })

  it('10. never slower than one request per Retry-After, however little got through', async () => {
    const { budget, take, clock, waits } = world()
    budget.answered(await take(), limited(1000))
    clock.now = 10_000
    budget.answered(await take(), limited(1000))
    await take()
    await take()
    expect(waits).toEqual([1000, 1000])
  })

  it(`11. forgets what it learnt ${LEARNED_FOR_MS / 1000} s after the last 429: nothing is held, ${BLIND_IN_FLIGHT} in flight`, async () => {
    const { budget, take, clock, waits } = world()
    budget.answered(await take(), limited(1000))
    clock.now = LEARNED_FOR_MS
    for (let i = 0; i < BLIND_IN_FLIGHT; i++) await take()
    expect(waits).toEqual([])
  })

  it('12. a request sent again after its own 429 goes at once: its own wait was the Retry-After', async () => {
    const { budget, take, waits } = world()
    budget.answered(await take(), limited(5000))
    await take(true)
    expect(waits).toEqual([])
    // The next waits for the request after the one the resend took (one per 5 s at first).
    await take()
    expect(waits).toEqual([10_000])
  })
})

describe('RateBudget and the run’s deadline', () => {
  it('13. a held request ends when the signal aborts, with its reason, and the next is not stuck behind it', async () => {
    const { budget, take, waits } = world()
    budget.answered(await take(), limited(5000))
    const controller = new AbortController()
    const reason = new Error('the timeout was reached')
    controller.abort(reason)
    await expect(take(false, controller.signal)).rejects.toBe(reason)
    await take()
    expect(waits).toEqual([5000])
  })
})

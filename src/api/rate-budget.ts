import type { Sleep } from '../core/deadline.js'
import { readBudgetHint, type AnswerHeaders, type BudgetHint } from './rate-headers.js'

// The run's one budget of requests: a token bucket in the client, fed by what the service's
// answers say of the key's rate limit, that holds a request until the key has room for it. Every
// client of a run (an app's services, the rollbacks, the log stream openings) takes from it.
// Until an answer says anything (headers, or a 429), it only keeps a few requests in flight at
// once, so that a limit it cannot see refuses few before its first 429 comes back. With
// rate-limit headers, the bucket is what the newest answer says, less the requests sent after
// it; without them, after a 429, requests go one at a time at a rate learned from what got
// through between two 429s (the bucket was empty at both), starting from one request per
// Retry-After, which each request served raises by as much until the service refuses again.
// A burst is never sent again.

/**
 * While the service has said nothing of the key's budget, at most this many requests are in
 * flight at once: a limit it does not tell refuses no more than these before its first 429 is back.
 */
export const BLIND_IN_FLIGHT = 8
/** Without a rate said or learned, one request per this long once the key has none left. */
export const FALLBACK_REQUEST_MS = 1000
/** Of a rate learned from what got through, this share is used: what the run sends stays under the limit. */
export const LEARNED_SHARE = 0.9
/**
 * A rate learned from 429s holds until this long after the last one; then the budget knows
 * nothing again (a few requests in flight at once), as the watcher stops pacing itself down.
 */
export const LEARNED_FOR_MS = 60_000
/** Two 429s closer than this are one moment of an empty bucket: too close to learn a rate from. */
const MIN_LEARNING_MS = 250
/** The fastest rate slow start reaches (per millisecond): the service refuses long before. */
const MAX_SLOW_START_RATE = 1
/** Node's timers hold at most this: a horizon without a deadline. */
const MAX_HORIZON_MS = 2 ** 31 - 1

/** How an answer came back, for the budget: its status and headers, and the Retry-After of a 429. */
export interface Answer {
  status: number
  headers: AnswerHeaders
  /** The service's time at the answer (its Date header), when known. */
  serverNow?: number
  retryAfterMs?: number
}

/** What made the budget hold a request, for the log. */
export interface Hold {
  waitMs: number
  /** The header that said the key had no room, or undefined when the rate was learned from 429s. */
  form: BudgetHint['form'] | undefined
}

/** What the run has learnt from its 429s when no header gives a rate. */
interface Learning {
  /** When the bucket was last seen empty (a 429), and the first request sent after it. */
  emptyAt: number
  fromTicket: number
  /** Requests sent since `fromTicket` that were served. */
  served: number
  /** Requests per millisecond: measured, or (before a second 429) what each request served adds. */
  ratePerMs: number
  /** Slow start (before a second 429): the rate is `ratePerMs` for each request served, plus one. */
  slowStart: boolean
}

export class RateBudget {
  /** Requests the key may send now, by the model; Infinity while nothing has been said. */
  #tokens = Number.POSITIVE_INFINITY
  #at = 0
  #limit: number | undefined
  /** The rate the headers gave last. */
  #headerRate: number | undefined
  #form: BudgetHint['form'] | undefined
  #learning: Learning | undefined
  /** No request before this time: the service said none is welcome sooner. */
  #notBefore = 0
  #nextTicket = 0
  /** The newest request whose answer set the budget. */
  #applied = -1
  readonly #inFlight = new Set<number>()
  /** Requests wait their turn one behind another, so the first to wait is the first sent. */
  #line: Promise<void> = Promise.resolve()
  /** Resolves at the next answer (a place in flight is free). */
  #nextAnswer: { promise: Promise<void>; resolve: () => void } | undefined

  /**
   * `horizonMs`: how far ahead the run looks (its deadline): a reset further away is not
   * believed. `onHold`: a request is held for the budget.
   */
  constructor(
    private readonly now: () => number = Date.now,
    private readonly horizonMs: () => number = () => MAX_HORIZON_MS,
    private readonly onHold: (hold: Hold) => void = () => {}
  ) {}

  /**
   * Waits until the key has room for one more request, then counts it as sent; returns its
   * ticket for `answered`. The wait goes through `sleep` (once: the request is sent when it is
   * over) and ends when `signal` aborts (with its reason): the run's deadline bounds it.
   * `ahead`: a request sent again just after its 429's wait, which the service asked of it, goes
   * at once, before the requests that queued meanwhile.
   */
  async take(signal: AbortSignal, sleep: Sleep, ahead = false): Promise<number> {
    const turn = ahead ? Promise.resolve() : this.#line
    let done = (): void => {}
    if (!ahead) this.#line = new Promise(resolve => (done = resolve))
    try {
      await untilAborted(turn, signal)
      while (!Number.isFinite(this.#tokens) && this.#inFlight.size >= BLIND_IN_FLIGHT)
        await untilAborted(this.#answer(), signal)
      const waitMs = ahead ? 0 : this.#waitMs()
      if (waitMs > 0) {
        this.onHold({ waitMs, form: this.#learning ? undefined : this.#form })
        await sleep(waitMs, signal)
      }
      this.#refill(this.now())
      this.#tokens -= 1
      const ticket = this.#nextTicket++
      this.#inFlight.add(ticket)
      return ticket
    } finally {
      done()
    }
  }

  /** When the pause the service asked for after a 429 ends (0: none is on), for `endPause`. */
  get pausedUntil(): number {
    return this.#notBefore
  }

  /**
   * The request whose 429 began the pause until `until` has waited it out by its own clock
   * (which tests inject): the pause is over, unless a later answer moved its end.
   */
  endPause(until: number): void {
    if (this.#notBefore === until) this.#notBefore = 0
  }

  /** The request of `ticket` was answered (or, without `answer`, got none): what it says sets the budget. */
  answered(ticket: number, answer?: Answer): void {
    this.#inFlight.delete(ticket)
    this.#nextAnswer?.resolve()
    this.#nextAnswer = undefined
    if (!answer) return
    const at = this.now()
    const hint = readBudgetHint(answer.headers, {
      at,
      horizonMs: this.#horizon(),
      ...(answer.serverNow === undefined ? {} : { serverNow: answer.serverNow })
    })
    if (hint) this.#apply(ticket, hint, at)
    const learning = this.#learning
    if (answer.status !== 429) {
      if (learning && ticket >= learning.fromTicket) learning.served++
      return
    }
    this.#refill(at)
    this.#tokens = Math.min(this.#tokens, 0)
    if (answer.retryAfterMs !== undefined && answer.retryAfterMs <= this.#horizon())
      this.#notBefore = Math.max(this.#notBefore, at + answer.retryAfterMs)
    if (this.#headerRate === undefined) this.#learn(ticket, at, answer.retryAfterMs)
  }

  /** Requests per millisecond the budget refills at: the headers', else the learned, else undefined. */
  get #rate(): number | undefined {
    if (this.#headerRate !== undefined) return this.#headerRate
    const learning = this.#learning
    if (!learning) return undefined
    if (!learning.slowStart) return learning.ratePerMs
    return Math.min(MAX_SLOW_START_RATE, learning.ratePerMs * (1 + learning.served))
  }

  /**
   * An answer's word: its requests left, less those sent after it that are not answered yet. The
   * newest answer's word stands; an older one's only lowers it (the service may have counted
   * requests sent at once in another order than they were sent).
   */
  #apply(ticket: number, hint: BudgetHint, at: number): void {
    let newer = 0
    for (const other of this.#inFlight) if (other > ticket) newer++
    const left = hint.remaining - newer
    this.#refill(at)
    this.#tokens = ticket > this.#applied ? left : Math.min(this.#tokens, left)
    this.#applied = Math.max(this.#applied, ticket)
    this.#form = hint.form
    if (hint.limit !== undefined) this.#limit = hint.limit
    if (hint.ratePerMs !== undefined) {
      this.#headerRate = hint.ratePerMs
      this.#learning = undefined
    }
    if (hint.remaining === 0 && hint.moreInMs !== undefined)
      this.#notBefore = Math.max(this.#notBefore, at + hint.moreInMs)
  }

  /**
   * A 429 without a rate from the headers: the bucket is empty now. The requests served since
   * the last 429 (sent after it) are what the key's limit let through meanwhile: that is its rate.
   */
  #learn(ticket: number, at: number, retryAfterMs: number | undefined): void {
    const learning = this.#learning
    const restart = { emptyAt: at, fromTicket: this.#nextTicket, served: 0 }
    if (!learning) {
      // One request per Retry-After is what the service itself offers; slow start then probes for more.
      const firstMs = Math.max(FALLBACK_REQUEST_MS, retryAfterMs ?? FALLBACK_REQUEST_MS)
      this.#learning = { ...restart, ratePerMs: 1 / firstMs, slowStart: true }
      return
    }
    // A 429 of a request sent before the last one, or of the same moment: the same empty bucket.
    if (ticket < learning.fromTicket || at - learning.emptyAt < MIN_LEARNING_MS) return
    const measured = (learning.served / (at - learning.emptyAt)) * LEARNED_SHARE
    // Never slower than one request per Retry-After: the service offers that much itself.
    const offered = 1 / Math.max(FALLBACK_REQUEST_MS, retryAfterMs ?? FALLBACK_REQUEST_MS)
    this.#learning = { ...restart, ratePerMs: Math.max(measured, offered), slowStart: false }
  }

  /** The next answer. */
  #answer(): Promise<void> {
    if (!this.#nextAnswer) {
      let resolve = (): void => {}
      const promise = new Promise<void>(done => (resolve = done))
      this.#nextAnswer = { promise, resolve }
    }
    return this.#nextAnswer.promise
  }

  /** Milliseconds until the budget has room for one request; 0 when it has. */
  #waitMs(): number {
    const now = this.now()
    if (this.#learning && now - this.#learning.emptyAt >= LEARNED_FOR_MS) this.#forget()
    this.#refill(now)
    const pause = Math.max(0, this.#notBefore - now)
    if (this.#tokens >= 1) return pause
    const rate = this.#rate ?? 1 / FALLBACK_REQUEST_MS
    return Math.max(pause, Math.ceil((1 - this.#tokens) / rate))
  }

  /** Long after the last 429, without headers: nothing is known of the key's budget any more. */
  #forget(): void {
    this.#learning = undefined
    this.#tokens = Number.POSITIVE_INFINITY
  }

  /** What the rate brought since the last look, up to what the budget holds. */
  #refill(now: number): void {
    const elapsed = now - this.#at
    this.#at = now
    if (!Number.isFinite(this.#tokens) || elapsed <= 0) return
    const rate = this.#rate ?? 1 / FALLBACK_REQUEST_MS
    // A learned rate paces requests one by one: the key's burst is not known.
    const cap = this.#learning ? 1 : (this.#limit ?? Number.POSITIVE_INFINITY)
    if (this.#tokens < cap) this.#tokens = Math.min(cap, this.#tokens + elapsed * rate)
  }

  #horizon(): number {
    return Math.min(MAX_HORIZON_MS, Math.max(0, this.horizonMs()))
  }
}

/** `promise`, or the signal's reason as soon as it aborts. */
function untilAborted(promise: Promise<void>, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.reject(signal.reason as Error)
  return new Promise((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason as Error)
    signal.addEventListener('abort', onAbort, { once: true })
    void promise.then(() => {
      signal.removeEventListener('abort', onAbort)
      resolve()
    })
  })
}

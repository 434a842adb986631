import { SILENT, type Log } from '../core/host.js'
import { formatDuration } from '../core/duration.js'
import { RateBudget, type Hold } from './rate-budget.js'

// HTTP 429: the service saying "not now". The request was refused before it was handled, so
// it is sent again, a deploy included, until the step's timeout: never a failure of its own.
// Jobs of one matrix share a key and so its limit; random jitter on every wait keeps them
// from retrying in lockstep. While the service limits, the watcher paces itself down. Before
// any 429, the run's budget (rate-budget.ts) holds requests the key has no room for.

/** Waits without a Retry-After: exponential backoff with full jitter, from 1 s up to 30 s. */
export const RATE_LIMIT_BACKOFF = { baseMs: 1000, maxMs: 30_000 } as const
/** Added to a Retry-After: a random share of this (or of half the hint, when larger), at most 30 s. */
export const HINT_JITTER_MS = 1000
export const MAX_HINT_JITTER_MS = 30_000
/** The shortest wait: even full jitter must not resend at once. */
const MIN_WAIT_MS = 100
/** Node's timers hold at most this; a longer Retry-After ends at the timeout anyway. */
const MAX_WAIT_MS = 2 ** 31 - 1
/** For this long after a 429's wait, the watcher reads the record and the log less often. */
export const PACE_WINDOW_MS = 60_000

/**
 * Milliseconds to wait before sending a rate-limited request again: the service's Retry-After
 * plus jitter, or (without a usable one) exponential backoff with full jitter. `inARow`: 429s
 * this request has met so far, this one included.
 */
export function rateLimitWait(retryAfterMs: number | undefined, inARow: number, random = Math.random): number {
  if (retryAfterMs !== undefined) {
    const jitter = random() * Math.min(MAX_HINT_JITTER_MS, Math.max(HINT_JITTER_MS, retryAfterMs / 2))
    return Math.min(MAX_WAIT_MS, Math.max(MIN_WAIT_MS, retryAfterMs + jitter))
  }
  const ceiling = Math.min(RATE_LIMIT_BACKOFF.maxMs, RATE_LIMIT_BACKOFF.baseMs * 2 ** Math.max(0, inARow - 1))
  return Math.max(MIN_WAIT_MS, random() * ceiling)
}

/** What was limited: an ordinary request, or the opening of the live log stream. */
export type LimitedKind = 'request' | 'stream'

/**
 * What the run has met of the service's rate limit: says so once per phase of the run, tells
 * the watcher when to pace down, and tells a timeout message whether the limit had a hand in it.
 * Its budget paces every request of the run.
 */
export class RateLimits {
  #phase = ''
  readonly #announced = new Set<string>()
  #count = 0
  /** The run's one budget of requests: every client of the run takes from it. */
  readonly budget: RateBudget
  /** When the last request the budget held was let go (or is to be). */
  #lastHold: { at: number; waitMs: number } | undefined
  #pacingSaid = false
  #firstAt: number | undefined
  /** The last 429 of any kind, and the wait it asked for. */
  #last: { at: number; waitMs: number } | undefined
  /** The last 429 of an ordinary request: only those pace the watcher down. */
  #lastRequest: { at: number; waitMs: number } | undefined

  /** `expiresAt`: the step's deadline, so that a wait past it is said as such. */
  constructor(
    private readonly now: () => number = Date.now,
    private readonly expiresAt = Number.POSITIVE_INFINITY,
    private readonly log: Pick<Log, 'debug' | 'info'> = SILENT
  ) {
    this.budget = new RateBudget(
      now,
      () => this.expiresAt - this.now(),
      hold => this.#held(hold)
    )
  }

  /**
   * The budget held a request: said once per run (a run that paces itself is doing its job), in
   * the log when the headers said so, in the debug log after a 429 (which the log has said).
   */
  #held(hold: Hold): void {
    // Dated by its end: a request held past the timeout was held "just before" it.
    this.#lastHold = { at: this.now() + hold.waitMs, waitMs: 0 }
    if (this.#pacingSaid) return
    this.#pacingSaid = true
    if (hold.form === undefined) {
      this.log.debug(
        `Pacing the requests to the key's rate limit at the rate the service let through since it answered 429 (${formatDuration(hold.waitMs)} to the next).`
      )
      return
    }
    this.log.info(
      `Pacing the requests to the key's rate limit, as the service's ${hold.form} header gives it: a request waits for room (${formatDuration(hold.waitMs)} now) rather than being refused.`
    )
  }

  /** A new phase of the run: its first 429 is said in the log again. */
  enterPhase(name: string): void {
    this.#phase = name
  }

  /** 429s met so far, of both kinds. */
  get count(): number {
    return this.#count
  }

  /** A request was answered 429 and will be sent again after `waitMs`. */
  limited(purpose: string, waitMs: number, kind: LimitedKind = 'request'): void {
    const at = this.now()
    this.#count++
    this.#firstAt ??= at
    this.#last = { at, waitMs }
    if (kind === 'request') this.#lastRequest = { at, waitMs }
    const left = this.expiresAt - at
    const waiting =
      waitMs >= left
        ? `the service asks to wait ${formatDuration(waitMs)}, longer than the ${formatDuration(left)} left: waiting for the timeout`
        : `waiting ${formatDuration(waitMs)}, then trying again until the timeout`
    if (this.#announced.has(this.#phase)) {
      this.log.debug(`Rate limited (HTTP 429) while ${purpose}; ${waiting}.`)
      return
    }
    this.#announced.add(this.#phase)
    this.log.info(
      `Rate limited by the service (HTTP 429) while ${purpose}; ${waiting}. The key's limit is shared by every job that uses it.`
    )
  }

  /** Whether an ordinary request was limited lately: the watcher then looks less often. */
  get pacing(): boolean {
    return recent(this.#lastRequest, this.now())
  }

  /** Whether an ordinary request was answered 429 at or after `at` (not only the log stream). */
  requestLimitedSince(at: number): boolean {
    return this.#lastRequest !== undefined && this.#lastRequest.at >= at
  }

  /**
   * For a timeout message (said at the timeout): how the rate limit held the run up, when it was
   * still limiting lately; a 429 long before a slow build ran out of time is not the cause.
   * Without a recent 429, requests the budget held lately are said instead.
   */
  describe(): string | undefined {
    const before = (at: number): string => {
      const ago = this.now() - at
      return ago < 1000 ? 'just before the timeout' : `${formatDuration(ago)} before the timeout`
    }
    if (this.#firstAt === undefined || !this.#last || !recent(this.#last, this.now())) {
      const hold = this.#lastHold
      if (!hold || !recent(hold, this.now())) return undefined
      return `Requests were held back to stay within the key's rate limit, the last ${before(hold.at)}.`
    }
    if (this.#count === 1) return `The service rate limited one request (HTTP 429), ${before(this.#last.at)}.`
    return `The service rate limited ${this.#count} requests (HTTP 429), the first ${before(this.#firstAt)} and the last ${before(this.#last.at)}.`
  }
}

/** Within the wait a 429 asked for, plus the pacing window. */
function recent(limit: { at: number; waitMs: number } | undefined, now: number): boolean {
  return limit !== undefined && now - limit.at < limit.waitMs + PACE_WINDOW_MS
}

// The step's one clock: the `timeout` input bounds the whole run, and a cancelled job
// (SIGINT/SIGTERM from the runner) stops it too. Both abort the same signal, so every
// request and every wait ends promptly. A run inside a larger one (a service of an app, the
// app's way back) has a clock of its own within the larger run's: it ends by the earlier of the
// two, and when the larger one is cancelled.

export class TimeoutReached extends Error {
  override name = 'TimeoutReached'
}

export class Cancelled extends Error {
  override name = 'Cancelled'
}

export class Deadline {
  readonly startedAt: number
  #expiresAt: number
  /** The timeout that bounds this clock: its own, or the larger run's when that one ends first. */
  readonly timeoutMs: number
  readonly #controller = new AbortController()
  #timer: NodeJS.Timeout
  readonly #within: Deadline | undefined
  readonly #follow = (): void => this.#controller.abort(this.#within?.signal.reason)

  /**
   * `startedAt`: when the step started (before its inputs were read), so reading them counts too.
   * `within`: the larger run's clock, which bounds this one too (its timeout, its cancellation).
   */
  constructor(timeoutMs: number, startedAt = Date.now(), within?: Deadline) {
    this.startedAt = startedAt
    const bound = within !== undefined && within.expiresAt < startedAt + timeoutMs
    this.timeoutMs = bound ? within.timeoutMs : timeoutMs
    this.#expiresAt = bound ? within.expiresAt : startedAt + timeoutMs
    this.#within = within
    this.#timer = this.#arm()
    // Already out of time (a service started as its app's time ran out): nothing may be sent.
    if (this.remainingMs === 0)
      this.#controller.abort(new TimeoutReached(`the timeout of ${this.timeoutMs} ms was reached`))
    else if (within?.signal.aborted) this.#follow()
    else within?.signal.addEventListener('abort', this.#follow, { once: true })
  }

  /** When the run's time is up (later once extended). */
  get expiresAt(): number {
    return this.#expiresAt
  }

  /**
   * Adds `ms` to what is left, counted from now at the least (the verification window's own
   * time comes on top of `timeout`, whatever the way to live left of it). Within a larger run's
   * clock, that one lasts as long too (an app's `timeout` with its services' windows on top);
   * the larger run's other clocks keep their own end.
   */
  extend(ms: number): void {
    if (this.#controller.signal.aborted) return
    this.#reach(Math.max(this.#expiresAt, Date.now()) + ms)
  }

  /** Lasts at least until `at`, and the larger run's clock with it. */
  #reach(at: number): void {
    if (this.#controller.signal.aborted) return
    if (this.#within !== undefined) this.#within.#reach(at)
    if (at <= this.#expiresAt) return
    this.#expiresAt = at
    clearTimeout(this.#timer)
    this.#timer = this.#arm()
  }

  #arm(): NodeJS.Timeout {
    // Node's timers hold at most about 24.8 days; inputs/inputs.ts refuses a longer timeout.
    const remaining = Math.min(Math.max(0, this.#expiresAt - Date.now()), 2 ** 31 - 1)
    const timer = setTimeout(
      () => this.#controller.abort(new TimeoutReached(`the timeout of ${this.timeoutMs} ms was reached`)),
      remaining
    )
    timer.unref()
    return timer
  }

  get signal(): AbortSignal {
    return this.#controller.signal
  }

  get remainingMs(): number {
    return Math.max(0, this.#expiresAt - Date.now())
  }

  get elapsedMs(): number {
    return Date.now() - this.startedAt
  }

  /** Why the signal aborted, if it did. */
  get reason(): TimeoutReached | Cancelled | undefined {
    const reason: unknown = this.#controller.signal.reason
    return reason instanceof TimeoutReached || reason instanceof Cancelled ? reason : undefined
  }

  cancel(why: string): void {
    this.#controller.abort(new Cancelled(why))
  }

  dispose(): void {
    clearTimeout(this.#timer)
    this.#within?.signal.removeEventListener('abort', this.#follow)
  }
}

/** The step's deadline, a cancellation, or a bound of the action's own (AbortSignal.timeout). */
export function isAbort(error: unknown): boolean {
  return error instanceof Error && ['TimeoutReached', 'Cancelled', 'AbortError', 'TimeoutError'].includes(error.name)
}

/** A time bound ran out (the step's, or a read's own), as opposed to the job being cancelled. */
export function isTimeUp(error: unknown): boolean {
  return isAbort(error) && !(error instanceof Cancelled)
}

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error)
    const timer = setTimeout(done, ms)
    function done(): void {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }
    function onAbort(): void {
      clearTimeout(timer)
      reject(signal?.reason as Error)
    }
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

/** AbortSignal.timeout's TimeoutError, on setTimeout: a clock that tests can fake. */
export function timeoutSignal(ms: number): AbortSignal {
  const controller = new AbortController()
  const reason = new DOMException('The operation was aborted due to timeout', 'TimeoutError')
  setTimeout(() => controller.abort(reason), ms).unref()
  return controller.signal
}

/** Waits `ms` unless `signal` aborts first; injectable so that timing logic is tested without waiting. */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>

/** A sleep that something else can cut short (a stream event saying "look now"). */
export class Wakeup {
  #pending = false
  #resolve: (() => void) | undefined

  constructor(private readonly wait: Sleep = sleep) {}

  /** Ends the current sleep, or the next one if none is running. */
  now(): void {
    if (this.#resolve) this.#resolve()
    else this.#pending = true
  }

  async sleep(ms: number, signal: AbortSignal): Promise<void> {
    if (this.#pending) {
      this.#pending = false
      return
    }
    const woken = new Promise<void>(resolve => (this.#resolve = resolve))
    // Ends the timer once woken; the race has settled by then, so its rejection is ignored.
    const done = new AbortController()
    try {
      await Promise.race([this.wait(ms, AbortSignal.any([signal, done.signal])), woken])
    } finally {
      this.#resolve = undefined
      done.abort()
    }
  }
}

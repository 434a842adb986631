// A line now and then while a deployment is quiet, so that a CI that kills silent jobs (and a
// person watching) sees the command line is alive. Time is injected, so tests need no waiting.

/** The silence after which a heartbeat line is printed, and between two of them. */
export const HEARTBEAT_MS = 30_000
/** How often the silence is measured: a heartbeat comes at most this late. */
const HEARTBEAT_TICK_MS = 5_000

/** A repeating timer; the process does not wait for it (`unref`). */
export interface TimerHandle {
  unref?(): unknown
}

export interface Clock {
  /** Milliseconds, e.g. Date.now. */
  now: () => number
  setInterval: (tick: () => void, ms: number) => TimerHandle
  clearInterval: (handle: TimerHandle) => void
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setInterval: (tick, ms) => setInterval(tick, ms),
  clearInterval: handle => clearInterval(handle as NodeJS.Timeout)
}

export class Heartbeat {
  readonly #startedAt: number
  #lastOutput: number
  #handle: TimerHandle | undefined

  /** Calls `beat` with the time since the start after each HEARTBEAT_MS without output. */
  constructor(
    private readonly clock: Clock,
    private readonly beat: (elapsedMs: number) => void
  ) {
    this.#startedAt = clock.now()
    this.#lastOutput = this.#startedAt
    this.#handle = clock.setInterval(() => this.#tick(), HEARTBEAT_TICK_MS)
    this.#handle.unref?.()
  }

  /** Something was printed: the silence starts again. */
  touch(): void {
    this.#lastOutput = this.clock.now()
  }

  stop(): void {
    if (this.#handle === undefined) return
    this.clock.clearInterval(this.#handle)
    this.#handle = undefined
  }

  #tick(): void {
    const now = this.clock.now()
    if (now - this.#lastOutput < HEARTBEAT_MS) return
    this.#lastOutput = now
    this.beat(now - this.#startedAt)
  }
}

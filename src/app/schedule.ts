// The order of an app's services: a service starts when each of its needs went live, services
// with no order between them run at once (at most `maxParallel`), and after a failure no
// further service starts (fail-fast), while those already started are followed to their end.
// Pure of any I/O: the deploy of one service is the `start` it is given.
//
// A step's outcome may be known before it ends: a failed deployment still rolls back, a live
// one may still be watched for a while. The step says so through its `verdict`, and the
// schedule acts on it at once: a failure stops further starts (fail-fast), a success releases
// the steps that need it.

export interface Step {
  name: string
  /** Names of other steps that must succeed first. */
  needs: readonly string[]
}

export interface ScheduleOptions {
  /** At most this many started whose outcome is not known yet (see `Verdict`). */
  maxParallel: number
  /** After the first failure, nothing more starts. */
  failFast: boolean
}

/**
 * A step's outcome, told before it ends, once (later calls, and calls after it ended, are
 * ignored), but that a `true` may later turn `false` (a service live and healthy, then broken in
 * its verification window). `false` is the step's failure from then on: with fail-fast nothing
 * more starts, and the steps that need it are skipped. `true` releases the steps that need it at
 * once (they may start while it still runs) and frees its place among `maxParallel`; if it then
 * turns `false`, or ends with `ok: false`, that is a failure from then on (steps it released keep
 * running; nothing more starts with fail-fast, and those that need it and have not started are
 * skipped).
 */
export type Verdict = (ok: boolean) => void

/** How a step ended: it ran (and succeeded or not), or it never started, and why. */
export type Ended<T> = { ran: true; ok: boolean; value: T } | { ran: false; reason: string }

/**
 * Runs each step once, in an order its needs allow; resolves when every step has ended or was
 * skipped, with each step's end in the steps' own order. `start` must not reject. A step that
 * told `verdict(false)` ends with `ok: false`, whatever its final `ok`.
 */
export async function runInOrder<T>(
  steps: readonly Step[],
  options: ScheduleOptions,
  start: (name: string, verdict: Verdict) => Promise<{ ok: boolean; value: T }>
): Promise<Map<string, Ended<T>>> {
  const schedule = new Schedule(options, start)
  for (;;) {
    const seen = schedule.events
    schedule.startWhatCan(steps)
    if (schedule.idle) break
    // A verdict told while the steps were looked at (a start that tells at once): look again.
    if (schedule.events === seen) await schedule.changed()
  }
  return schedule.ends(steps)
}

/** Where a started step is: its early verdict when told. */
type Running = { early: boolean | undefined }

/** The steps started and ended so far, and the first failure. */
class Schedule<T> {
  readonly #ended = new Map<string, Ended<T>>()
  readonly #running = new Map<string, Running>()
  #firstFailure: string | undefined
  /** Every verdict and end counts, and wakes the loop; a count catches those told while it did not wait. */
  events = 0
  #wake = (): void => undefined

  constructor(
    private readonly options: ScheduleOptions,
    private readonly start: (name: string, verdict: Verdict) => Promise<{ ok: boolean; value: T }>
  ) {}

  get idle(): boolean {
    return this.#running.size === 0
  }

  /** Resolves at the next verdict or end. */
  changed(): Promise<void> {
    return new Promise(resolve => (this.#wake = resolve))
  }

  /** Starts each step that may start now, and skips each that never will. */
  startWhatCan(steps: readonly Step[]): void {
    const limit = Math.max(1, this.options.maxParallel)
    let busy = [...this.#running.values()].filter(state => state.early !== true).length
    for (const step of steps) {
      if (this.#ended.has(step.name) || this.#running.has(step.name)) continue
      const blocked = step.needs.find(need => this.#outcomeOf(need) === false)
      if (blocked !== undefined) {
        this.#ended.set(step.name, { ran: false, reason: skippedFor(blocked, this.#ended.get(blocked)) })
      } else if (this.options.failFast && this.#firstFailure !== undefined) {
        this.#ended.set(step.name, {
          ran: false,
          reason: `not started: ${this.#firstFailure} failed first (fail-fast)`
        })
      } else if (busy < limit && step.needs.every(need => this.#outcomeOf(need) === true)) {
        this.#launch(step.name)
        busy++
      }
    }
  }

  /** Each step's end, in the steps' order; whatever could never start (a net: a need outside the steps is refused before). */
  ends(steps: readonly Step[]): Map<string, Ended<T>> {
    return new Map(steps.map(step => [step.name, this.#ended.get(step.name) ?? { ran: false, reason: 'not started' }]))
  }

  /** A need's outcome as far as it is known: ended, or told early. */
  #outcomeOf(name: string): boolean | undefined {
    const end = this.#ended.get(name)
    if (end !== undefined) return end.ran && end.ok
    return this.#running.get(name)?.early
  }

  #launch(name: string): void {
    const state: Running = { early: undefined }
    this.#running.set(name, state)
    const verdict: Verdict = ok => {
      // Told once; a success may still turn a failure (a verification window that broke).
      if (state.early === false || state.early === ok || !this.#running.has(name)) return
      state.early = ok
      if (!ok) this.#firstFailure ??= name
      this.#changed()
    }
    void this.start(name, verdict).then(({ ok, value }) => {
      const passed = ok && state.early !== false
      this.#running.delete(name)
      this.#ended.set(name, { ran: true, ok: passed, value })
      if (!passed) this.#firstFailure ??= name
      this.#changed()
    })
  }

  #changed(): void {
    this.events++
    this.#wake()
  }
}

/** Why a step was skipped: its need failed (it ran, or is still running after its verdict), or never started. */
function skippedFor(need: string, end: Ended<unknown> | undefined): string {
  return end === undefined || end.ran
    ? `not started: it needs ${need}, which failed`
    : `not started: it needs ${need}, which did not start`
}

// A clock the tests move by hand, for the timers of the sandbox's running applications
// (sandbox/running-apps.ts): nothing fires until advance() passes its time; timers due at the
// same time fire in the order they were set, as Node's do.
import type { AppTimers } from '../../sandbox/running-apps.js'

export class ManualTimers implements AppTimers {
  /** Milliseconds since the clock started. */
  now = 0
  #nextId = 1
  readonly #due = new Map<number, { at: number; run: () => void }>()

  set(run: () => void, ms: number): number {
    const id = this.#nextId++
    this.#due.set(id, { at: this.now + ms, run })
    return id
  }

  clear(handle: unknown): void {
    this.#due.delete(handle as number)
  }

  /** Timers set and not yet fired or cleared. */
  get pending(): number {
    return this.#due.size
  }

  /** Moves the clock `ms` on, firing every timer due by then, the ones they set included, in order. */
  advance(ms: number): void {
    const until = this.now + ms
    for (;;) {
      let next: [number, { at: number; run: () => void }] | undefined
      // Insertion order, and a strict comparison: of timers due at once, the first set fires first.
      for (const entry of this.#due) if (entry[1].at <= until && (!next || entry[1].at < next[1].at)) next = entry
      if (!next) break
      this.#due.delete(next[0])
      this.now = next[1].at
      next[1].run()
    }
    this.now = until
  }
}

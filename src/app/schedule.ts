// The order of an app's services: a service starts when each of its needs went live, services
// with no order between them run at once (at most `maxParallel`), and after a failure no
// further service starts (fail-fast), while those already started are followed to their end.
// Pure of any I/O: the deploy of one service is the `start` it is given.

export interface Step {
  name: string
  /** Names of other steps that must succeed first. */
  needs: readonly string[]
}

export interface ScheduleOptions {
  /** At most this many started and not yet ended. */
  maxParallel: number
  /** After the first failure, nothing more starts. */
  failFast: boolean
}

/** How a step ended: it ran (and succeeded or not), or it never started, and why. */
export type Ended<T> = { ran: true; ok: boolean; value: T } | { ran: false; reason: string }

/**
 * Runs each step once, in an order its needs allow; resolves when every step has ended or was
 * skipped, with each step's end in the steps' own order. `start` must not reject.
 */
export async function runInOrder<T>(
  steps: readonly Step[],
  options: ScheduleOptions,
  start: (name: string) => Promise<{ ok: boolean; value: T }>
): Promise<Map<string, Ended<T>>> {
  const ended = new Map<string, Ended<T>>()
  const running = new Map<string, Promise<void>>()
  let firstFailure: string | undefined
  const limit = Math.max(1, options.maxParallel)

  for (;;) {
    for (const step of steps) {
      if (ended.has(step.name) || running.has(step.name)) continue
      const blocked = step.needs.find(need => ended.has(need) && !succeeded(ended.get(need)))
      if (blocked !== undefined) {
        ended.set(step.name, { ran: false, reason: skippedFor(blocked, ended.get(blocked)) })
        continue
      }
      if (options.failFast && firstFailure !== undefined) {
        ended.set(step.name, { ran: false, reason: `not started: ${firstFailure} failed first (fail-fast)` })
        continue
      }
      if (running.size >= limit || !step.needs.every(need => ended.has(need))) continue
      running.set(
        step.name,
        start(step.name).then(({ ok, value }) => {
          ended.set(step.name, { ran: true, ok, value })
          if (!ok) firstFailure ??= step.name
          running.delete(step.name)
        })
      )
    }
    if (running.size === 0) break
    await Promise.race(running.values())
  }
  // Whatever could never start (a need outside the steps is refused before; this is a net).
  for (const step of steps) if (!ended.has(step.name)) ended.set(step.name, { ran: false, reason: 'not started' })
  return new Map(steps.map(step => [step.name, ended.get(step.name) as Ended<T>]))
}

function succeeded(end: Ended<unknown> | undefined): boolean {
  return end !== undefined && end.ran && end.ok
}

function skippedFor(need: string, end: Ended<unknown> | undefined): string {
  return end?.ran ? `not started: it needs ${need}, which failed` : `not started: it needs ${need}, which did not start`
}

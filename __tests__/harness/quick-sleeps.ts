// The engine's waits, for a test file that runs the Action in process (runActionInProcess) and
// would otherwise wait them out in real time: a Retry-After, a backoff, a poll's interval. The
// Action takes no sleep of its own to inject, so the file replaces the one module every wait of
// the engine goes through (src/core/deadline.ts: sleep, and Wakeup's default), keeping the rest
// of it, the deadline above all, as it is:
//
//   const asked = vi.hoisted((): AskedSleep[] => [])
//   vi.mock(import('../../src/core/deadline.js'), async real =>
//     (await import('../harness/quick-sleeps.js')).quickSleeps(await real(), asked)
//   )
//
// Each wait is recorded with what it was asked and when (on the sandbox's clock), and then lasts
// QUICK_SLEEP_MS at most (an abort still ends it at once): the same code runs, only sooner (a
// poll comes round more often while the server's states take their real time), and a row proves
// a wait by what was asked, not by the time it took. Vitest keeps a file's module mocks to that
// file, isolate: false or not (each file has its own registry of them).
// `asked` comes from vi.hoisted: the runs' fresh modules (vi.resetModules) record into the file's
// own list. A row that proves a bound by what happens within a timeout (the requests sent before
// it) needs the waits as they are: `realTime` says when (the deadline is a real timer either way).
import type * as Deadline from '../../src/core/deadline.js'

/** How long a wait lasts at most: long enough that a loop of waits does not spin. */
export const QUICK_SLEEP_MS = 25

export interface AskedSleep {
  /** What the engine asked to wait. */
  ms: number
  /** When it asked, in epoch milliseconds (performance-precise, as the sandbox records requests). */
  at: number
}

type DeadlineModule = typeof Deadline

/** deadline.ts with quick, recorded waits (see above); whole ones while `realTime()`. */
export function quickSleeps(
  real: DeadlineModule,
  asked: AskedSleep[],
  realTime: () => boolean = () => false
): DeadlineModule {
  const sleep: Deadline.Sleep = (ms, signal) => {
    asked.push({ ms, at: performance.timeOrigin + performance.now() })
    return real.sleep(realTime() ? ms : Math.min(ms, QUICK_SLEEP_MS), signal)
  }
  class Wakeup extends real.Wakeup {
    constructor(wait: Deadline.Sleep = sleep) {
      super(wait)
    }
  }
  return { ...real, sleep, Wakeup }
}

/** The longest wait asked from `after` to `before` (0 when none was). */
export function longestAsked(asked: readonly AskedSleep[], after: number, before: number): number {
  return Math.max(0, ...asked.filter(wait => wait.at >= after && wait.at <= before).map(wait => wait.ms))
}

// The watcher's cadence as a pure function: which round reads the record, and how long the
// next wait is, from what the watcher knows.
import { describe, expect, it } from 'vitest'
import { DEFAULT_TIMING, planNext, RATE_LIMITED_PACE, type Knowledge } from '../../../src/watch/state-watcher.js'

const base: Knowledge = {
  logMode: 'stream',
  streamStates: false,
  streamFinal: false,
  endHinted: false,
  fresh: 0,
  behind: false,
  slowing: false,
  quietRounds: 0,
  sinceStateMs: 0,
  rateLimited: false
}

describe('planNext', () => {
  it.each<[number, string, Partial<Knowledge>, boolean, number]>([
    [
      1,
      'a hint of the end is confirmed soon, in any mode',
      { endHinted: true, logMode: 'poll', fresh: 5, sinceStateMs: 5000 },
      true,
      DEFAULT_TIMING.confirmMs
    ],
    [
      2,
      'a stream that reports states: no read of the record until 15 s after the last (the deploy answer counts)',
      { streamStates: true, sinceStateMs: 2000 },
      false,
      13_000
    ],
    [
      19,
      'a stream that reports states, 15 s since the last read: the record as a safety net',
      { streamStates: true, sinceStateMs: 15_000 },
      true,
      15_000
    ],
    [
      20,
      'the stream reported a final state the record did not show yet: the record every 2 s',
      { streamStates: true, streamFinal: true, sinceStateMs: 300 },
      true,
      2000
    ],
    [3, 'a stream that has shown no state: the record about every 2 s', { streamStates: false }, true, 2000],
    [4, 'no log read at all: the record every 2 s', { logMode: 'off' }, true, 2000],
    [
      5,
      'polling, lines flowing, record read recently: log only, every 750 ms',
      { logMode: 'poll', fresh: 12, sinceStateMs: 1000 },
      false,
      750
    ],
    [
      6,
      'polling, lines flowing for a while: the record too',
      { logMode: 'poll', fresh: 12, sinceStateMs: 15_000 },
      true,
      750
    ],
    [
      7,
      'polling, first quiet round: the record now, the log again soon',
      { logMode: 'poll', fresh: 0, quietRounds: 1, sinceStateMs: 1000 },
      true,
      750
    ],
    [
      8,
      'polling, second quiet round: backing off',
      { logMode: 'poll', fresh: 0, quietRounds: 2, sinceStateMs: 1000 },
      true,
      1125
    ],
    [
      9,
      'polling, long quiet: at most 2 s between rounds',
      { logMode: 'poll', fresh: 0, quietRounds: 9, sinceStateMs: 1000 },
      true,
      2000
    ],
    [
      10,
      'polling, first round ever (record never read)',
      { logMode: 'poll', fresh: 3, sinceStateMs: Number.POSITIVE_INFINITY },
      true,
      750
    ],
    [
      17,
      'polling, quiet a moment after the record was read (the deploy answered queued): the log only',
      { logMode: 'poll', fresh: 0, quietRounds: 1, sinceStateMs: 20 },
      false,
      750
    ],
    [
      13,
      'polling, the log slowing (the last lines of a deployment): the record now',
      { logMode: 'poll', fresh: 2, slowing: true, sinceStateMs: 900 },
      true,
      750
    ],
    [
      11,
      'hints of the end in a burst: the record at most every 250 ms',
      { endHinted: true, sinceStateMs: 100 },
      false,
      150
    ],
    [
      12,
      'polling and behind (the page bound stopped the read): read on at once',
      { logMode: 'poll', fresh: 50_000, behind: true, sinceStateMs: 1000 },
      false,
      0
    ],
    [
      18,
      'polling and behind for 2 s (a log that may never end): the record too, as a plain watch reads it',
      { logMode: 'poll', fresh: 50_000, behind: true, sinceStateMs: 2000 },
      true,
      0
    ],
    [
      14,
      'rate limited, a stream that reports states: the record every minute',
      { streamStates: true, sinceStateMs: 15_000, rateLimited: true },
      true,
      15_000 * RATE_LIMITED_PACE
    ],
    [
      15,
      'rate limited, polling while lines flow: the log every 3 s',
      { logMode: 'poll', fresh: 12, sinceStateMs: 1000, rateLimited: true },
      false,
      750 * RATE_LIMITED_PACE
    ],
    [
      16,
      'rate limited, a hint of the end: confirmed within a second',
      { endHinted: true, sinceStateMs: 100, rateLimited: true },
      false,
      150 * RATE_LIMITED_PACE
    ]
  ])('%i. %s', (_row, _name, knowledge, checkState, waitMs) => {
    expect(planNext({ ...base, ...knowledge })).toEqual({ checkState, waitMs })
  })

  it('reads the record in polling mode no more than every few seconds while lines flow', () => {
    // 20 s of steady lines, a round every 750 ms: the record is read on 2 rounds of 27 (at 0 and 15 s).
    let sinceState = Number.POSITIVE_INFINITY
    let reads = 0
    for (let round = 0; round < 27; round++) {
      const plan = planNext({ ...base, logMode: 'poll', fresh: 10, sinceStateMs: sinceState })
      sinceState += plan.waitMs
      if (plan.checkState) {
        reads++
        sinceState = plan.waitMs
      }
    }
    expect(reads).toBe(2)
  })
})

// The watcher's cadence as a pure function: which round reads the record, and how long the
// next wait is, from what the watcher knows.
import { describe, expect, it } from 'vitest'
import { DEFAULT_TIMING, planNext, type Knowledge } from '../../src/watch/state-watcher.js'

const base: Knowledge = { logMode: 'stream', streamStates: false, endHinted: false, fresh: 0, quietRounds: 0, sinceStateMs: 0 }

describe('planNext', () => {
  it.each<[number, string, Partial<Knowledge>, boolean, number]>([
    [1, 'a hint of the end is confirmed soon, in any mode', { endHinted: true, logMode: 'poll', fresh: 5, sinceStateMs: 5000 }, true, DEFAULT_TIMING.confirmMs],
    [11, 'hints of the end in a burst: the record at most every 250 ms', { endHinted: true, sinceStateMs: 100 }, false, 150],
    [2, 'a stream that reports states: the record is a 15 s safety net', { streamStates: true }, true, 15_000],
    [3, 'a stream that has shown no state: the record about every 2 s', { streamStates: false }, true, 2000],
    [4, 'no log read at all: the record every 2 s', { logMode: 'off' }, true, 2000],
    [5, 'polling, lines flowing, record read recently: log only, every second', { logMode: 'poll', fresh: 12, sinceStateMs: 1000 }, false, 1000],
    [6, 'polling, lines flowing for a while: the record too', { logMode: 'poll', fresh: 12, sinceStateMs: 6000 }, true, 1000],
    [7, 'polling, first quiet round: the record now, the log again in a second', { logMode: 'poll', fresh: 0, quietRounds: 1 }, true, 1000],
    [8, 'polling, second quiet round: backing off', { logMode: 'poll', fresh: 0, quietRounds: 2 }, true, 1500],
    [9, 'polling, long quiet: at most 3 s between rounds', { logMode: 'poll', fresh: 0, quietRounds: 9 }, true, 3000],
    [10, 'polling, first round ever (record never read)', { logMode: 'poll', fresh: 3, sinceStateMs: Number.POSITIVE_INFINITY }, true, 1000]
  ])('%i. %s', (_row, _name, knowledge, checkState, waitMs) => {
    expect(planNext({ ...base, ...knowledge })).toEqual({ checkState, waitMs })
  })

  it('reads the record in polling mode no more than every few seconds while lines flow', () => {
    // 20 s of steady lines, a round a second: the record is read on 4 rounds of 20.
    let sinceState = Number.POSITIVE_INFINITY
    let reads = 0
    for (let second = 0; second < 20; second++) {
      const plan = planNext({ ...base, logMode: 'poll', fresh: 10, sinceStateMs: sinceState })
      sinceState += plan.waitMs
      if (plan.checkState) {
        reads++
        sinceState = plan.waitMs
      }
    }
    expect(reads).toBe(4)
  })
})

// The verdict of the verification window from plain measurements: more than two failed probes,
// a new crash shape, a known error far more frequent than before, our deployment leaving live,
// a newer deployment; otherwise it watches on until its time is up.
import { describe, expect, it } from 'vitest'
import {
  FAILED_PROBES_TOLERATED,
  judge,
  KNOWN_MIN_COUNT,
  KNOWN_RATE_FACTOR,
  type Baseline,
  type LogMatch,
  type Measurements
} from '../../../src/verify/judge.js'
import { healthAfter } from '../../../src/steps/verify.js'

const limits = { forMs: 300_000, intervalMs: 15_000 }
const NOISY = 'ERROR cache timeout after <n>ms'
const baseline: Baseline = { shapes: new Map([[NOISY, 30]]), spanMs: 15 * 60_000 }

function measured(over: Partial<Measurements> = {}): Measurements {
  return {
    elapsedMs: 60_000,
    startedAtMs: 5_000,
    probes: 4,
    failedProbes: [],
    failedInARow: 0,
    matches: [],
    matchesByShape: new Map(),
    newer: undefined,
    leftLive: undefined,
    ...over
  }
}

function match(shape: string, known: boolean, atMs = 20_000): LogMatch {
  return { atMs, line: `${shape} line`, before: undefined, shape, known, by: 'x' }
}

describe('the window’s verdict', () => {
  it('watches on while nothing failed and its time is not up, and passes when it is', () => {
    expect(judge(measured(), baseline, limits)).toEqual({ state: 'watching' })
    expect(judge(measured({ elapsedMs: 300_000 }), baseline, limits)).toEqual({ state: 'passed' })
  })

  it(`tolerates ${FAILED_PROBES_TOLERATED} failed probes and fails at the next, naming the count and the last problem`, () => {
    const fail = (atMs: number) => ({ atMs, problem: 'HTTP 500' })
    expect(judge(measured({ failedProbes: [fail(20_000), fail(35_000)] }), baseline, limits).state).toBe('watching')
    expect(
      judge(measured({ probes: 4, failedProbes: [fail(20_000), fail(35_000), fail(50_000)] }), baseline, limits)
    ).toEqual({
      state: 'failed',
      atMs: 50_000,
      cause: 'health',
      reason: 'broke 50s after going live: 3 of 4 health checks failed (HTTP 500)'
    })
  })

  it('fails at once on a line of a shape the baseline did not have', () => {
    const crash = match('panic: runtime error: <n>', false, 12_000)
    const verdict = judge(measured({ matches: [crash], matchesByShape: new Map([[crash.shape, 1]]) }), baseline, limits)
    expect(verdict).toMatchObject({ state: 'failed', atMs: 12_000 })
    expect(verdict.state === 'failed' && verdict.reason).toBe(
      'broke 12s after going live: a crash in its runtime log: `panic: runtime error: <n> line`'
    )
  })

  it('lets a known error pass at its old rate, and fails it at KNOWN_RATE_FACTOR times the rate and KNOWN_MIN_COUNT times', () => {
    // The baseline: 30 in 15 minutes, 2 a minute.
    const at = (count: number, elapsedMs: number) =>
      judge(
        measured({ elapsedMs, matches: [match(NOISY, true)], matchesByShape: new Map([[NOISY, count]]) }),
        baseline,
        limits
      ).state
    expect(at(2, 60_000)).toBe('watching') // 2 a minute, as before
    expect(at(KNOWN_MIN_COUNT - 1, 30_000)).toBe('watching') // 8 a minute, but only 4 times
    expect(at(KNOWN_MIN_COUNT, 60_000)).toBe('watching') // 5 a minute: under 3 × 2
    expect(at(2 * KNOWN_RATE_FACTOR, 60_000)).toBe('failed') // 6 a minute: 3 × 2
    expect(at(KNOWN_MIN_COUNT, 5_000)).toBe('failed') // a burst: counted over one interval at least, 20 a minute
  })

  it('judges every match as new when there is no baseline, and a known shape by the baseline only', () => {
    const noisy = match(NOISY, false)
    expect(judge(measured({ matches: [noisy], matchesByShape: new Map([[NOISY, 1]]) }), undefined, limits).state).toBe(
      'failed'
    )
  })

  it('ends as superseded when a newer deployment shows, before any failure is judged', () => {
    const fail = { atMs: 1, problem: 'HTTP 503' }
    const verdict = judge(measured({ newer: 'dep_9', failedProbes: [fail, fail, fail] }), baseline, limits)
    expect(verdict).toEqual({ state: 'superseded', newer: 'dep_9' })
  })

  it('fails when our deployment left the live state', () => {
    const verdict = judge(measured({ leftLive: 'crashed' }), baseline, limits)
    expect(verdict).toEqual({
      state: 'failed',
      atMs: 65_000,
      cause: 'state',
      reason: 'broke 1m 05s after going live: its deployment left the live state (status "crashed")'
    })
  })
})

describe('the health a broken window leaves', () => {
  const failedProbes = [
    { atMs: 20_000, problem: 'HTTP 500' },
    { atMs: 35_000, problem: 'HTTP 503' }
  ]
  it('is unhealthy when it broke on the health check, or broke otherwise with its last checks failing', () => {
    const leftLive = measured({ leftLive: 'crashed', failedProbes, failedInARow: 2 })
    expect(healthAfter({ verdict: judge(leftLive, baseline, limits), measured: leftLive })).toEqual({
      health: 'unhealthy',
      problem: 'HTTP 503'
    })
    const down = measured({ failedProbes: [...failedProbes, { atMs: 50_000, problem: 'no answer' }], failedInARow: 1 })
    expect(healthAfter({ verdict: judge(down, baseline, limits), measured: down })).toMatchObject({
      problem: 'no answer'
    })
  })
  it('leaves the health as it was when the last checks passed, or the window did not break', () => {
    const crashedHealthy = measured({ leftLive: 'crashed', failedProbes, failedInARow: 0 })
    expect(healthAfter({ verdict: judge(crashedHealthy, baseline, limits), measured: crashedHealthy })).toBeUndefined()
    const passed = measured({ elapsedMs: 300_000, failedProbes: failedProbes.slice(0, 1) })
    expect(healthAfter({ verdict: judge(passed, baseline, limits), measured: passed })).toBeUndefined()
  })
})

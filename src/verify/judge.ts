import { formatDuration } from '../core/duration.js'
import { lineForAnnotation, messageExcerpt } from '../text/remote-text.js'

// The verification window's verdict, a pure function of what it measured: each health probe that
// failed, each runtime log line that matched (known from the baseline or new), and what the
// deployment list showed. The window (window.ts) takes the measurements; this file judges them,
// so every rule is tested with plain data (compare Argo Rollouts' AnalysisRun: measurements
// apart from the decision).

/** More failed health probes than this fail the window: a blip is tolerated, a service that is down is not. */
export const FAILED_PROBES_TOLERATED = 2
/** The last checks failing in a row as the window ends fail it (fewer when it had fewer): it is down. */
export const LAST_FAILED_TO_FAIL = 2
/** A known error fails the window when it comes at least this many times as often per minute as before... */
export const KNOWN_RATE_FACTOR = 3
/** ...and at least this many times in the window. */
export const KNOWN_MIN_COUNT = 5

export interface ProbeFailure {
  /** Since the deployment went live. */
  atMs: number
  /** What the probe met, one line: `HTTP 500`, `no answer within 10s`. */
  problem: string
}

export interface LogMatch {
  /** Since the deployment went live (when the line was read). */
  atMs: number
  /** The line, made safe and redacted, bounded. */
  line: string
  /** The line just before it in the runtime log, made safe; undefined when none was read. */
  before: string | undefined
  shape: string
  /** Its shape was in the baseline: an error the replaced version already had. */
  known: boolean
  /** The crash signature's name or the fail-on-log pattern it matched. */
  by: string
}

/** What the runtime log said before the deploy: how often each matching shape came. */
export interface Baseline {
  /** Matching lines per shape. */
  shapes: ReadonlyMap<string, number>
  /** How much time the lines read cover. */
  spanMs: number
  /** The commit of the version whose log it is, when the deployment list named it. */
  commitSha?: string
}

export interface Measurements {
  /** How long the window has watched so far. */
  elapsedMs: number
  /** How long after going live the window started (the health check's time). */
  startedAtMs: number
  probes: number
  failedProbes: readonly ProbeFailure[]
  /** Health checks that failed since the last one that passed (the latest ones, in a row). */
  failedInARow: number
  /** Each matched line in order (the first ones; every one is counted in `matchesByShape`). */
  matches: readonly LogMatch[]
  /** Matched lines per shape, in the window. */
  matchesByShape: ReadonlyMap<string, number>
  /** A deployment newer than ours that went live (or replaced ours), when the list showed one. */
  newer: string | undefined
  /** When it went live, since ours did, when the list said. */
  newerAtMs?: number | undefined
  /** Our deployment's status, when the list showed it no longer live. */
  leftLive: string | undefined
}

export interface Limits {
  forMs: number
  intervalMs: number
}

export type Verdict =
  | { state: 'watching' }
  | { state: 'passed' }
  /** `atMs`: when the newer one went live, since ours did, when the list said. */
  | { state: 'superseded'; newer: string; atMs?: number }
  | { state: 'failed'; reason: string; atMs: number; cause: FailCause }

/** What broke: the health check, a line of the runtime log, or the deployment's own state. */
type FailCause = 'health' | 'log' | 'state'

/** The verdict so far; `baseline` undefined: none could be read (every match is then new). */
export function judge(measured: Measurements, baseline: Baseline | undefined, limits: Limits): Verdict {
  if (measured.newer !== undefined) {
    // A crash read before the newer one went live was ours: it broke first. After, the log is the newer one's.
    const { newerAtMs } = measured
    const before = newerAtMs === undefined ? undefined : measured.matches.find(m => !m.known && m.atMs < newerAtMs)
    if (before) return crashed(before)
    return { state: 'superseded', newer: measured.newer, ...(newerAtMs === undefined ? {} : { atMs: newerAtMs }) }
  }
  const now = measured.startedAtMs + measured.elapsedMs
  if (measured.leftLive !== undefined)
    return failed(
      now,
      `its deployment left the live state (status "${messageExcerpt(measured.leftLive, 60)}")`,
      'state'
    )
  if (measured.failedProbes.length > FAILED_PROBES_TOLERATED) {
    const last = measured.failedProbes.at(-1) as ProbeFailure
    return failed(
      last.atMs,
      `${measured.failedProbes.length} of ${measured.probes} health checks failed (${last.problem})`,
      'health'
    )
  }
  // Down as the window ends: its last checks (or its only one) failed; a blip before is tolerated.
  const ending = measured.elapsedMs >= limits.forMs
  if (ending && measured.failedInARow > 0 && measured.failedInARow >= Math.min(LAST_FAILED_TO_FAIL, measured.probes)) {
    const last = measured.failedProbes.at(-1) as ProbeFailure
    return failed(
      last.atMs,
      `its last ${measured.failedInARow === 1 ? 'health check' : `${measured.failedInARow} health checks`} failed as the window ended (${last.problem})`,
      'health'
    )
  }
  const crash = measured.matches.find(match => !match.known)
  if (crash) return crashed(crash)
  const noisy = tooFrequent(measured, baseline, limits)
  if (noisy) return failed(now, noisy, 'log')
  if (ending) return { state: 'passed' }
  return { state: 'watching' }
}

function crashed(crash: LogMatch): Verdict {
  return failed(crash.atMs, `a crash in its runtime log: \`${lineForAnnotation(crash.line, 200)}\``, 'log')
}

function failed(atMs: number, why: string, cause: FailCause): Verdict {
  return { state: 'failed', atMs, cause, reason: `broke ${formatDuration(atMs)} after going live: ${why}` }
}

/**
 * A known error far more frequent than before: at least KNOWN_MIN_COUNT times, and at least
 * KNOWN_RATE_FACTOR times its rate per minute in the baseline. The window's rate counts at
 * least one interval, so a first read's burst is not a rate over no time.
 */
function tooFrequent(measured: Measurements, baseline: Baseline | undefined, limits: Limits): string | undefined {
  if (baseline === undefined) return undefined
  const windowMinutes = Math.max(measured.elapsedMs, limits.intervalMs) / 60_000
  const baselineMinutes = Math.max(baseline.spanMs, 60_000) / 60_000
  for (const [shape, count] of measured.matchesByShape) {
    const before = baseline.shapes.get(shape)
    if (before === undefined || count < KNOWN_MIN_COUNT) continue
    const rate = count / windowMinutes
    const rateBefore = before / baselineMinutes
    if (rate < KNOWN_RATE_FACTOR * rateBefore) continue
    const example = measured.matches.find(match => match.shape === shape)
    return `an error it already had came ${count} times in ${formatDuration(measured.elapsedMs)} (${perMinute(rate)} a minute, ${perMinute(rateBefore)} before the deploy): \`${lineForAnnotation(example?.line ?? shape, 200)}\``
  }
  return undefined
}

function perMinute(rate: number): string {
  return rate >= 10 ? String(Math.round(rate)) : rate.toFixed(1)
}

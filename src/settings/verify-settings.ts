import type { VerifyConfig } from '../core/config.js'
import { formatDuration, parseDuration } from '../core/duration.js'
import type { Refuse } from './settings.js'
import { DEFAULT_VERIFY_INTERVAL_MS } from './defaults.js'

// The checks of the verification window's settings, for every face: each names the setting as
// the face spells it (`verify-for`, `--verify-for`, `verifyFor`) and says what is expected.

/** The shortest time between checks. */
export const MIN_VERIFY_INTERVAL_MS = 1000
/** The longest window. */
export const MAX_VERIFY_FOR_MS = 24 * 3_600_000
/** What a refused verify-for or verify-interval is told, after "must be". */
const DURATION_FORMS = 'plain seconds (300) or a duration such as 90s, 5m or 1h'

/** The names of the window's settings as a face spells them. */
export interface VerifyNames {
  verifyFor: string
  verifyInterval: string
  failOnLog: string
  ignoreLog: string
  /** The setting that turns waiting off (`wait`, `--no-wait`), for the refusal of both at once. */
  noWait: string
}

/**
 * The settings as the face read them: the durations as text ('' when not given) or milliseconds
 * (the Node API's numbers, already checked as its other durations are), the patterns as lists.
 */
export interface VerifyRaw {
  verifyFor: string | number
  verifyInterval: string | number
  failOnLog: readonly string[]
  ignoreLog: readonly string[]
}

/**
 * Checks a setting's patterns (verify-patterns.ts's verifyPatterns, which compiles each with the
 * RE2 engine): passed in, so that a face loads the engine only when patterns are given.
 */
export type PatternCheck = (name: string, given: readonly string[], refuse: Refuse) => string[]

/** The window's config; undefined when verify-for is empty or 0 (and nothing else is given). */
export function checkVerify(
  names: VerifyNames,
  raw: VerifyRaw,
  wait: boolean,
  refuse: Refuse,
  checkPatterns: PatternCheck
): VerifyConfig | undefined {
  const forMs = verifyDuration(names.verifyFor, raw.verifyFor, refuse)
  const given = typeof raw.verifyInterval === 'number' ? raw.verifyInterval : raw.verifyInterval.trim()
  // The default written out (action.yml's) is the same as none.
  const intervalText = given !== '' && durationOf(given) === DEFAULT_VERIFY_INTERVAL_MS ? '' : given
  if (forMs === undefined || forMs === 0) {
    const given = [
      intervalText === '' ? undefined : names.verifyInterval,
      raw.failOnLog.length === 0 ? undefined : names.failOnLog,
      raw.ignoreLog.length === 0 ? undefined : names.ignoreLog
    ].find(name => name !== undefined)
    if (given !== undefined)
      throw refuse(
        given,
        `needs ${names.verifyFor}: it is a setting of the verification window after going live, which is off`
      )
    return undefined
  }
  if (forMs > MAX_VERIFY_FOR_MS)
    throw refuse(names.verifyFor, `is ${formatDuration(forMs)}: expected at most ${formatDuration(MAX_VERIFY_FOR_MS)}`)
  if (!wait)
    throw refuse(
      names.verifyFor,
      `cannot be used with ${names.noWait}: the window watches the deployment after it goes live, and ${names.noWait} does not wait for that`
    )
  const intervalMs =
    intervalText === ''
      ? Math.min(DEFAULT_VERIFY_INTERVAL_MS, forMs)
      : (verifyDuration(names.verifyInterval, intervalText, refuse) ?? 0)
  if (intervalMs < MIN_VERIFY_INTERVAL_MS)
    throw refuse(
      names.verifyInterval,
      `must be at least ${formatDuration(MIN_VERIFY_INTERVAL_MS)}, got "${String(intervalText).slice(0, 40)}"`
    )
  if (intervalMs > forMs)
    throw refuse(
      names.verifyInterval,
      `is ${formatDuration(intervalMs)}, longer than ${names.verifyFor} (${formatDuration(forMs)}): expected at most ${names.verifyFor}`
    )
  return {
    forMs,
    intervalMs,
    failOnLog: checkPatterns(names.failOnLog, raw.failOnLog, refuse),
    ignoreLog: checkPatterns(names.ignoreLog, raw.ignoreLog, refuse)
  }
}

/** Milliseconds for a number or a duration's text; undefined for anything else. */
function durationOf(given: string | number): number | undefined {
  return typeof given === 'number' ? given : parseDuration(given)
}

/** 0 for `0`; undefined when empty; refused when it is not a duration (an app file's keys too). */
export function verifyDuration(name: string, raw: string | number, refuse: Refuse): number | undefined {
  if (typeof raw === 'number') {
    if (raw < 0) throw refuse(name, `must not be negative, got ${raw}`)
    return raw
  }
  const given = raw.trim()
  if (given === '') return undefined
  if (/^0+(?:\.0+)?[smh]?$/i.test(given)) return 0
  if (given.startsWith('-'))
    throw refuse(name, `must not be negative: expected ${DURATION_FORMS}, got "${given.slice(0, 40)}"`)
  const ms = parseDuration(given)
  if (ms === undefined) throw refuse(name, `must be ${DURATION_FORMS}, got "${given.slice(0, 40)}"`)
  return ms
}

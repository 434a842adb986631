import { MAX_TIMEOUT_MS } from '../core/duration.js'

// Each setting's default and the hint of its form, written once for both faces: the Action's
// inputs and the CLI's flags (their parsing and their help) read them, and a test holds
// action.yml's `default:` values to them.

/** Whole minutes, as a default is written: 30m. */
function minutes(ms: number): string {
  return `${ms / 60_000}m`
}

/** The longest a run takes unless `timeout` says otherwise. */
export const DEFAULT_TIMEOUT_MS = 30 * 60_000
/** How long the health check keeps trying unless `health-check-timeout` says otherwise. */
export const DEFAULT_HEALTH_CHECK_TIMEOUT_MS = 2 * 60_000

/** The time between the verification window's checks unless verify-interval says otherwise (at most verify-for). */
export const DEFAULT_VERIFY_INTERVAL_MS = 15_000

/** What `if-busy` may be; the first is the default. */
export const IF_BUSY_CHOICES = ['wait', 'fail'] as const
/** What `superseded` may be; the first is the default. */
export const SUPERSEDED_CHOICES = ['fail', 'pass'] as const

/** How the logs of an app's services read: `stream` (labelled lines as they come) or `grouped`. */
export const LOG_ORDERS = ['stream', 'grouped'] as const

/** Every default as action.yml writes it, keyed by the setting's name (the input, the flag without `--`). */
export const DEFAULTS = {
  wait: true,
  logs: true,
  rollback: false,
  timeout: minutes(DEFAULT_TIMEOUT_MS),
  'health-check-timeout': minutes(DEFAULT_HEALTH_CHECK_TIMEOUT_MS),
  'if-busy': IF_BUSY_CHOICES[0],
  superseded: SUPERSEDED_CHOICES[0]
} as const

/** Durations as every hint shows them. */
export const DURATION_EXAMPLES = ['90s', '20m', '1h30m'] as const

/** What a refused `timeout` is told, after "must be a positive duration". */
export const TIMEOUT_HINT = `such as ${DURATION_EXAMPLES.join(', ')} or plain seconds (600)`
/** What a refused `health-check-timeout` is told, after "must be a positive duration". */
export const HEALTH_CHECK_TIMEOUT_HINT = `(how long to keep checking) such as 30s, 2m or plain seconds (120), at most ${MAX_TIMEOUT_MS / 3_600_000}h`

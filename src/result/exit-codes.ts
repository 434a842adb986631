import type { DeployResult, FailureKind } from '../core/result.js'

// The CLI's exit codes: one per way a run can end, so a pipeline can tell a failed
// deployment from a refused key or a service it could not reach.

export interface ExitCode {
  code: number
  /** What the code means, for the docs and `--help`. */
  meaning: string
}

export const EXIT_OK = 0
/** Bad or missing flags, or settings that cannot work together: the CLI exits with this before anything is changed. */
export const EXIT_USAGE = 2

/** The code for each failure kind but `interrupted`, whose code depends on the signal. */
const BY_KIND: Record<Exclude<FailureKind, 'interrupted'>, number> = {
  deployment: 1,
  usage: EXIT_USAGE,
  auth: 3,
  unhealthy: 4,
  cancelled: 5,
  'timed-out': 6,
  unreachable: 7,
  'not-found': 8
}

/** 128 + the signal's number, as shells report a process the signal stopped. */
const BY_SIGNAL = { SIGINT: 130, SIGTERM: 143 } as const

/** Every exit code, in order; the docs are generated from this table. */
export const EXIT_CODES: readonly ExitCode[] = [
  { code: EXIT_OK, meaning: 'live (and healthy when checked), or queued with --no-wait' },
  {
    code: BY_KIND.deployment,
    meaning:
      'the deployment failed (also when a rollback then went live), or --outputs-file could not be written after it'
  },
  {
    code: BY_KIND.usage,
    meaning:
      'usage: bad or missing flags, unreadable env file, key on the command line, an --outputs-file that cannot be written, a --health-check-url path with no known URL; nothing was changed'
  },
  { code: BY_KIND.auth, meaning: 'the key was refused or lacks the permission (401/403)' },
  {
    code: BY_KIND.unhealthy,
    meaning: 'live, but the health check failed, or it broke in the verification window (--verify-for)'
  },
  { code: BY_KIND.cancelled, meaning: 'cancelled or superseded (with --superseded fail)' },
  { code: BY_KIND['timed-out'], meaning: 'timed out; the deployment may still be running' },
  {
    code: BY_KIND.unreachable,
    meaning: 'the service could not be reached or kept failing (network, 5xx, unreadable answers)'
  },
  {
    code: BY_KIND['not-found'],
    meaning:
      'the service or the deployment does not exist, or the key cannot see it, or --base-url is not the API root (404); nothing was queued'
  },
  { code: BY_SIGNAL.SIGINT, meaning: 'interrupted by SIGINT (the deployment goes on at the service)' },
  { code: BY_SIGNAL.SIGTERM, meaning: 'interrupted by SIGTERM (the deployment goes on at the service)' }
]

/** The exit code for a run's result. */
export function exitCodeOf(result: DeployResult): number {
  // The signal that stopped the run decides, whatever else went wrong before it.
  if (result.interruptedBy !== undefined) return BY_SIGNAL[result.interruptedBy]
  const kind = result.failureKind
  if (kind === 'interrupted') return BY_SIGNAL.SIGINT
  if (kind !== undefined) return BY_KIND[kind]
  // An error without a kind breaks the engine's contract; it must still not read as success.
  return result.error === undefined ? EXIT_OK : BY_KIND.deployment
}

import { ApiError, NetworkError, UnreadableAnswerError } from './api/errors.js'
import { Cancelled, TimeoutReached } from './deadline.js'
import type { FailureKind } from './engine/result.js'
import { ActionError, InputError, KeyRefused, UnusableAnswer } from './errors.js'
import { formatDuration } from './inputs/duration.js'
import { excerpt, plainLine } from './text/remote-text.js'
import type { Outcome, WatchResult } from './watch/state-watcher.js'

// Why the step failed and what to do next, for every way it can fail: one place, read by
// the error annotation and the job summary alike.

/** The phase whose errors are the user's inputs: the annotation is titled "Invalid input". */
export const READING_INPUTS = 'Reading the inputs'
/** Log lines quoted in the failure annotation; the summary shows more. */
const ANNOTATION_TAIL_LINES = 10

export interface Failure {
  /** Why the step failed, one paragraph without the next step. */
  message: string
  /** The error annotation's title. */
  title: string
  /** What to do next, when there is advice. */
  next: string | undefined
  /**
   * The error annotation: the message, the error's own advice ("Next: ..."), and the last log
   * lines when the deployment ran. Advice that only follows from the result is the summary's.
   */
  annotation: string
  /** The step's result output (undefined: nothing was queued, so there is none). */
  result: Exclude<Outcome, 'success'> | 'unhealthy' | undefined
  /** The job itself was cancelled (SIGINT/SIGTERM), not the deployment at the service. */
  jobCancelled: boolean
  /** What kind of failure it is (the CLI's exit code). */
  kind: FailureKind
}

/** A deployment that ended without going live. */
export interface OutcomeFailure {
  watched: WatchResult & { outcome: Exclude<Outcome, 'success'> }
  deploymentId: string
  elapsedMs: number
  timeoutMs: number
  /** The deployment's last log lines, already made safe. */
  tail: readonly string[]
  /** How the service's rate limit held the run up (api/rate-limit.ts), if it did. */
  rateLimited?: string
}

/** An error thrown during a phase of the run. */
export interface ErrorFailure {
  error: unknown
  /** What was being done: "Checking the API key". */
  phase: string
  /** Set once the deployment was queued. */
  deploymentId?: string
  timeoutMs: number
  /** Why the step's signal aborted, if it did: a timeout or a cancellation seen as another error. */
  aborted?: TimeoutReached | Cancelled
  /** How the service's rate limit held the run up (api/rate-limit.ts), if it did. */
  rateLimited?: string
}

/** What the spec's Errors table says to check next, per status. */
const NEXT_FOR_STATUS: Record<number, string> = {
  400: 'check the inputs and the service configuration.',
  401: 'the API key is missing, invalid or revoked: check the api-key secret.',
  402: 'the account must resolve a billing requirement in the dashboard.',
  403: "the key's type, capabilities or scope do not permit this operation: use a key that grants it.",
  404: 'the resource does not exist or is not visible to this key: check service-id and the key scope.',
  409: 'the current state of the resource prevents this: inspect it in the dashboard before retrying.',
  429: 'the service is rate limiting requests: every job that uses this API key shares the limit.',
  500: 'the service could not complete the operation: check the resource state before retrying.'
}

/** Advice when a failure brings none of its own. */
const NEXT_FOR_RESULT = {
  failure: 'Fix the cause shown above, then run the job again.',
  cancelled: 'Check the deployment in the dashboard; run the job again if it should go live.',
  'timed-out': 'Check the deployment in the dashboard, or raise the timeout input.'
} as const
/** Advice for a timeout the service's rate limit had a hand in. */
const NEXT_WHEN_RATE_LIMITED =
  "Every job that uses this API key shares its rate limit: run fewer of them at once (the matrix's max-parallel), or raise the timeout input."

/** The failure with one more sentence, in its message and its annotation (what is live now, a newer deployment). */
export function withNote(failure: Failure, note: string): Failure {
  return { ...failure, message: `${failure.message} ${note}`, annotation: `${failure.annotation}\n${note}` }
}

export function explainFailure(input: OutcomeFailure | ErrorFailure): Failure {
  return 'watched' in input ? explainOutcome(input) : explainError(input)
}

function explainOutcome({ watched, deploymentId, elapsedMs, timeoutMs, tail, rateLimited }: OutcomeFailure): Failure {
  const took = formatDuration(elapsedMs)
  const status = watched.status === undefined ? 'unknown' : `"${excerpt(watched.status, 60)}"`
  // The title is the final status, as the service named it.
  const finalStatus = watched.status === undefined ? watched.outcome : excerpt(watched.status, 60)
  const lines = tail.slice(-ANNOTATION_TAIL_LINES)
  const lastLines = lines.length > 0 ? `\nLast log lines:\n${lines.map(line => `  ${plainLine(line)}`).join('\n')}` : ''
  const failed = (message: string, next: string, title = `Deployment ${finalStatus}`): Failure => ({
    message,
    title,
    next,
    annotation: `${message}${lastLines}`,
    result: watched.outcome,
    jobCancelled: false,
    kind: watched.outcome === 'failure' ? 'deployment' : watched.outcome
  })
  switch (watched.outcome) {
    case 'timed-out':
      return failed(
        `Deployment ${deploymentId} did not finish within the timeout of ${formatDuration(timeoutMs)} (last status ${status}). The deployment goes on at the service; this step stopped waiting.${rateLimited ? ` ${rateLimited}` : ''}`,
        rateLimited ? NEXT_WHEN_RATE_LIMITED : NEXT_FOR_RESULT['timed-out'],
        `Timed out (last status ${finalStatus})`
      )
    case 'cancelled':
      return failed(
        `Deployment ${deploymentId} was cancelled (status ${status}) after ${took}.`,
        'Check who or what cancelled it (a newer deployment can supersede it), then run the job again.'
      )
    case 'failure':
      return failed(
        `Deployment ${deploymentId} failed with status ${status} after ${took}.`,
        'Read the log lines below, fix the cause, and push again.'
      )
  }
}

function explainError({ error, phase, deploymentId, timeoutMs, aborted, rateLimited }: ErrorFailure): Failure {
  const goesOn = deploymentId ? ` Deployment ${deploymentId} goes on at the service` : ''
  if (error instanceof TimeoutReached || aborted instanceof TimeoutReached) {
    const message = `${phase} did not finish within the timeout of ${formatDuration(timeoutMs)}.${goesOn && `${goesOn}.`}${rateLimited ? ` ${rateLimited}` : ''}`
    return {
      message,
      title: rateLimited ? 'Timed out while rate limited' : 'Timed out',
      next: rateLimited ? NEXT_WHEN_RATE_LIMITED : NEXT_FOR_RESULT['timed-out'],
      annotation: message,
      result: 'timed-out',
      jobCancelled: false,
      kind: 'timed-out'
    }
  }
  if (error instanceof Cancelled || aborted instanceof Cancelled) {
    const message = `The job was cancelled during: ${phase.toLowerCase()}.${goesOn && `${goesOn}: the API offers no way to abort it from here.`}`
    return {
      message,
      title: 'Job cancelled',
      next: NEXT_FOR_RESULT.cancelled,
      annotation: message,
      result: 'cancelled',
      jobCancelled: true,
      kind: 'interrupted'
    }
  }
  const result = deploymentId ? 'failure' : undefined
  const message = describe(phase, error)
  const own = nextStep(error)
  return {
    message,
    title: phase === READING_INPUTS ? 'Invalid input' : `${phase} failed`,
    next: own ?? (result && NEXT_FOR_RESULT.failure),
    annotation: own ? `${message} Next: ${own}` : message,
    result,
    jobCancelled: false,
    kind: kindOf(error)
  }
}

/** An error's kind: the user's input, the key, the service out of reach, else the deployment's. */
function kindOf(error: unknown): FailureKind {
  if (error instanceof InputError) return 'usage'
  if (error instanceof KeyRefused || (error instanceof ApiError && (error.status === 401 || error.status === 403)))
    return 'auth'
  if (error instanceof NetworkError || error instanceof UnreadableAnswerError || error instanceof UnusableAnswer)
    return 'unreachable'
  if (error instanceof ApiError && error.status >= 500) return 'unreachable'
  return 'deployment'
}

/** The advice an error brings: its own, else the spec's for its HTTP status. */
function nextStep(error: unknown): string | undefined {
  if (!(error instanceof ActionError)) return undefined
  if (error.next !== undefined || !(error instanceof ApiError) || error.status < 400) return error.next
  return (
    NEXT_FOR_STATUS[error.status] ?? (error.status >= 500 ? NEXT_FOR_STATUS[500] : 'check the request and the service.')
  )
}

/** A failure message that says what failed; a thrown non-Error fails the step too. */
function describe(phase: string, error: unknown): string {
  if (error instanceof ActionError) return error.message
  if (error instanceof Error) return `${phase} failed unexpectedly: ${excerpt(error.message, 500)}`
  return `${phase} failed unexpectedly: ${excerpt(String(error), 500)}`
}

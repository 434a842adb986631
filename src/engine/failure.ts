import { AnswerLost, ApiError, NetworkError, UnreadableAnswerError } from '../api/errors.js'
import { Cancelled, TimeoutReached } from '../core/deadline.js'
import type { Failure, FailureKind } from '../core/result.js'
import {
  AppFileError,
  UserFacingError,
  InputError,
  KeyRefused,
  NotFound,
  UnusableAnswer,
  UsageError
} from '../core/errors.js'
import { formatDuration } from '../core/duration.js'
import { messageExcerpt, lineForAnnotation } from '../text/remote-text.js'
import { describeError } from '../text/error-text.js'
import { ACTION_WORDS, followAdvice, phrase, setting, spell, type Vocabulary } from '../core/vocabulary.js'
import type { Outcome, WatchResult } from '../watch/state-watcher.js'

// Why the step failed and what to do next, for every way it can fail: one place, read by
// the error annotation and the job summary alike.

/** The phase whose errors are the user's inputs: the annotation is titled "Invalid input". */
export const READING_INPUTS = 'Reading the inputs'
/** Log lines quoted in the failure annotation; the summary shows more. */
const ANNOTATION_TAIL_LINES = 10

/** A deployment that ended without going live. */
export interface OutcomeFailure {
  watched: WatchResult & { outcome: Exclude<Outcome, 'success'> }
  deploymentId: string
  /** The deployment's service: the advice names it. */
  serviceId?: string
  /** How long the deployment took; undefined: not known (a watch whose record names no times). */
  elapsedMs: number | undefined
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
  /** The deployment's service, when known: the advice names it. */
  serviceId?: string
  timeoutMs: number
  /** Why the step's signal aborted, if it did: a timeout or a cancellation seen as another error. */
  aborted?: TimeoutReached | Cancelled
  /** How the service's rate limit held the run up (api/rate-limit.ts), if it did. */
  rateLimited?: string
  /** The deployment went live before the run stopped (in its health check or verification window). */
  live?: boolean
}

/** What the spec's Errors table says to check next, per status. */
const NEXT_FOR_STATUS: Record<number, string> = {
  400: `check ${setting('settings')} and the service configuration.`,
  401: `the API key is missing, invalid or revoked: check ${setting('apiKey')}.`,
  402: 'the account must resolve a billing requirement in the dashboard.',
  403: "the key's type, capabilities or scope do not permit this operation: use a key that grants it.",
  404: `the resource does not exist or is not visible to this key: check ${setting('serviceId')} and the key scope.`,
  409: 'the current state of the resource prevents this: inspect it in the dashboard before retrying.',
  429: 'the service is rate limiting requests: every job that uses this API key shares the limit.',
  500: 'the service could not complete the operation: check the resource state before retrying.'
}

/** Advice when a failure brings none of its own. */
const NEXT_FOR_RESULT = {
  failure: `Fix the cause shown above, then ${phrase('runAgain')}.`,
  // Before anything was queued there is no deployment to check: the phase above waited on the service.
  'timed-out': `Nothing was queued: ${phrase('runAgain')} once the service answers, or raise ${setting('timeout')}.`
} as const

/** After a timeout: the deployment goes on, so the advice is to follow it (the CLI's watch), or wait longer. */
function nextAfterTimeout(deploymentId: string | undefined, serviceId: string | undefined): string {
  if (deploymentId === undefined) return NEXT_FOR_RESULT['timed-out']
  return `${followAdvice(deploymentId, serviceId ?? '')}, or raise ${setting('timeout')}.`
}

/** After a signal: a deployment queued goes on, and running again would queue a second one. */
function nextAfterInterrupt(deploymentId: string | undefined, serviceId: string | undefined): string {
  if (deploymentId === undefined) return `Nothing was queued: ${phrase('runAgain')} to deploy.`
  return `${followAdvice(deploymentId, serviceId ?? '')}. Do not ${phrase('runAgain')} unless it fails: that would queue a second deployment.`
}
/** Advice for a run stopped after its deployment went live, in its health check or window. */
const NEXT_WHEN_LIVE = "Check the service's health and runtime log in the dashboard."
/** Advice for a timeout the service's rate limit had a hand in. */
const NEXT_WHEN_RATE_LIMITED = `Every job that uses this API key shares its rate limit: run fewer of them at once${phrase('fewerAtOnce')}, or raise ${setting('timeout')}.`

/** The failure with one more sentence, in its message and its annotation (what is live now, a newer deployment). */
export function withNote(failure: Failure, note: string): Failure {
  return { ...failure, message: `${failure.message} ${note}`, annotation: `${failure.annotation}\n${note}` }
}

/** A message without the note withNote added, for a report whose own row says the note. */
export function withoutNote(message: string, note: string | undefined): string {
  return note !== undefined && message.endsWith(` ${note}`) ? message.slice(0, -note.length - 1) : message
}

/** The run stopped (the job cancelled, the timeout) during the rollback after a failed deployment. */
export interface StoppedRollback {
  /** The deployment's own failure, which stands: it did fail. */
  failure: Failure
  /** Why the run stopped. */
  aborted: TimeoutReached | Cancelled
  /** The rollback's redeploy, when it was queued: it goes on at the service. */
  rollback: { deploymentId: string; ref: string } | undefined
  serviceId: string
  timeoutMs: number
}

/**
 * The deployment's failure, when the run stopped during its rollback: the deployment failed (its
 * result stays); a redeploy already queued is what goes on and may still go live, and the advice
 * follows it.
 */
export function explainStoppedRollback(
  { failure, aborted, rollback, serviceId, timeoutMs }: StoppedRollback,
  words: Vocabulary = ACTION_WORDS
): Failure {
  const cancelled = aborted instanceof Cancelled
  const when = cancelled
    ? `${phrase('interrupted')} while rolling back`
    : `The rollback did not finish within the timeout of ${formatDuration(timeoutMs)}`
  const redeploy =
    rollback &&
    `deployment ${rollback.deploymentId}${rollback.ref === '' ? '' : ` of ${messageExcerpt(rollback.ref, 100)}`}`
  const note = redeploy
    ? `${when}: the rollback, ${redeploy}, goes on at the service${cancelled ? ' and may still go live: the API offers no way to abort it from here' : ''}.`
    : `${when}, before a redeploy was queued: nothing was rolled back.`
  const next = !rollback
    ? failure.next
    : cancelled
      ? `${followAdvice(rollback.deploymentId, serviceId)}.`
      : nextAfterTimeout(rollback.deploymentId, serviceId)
  return spellFailure(
    {
      ...withNote(failure, note),
      title: cancelled ? phrase('interruptedTitle') : 'Timed out while rolling back',
      next,
      kind: cancelled ? 'interrupted' : 'timed-out'
    },
    words
  )
}

/** The failure, worded as the face speaks (`words`: the Action's unless given). */
export function explainFailure(input: OutcomeFailure | ErrorFailure, words: Vocabulary = ACTION_WORDS): Failure {
  return spellFailure('watched' in input ? explainOutcome(input) : explainError(input), words)
}

/** The failure with every setting and phrase spelled in `words`. */
export function spellFailure(failure: Failure, words: Vocabulary): Failure {
  return {
    ...failure,
    message: spell(failure.message, words),
    title: spell(failure.title, words),
    next: failure.next === undefined ? undefined : spell(failure.next, words),
    annotation: spell(failure.annotation, words)
  }
}

function explainOutcome({
  watched,
  deploymentId,
  serviceId,
  elapsedMs,
  timeoutMs,
  tail,
  rateLimited
}: OutcomeFailure): Failure {
  const after = elapsedMs === undefined ? '' : ` after ${formatDuration(elapsedMs)}`
  const status = watched.status === undefined ? 'unknown' : `"${messageExcerpt(watched.status, 60)}"`
  // The title is the final status, as the service named it.
  const finalStatus = watched.status === undefined ? watched.outcome : messageExcerpt(watched.status, 60)
  const lines = tail.slice(-ANNOTATION_TAIL_LINES)
  const lastLines =
    lines.length > 0 ? `\nLast log lines:\n${lines.map(line => `  ${lineForAnnotation(line)}`).join('\n')}` : ''
  const failed = (message: string, next: string, title = `Deployment ${finalStatus}`): Failure => ({
    message,
    title,
    next,
    annotation: `${message}${lastLines}`,
    result: watched.outcome,
    kind: watched.outcome === 'failure' ? 'deployment' : watched.outcome
  })
  switch (watched.outcome) {
    case 'timed-out':
      return failed(
        `Deployment ${deploymentId} did not finish within the timeout of ${formatDuration(timeoutMs)} (last status ${status}). The deployment goes on at the service; ${phrase('self')} stopped waiting.${rateLimited ? ` ${rateLimited}` : ''}`,
        rateLimited ? NEXT_WHEN_RATE_LIMITED : nextAfterTimeout(deploymentId, serviceId),
        `Timed out (last status ${finalStatus})`
      )
    case 'cancelled':
      return failed(
        `Deployment ${deploymentId} was cancelled (status ${status})${after}.`,
        `Check who or what cancelled it (a newer deployment can supersede it), then ${phrase('runAgain')}.`
      )
    case 'failure':
      return failed(
        `Deployment ${deploymentId} failed with status ${status}${after}.`,
        // No line shown (logs off, a key without logs: read, a silent build): the dashboard has the log.
        `Read ${tail.length > 0 ? phrase('logLines') : "the deployment's log in the dashboard"}, fix the cause, and ${phrase('pushAgain')}.`
      )
  }
}

function explainError({
  error,
  phase,
  deploymentId,
  serviceId,
  timeoutMs,
  aborted,
  rateLimited,
  live
}: ErrorFailure): Failure {
  // Live already, it goes on as it is: what the run did not finish is its own checks of it.
  const isLive = live === true && deploymentId !== undefined
  const goesOn = deploymentId ? ` Deployment ${deploymentId} goes on at the service` : ''
  const liveNote = ` Deployment ${deploymentId} is live; the run stopped before its checks of it ended, so it was not judged and nothing was rolled back.`
  if (error instanceof TimeoutReached || aborted instanceof TimeoutReached) {
    const message = `${phase} did not finish within the timeout of ${formatDuration(timeoutMs)}.${isLive ? liveNote : goesOn && `${goesOn}.`}${rateLimited ? ` ${rateLimited}` : ''}`
    return {
      message,
      title: rateLimited ? 'Timed out while rate limited' : 'Timed out',
      next: rateLimited
        ? NEXT_WHEN_RATE_LIMITED
        : isLive
          ? `${NEXT_WHEN_LIVE} Raise ${setting('timeout')} to leave room for them.`
          : nextAfterTimeout(deploymentId, serviceId),
      annotation: message,
      // Nothing queued, nothing timed out at the service: no result (the kind says why it failed).
      result: deploymentId ? 'timed-out' : undefined,
      kind: 'timed-out'
    }
  }
  if (error instanceof Cancelled || aborted instanceof Cancelled) {
    // The run stopped, not the deployment: it may still go live.
    const message = `${phrase('interrupted')} during: ${phase.toLowerCase()}.${isLive ? liveNote : goesOn && `${goesOn} and may still go live: the API offers no way to abort it from here.`}`
    return {
      message,
      title: phrase('interruptedTitle'),
      next: isLive
        ? `${NEXT_WHEN_LIVE} Do not ${phrase('runAgain')} to check it: that would queue a second deployment.`
        : nextAfterInterrupt(deploymentId, serviceId),
      annotation: message,
      result: deploymentId ? 'interrupted' : undefined,
      kind: 'interrupted'
    }
  }
  const kind = kindOf(error)
  // A deployment that is not there, or a watch that could not start, has no result.
  const result = deploymentId && kind !== 'not-found' && kind !== 'usage' ? 'failure' : undefined
  const message = describeError(phase, error)
  const own = nextStep(error)
  return {
    message,
    title: titleOf(error, phase, kind),
    next: own ?? (result && NEXT_FOR_RESULT.failure),
    annotation: own ? `${message} Next: ${own}` : message,
    result,
    kind
  }
}

/**
 * A usage error is the settings' fault, whichever phase found it (the key may be fine); one in
 * the app file is the file's, on every face.
 */
function titleOf(error: unknown, phase: string, kind: FailureKind): string {
  if (error instanceof AppFileError) return error.title
  return phase === READING_INPUTS || kind === 'usage' ? phrase('invalidSettings') : `${phase} failed`
}

/** An error's kind: the user's input, the key, what is not there, the service out of reach, else the deployment's. */
function kindOf(error: unknown): FailureKind {
  if (error instanceof InputError || error instanceof UsageError) return 'usage'
  // The API's 404 means the thing does not exist or this key cannot see it: either way, a typo's answer.
  if (error instanceof NotFound || (error instanceof ApiError && error.status === 404)) return 'not-found'
  if (error instanceof KeyRefused || (error instanceof ApiError && (error.status === 401 || error.status === 403)))
    return 'auth'
  if (
    error instanceof NetworkError ||
    error instanceof UnreadableAnswerError ||
    error instanceof UnusableAnswer ||
    error instanceof AnswerLost
  )
    return 'unreachable'
  if (error instanceof ApiError && error.status >= 500) return 'unreachable'
  return 'deployment'
}

/** The advice an error brings: its own, else the spec's for its HTTP status. */
function nextStep(error: unknown): string | undefined {
  if (!(error instanceof UserFacingError)) return undefined
  if (error.next !== undefined || !(error instanceof ApiError) || error.status < 400) return error.next
  return (
    NEXT_FOR_STATUS[error.status] ?? (error.status >= 500 ? NEXT_FOR_STATUS[500] : 'check the request and the service.')
  )
}

import { Cancelled, TimeoutReached } from '../core/deadline.js'
import { UserFacingError } from '../core/errors.js'
import { messageExcerpt } from './remote-text.js'

/**
 * What went wrong while doing `phase`, one sentence safe to print: a user-facing error's own
 * message, else what failed and the error's text; a thrown non-Error is described too. For
 * warnings and notes; a run's failure is explained by engine/failure.ts.
 */
export function describeError(phase: string, error: unknown): string {
  if (error instanceof UserFacingError) return error.message
  if (error instanceof TimeoutReached) return `${phase} did not finish in time.`
  if (error instanceof Cancelled) return `${phase} was interrupted.`
  if (error instanceof Error) return `${phase} failed unexpectedly: ${messageExcerpt(error.message, 500)}`
  return `${phase} failed unexpectedly: ${messageExcerpt(String(error), 500)}`
}

import { UnusableAnswer } from '../core/errors.js'
import { remoteText } from './remote-text.js'
import { containsCredential } from './secrets.js'
import { setting } from '../core/vocabulary.js'

// Values the service sends that the action passes on (into outputs, URL paths, GitHub) are
// validated, never rewritten: a value that is not what it claims to be fails the step, so a
// later step never reads a corrupted or redacted id. A value holding the API key or the
// GitHub token fails too: a hostile server must not be able to put them into an output.

/** A commit id (hex, 7 to 64 characters) that may be shown as one; anything else is no commit. */
export function isCommitSha(sha: string | undefined): sha is string {
  return sha !== undefined && /^[0-9a-f]{7,64}$/i.test(sha)
}

/** An id usable as exactly one URL path segment: no `/`, `%`, controls, `.` or `..`. */
const SEGMENT = /^[A-Za-z0-9._~:@-]{1,200}$/
/** A ref or state: one line of printable text, bounded. */
const MAX_REF_LENGTH = 1000
const MAX_STATUS_LENGTH = 100

export function isPathSegment(id: string): boolean {
  return SEGMENT.test(id) && id !== '.' && id !== '..'
}

/** A deployment id from the service, or an UserFacingError that says why it cannot be used. */
export function deploymentIdFrom(value: unknown, where: string): string {
  const id = typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value) : value
  if (typeof id !== 'string' || !isPathSegment(id) || containsCredential(id)) {
    throw new UnusableAnswer(
      `The service sent a deployment id that is not a plain id (${where}: ${describe(id)}); expected letters, digits and . _ ~ : @ - (at most 200), not "." or "..". It is not used, so as not to call or report the wrong deployment.`,
      `check ${setting('baseUrl')} points at the hosting API.`
    )
  }
  return id
}

/** A ref from the service: one line of at most 1000 printable characters. */
export function refFrom(value: unknown, where: string): string {
  if (typeof value !== 'string' || !isLine(value, MAX_REF_LENGTH) || containsCredential(value)) {
    throw new UnusableAnswer(
      `The service sent a ref that is not one line of at most ${MAX_REF_LENGTH} printable characters (${where}: ${describe(value)}).`,
      `check ${setting('baseUrl')} points at the hosting API.`
    )
  }
  return value
}

/** A deployment state from the service: one line of at most 100 printable characters. */
export function statusFrom(value: unknown, where: string): string {
  if (
    typeof value !== 'string' ||
    !isLine(value, MAX_STATUS_LENGTH) ||
    value.trim() === '' ||
    containsCredential(value)
  ) {
    throw new UnusableAnswer(
      `The service sent a deployment state that is not one word or short line of at most ${MAX_STATUS_LENGTH} printable characters (${where}: ${describe(value)}).`,
      `check ${setting('baseUrl')} points at the hosting API.`
    )
  }
  return value
}

/** Printable text on one line: no controls, no line or paragraph separators, no invisible characters. */
function isLine(value: string, max: number): boolean {
  return value.length <= max && !/[\p{Cc}\p{Cf}\p{Cs}\u2028\u2029]/u.test(value)
}

function describe(value: unknown): string {
  if (typeof value === 'string') return `"${remoteText(value, { max: 60 })}" (${value.length} characters)`
  return value === undefined ? 'none' : `a ${value === null ? 'null' : typeof value}`
}

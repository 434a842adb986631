import { UserFacingError } from '../core/errors.js'

// Errors of requests to the hosting API. Only run() in main.ts catches them; failure.ts
// says what to do next for each.

/** The hosting API answered with an error status or a redirect. */
export class ApiError extends UserFacingError {
  override name = 'ApiError'
  constructor(
    message: string,
    readonly status: number,
    readonly serverMessage?: string,
    next?: string
  ) {
    super(message, next)
  }
}

/** An answer worth retrying for idempotent requests (5xx, 429). */
export class RetryableApiError extends ApiError {
  override name = 'RetryableApiError'
  constructor(
    message: string,
    status: number,
    serverMessage?: string,
    readonly retryAfterMs?: number
  ) {
    super(message, status, serverMessage)
  }
}

/**
 * A 2xx answer whose body the action cannot use (not JSON, too large, too many objects), or a
 * redirect (never followed): not the API's answer, though the request may have been handled. An ApiError still, so readers that tolerate a failed read
 * tolerate this one too.
 */
export class UnreadableAnswerError extends ApiError {
  override name = 'UnreadableAnswerError'
  constructor(
    message: string,
    status: number,
    /** Worth another try for idempotent requests (a body that is not JSON may be a proxy's hiccup). */
    readonly retryable: boolean,
    next: string
  ) {
    super(message, status, undefined, next)
  }
}

/** The request never got an answer (connection refused, reset, timed out). */
export class NetworkError extends UserFacingError {
  override name = 'NetworkError'
}

/**
 * A request that may have been acted on got no usable answer (network, 5xx, unreadable body),
 * and reading back could not settle it: the service was out of reach, not the deployment failed.
 */
export class AnswerLost extends UserFacingError {
  override name = 'AnswerLost'
}

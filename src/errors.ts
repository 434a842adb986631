// Typed errors thrown by the action's steps. Only run() in main.ts catches them; their
// messages are meant for the person reading the job log and never contain a secret.

/** A failure the user can act on; the message says what is wrong and what to check. */
export class ActionError extends Error {
  override name = 'ActionError'
}

/** An input that is missing or malformed; raised before any network request. */
export class InputError extends ActionError {
  override name = 'InputError'
  constructor(
    readonly input: string,
    message: string
  ) {
    super(`Input '${input}' ${message}`)
  }
}

/** The hosting API answered with an error status, or with a body the action cannot use. */
export class ApiError extends ActionError {
  override name = 'ApiError'
  constructor(
    message: string,
    readonly status: number,
    readonly serverMessage?: string
  ) {
    super(message)
  }
}

/** An answer worth retrying for idempotent requests (5xx, 429, an unusable body). */
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

/** The request never got an answer (connection refused, reset, timed out). */
export class NetworkError extends ActionError {
  override name = 'NetworkError'
}

// Typed errors thrown by the action's steps. Only run() in main.ts catches them; their
// messages are meant for the person reading the job log and never contain a secret.

/** A failure the user can act on: the message says what is wrong, `next` what to do about it. */
export class ActionError extends Error {
  override name = 'ActionError'
  constructor(
    message: string,
    /** What to do next, one sentence; failure.ts falls back to a default when absent. */
    readonly next?: string
  ) {
    super(message)
  }
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

/** The API key was refused, or lacks what this run needs: nothing was changed. */
export class KeyRefused extends ActionError {
  override name = 'KeyRefused'
}

/** The service sent a value (an id, a ref, a state) the action cannot use: an unreadable answer. */
export class UnusableAnswer extends ActionError {
  override name = 'UnusableAnswer'
}

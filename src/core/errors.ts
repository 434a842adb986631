// Typed errors thrown by the action's steps. Only run() in main.ts catches them; their
// messages are meant for the person reading the job log and never contain a secret.

/** A failure the user can act on: the message says what is wrong, `next` what to do about it. */
export class UserFacingError extends Error {
  override name = 'UserFacingError'
  constructor(
    message: string,
    /** What to do next, one sentence; failure.ts falls back to a default when absent. */
    readonly next?: string
  ) {
    super(message)
  }
}

/**
 * An input that is missing or malformed, or something in the file it names; raised before any
 * network request. `at` says where in that file, as the command line says it: a problem of an
 * app file's service reads "app.yml line 9: `env-file` of service `web` names no readable file".
 */
export class InputError extends UserFacingError {
  override name = 'InputError'
  constructor(
    readonly input: string,
    message: string,
    /** Where the problem lies in the file the input names; the message then starts there. */
    readonly at?: string
  ) {
    super(at === undefined ? `Input '${input}' ${message}` : `${at} ${message}`)
  }
}

/** The API key was refused, or lacks what this run needs: nothing was changed. */
export class KeyRefused extends UserFacingError {
  override name = 'KeyRefused'
}

/** The service or the deployment does not exist, or this key cannot see it (the API cannot tell which). */
export class NotFound extends UserFacingError {
  override name = 'NotFound'
}

/** The service sent a value (an id, a ref, a state) the action cannot use: an unreadable answer. */
export class UnusableAnswer extends UserFacingError {
  override name = 'UnusableAnswer'
}

/**
 * A command line the CLI cannot run: a bad or missing flag, an unreadable env file, the key
 * on the command line. Raised before anything is sent; the message never holds a secret.
 */
export class UsageError extends UserFacingError {
  override name = 'UsageError'
  constructor(
    /** The flag, variable or word at fault, e.g. `--if-busy` or `HOSTING_API_KEY`. */
    readonly subject: string,
    /** What is wrong and what is expected, e.g. `must be wait or fail, got "maybe"`. */
    problem: string,
    next?: string
  ) {
    super(`${subject} ${problem}`, next)
  }
}

/** How every face titles a problem of the app file (the Action, the command line, the Node API). */
const APP_FILE_TITLE = 'Invalid app file'

/** A problem with the app file: `file line N: what is wrong and what is expected`. */
export class AppFileError extends UsageError {
  override name = 'AppFileError'
  /** How every face titles it: the file is what to fix, not the command line or the inputs. */
  readonly title = APP_FILE_TITLE
  constructor(
    /** The path as given. */
    readonly file: string,
    /** 1-based; undefined when the file could not be read. */
    readonly line: number | undefined,
    problem: string,
    /** The setting that names the file, as the face spells it (`--app-file`): the subject when there is no line. */
    setting?: string
  ) {
    // A problem inside the file is explained by the file's reference; one of reading it, by the setting's.
    super(
      line === undefined ? (setting ?? file) : `${file} line ${line}:`,
      problem,
      line === undefined ? undefined : "see docs/app.md for the app file's keys and their forms."
    )
  }
}

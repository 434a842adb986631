import { ActionError } from '../errors.js'

/**
 * A command line the CLI cannot run: a bad or missing flag, an unreadable env file, the key
 * on the command line. Raised before anything is sent; the message never holds a secret.
 */
export class UsageError extends ActionError {
  override name = 'UsageError'
  constructor(
    /** The flag, variable or word at fault, e.g. `--if-busy` or `HOSTING_API_KEY`. */
    readonly subject: string,
    /** What is wrong and what is expected, e.g. `must be wait or fail, got "maybe"`. */
    problem: string
  ) {
    super(`${subject} ${problem}`)
  }
}

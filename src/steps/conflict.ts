import { UserFacingError } from '../core/errors.js'

/** The deploy was refused with 409: the service's state prevents it; nothing was queued. */
export class DeployConflict extends UserFacingError {
  override name = 'DeployConflict'
  constructor(
    message: string,
    next: string,
    /** The service's own reason (free text, not yet made safe). */
    readonly serverMessage: string | undefined
  ) {
    super(message, next)
  }
}

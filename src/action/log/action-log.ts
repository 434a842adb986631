import * as core from '@actions/core'
import { lineForCi, linesForCi } from '../../text/ci-text.js'

// How the Action speaks: messages, annotations and groups as @actions/core writes them (workflow
// commands), every line and title made safe first as the command line's are (ci-text.ts). A
// message may quote the service, an app file, or a service id, which may hold `::`
// (`::warning::x` is one path segment) and would otherwise start a line as a command. The
// Action's host (host.ts) and its reports print through it alone: a lint rule keeps
// @actions/core's printing to this module.

/** A message of the Action's, each line made safe: redacted, no control characters, no command. */
function safe(message: string): string {
  return linesForCi(message).join('\n')
}

function titled(title: string | undefined): core.AnnotationProperties {
  return title === undefined ? {} : { title: lineForCi(title) }
}

/** How the Action speaks, in @actions/core's commands, every line made safe first. */
export const actionLog = {
  debug: (message: string): void => core.debug(safe(message)),
  info: (message: string): void => core.info(safe(message)),
  notice: (message: string, title?: string): void => core.notice(safe(message), titled(title)),
  warning: (message: string, title?: string): void => core.warning(safe(message), titled(title)),
  error: (message: string, title?: string): void => core.error(safe(message), titled(title)),
  group: <T>(title: string, fn: () => Promise<T>): Promise<T> => core.group(lineForCi(title), fn)
}

import { randomBytes } from 'node:crypto'

// Remote text may look like GitHub workflow commands (::error::, ::add-mask::, ...): the runner
// ignores every command between ::stop-commands::TOKEN and ::TOKEN::, and the token is random
// per batch so the remote text cannot end the pause itself. Both faces print log lines so on GitHub.

/** A fresh token for one frame. */
export function stopCommandsToken(): string {
  return randomBytes(16).toString('hex')
}

/** The lines, one per row, inside a stop-commands frame paused with `token`. */
export function stopCommandsFrame(lines: readonly string[], token: string): string {
  return `::stop-commands::${token}\n${rows(lines)}::${token}::\n`
}

/** Each line and its line break, as one string: a page of a thousand lines makes no string per line. */
export function rows(lines: readonly string[]): string {
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`
}

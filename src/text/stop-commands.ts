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
  return `::stop-commands::${token}\n${lines.map(line => `${line}\n`).join('')}::${token}::\n`
}

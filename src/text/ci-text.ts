import { defuseGithubCommands, MAX_LINE_LENGTH, remoteText } from './remote-text.js'
import { COLOUR } from './visible-text.js'

// Every line of remote-derived text the command line writes (log lines, and the engine's
// messages, which may quote the service) passes lineForCi, whichever CI it runs on, so that
// none of them acts on it:
// - GitHub Actions: a line starting with `::` after whitespace, `##[` anywhere (remote-text.ts);
// - Azure Pipelines: `##vso[` anywhere in a line (the agent's Command.TryParse, a culture-aware
//   IndexOf that skips control characters such as ESC), and its `##[` formatting commands;
// - GitLab: `section_start:` / `section_end:` markers (they also need CR and `ESC[0K`, never kept);
// - Jenkins: a console note, which starts `ESC[8mha:`;
// - TeamCity: a service message, `##teamcity[` anywhere in a line (`setParameter` could set
//   NODE_OPTIONS for the build's later steps, `buildStatus` its result);
// - a terminal: every escape sequence but colour (SGR), and colour too when it is off.
// Secrets are redacted (secrets.ts) before any of this, through remoteText.

/** Longer than an engine log line with its cut marker, so a line the engine cut is not cut again. */
export const MAX_CI_LINE = 2 * MAX_LINE_LENGTH

/** Azure's `##vso[` and TeamCity's `##teamcity[`. */
const SERVICE_COMMAND = /##(?=(?:vso|teamcity)\[)/gi
const GITLAB_SECTION = /section_(?:start|end)(?=:)/gi
const JENKINS_NOTE = /\x1b\[8mha:/
const RESET = /^\x1b\[0*m$/

export interface CiTextOptions {
  /** Keep the text's colour sequences (a terminal, or FORCE_COLOR): the line ends with a reset then. */
  colour?: boolean
  /** The run's own record (an id, a ref, a name, a URL, a state): a value hidden only by mask-env `all` is left in it (remote-text.ts). */
  record?: boolean
}

/** The run's own record (an id, a ref, a name, a URL, a state), made safe as lineForCi makes a line; only secrets redacted. */
export function recordForCi(text: string): string {
  return lineForCi(text, { record: true })
}

/**
 * One line of remote-derived text, safe to print on every CI: redacted, one line, no control
 * characters, no escape sequence but colour (none when `colour` is off), and every CI marker
 * defused by an inserted backslash (`##vso[` becomes `#\#vso[`, `##teamcity[` `#\#teamcity[`).
 */
export function lineForCi(text: string, options: CiTextOptions = {}): string {
  const record = options.record === true
  const plain = defuseForCi(remoteText(text, { max: MAX_CI_LINE, cutMarker: 'count', record }))
  if (!options.colour || !text.includes('\x1b')) return plain
  const coloured = remoteText(text, { max: MAX_CI_LINE, cutMarker: 'count', framed: true, record })
  if (!coloured.includes('\x1b') || !keepsColour(coloured)) return plain
  // A colour left on would tint every line printed after it.
  return RESET.test(coloured.match(COLOUR)?.at(-1) ?? '') ? coloured : `${coloured}\x1b[0m`
}

/** Each line of a message (split at LF or CRLF; a lone CR is a space), made safe by lineForCi. */
export function linesForCi(text: string, options: CiTextOptions = {}): string[] {
  const lines = text.split(/\r?\n/)
  if (lines.length > 1 && lines.at(-1) === '') lines.pop()
  return lines.map(line => lineForCi(line, options))
}

/** The markers of every CI defused; it only inserts backslashes, so it cannot build a marker. */
function defuseForCi(line: string): string {
  return defuseGithubCommands(line).replace(SERVICE_COMMAND, '#\\#').replace(GITLAB_SECTION, '$&\\')
}

/**
 * Colours stay only when no view of the line holds a marker: as printed, as a reader sees it
 * (without colours), and as a search that skips ESC sees it (`##\x1b[0mvso[`, `##\x1b[31m`).
 * Otherwise the line is printed without colours, defused.
 */
function keepsColour(line: string): boolean {
  const withoutColour = line.replace(COLOUR, '')
  // An ESC outside a whole colour sequence (a cut one) would start another sequence.
  if (withoutColour.includes('\x1b') || JENKINS_NOTE.test(line)) return false
  return [line, withoutColour, line.replaceAll('\x1b', '')].every(view => defuseForCi(view) === view)
}

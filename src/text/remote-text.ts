import { redact, trimPartialSecret } from './secrets.js'
import { ANSI, COLOUR, oneLine } from './visible-text.js'

// Text that comes from the service (log lines, names, ids, states, error bodies, reasons) is
// untrusted. `remoteText` is the one sanitiser every such string passes before it reaches the
// job log, an annotation, the summary or GitHub: secrets redacted, one line, no control or
// invisible characters, nothing the runner could take for a workflow command, bounded.
//
// The runner's rules it defends against (actions/runner, ActionCommandManager): a line is a
// command when, after .NET's TrimStart, it starts with `::`, or when it contains `##[`
// anywhere; stdout lines end at CR, LF or CRLF.

/** The longest log line printed as is; the rest of a longer line is cut with a marker. */
export const MAX_LINE_LENGTH = 16 * 1024
/** Remote text longer than this is cut before any pattern runs on it (no regex sees more). */
const MAX_SCAN = 64 * 1024
/** How much of a body an excerpt looks at. */
const EXCERPT_SCAN = 8 * 1024

/** Whitespace as .NET's Char.IsWhiteSpace sees it: what the runner's TrimStart removes. */
const RUNNER_WHITESPACE = '\\t\\n\\v\\f\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000'

const LEGACY_COMMAND = /##\[/g
const LEADING_COLON = new RegExp(`^([${RUNNER_WHITESPACE}]*):`)
const LEADING_HASH = new RegExp(`^([${RUNNER_WHITESPACE}]*)#\\[`)
const TRAILING_HASH = /(?<!\\)#$/

export interface RemoteTextOptions {
  /** Longest result in characters; longer text is cut with a marker. */
  max?: number
  /**
   * A log line printed inside the stop-commands frame (log-sink.ts): colour sequences kept, and
   * command-like text shown as the service sent it, since the runner acts on none of it there.
   */
  framed?: boolean
  /** How a cut is marked: `...` (short excerpts) or `... [N more characters cut]` (log lines). */
  cutMarker?: 'ellipsis' | 'count'
  /**
   * The run's own record (an id, a ref, a service's name, a URL, a state): what was sent or
   * recorded, so a value hidden only by mask-env `all` is left in it (`BRANCH=main` and the ref
   * `main`); a secret is redacted all the same (secrets.ts, redact's `record`).
   */
  record?: boolean
}

/**
 * One line of remote text, safe to print anywhere: redacted; CR, LF and every other control
 * or invisible character removed; `##[` and a leading `:` defused so that neither this text
 * nor any line it starts can be read as a workflow command; at most `max` characters.
 */
export function remoteText(text: unknown, options: RemoteTextOptions = {}): string {
  const max = options.max ?? 300
  let raw = typeof text === 'string' ? text : String(text)
  const over = raw.length > MAX_SCAN ? raw.length - MAX_SCAN : 0
  if (over > 0) raw = raw.slice(0, MAX_SCAN)
  // Redaction comes after every removal, so a secret split by invisible or colour codes is
  // still found; defusing comes last, so a redaction cannot reassemble a command.
  let line = oneLine(raw)
  // Most lines hold no escape at all: the colour passes are skipped for them.
  const plain = line.includes('\x1b') ? line.replace(ANSI, '') : line
  const hide = options.record === true ? redactRecord : redact
  line = options.framed ? framedLine(line, plain, hide) : defuseGithubCommands(hide(plain))
  const cut = Math.max(0, line.length - max) + over
  if (cut === 0) return line
  // Cutting only shortens (it cannot make `##[` or a leading `:`, and the marker follows any `#`).
  return (
    cutAt(line, max, options.framed === true) +
    (options.cutMarker === 'count' ? `... [${cut} more characters cut]` : '...')
  )
}

/** Redaction for the run's own record (RemoteTextOptions.record). */
const redactRecord = (text: string): string => redact(text, { record: true })

/** The first `max` characters, without a split surrogate pair or a secret's first characters at the end. */
function cutAt(line: string, max: number, throughColours = false): string {
  return trimPartialSecret(line.slice(0, max).replace(/[\ud800-\udbff]$/, ''), throughColours)
}

/**
 * A line for inside the stop-commands frame, where the runner acts on no command: `::` stays
 * as the service wrote it, but `##[` is defused all the same, because GitHub's log view draws a
 * line that starts `##[group]`, `##[error]` or `##[endgroup]` as a group or an error line
 * whatever printed it (a line could fold the action's own lines out of sight). Colour codes
 * are dropped from such a line, so that none can split the `##[` it shows.
 */
function framedLine(line: string, plain: string, hide: (text: string) => string): string {
  if (plain.includes('##[')) return hide(plain).replace(LEGACY_COMMAND, '#\\#[')
  return plain === line ? hide(line) : redactColoured(line, hide)
}

/**
 * Keeps colour sequences (ESC [ ... m) and drops every other ESC; when the text without colours
 * holds a secret, that plain text, redacted, is used instead.
 */
function redactColoured(line: string, hide: (text: string) => string): string {
  const coloured = line.replace(ANSI, sequence => (sequence.replace(COLOUR, '') === '' ? sequence : ''))
  const plain = coloured.replace(ANSI, '')
  const redacted = hide(plain)
  return redacted === plain ? coloured : redacted
}

/**
 * `##[` becomes `#\#[`; a leading `:` (after whitespace) becomes `\:`; a leading `#[` and a
 * trailing `#` are escaped too, so that text placed next to other text cannot form `##[`.
 */
export function defuseGithubCommands(line: string): string {
  return line
    .replace(LEGACY_COMMAND, '#\\#[')
    .replace(LEADING_COLON, '$1\\:')
    .replace(LEADING_HASH, '$1\\#[')
    .replace(TRAILING_HASH, '\\#')
}

/** One log line, safe to print inside the stop-commands frame: colours kept, 16 KiB at most. */
export function logLineInFrame(text: string): string {
  return remoteText(text, { max: MAX_LINE_LENGTH, framed: true, cutMarker: 'count' })
}

/** A short single-line excerpt of a server message or body (tags stripped), for error messages. */
export function messageExcerpt(text: string, max = 160): string {
  const whole = String(text)
  // Redacted before tags are stripped too (a secret may look like a tag), and tags are
  // stripped from a bounded prefix with patterns that cannot backtrack.
  const stripped = redact(whole.slice(0, EXCERPT_SCAN))
    .replace(/<(script|style)\b[^<]{0,4096}<\/\1>/gi, ' ')
    .replace(/<[^<>]{0,512}>/g, ' ')
  let plain = remoteText(stripped, { max: EXCERPT_SCAN }).replace(/\s+/g, ' ').trim()
  const cut = whole.length > EXCERPT_SCAN || plain.length > max
  if (cut) plain = cutAt(plain, max)
  // Trimming can leave a `#` at the end again: defused once more.
  plain = defuseGithubCommands(plain)
  return cut ? `${plain}...` : plain
}

/** A log line for an annotation or the summary: safe, without colour codes, bounded. */
export function lineForAnnotation(text: string, max = 300): string {
  return remoteText(text, { max })
}

import { redact } from './secrets.js'

// Text that comes from the service (log lines, error messages, skip reasons) is untrusted:
// it is redacted, stripped of control characters and bounded before the action shows it.

/** The longest log line printed as is; the rest of a longer line is cut with a marker. */
export const MAX_LINE_LENGTH = 16 * 1024

// C0 controls except tab and ESC (ANSI colours stay), DEL, C1 controls, lone surrogates.
const UNSAFE = /[\x00-\x08\x0a-\x1a\x1c-\x1f\x7f-\x9f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/** One log line, safe to print: no line breaks, no secrets, bounded length. */
export function safeLine(text: string): string {
  let line = redact(text).replace(UNSAFE, match => (match === '\n' ? ' ' : match.charCodeAt(0) >= 0xd800 ? '\ufffd' : ''))
  if (line.length > MAX_LINE_LENGTH) {
    line = `${line.slice(0, MAX_LINE_LENGTH)}... [${line.length - MAX_LINE_LENGTH} more characters cut]`
  }
  return line
}

/** A short single-line excerpt of a server message or body, for error messages. */
export function excerpt(text: string, max = 160): string {
  const plain = redact(text)
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\x1b\[[0-9;]*[A-Za-z]/g, '')
    .replace(UNSAFE, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return plain.length > max ? `${plain.slice(0, max)}...` : plain
}

/** A log line for an annotation or the summary: safe, without colour codes, bounded. */
export function plainLine(text: string, max = 300): string {
  const plain = safeLine(text).replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '').replace(/\x1b/g, '')
  return plain.length > max ? `${plain.slice(0, max)}...` : plain
}

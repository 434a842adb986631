/** The largest env-file read; a larger one is refused before it is read. */
export const MAX_ENV_FILE_BYTES = 1024 * 1024
// The dotenv syntax of the `env` and `env-file` inputs. Written here rather than taken from
// the dotenv package because that one skips a malformed line silently, and this action must
// reject it with its line number (never its value).
//
//   # comment                 blank lines and comment lines are ignored
//   KEY=value                 unquoted: trimmed; ` #` (whitespace, then #) starts a comment
//   export KEY=value          an `export ` prefix is allowed
//   KEY='literal $ # \n'      single quotes: taken literally, may span lines
//   KEY="a\nb \"q\" # x"      double quotes: \n \r \t \" \\ escapes, may span lines
//   KEY=                      empty value

interface DotenvEntry {
  key: string
  value: string
  /** 1-based line on which the entry starts. */
  line: number
}

interface DotenvDuplicate {
  key: string
  /** Lines of every occurrence; the last one wins. */
  lines: number[]
}

export interface DotenvResult {
  /** One entry per key, in first-seen order, holding the last value given. */
  entries: DotenvEntry[]
  duplicates: DotenvDuplicate[]
}

/** What a dotenv line may be, after a DotenvError's message in parentheses. */
export const DOTENV_LINES = '(a dotenv line is KEY=value, KEY="multi-line value" or # comment)'

export class DotenvError extends Error {
  override name = 'DotenvError'
  constructor(
    readonly line: number,
    readonly reason: string
  ) {
    super(`line ${line}: ${reason}`)
  }
}

const KEY = /^[A-Za-z_][A-Za-z0-9_]*$/
const DOUBLE_QUOTED_ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', '"': '"', '\\': '\\' }

export function isValidKey(key: string): boolean {
  return KEY.test(key)
}

/**
 * Parses dotenv text; throws DotenvError naming the line of the first problem. Linear in the
 * text's length: no pattern here can backtrack, so a hostile file cannot stall the step.
 */
export function parseDotenv(text: string): DotenvResult {
  // LF, CRLF and a lone CR each end a line.
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)
  const byKey = new Map<string, DotenvEntry>()
  const seenOn = new Map<string, number[]>()

  for (let index = 0; index < lines.length; index++) {
    const lineNo = index + 1
    const raw = lines[index] ?? ''
    const trimmed = raw.trim()
    if (trimmed === '' || trimmed.startsWith('#')) continue

    const { key, rest } = assignment(raw.trimStart(), lineNo)
    if (key === '') throw new DotenvError(lineNo, 'expected KEY=VALUE, found no key before "="')
    if (!isValidKey(key)) {
      throw new DotenvError(
        lineNo,
        `the variable name ${whyInvalid(key)}; expected letters, digits and _, not starting with a digit`
      )
    }

    const valueText = rest.replace(/^[ \t]+/, '')
    const quote = valueText[0]
    let value: string
    if (quote === '"' || quote === "'") {
      const parsed = readQuoted(lines, index, valueText, quote)
      value = parsed.value
      index = parsed.endIndex
    } else {
      value = withoutComment(valueText)
    }

    const occurrences = seenOn.get(key) ?? []
    occurrences.push(lineNo)
    seenOn.set(key, occurrences)
    const existing = byKey.get(key)
    if (existing) existing.value = value
    else byKey.set(key, { key, value, line: lineNo })
  }

  const duplicates = [...seenOn]
    .filter(([, occurrences]) => occurrences.length > 1)
    .map(([key, occurrences]) => ({ key, lines: occurrences }))
  return { entries: [...byKey.values()], duplicates }
}

/** `[export ]KEY = rest` of a trimmed line: the name before the first `=`, and what follows it. */
function assignment(line: string, lineNo: number): { key: string; rest: string } {
  const statement = /^export[ \t]/.test(line) ? line.slice(7).trimStart() : line
  const equals = statement.indexOf('=')
  if (equals < 0) throw new DotenvError(lineNo, 'expected KEY=VALUE')
  const key = statement.slice(0, equals).trimEnd()
  if (/\s/.test(key)) throw new DotenvError(lineNo, 'expected KEY=VALUE')
  return { key, rest: statement.slice(equals + 1) }
}

/** An unquoted value: trimmed, and cut at ` #` (whitespace, then #), which starts a comment. */
function withoutComment(text: string): string {
  if (text.startsWith('#')) return ''
  const comment = /[ \t]#/.exec(text)
  return (comment ? text.slice(0, comment.index) : text).trim()
}

/** Reads a quoted value that starts at `lines[startIndex]` and may continue on later lines. */
function readQuoted(
  lines: string[],
  startIndex: number,
  valueText: string,
  quote: '"' | "'"
): { value: string; endIndex: number } {
  let value = ''
  let text = valueText.slice(1)
  let index = startIndex
  for (;;) {
    for (let i = 0; i < text.length; i++) {
      const ch = text[i] as string
      if (ch === quote) {
        const after = text.slice(i + 1).trim()
        if (after !== '' && !after.startsWith('#')) {
          throw new DotenvError(index + 1, 'unexpected text after the closing quote (quote the whole value)')
        }
        return { value, endIndex: index }
      }
      if (ch === '\\' && quote === '"' && i + 1 < text.length) {
        const next = text[i + 1] as string
        const escaped = DOUBLE_QUOTED_ESCAPES[next]
        if (escaped !== undefined) {
          value += escaped
          i++
          continue
        }
      }
      value += ch
    }
    index++
    if (index >= lines.length) {
      throw new DotenvError(startIndex + 1, `the value opened with ${quote} is never closed`)
    }
    value += '\n'
    text = lines[index] ?? ''
  }
}

/**
 * What is wrong with an invalid name, without quoting it: a line that does not parse may be
 * a piece of a secret (a value's continuation pasted on its own line), so it is never echoed.
 */
function whyInvalid(key: string): string {
  if (/^[0-9]/.test(key)) return 'starts with a digit'
  const bad = [...key].find(ch => !/[A-Za-z0-9_]/.test(ch)) ?? ''
  const what = bad === '-' ? 'a dash' : bad === '.' ? 'a dot' : bad === ' ' || bad === '\t' ? 'a space' : 'a character'
  return `contains ${what} that is not a letter, digit or _`
}

/** The dotenv form of one variable, such that parseDotenv gives back exactly `value`. */
export function formatDotenvEntry(key: string, value: string): string {
  const escaped = value.replace(/[\\"\n\r\t]/g, ch => {
    switch (ch) {
      case '\n':
        return '\\n'
      case '\r':
        return '\\r'
      case '\t':
        return '\\t'
      default:
        return `\\${ch}`
    }
  })
  return `${key}="${escaped}"`
}

import { AsyncLocalStorage } from 'node:async_hooks'
import { COLOUR, visibleForm } from './visible-text.js'

// Every secret a run knows (the API key, the GitHub token and the variable values the rule in
// secret-rule.ts hides), kept here so that text no runner masks (the job summary, any CI but
// GitHub) and remote text is redacted by the action itself. The face masks the pieces
// registerSecret returns where its CI can.
//
// Secrets belong to a run, not to the process: the Node API runs each deploy(), watch() and
// whoami() in its own registry (withRunSecrets), so that one run's values never redact another's
// text, concurrent or later, and are dropped when it resolves. The Action's and the CLI's process
// is one run: outside any such scope, the process's own registry is used.

/** One run's secrets, with what is built from them on demand. */
class SecretRegistry {
  readonly secrets = new Set<string>()
  /** The API key and the GitHub token: never in an output, whatever the service sends. */
  readonly critical = new Set<string>()
  /** Forms hidden only because mask-env is `all` (no secret by the rule): the run's own record shows them. */
  readonly blanket = new Set<string>()
  pattern: RegExp | undefined
  /** The pattern of the secrets but the blanket ones, for the run's own record. */
  recordPattern: RegExp | undefined
  /** Every secret's runs of MIN_PARTIAL characters: a line ending in none cannot end with a secret's start. */
  grams: Set<string> | undefined
}

/** The process's registry: the Action's and the CLI's one run, and anything outside a run's scope. */
const processSecrets = new SecretRegistry()
const runSecrets = new AsyncLocalStorage<SecretRegistry>()
/** The registries of the runs under way, for secretsHeld. */
const openRuns = new Set<SecretRegistry>()

/** The registry of the run this code belongs to. */
function current(): SecretRegistry {
  return runSecrets.getStore() ?? processSecrets
}

/**
 * Runs `fn` with a registry of its own: every secret registered inside it (its awaits, timers and
 * callbacks included) is seen only there, and dropped once it resolves.
 */
export async function withRunSecrets<T>(fn: () => Promise<T>): Promise<T> {
  const registry = new SecretRegistry()
  openRuns.add(registry)
  try {
    return await runSecrets.run(registry, fn)
  } finally {
    openRuns.delete(registry)
  }
}

/** How many secret forms are held: the process's and every run's under way (a test hook: it must not grow from run to run). */
export function secretsHeld(): number {
  let held = processSecrets.secrets.size + processSecrets.critical.size
  for (const registry of openRuns) held += registry.secrets.size + registry.critical.size
  return held
}

/**
 * Variable values shorter than this are not masked: masking `1` or `on` would blank every
 * such character run in the whole job log while protecting nothing (README, Secrets).
 */
export const MIN_MASKED_VALUE_LENGTH = 4
/** A secret's first characters left at the end of cut text are removed from this many on. */
export const MIN_PARTIAL = 3

export interface SecretOptions {
  /** Pieces (the value, its lines) shorter than this are skipped. */
  minLength?: number
  /** A credential of the action itself: an output carrying it fails the step. */
  critical?: boolean
  /**
   * Hidden only because mask-env is `all`, not a secret by the rule (`BRANCH=main`): masked and
   * redacted everywhere but the run's own record (redact's `record`), which shows what was sent.
   */
  blanket?: boolean
}

/**
 * Registers a secret, line by line too, and its visible form for the action's own redaction.
 * Returns the pieces new to it, for the runner to mask: a runner matches masks line by line, so
 * a multi-line value is masked per line too.
 */
export function registerSecret(value: string, options: SecretOptions = {}): string[] {
  const minLength = options.minLength ?? 1
  const registry = current()
  const { secrets, critical } = registry
  const added: string[] = []
  if (value === '') return added
  const lines = value.split(/\r?\n/)
  const pieces = [value, value.trim(), ...lines, ...lines.map(line => line.trim())].filter(
    piece => piece.trim() !== '' && piece.length >= minLength
  )
  /** A form held: a secret's form is one whatever held it before; a blanket one only when new. */
  const hold = (form: string): void => {
    if (options.blanket !== true) registry.blanket.delete(form)
    else if (!secrets.has(form)) registry.blanket.add(form)
    secrets.add(form)
  }
  for (const piece of pieces) {
    // Base64 too: an output is read back unmasked, whatever encoding carried the credential.
    if (options.critical) for (const form of [piece, ...base64Cores(piece)]) critical.add(form.toLowerCase())
    const known = secrets.has(piece)
    if (known && (options.blanket === true || !registry.blanket.has(piece))) continue
    if (!known) added.push(piece)
    hold(piece)
    // The sanitiser removes invisible and control characters before printing: the form a
    // reader would see is redacted as well (it is not masked by the runner, so never printed).
    // So are the encodings the runner masks too, for text the runner never sees (the summary),
    // and the lower-cased form a URL's host takes (a redirect to https://<secret>.example/).
    for (const form of [visibleForm(piece).trim(), piece.toLowerCase(), ...encodings(piece)]) {
      if (form.length >= Math.max(minLength, MIN_PARTIAL) && form !== piece) hold(form)
    }
  }
  registry.pattern = undefined
  registry.recordPattern = undefined
  registry.grams = undefined
  return added
}

export interface RedactOptions {
  /**
   * The run's own record (an id, a ref, a name, a URL, a state): what was sent or recorded, so a
   * value hidden only by mask-env `all` is left in it; a secret is redacted all the same (a
   * hostile service could otherwise print one there).
   */
  record?: boolean
}

/**
 * Replaces every registered secret in `text` with `***`, also where it is disguised: a run of
 * percent-encoding (`%5F` or every byte, hex digits in any case), `\uXXXX`/`\xXX` escapes or HTML
 * character references (`&#95;`, `&lowbar;`) that decodes to text holding a secret is replaced
 * in the original, from the first character of the secret's disguise to its last.
 */
export function redact(text: string, options: RedactOptions = {}): string {
  const registry = current()
  const record = options.record === true && registry.blanket.size > 0
  if (registry.secrets.size === (record ? registry.blanket.size : 0)) return text
  const search = record ? recordPattern(registry) : secretPattern(registry)
  const plain = text.replace(search, '***')
  // Most lines hold no escape at all (a `%` in "100%", `&&`, a Windows path): nothing more to do.
  if (!DISGUISE_START.test(plain) || !ESCAPE.test(plain)) return plain
  // Cheap first: the decoded copies, matched without offsets; the offsets only when one holds a secret.
  if (!decodedCopies(plain).some(form => form !== plain && form.search(search) !== -1)) return plain
  return redactDisguised(plain, search)
}

/** Any character a disguise starts with: `%`, `\` or `&`. */
const DISGUISE_START = /[%\\&]/
/** An escape any decoder below would decode (a reference's name is checked when decoded). */
const ESCAPE = /%[0-9A-Fa-f]{2}|\\u[0-9A-Fa-f]{4}|\\x[0-9A-Fa-f]{2}|&(?:#|[A-Za-z]{2,8})/

function secretPattern(registry: SecretRegistry): RegExp {
  registry.pattern ??= patternOf(registry.secrets)
  return registry.pattern
}

function recordPattern(registry: SecretRegistry): RegExp {
  registry.recordPattern ??= patternOf([...registry.secrets].filter(secret => !registry.blanket.has(secret)))
  return registry.recordPattern
}

/** One pattern for every secret, the longest first. */
function patternOf(secrets: Iterable<string>): RegExp {
  return new RegExp(
    [...secrets]
      .sort((a, b) => b.length - a.length)
      .map(secret => anyHexCase(escapeRegExp(secret)))
      .join('|'),
    'g'
  )
}

/**
 * Text decoded with, for each of its UTF-16 code units, the span of the original text it came
 * from: a decoded character covers its whole escape.
 */
interface Decoded {
  text: string
  starts: number[]
  ends: number[]
}

/** One decoding pass over `input`: each match of `token` replaced by what `decode` returns (undefined: kept). */
function decodeKeepingSpans(input: Decoded, token: RegExp, decode: (match: string) => string | undefined): Decoded {
  const out: Decoded = { text: '', starts: [], ends: [] }
  const pieces: string[] = []
  let at = 0
  const copy = (from: number, to: number): void => {
    pieces.push(input.text.slice(from, to))
    for (let i = from; i < to; i++) {
      out.starts.push(input.starts[i] ?? i)
      out.ends.push(input.ends[i] ?? i + 1)
    }
  }
  for (const match of input.text.matchAll(token)) {
    const decoded = decode(match[0])
    if (decoded === undefined) continue
    copy(at, match.index)
    const start = input.starts[match.index] ?? match.index
    const last = match.index + match[0].length - 1
    const end = input.ends[last] ?? last + 1
    pieces.push(decoded)
    for (let i = 0; i < decoded.length; i++) {
      out.starts.push(start)
      out.ends.push(end)
    }
    at = match.index + match[0].length
  }
  copy(at, input.text.length)
  out.text = pieces.join('')
  return out
}

/** One UTF-8 sequence percent-encoded, hex digits in any case. */
const PERCENT_SEQUENCE =
  /%[0-7][0-9A-Fa-f]|%[CDcd][0-9A-Fa-f]%[89ABab][0-9A-Fa-f]|%[Ee][0-9A-Fa-f](?:%[89ABab][0-9A-Fa-f]){2}|%[Ff][0-7](?:%[89ABab][0-9A-Fa-f]){3}/g
const UNICODE_ESCAPE = /\\u[0-9A-Fa-f]{4}|\\x[0-9A-Fa-f]{2}/g
const CHARACTER_REFERENCE = /&(?:#\d{1,7}|#[xX][0-9A-Fa-f]{1,6}|[A-Za-z]{2,8});?/g

const percentSpans = (input: Decoded): Decoded =>
  decodeKeepingSpans(input, PERCENT_SEQUENCE, sequence => {
    try {
      return decodeURIComponent(sequence)
    } catch {
      return undefined
    }
  })
const escapeSpans = (input: Decoded): Decoded =>
  decodeKeepingSpans(input, UNICODE_ESCAPE, escape => String.fromCharCode(parseInt(escape.slice(2), 16)))
const referenceSpans = (input: Decoded): Decoded =>
  decodeKeepingSpans(input, CHARACTER_REFERENCE, reference => {
    const decoded = decodeCharacterReferences(reference)
    return decoded === reference ? undefined : decoded
  })

/**
 * `text` with every secret found in one of its decoded copies (the same copies as decodedForms)
 * replaced by `***`, spanning the disguise in the original.
 */
function redactDisguised(text: string, search: RegExp): string {
  const original: Decoded = { text, starts: [], ends: [] }
  const percent = percentSpans(original)
  const escaped = escapeSpans(percent)
  const copies = [percent, escaped, referenceSpans(escaped), escapeSpans(original), referenceSpans(original)]
  const spans: [number, number][] = []
  for (const copy of copies) {
    for (const match of copy.text.matchAll(search)) {
      const last = match.index + match[0].length - 1
      spans.push([copy.starts[match.index] ?? match.index, copy.ends[last] ?? last + 1])
    }
  }
  spans.sort((a, b) => a[0] - b[0])
  let result = ''
  let at = 0
  for (const [start, end] of spans) {
    if (end <= at) continue
    result += start >= at ? `${text.slice(at, start)}***` : ''
    at = end
  }
  return result + text.slice(at)
}

/**
 * Whether `text` holds the API key or the GitHub token, as is or disguised: in any letter case
 * (a URL's host is lower-cased), percent-encoded (a byte or all of them), JSON-escaped
 * (`\u005f`) or as HTML character references (`&#95;`).
 */
export function containsCredential(text: string): boolean {
  const { critical } = current()
  if (critical.size === 0) return false
  for (const form of decodedForms(text)) {
    const lower = form.toLowerCase()
    for (const secret of critical) if (lower.includes(secret)) return true
  }
  return false
}

/**
 * `text` and its copies with percent-encoding, `\uXXXX` escapes and HTML character references
 * decoded (each alone, and all of them in turn), for matching only: never printed.
 */
export function decodedForms(text: string): string[] {
  return [...new Set([text, ...decodedCopies(text)])]
}

/** The decoders, each with a test for an escape it would decode. */
const DECODERS: [RegExp, (text: string) => string][] = [
  [/%[0-9A-Fa-f]{2}/, decodePercent],
  [/\\[ux][0-9A-Fa-f]{2}/, decodeUnicodeEscapes],
  [/&#|&[A-Za-z]{2,8}/, text => (NAMED_OR_NUMERIC.test(text) ? decodeCharacterReferences(text) : text)]
]

/** decodedForms without `text` itself, and only the decoders whose escapes `text` holds. */
function decodedCopies(text: string): string[] {
  const decoders = DECODERS.filter(([escape]) => escape.test(text)).map(([, decode]) => decode)
  const copies = decoders.map(decode => decode(text))
  if (decoders.length > 1) copies.push(decoders.reduce((all, decode) => decode(all), text))
  return copies
}

/** Each `%XX` sequence as the UTF-8 character it encodes (one that is no valid UTF-8 is left as is); `+` stays. */
function decodePercent(text: string): string {
  if (!text.includes('%')) return text
  return text.replace(PERCENT_SEQUENCE, sequence => {
    try {
      return decodeURIComponent(sequence)
    } catch {
      return sequence
    }
  })
}

/** JSON's and JavaScript's `\uXXXX` (and `\xXX`) escapes as the characters they stand for. */
function decodeUnicodeEscapes(text: string): string {
  if (!text.includes('\\')) return text
  return text.replace(/\\(?:u([0-9A-Fa-f]{4})|x([0-9A-Fa-f]{2}))/g, (_, u: string | undefined, x: string | undefined) =>
    String.fromCharCode(parseInt(u ?? x ?? '0', 16))
  )
}

/** Named references an echo of a key or token could use, and every numeric one. */
const NAMED_REFERENCES: Record<string, string> = {
  amp: '&',
  lowbar: '_',
  hyphen: '-',
  dash: '-',
  period: '.',
  colon: ':',
  sol: '/',
  equals: '=',
  plus: '+',
  num: '#',
  percnt: '%'
}

/** A numeric reference, or a named one the decoder knows (`&x=3` in a query is none). */
const NAMED_OR_NUMERIC = new RegExp(`&(?:#|(?:${Object.keys(NAMED_REFERENCES).join('|')})(?![A-Za-z]))`, 'i')

/** HTML character references (`&#95;`, `&#x5f;`, `&lowbar;`) as the characters they stand for. */
function decodeCharacterReferences(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(
    /&(?:#(\d{1,7})|#[xX]([0-9A-Fa-f]{1,6})|([A-Za-z]{2,8}));?/g,
    (whole, dec?: string, hex?: string, name?: string) => {
      if (name !== undefined) return NAMED_REFERENCES[name.toLowerCase()] ?? whole
      const code = dec !== undefined ? Number(dec) : parseInt(hex ?? '', 16)
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
  )
}

/**
 * Text cut short may end with the first characters of a secret (the rest cut off), which no
 * mask matches: those characters are removed. With `plainOnly`, colour codes are looked through.
 */
export function trimPartialSecret(text: string, plainOnly = false): string {
  const tail = plainOnly ? text.replace(COLOUR, '') : text
  let longest = 0
  for (const secret of current().secrets) {
    for (let length = Math.min(secret.length - 1, tail.length); length >= MIN_PARTIAL && length > longest; length--) {
      if (tail.endsWith(secret.slice(0, length))) {
        longest = length
        break
      }
    }
  }
  if (longest === 0) return text
  return plainOnly ? tail.slice(0, tail.length - longest) : text.slice(0, text.length - longest)
}

/**
 * A secret cut across two lines (a build tool wrapping at N columns): `first` ends with its first
 * characters (MIN_PARTIAL or more, then only whitespace) and `second` starts with the rest (after
 * whitespace). Returns both lines with their pieces replaced by `***`; undefined when no secret
 * is cut there.
 */
export function redactCutSecret(first: string, second: string): [string, string] | undefined {
  if (!endsWithSecretStart(first)) return undefined
  const head = first.trimEnd()
  const lead = second.length - second.trimStart().length
  const rest = second.slice(lead)
  let found: { before: number; after: number } | undefined
  for (const secret of current().secrets) {
    for (let length = Math.min(secret.length - 1, head.length); length >= MIN_PARTIAL; length--) {
      const tail = secret.slice(length)
      if (!rest.startsWith(tail) || !head.endsWith(secret.slice(0, length))) continue
      if (found === undefined || length + tail.length > found.before + found.after)
        found = { before: length, after: tail.length }
      break
    }
  }
  if (found === undefined) return undefined
  return [
    `${head.slice(0, head.length - found.before)}***${first.slice(head.length)}`,
    `${second.slice(0, lead)}***${rest.slice(found.after)}`
  ]
}

/**
 * Redacts, in place, every secret cut across the texts of two neighbouring lines
 * (redactCutSecret); a line changed is replaced by a copy, the others are kept as they are, so a
 * page with no such cut allocates nothing.
 */
export function redactCutSecrets<Line extends { text: string }>(lines: Line[]): void {
  for (let i = 1; i < lines.length; i++) {
    const first = lines[i - 1]
    const second = lines[i]
    if (first === undefined || second === undefined) continue
    const joined = redactCutSecret(first.text, second.text)
    if (joined) {
      lines[i - 1] = { ...first, text: joined[0] }
      lines[i] = { ...second, text: joined[1] }
    }
  }
}

/**
 * Whether `line` (its trailing whitespace aside) ends with a secret's first characters
 * (MIN_PARTIAL or more); one set lookup rules out nearly every line.
 */
export function endsWithSecretStart(line: string): boolean {
  const registry = current()
  const { secrets } = registry
  if (secrets.size === 0) return false
  const head = line.trimEnd()
  if (head.length < MIN_PARTIAL) return false
  if (registry.grams === undefined) {
    const grams = new Set<string>()
    for (const secret of secrets)
      for (let end = MIN_PARTIAL; end < secret.length; end++) grams.add(secret.slice(end - MIN_PARTIAL, end))
    registry.grams = grams
  }
  if (!registry.grams.has(head.slice(-MIN_PARTIAL))) return false
  for (const secret of secrets)
    for (let length = Math.min(secret.length - 1, head.length); length >= MIN_PARTIAL; length--)
      if (head.endsWith(secret.slice(0, length))) return true
  return false
}

/**
 * The secret percent-encoded (matched in any letter case of its hex digits), form-encoded (`+`
 * for a space, as encodeURIComponent and as URLSearchParams write it), JSON-escaped, and in base64
 * at each of the three byte alignments.
 */
function encodings(piece: string): string[] {
  const percent = encodeURIComponent(piece)
  const forms = [
    percent,
    percent.replace(/%20/g, '+'),
    new URLSearchParams([['', piece]]).toString().slice(1),
    JSON.stringify(piece).slice(1, -1)
  ]
  return [...forms, ...base64Cores(piece)]
}

/**
 * The base64 of `piece` at each of the three byte alignments it may start at, only the groups
 * made of its bytes alone (the others depend on its neighbours), when that is 8 characters or more.
 */
function base64Cores(piece: string): string[] {
  const cores: string[] = []
  const bytes = Buffer.from(piece)
  for (let shift = 0; shift < 3; shift++) {
    const encoded = Buffer.concat([Buffer.alloc(shift), bytes]).toString('base64')
    const start = shift === 0 ? 0 : 4
    const end = Math.floor((shift + bytes.length) / 3) * 4
    if (end - start >= 8) cores.push(encoded.slice(start, end))
  }
  return cores
}

/** A pattern's `%2F` made to match `%2f` and `%2F` alike: percent-encoding ignores letter case. */
function anyHexCase(source: string): string {
  return source.replace(
    /%([0-9A-Fa-f])([0-9A-Fa-f])/g,
    (_, high: string, low: string) => `%${hexClass(high)}${hexClass(low)}`
  )
}

function hexClass(digit: string): string {
  return /[a-f]/i.test(digit) ? `[${digit.toLowerCase()}${digit.toUpperCase()}]` : digit
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

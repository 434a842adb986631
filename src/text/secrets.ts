import { COLOUR, visibleForm } from './visible-text.js'

// Every secret the action knows (the API key, the GitHub token and variable values), kept here
// so that text no runner masks (the job summary, any CI but GitHub) and remote text is redacted
// by the action itself. The face masks the pieces registerSecret returns where its CI can.
const secrets = new Set<string>()
/** The API key and the GitHub token: never in an output, whatever the service sends. */
const critical = new Set<string>()
let pattern: RegExp | undefined

/**
 * Variable values shorter than this are not masked: masking `1` or `on` would blank every
 * such character run in the whole job log while protecting nothing (README, Secrets).
 */
export const MIN_MASKED_VALUE_LENGTH = 4
/** A secret's first characters left at the end of cut text are removed from this many on. */
const MIN_PARTIAL = 3

export interface SecretOptions {
  /** Pieces (the value, its lines) shorter than this are skipped. */
  minLength?: number
  /** A credential of the action itself: an output carrying it fails the step. */
  critical?: boolean
}

/**
 * Registers a secret, line by line too, and its visible form for the action's own redaction.
 * Returns the pieces new to it, for the runner to mask: a runner matches masks line by line, so
 * a multi-line value is masked per line too.
 */
export function registerSecret(value: string, options: SecretOptions = {}): string[] {
  const minLength = options.minLength ?? 1
  const added: string[] = []
  if (value === '') return added
  const lines = value.split(/\r?\n/)
  const pieces = [value, value.trim(), ...lines, ...lines.map(line => line.trim())].filter(
    piece => piece.trim() !== '' && piece.length >= minLength
  )
  for (const piece of pieces) {
    if (options.critical) critical.add(piece.toLowerCase())
    if (secrets.has(piece)) continue
    secrets.add(piece)
    added.push(piece)
    // The sanitiser removes invisible and control characters before printing: the form a
    // reader would see is redacted as well (it is not masked by the runner, so never printed).
    // So are the encodings the runner masks too, for text the runner never sees (the summary),
    // and the lower-cased form a URL's host takes (a redirect to https://<secret>.example/).
    for (const form of [visibleForm(piece).trim(), piece.toLowerCase(), ...encodings(piece)]) {
      if (form.length >= Math.max(minLength, MIN_PARTIAL) && form !== piece) secrets.add(form)
    }
  }
  pattern = undefined
  return added
}

/** Replaces every registered secret in `text` with `***`. */
export function redact(text: string): string {
  if (secrets.size === 0) return text
  pattern ??= new RegExp(
    [...secrets]
      .sort((a, b) => b.length - a.length)
      .map(secret => anyHexCase(escapeRegExp(secret)))
      .join('|'),
    'g'
  )
  return text.replace(pattern, '***')
}

/**
 * Whether `text` holds the API key or the GitHub token, as is or disguised: in any letter case
 * (a URL's host is lower-cased), percent-encoded (a byte or all of them), JSON-escaped
 * (`\u005f`) or as HTML character references (`&#95;`).
 */
export function containsCredential(text: string): boolean {
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
  const forms = new Set([text])
  const decoders = [decodePercent, decodeUnicodeEscapes, decodeCharacterReferences]
  let all = text
  for (const decode of decoders) {
    forms.add(decode(text))
    all = decode(all)
  }
  forms.add(all)
  return [...forms]
}

/** Each run of `%XX` as the UTF-8 it encodes (a run that is no valid UTF-8 is left as is); `+` stays. */
function decodePercent(text: string): string {
  if (!text.includes('%')) return text
  return text.replace(/(?:%[0-9A-Fa-f]{2})+/g, run => {
    try {
      return decodeURIComponent(run)
    } catch {
      return run
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
  for (const secret of secrets) {
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
  const bytes = Buffer.from(piece)
  for (let shift = 0; shift < 3; shift++) {
    // Only the base64 groups made of the secret's bytes alone: the others depend on its neighbours.
    const encoded = Buffer.concat([Buffer.alloc(shift), bytes]).toString('base64')
    const start = shift === 0 ? 0 : 4
    const end = Math.floor((shift + bytes.length) / 3) * 4
    if (end - start >= 8) forms.push(encoded.slice(start, end))
  }
  return forms
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

import type { EnvVar } from '../core/api-types.js'
import { MIN_MASKED_VALUE_LENGTH, registerSecret } from './secrets.js'

// Which variable values are secrets, for every face (docs/secrets.md lists each word, form and
// prefix; a test holds that page to these lists). A value is hidden when its name says it is
// secret, when it looks like a secret whatever its name (then only the secret part of it: a
// URL's password, not the URL), or when the user names it in mask-env; everything else stays
// readable: a log that reads `building for ***` for NODE_ENV=production is a log people turn off.

/** mask-env: the variables whose every value is hidden, or `all` (every value of 4 characters or more). */
export type MaskEnv = 'all' | readonly string[]

/**
 * Name parts that say a value is secret: a part that is one of these, or ends with one
 * (`APIKEY`, `AUTHTOKEN`, `PGPASSWORD`, and `MONKEY` too: the rule knows no English).
 */
export const SECRET_NAME_WORDS = [
  'KEY',
  'KEYS',
  'TOKEN',
  'TOKENS',
  'SECRET',
  'SECRETS',
  'PASSWORD',
  'PASSWORDS',
  'PASSWD',
  'PASS',
  'PWD',
  'PASSPHRASE',
  'CREDENTIAL',
  'CREDENTIALS',
  'PRIVATE',
  'AUTH',
  'SESSION',
  'COOKIE',
  'SALT',
  'DSN',
  'CERT',
  'SIGNING',
  'JWT',
  'BEARER'
] as const

/**
 * A name's last part that says the value is about a secret, not the secret: `PASSWORD_FILE` is a
 * path, `SESSION_TIMEOUT` a duration, `TOKEN_URL` an endpoint (a password in it is still hidden
 * by its form).
 */
export const ABOUT_A_SECRET = [
  'URL',
  'URI',
  'HOST',
  'DOMAIN',
  'ENDPOINT',
  'PORT',
  'PATH',
  'FILE',
  'DIR',
  'NAME',
  'ID',
  'TYPE',
  'MODE',
  'PROVIDER',
  'ENABLED',
  'DISABLED',
  'TIMEOUT',
  'TTL',
  'AGE',
  'EXPIRY',
  'LENGTH',
  'COUNT',
  'VERSION'
] as const

/** Values that are no secret under any name (`COOKIE_SECURE=true`): hiding `true` would blank it all through the log. */
export const PLAIN_VALUES = ['true', 'false', 'yes', 'no', 'on', 'off', 'enabled', 'disabled', 'none', 'null'] as const

/**
 * Prefixes of well-known services' tokens: a word that starts with one, followed by
 * MIN_PREFIX_TAIL or more token characters, is hidden wherever it stands in a value.
 */
export const SECRET_PREFIXES = [
  'sk_live_',
  'sk_test_',
  'rk_live_',
  'rk_test_',
  'whsec_',
  'sk-',
  'ghp_',
  'gho_',
  'ghu_',
  'ghs_',
  'ghr_',
  'github_pat_',
  'glpat-',
  'gldt-',
  'glrt-',
  'glptt-',
  'xoxb-',
  'xoxp-',
  'xoxa-',
  'xoxr-',
  'xoxs-',
  'xoxe-',
  'xapp-',
  'AKIA',
  'ASIA',
  'AIza',
  'ya29.',
  'npm_',
  'pypi-',
  'SG.',
  'hf_',
  'dop_v1_',
  'shpat_',
  'shpss_',
  'sq0atp-',
  'sq0csp-'
] as const

/** The fewest characters after a prefix for a word to be a token (`sk-` alone, or `sk-learn`, is none). */
export const MIN_PREFIX_TAIL = 8
/** A token without a known prefix is at least this long... */
export const MIN_TOKEN_LENGTH = 16
/** ...and goes from letters to digits or back at least this often: `release-2024-11-26` does once, `a1b2c3d4e5f6g7h8` 15 times. */
export const MIN_TOKEN_ALTERNATIONS = 4

/** What follows a prefix, by the prefix when its service's form is exact (AWS's `AKIA` ids: 16 capitals and digits). */
export const PREFIX_TAILS: Partial<Record<(typeof SECRET_PREFIXES)[number], string>> = {
  AKIA: '[A-Z0-9]{16}',
  ASIA: '[A-Z0-9]{16}',
  AIza: '[A-Za-z0-9_-]{35}'
}
const PREFIXED = new RegExp(
  SECRET_PREFIXES.map(
    prefix =>
      `(?<![A-Za-z0-9])${prefix.replace(/[.]/g, '\\.')}${PREFIX_TAILS[prefix] ?? `[A-Za-z0-9_.-]{${MIN_PREFIX_TAIL},}`}`
  ).join('|'),
  'g'
)
/** A JSON Web Token: base64url header (`eyJ`, a JSON object), payload and signature, dot-separated. */
const JWT = /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{2,}\.[A-Za-z0-9_-]*/g
/** A PEM block of a key (private, or any `... KEY-----` block); a certificate alone is public. */
const PEM_KEY = /-----BEGIN [A-Z0-9 ]*KEY(?: BLOCK)?-----/
/** `scheme://user:password@`: the password (which may hold `:` or `@`, as parsers read it). */
const URL_PASSWORD = /[A-Za-z][A-Za-z0-9+.-]*:\/\/[^\s/?#:@]*:([^\s/?#]+)@/g
/** `name=value` in a query, a connection string (`Password=...;`), a DSN (`password=... host=...`) or a flag (`--token=...`). */
const PAIR = /(?<=^|[\s;&?#,])-{0,2}([A-Za-z][A-Za-z0-9_.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s;&#]+))/g
/** An Authorization header's credentials: `Bearer ...`, `Basic ...`, `Token ...`. */
const AUTHORIZATION = /(?<![A-Za-z0-9])(?:Bearer|Basic|Token)\s+([^\s,;"']+)/gi
/** The token alphabet: letters, digits, `_`, `-` (base64url) and `+`, `/`, `=` (base64). */
const TOKEN = /^[A-Za-z0-9_+/=-]+$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** A 40-character hex string reads as a git commit; a 64-character one is more often a generated secret. */
const COMMIT = /^[0-9a-f]{40}$/i
/** What separates the words of a value that are judged alone (a URL's parts among them). */
const WORD_SEPARATOR = /[^A-Za-z0-9_.+-]+/

/** A variable name's parts: split at every character but letters and digits, at camelCase and between letters and digits; upper-cased. */
export function nameParts(name: string): string[] {
  return name
    .split(/[^A-Za-z0-9]+/)
    .flatMap(chunk =>
      chunk
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
        .replace(/([A-Za-z])([0-9])/g, '$1 $2')
        .replace(/([0-9])([A-Za-z])/g, '$1 $2')
        .split(' ')
    )
    .filter(part => part !== '')
    .map(part => part.toUpperCase())
}

/** Whether a variable's name says its value is secret: a part is or ends with a secret word, and the last part is not about one. */
export function isSecretName(name: string): boolean {
  const parts = nameParts(name)
  const last = parts.at(-1) ?? ''
  if (parts.length > 1 && (ABOUT_A_SECRET as readonly string[]).includes(last)) return false
  return parts.some(part => SECRET_NAME_WORDS.some(word => part.endsWith(word)))
}

/** Whether `text` (a whole value, or one word of it) is a token by its look alone. */
function isTokenLike(text: string): boolean {
  if (text.length < MIN_TOKEN_LENGTH || !TOKEN.test(text) || text.startsWith('/')) return false
  if (UUID.test(text) || COMMIT.test(text)) return false
  return alternations(text) >= MIN_TOKEN_ALTERNATIONS
}

/** How often `text` goes from a letter to a digit or back, other characters aside. */
function alternations(text: string): number {
  let count = 0
  let previous: 'letter' | 'digit' | undefined
  for (const ch of text) {
    const kind = ch >= '0' && ch <= '9' ? 'digit' : /[A-Za-z]/.test(ch) ? 'letter' : undefined
    if (kind === undefined) continue
    if (previous !== undefined && kind !== previous) count++
    previous = kind
  }
  return count
}

/**
 * The pieces of a variable's value to hide (each then registered as a secret): the whole value
 * when mask-env names it (or is `all`), when its name is secret (unless the value is a plain word
 * such as `true`), or when the whole value looks like a secret; and whatever part of it looks
 * like one: a URL's password, a secret `name=value`'s value, an Authorization header's
 * credentials, a prefixed token, a JWT, a token word. Empty: the value stays readable.
 */
export function secretPieces(key: string, value: string, maskEnv: MaskEnv = []): string[] {
  const trimmed = value.trim()
  if (trimmed === '') return []
  const whole =
    maskEnv === 'all' ||
    maskEnv.includes(key) ||
    (isSecretName(key) && !(PLAIN_VALUES as readonly string[]).includes(trimmed.toLowerCase())) ||
    PEM_KEY.test(value) ||
    isTokenLike(trimmed)
  return [...new Set([...(whole ? [value] : []), ...partsThatLookSecret(value)])]
}

/** The parts of `value` that look like a secret whatever the variable's name. */
function partsThatLookSecret(value: string): string[] {
  const parts: string[] = []
  for (const match of value.matchAll(URL_PASSWORD)) {
    const password = match[1] ?? ''
    parts.push(password, decoded(password))
  }
  for (const match of value.matchAll(PAIR)) {
    const given = match[2] ?? match[3] ?? match[4] ?? ''
    if (isSecretName(match[1] ?? '') && !(PLAIN_VALUES as readonly string[]).includes(given.toLowerCase()))
      parts.push(given, decoded(given))
  }
  for (const match of value.matchAll(AUTHORIZATION)) parts.push(match[1] ?? '')
  for (const match of value.matchAll(PREFIXED)) parts.push(match[0])
  for (const match of value.matchAll(JWT)) parts.push(match[0])
  for (const word of value.split(WORD_SEPARATOR)) if (isTokenLike(word)) parts.push(word)
  return parts.filter(part => part !== '')
}

/** Percent-encoding decoded (a URL's password as the application reads it), or `text` when it is no valid encoding. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/**
 * Registers the secret pieces of every variable (secretPieces), pieces shorter than
 * MIN_MASKED_VALUE_LENGTH aside; returns the pieces new to the run, for the face's CI to mask.
 * With mask-env `all`, a value the rule leaves readable is hidden too, as a blanket secret: the
 * run's own record (its ref, ids, URL) still shows it.
 */
export function registerVariables(variables: Iterable<Pick<EnvVar, 'key' | 'value'>>, maskEnv: MaskEnv): string[] {
  const added: string[] = []
  const minLength = MIN_MASKED_VALUE_LENGTH
  for (const { key, value } of variables) {
    for (const piece of secretPieces(key, value, maskEnv === 'all' ? [] : maskEnv))
      added.push(...registerSecret(piece, { minLength }))
    if (maskEnv === 'all') added.push(...registerSecret(value, { minLength, blanket: true }))
  }
  return added
}

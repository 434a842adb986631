// A registered secret never survives the sanitiser nor reaches the summary, however remote text
// cuts or disguises it: the runner masks the exact value in stdout only, and the action writes
// the summary itself.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { messageExcerpt, lineForAnnotation, remoteText, logLineInFrame } from '../../src/text/remote-text.js'
import {
  endsWithSecretStart,
  redactCutSecret,
  registerSecret,
  MIN_MASKED_VALUE_LENGTH
} from '../../src/text/secrets.js'
import { summaryHtml, type Report } from '../../src/action/report/summary.js'

const SECRET = 'Sup3rSecretDbPassw0rd'
/** A variable value as a user may write it: with a zero-width non-joiner (Persian text) or an emoji with VS16. */
const INVISIBLE_SECRET = 'pass\u200cword-\u2764\ufe0f-2024'
const CR_SECRET = 'abcd\refgh1234'

beforeAll(() => {
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
  registerSecret(SECRET)
  registerSecret(INVISIBLE_SECRET, { minLength: MIN_MASKED_VALUE_LENGTH })
  registerSecret(CR_SECRET, { minLength: MIN_MASKED_VALUE_LENGTH })
})
afterAll(() => vi.restoreAllMocks())

/** The longest prefix of `secret` (at least 4 characters) that `text` contains. */
function leakedPrefix(text: string, secret: string): string {
  for (let n = secret.length; n >= 4; n--) if (text.includes(secret.slice(0, n))) return secret.slice(0, n)
  return ''
}

describe('a secret cut by the pre-sanitising scan limit shows no prefix of itself', () => {
  it('remoteText: 64 Ki padding of removable characters, then the secret', () => {
    // The server pads with characters the sanitiser removes (zero-width spaces) so that the
    // 64 Ki scan cut falls inside the secret; the removal then shrinks the line below `max`.
    const pad = '\u200b'.repeat(64 * 1024 - (SECRET.length - 1))
    for (const shown of [remoteText(pad + SECRET), lineForAnnotation(pad + SECRET), logLineInFrame(pad + SECRET)]) {
      expect(leakedPrefix(shown, SECRET), `shown: ${JSON.stringify(shown.slice(0, 80))}`).toBe('')
    }
  })

  it('excerpt (error bodies, in annotations and the summary): 8 Ki of spaces, then the secret', () => {
    const body = ' '.repeat(8 * 1024 - (SECRET.length - 1)) + SECRET
    const shown = messageExcerpt(body)
    expect(leakedPrefix(shown, SECRET), `shown: ${JSON.stringify(shown)}`).toBe('')
  })
})

describe('a secret holding characters the sanitiser removes is still redacted', () => {
  it.each([
    ['a zero-width non-joiner and an emoji variation selector', INVISIBLE_SECRET],
    ['a carriage return', CR_SECRET]
  ])('%s', (_what, secret) => {
    const shown = remoteText(`DATABASE_PASSWORD=${secret}`)
    // The runner's mask (exact value) would not match the secret minus its invisible characters: redact before removing them.
    const visible = secret.replace(/\u200c|\ufe0f/g, '').replace(/\r/g, ' ')
    expect(shown).not.toContain(visible)
    expect(shown).toBe('DATABASE_PASSWORD=***')
  })
})

describe('disguised echoes of a secret stay out of the summary (the runner masks these encodings in stdout only)', () => {
  const SPECIAL = 'p@ss w0rd/+"x\\y'
  /** A key as a hostile server may put it into a redirect's host name, which the URL parser lower-cases. */
  const HOST_SECRET = 'Host_Key_Zq81xW4p'
  beforeAll(() => {
    registerSecret(SPECIAL, { minLength: MIN_MASKED_VALUE_LENGTH })
    registerSecret(HOST_SECRET, { critical: true })
  })
  it.each([
    ['percent-encoded', encodeURIComponent(SPECIAL)],
    ['percent-encoded in lower case', encodeURIComponent(SPECIAL).replace(/%[0-9A-F]{2}/g, hex => hex.toLowerCase())],
    [
      'percent-encoded in mixed case',
      encodeURIComponent(SPECIAL).replace(/%[0-9A-F]{2}/g, (hex, at: number) => (at % 2 ? hex.toLowerCase() : hex))
    ],
    ['form-encoded (+ for a space)', new URLSearchParams([['', SPECIAL]]).toString().slice(1)],
    ['form-encoded in lower case', new URLSearchParams([['', SPECIAL]]).toString().slice(1).toLowerCase()],
    ['percent-encoded, + for a space', encodeURIComponent(SPECIAL).replace(/%20/g, '+')],
    ['lower-cased in a URL host', new URL(`https://${HOST_SECRET}.example/`).href],
    ['JSON-escaped', JSON.stringify(SPECIAL).slice(1, -1)],
    ['base64', Buffer.from(SPECIAL).toString('base64')]
  ])('%s', (_what, disguised) => {
    const line = logLineInFrame(`connecting with ${disguised}`)
    expect(line).toContain('***')
    expect(line).not.toContain(disguised)
    const report: Report = {
      serviceId: 'svc-web',
      requestedRef: 'main',
      durationMs: 1,
      variablesGiven: 1,
      result: 'failure',
      tail: [`connecting with ${disguised}`]
    }
    const html = summaryHtml(report)
    expect(html).not.toContain(disguised.replace(/"/g, '&quot;'))
  })
})

describe('excerpt redacts before stripping tag-like text, so a value with <...> keeps its mask', () => {
  it('a 400 body echoing a password that contains <ss>', () => {
    const value = 'Pa<ss>w0rd-2024!'
    registerSecret(value, { minLength: MIN_MASKED_VALUE_LENGTH })
    const shown = messageExcerpt(`invalid value for DB_PASSWORD: ${value}`)
    // Stripped first, it would show as "Pa w0rd-2024!", which the runner's exact-value mask misses.
    expect(shown).not.toContain('w0rd-2024!')
    expect(shown).toBe('invalid value for DB_PASSWORD: ***')
  })
})

describe('a secret in a disguise no mask matches is redacted where it stands (decoded in a copy, replaced in the text)', () => {
  const KEY = 'hk_test_Rd4cT9vQ2mL7xW1s'
  /** A variable's value with characters a URL's password encodes (=, ;) and some it keeps ($, +, &). */
  const PASSWORD = 'Sup3r$ecret+Pass&word=1;x'
  beforeAll(() => {
    registerSecret(KEY, { critical: true })
    registerSecret(PASSWORD, { minLength: MIN_MASKED_VALUE_LENGTH })
  })
  const everyByte = (text: string, upper: boolean): string =>
    [...Buffer.from(text)]
      .map(byte => `%${byte.toString(16).padStart(2, '0')}`)
      .map(hex => (upper ? hex.toUpperCase() : hex))
      .join('')
  const password = new URL('https://h/')
  password.username = 'db'
  password.password = PASSWORD

  it.each([
    ['every byte percent-encoded, upper case', everyByte(KEY, true)],
    ['every byte percent-encoded, lower case', everyByte(KEY, false)],
    ['only the _ percent-encoded', KEY.replace(/_/g, '%5F')],
    ['only the _ percent-encoded, lower case', KEY.replace(/_/g, '%5f')],
    ['the first half percent-encoded', everyByte(KEY.slice(0, 10), true) + KEY.slice(10)],
    ['JSON \\u escapes for the _', KEY.replace(/_/g, '\\u005f')],
    [
      'JSON \\u escapes for every character',
      [...KEY].map(c => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')
    ],
    ['HTML decimal references', KEY.replace(/_/g, '&#95;')],
    ['HTML hex references', KEY.replace(/_/g, '&#x5F;')],
    ['HTML named references', KEY.replace(/_/g, '&lowbar;')],
    ['percent-encoded, then JSON escapes', everyByte(KEY.slice(0, 3), false) + KEY.slice(3).replace(/_/g, '\\u005F')]
  ])('the API key, %s', (_what, disguised) => {
    expect(remoteText(`token=${disguised}; next`)).toBe('token=***; next')
    expect(remoteText(`https://user:${disguised}@evil.example/path`)).toBe('https://user:***@evil.example/path')
    expect(logLineInFrame(`"${disguised}"`)).toBe('"***"')
  })

  it("a variable's value as WHATWG URL writes it as a password, inside longer text", () => {
    expect(password.href).toBe('https://db:Sup3r$ecret+Pass&word%3D1%3Bx@h/')
    expect(remoteText(`connecting to ${password.href} now`)).toBe('connecting to https://db:***@h/ now')
  })

  it('keeps the escapes around a disguised secret, and text with escapes but no secret, as they are', () => {
    expect(remoteText(`a%20b ${KEY.replace(/_/g, '%5F')} c%2Fd &amp; \\u0041`)).toBe('a%20b *** c%2Fd &amp; \\u0041')
    const innocent = 'GET /search?q=100%25%20done&amp;page=2 "\\u00e9t\\u00e9" &#95;&#95;init&#95;&#95;'
    expect(remoteText(innocent)).toBe(innocent)
  })

  it('reaches the job summary redacted, not only the log', () => {
    const report: Report = {
      serviceId: 'svc-web',
      requestedRef: 'main',
      durationMs: 1,
      variablesGiven: 1,
      result: 'failure',
      tail: [`key ${KEY.replace(/_/g, '%5F')}`, `url ${password.href}`, `json ${KEY.replace(/_/g, '\\u005f')}`]
    }
    const html = summaryHtml(report)
    expect(html).toContain('key ***')
    expect(html).toContain('url https://db:***@h/')
    expect(html).toContain('json ***')
    expect(html).not.toContain('Rd4cT9vQ2mL7xW1s')
    expect(html).not.toContain('Pass&amp;word')
  })
})

describe('a secret cut across two lines (a tool wrapping at N columns)', () => {
  const KEY = 'hk_test_Wr4pP3dK9yZ2qN6t'
  beforeAll(() => registerSecret(KEY, { critical: true }))

  it('loses both pieces when a line ends with its first characters and the next starts with the rest', () => {
    for (const at of [3, 8, KEY.length - 1]) {
      expect(redactCutSecret(`export KEY=${KEY.slice(0, at)}`, `${KEY.slice(at)} # set`)).toEqual([
        'export KEY=***',
        '*** # set'
      ])
    }
    // Whitespace a tool adds at the wrap is looked through.
    expect(redactCutSecret(`key ${KEY.slice(0, 12)}  `, `    ${KEY.slice(12)}`)).toEqual(['key ***  ', '    ***'])
  })

  it('leaves lines alone when the next line does not go on with the secret', () => {
    expect(redactCutSecret(`key ${KEY.slice(0, 12)}`, 'something else')).toBeUndefined()
    expect(redactCutSecret(`key ${KEY.slice(0, 2)}`, KEY.slice(2))).toBeUndefined()
    expect(endsWithSecretStart(`key ${KEY.slice(0, 5)}`)).toBe(true)
    expect(endsWithSecretStart('an ordinary line of a build')).toBe(false)
  })
})

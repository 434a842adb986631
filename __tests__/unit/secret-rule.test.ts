// Which variable values are hidden (src/text/secret-rule.ts): a secret name, a secret form (only
// the secret part of a value: a URL's password, not the URL), mask-env's names, or every value
// with `all`; everything else stays readable. Each row runs in a registry of its own
// (withRunSecrets), so that no row's secrets redact another's text.
import { describe, expect, it, test } from 'vitest'
import { isSecretName, nameParts, registerVariables, secretPieces, type MaskEnv } from '../../src/text/secret-rule.js'
import { withRunSecrets } from '../../src/text/secrets.js'
import { remoteText } from '../../src/text/remote-text.js'
import { lineForCi, recordForCi } from '../../src/text/ci-text.js'
import { checkMaskEnv } from '../../src/settings/mask-env.js'

/** The rows the brief and docs/secrets.md decide: [row, name, hidden, why]. */
const NAMES: [number, string, boolean, string][] = [
  [1, 'STRIPE_SECRET_KEY', true, 'SECRET, KEY'],
  [2, 'DATABASE_PASSWORD', true, 'PASSWORD'],
  [3, 'apiKey', true, 'camelCase: api, Key'],
  [4, 'GITHUB_TOKEN', true, 'TOKEN'],
  [5, 'SESSION_SECRET', true, 'SESSION, SECRET'],
  [6, 'SENTRY_DSN', true, 'DSN'],
  [7, 'KEYBOARD_LAYOUT', false, 'KEYBOARD starts with KEY, does not end with it'],
  [8, 'MONKEY_MODE', false, 'MONKEY ends with KEY, but MODE says what kind'],
  [9, 'MONKEY_BUSINESS', true, 'MONKEY ends with KEY: the rule knows no English'],
  [10, 'PASSENGER_COUNT', false, 'PASSENGER does not end with PASS (and COUNT is a number)'],
  [11, 'PASSENGERS', false, 'PASSENGERS does not end with PASS'],
  [12, 'AUTHOR', false, 'AUTHOR does not end with AUTH'],
  [13, 'APIKEY', true, 'a part ending in KEY'],
  [14, 'AUTHTOKEN', true, 'a part ending in TOKEN'],
  [15, 'PGPASSWORD', true, 'a part ending in PASSWORD'],
  [16, 'x-api-key', true, 'split at -'],
  [17, 'app.jwt', true, 'split at .'],
  [18, 'JWTSecret', true, 'an acronym before a word: JWT, Secret'],
  [19, 'oauth2Token', true, 'letters and digits apart: oauth, 2, Token'],
  [20, 'SECRET_KEY_BASE', true, 'SECRET, KEY (BASE says nothing)'],
  [21, 'AWS_SECRET_ACCESS_KEY', true, 'SECRET, KEY'],
  [22, 'PASSWORD_FILE', false, 'a path to the secret'],
  [23, 'SESSION_TIMEOUT', false, 'a duration'],
  [24, 'TOKEN_URL', false, 'an endpoint'],
  [25, 'AWS_ACCESS_KEY_ID', false, 'ID: its AKIA form hides it'],
  [26, 'NODE_ENV', false, 'no secret part'],
  [27, 'BRANCH', false, 'no secret part'],
  [28, 'MYSQL_PWD', true, 'PWD'],
  [29, 'SSH_PASSPHRASE', true, 'PASSPHRASE'],
  [30, 'COOKIE_SIGNING_SALT', true, 'COOKIE, SIGNING, SALT'],
  [31, 'GOOGLE_APPLICATION_CREDENTIALS', true, 'CREDENTIALS'],
  [32, 'TLS_CERT', true, 'CERT'],
  [33, 'PRIVATE', true, 'a name of one secret word']
]

describe('a name says its value is secret', () => {
  test.each(NAMES)('%i. %s: hidden %s (%s)', (_row, name, hidden) => {
    expect(isSecretName(name)).toBe(hidden)
  })

  test.each([
    [1, 'STRIPE_SECRET_KEY', ['STRIPE', 'SECRET', 'KEY']],
    [2, 'apiKey', ['API', 'KEY']],
    [3, 'APIKey', ['API', 'KEY']],
    [4, 'x-api.key_2', ['X', 'API', 'KEY', '2']],
    [5, 'oauth2Token', ['OAUTH', '2', 'TOKEN']],
    [6, 'XMLHttpRequest', ['XML', 'HTTP', 'REQUEST']]
  ])('%i. %s splits into %j', (_row, name, parts) => {
    expect(nameParts(name)).toEqual(parts)
  })
})

/** [row, name, value, the pieces hidden ([]: readable)]. */
const VALUES: [number, string, string, string[]][] = [
  // Readable: no secret name, no secret form.
  [1, 'NODE_ENV', 'production', []],
  [2, 'PORT', '10000', []],
  [3, 'BRANCH', 'main', []],
  [4, 'LOG_LEVEL', 'debug', []],
  [5, 'PUBLIC_URL', 'https://app.example.com', []],
  [6, 'GIT_SHA', '3f786850e387550fdab836ed7e6dc881de23001b', []],
  [7, 'TENANT', '550e8400-e29b-41d4-a716-446655440000', []],
  [8, 'ACCOUNT', '1234567890123456', []],
  [9, 'RELEASE', 'release-2024-11-26', []],
  [10, 'IMAGE', 'ghcr.io/org/app:1.2.3', []],
  [11, 'NODE_OPTIONS', '--max-old-space-size=4096', []],
  [12, 'COOKIE_SECURE', 'true', []],
  [13, 'SESSION_TIMEOUT', '3600', []],
  [14, 'BUILD_TAG', 'node-20-alpine-3-19', []],
  // A secret name: the whole value.
  [15, 'STRIPE_SECRET_KEY', 'plain-words-here', ['plain-words-here']],
  [16, 'DATABASE_PASSWORD', 'hunter22', ['hunter22']],
  [17, 'apiKey', 'abcd', ['abcd']],
  // A secret form, whatever the name: the whole value when it is one...
  [18, 'ANYTHING', 'a1b2c3d4e5f6g7h8', ['a1b2c3d4e5f6g7h8']],
  [19, 'ANYTHING', 'ghp_abcdefghijklmnopqrstuvwxyz0123456789', ['ghp_abcdefghijklmnopqrstuvwxyz0123456789']],
  [20, 'ANYTHING', 'sk_live_51HxYzAbCdEf', ['sk_live_51HxYzAbCdEf']],
  [21, 'ANYTHING', 'AKIAIOSFODNN7EXAMPLE', ['AKIAIOSFODNN7EXAMPLE']],
  [
    22,
    'ANYTHING',
    'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl',
    ['eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl']
  ],
  [
    23,
    'ANYTHING',
    '-----BEGIN EC PRIVATE KEY-----\nMHcCAQEE\n-----END EC PRIVATE KEY-----',
    ['-----BEGIN EC PRIVATE KEY-----\nMHcCAQEE\n-----END EC PRIVATE KEY-----']
  ],
  [
    24,
    'ANYTHING',
    '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
    ['9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08']
  ],
  // ...and only the secret part of a longer value.
  [25, 'DATABASE_URL', 'postgres://app:s3cret@db/app', ['s3cret']],
  [26, 'REDIS_URL', 'redis://:p%40ssw0rd@redis:6379/0', ['p%40ssw0rd', 'p@ssw0rd']],
  [27, 'CONNECTION', 'Server=db;User ID=app;Password=Sup3r!pass;Encrypt=true', ['Sup3r!pass']],
  [28, 'PG_CONNINFO', 'host=db password=hunter22 dbname=app', ['hunter22']],
  [29, 'CALLBACK', 'https://api.example.com/hook?access_token=abc123xyz&page=2', ['abc123xyz']],
  [30, 'HEADER', 'Authorization: Bearer opaque-value', ['opaque-value']],
  [
    31,
    'ARGS',
    '--verbose --token-file x ghp_abcdefghijklmnopqrstuvwxyz0123456789',
    ['ghp_abcdefghijklmnopqrstuvwxyz0123456789']
  ],
  [
    32,
    'WEBHOOK',
    'https://hooks.slack.com/services/T00000000/B00000000/Xk3j9aB2c7Dq1wE5r8Ty4uIo',
    ['Xk3j9aB2c7Dq1wE5r8Ty4uIo']
  ],
  // Not a prefixed token: too short after the prefix, or not at a word's start.
  [33, 'REGION', 'ASIA-PACIFIC-REGION', []],
  [34, 'PACKAGE', 'risk-assessment', []]
]

describe("a value is hidden by its name or its form, and only a form's secret part", () => {
  test.each(VALUES)('%i. %s=%j hides %j', (_row, key, value, pieces) => {
    expect(secretPieces(key, value)).toEqual(pieces)
  })
})

describe('mask-env', () => {
  const VARIABLES = [
    { key: 'NODE_ENV', value: 'production' },
    { key: 'BRANCH', value: 'main' },
    { key: 'SMTP_LOGIN', value: 'mailer@example.com' },
    { key: 'API_TOKEN', value: 'tok-4821' }
  ]
  /** [row, mask-env, the values hidden in a log line naming all four]. */
  const ROWS: [number, MaskEnv, string[]][] = [
    [1, [], ['tok-4821']],
    [2, ['SMTP_LOGIN'], ['mailer@example.com', 'tok-4821']],
    [3, ['SMTP_LOGIN', 'BRANCH'], ['mailer@example.com', 'main', 'tok-4821']],
    [4, 'all', ['production', 'main', 'mailer@example.com', 'tok-4821']]
  ]
  test.each(ROWS)('%i. %j hides %j, and every other value stays readable', async (_row, maskEnv, hidden) => {
    await withRunSecrets(async () => {
      registerVariables(VARIABLES, maskEnv)
      const line = VARIABLES.map(({ key, value }) => `${key} is ${value}`).join('; ')
      const shown = remoteText(line)
      for (const { value } of VARIABLES) expect(shown.includes(value), value).toBe(!hidden.includes(value))
      expect(shown.split('***')).toHaveLength(hidden.length + 1)
    })
  })

  it("hides a value of mask-env `all` everywhere but the run's own record, which keeps what was sent", async () => {
    await withRunSecrets(async () => {
      registerVariables(VARIABLES, 'all')
      // A log line: today's mask-everything.
      expect(lineForCi('deploying main for production')).toBe('deploying *** for ***')
      // The run's own rows (ref, deployment, URL) show what was sent, but never a secret.
      expect(recordForCi('main')).toBe('main')
      expect(recordForCi('refs/tok-4821')).toBe('refs/***')
      expect(remoteText('main', { record: true })).toBe('main')
    })
  })

  it('keeps a value hidden in the record when the rule or mask-env names it, even if `all` registered it first', async () => {
    await withRunSecrets(async () => {
      registerVariables([{ key: 'BRANCH', value: 'main' }], 'all')
      expect(recordForCi('main')).toBe('main')
      registerVariables([{ key: 'BRANCH', value: 'main' }], ['BRANCH'])
      expect(recordForCi('main')).toBe('***')
    })
  })

  /** [row, given, what it reads as, or the error's words]. */
  test.each([
    [1, ['SMTP_LOGIN, SIGNUP_CODE'], ['SMTP_LOGIN', 'SIGNUP_CODE']],
    [2, ['SMTP_LOGIN\nSIGNUP_CODE\n', 'SMTP_LOGIN'], ['SMTP_LOGIN', 'SIGNUP_CODE']],
    [3, [''], []],
    [4, ['all'], 'all'],
    [5, [' all ', 'all'], 'all']
  ] as const)('%i. %j reads as %j', (_row, given, read) => {
    expect(checkMaskEnv('mask-env', given, (name, problem) => new Error(`${name} ${problem}`))).toEqual(read)
  })

  test.each([
    [1, ['all, SMTP_LOGIN'], 'mask-env gives all and names besides: all hides every value, so give it alone'],
    [2, ['SMTP_LOGIN, sk-value with spaces'], 'mask-env has an entry that is not a variable name (entry 2, not shown'],
    [3, ['1PASSWORD'], 'expected variable names (letters, digits and _, not starting with a digit) separated by commas']
  ] as const)('%i. %j is refused, naming the setting and what it takes', (_row, given, words) => {
    const refuse = (name: string, problem: string): Error => new Error(`${name} ${problem}`)
    expect(() => checkMaskEnv('mask-env', given, refuse)).toThrow(words)
    try {
      checkMaskEnv('mask-env', given, refuse)
    } catch (error) {
      expect((error as Error).message).not.toContain('sk-value')
    }
  })
})

describe('a URL with a password', () => {
  it('hides the password, and the URL stays readable around it', async () => {
    await withRunSecrets(async () => {
      registerVariables([{ key: 'DATABASE_URL', value: 'postgres://app:s3cret@db/app' }], [])
      expect(remoteText('connecting to postgres://app:s3cret@db/app')).toBe('connecting to postgres://app:***@db/app')
      // The application may log it as it reads it, or percent-encoded.
      expect(remoteText('password s3cret rejected; retrying s3cret%21')).toBe('password *** rejected; retrying ***%21')
    })
  })
})

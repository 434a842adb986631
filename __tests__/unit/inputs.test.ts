import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { InputError } from '../../src/core/errors.js'
import { getInputs } from '../../src/action/inputs.js'
import { captureStdout } from '../harness/helpers.js'
import { withRunSecrets } from '../../src/text/secrets.js'

// Real INPUT_* variables, as the runner sets them.
const KEY = 'sk_test_inputs_secret_0123456789'
const BASE: Record<string, string> = {
  'base-url': 'https://api.example.com/',
  'api-key': KEY,
  'service-id': 'svc-web',
  ref: 'abc123',
  env: '',
  'env-file': '',
  wait: 'true',
  timeout: '30m',
  logs: 'true',
  'health-check-url': '',
  'health-check-expect': '',
  'health-check-timeout': '',
  rollback: '',
  'if-busy': '',
  superseded: '',
  comment: '',
  'github-token': '',
  'app-file': '',
  'log-order': '',
  'mask-env': ''
}

function setInputs(overrides: Record<string, string>): void {
  for (const [name, value] of Object.entries({ ...BASE, ...overrides })) {
    process.env[`INPUT_${name.toUpperCase()}`] = value
  }
}

const stdout = captureStdout()
/** The folders a test made, removed after it. */
const made: string[] = []
function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix))
  made.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
  for (const name of Object.keys(BASE)) delete process.env[`INPUT_${name.toUpperCase()}`]
  delete process.env.GITHUB_WORKSPACE
  delete process.env.RUNNER_TEMP
})

function inputError(overrides: Record<string, string>): InputError {
  setInputs(overrides)
  try {
    getInputs()
  } catch (error) {
    expect(error).toBeInstanceOf(InputError)
    return error as InputError
  }
  throw new Error('getInputs accepted bad input')
}

describe('getInputs', () => {
  it('reads a valid set into a typed object', () => {
    // (Each line of a value is registered as a secret, and redacted from every message after.)
    setInputs({ env: 'A=1\nB="two\nlines-of-it"' })
    expect(getInputs()).toEqual({
      baseUrl: 'https://api.example.com',
      apiKey: KEY,
      serviceId: 'svc-web',
      ref: 'abc123',
      variables: [
        { key: 'A', value: '1' },
        { key: 'B', value: 'two\nlines-of-it' }
      ],
      wait: true,
      timeoutMs: 1_800_000,
      logs: true,
      rollback: false,
      ifBusy: 'wait',
      superseded: 'fail'
    })
  })

  it('masks the key and every secret variable value, line by line, before returning', () => {
    // Masks are registered once per process, so this test uses a key no other test uses.
    setInputs({ 'api-key': 'sk_test_only_in_the_mask_test', env: 'PASSWORD=pa55word\nCERT="line-one\nline-two"' })
    getInputs()
    const masks = stdout.filter(line => line.startsWith('::add-mask::')).map(line => line.trim())
    expect(masks).toEqual(
      expect.arrayContaining([
        '::add-mask::sk_test_only_in_the_mask_test',
        '::add-mask::pa55word',
        '::add-mask::line-one',
        '::add-mask::line-two'
      ])
    )
  })

  it('defaults ref to none when empty and reads booleans and timeouts', () => {
    setInputs({ ref: '', wait: 'False', logs: 'FALSE', timeout: '1h30m' })
    expect(getInputs()).toMatchObject({ ref: undefined, wait: false, logs: false, timeoutMs: 5_400_000 })
  })

  it('lets env win over env-file, and warns about a duplicate in one source', () => {
    const workspace = tempDir('inputs-')
    writeFileSync(path.join(workspace, '.env.deploy'), '# file\nA=from-file\nB=file-b\nB=file-b2\n')
    process.env.GITHUB_WORKSPACE = workspace
    setInputs({ 'env-file': '.env.deploy', env: 'A=from-input' })
    expect(getInputs().variables).toEqual([
      { key: 'A', value: 'from-input' },
      { key: 'B', value: 'file-b2' }
    ])
    const warning = stdout.find(line => line.startsWith('::warning'))
    expect(warning).toContain('B is set 2 times (lines 3, 4)')
    expect(warning).not.toContain('file-b')
  })

  it.each([
    [{ 'api-key': '' }, 'api-key', 'is required'],
    [{ 'api-key': `Bearer ${KEY}` }, 'api-key', 'whitespace'],
    [{ 'base-url': '' }, 'base-url', 'is required'],
    [{ 'base-url': 'api.example.com' }, 'base-url', 'not a valid URL'],
    [{ 'base-url': 'ftp://api.example.com' }, 'base-url', 'must use http or https'],
    [{ 'base-url': 'https://user:pw@api.example.com' }, 'base-url', 'must not contain credentials'],
    [{ 'service-id': '' }, 'service-id', 'is required'],
    [{ 'service-id': 'svc/../other' }, 'service-id', 'must be a service id'],
    [{ ref: 'main\nother' }, 'ref', 'on one line'],
    [{ wait: 'yes' }, 'wait', 'must be true or false, got "yes"'],
    [{ logs: '1' }, 'logs', 'must be true or false'],
    [{ timeout: '10 minutes' }, 'timeout', 'such as 90s, 20m, 1h30m'],
    [{ timeout: '0' }, 'timeout', 'positive duration'],
    [{ env: 'GOOD=1\nsecret-value-without-key' }, 'env', 'line 2: expected KEY=VALUE'],
    [{ env: '9LIVES=x' }, 'env', 'the variable name starts with a digit'],
    [{ 'env-file': 'missing.env' }, 'env-file', 'names no readable file'],
    [{ 'service-id': '..' }, 'service-id', 'must be a service id'],
    [{ 'service-id': '.' }, 'service-id', 'must be a service id'],
    [{ 'service-id': 'svc%2Fother' }, 'service-id', 'must be a service id'],
    [{ 'service-id': 'svc\u0001x' }, 'service-id', 'must be a service id'],
    [{ timeout: '600h' }, 'timeout', 'expected at most 120h'],
    [{ timeout: '1h' + ' '.repeat(100_000) + 'x' }, 'timeout', 'such as 90s']
  ])('rejects %j naming %s', (overrides, input, expected) => {
    const error = inputError(overrides)
    expect(error.input).toBe(input)
    expect(error.message).toContain(`Input '${input}'`)
    expect(error.message).toContain(expected)
    expect(error.message).not.toContain(KEY)
    expect(error.message).not.toContain('secret-value')
    expect(error.message).not.toContain('pw@')
  })

  describe('env-file: only a regular file inside the workspace or RUNNER_TEMP, 1 MiB at most, text', () => {
    function setup(): { workspace: string; temp: string; outside: string } {
      const root = tempDir('inputs-files-')
      const workspace = path.join(root, 'workspace')
      const temp = path.join(root, 'temp')
      const outside = path.join(root, 'outside')
      for (const dir of [workspace, temp, outside]) mkdirSync(dir)
      process.env.GITHUB_WORKSPACE = workspace
      process.env.RUNNER_TEMP = temp
      return { workspace, temp, outside }
    }

    it.each([
      [
        'a symlink to /proc/self/environ',
        (d: ReturnType<typeof setup>) => symlinkSync('/proc/self/environ', path.join(d.workspace, 'env')),
        'env'
      ],
      [
        'a relative path out of the workspace',
        (d: ReturnType<typeof setup>) => writeFileSync(path.join(d.outside, 'x.env'), 'A=1'),
        '../outside/x.env'
      ],
      [
        'an absolute path elsewhere',
        (d: ReturnType<typeof setup>) => writeFileSync(path.join(d.outside, 'x.env'), 'A=1'),
        'OUTSIDE/x.env'
      ],
      [
        'a symlinked folder leading out',
        (d: ReturnType<typeof setup>) => symlinkSync(d.outside, path.join(d.workspace, 'linked')),
        'linked/x.env'
      ]
    ])('1. refuses %s before reading it, naming the allowed places', (_name, make, given) => {
      const dirs = setup()
      writeFileSync(path.join(dirs.outside, 'x.env'), 'A=1')
      make(dirs)
      const error = inputError({ 'env-file': given.replace('OUTSIDE', dirs.outside) })
      expect(error.input).toBe('env-file')
      expect(error.message).toContain('GITHUB_WORKSPACE')
      expect(error.message).toContain('RUNNER_TEMP')
      expect(error.message).toContain('after following symlinks')
    })

    it('2. reads a file in RUNNER_TEMP (a decrypted file written by an earlier step), and a symlink within the workspace', () => {
      const dirs = setup()
      writeFileSync(path.join(dirs.temp, 'decrypted.env'), 'FROM_TEMP=yes-temp')
      setInputs({ 'env-file': path.join(dirs.temp, 'decrypted.env') })
      expect(getInputs().variables).toEqual([{ key: 'FROM_TEMP', value: 'yes-temp' }])
      writeFileSync(path.join(dirs.workspace, 'real.env'), 'LINKED=yes-link')
      symlinkSync(path.join(dirs.workspace, 'real.env'), path.join(dirs.workspace, 'alias.env'))
      setInputs({ 'env-file': 'alias.env' })
      expect(getInputs().variables).toEqual([{ key: 'LINKED', value: 'yes-link' }])
    })

    it('3. refuses a file over 1 MiB, a NUL byte and a folder; takes LF, CRLF and lone CR as line ends', () => {
      const dirs = setup()
      writeFileSync(path.join(dirs.workspace, 'big.env'), `A=${'x'.repeat(1024 * 1024)}`)
      expect(inputError({ 'env-file': 'big.env' }).message).toContain('over the limit of 1 MiB')
      writeFileSync(path.join(dirs.workspace, 'nul.env'), 'A=1\0B=2')
      expect(inputError({ 'env-file': 'nul.env' }).message).toContain('NUL byte')
      mkdirSync(path.join(dirs.workspace, 'folder.env'))
      expect(inputError({ 'env-file': 'folder.env' }).message).toContain('regular file')
      writeFileSync(path.join(dirs.workspace, 'ends.env'), 'A=1\rB=2\r\nC=3\nD=4')
      setInputs({ 'env-file': 'ends.env' })
      expect(getInputs().variables.map(v => v.key)).toEqual(['A', 'B', 'C', 'D'])
    })
  })

  describe("app-file: a service's env-file that cannot be used is named by the app file's line and the service", () => {
    /** A workspace holding app.yml, whose service `web` names `envFile` on line 6. */
    function appFileNaming(envFile: string): string {
      const workspace = tempDir('inputs-app-')
      process.env.GITHUB_WORKSPACE = workspace
      writeFileSync(
        path.join(workspace, 'app.yml'),
        ['services:', '  api:', '    id: svc-api', '  web:', '    id: svc-web', `    env-file: ${envFile}`, ''].join(
          '\n'
        )
      )
      return workspace
    }
    const APP = { 'service-id': '', 'app-file': 'app.yml' }
    const where = 'app.yml line 6: `env-file` of service `web`'

    it('1. a file that is not there', () => {
      const workspace = appFileNaming('deploy/nope.env')
      const error = inputError(APP)
      expect(error.input).toBe('app-file')
      expect(error.message).toBe(
        `${where} names no readable file: ${path.join(workspace, 'deploy/nope.env')} (relative paths start at the workspace, ${workspace})`
      )
    })

    it('2. a file outside the workspace', () => {
      const outside = tempDir('inputs-outside-')
      writeFileSync(path.join(outside, '.env'), 'A=1\n')
      appFileNaming(path.join(outside, '.env'))
      const error = inputError(APP)
      expect(error.message.startsWith(`${where} must name a file inside GITHUB_WORKSPACE`)).toBe(true)
    })

    it('3. a line that is not dotenv, by its line in the env file', () => {
      const workspace = appFileNaming('web.env')
      writeFileSync(path.join(workspace, 'web.env'), 'GOOD=1\nnot a variable\n')
      expect(inputError(APP).message).toBe(
        `${where} line 2: expected KEY=VALUE (a dotenv line is KEY=value, KEY="multi-line value" or # comment)`
      )
    })

    it('4. a file that is fine is read into its service', () => {
      const workspace = appFileNaming('web.env')
      writeFileSync(path.join(workspace, 'web.env'), 'FROM_FILE=web-value\n')
      setInputs(APP)
      const web = getInputs().app?.services.find(service => service.name === 'web')
      expect(web?.config.variables).toEqual([{ key: 'FROM_FILE', value: 'web-value' }])
    })
  })

  it('warns once about plain http:// to a host off the runner, not about loopback', () => {
    setInputs({ 'base-url': 'http://api.example.com' })
    getInputs()
    setInputs({ 'base-url': 'http://127.0.0.1:4010' })
    getInputs()
    setInputs({ 'base-url': 'http://[::1]:4010' })
    getInputs()
    const warnings = stdout.filter(line => line.startsWith('::warning'))
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('plain http:// to api.example.com')
  })

  it('warns once about NODE_TLS_REJECT_UNAUTHORIZED=0 turning off the certificate checks, in its own words', () => {
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'
    try {
      setInputs({ 'base-url': 'https://api.example.com' })
      getInputs()
    } finally {
      delete process.env.NODE_TLS_REJECT_UNAUTHORIZED
    }
    setInputs({ 'base-url': 'https://api.example.com' })
    getInputs()
    expect(stdout.filter(line => line.startsWith('::warning'))).toEqual([
      '::warning title=TLS certificates not checked::NODE_TLS_REJECT_UNAUTHORIZED=0 is set in the environment, so TLS certificates are not checked: anyone between here and api.example.com can pose as the service and read the API key and every variable. Unset it; for a private certificate authority, set NODE_EXTRA_CA_CERTS to its certificate instead.\n'
    ])
  })

  it.each([
    ['1', 'https://api.example.com/api', 'https://api.example.com'],
    ['2', 'https://api.example.com/api/', 'https://api.example.com'],
    ['3', 'https://example.com/hosting/api', 'https://example.com/hosting'],
    ['4', 'https://api.example.com/apis', 'https://api.example.com/apis'],
    ['5', 'https://api', 'https://api']
  ])('%s. base-url %s is used as %s (the action adds /api to every path itself)', (_row, given, used) => {
    setInputs({ 'base-url': given })
    expect(getInputs().baseUrl).toBe(used)
    const notices = stdout.filter(line => line.startsWith('::notice'))
    expect(notices).toEqual(
      given === used
        ? []
        : [
            `::notice title=base-url::base-url ends in /api, which the action adds to every request path itself; using ${used}.\n`
          ]
    )
  })
})

describe('the health check, rollback, if-busy, superseded and comment inputs', () => {
  it('are read into the typed object', () => {
    setInputs({
      'health-check-url': '/health',
      'health-check-expect': 'abc123',
      'health-check-timeout': '90s',
      rollback: 'true',
      'if-busy': 'fail',
      superseded: 'pass',
      comment: 'true',
      'github-token': 'ghs_token_for_input_tests'
    })
    const inputs = getInputs()
    expect(inputs.healthCheck).toEqual({ url: '/health', expect: 'abc123', timeoutMs: 90_000 })
    expect(inputs.rollback).toBe(true)
    expect(inputs.ifBusy).toBe('fail')
    expect(inputs.superseded).toBe('pass')
    expect(inputs.comment).toEqual({ environment: 'production', token: 'ghs_token_for_input_tests' })
  })

  it('default to no health check, no rollback, wait when busy, fail when superseded, no comment', () => {
    setInputs({})
    const inputs = getInputs()
    expect(inputs.healthCheck).toBeUndefined()
    expect([inputs.rollback, inputs.ifBusy, inputs.superseded, inputs.comment]).toEqual([
      false,
      'wait',
      'fail',
      undefined
    ])
    setInputs({ 'health-check-url': 'https://app.example.com/health' })
    expect(getInputs().healthCheck?.timeoutMs).toBe(120_000)
  })

  it.each([
    [{ 'if-busy': 'maybe' }, `Input 'if-busy' must be wait or fail, got "maybe"`],
    [{ superseded: 'ignore' }, `Input 'superseded' must be fail or pass, got "ignore"`],
    [{ rollback: 'perhaps' }, `Input 'rollback' must be true or false, got "perhaps"`],
    [{ comment: 'yes please' }, `Input 'comment' must be true or false`],
    [
      { 'health-check-url': '/h', 'health-check-timeout': 'soon' },
      `Input 'health-check-timeout' must be a positive duration`
    ],
    [{ 'health-check-url': 'ftp://x.example.com' }, `Input 'health-check-url' must use http or https`],
    [
      { 'health-check-url': '//evil.example.com/' },
      `Input 'health-check-url' must be an absolute http(s) URL or a path`
    ],
    [{ 'health-check-url': 'https://u:p@x.example.com' }, `Input 'health-check-url' must not contain credentials`],
    [{ 'health-check-expect': 'abc' }, `Input 'health-check-expect' needs health-check-url`],
    [{ comment: 'true' }, `Input 'github-token' is required when comment is true`]
  ])('refuses %o', (overrides, message) => {
    expect(inputError(overrides).message).toContain(message)
  })
})

describe('mask-env: which variable values the runner masks', () => {
  const ENV = [
    'NODE_ENV=production',
    'PORT=10000',
    'BRANCH=main',
    'API_TOKEN=tok-4821-abc',
    'DATABASE_URL=postgres://app:s3cret-pw@db/app',
    'SMTP_LOGIN=mailer@example.com'
  ].join('\n')
  /** The ::add-mask:: lines of a getInputs in a run of its own (masks are registered once per run). */
  async function masksOf(overrides: Record<string, string>): Promise<string[]> {
    setInputs(overrides)
    await withRunSecrets(async () => getInputs())
    return stdout.filter(line => line.startsWith('::add-mask::')).map(line => line.trim().slice('::add-mask::'.length))
  }

  it.each([
    [1, '', ['tok-4821-abc', 's3cret-pw']],
    [2, 'SMTP_LOGIN', ['tok-4821-abc', 's3cret-pw', 'mailer@example.com']],
    [3, 'SMTP_LOGIN,\nBRANCH', ['main', 'tok-4821-abc', 's3cret-pw', 'mailer@example.com']],
    [
      4,
      'all',
      [
        'production',
        '10000',
        'main',
        'tok-4821-abc',
        's3cret-pw',
        'postgres://app:s3cret-pw@db/app',
        'mailer@example.com'
      ]
    ]
  ])('%i. mask-env %j masks the key and %j, nothing else', async (_row, maskEnv, masked) => {
    expect(await masksOf({ env: ENV, 'mask-env': maskEnv })).toEqual([KEY, ...masked])
  })

  it("masks an app file's variables by the same rule, mask-env included", async () => {
    const workspace = mkdtempSync(path.join(tmpdir(), 'inputs-app-'))
    writeFileSync(path.join(workspace, 'web.env'), 'WEB_PASSWORD=web-pass-1\nWEB_MODE=fast\n')
    writeFileSync(
      path.join(workspace, 'app.yml'),
      'services:\n  api:\n    id: svc-api\n    env: { API_KEY: api-key-1, REGION: eu-west }\n  web:\n    id: svc-web\n    env-file: web.env\n'
    )
    process.env.GITHUB_WORKSPACE = workspace
    expect(await masksOf({ 'service-id': '', 'app-file': 'app.yml', 'mask-env': 'REGION' })).toEqual([
      KEY,
      'web-pass-1',
      'api-key-1',
      'eu-west'
    ])
  })

  it('warns about a name that no variable sets, naming it', async () => {
    await masksOf({ env: ENV, 'mask-env': 'SMTP_LOGIN, SMTP_LOGN' })
    const warning = stdout.find(line => line.startsWith('::warning'))
    expect(warning).toContain('title=Unknown name in mask-env')
    expect(warning).toContain('mask-env names SMTP_LOGN, which no variable of this run sets')
  })

  it.each([
    [1, 'all, BRANCH', `Input 'mask-env' gives all and names besides`],
    [2, 'BRANCH, tok-4821-abc', `Input 'mask-env' has an entry that is not a variable name (entry 2, not shown`]
  ])('%i. refuses %j, naming the input and the form it takes', (_row, maskEnv, message) => {
    const error = inputError({ env: ENV, 'mask-env': maskEnv })
    expect(error.message).toContain(message)
    expect(error.message).toContain('separated by commas or newlines')
    expect(error.message).not.toContain('tok-4821')
  })
})

// The Node API's options read into the engine's configs, in process: each bad option rejected
// with a UsageError naming it as the API spells it, the defaults of the CLI, several services
// as an app. (The API as users run it, from the packed tarball: e2e/node-api.test.ts.)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { AppFileError, UsageError } from '../../../src/core/errors.js'
import {
  deploySettings,
  maskEnvSettings,
  MIN_DURATION_MS,
  watchSettings,
  whoamiSettings
} from '../../../src/node/options.js'

const KEY = 'node-api-key-7f3c9a'
const BASE = { baseUrl: 'https://api.example.com', apiKey: KEY }

function refused(read: () => unknown): UsageError {
  try {
    read()
  } catch (error) {
    if (error instanceof UsageError) return error
    throw error
  }
  throw new Error('accepted')
}

describe('deploy() options', () => {
  it('takes the CLI defaults for what is not given, and sends no ref unless one is given', () => {
    const { step, app } = deploySettings({ ...BASE, serviceId: 'svc-web' })
    expect(step).toMatchObject({
      baseUrl: 'https://api.example.com',
      serviceId: 'svc-web',
      ref: undefined,
      variables: [],
      wait: true,
      timeoutMs: 30 * 60_000,
      logs: true,
      rollback: false,
      ifBusy: 'wait',
      superseded: 'fail',
      healthCheck: undefined
    })
    expect(app).toBeUndefined()
  })

  it('reads a timeout as milliseconds or as a duration, and env as variables by key', () => {
    expect(deploySettings({ ...BASE, serviceId: 's', timeout: 90_000 }).step.timeoutMs).toBe(90_000)
    expect(deploySettings({ ...BASE, serviceId: 's', timeout: '1h30m' }).step.timeoutMs).toBe(90 * 60_000)
    expect(deploySettings({ ...BASE, serviceId: 's', env: { A: '1', B_2: 'two' } }).step.variables).toEqual([
      { key: 'A', value: '1' },
      { key: 'B_2', value: 'two' }
    ])
  })

  it("takes a number as milliseconds and a string as the CLI's --timeout takes it (plain seconds, or 90s, 10m)", () => {
    const timeoutOf = (timeout: unknown) => deploySettings({ ...BASE, serviceId: 's', timeout }).step.timeoutMs
    expect(timeoutOf(600_000)).toBe(600_000)
    expect(timeoutOf(MIN_DURATION_MS)).toBe(MIN_DURATION_MS)
    expect(timeoutOf('600')).toBe(600_000)
    expect(timeoutOf('10m')).toBe(600_000)
    const healthOf = (healthCheckTimeout: unknown) =>
      deploySettings({ ...BASE, serviceId: 's', healthCheckUrl: '/health', healthCheckTimeout }).step.healthCheck
        ?.timeoutMs
    expect(healthOf(120_000)).toBe(120_000)
    expect(healthOf('120')).toBe(120_000)
  })

  it.each([
    [
      '1. timeout: 600',
      { timeout: 600 },
      'timeout',
      'timeout is 600 milliseconds',
      "give milliseconds (600000) or a string such as '10m'"
    ],
    [
      '2. timeout: 45',
      { timeout: 45 },
      'timeout',
      'timeout is 45 milliseconds',
      "give milliseconds (45000) or a string such as '45s'"
    ],
    [
      '3. timeout: 999',
      { timeout: MIN_DURATION_MS - 1 },
      'timeout',
      'timeout is 999 milliseconds',
      'give milliseconds (999000)'
    ],
    [
      '4. healthCheckTimeout: 120',
      { healthCheckUrl: '/health', healthCheckTimeout: 120 },
      'healthCheckTimeout',
      'healthCheckTimeout is 120 milliseconds',
      "give milliseconds (120000) or a string such as '2m'"
    ]
  ])('refuses %s as likely seconds meant, saying what to give instead', (_, options, subject, starts, advice) => {
    const error = refused(() => deploySettings({ ...BASE, serviceId: 's', ...options }))
    expect(error.subject).toBe(subject)
    expect(error.message.startsWith(`${starts}: a number is milliseconds`), error.message).toBe(true)
    expect(error.message).toContain(advice)
  })

  it("describes the API's forms, not the CLI's, when a duration is refused", () => {
    for (const [options, subject] of [
      [{ timeout: 'soon' }, 'timeout'],
      [{ timeout: true }, 'timeout'],
      [{ timeout: 1.5 }, 'timeout'],
      [{ healthCheckUrl: '/health', healthCheckTimeout: 'later' }, 'healthCheckTimeout']
    ] as const) {
      const error = refused(() => deploySettings({ ...BASE, serviceId: 's', ...options }))
      expect(error.subject).toBe(subject)
      expect(error.message).toContain(
        `milliseconds as a whole number of at least ${MIN_DURATION_MS}, or a string such as '`
      )
      expect(error.message).toMatch(/ or '\d+' \(seconds\)/)
      // The CLI's wording, `plain seconds (600)`, reads as if the number 600 were seconds.
      expect(error.message).not.toContain('plain seconds')
    }
    const watching = refused(() => watchSettings({ ...BASE, deploymentId: 'dep_1', timeout: 600 }))
    expect(watching.message).toContain("give milliseconds (600000) or a string such as '10m'")
  })

  it('deploys several services, in the order given, as one app', () => {
    const { app } = deploySettings({ ...BASE, serviceId: ['svc-api', 'svc-web'], ref: 'main' })
    expect(app?.services.map(service => [service.name, service.config.serviceId, service.config.ref])).toEqual([
      ['svc-api', 'svc-api', 'main'],
      ['svc-web', 'svc-web', 'main']
    ])
  })

  const bad: [string, Record<string, unknown>, string, string][] = [
    ['no service', {}, 'serviceId', 'is required'],
    ['an empty list of services', { serviceId: [] }, 'serviceId', 'empty array'],
    ['a service twice', { serviceId: ['a', 'a'] }, 'serviceId', 'names a twice'],
    ['a service id that is no path segment', { serviceId: '../x' }, 'serviceId', 'must be a service id'],
    ['services twice', { serviceId: 'a', appFile: 'app.yml' }, 'serviceId', 'and appFile'],
    ['a timeout of 0 ms', { serviceId: 'a', timeout: 0 }, 'timeout', 'milliseconds'],
    ['a timeout in words', { serviceId: 'a', timeout: 'soon' }, 'timeout', 'must be a positive duration'],
    ['an if-busy word', { serviceId: 'a', ifBusy: 'maybe' }, 'ifBusy', 'must be wait or fail'],
    ['a superseded word', { serviceId: 'a', superseded: 'win' }, 'superseded', 'must be fail or pass'],
    ['a log order', { serviceId: 'a', logOrder: 'random' }, 'logOrder', 'must be stream or grouped'],
    ['wait as text', { serviceId: 'a', wait: 'no' }, 'wait', 'must be true or false'],
    ['a ref on two lines', { serviceId: 'a', ref: 'a\nb' }, 'ref', 'on one line'],
    ['an expected text without URL', { serviceId: 'a', healthCheckExpect: 'ok' }, 'healthCheckExpect', 'needs'],
    ['env as a list', { serviceId: 'a', env: ['A=1'] }, 'env', 'must be an object'],
    ['an option it does not know', { serviceId: 'a', serviceID: 'b' }, 'serviceID', 'is not an option of deploy()'],
    ['no base URL', { serviceId: 'a', baseUrl: '' }, 'baseUrl', 'is required'],
    ['a base URL with a key in it', { serviceId: 'a', baseUrl: 'https://u:p@x.example' }, 'baseUrl', 'credentials'],
    ['no key', { serviceId: 'a', apiKey: ' ' }, 'apiKey', 'is required'],
    ['a signal that is none', { serviceId: 'a', signal: 'stop' }, 'signal', 'AbortSignal'],
    ['an onEvent that is no function', { serviceId: 'a', onEvent: true }, 'onEvent', 'must be a function']
  ]

  it('lists refusals', () => expect(bad.length).toBeGreaterThan(0))
  for (const [what, options, subject, says] of bad) {
    it(`refuses ${what}: UsageError naming ${subject}`, () => {
      const error = refused(() => deploySettings({ ...BASE, ...options }))
      expect(error.subject).toBe(subject)
      expect(error.message).toContain(says)
      expect(error.message).not.toContain(KEY)
    })
  }

  it('never shows a variable name that is not one, nor any value', () => {
    const error = refused(() => deploySettings({ ...BASE, serviceId: 'a', env: { 'bad key=secret-value': 'x' } }))
    expect(error.subject).toBe('env')
    expect(error.message).not.toContain('secret-value')
  })
})

describe("appFile: a service's env-file lies inside the working directory or the app file's folder", () => {
  const made: string[] = []
  afterAll(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
  })
  const folder = (): string => {
    const dir = mkdtempSync(path.join(tmpdir(), 'node-options-'))
    made.push(dir)
    return dir
  }

  it('refuses a file elsewhere, naming the app file, the line and the service; dotenvFile stays free', () => {
    const outside = path.join(folder(), '.env')
    writeFileSync(outside, 'TOKEN=another-project-secret\n')
    const appFile = path.join(folder(), 'app.yml')
    writeFileSync(appFile, ['services:', '  web:', '    id: svc-web', `    env-file: ${outside}`, ''].join('\n'))
    const error = refused(() => deploySettings({ ...BASE, appFile }))
    expect(error.message).toBe(
      `${appFile} line 4: \`env-file\` of service \`web\` must name a file inside the working directory (${process.cwd()}) or the app file's folder (${path.dirname(appFile)}), after following symlinks; ${outside} resolves to ${outside}`
    )
    expect(error.message).not.toContain('another-project-secret')
    // Named by the caller: any path.
    expect(deploySettings({ ...BASE, serviceId: 'svc-web', dotenvFile: outside }).step.variables).toEqual([
      { key: 'TOKEN', value: 'another-project-secret' }
    ])
  })

  it('a problem inside the app file rejects as an AppFileError: titled as the file, with where its keys are explained', () => {
    const appFile = path.join(folder(), 'app.yml')
    writeFileSync(appFile, ['services:', '  web:', '    id: svc-web', '    neds: [migrate]', ''].join('\n'))
    const error = refused(() => deploySettings({ ...BASE, appFile }))
    expect(error).toBeInstanceOf(AppFileError)
    expect(error).toMatchObject({
      name: 'AppFileError',
      title: 'Invalid app file',
      subject: `${appFile} line 4:`,
      next: "see docs/app.md for the app file's keys and their forms."
    })
    expect(error.message).toMatch(/^.*app\.yml line 4: unknown key `neds` in service `web` \(did you mean `needs`\?\)/)
  })

  it("reads a file in the app file's folder", () => {
    const dir = folder()
    const appFile = path.join(dir, 'app.yml')
    writeFileSync(path.join(dir, 'web.env'), 'NEAR=yes\n')
    writeFileSync(
      appFile,
      ['services:', '  web:', '    id: svc-web', `    env-file: ${path.join(dir, 'web.env')}`, ''].join('\n')
    )
    expect(deploySettings({ ...BASE, appFile }).app?.services[0]?.config.variables).toEqual([
      { key: 'NEAR', value: 'yes' }
    ])
  })
})

describe('deploy() maskEnv', () => {
  /** deploy()'s maskEnv as it reads it, its warnings in the settings' notes. */
  const read = (options: Record<string, unknown>): { maskEnv: unknown; notes: unknown[] } => {
    const given = { ...BASE, serviceId: 'a', ...options }
    const settings = deploySettings(given)
    return { maskEnv: maskEnvSettings(given, settings), notes: settings.notes }
  }
  it("reads 'all' or an array of names, and warns about a name that no variable sets", () => {
    expect(read({ maskEnv: 'all' }).maskEnv).toBe('all')
    expect(read({}).maskEnv).toEqual([])
    const settings = read({ env: { SMTP_LOGIN: 'x' }, maskEnv: ['SMTP_LOGIN', 'NOPE'] })
    expect(settings.maskEnv).toEqual(['SMTP_LOGIN', 'NOPE'])
    expect(settings.notes).toEqual([
      {
        level: 'warning',
        title: 'Unknown name in maskEnv',
        message:
          'maskEnv names NOPE, which no variable of this run sets: check the spelling (names are case-sensitive).'
      }
    ])
  })

  it.each([
    [1, 'ALL', "must be 'all' or an array of variable names"],
    [2, 'SMTP_LOGIN', "must be 'all' or an array of variable names"],
    [3, [42], "must be 'all' or an array of variable names"],
    [4, ['all', 'SMTP_LOGIN'], 'gives all and names besides'],
    [5, ['SMTP_LOGIN', 'secret value-1'], 'has an entry that is not a variable name (entry 2, not shown']
  ])('%i. refuses %j, naming maskEnv', (_row, maskEnv, says) => {
    const error = refused(() => read({ maskEnv }))
    expect(error.subject).toBe('maskEnv')
    expect(error.message).toContain(says)
    expect(error.message).not.toContain('secret value')
  })
})

describe('watch() and whoami() options', () => {
  it('needs a deployment id that is one path segment', () => {
    expect(refused(() => watchSettings(BASE)).subject).toBe('deploymentId')
    expect(refused(() => watchSettings({ ...BASE, deploymentId: 'a/b' })).subject).toBe('deploymentId')
    expect(watchSettings({ ...BASE, deploymentId: 'dep_1', timeout: '2m' }).config).toMatchObject({
      deploymentId: 'dep_1',
      serviceId: undefined,
      timeoutMs: 120_000,
      logs: true
    })
  })

  it('whoami takes the URL and the key alone', () => {
    expect(whoamiSettings(BASE)).toMatchObject({ baseUrl: 'https://api.example.com', apiKey: KEY })
    expect(refused(() => whoamiSettings({ ...BASE, serviceId: 'a' })).subject).toBe('serviceId')
    expect(refused(() => whoamiSettings(null)).subject).toBe('options')
  })
})

describe('deploy() options of the verification window', () => {
  const verify = (over: Record<string, unknown>) =>
    deploySettings({ ...BASE, serviceId: 'svc-web', ...over }).step.verify

  it.each([
    [1, {}, undefined],
    [2, { verifyFor: 0 }, undefined],
    [3, { verifyFor: 300_000 }, { forMs: 300_000, intervalMs: 15_000, failOnLog: [], ignoreLog: [] }],
    [
      4,
      { verifyFor: '5m', verifyInterval: 30_000 },
      { forMs: 300_000, intervalMs: 30_000, failOnLog: [], ignoreLog: [] }
    ],
    [
      5,
      { verifyFor: '90s', failOnLog: ['^ERROR '], ignoreLog: 'ignored' },
      { forMs: 90_000, intervalMs: 15_000, failOnLog: ['^ERROR '], ignoreLog: ['ignored'] }
    ],
    // A string is read as the flag reads it: --verify-for 0s turns the window off.
    [6, { verifyFor: '0s' }, undefined],
    [7, { verifyFor: '0' }, undefined],
    [8, { verifyFor: '0m', verifyInterval: '15s' }, undefined]
  ])('%i. reads %j', (_row, over, config) => {
    expect(verify(over)).toEqual(config)
  })

  it.each([
    [1, { verifyFor: 300 }, 'verifyFor', 'is 300 milliseconds'],
    [2, { verifyFor: '5m', verifyInterval: '10m' }, 'verifyInterval', 'longer than verifyFor'],
    [3, { failOnLog: ['x'] }, 'failOnLog', 'needs verifyFor'],
    [4, { verifyFor: '5m', failOnLog: [1] }, 'failOnLog', 'must be an array of regular expressions'],
    [5, { verifyFor: '5m', ignoreLog: ['(?!x)'] }, 'ignoreLog', 'linear time'],
    [6, { verifyFor: '5m', wait: false }, 'verifyFor', 'cannot be used with wait: false'],
    // The window's own bound, 24h, not the 120h of a deployment's wait.
    [7, { verifyFor: 1e15 }, 'verifyFor', 'expected at most 24h'],
    [8, { verifyFor: '25h' }, 'verifyFor', 'expected at most 24h'],
    // Seconds offered only where they fit: 500s is longer than a 5m window.
    [
      9,
      { verifyFor: '5m', verifyInterval: 500 },
      'verifyInterval',
      'is 500 milliseconds: a number is milliseconds, and one under 1000 is likely seconds meant, but 500s would be longer than verifyFor (5m 00s)'
    ],
    [
      10,
      { verifyFor: '5m', verifyInterval: 10 },
      'verifyInterval',
      "give milliseconds (10000) or a string such as '10s'"
    ],
    [11, { verifyFor: '' }, 'verifyFor', 'must be milliseconds as a whole number'],
    [12, { verifyInterval: 500 }, 'verifyInterval', 'needs verifyFor']
  ])('%i. refuses %j naming %s', (_row, over, name, problem) => {
    const error = refused(() => verify(over))
    expect(error.subject).toBe(name)
    expect(error.message).toContain(problem)
    expect(error.message).not.toContain('120h')
  })
})

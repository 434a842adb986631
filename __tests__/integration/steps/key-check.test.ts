// The key check (steps/key-check.ts), in process against the sandbox's keys: what each kind of
// key may do, refused before anything is changed, and the warning when the log cannot be read.
import { ACTION_WORDS, CLI_WORDS, spell } from '../../../src/core/vocabulary.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../../sandbox/server.js'
import { ApiError } from '../../../src/api/errors.js'
import { HostingClient } from '../../../src/api/hosting-api.js'
import { explainFailure } from '../../../src/engine/failure.js'
import { Deadline } from '../../../src/core/deadline.js'
import type { DeployConfig } from '../../../src/core/config.js'
import { KeyRefused } from '../../../src/core/errors.js'
import { checkKey, type KeyCheck } from '../../../src/steps/key-check.js'
import { checkAppKey } from '../../../src/app/app-key.js'
import type { AppConfig } from '../../../src/core/config.js'
import { startPlain } from '../../harness/attacker.js'
import { demoSeed, findKey } from '../../harness/helpers.js'
import { ACCOUNT_KEY, clientOn, stepSeed, recordingLog } from './step-world.js'
import { type RecordingHost } from '../../harness/recording-host.js'

const seed = demoSeed()
const key = (name: string): string => findKey(seed, k => k.name === name, name)
const PROJECT = key('project key (all environments)')
const STAGING = key('project key (staging only)')
const WEB = key('service key for web')
const DEPLOY_ONLY = key('service key for web, deploy only')
const NO_PERMISSIONS = key('service key for web, no permissions')
const OPS = key('service key for web: domains, settings, metrics')
const REVOKED = key('revoked account key')

type Inputs = Pick<DeployConfig, 'serviceId' | 'variables' | 'logs' | 'wait'>
const DEPLOY: Inputs = { serviceId: 'svc-web', variables: [], logs: true, wait: true }
const VARIABLES: Inputs = { ...DEPLOY, variables: [{ key: 'GREETING', value: 'hello' }] }

let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox({ seed: stepSeed({}), port: 0, quiet: true })
})
afterAll(async () => {
  await sandbox?.close()
})

interface Checked {
  check?: KeyCheck
  error?: unknown
  log: RecordingHost
  /** The requests the check sent. */
  sent: string[]
}

async function check(apiKey: string, inputs: Inputs): Promise<Checked> {
  const log = recordingLog()
  const deadline = new Deadline(30_000)
  const client = clientOn(sandbox, apiKey, deadline.signal, log)
  const before = sandbox.requests.length
  try {
    const outcome = await checkKey(client, inputs, log).then(
      result => ({ check: result }),
      (error: unknown) => ({ error })
    )
    return { ...outcome, log, sent: sandbox.requests.slice(before).map(r => `${r.method} ${r.path}`) }
  } finally {
    deadline.dispose()
    await client.close()
  }
}

describe('a key that may do the job passes, and says what it may read', () => {
  it.each([
    [1, 'an account key', ACCOUNT_KEY, DEPLOY, 'account', true, true, 'Using an account key of Demo User'],
    [2, 'a project key', PROJECT, VARIABLES, 'project', true, true, 'Using a project key'],
    [3, 'a project key without domains: read', STAGING, VARIABLES, 'project', true, false, 'Using a project key'],
    [
      4,
      'a service key bound to service-id',
      WEB,
      VARIABLES,
      'service',
      true,
      false,
      'Using a service key for service web'
    ]
  ])('%i. %s', async (_, __, apiKey, inputs, kind, canReadLogs, canReadDomains, says) => {
    const { check: result, log, sent } = await check(apiKey, inputs)
    // A service key names its service, for a run that did not (watch without --service-id).
    expect(result).toEqual({
      kind,
      canReadLogs,
      canReadDomains,
      ...(kind === 'service' ? { serviceId: 'svc-web' } : {})
    })
    expect(log.messages('info')).toEqual([says])
    expect(log.messages('warning')).toEqual([])
    expect(sent).toEqual(['GET /api/auth/me'])
  })
})

describe('a key without logs: read passes with canReadLogs false, warned about only when the log would be followed', () => {
  it.each([
    [1, 'logs followed', DEPLOY, true],
    [2, 'logs: false', { ...DEPLOY, logs: false }, false],
    [3, 'wait: false', { ...DEPLOY, wait: false }, false]
  ])('%i. %s', async (_, __, inputs, warned) => {
    const { check: result, log } = await check(DEPLOY_ONLY, inputs)
    expect(result).toEqual({ kind: 'service', canReadLogs: false, canReadDomains: false, serviceId: 'svc-web' })
    const warnings = log.said.filter(entry => entry.level === 'warning')
    expect(warnings).toEqual(
      warned
        ? [
            {
              level: 'warning',
              title: 'No deployment log',
              message:
                'The API key lacks logs: read, so the deployment is followed without its log. Grant logs: read to the key to see the live log.'
            }
          ]
        : []
    )
  })
})

describe('a key without logs: read and a verification window: said once, before anything changes', () => {
  const verify = { forMs: 60_000, intervalMs: 15_000, failOnLog: [], ignoreLog: [] }

  it.each([
    [
      1,
      'logs followed too',
      DEPLOY,
      'the deployment is followed without its log, and the verification window runs on the health check and the deployment list alone (no runtime log is read)'
    ],
    [
      2,
      'logs: false',
      { ...DEPLOY, logs: false },
      'the verification window runs on the health check and the deployment list alone (no runtime log is read)'
    ]
  ])('%i. %s', async (_, __, inputs, costs) => {
    const { log } = await check(DEPLOY_ONLY, { ...inputs, verify } as Inputs)
    const warnings = log.said.filter(entry => entry.level === 'warning').map(entry => entry.message)
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain(`The API key lacks logs: read, so ${costs}.`)
  })

  it('3. an app with a window on any service says so once, from its one key check', async () => {
    const log = recordingLog()
    const deadline = new Deadline(30_000)
    try {
      const config = (id: string): DeployConfig => ({
        baseUrl: sandbox.url,
        apiKey: DEPLOY_ONLY,
        serviceId: id,
        ref: 'main',
        variables: [],
        wait: true,
        timeoutMs: 60_000,
        logs: false,
        environmentUrl: undefined,
        healthCheck: undefined,
        rollback: false,
        ifBusy: 'wait',
        superseded: 'fail',
        ...(id === 'svc-web' ? { verify } : {})
      })
      const app: AppConfig = {
        baseUrl: sandbox.url,
        apiKey: DEPLOY_ONLY,
        services: [{ name: 'web', needs: [], config: config('svc-web') }],
        failFast: true,
        maxParallel: 1,
        rollback: false,
        logOrder: 'stream',
        timeoutMs: 60_000
      }
      await checkAppKey(clientOn(sandbox, DEPLOY_ONLY, deadline.signal, log), app, log)
      const warnings = log.said.filter(entry => entry.level === 'warning').map(entry => entry.message)
      expect(warnings).toEqual([
        'The API key lacks logs: read, so the verification window runs on the health check and the deployment list alone (no runtime log is read). Grant logs: read to the key to see the runtime log.'
      ])
    } finally {
      deadline.dispose()
    }
  })
})

describe('log patterns with a key without logs: read: refused before anything is changed, naming the setting', () => {
  const window = { forMs: 60_000, intervalMs: 15_000, failOnLog: [], ignoreLog: [] }

  it.each([
    [
      1,
      'fail-on-log',
      { ...window, failOnLog: ['boom'] },
      'The service key lacks the permission logs: read needed to match fail-on-log against the runtime log. Nothing was changed.'
    ],
    [
      2,
      'ignore-log',
      { ...window, ignoreLog: ['noise'] },
      'The service key lacks the permission logs: read needed to match ignore-log against the runtime log. Nothing was changed.'
    ],
    [
      3,
      'both',
      { ...window, failOnLog: ['boom'], ignoreLog: ['noise'] },
      'The service key lacks the permission logs: read needed to match fail-on-log and ignore-log against the runtime log. Nothing was changed.'
    ]
  ])('%i. %s', async (_, __, verify, message) => {
    const { error, sent, log } = await check(DEPLOY_ONLY, { ...DEPLOY, verify } as Inputs)
    expect(error).toBeInstanceOf(KeyRefused)
    expect(spell((error as KeyRefused).message, ACTION_WORDS)).toBe(message)
    expect(spell((error as KeyRefused).next ?? '', CLI_WORDS)).toContain('grant logs: read to the key')
    expect(spell((error as KeyRefused).next ?? '', CLI_WORDS)).toContain('or remove --')
    expect(log.said.filter(entry => entry.level === 'warning')).toEqual([])
    expect(sent).toEqual(['GET /api/auth/me'])
  })

  it('4. with deployments: write missing too, both permissions are named', async () => {
    const { error } = await check(NO_PERMISSIONS, { ...DEPLOY, verify: { ...window, failOnLog: ['boom'] } } as Inputs)
    expect(spell((error as KeyRefused).message, CLI_WORDS)).toBe(
      'The service key lacks the permissions deployments: write and logs: read needed to deploy, and to match --fail-on-log against the runtime log. Nothing was changed.'
    )
  })

  it('5. a key with logs: read passes with the same patterns', async () => {
    const { check: result, error } = await check(WEB, {
      ...DEPLOY,
      verify: { ...window, failOnLog: ['boom'] }
    } as Inputs)
    expect(error).toBeUndefined()
    expect(result?.canReadLogs).toBe(true)
  })

  it('6. an app: each service whose window has patterns is named, by key and service', async () => {
    const log = recordingLog()
    const deadline = new Deadline(30_000)
    try {
      const config = (id: string, verify: DeployConfig['verify']): DeployConfig => ({
        baseUrl: sandbox.url,
        apiKey: DEPLOY_ONLY,
        serviceId: id,
        ref: 'main',
        variables: [],
        wait: true,
        timeoutMs: 60_000,
        logs: false,
        environmentUrl: undefined,
        healthCheck: undefined,
        rollback: false,
        ifBusy: 'wait',
        superseded: 'fail',
        verify
      })
      const app: AppConfig = {
        baseUrl: sandbox.url,
        apiKey: DEPLOY_ONLY,
        services: [{ name: 'web', needs: [], config: config('svc-web', { ...window, ignoreLog: ['noise'] }) }],
        failFast: true,
        maxParallel: 1,
        rollback: false,
        logOrder: 'stream',
        timeoutMs: 60_000
      }
      const refused = await checkAppKey(clientOn(sandbox, DEPLOY_ONLY, deadline.signal, log), app, log).then(
        () => undefined,
        (error: unknown) => error
      )
      expect(refused).toBeInstanceOf(KeyRefused)
      expect((refused as KeyRefused).message).toBe(
        'The service key lacks the permission logs: read needed to match `ignore-log` of service `web` against the runtime log. Nothing was changed.'
      )
    } finally {
      deadline.dispose()
    }
  })
})

describe('a key that cannot do the job is refused (KeyRefused) before anything is changed, saying why', () => {
  it.each([
    [
      1,
      'a service key bound to another service',
      WEB,
      { ...DEPLOY, serviceId: 'svc-image' },
      'The API key is a service key bound to service svc-web, but service-id is svc-image.'
    ],
    [
      2,
      'no deployments: write',
      NO_PERMISSIONS,
      DEPLOY,
      'The service key lacks the permission deployments: write needed to deploy. Nothing was changed.'
    ],
    [
      3,
      'no deployments: write, with domains and settings',
      OPS,
      DEPLOY,
      'The service key lacks the permission deployments: write needed to deploy. Nothing was changed.'
    ],
    [
      4,
      'no variables: write, with variables to import',
      DEPLOY_ONLY,
      VARIABLES,
      'The service key lacks the permission variables: write needed to import variables and deploy. Nothing was changed.'
    ],
    [
      5,
      'neither, with variables to import',
      NO_PERMISSIONS,
      VARIABLES,
      'The service key lacks the permissions deployments: write and variables: write needed to import variables and deploy. Nothing was changed.'
    ],
    [
      6,
      'a revoked key (401)',
      REVOKED,
      DEPLOY,
      'The API key is missing, invalid or revoked (HTTP 401 from /api/auth/me).'
    ],
    [
      7,
      'an unknown key (401)',
      'sbx_no_such_key_00000000',
      DEPLOY,
      'The API key is missing, invalid or revoked (HTTP 401 from /api/auth/me).'
    ]
  ])('%i. %s', async (_, __, apiKey, inputs, message) => {
    const { error, sent } = await check(apiKey, inputs)
    expect(error).toBeInstanceOf(KeyRefused)
    expect(spell((error as KeyRefused).message, ACTION_WORDS)).toBe(message)
    expect((error as KeyRefused).next).toEqual(expect.any(String))
    expect(sent).toEqual(['GET /api/auth/me'])
  })

  it('8. an answer other than 401 is not a refused key: the error is thrown as it came', async () => {
    const unavailable = new ApiError('Checking the API key failed: HTTP 503.', 503)
    const client = { whoami: () => Promise.reject(unavailable) } as unknown as HostingClient
    await expect(checkKey(client, DEPLOY, recordingLog())).rejects.toBe(unavailable)
  })
})

describe("a service key is known by its kind whatever its case or blanks, by the one-service check and the app's alike", () => {
  const identity = (kind: string): unknown => ({
    name: 'ci key',
    keyScope: { kind, serviceId: 'svc-web', permissions: { deployments: 'write', logs: 'read' } }
  })
  const clientSaying = (kind: string): HostingClient =>
    ({ whoami: () => Promise.resolve(identity(kind)) }) as unknown as HostingClient
  const service = (name: string, serviceId: string): AppConfig['services'][number] => ({
    name,
    needs: [],
    config: {
      baseUrl: 'http://127.0.0.1:1',
      apiKey: 'k',
      serviceId,
      ref: 'main',
      variables: [],
      wait: true,
      timeoutMs: 60_000,
      logs: true,
      environmentUrl: undefined,
      healthCheck: undefined,
      rollback: false,
      ifBusy: 'wait',
      superseded: 'fail'
    }
  })
  const app: AppConfig = {
    baseUrl: 'http://127.0.0.1:1',
    apiKey: 'k',
    services: [service('web', 'svc-web'), service('worker', 'svc-worker')],
    failFast: true,
    maxParallel: 4,
    rollback: false,
    logOrder: 'stream',
    timeoutMs: 60_000
  }

  it.each([
    [1, 'service'],
    [2, 'service '],
    [3, 'Service'],
    [4, '\tSERVICE ']
  ])('%i. kind %j: bound to svc-web, it is refused for another service and for an app of two', async (_, kind) => {
    const one = await checkKey(clientSaying(kind), { ...DEPLOY, serviceId: 'svc-image' }, recordingLog()).catch(
      (error: unknown) => error
    )
    expect(one).toBeInstanceOf(KeyRefused)
    expect((one as KeyRefused).message).toContain('is a service key bound to service svc-web')
    const several = await checkAppKey(clientSaying(kind), app, recordingLog()).catch((error: unknown) => error)
    expect(several).toBeInstanceOf(KeyRefused)
    expect((several as KeyRefused).message).toContain('so it cannot deploy svc-worker')
  })

  it('5. its own service passes, named as a service key', async () => {
    const log = recordingLog()
    const checked = await checkKey(clientSaying('Service '), DEPLOY, log)
    expect(checked).toEqual({ kind: 'service', canReadLogs: true, canReadDomains: false, serviceId: 'svc-web' })
    expect(log.messages('info')).toEqual(['Using a service key'])
  })
})

describe("a 404 in answer to the key check is a wrong base URL, said in each face's words", () => {
  it.each([
    [1, 'the Action', 'base-url', ACTION_WORDS],
    [2, 'the command line', '--base-url', CLI_WORDS]
  ])('%i. %s: not found, with advice on %s and no word of the service id', async (_, __, named, words) => {
    const deadline = new Deadline(30_000)
    const client = new HostingClient({
      baseUrl: `${sandbox.url}/api/v1`,
      apiKey: ACCOUNT_KEY,
      userAgent: 'step-test',
      signal: deadline.signal
    })
    try {
      const error = await checkKey(client, DEPLOY, recordingLog()).catch((thrown: unknown) => thrown)
      const failure = explainFailure({ error, phase: 'Checking the API key', timeoutMs: 30_000 }, words)
      expect(failure.kind).toBe('not-found')
      expect(failure.message).toBe(
        `The base URL answered HTTP 404 at /api/auth/me, a path that names no service: ${named} does not point at the API's root.`
      )
      expect(failure.next).toBe(
        `set ${named} to the API's root URL, without /api or a version (e.g. https://api.example.com).`
      )
      expect(`${failure.message} ${failure.next}`).not.toMatch(/service-id|key scope/)
    } finally {
      deadline.dispose()
      await client.close()
    }
  })
})

describe('a redirect in answer to the key check is an unusable answer, never followed', () => {
  it.each([301, 302, 303, 307, 308])('HTTP %i: unreachable, with advice on base-url', async status => {
    const elsewhere = await startPlain((_req, res) => void res.end('{}'))
    const redirecting = await startPlain((req, res) => {
      res.writeHead(status, { location: `${elsewhere.url}${req.url ?? '/'}` })
      res.end()
    })
    const deadline = new Deadline(30_000)
    const client = new HostingClient({
      baseUrl: redirecting.url,
      apiKey: ACCOUNT_KEY,
      userAgent: 'step-test',
      signal: deadline.signal
    })
    try {
      const error = await checkKey(client, DEPLOY, recordingLog()).catch((thrown: unknown) => thrown)
      const failure = explainFailure({ error, phase: 'Checking the API key', timeoutMs: 30_000 })
      expect(failure.kind).toBe('unreachable')
      expect(failure.message).toContain(
        `the API answered with a redirect (HTTP ${status}) to ${elsewhere.url}/api/auth/me`
      )
      expect(failure.next).toBe("check base-url: it must be the API's own address, not a page that redirects.")
      // One try: a redirect is no hiccup worth repeating.
      expect(redirecting.requests.map(r => `${r.method} ${r.path}`)).toEqual(['GET /api/auth/me'])
      expect(elsewhere.requests).toEqual([])
    } finally {
      deadline.dispose()
      await client.close()
      await redirecting.close()
      await elsewhere.close()
    }
  })
})

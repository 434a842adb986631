// The engine in process (engine/deploy.ts): deploy(), watch() and whoami() against the sandbox,
// with a Host that records every call. What a face sees is only what reaches its host and the
// result: the events in order, the log lines each once, every field of the result per ending.
// Every run also checks that the API key reaches neither a call of the host nor the result.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { commitOf } from '../../../sandbox/model.js'
import { startSandbox, type Sandbox } from '../../../sandbox/server.js'
import type { DeployConfig } from '../../../src/core/config.js'
import { deploy, watch, whoami, type DeployOptions, type WatchConfig } from '../../../src/engine/deploy.js'
import type { EngineEvent, Host, SafeLogLine } from '../../../src/core/host.js'
import type { DeployResult } from '../../../src/core/result.js'
import { formatDuration } from '../../../src/core/duration.js'
import { CLI_WORDS } from '../../../src/core/vocabulary.js'
import { demoSeed, findKey } from '../../harness/helpers.js'
import {
  recordingHost,
  type Call,
  type HookCall,
  type RecordingHooks,
  type RecordingHost
} from '../../harness/recording-host.js'
import { ACCOUNT_KEY, deployRequests, serviceOf, settled, stepSeed } from '../steps/step-world.js'

const WEB_KEY = findKey(demoSeed(), k => k.name === 'service key for web', 'service key for web')
const REVOKED_KEY = findKey(demoSeed(), k => k.name === 'revoked account key', 'revoked key')
/** A service key of e-watch: it may deploy and read logs. */
const WATCH_KEY = 'sbx_service_e_watch_Kq3mZ8vd'
/** A variable's value: a secret, never to reach the host. */
const SECRET_VALUE = 's3cr3t-value-never-printed'
/** The url output: the first verified domain of svc-web's copies. */
const SERVICE_URL = 'https://www.demo.example.com'

let sandbox: Sandbox
beforeAll(async () => {
  const seed = stepSeed({
    'e-live': {},
    // The live log stream is cut after its first line, and its events carry no id: the
    // reconnection sends the log again from its start.
    'e-cut': { stream: { dropAfter: 1, ids: false } },
    'e-fail': {},
    'e-unhealthy': {},
    'e-hang': {},
    'e-refused': {},
    'e-interrupted': {},
    'e-queued': {},
    'e-rollback': { history: 2 },
    'e-replaced-fail': {},
    'e-replaced-pass': {},
    'e-watch': {},
    'e-verdict-live': {},
    'e-verdict-fail': {},
    'e-verdict-back': { history: 2 },
    'e-verdict-unhealthy': {},
    // Its rollback returns to main~1, which never ends on its own.
    'e-stopped-back': { history: 2, refScripts: { broken: 'quick-fail', 'main~1': 'hang' } },
    'e-stopped-early': { history: 2 }
  })
  seed.keys.push({
    token: WATCH_KEY,
    name: 'service key for e-watch',
    kind: 'service',
    serviceId: 'e-watch',
    permissions: { deployments: 'write', logs: 'read' }
  })
  sandbox = await startSandbox({ seed, port: 0, quiet: true })
})
afterAll(async () => {
  await sandbox?.close()
})

interface Recorded {
  calls: Call[]
  /** The events and the awaited hooks, in order, without the watcher's state events. */
  events: (EngineEvent | HookCall)[]
  states: string[]
  /** Every line logLines was given, in order. */
  lines: SafeLogLine[]
  groups: string[]
  messages(method: 'info' | 'notice' | 'warning' | 'debug'): string[]
}

/** The harness's recording host, read as these tests read it. */
function recordingView(host: RecordingHost): Recorded {
  const of = (method: Call['method']): unknown[] =>
    host.calls.filter(call => call.method === method).map(call => call.args[0])
  return {
    calls: host.calls,
    get events() {
      return host.events.filter(event => !('type' in event) || event.type !== 'state')
    },
    get states() {
      return host.events.flatMap(event => ('type' in event && event.type === 'state' ? [event.status] : []))
    },
    get lines() {
      return (of('logLines') as SafeLogLine[][]).flat()
    },
    get groups() {
      return of('group') as string[]
    },
    messages: host.messages
  }
}

function config(serviceId: string, extra: Partial<DeployConfig> = {}): DeployConfig {
  return {
    baseUrl: sandbox.url,
    apiKey: ACCOUNT_KEY,
    serviceId,
    ref: 'main',
    variables: [],
    wait: true,
    timeoutMs: 30_000,
    logs: true,
    environmentUrl: undefined,
    healthCheck: undefined,
    rollback: false,
    ifBusy: 'wait',
    superseded: 'fail',
    ...extra
  }
}

/** Runs one engine entry point with a recording host; no call it records ever holds the key. */
async function run(
  start: (host: Host) => Promise<DeployResult>,
  apiKey: string,
  hooks: RecordingHooks = {}
): Promise<{ result: DeployResult; recorded: Recorded }> {
  const host = recordingHost(hooks)
  const recorded = recordingView(host)
  const result = await start(host)
  expect(JSON.stringify(recorded.calls)).not.toContain(apiKey)
  expect(JSON.stringify(result)).not.toContain(apiKey)
  return { result, recorded }
}

const runDeploy = (cfg: DeployConfig, options?: DeployOptions, hooks?: RecordingHooks) =>
  run(host => deploy(cfg, host, options), cfg.apiKey, hooks)

const phases = (recorded: Recorded): string[] =>
  recorded.events.flatMap(event => ('type' in event && event.type === 'phase' ? [event.name] : []))

describe('deploy(): a deployment that goes live', () => {
  it('1. the host sees each phase in order, the hooks before and after queuing awaited, and the url and deploymentId outputs as soon as known', async () => {
    const before = deployRequests(sandbox, 'e-live').length
    let sentAtQueuing: number | undefined
    const { result, recorded } = await runDeploy(
      config('e-live', { variables: [{ key: 'GREETING', value: 'hi' }] }),
      {},
      {
        onHook: hook => {
          if (hook.hook === 'beforeQueue') sentAtQueuing = deployRequests(sandbox, 'e-live').length
        }
      }
    )
    const id = result.deploymentId ?? ''
    // beforeQueue comes before the deploy request is sent, so a face can record the deployment first.
    expect(sentAtQueuing).toBe(before)
    expect(deployRequests(sandbox, 'e-live')).toHaveLength(before + 1)
    expect(recorded.events).toEqual([
      { type: 'phase', name: 'Checking the API key' },
      { type: 'output', name: 'url', value: SERVICE_URL },
      { type: 'phase', name: 'Importing variables' },
      { type: 'phase', name: 'Queuing the deployment' },
      { hook: 'beforeQueue', url: SERVICE_URL },
      { type: 'output', name: 'deploymentId', value: id },
      { hook: 'afterQueue', deploymentId: id, ref: 'main' },
      { type: 'phase', name: 'Following the deployment' }
    ])
    expect(recorded.groups).toEqual([
      'Checking the API key',
      'Importing 1 variable(s)',
      'Queuing the deployment',
      `Deployment ${id}`
    ])
    // The states come while it is followed, and its last is the final one.
    const events = recorded.calls.flatMap(call => (call.method === 'event' ? [call.args[0] as EngineEvent] : []))
    const following = events.findIndex(event => event.type === 'phase' && event.name === 'Following the deployment')
    const firstState = events.findIndex(event => event.type === 'state')
    expect(firstState).toBeGreaterThan(following)
    expect(recorded.states.at(-1)).toBe('live')
  })

  it('1b. environment-url is the url output once, sent before the key check, and the hook before queuing gets it', async () => {
    const given = 'https://given.example.com'
    const { result, recorded } = await runDeploy(config('e-live', { environmentUrl: given }))
    const urls = recorded.events.filter(event => 'type' in event && event.type === 'output' && event.name === 'url')
    expect(urls).toEqual([{ type: 'output', name: 'url', value: given }])
    expect(recorded.events[0]).toEqual({ type: 'output', name: 'url', value: given })
    expect(recorded.events).toContainEqual({ hook: 'beforeQueue', url: given })
    expect(result.url).toBe(given)
  })

  it('2. its log lines reach host.logLines in sequence order, each once, exactly as the service wrote them, though the stream sent some twice', async () => {
    const { result, recorded } = await runDeploy(config('e-cut'))
    const written = sandbox.store.deployment(result.deploymentId ?? '')?.lines ?? []
    expect(written.length).toBeGreaterThan(0)
    expect(recorded.lines).toEqual(written.map(line => ({ seq: line.seq, text: line.text })))
  })

  it("3. the result holds every output: success, status, ids, url, variables imported and skipped, the commit; never a variable's value", async () => {
    const variables = [
      { key: 'GREETING', value: SECRET_VALUE },
      { key: 'PORT', value: '8080' }
    ]
    const { result, recorded } = await runDeploy(config('e-live', { variables }))
    const id = result.deploymentId ?? ''
    expect(result).toEqual({
      result: 'success',
      status: 'live',
      deploymentId: expect.stringMatching(/^dep_/),
      ref: 'main',
      url: SERVICE_URL,
      health: 'skipped',
      envImported: 1,
      rollbackDeploymentId: undefined,
      rollbackRef: undefined,
      durationMs: expect.any(Number),
      error: undefined,
      failureKind: undefined,
      commitSha: commitOf('main'),
      skipped: [{ key: 'PORT', reason: 'reserved by the platform' }],
      tail: ['==> Building main', `==> Deployment ${id} is live`],
      healthProblem: undefined,
      rollbackNote: undefined,
      runtimeLog: undefined,
      verify: {
        result: 'skipped',
        forMs: 0,
        probes: 0,
        failedProbes: 0,
        runtimeLines: 0,
        matches: [],
        reason: 'No verification window: verify-for is 0, or the deployment did not go live and healthy.'
      }
    })
    expect(sandbox.store.envOf('e-live').get('GREETING')).toBe(SECRET_VALUE)
    expect(JSON.stringify(recorded.calls)).not.toContain(SECRET_VALUE)
    expect(recorded.messages('warning')).toEqual(['Variable PORT was not imported: reserved by the platform'])
  })
})

// Each ending has a service of its own (the refused key sends nothing to deploy): they run at once.
describe.concurrent('deploy(): each way a run ends is its result and failureKind', () => {
  it('1. a failed deployment: failure, kind deployment, its last log lines and the runtime log', async () => {
    const { result } = await runDeploy(config('e-fail', { ref: 'broken' }))
    expect(result).toMatchObject({
      result: 'failure',
      failureKind: 'deployment',
      status: 'build_failed',
      health: 'skipped',
      tail: ['==> Building broken', 'error: the build broke'],
      runtimeLog: { lines: ['boot: listening on :10000', 'ERROR could not reach the database'] }
    })
    expect(result.error?.title).toBe('Deployment build_failed')
    expect(result.error?.message).toMatch(
      new RegExp(`^Deployment ${result.deploymentId} failed with status "build_failed" after `)
    )
  })

  it('2. live but unhealthy: unhealthy, kind unhealthy, with the health check problem', async () => {
    const healthCheck = { url: `${sandbox.url}/apps/e-unhealthy`, expect: '', timeoutMs: 1000 }
    const { result, recorded } = await runDeploy(config('e-unhealthy', { ref: 'unhealthy', healthCheck }))
    expect(result).toMatchObject({ result: 'unhealthy', failureKind: 'unhealthy', status: 'live', health: 'unhealthy' })
    expect(result.healthProblem).toContain('500')
    expect(result.error?.title).toBe('Deployment unhealthy')
    expect(phases(recorded).at(-1)).toBe('Checking health')
    expect(result.runtimeLog).toEqual({ lines: expect.arrayContaining(['ERROR could not reach the database']) })
  })

  it('3. out of time while it builds: timed-out, kind timed-out, the deployment and its last status kept', async () => {
    const { result } = await runDeploy(config('e-hang', { ref: 'hang', timeoutMs: 4000 }))
    expect(result).toMatchObject({
      result: 'timed-out',
      failureKind: 'timed-out',
      deploymentId: expect.stringMatching(/^dep_/),
      status: 'building',
      runtimeLog: undefined
    })
    expect(result.error?.message).toMatch(
      new RegExp(`^Deployment ${result.deploymentId} did not finish within the timeout of 4s`)
    )
  })

  it('4. a key refused: kind auth, nothing queued, no phase after the key check', async () => {
    const { result, recorded } = await runDeploy(config('e-refused', { apiKey: WEB_KEY }))
    expect(result).toMatchObject({ result: undefined, failureKind: 'auth', deploymentId: undefined })
    expect(result.error?.message).toBe(
      'The API key is a service key bound to service svc-web, but service-id is e-refused.'
    )
    expect(phases(recorded)).toEqual(['Checking the API key'])
    expect(deployRequests(sandbox, 'e-refused')).toEqual([])
  })

  it('4b. a log pattern that looks like a mistake is said before the key check, even when the key is then refused', async () => {
    const verify = { forMs: 60_000, intervalMs: 15_000, failOnLog: ['- ERROR'], ignoreLog: [] }
    const { result, recorded } = await runDeploy(config('e-refused', { apiKey: WEB_KEY, verify }))
    expect(result.failureKind).toBe('auth')
    const said = recorded.calls.flatMap(call =>
      call.method === 'warning' || call.method === 'group'
        ? [`${call.method}: ${String(call.args[0]).slice(0, 40)}`]
        : []
    )
    expect(said[0]).toMatch(/^warning: fail-on-log holds "- ERROR"/)
    expect(said[1]).toBe('group: Checking the API key')
  })

  it('5. interrupted through options.signal while following: kind interrupted; the deployment goes on', async () => {
    const controller = new AbortController()
    const { result } = await runDeploy(
      config('e-interrupted', { ref: 'hang' }),
      { signal: controller.signal },
      {
        onLines: () => controller.abort()
      }
    )
    expect(result).toMatchObject({
      result: 'interrupted',
      failureKind: 'interrupted',
      deploymentId: expect.stringMatching(/^dep_/),
      // It goes on, neither failed nor cancelled: no runtime log to show.
      runtimeLog: undefined
    })
    expect(result.error?.message).toBe(
      `The job was cancelled during: following the deployment. Deployment ${result.deploymentId} goes on at the service and may still go live: the API offers no way to abort it from here.`
    )
    expect(result.error?.next).toMatch(
      new RegExp(
        `^Check deployment ${result.deploymentId} in the dashboard\\. Do not run the job again unless it fails`
      )
    )
    expect(sandbox.store.deployment(result.deploymentId ?? '')?.final).toBe(false)
  })

  it('6. without waiting (wait: false): queued, nothing followed', async () => {
    const { result, recorded } = await runDeploy(config('e-queued', { wait: false }))
    expect(result).toMatchObject({
      result: 'queued',
      failureKind: undefined,
      error: undefined,
      status: undefined,
      deploymentId: expect.stringMatching(/^dep_/)
    })
    expect(recorded.events.at(-1)).toEqual({ hook: 'afterQueue', deploymentId: result.deploymentId, ref: 'main' })
    expect(phases(recorded)).not.toContain('Following the deployment')
    expect(recorded.lines).toEqual([])
    expect(sandbox.requests.some(r => r.path.startsWith(`/api/deployments/${result.deploymentId}/`))).toBe(false)
  })

  it('7. a failed deployment rolled back: still failure, the rollback outputs sent when queued, and its note', async () => {
    const { result, recorded } = await runDeploy(config('e-rollback', { ref: 'broken', rollback: true }))
    const rollbackId = result.rollbackDeploymentId ?? ''
    expect(result).toMatchObject({ result: 'failure', failureKind: 'deployment', rollbackRef: 'main~1' })
    expect(sandbox.store.deployment(rollbackId)?.status).toBe('live')
    expect(recorded.events.slice(-3)).toEqual([
      { type: 'phase', name: 'Rolling back' },
      { type: 'output', name: 'rollbackDeploymentId', value: rollbackId },
      { type: 'output', name: 'rollbackRef', value: 'main~1' }
    ])
    expect(result.rollbackNote).toBe(`Rolled back: deployment ${rollbackId} of main~1 is live now.`)
    // The run's failure stays the deployment's, its message ending with what is live now.
    const note = result.rollbackNote ?? '?'
    expect(result.error?.message.slice(-note.length)).toBe(note)
  })

  it.each([
    [8, 'superseded: fail', 'e-replaced-fail', 'fail', 'cancelled'],
    [9, 'superseded: pass', 'e-replaced-pass', 'pass', undefined]
  ] as const)(
    '%i. a deployment replaced by a newer one, %s: cancelled, failing the run or passing it with a notice',
    async (_, __, serviceId, superseded, failureKind) => {
      const { result, recorded } = await runDeploy(config(serviceId, { ref: 'replaced', superseded }))
      const newer = sandbox.store.deploymentsOf(serviceId)[0]?.id
      expect(newer).not.toBe(result.deploymentId)
      expect(result).toMatchObject({ result: 'cancelled', failureKind, status: 'canceled' })
      if (superseded === 'fail') {
        expect(result.error?.message).toContain(`A newer deployment, ${newer}, replaced it`)
      } else {
        expect(result.error).toBeUndefined()
        expect(recorded.calls).toContainEqual({
          method: 'notice',
          args: [expect.stringContaining(`superseded by the newer deployment ${newer}`), 'Deployment superseded']
        })
      }
    }
  )
})

describe('deploy() tells its verdict once, as soon as the outcome is known (before a rollback or the runtime log)', () => {
  /** Each verdict told, with the phases begun and the runtime log reads sent by then. */
  async function verdicts(cfg: DeployConfig, options: DeployOptions = {}) {
    const told: { ok: boolean; phases: string[]; runtimeLogReads: number }[] = []
    const runtimeLogReads = (): number =>
      sandbox.requests.filter(r => r.path === `/api/services/${cfg.serviceId}/logs`).length
    let recorded: Recorded | undefined
    const outcome = await run(host => {
      recorded = recordingView(host as RecordingHost)
      return deploy(cfg, host, {
        ...options,
        onVerdict: ok => told.push({ ok, phases: phases(recorded as Recorded), runtimeLogReads: runtimeLogReads() })
      })
    }, cfg.apiKey)
    return { told, ...outcome, runtimeLogReads: runtimeLogReads() }
  }

  it('1. live: true, once the deployment is live', async () => {
    const { told, result } = await verdicts(config('e-verdict-live'))
    expect(result.result).toBe('success')
    expect(told).toEqual([
      {
        ok: true,
        phases: ['Checking the API key', 'Queuing the deployment', 'Following the deployment'],
        runtimeLogReads: 0
      }
    ])
  })

  it('2. failed: false, before the runtime log is read', async () => {
    const { told, result, runtimeLogReads } = await verdicts(config('e-verdict-fail', { ref: 'broken' }))
    expect(result).toMatchObject({ result: 'failure', runtimeLog: expect.anything() })
    expect(runtimeLogReads).toBe(1)
    expect(told).toEqual([expect.objectContaining({ ok: false, runtimeLogReads: 0 })])
  })

  it('3. failed with rollback: false, before the rollback begins', async () => {
    const { told, result } = await verdicts(config('e-verdict-back', { ref: 'broken', rollback: true }))
    expect(result).toMatchObject({ result: 'failure', rollbackResult: 'success' })
    expect(told).toHaveLength(1)
    expect(told[0]?.ok).toBe(false)
    expect(told[0]?.phases.at(-1)).toBe('Following the deployment')
  })

  it('4. live but unhealthy: false, after the health check', async () => {
    const healthCheck = { url: `${sandbox.url}/apps/e-verdict-unhealthy`, expect: '', timeoutMs: 1000 }
    const { told, result } = await verdicts(config('e-verdict-unhealthy', { ref: 'unhealthy', healthCheck }))
    expect(result.result).toBe('unhealthy')
    expect(told).toEqual([expect.objectContaining({ ok: false, runtimeLogReads: 0 })])
    expect(told[0]?.phases.at(-1)).toBe('Checking health')
  })

  it('5. refused before anything was queued: false, once', async () => {
    const { told, result } = await verdicts(config('e-refused', { apiKey: WEB_KEY }))
    expect(result.failureKind).toBe('auth')
    expect(told).toEqual([{ ok: false, phases: ['Checking the API key'], runtimeLogReads: 0 }])
  })

  it('6. not waiting: true, once queued', async () => {
    const { told, result } = await verdicts(config('e-verdict-live', { wait: false }))
    expect(result.result).toBe('queued')
    expect(told.map(verdict => verdict.ok)).toEqual([true])
  })
})

describe('deploy() stopped during its rollback: the deployment failed, and the rollback is what goes on', () => {
  it('1. cancelled once the redeploy is queued: the rollback outputs stay, and the advice follows the redeploy', async () => {
    const controller = new AbortController()
    const { result } = await runDeploy(
      config('e-stopped-back', { ref: 'broken', rollback: true }),
      { signal: controller.signal, words: CLI_WORDS },
      {
        onEvent: event => {
          if (event.type === 'output' && event.name === 'rollbackRef') controller.abort()
        }
      }
    )
    const failedId = result.deploymentId ?? '?'
    const rollbackId = result.rollbackDeploymentId ?? '?'
    expect(rollbackId).toMatch(/^dep_/)
    expect(result).toMatchObject({ result: 'failure', failureKind: 'interrupted', rollbackRef: 'main~1' })
    expect(result.error?.message).toContain(`Deployment ${failedId} failed with status "build_failed"`)
    expect(result.error?.message).toContain(
      `hosting-deploy was interrupted while rolling back: the rollback, deployment ${rollbackId} of main~1, goes on at the service and may still go live`
    )
    expect(result.error?.message).not.toContain(`${failedId} goes on`)
    expect(result.error?.next).toBe(`Follow it with hosting-deploy watch ${rollbackId} --service-id e-stopped-back.`)
    expect(result.rollbackNote).toBe(
      `Deployment ${rollbackId} was queued to roll back; it was not followed to its end.`
    )
  })

  it("2. cancelled before a redeploy was queued: nothing was rolled back, and the advice stays the deployment's", async () => {
    const controller = new AbortController()
    const { result } = await runDeploy(
      config('e-stopped-early', { ref: 'broken', rollback: true }),
      { signal: controller.signal, words: CLI_WORDS },
      {
        onEvent: event => {
          if (event.type === 'phase' && event.name === 'Rolling back') controller.abort()
        }
      }
    )
    expect(result).toMatchObject({ result: 'failure', failureKind: 'interrupted', rollbackDeploymentId: undefined })
    expect(result.error?.message).toContain(
      'hosting-deploy was interrupted while rolling back, before a redeploy was queued: nothing was rolled back.'
    )
    expect(result.error?.message).not.toContain('may still go live')
    expect(result.error?.next).toContain('fix the cause')
  })
})

describe('watch(): a deployment queued before is followed, never deployed', () => {
  const follow = (apiKey: string, serviceId: string | undefined, deploymentId: string) => {
    const cfg: WatchConfig = { baseUrl: sandbox.url, apiKey, timeoutMs: 30_000, logs: true, deploymentId, serviceId }
    return run(host => watch(cfg, host), apiKey)
  }

  it.each([
    [1, 'with service-id', ACCOUNT_KEY, 'e-watch'],
    [2, "without service-id, a service key's own service", WATCH_KEY, undefined]
  ])('%i. %s: its end, its log lines each once, and no deploy request', async (_, __, apiKey, serviceId) => {
    const deployment = sandbox.store.deploy(serviceOf(sandbox, 'e-watch'), 'main')
    const posts = deployRequests(sandbox, 'e-watch').length
    const { result, recorded } = await follow(apiKey, serviceId, deployment.id)
    expect(result).toMatchObject({
      result: 'success',
      status: 'live',
      deploymentId: deployment.id,
      failureKind: undefined
    })
    expect(phases(recorded)).toEqual(['Checking the API key', 'Following the deployment'])
    expect(recorded.lines).toEqual(deployment.lines.map(line => ({ seq: line.seq, text: line.text })))
    expect(deployRequests(sandbox, 'e-watch')).toHaveLength(posts)
  })

  it('3. a failed deployment: failure, kind deployment, with the runtime log', async () => {
    const deployment = sandbox.store.deploy(serviceOf(sandbox, 'e-watch'), 'broken')
    await settled(sandbox, deployment)
    const { result } = await follow(ACCOUNT_KEY, 'e-watch', deployment.id)
    expect(result).toMatchObject({ result: 'failure', failureKind: 'deployment', status: 'build_failed' })
    expect(result.runtimeLog).toEqual({ lines: expect.arrayContaining(['ERROR could not reach the database']) })
  })

  it('4. an account key without service-id: kind usage, naming service-id, titled as the settings (the key is fine); the key check alone was sent', async () => {
    const before = sandbox.requests.length
    const { result } = await follow(ACCOUNT_KEY, undefined, 'dep_anything')
    expect(sandbox.requests.slice(before).map(r => `${r.method} ${r.path}`)).toEqual(['GET /api/auth/me'])
    expect(result.failureKind).toBe('usage')
    expect(result.error?.message).toBe(
      "service-id is needed to follow a deployment with an account key: the API finds a deployment only in its service's list, and only a service key names its service. Nothing was sent but the key check that found this out."
    )
    expect(result.error?.title).toBe('Invalid input')
    expect(result.result).toBeUndefined()
  })

  it('5. a key refused: kind auth and no result, the deployment never looked at', async () => {
    const deployment = sandbox.store.deploy(serviceOf(sandbox, 'e-watch'), 'main')
    const before = sandbox.requests.length
    const { result } = await follow(REVOKED_KEY, 'e-watch', deployment.id)
    expect(result).toMatchObject({ failureKind: 'auth', result: undefined, deploymentId: deployment.id })
    expect(sandbox.requests.slice(before).map(r => r.path)).toEqual(['/api/auth/me'])
  })

  it("6. a deployment that ended: how long it took is its record's, not the watch's", async () => {
    const deployment = sandbox.store.deploy(serviceOf(sandbox, 'e-watch'), 'main')
    await settled(sandbox, deployment)
    const took = Date.parse(deployment.finishedAt ?? '') - Date.parse(deployment.createdAt)
    const { result, recorded } = await follow(ACCOUNT_KEY, 'e-watch', deployment.id)
    expect(result.result).toBe('success')
    expect(recorded.messages('info')).toContain(`Deployment ${deployment.id} is live after ${formatDuration(took)}.`)
  })
})

describe('whoami(): the key check alone', () => {
  const check = (apiKey: string) => {
    const before = sandbox.requests.length
    return run(host => whoami({ baseUrl: sandbox.url, apiKey, timeoutMs: 30_000 }, host), apiKey).then(ran => ({
      ...ran,
      sent: sandbox.requests.slice(before).map(r => `${r.method} ${r.path}`)
    }))
  }

  const all = { deploy: true, importVariables: true, readLogs: true, readDomains: true }
  // /api/auth/me answers the same for a read-only account key: whether it may write is not known.
  const account = { deploy: undefined, importVariables: undefined, readLogs: true, readDomains: true }
  it.each([
    [1, 'an account key', ACCOUNT_KEY, undefined, { kind: 'account', name: 'Demo User', can: account }],
    [
      2,
      'a service key',
      WEB_KEY,
      undefined,
      { kind: 'service', serviceId: 'svc-web', serviceName: 'web', can: { ...all, readDomains: false } }
    ],
    [
      3,
      'a valid key that may do nothing',
      'sbx_service_web_none_Yb2cK8rf',
      undefined,
      {
        kind: 'service',
        permissions: {},
        can: { deploy: false, importVariables: false, readLogs: false, readDomains: false }
      }
    ],
    [4, 'a revoked key', REVOKED_KEY, 'auth', undefined],
    [
      5,
      'a project key limited to an environment',
      'sbx_project_staging_Zr8fT2me',
      undefined,
      { kind: 'project', projectId: 'prj_demo', environments: ['staging'], can: { ...all, readDomains: false } }
    ]
  ] as const)(
    '%i. %s: says who it is and what it may do, or why it is refused, and reads nothing else',
    async (_, __, apiKey, kind, key) => {
      const { result, recorded, sent } = await check(apiKey)
      expect(result.failureKind).toBe(kind)
      expect(result.result).toBeUndefined()
      expect(result.whoami).toBe(true)
      if (key) expect(result.key).toEqual(expect.objectContaining(key))
      else expect(result.key).toBeUndefined()
      expect(phases(recorded)).toEqual(['Checking the API key'])
      // One request: the key check is the whole of it.
      expect(sent).toEqual(['GET /api/auth/me'])
    }
  )
})

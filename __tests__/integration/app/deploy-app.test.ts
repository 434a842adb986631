// An app in process (app/deploy-app.ts) against the sandbox: fail-fast stops at a service's
// failure, not at its end (its rollback still going on); `timeout` bounds the whole app, each
// service and the way back included; a return to a previous ref stopped by the job's signal
// keeps its redeploy. The test drives the deployments that never end on their own ('hang') to
// their final state at the point it needs, so nothing waits on the scripts' timing. Each test
// deploys services of its own, so they run at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../../sandbox/server.js'
import { deployApp, type AppOptions } from '../../../src/app/deploy-app.js'
import type { AppConfig, AppService, DeployConfig } from '../../../src/core/config.js'
import type { EngineEvent, Host } from '../../../src/core/host.js'
import type { DeployResult, ServiceResult } from '../../../src/core/result.js'
import { CLI_WORDS } from '../../../src/core/vocabulary.js'
import { recordingHost, type RecordingHooks, type RecordingHost } from '../../harness/recording-host.js'
import { ACCOUNT_KEY, deployRequests, stepSeed } from '../steps/step-world.js'

/** The refs of the tests' services: `main~1`, the ref a rollback returns to, never ends on its own. */
const HANGING_ROLLBACK = { broken: 'quick-fail', hang: 'hang', 'main~1': 'hang' }

let sandbox: Sandbox
beforeAll(async () => {
  const seed = stepSeed({
    'ff-fail': { history: 2, refScripts: HANGING_ROLLBACK },
    'ff-slow': {},
    'ff-after': {},
    'to-first': {},
    'to-second': {},
    'to-live': { history: 2, refScripts: HANGING_ROLLBACK },
    'to-fail': {},
    'to-window': {},
    'ab-live': { history: 2, refScripts: HANGING_ROLLBACK },
    'ab-fail': {},
    'rb-live': { history: 2 },
    'rb-fail': {}
  })
  sandbox = await startSandbox({ seed, port: 0, quiet: true })
})
afterAll(async () => {
  await sandbox?.close()
})

function service(name: string, needs: string[] = [], extra: Partial<DeployConfig> = {}): AppService {
  return {
    name,
    needs,
    config: {
      baseUrl: sandbox.url,
      apiKey: ACCOUNT_KEY,
      serviceId: name,
      ref: 'main',
      variables: [],
      wait: true,
      timeoutMs: 60 * 60_000,
      logs: true,
      environmentUrl: undefined,
      healthCheck: undefined,
      rollback: false,
      ifBusy: 'wait',
      superseded: 'fail',
      ...extra
    }
  }
}

function app(services: AppService[], extra: Partial<AppConfig> = {}): AppConfig {
  return {
    baseUrl: sandbox.url,
    apiKey: ACCOUNT_KEY,
    services,
    failFast: true,
    maxParallel: services.length,
    rollback: false,
    logOrder: 'stream',
    timeoutMs: 60 * 60_000,
    ...extra
  }
}

/** The app run with a recording host; `onGroup`: a service's log printed whole, as it ends (grouped). */
async function run(
  config: AppConfig,
  hooks: RecordingHooks & { onGroup?: (title: string) => void } = {},
  options: AppOptions = {}
): Promise<{ result: DeployResult; recorded: RecordingHost; entry: (name: string) => ServiceResult | undefined }> {
  const recorded = recordingHost(hooks, CLI_WORDS)
  const host: Host = {
    ...recorded,
    group: (title, fn) => {
      hooks.onGroup?.(title)
      return recorded.group(title, fn)
    }
  }
  const result = await deployApp(config, host, { words: CLI_WORDS, ...options })
  return { result, recorded, entry: name => result.services?.find(entry => entry.name === name) }
}

/**
 * Ends a deployment the sandbox would leave running ('hang') with `status`, as the service would,
 * once its script has moved it on to building (so that the script does not move it on again).
 */
function finish(deploymentId: string, status: string): void {
  const deployment = sandbox.store.deployment(deploymentId)
  if (!deployment) throw new Error(`the sandbox has no deployment ${deploymentId}`)
  if (deployment.status === 'building') return sandbox.store.setStatus(deployment, status, true)
  const stop = sandbox.store.subscribe(deploymentId, event => {
    if (event.kind !== 'status' || event.status !== 'building') return
    stop()
    sandbox.store.setStatus(deployment, status, true)
  })
}

/** An output event of a service, as its host labels it. */
function outputOf(event: EngineEvent, service: string, name: string): string | undefined {
  return event.type === 'output' && event.service === service && event.name === name ? event.value : undefined
}

describe.concurrent("fail-fast stops at the failure, not at the failed service's end", () => {
  it('a service that goes live while a failed one still rolls back releases nothing that needs it', async () => {
    const ids: { slow?: string; rollback?: string } = {}
    const goLive = (): void => {
      // Once the failure is known (its rollback is queued): the other service goes live only now.
      if (ids.slow !== undefined && ids.rollback !== undefined) finish(ids.slow, 'live')
    }
    const { result, entry } = await run(
      app(
        [
          service('ff-fail', [], { ref: 'broken', rollback: true }),
          service('ff-slow', [], { ref: 'hang' }),
          service('ff-after', ['ff-slow'])
        ],
        { logOrder: 'grouped' }
      ),
      {
        onEvent: event => {
          ids.slow ??= outputOf(event, 'ff-slow', 'deploymentId')
          ids.rollback ??= outputOf(event, 'ff-fail', 'rollbackDeploymentId')
          goLive()
        },
        // ff-slow has ended (live): only then does the failed service's rollback end.
        onGroup: title => {
          if (title.startsWith('ff-slow:') && ids.rollback !== undefined)
            setImmediate(() => finish(ids.rollback as string, 'live'))
        }
      }
    )
    expect(entry('ff-slow')).toMatchObject({ result: 'success' })
    expect(entry('ff-fail')).toMatchObject({ result: 'failure', rollback: { deploymentId: ids.rollback } })
    expect(entry('ff-after')).toMatchObject({
      result: 'skipped',
      reason: 'not started: ff-fail failed first (fail-fast)'
    })
    expect(deployRequests(sandbox, 'ff-after')).toEqual([])
    expect(result.error?.title).toMatch(/^ff-fail: /)
  })
})

describe.concurrent('`timeout` bounds the whole app: each service within it, and the way back', () => {
  it("a service's clock runs within the app's: the second of two in a row is never queued once the app is out of time", async () => {
    const { result, entry } = await run(
      app([service('to-first', [], { ref: 'hang' }), service('to-second', [], { ref: 'hang' })], {
        timeoutMs: 3000,
        maxParallel: 1,
        failFast: false
      })
    )
    // Each service has an hour of its own: the app's 3 s bound it.
    expect(entry('to-first')).toMatchObject({ failureKind: 'timed-out' })
    expect(entry('to-first')?.reason).toContain('within the timeout of 3s')
    expect(entry('to-second')).toMatchObject({ failureKind: 'timed-out', result: null, deploymentId: null })
    expect(deployRequests(sandbox, 'to-second')).toEqual([])
    expect(result.failureKind).toBe('timed-out')
  })

  it("a service's verification window comes on top of the app's timeout: it is not cut by it", async () => {
    const { result, entry } = await run(
      app([service('to-window', [], { verify: { forMs: 4000, intervalMs: 1000, failOnLog: [], ignoreLog: [] } })], {
        timeoutMs: 3000
      })
    )
    expect(result.error).toBeUndefined()
    expect(entry('to-window')).toMatchObject({ result: 'success', verify: { result: 'passed' } })
  })

  it('the way back ends with the app: a return to a previous ref that never goes live stops at the app’s timeout', async () => {
    let failedId: string | undefined
    const { result, entry } = await run(
      app([service('to-live'), service('to-fail', ['to-live'], { ref: 'hang' })], { timeoutMs: 8000, rollback: true }),
      {
        onEvent: event => {
          // to-fail fails once queued; to-live, live by then, is returned to main~1, which never ends.
          failedId ??= outputOf(event, 'to-fail', 'deploymentId')
          if (failedId !== undefined && outputOf(event, 'to-fail', 'deploymentId') !== undefined)
            setImmediate(() => finish(failedId as string, 'build_failed'))
        }
      }
    )
    expect(entry('to-fail')).toMatchObject({ result: 'failure' })
    // Its own clock (an hour) would still run: the app's ended it.
    expect(entry('to-live')).toMatchObject({
      result: 'success',
      rollback: { ref: 'main~1', result: 'timed-out' }
    })
    expect(result.durationMs).toBeLessThan(60 * 60_000)
  })
})

describe.concurrent('a return to a previous ref stopped by the job keeps its redeploy', () => {
  it('the rollback entry names the redeploy, and the note says it goes on, with the command that follows it', async () => {
    const controller = new AbortController()
    let failedId: string | undefined
    const { entry, recorded } = await run(
      app([service('ab-live'), service('ab-fail', ['ab-live'], { ref: 'broken' })], { rollback: true }),
      {
        info: message => {
          // The redeploy of main~1 is queued: the job is cancelled now.
          if (/^ab-live: +Queued deployment \S+ of main~1\.$/.test(message)) controller.abort()
        },
        onEvent: event => {
          failedId ??= outputOf(event, 'ab-fail', 'deploymentId')
        }
      },
      { signal: controller.signal }
    )
    expect(failedId).toBeDefined()
    const rollback = entry('ab-live')?.rollback
    expect(rollback).toEqual({ deploymentId: expect.stringMatching(/^dep_/), ref: 'main~1', result: null })
    const notes = recorded.messages('warning').filter(message => message.includes('goes on at the service'))
    expect(notes).toEqual([
      expect.stringContaining(
        `Deployment ${rollback?.deploymentId} of main~1 goes on at the service. Follow it with hosting-deploy watch ${rollback?.deploymentId} --service-id ab-live.`
      )
    ])
  })
})

describe.concurrent('an app’s return to a previous ref', () => {
  it('says each returned service’s note once, on its own label', async () => {
    const { entry, recorded } = await run(
      app([service('rb-live'), service('rb-fail', ['rb-live'], { ref: 'broken' })], { rollback: true })
    )
    const rollback = entry('rb-live')?.rollback
    expect(rollback).toMatchObject({ ref: 'main~1', result: 'success' })
    const notes = recorded.messages('info').filter(message => message.includes('Rolled back: '))
    expect(notes).toEqual([`rb-live:  Rolled back: deployment ${rollback?.deploymentId} of main~1 is live now.`])
  })
})

describe.concurrent('an app’s log patterns that look like mistakes', () => {
  it('are said once, before the key check, naming the services that take them', async () => {
    const verify = { forMs: 60_000, intervalMs: 15_000, failOnLog: ['"FATAL"'], ignoreLog: [] }
    const refused = 'sbx_no_such_key_00000000'
    const services = ['ab-live', 'ab-fail'].map(name => service(name, [], { verify, apiKey: refused }))
    const { result, recorded } = await run(app(services, { apiKey: refused }))
    expect(result.failureKind).toBe('auth')
    const said = recorded.calls.flatMap(call =>
      call.method === 'warning' || call.method === 'group' ? [`${call.method}: ${String(call.args[0])}`] : []
    )
    expect(said[0]).toMatch(/^warning: `fail-on-log` of services `ab-live`, `ab-fail` holds "\\"FATAL\\"", in quotes/)
    expect(said[1]).toBe('group: Checking the API key')
    expect(said.filter(line => line.startsWith('warning: '))).toHaveLength(1)
  })
})

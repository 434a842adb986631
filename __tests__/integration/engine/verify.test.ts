// The verification window in the engine, against the sandbox: its applications break after going
// live (the seed's svc-verify refs, at ten times their speed: 2 s after live). Each test deploys
// its own copy of svc-verify, so they run at once. What a face sees is the result and its host.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../../sandbox/server.js'
import type { DeployConfig, VerifyConfig } from '../../../src/core/config.js'
import { deploy } from '../../../src/engine/deploy.js'
import type { DeployResult } from '../../../src/core/result.js'
import { demoSeed, type SeedShape } from '../../harness/helpers.js'
import { ACCOUNT_KEY, recordingLog } from '../steps/step-world.js'
import type { RecordingHost } from '../../harness/recording-host.js'

/** A key of v-nologs that may deploy but not read logs. */
const NO_LOGS_KEY = 'sbx_service_v_nologs_Tq8wLm2x'
/** The noisy error: before the deploy every 3 s for 15 minutes (20 a minute). */
const NOISY = (n: number): string => `ERROR cache miss storm: redis timeout after 250ms (key=user:${1000 + n})`

function verifyCopy(seed: SeedShape, id: string, extra: Record<string, unknown> = {}): void {
  const original = seed.services.find(service => service.id === 'svc-verify')
  if (!original) throw new Error('the seed has no svc-verify')
  seed.services.push({ ...structuredClone(original), id, slug: id, name: id, ...extra })
}

let sandbox: Sandbox
beforeAll(async () => {
  const seed = demoSeed()
  for (const id of [
    'v-pass',
    'v-panic',
    'v-unhealthy',
    'v-crashed',
    'v-superseded',
    'v-off',
    'v-nologs',
    'v-rerun',
    'v-again',
    'v-stop'
  ])
    verifyCopy(seed, id)
  const original = seed.services.find(service => service.id === 'svc-verify')
  verifyCopy(seed, 'v-noisy', {
    history: 0,
    logs: Array.from({ length: 300 }, (_, n) => ({ line: NOISY(n), stream: 'stderr', agoMs: 900_000 - n * 3000 })),
    app: {
      ...original?.app,
      // At the sandbox's ten times: every 2 s (30 a minute), and every 0.3 s (200 a minute).
      'noisy-same': { runtime: [{ afterMs: 5000, everyMs: 20_000, line: NOISY(7), stream: 'stderr' }] },
      'noisy-worse': { runtime: [{ afterMs: 1000, everyMs: 3000, line: NOISY(9), stream: 'stderr' }] }
    }
  })
  // Rate limited from the window's first log read on, for two minutes: every read of the run waits.
  verifyCopy(seed, 'v-blind', {
    faults: [{ on: 'GET /logs', kind: 'rate-limit', retryAfter: '120', times: 1000, skip: 2 }]
  })
  verifyCopy(seed, 'v-failed-newer', { refScripts: { broken: 'build-fails' } })
  seed.keys.push({
    token: NO_LOGS_KEY,
    name: 'service key for v-nologs without logs',
    kind: 'service',
    serviceId: 'v-nologs',
    permissions: { deployments: 'write' }
  })
  sandbox = await startSandbox({ seed, port: 0, quiet: true, speed: 10 })
})
afterAll(async () => {
  await sandbox?.close()
})

function config(serviceId: string, ref: string, over: Partial<DeployConfig> = {}): DeployConfig {
  return {
    baseUrl: sandbox.url,
    apiKey: ACCOUNT_KEY,
    serviceId,
    ref,
    variables: [],
    wait: true,
    timeoutMs: 120_000,
    logs: true,
    environmentUrl: undefined,
    healthCheck: undefined,
    rollback: false,
    ifBusy: 'fail',
    superseded: 'fail',
    ...over
  }
}

const window = (forMs: number, over: Partial<VerifyConfig> = {}): VerifyConfig => ({
  forMs,
  intervalMs: 1000,
  failOnLog: [],
  ignoreLog: [],
  ...over
})

const health = (serviceId: string): DeployConfig['healthCheck'] => ({
  url: `${sandbox.url}/apps/${serviceId}/`,
  expect: '',
  timeoutMs: 30_000
})

async function run(deployConfig: DeployConfig): Promise<{ result: DeployResult; host: RecordingHost }> {
  const host = recordingLog()
  const result = await deploy(deployConfig, host)
  return { result, host }
}

/** The service's runtime log reads, each as the query it sent. */
function logReads(serviceId: string): string[] {
  return sandbox.requests
    .filter(request => request.method === 'GET' && request.path === `/api/services/${serviceId}/logs`)
    .map(request => new URLSearchParams(request.query).toString())
}

describe.concurrent('the verification window against the sandbox', () => {
  it('passes a deployment that stays good: a baseline, a cursor and a read and a probe each interval', async () => {
    const { result, host } = await run(
      config('v-pass', 'main', { verify: window(3000), healthCheck: health('v-pass') })
    )
    expect(result.error).toBeUndefined()
    expect(result.result).toBe('success')
    expect(result.verify).toMatchObject({ result: 'passed', probes: 3, failedProbes: 0, matches: [] })
    expect(result.verify?.reason).toMatch(
      /^Verified for 3s: 3 health checks \(0 failed\), \d+ runtime lines?, no crash\.$/
    )
    const reads = logReads('v-pass')
    expect(reads[0]).toMatch(/^since=.*&limit=1000$/)
    expect(reads[1]).toBe('limit=1')
    expect(reads.slice(2)).toHaveLength(3)
    expect(reads.slice(2).every(query => /^after=\d+&limit=1000$/.test(query))).toBe(true)
    expect(host.events).toContainEqual({ type: 'verify', stage: 'start', forMs: 3000, intervalMs: 1000 })
    expect(host.events).toContainEqual({ type: 'verify', stage: 'end', result: 'passed' })
  })

  it('fails on a crash line with the line, and rolls back to the last good ref', async () => {
    const { result, host } = await run(config('v-panic', 'verify-panic', { verify: window(15_000), rollback: true }))
    expect(result.result).toBe('unhealthy')
    expect(result.failureKind).toBe('unhealthy')
    expect(result.verify?.result).toBe('failed')
    expect(result.verify?.reason).toMatch(
      /^v-panic broke \d+s after going live: a crash in its runtime log: `panic: runtime error: invalid memory address/
    )
    expect(result.verify?.matches[0]).toMatchObject({ known: false, line: expect.stringMatching(/^panic: /) })
    expect(result.error?.title).toBe('Deployment broke after going live')
    expect(result.rollbackRef).toBe('main~1')
    expect(result.rollbackResult).toBe('success')
    expect(host.messages('info')).toContain(
      '  > panic: runtime error: invalid memory address or nil pointer dereference'
    )
  })

  it('fails a health check that turns 500 after going live', async () => {
    const { result } = await run(
      config('v-unhealthy', 'verify-unhealthy', { verify: window(15_000), healthCheck: health('v-unhealthy') })
    )
    expect(result.result).toBe('unhealthy')
    expect(result.verify?.reason).toMatch(/broke \d+s after going live: 3 of \d+ health checks failed \(HTTP 500\)$/)
    expect(result.verify?.failedProbes).toBe(3)
    // Broken on its health check: the health output says so too.
    expect(result.health).toBe('unhealthy')
    expect(result.healthProblem).toBe('HTTP 500')
  })

  it('fails again when run again after a crash was rolled back: the failed attempt is not the baseline', async () => {
    const first = await run(config('v-rerun', 'verify-oom', { verify: window(15_000), rollback: true }))
    expect(first.result.verify?.result).toBe('failed')
    expect(first.result.rollbackResult).toBe('success')
    const again = await run(config('v-rerun', 'verify-oom', { verify: window(15_000), rollback: true }))
    expect(again.result.verify?.result).toBe('failed')
    expect(again.result.verify?.matches[0]?.known).toBe(false)
  })

  it('fails again when run again with nothing rolled back: the same commit live is not its own baseline', async () => {
    const first = await run(config('v-again', 'verify-oom', { verify: window(15_000) }))
    expect(first.result.verify?.result).toBe('failed')
    expect(first.result.rollbackDeploymentId).toBeUndefined()
    const again = await run(config('v-again', 'verify-oom', { verify: window(15_000) }))
    // Its baseline read the crash of the first run's deployment, of the same commit: not known.
    expect(again.host.messages('info')).toContain(
      `The version it replaces is this same commit (${again.result.commitSha?.slice(0, 7)}): the errors of its runtime log are this version's own, so none counts as known.`
    )
    expect(again.result.result).toBe('unhealthy')
    expect(again.result.verify?.result).toBe('failed')
    expect(again.result.verify?.matches[0]?.known).toBe(false)
  })

  it('ends a mistyped service id at its baseline read, not found, with nothing queued', async () => {
    const { result, host } = await run(config('v-typo', 'main', { verify: window(3000) }))
    expect(result.failureKind).toBe('not-found')
    // Said once, as the queue's 404 is without a window (not as the list read's inside it).
    expect(result.error?.message).toBe(
      'Reading the runtime log before the deploy failed: HTTP 404 "service not found".'
    )
    // The 404 itself, not a warning that the baseline could not be read before it.
    expect(host.messages('warning')).toEqual([])
    expect(result.deploymentId).toBeUndefined()
  })

  it('fails a deployment that leaves its live state', async () => {
    const { result } = await run(config('v-crashed', 'verify-crashed', { verify: window(15_000) }))
    expect(result.result).toBe('unhealthy')
    expect(result.verify?.reason).toMatch(/its deployment left the live state \(status "crashed"\)$/)
  })

  it('ends as superseded when a newer deployment comes, and never rolls back over it', async () => {
    const { result } = await run(
      config('v-superseded', 'verify-superseded', { verify: window(15_000), rollback: true })
    )
    expect(result.verify?.result).toBe('superseded')
    expect(result.result).toBe('cancelled')
    expect(result.failureKind).toBe('cancelled')
    expect(result.rollbackDeploymentId).toBeUndefined()
    expect(result.error?.message).toMatch(/was live; a newer deployment, dep_\w+, replaced it/)
  })

  it('goes on past a newer deployment that fails its build: it replaced nothing, ours is still the live one', async () => {
    let pushed: Promise<Response> | undefined
    const host = recordingLog({
      onEvent: event => {
        if (event.type !== 'verify' || event.stage !== 'start') return
        // Someone else's push during the window, one that never goes live.
        pushed = fetch(`${sandbox.url}/api/services/v-failed-newer/deploy`, {
          method: 'POST',
          headers: { authorization: `Bearer ${ACCOUNT_KEY}`, 'content-type': 'application/json' },
          body: '{"ref":"broken"}'
        })
      }
    })
    const result = await deploy(config('v-failed-newer', 'main', { verify: window(6000, { intervalMs: 1000 }) }), host)
    expect((await pushed)?.status).toBe(202)
    const deployments = sandbox.store.deploymentsOf('v-failed-newer')
    expect(deployments.map(d => d.status)).toContain('build_failed')
    expect(result.verify?.result).toBe('passed')
    expect(result.result).toBe('success')
  })

  it('lets an error the replaced version already had pass at its old rate, and fails it far more often', async () => {
    const patterns = { failOnLog: ['^ERROR '] }
    const same = await run(config('v-noisy', 'noisy-same', { verify: window(10_000, patterns) }))
    expect(same.result.verify?.result).toBe('passed')
    expect(same.result.verify?.matches.length).toBeGreaterThanOrEqual(3)
    expect(same.result.verify?.matches.every(match => match.known)).toBe(true)
    expect(same.result.verify?.reason).toMatch(/, \d+ lines? of errors it already had\.$/)
    const worse = await run(config('v-noisy', 'noisy-worse', { verify: window(10_000, patterns) }))
    expect(worse.result.verify?.result).toBe('failed')
    expect(worse.result.verify?.reason).toMatch(/an error it already had came \d+ times in/)
  })

  it('runs on the health check and the list alone with a key that may not read logs, and says so once', async () => {
    const { result, host } = await run(
      config('v-nologs', 'main', { apiKey: NO_LOGS_KEY, verify: window(2000), healthCheck: health('v-nologs') })
    )
    expect(result.verify).toMatchObject({ result: 'passed', probes: 2 })
    expect(logReads('v-nologs')).toEqual([])
    expect(host.messages('warning').filter(message => message.includes('verification window'))).toHaveLength(1)
  })

  it('stopped in the window: interrupted, the deployment said live and not judged, nothing rolled back', async () => {
    const controller = new AbortController()
    const host = recordingLog({
      onEvent: event => {
        if (event.type === 'verify' && event.stage === 'start') controller.abort()
      }
    })
    const result = await deploy(config('v-stop', 'main', { verify: window(60_000), rollback: true }), host, {
      signal: controller.signal
    })
    expect(result).toMatchObject({ result: 'interrupted', failureKind: 'interrupted', status: 'live' })
    expect(result.rollbackDeploymentId).toBeUndefined()
    expect(result.error?.message).toBe(
      `The job was cancelled during: verifying for 1m 00s. Deployment ${result.deploymentId} is live; the run stopped before its checks of it ended, so it was not judged and nothing was rolled back.`
    )
    expect(result.error?.next).toBe(
      "Check the service's health and runtime log in the dashboard. Do not run the job again to check it: that would queue a second deployment."
    )
  })

  it('a window that could watch nothing (no health check, the log and the list unanswered) is not verified: skipped, warned', async () => {
    const { result, host } = await run(config('v-blind', 'main', { verify: window(3000) }))
    expect(result.result).toBe('success')
    expect(result.verify?.result).toBe('skipped')
    expect(result.verify?.reason).toBe(
      'Not verified: in 3s the verification window had no health check to probe and could read neither the runtime log nor the deployment list; the runtime log did not answer within 5s (the service may be rate limiting). The deployment is live, and nothing judged it.'
    )
    expect(host.messages('warning')).toContain(result.verify?.reason)
  })

  it('without verify-for, reads no runtime log and reports the window skipped', async () => {
    const { result } = await run(config('v-off', 'main'))
    expect(result.result).toBe('success')
    expect(logReads('v-off')).toEqual([])
    expect(result.verify?.result).toBe('skipped')
  })
})

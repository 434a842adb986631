// End-to-end: the health check of the deployed application (the sandbox serves it at
// /apps/{service-id}/): healthy, unhealthy with the runtime log, slow to start, the wrong commit.
import { describe, expect, it, vi } from 'vitest'
import { commitOf } from '../../sandbox/model.js'
import { appRequests, deploySuite, OLD_SHA, SHA } from '../harness/deploy-suite.js'
import { errors } from '../harness/helpers.js'

// The engine's waits (a poll's interval, the pause between health-check tries) cut short for the
// runs in process: no row here is about their length (unit/health-check.test.ts holds the pauses).
vi.mock(import('../../src/core/deadline.js'), async real =>
  (await import('../harness/quick-sleeps.js')).quickSleeps(await real(), [])
)

const suite = deploySuite()

// Each test deploys to a sandbox of its own (most deploy svc-health) and mostly waits on the
// health check's tries: they start at once, the runs in process one at a time, the spawned one
// beside them.
describe.concurrent('the health check', () => {
  it('healthy: a path on the url output answers 200 with the commit; the API key is never sent there', async () => {
    const { app, deploy } = await suite.world()
    const { run, hosting } = await deploy('svc-health', {
      ref: OLD_SHA,
      'environment-url': app('svc-health'),
      'health-check-url': '/',
      'health-check-expect': OLD_SHA
    })
    expect(run.exitCode, run.stdout).toBe(0)
    expect(run.outputs.result).toBe('success')
    expect(run.outputs.health).toBe('healthy')
    const checks = appRequests(hosting)
    expect(checks.map(r => `${r.method} ${r.path} ${r.status}`)).toEqual(['GET /apps/svc-health/ 200'])
    expect(checks.every(r => r.auth === undefined && !('authorization' in r.headers))).toBe(true)
  })

  it('unhealthy: live but answering 500 fails the step with result unhealthy, the body excerpt and the runtime log', async () => {
    const { app, deploySpawned } = await suite.world()
    // Through the bundle: its exit code, its outputs and job summary in the runner's files, and
    // GitHub's statuses through its own octokit.
    const { run, hosting, calls } = await deploySpawned('svc-health', {
      ref: 'unhealthy',
      'health-check-url': `${app('svc-health')}/health`,
      // Long enough for a second try (after a 1 s pause) even when the first is slow.
      'health-check-timeout': '4s',
      'github-deployment': 'true'
    })
    expect(run.exitCode).toBe(1)
    expect(run.outputs.result).toBe('unhealthy')
    expect(run.outputs.health).toBe('unhealthy')
    expect(run.outputs.status).toBe('live')
    expect(appRequests(hosting).length).toBeGreaterThanOrEqual(2)
    expect(appRequests(hosting).every(r => r.status === 500)).toBe(true)
    const [error] = errors(run)
    expect(error).toContain('is live, but')
    expect(error).toContain('HTTP 500')
    expect(error).toContain('internal error (could not reach its database)')
    expect(run.stdout).toMatch(/Try 1: HTTP 500 after/)
    expect(run.summary).toContain("service's runtime log")
    expect(run.summary).toContain('ERROR could not reach the database')
    expect(hosting.some(r => r.path === '/api/services/svc-health/logs' && r.query.limit === '50')).toBe(true)
    expect(calls.filter(call => call.path.endsWith('/statuses')).map(call => call.body?.state)).toEqual([
      'in_progress',
      'failure'
    ])
  })

  it('slow to become healthy: 503 while starting, then healthy within the timeout', async () => {
    const { app, deploy } = await suite.world()
    const { run, hosting } = await deploy('svc-health', {
      ref: 'slow',
      'health-check-url': app('svc-health'),
      'health-check-timeout': '60s'
    })
    expect(run.exitCode, run.stdout).toBe(0)
    expect(run.outputs.health).toBe('healthy')
    const statuses = appRequests(hosting).map(r => r.status)
    expect(statuses[0]).toBe(503)
    expect(statuses.at(-1)).toBe(200)
    expect(run.stdout).toContain('HTTP 503')
  })

  it('wrong commit: the page shows the previous commit, so health-check-expect never matches', async () => {
    const { app, deploy, sandbox } = await suite.world()
    // The previous live deployment: OLD_SHA.
    const previous = sandbox.store.deploy(sandbox.store.service('svc-stale')!, OLD_SHA)
    await vi.waitFor(() => expect(previous.final).toBe(true), { timeout: 10_000 })
    const { run } = await deploy('svc-stale', {
      ref: SHA,
      'health-check-url': app('svc-stale'),
      'health-check-expect': SHA,
      'health-check-timeout': '2s'
    })
    expect(run.exitCode).toBe(1)
    expect(run.outputs.result).toBe('unhealthy')
    expect(errors(run)[0]).toContain(`does not contain "${SHA}"`)
    expect(errors(run)[0]).toContain(`commit ${commitOf(OLD_SHA)}`)
  })

  it('the runtime log is named as missing when the key may not read logs', async () => {
    const { app, deploy } = await suite.world()
    const { run } = await deploy('svc-health', {
      'api-key': 'svc_health_deploy_only_0123456789',
      ref: 'unhealthy',
      'health-check-url': app('svc-health'),
      'health-check-timeout': '1s'
    })
    expect(run.exitCode).toBe(1)
    expect(run.summary).toContain('Runtime log:</strong> not shown: the API key lacks logs: read.')
  })
})

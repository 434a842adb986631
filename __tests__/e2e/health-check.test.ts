// End-to-end: go-live confidence. The bundled action against the sandbox (its deployed
// applications at /apps/{service-id}/ are what the health check reads) and the fake GitHub:
// the url output, the health check's outcomes, the redeploy of the last good ref, a busy
// service, a superseded deployment, the runtime log in the summary and the pull request comment.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { commitOf } from '../../sandbox/apps.js'
import type { SeedInput } from '../../sandbox/seed.js'
import { startSandbox, type Sandbox } from '../../sandbox/server.js'
import { expectContract } from '../harness/contract.js'
import { startFakeGitHub, type FakeGitHub } from '../harness/fake-github.js'
import { demoSeed, errors, expectNoSecrets, findKey, warnings } from '../harness/helpers.js'
import { runAction, type RunResult } from '../harness/local-runner.js'

const seed = demoSeed() as SeedInput
const accountKey = findKey(seed, k => k.kind === 'account' && !k.readOnly && !k.revoked, 'account key')
const TOKEN = 'ghs_FakeInstallationToken0123456789abcdef'
const SHA = '0123456789abcdef0123456789abcdef01234567'
const OLD_SHA = 'fedcba9876543210fedcba9876543210fedcba98'

// Short scripts: every deployment here goes live (or fails) within about a second.
seed.scripts.quick = {
  phases: [
    { status: 'queued', durationMs: 100 },
    { status: 'building', lineIntervalMs: 20, lines: ['==> Building {ref}', '==> Deployment {id} is live'] }
  ],
  final: 'live'
}
seed.scripts['quick-fail'] = {
  phases: [
    { status: 'queued', durationMs: 100 },
    { status: 'building', lineIntervalMs: 20, lines: ['==> Building {ref}', 'error: the build broke'] }
  ],
  final: 'build_failed'
}
seed.scripts.replaced = {
  phases: [{ status: 'building', lineIntervalMs: 20, lines: ['==> Building {ref}', '==> A newer deployment wins'] }],
  final: 'canceled',
  supersede: true
}
seed.scripts['cancelled-alone'] = {
  phases: [{ status: 'building', lineIntervalMs: 20, lines: ['==> Building {ref}', '==> Stopped by hand'] }],
  final: 'canceled'
}
seed.scripts.rival = {
  phases: [{ status: 'building', lines: ['==> Another pipeline builds'], durationMs: 2500 }],
  final: 'live'
}

const web = seed.services.find(s => s.id === 'svc-web')
if (!web) throw new Error('the seed has no svc-web')
/** A copy of svc-web under another id, with quick scripts and its own history. */
function service(id: string, extra: Partial<SeedInput['services'][number]> = {}): void {
  seed.services.push({
    ...structuredClone(web),
    id,
    slug: id,
    name: id,
    script: 'quick',
    history: 0,
    refScripts: { broken: 'quick-fail', replaced: 'replaced', rival: 'rival', cancelled: 'cancelled-alone' },
    app: { unhealthy: { status: 500 }, slow: { healthyAfterMs: 6000 }, [SHA]: { stale: true } },
    logs: ['boot: listening on :10000', 'ERROR could not reach the database'],
    ...extra
  } as SeedInput['services'][number])
}
service('svc-health')
service('svc-rollback', { history: 2 })
service('svc-rollback-unhealthy', { history: 2 })
// Each deploy is followed at once by a newer deployment (another run's, say).
service('svc-rollback-newer', { history: 2, busy: 1 })
service('svc-nothing')
service('svc-queue', { busyConflict: true, rivalRef: 'rival' })
service('svc-queue-fail', { busyConflict: true, rivalRef: 'rival' })
service('svc-superseded')
service('svc-comment')
service('svc-stale')
// A key for svc-health that may deploy but not read logs or domains.
seed.keys.push({
  token: 'svc_health_deploy_only_0123456789',
  name: 'deploy-only key for svc-health',
  kind: 'service',
  serviceId: 'svc-health',
  permissions: { deployments: 'write' }
})

let sandbox: Sandbox
let github: FakeGitHub
beforeAll(async () => {
  ;[sandbox, github] = await Promise.all([startSandbox({ seed, port: 0, quiet: true, speed: 2 }), startFakeGitHub()])
})
afterAll(async () => {
  await Promise.all([sandbox?.close(), github?.close()])
})
afterAll(() => {
  expectContract(sandbox.requests)
})

interface Observed {
  run: RunResult
  hosting: Sandbox['requests']
  calls: FakeGitHub['requests']
}

const app = (id: string): string => `${sandbox.url}/apps/${id}`

async function deploy(
  serviceId: string,
  inputs: Record<string, string>,
  env: Record<string, string> = {}
): Promise<Observed> {
  const beforeHosting = sandbox.requests.length
  const beforeGitHub = github.requests.length
  const run = await runAction({
    inputs: {
      'base-url': sandbox.url,
      'api-key': accountKey,
      'service-id': serviceId,
      ref: 'main',
      timeout: '60s',
      'github-token': TOKEN,
      ...inputs
    },
    env: { GITHUB_API_URL: github.url, GITHUB_RUN_ID: '4242', GITHUB_SHA: SHA, ...env },
    killAfterMs: 90_000
  })
  expectNoSecrets(run, [accountKey, TOKEN])
  return { run, hosting: sandbox.requests.slice(beforeHosting), calls: github.requests.slice(beforeGitHub) }
}

/** The hosting requests as `METHOD path status`, without the watcher's reads. */
function changes(hosting: Sandbox['requests']): string[] {
  return hosting.filter(r => r.method !== 'GET').map(r => `${r.method} ${r.path} ${JSON.stringify(r.body)} ${r.status}`)
}

function appRequests(hosting: Sandbox['requests']): Sandbox['requests'] {
  return hosting.filter(r => r.path.startsWith('/apps/'))
}

describe('url output', () => {
  it('is environment-url when given', async () => {
    const { run } = await deploy('svc-health', { 'environment-url': 'https://given.example.com' })
    expect(run.exitCode, run.stdout).toBe(0)
    expect(run.outputs.url).toBe('https://given.example.com')
    expect(run.outputs.health).toBe('skipped')
  })

  it("is https:// and the service's first verified domain (the pending one skipped), also on the GitHub deployment", async () => {
    const { run, calls, hosting } = await deploy('svc-health', { 'github-deployment': 'true' })
    expect(run.exitCode, run.stdout).toBe(0)
    expect(run.outputs.url).toBe('https://www.demo.example.com')
    expect(hosting.filter(r => r.path === '/api/services/svc-health/domains')).toHaveLength(1)
    const statuses = calls.filter(call => call.path.endsWith('/statuses'))
    expect(statuses.map(call => call.body?.environment_url)).toEqual([
      'https://www.demo.example.com',
      'https://www.demo.example.com'
    ])
    expect(run.summary).toContain('<a href="https://www.demo.example.com">https://www.demo.example.com</a>')
  })

  it('is empty when the key may not read domains, and set even when the deployment fails', async () => {
    const deployOnly = await deploy('svc-health', { 'api-key': 'svc_health_deploy_only_0123456789' })
    expect(deployOnly.run.exitCode, deployOnly.run.stdout).toBe(0)
    expect(deployOnly.run.outputs.url).toBe('')
    expect(deployOnly.hosting.some(r => r.path.endsWith('/domains'))).toBe(false)
    const failed = await deploy('svc-health', { ref: 'broken' })
    expect(failed.run.exitCode).toBe(1)
    expect(failed.run.outputs.url).toBe('https://www.demo.example.com')
  })
})

describe('health check', () => {
  it('healthy: a path on the url output answers 200 with the commit; the API key is never sent there', async () => {
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
    const { run, hosting, calls } = await deploy('svc-health', {
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

describe('rollback', () => {
  it('a failed deployment: the last good ref is queued and followed; the step still fails, saying what is live', async () => {
    const { run, hosting } = await deploy('svc-rollback', { ref: 'broken', rollback: 'true' })
    expect(run.exitCode).toBe(1)
    expect(run.outputs.result).toBe('failure')
    expect(run.outputs['rollback-ref']).toBe('main~1')
    const rollbackId = run.outputs['rollback-deployment-id'] ?? ''
    expect(sandbox.store.deployment(rollbackId)?.status).toBe('live')
    expect(changes(hosting)).toEqual([
      'POST /api/services/svc-rollback/deploy {"ref":"broken"} 202',
      'POST /api/services/svc-rollback/deploy {"ref":"main~1"} 202'
    ])
    expect(errors(run)[0]).toContain(`Rolled back: deployment ${rollbackId} of main~1 is live now.`)
    expect(run.stdout).toContain('==> Building main~1')
    expect(run.summary).toContain(rollbackId)
    expect(run.summary).toContain(run.outputs['deployment-id'])
  })

  it('an unhealthy deployment is rolled back too, once', async () => {
    const { run, hosting } = await deploy('svc-rollback-unhealthy', {
      ref: 'unhealthy',
      rollback: 'true',
      'health-check-url': app('svc-rollback-unhealthy'),
      'health-check-timeout': '1s'
    })
    expect(run.exitCode).toBe(1)
    expect(run.outputs.result).toBe('unhealthy')
    expect(run.outputs['rollback-ref']).toBe('main~1')
    expect(changes(hosting)).toHaveLength(2)
  })

  it('nothing to roll back to: says so and queues nothing more', async () => {
    const { run, hosting } = await deploy('svc-nothing', { ref: 'broken', rollback: 'true' })
    expect(run.exitCode).toBe(1)
    expect(run.outputs['rollback-deployment-id']).toBe('')
    expect(changes(hosting)).toEqual(['POST /api/services/svc-nothing/deploy {"ref":"broken"} 202'])
    expect(errors(run)[0]).toContain('Nothing was rolled back: no deployment before')
  })

  it('a newer deployment than the failed one: nothing is redeployed over it', async () => {
    const { run, hosting } = await deploy('svc-rollback-newer', { ref: 'broken', rollback: 'true' })
    expect(run.exitCode).toBe(1)
    expect(run.outputs['rollback-deployment-id']).toBe('')
    expect(changes(hosting)).toEqual(['POST /api/services/svc-rollback-newer/deploy {"ref":"broken"} 202'])
    expect(errors(run)[0]).toMatch(
      /Nothing was rolled back: deployment \S+ is newer than \S+, so redeploying an older ref would replace it\./
    )
  })

  it('is off by default', async () => {
    const { run, hosting } = await deploy('svc-rollback', { ref: 'broken' })
    expect(run.exitCode).toBe(1)
    expect(changes(hosting)).toHaveLength(1)
    expect(run.outputs['rollback-ref']).toBe('')
  })
})

describe('if-busy', () => {
  it('wait: follows the deployment in the way to its end, then queues ours once more', async () => {
    const { run, hosting } = await deploy('svc-queue', {})
    expect(run.exitCode, run.stdout).toBe(0)
    const rival = sandbox.store.deploymentsOf('svc-queue').find(d => d.ref === 'rival')
    expect(rival?.status).toBe('live')
    expect(changes(hosting).map(line => line.replace(/dep_\w+/, 'ID'))).toEqual([
      'POST /api/services/svc-queue/deploy {"ref":"main"} 409',
      'POST /api/services/svc-queue/deploy {"ref":"main"} 202'
    ])
    // Its state only: the rival's log is not read.
    expect(hosting.some(r => r.path.includes(rival?.id ?? '?') && r.path.includes('/logs'))).toBe(false)
    expect(run.stdout).toContain(`Deployment ${rival?.id} is in progress`)
    expect(run.outputs.result).toBe('success')
  })

  it('fail: fails at once naming the deployment in the way', async () => {
    const { run, hosting } = await deploy('svc-queue-fail', { 'if-busy': 'fail' })
    expect(run.exitCode).toBe(1)
    const rival = sandbox.store.deploymentsOf('svc-queue-fail').find(d => d.ref === 'rival')
    expect(changes(hosting)).toEqual(['POST /api/services/svc-queue-fail/deploy {"ref":"main"} 409'])
    expect(errors(run)[0]).toContain(`Deployment ${rival?.id} of svc-queue-fail is in progress`)
    expect(errors(run)[0]).toContain('if-busy: fail')
  })
})

describe('superseded', () => {
  it('fail (the default): the step fails naming the newer deployment', async () => {
    const { run } = await deploy('svc-superseded', { ref: 'replaced' })
    expect(run.exitCode).toBe(1)
    expect(run.outputs.result).toBe('cancelled')
    const newer = sandbox.store.deploymentsOf('svc-superseded')[0]
    expect(errors(run)[0]).toContain(`A newer deployment, ${newer?.id}, replaced it`)
  })

  it('pass: the step passes with a notice', async () => {
    const { run } = await deploy('svc-superseded', { ref: 'replaced', superseded: 'pass' })
    expect(run.exitCode, run.stdout).toBe(0)
    expect(run.outputs.result).toBe('cancelled')
    const notices = run.commands.filter(command => command.name === 'notice').map(command => command.message)
    expect(notices.some(notice => notice.includes('was superseded by the newer deployment'))).toBe(true)
  })

  it('pass does not pass a cancellation without a newer deployment', async () => {
    const { run } = await deploy('svc-health', { ref: 'cancelled', superseded: 'pass' })
    expect(run.exitCode).toBe(1)
    expect(run.outputs.result).toBe('cancelled')
    expect(errors(run)).toHaveLength(1)
    expect(errors(run)[0]).toMatch(/^Deployment \S+ was cancelled \(status "[^"]+"\) after /)
    expect(errors(run)[0]).not.toContain('newer deployment')
  })
})

describe('pull request comment', () => {
  const eventDir = mkdtempSync(path.join(tmpdir(), 'pr-event-'))
  const eventPath = path.join(eventDir, 'event.json')
  writeFileSync(eventPath, JSON.stringify({ number: 7, pull_request: { number: 7 } }))
  const prEnv = { GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: eventPath }
  const COMMENTS = '/repos/octo-org/octo-app/issues/7/comments'

  it('is created once, then edited on the next run (found by its hidden marker)', async () => {
    github.refuse()
    const first = await deploy('svc-comment', { comment: 'true', 'github-environment': 'preview' }, prEnv)
    expect(first.run.exitCode, first.run.stdout).toBe(0)
    expect(first.calls.map(call => `${call.method} ${call.path} ${call.status}`)).toEqual([
      `GET ${COMMENTS} 200`,
      `POST ${COMMENTS} 201`
    ])
    const [created] = github.comments
    expect(created?.body).toContain('<!-- hosting-deploy-action: service=svc-comment environment=preview -->')
    expect(created?.body).toContain(first.run.outputs['deployment-id'])
    expect(created?.body).toContain('https://www.demo.example.com')
    expect(created?.body).toContain(SHA.slice(0, 12))
    expect(created?.body).toContain('https://github.com/octo-org/octo-app/actions/runs/4242')

    const second = await deploy(
      'svc-comment',
      { comment: 'true', 'github-environment': 'preview', ref: 'broken' },
      prEnv
    )
    expect(second.run.exitCode).toBe(1)
    expect(second.calls.map(call => `${call.method} ${call.path} ${call.status}`)).toEqual([
      `GET ${COMMENTS} 200`,
      `PATCH /repos/octo-org/octo-app/issues/comments/${created?.id} 200`
    ])
    expect(github.comments).toHaveLength(1)
    expect(github.comments[0]?.body).toContain(second.run.outputs['deployment-id'])
    expect(github.comments[0]?.body).toContain('failure')
    expect(warnings(second.run)).toEqual([])
  })

  it("never edits someone else's comment that carries the marker: its own is created beside it", async () => {
    github.refuse()
    const marker = '<!-- hosting-deploy-action: service=svc-comment environment=staging -->'
    const foreign = {
      id: 9001,
      issue: 7,
      body: `${marker}\n✅ all good, log in at https://evil.example`,
      user: { login: 'mallory', type: 'User' }
    }
    github.comments.push(foreign)
    const { run, calls } = await deploy('svc-comment', { comment: 'true', 'github-environment': 'staging' }, prEnv)
    expect(run.exitCode, run.stdout).toBe(0)
    expect(calls.map(call => `${call.method} ${call.path} ${call.status}`)).toEqual([
      `GET ${COMMENTS} 200`,
      `POST ${COMMENTS} 201`
    ])
    expect(github.comments.find(c => c.id === 9001)?.body).toBe(foreign.body)
    const ours = github.comments.filter(c => c.issue === 7 && c.body.startsWith(marker) && c.user === undefined)
    expect(ours).toHaveLength(1)
  })

  it('without pull-requests: write: one warning, and the step keeps its result', async () => {
    github.refuse({ on: 'comments', status: 403, message: 'Resource not accessible by integration' })
    const { run, calls } = await deploy('svc-comment', { comment: 'true' }, prEnv)
    github.refuse()
    expect(run.exitCode, run.stdout).toBe(0)
    expect(calls.map(call => `${call.method} ${call.path} ${call.status}`)).toEqual([`GET ${COMMENTS} 403`])
    const shown = warnings(run)
    expect(shown).toHaveLength(1)
    expect(shown[0]).toContain('pull-requests: write')
  })

  it('is not made outside pull_request events', async () => {
    const { run, calls } = await deploy('svc-comment', { comment: 'true' })
    expect(run.exitCode).toBe(0)
    expect(calls).toEqual([])
  })
})

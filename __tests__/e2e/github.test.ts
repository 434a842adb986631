// End-to-end: GitHub Deployments. The Action, the sandbox as the hosting service, and a local
// fake of GitHub's REST endpoints (GITHUB_API_URL): the exact calls, their order against the
// hosting deploy, the states per outcome, and a token without the permission. The runs are in
// process, but for what only a process shows: GitHub's API through the bundle's own octokit, the
// process ending while GitHub still holds a request, and the job cancelled (a signal, the
// runner's kill).
import { commitOf } from '../../sandbox/model.js'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { startSandbox, type Sandbox } from '../../sandbox/server.js'
import { runActionInProcess } from '../harness/action-in-process.js'
import { runAction, type RunOptions, type RunResult } from '../harness/local-runner.js'
import { workflowRun } from '../../src/action/report/github-api.js'
import { finalState } from '../../src/action/report/github-deployment.js'
import { expectContract } from '../harness/contract.js'
import { startFakeGitHub, type FakeGitHub, type GitHubRequest } from '../harness/fake-github.js'
import {
  cancelWhileBuilding,
  demoSeed,
  errors,
  expectNoSecrets,
  findKey,
  warnings,
  webServiceKey
} from '../harness/helpers.js'

// The engine's waits (a poll's interval, the pause before a status is tried again) cut short for
// the runs in process: no row here is about their length (the timeouts are real timers).
vi.mock(import('../../src/core/deadline.js'), async real =>
  (await import('../harness/quick-sleeps.js')).quickSleeps(await real(), [])
)

const seed = demoSeed()
// A deployment that the service cancels (superseded by a newer one) for ref `superseded`.
const scripts = seed.scripts as Record<string, unknown>
scripts.superseded = {
  description: 'Superseded by a newer deployment while building',
  phases: [
    { status: 'queued', durationMs: 100 },
    {
      status: 'building',
      lineIntervalMs: 100,
      lines: ['==> Cloning {service} at {ref}', '==> A newer deployment supersedes this one']
    }
  ],
  final: 'canceled'
}
const web = (seed.services as { id: string; refScripts?: Record<string, string> }[]).find(
  service => service.id === 'svc-web'
)
if (!web) throw new Error('the seed has no svc-web')
// A failing build with a long log, for the summary's last 30 lines.
scripts['long-failure'] = {
  description: 'A build that prints 40 lines, then fails',
  phases: [
    { status: 'queued', durationMs: 50 },
    {
      status: 'building',
      lineIntervalMs: 5,
      lines: Array.from({ length: 40 }, (_, i) => `build step ${i + 1} of 40 <ok> & done`)
    }
  ],
  final: 'build_failed'
}
web.refScripts = { ...web.refScripts, superseded: 'superseded', 'long-failure': 'long-failure' }
const serviceKey = webServiceKey(seed)
const accountKey = findKey(seed, k => k.kind === 'account' && !k.readOnly && !k.revoked, 'account key')

const TOKEN = 'ghs_FakeInstallationToken0123456789abcdef'
const SHA = '0123456789abcdef0123456789abcdef01234567'
const RUN_URL = 'https://github.com/octo-org/octo-app/actions/runs/4242'
const DEPLOYMENTS = '/repos/octo-org/octo-app/deployments'

/**
 * A row's own sandbox and fake GitHub: what a run sent is all either received, and a refusal
 * set on its GitHub meets no other row's run.
 */
interface World {
  sandbox: Sandbox
  github: FakeGitHub
}
const worlds: World[] = []
afterAll(async () => {
  await Promise.all(worlds.flatMap(({ sandbox, github }) => [sandbox.close(), github.close()]))
})
// Every exchange of the action with the sandbox keeps openapi.yaml.
afterAll(() => {
  for (const { sandbox } of worlds) expectContract(sandbox.requests)
})

async function world(): Promise<World> {
  const [sandbox, github] = await Promise.all([
    startSandbox({ seed, port: 0, quiet: true, speed: 4 }),
    startFakeGitHub()
  ])
  worlds.push({ sandbox, github })
  return { sandbox, github }
}

interface Observed {
  run: RunResult
  calls: GitHubRequest[]
  hosting: Sandbox['requests']
  /** The row's own sandbox, and its GitHub. */
  sandbox: Sandbox
  github: FakeGitHub
}

/**
 * The Action against a world of its own (`own`, or a new one): in process, or with `spawn`
 * through the bundle, dist/index.js in a process of its own (`spawn` adds to its options).
 */
async function deploy(
  inputs: Record<string, string>,
  { own, spawn }: { own?: World; spawn?: Partial<RunOptions> } = {}
): Promise<Observed> {
  const { sandbox, github } = own ?? (await world())
  const runner = spawn
    ? (options: RunOptions) => runAction({ killAfterMs: 90_000, ...options, ...spawn })
    : runActionInProcess
  const run = await runner({
    inputs: {
      'base-url': sandbox.url,
      'api-key': serviceKey,
      'service-id': 'svc-web',
      ref: 'main',
      timeout: '60s',
      'github-deployment': 'true',
      'github-environment': 'staging',
      'environment-url': 'https://staging.example.com',
      'github-token': TOKEN,
      ...inputs
    },
    env: { GITHUB_API_URL: github.url, GITHUB_RUN_ID: '4242', GITHUB_SHA: SHA }
  })
  return { run, calls: github.requests, hosting: sandbox.requests, sandbox, github }
}

/**
 * A timeout that ends a run following a deployment that never ends: long enough for a loaded
 * machine to queue the deployment first (3 s was not, two suites at once: timed out before the
 * deploy, the result is empty then).
 */
const TIMES_OUT_AFTER_QUEUING = '10s'

/** The states posted, in order. */
function states(calls: GitHubRequest[]): unknown[] {
  return calls.filter(call => call.path.endsWith('/statuses')).map(call => call.body?.state)
}

function deployPost(hosting: Sandbox['requests']): Sandbox['requests'][number] | undefined {
  return hosting.find(r => r.method === 'POST' && r.path.endsWith('/deploy'))
}

// The tests start at once: the runs in process one at a time (they queue, the longest 10 s),
// the spawned ones beside them.
describe.concurrent('GitHub Deployments against a fake GitHub', () => {
  it('makes no GitHub request at all when github-deployment is off (the default)', async () => {
    const { run, calls } = await deploy({ 'github-deployment': '' })
    expect(run.exitCode, run.stdout).toBe(0)
    expect(calls).toEqual([])
    expect(run.outputs['github-deployment-id']).toBe('')
    expect(run.summary).not.toContain('Environment')
    expectNoSecrets(run, [TOKEN, serviceKey])
  })

  it('creates the deployment before the hosting deploy, sets in_progress once queued, then success', async () => {
    // Through the bundle: GitHub's API through its own octokit (the headers it sends), its exit
    // code, its outputs file and job summary.
    const { run, calls, hosting } = await deploy({}, { spawn: {} })
    expect(run.exitCode, run.stdout).toBe(0)
    const id = run.outputs['github-deployment-id'] ?? ''
    expect(id).toMatch(/^\d+$/)
    const hostingId = run.outputs['deployment-id'] ?? ''

    expect(calls.map(call => `${call.method} ${call.path} ${call.status}`)).toEqual([
      `POST ${DEPLOYMENTS} 201`,
      `POST ${DEPLOYMENTS}/${id}/statuses 201`,
      `POST ${DEPLOYMENTS}/${id}/statuses 201`
    ])
    expect(calls[0]?.body).toEqual({
      ref: SHA,
      environment: 'staging',
      description: 'Deploy svc-web to the hosting service',
      payload: { service: 'svc-web' },
      required_contexts: [],
      auto_merge: false
    })
    expect(calls[1]?.body).toEqual({
      state: 'in_progress',
      description: `Hosting deployment ${hostingId} queued`,
      log_url: RUN_URL,
      environment_url: 'https://staging.example.com'
    })
    expect(calls[2]?.body).toEqual({
      state: 'success',
      description: `Hosting deployment ${hostingId} is live`,
      log_url: RUN_URL,
      environment_url: 'https://staging.example.com'
    })
    expect(calls.every(call => call.headers.authorization === `token ${TOKEN}`)).toBe(true)
    expect(calls.every(call => call.headers['content-type']?.startsWith('application/json'))).toBe(true)

    // Created before the hosting deploy was requested; in_progress only after it was queued.
    const queuedAt = deployPost(hosting)?.at ?? Number.NaN
    expect(calls[0]?.at).toBeLessThan(queuedAt)
    expect(calls[1]?.at).toBeGreaterThan(queuedAt)

    expect(run.summary).toContain('<a href="https://staging.example.com"><code>staging</code></a>')
    expect(run.summary).toContain(`GitHub deployment ${id}`)
    expect(run.summary).toContain(
      `<a href="https://github.com/octo-org/octo-app/commit/${commitOf('main')}"><code>${commitOf('main').slice(0, 7)}</code></a>`
    )
    expect(warnings(run)).toEqual([])
    expectNoSecrets(run, [TOKEN, serviceKey])
  })

  it('sets failure when the hosting deployment fails', async () => {
    const { run, calls, sandbox } = await deploy({ ref: 'broken' })
    expect(run.exitCode).toBe(1)
    expect(states(calls)).toEqual(['in_progress', 'failure'])
    const status = sandbox.store.deployment(run.outputs['deployment-id'] ?? '')?.status
    expect(calls.at(-1)?.body?.description).toBe(
      `Hosting deployment ${run.outputs['deployment-id']} failed (${status})`
    )
    expect(errors(run)).toHaveLength(1)
  })

  it('sets inactive when the service cancels the deployment (superseded)', async () => {
    const { run, calls } = await deploy({ ref: 'superseded' })
    expect(run.exitCode).toBe(1)
    expect(run.outputs.result).toBe('cancelled')
    expect(run.outputs.status).toBe('canceled')
    expect(states(calls)).toEqual(['in_progress', 'inactive'])
    expect(calls.at(-1)?.body).toEqual({
      state: 'inactive',
      description: `Hosting deployment ${run.outputs['deployment-id']} was cancelled`,
      log_url: RUN_URL,
      environment_url: 'https://staging.example.com'
    })
  })

  it('keeps the timeout: a GitHub that does not answer the final status gets one 3 s try', async () => {
    const own = await world()
    own.github.refuse({ on: 'status', status: 502, message: 'slow', times: 1, after: 1, delayMs: 30_000 })
    // Through the bundle: the process ends, which a request GitHub still holds open must not stop.
    const { run, calls } = await deploy({ ref: 'hang', timeout: TIMES_OUT_AFTER_QUEUING }, { own, spawn: {} })
    expect(run.outputs.result, run.stdout).toBe('timed-out')
    // The final status, which GitHub holds for 30 s, gets one try of at most 3 s: the process
    // ends within a few seconds of asking, where GitHub's usual 10 s and a retry take 14 s or
    // more. Counted from the request, not from the start, so a slow start-up cannot eat the
    // margin, which is for a slow machine.
    const final = calls.filter(call => call.path.endsWith('/statuses')).at(-1)
    expect(final?.body?.state).toBe('error')
    expect(run.closedAt - (final?.at ?? 0)).toBeLessThan(9_000)
    expect(warnings(run).filter(w => w.includes('GitHub'))).toHaveLength(1)
  })

  it('sets error when the step times out, saying the deployment goes on', async () => {
    const { run, calls } = await deploy({ ref: 'hang', timeout: TIMES_OUT_AFTER_QUEUING })
    expect(run.exitCode).toBe(1)
    expect(run.outputs.result, run.stdout).toBe('timed-out')
    expect(states(calls)).toEqual(['in_progress', 'error'])
    expect(calls.at(-1)?.body?.description).toContain('goes on at the service')
  })

  it('sets error, and never in_progress, when the hosting service refuses the deploy', async () => {
    const { run, calls } = await deploy({ 'api-key': accountKey, 'service-id': 'svc-suspended' })
    expect(run.exitCode).toBe(1)
    expect(calls[0]?.path).toBe(DEPLOYMENTS)
    expect(states(calls)).toEqual(['error'])
    expect(calls.at(-1)?.body?.description).toBe('The hosting deployment was not queued')
  })

  it('leaves the deployment in_progress when not waiting', async () => {
    const { run, calls } = await deploy({ wait: 'false' })
    expect(run.exitCode).toBe(0)
    expect(states(calls)).toEqual(['in_progress'])
    // The id GitHub created: the action learns it only from that answer, and posts the status to it.
    const id = run.outputs['github-deployment-id'] ?? ''
    expect(id).toMatch(/^\d+$/)
    expect(calls.map(call => `${call.method} ${call.path} ${call.status}`)).toEqual([
      `POST ${DEPLOYMENTS} 201`,
      `POST ${DEPLOYMENTS}/${id}/statuses 201`
    ])
  })

  it('omits environment_url when it is not given', async () => {
    const { run, calls } = await deploy({ 'environment-url': '', wait: 'false' })
    expect(run.exitCode).toBe(0)
    expect(calls[1]?.body).toEqual({ state: 'in_progress', description: expect.any(String), log_url: RUN_URL })
  })

  for (const [status, on] of [
    [403, 'create'],
    [404, 'create'],
    [403, 'status']
  ] as const) {
    it(`warns once, naming deployments: write, and deploys anyway, when GitHub answers ${status} on ${on}`, async () => {
      const own = await world()
      own.github.refuse({ on, status, message: 'Resource not accessible by integration' })
      const { run, calls } = await deploy({}, { own })
      expect(run.exitCode, run.stdout).toBe(0)
      expect(run.outputs.result).toBe('success')
      const github = warnings(run).filter(w => w.includes('GitHub'))
      expect(github).toHaveLength(1)
      expect(github[0]).toContain('`deployments: write`')
      expect(github[0]).toContain(`HTTP ${status}`)
      expect(errors(run)).toEqual([])
      // After the refusal the action stops calling GitHub.
      expect(calls.map(call => call.status)).toEqual(on === 'create' ? [status] : [201, status])
      expect(run.outputs['github-deployment-id']).toEqual(on === 'create' ? '' : expect.stringMatching(/^\d+$/))
      expectNoSecrets(run, [TOKEN, serviceKey])
    })
  }

  it('tries a status update once more after a 502, without a warning', async () => {
    const own = await world()
    own.github.refuse({ on: 'status', status: 502, message: 'Server Error', times: 1 })
    const { run, calls } = await deploy({ wait: 'false' }, { own })
    expect(run.exitCode).toBe(0)
    expect(calls.map(call => call.status)).toEqual([201, 502, 201])
    expect(warnings(run)).toEqual([])
  })

  it('rejects a malformed environment-url before any request', async () => {
    const { run, calls, hosting } = await deploy({ 'environment-url': 'ftp://example.com' })
    expect(run.exitCode).toBe(1)
    expect(errors(run)[0]).toContain("Input 'environment-url'")
    expect(calls).toEqual([])
    expect(hosting).toEqual([])
  })

  it('asks for a github-token when github-deployment is on without one', async () => {
    const { run, calls, hosting } = await deploy({ 'github-token': '' })
    expect(run.exitCode).toBe(1)
    expect(errors(run)[0]).toContain("Input 'github-token'")
    expect(calls).toEqual([])
    expect(hosting).toEqual([])
  })
})

describe('the job summary', () => {
  it('shows the table, why, the next step and the last 30 log lines on failure', async () => {
    const { run } = await deploy({ ref: 'long-failure', env: 'GREETING=hello-world' })
    expect(run.exitCode).toBe(1)
    const id = run.outputs['deployment-id'] ?? ''
    const githubId = run.outputs['github-deployment-id'] ?? ''
    expect(run.summary).toContain('<h2>❌ Deployment failure</h2>')
    const rows = Object.fromEntries(
      [...run.summary.matchAll(/<tr><td>([^<]+)<\/td><td>(.*?)<\/td><\/tr>/g)].map(([, field, value]) => [field, value])
    )
    expect(rows).toEqual({
      Service: '<code>svc-web</code>',
      Environment: `<a href="https://staging.example.com"><code>staging</code></a> (GitHub deployment ${githubId})`,
      Ref: '<code>long-failure</code>',
      Commit: `<a href="https://github.com/octo-org/octo-app/commit/${commitOf('long-failure')}"><code>${commitOf('long-failure').slice(0, 7)}</code></a>`,
      Deployment: `<code>${id}</code>`,
      Status: '❌ failure (<code>build_failed</code>)',
      'Failure kind': '<code>deployment</code>',
      Duration: expect.stringMatching(/^\d+(\.\d+)?m?s$/),
      Variables: '1 imported',
      URL: '<a href="https://staging.example.com">https://staging.example.com</a>'
    })
    expect(run.summary).toContain(
      `<p><strong>Why:</strong> Deployment ${id} failed with status &quot;build_failed&quot;`
    )
    expect(run.summary).toContain(
      '<p><strong>Next:</strong> Read the log lines below, fix the cause, and push again.</p>'
    )
    // The last 30 lines, escaped, in a collapsed block.
    const block =
      /<details><summary>Last 30 log lines<\/summary>\n\n<pre><code>([\s\S]*?)<\/code><\/pre>\n<\/details>/.exec(
        run.summary
      )?.[1]
    expect(block?.split('\n')).toEqual(
      Array.from({ length: 30 }, (_, i) => `build step ${i + 11} of 40 &lt;ok&gt; &amp; done`)
    )
    expect(run.summary).not.toContain('hello-world')
  })

  it('shows no log block and no next step when the deployment goes live', async () => {
    const { run } = await deploy({ 'github-deployment': 'false' })
    expect(run.exitCode).toBe(0)
    expect(run.summary).toContain('<h2>✅ Deployment success</h2>')
    expect(run.summary).toContain('<tr><td>Status</td><td>✅ success (<code>live</code>)</td></tr>')
    expect(run.summary).not.toContain('<details>')
    expect(run.summary).not.toContain('Next:')
    expect(run.summary).not.toContain('Environment')
  })
})

// Spawned, one run at a time: a signal, and the runner's kill after it, are what only a process
// shows; each bounds the time from the signal to the end of the process, which a crowd of other
// runs at once would stretch on a loaded machine.
describe('GitHub Deployments when the job is cancelled', () => {
  it('sets error when the job is cancelled (SIGTERM), after the outputs and summary, and ends promptly', async () => {
    const cancel = cancelWhileBuilding()
    const { run, calls } = await deploy({ ref: 'hang', timeout: '5m' }, { spawn: cancel })
    expect(cancel.signalledAt).toBeGreaterThan(0)
    expect(run.closedAt - cancel.signalledAt).toBeLessThan(5000)
    expect(run.exitCode).toBe(1)
    expect(run.outputs.result).toBe('interrupted')
    expect(run.summary).toContain(`GitHub deployment ${run.outputs['github-deployment-id']}`)
    expect(states(calls)).toEqual(['in_progress', 'error'])
    expect(calls.at(-1)?.body?.description).toBe(
      `The job was cancelled; hosting deployment ${run.outputs['deployment-id']} goes on at the service`
    )
    expectNoSecrets(run, [TOKEN, serviceKey])
  })

  it('gives GitHub one short try after the job is cancelled, so a slow GitHub cannot hold the step', async () => {
    const own = await world()
    own.github.refuse({ on: 'status', status: 502, message: 'Server Error', times: 1, after: 1 })
    const { run, calls } = await deploy({ ref: 'hang', timeout: '5m' }, { own, spawn: cancelWhileBuilding() })
    expect(run.exitCode).toBe(1)
    expect(run.outputs.result).toBe('interrupted')
    // in_progress, then the final status answered 502 and not tried again.
    expect(calls.map(call => call.status)).toEqual([201, 201, 502])
    expect(warnings(run).filter(w => w.includes('GitHub'))).toHaveLength(1)
  })

  it('ends within 5 s of SIGTERM even when GitHub does not answer the final status', async () => {
    const own = await world()
    own.github.refuse({ on: 'status', status: 502, message: 'slow', times: 1, after: 1, delayMs: 30_000 })
    const cancel = cancelWhileBuilding()
    const { run } = await deploy({ ref: 'hang', timeout: '5m' }, { own, spawn: cancel })
    expect(cancel.signalledAt).toBeGreaterThan(0)
    expect(run.closedAt - cancel.signalledAt).toBeLessThan(5000)
    expect(run.outputs.result).toBe('interrupted')
    expect(warnings(run).filter(w => w.includes('GitHub'))).toHaveLength(1)
  })

  it('writes the outputs and the summary before the final GitHub status, which the runner may cut short', async () => {
    const own = await world()
    own.github.refuse({ on: 'status', status: 502, message: 'slow', times: 1, after: 1, delayMs: 30_000 })
    // The runner kills the step soon after SIGTERM: here 1.5 s, while GitHub is still silent.
    const { run } = await deploy({ ref: 'hang', timeout: '5m' }, { own, spawn: cancelWhileBuilding(1500) })
    expect(run.signal).toBe('SIGKILL')
    expect(run.outputs.result).toBe('interrupted')
    expect(run.summary).toContain(`GitHub deployment ${run.outputs['github-deployment-id']}`)
  })
})

describe('what the GitHub deployment says', () => {
  it('maps every result to a final state, and leaves a deployment not waited for in_progress', () => {
    expect(finalState({ result: 'success', deploymentId: 'd' })).toBe('success')
    expect(finalState({ result: 'failure', deploymentId: 'd' })).toBe('failure')
    expect(finalState({ result: 'cancelled', deploymentId: 'd' })).toBe('inactive')
    expect(finalState({ result: 'cancelled', deploymentId: 'd', interrupted: true })).toBe('error')
    expect(finalState({ result: 'timed-out', deploymentId: 'd' })).toBe('error')
    expect(finalState({ result: undefined, deploymentId: undefined })).toBe('error')
    expect(finalState({ result: 'queued', deploymentId: 'd' })).toBeUndefined()
  })

  it("links the run's page, with the attempt after a re-run", () => {
    const env = {
      GITHUB_REPOSITORY: 'o/r',
      GITHUB_SHA: SHA,
      GITHUB_RUN_ID: '7',
      GITHUB_SERVER_URL: 'https://ghe.example.com/'
    }
    expect(workflowRun(env)).toEqual({
      owner: 'o',
      repo: 'r',
      sha: SHA,
      runUrl: 'https://ghe.example.com/o/r/actions/runs/7'
    })
    expect(workflowRun({ ...env, GITHUB_RUN_ATTEMPT: '2' })?.runUrl).toBe(
      'https://ghe.example.com/o/r/actions/runs/7/attempts/2'
    )
    expect(workflowRun({ ...env, GITHUB_SHA: '' })).toBeUndefined()
  })
})

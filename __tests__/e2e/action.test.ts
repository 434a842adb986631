// End-to-end: the Action, run as the runner runs it, against the sandbox. The first row runs the
// bundled dist/index.js; the others its entry in process (harness/action-in-process.ts), with the
// engine's waits recorded and cut short (harness/quick-sleeps.ts) but in the timed row, whose
// subject is the timeout.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { fingerprint, startSandbox, type Sandbox } from '../../sandbox/server.js'
import { runActionInProcess, type InProcessOptions } from '../harness/action-in-process.js'
import { runAction, type RunResult } from '../harness/local-runner.js'
import type { AskedSleep } from '../harness/quick-sleeps.js'
import {
  demoSeed,
  errors,
  expectNoSecrets,
  findKey,
  type SeedShape,
  warnings,
  webServiceKey
} from '../harness/helpers.js'
import { expectContract } from '../harness/contract.js'

/** The waits the runs asked; `real`: the run waits them out (the timed row). */
const sleeps = vi.hoisted(() => ({ asked: [] as AskedSleep[], real: false }))
vi.mock(import('../../src/core/deadline.js'), async real =>
  (await import('../harness/quick-sleeps.js')).quickSleeps(await real(), sleeps.asked, () => sleeps.real)
)

const seed: SeedShape = demoSeed()
const serviceKey = webServiceKey(seed)
const deployOnlyKey = findKey(
  seed,
  k => k.kind === 'service' && k.serviceId === 'svc-web' && !k.permissions?.logs,
  'deploy-only service key for svc-web'
)
const otherServiceKey = findKey(
  seed,
  k => k.kind === 'service' && k.serviceId !== 'svc-web' && !k.revoked,
  'service key for another service'
)
const accountKey = findKey(seed, k => k.kind === 'account' && !k.readOnly && !k.revoked, 'account key')
const revokedKey = findKey(seed, k => !!k.revoked, 'revoked key')

const SECRET_VALUE = 'p@ss=w0rd#not-a-comment'
const MULTILINE_SECRET = '-----BEGIN TEST KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\n-----END TEST KEY-----'

/**
 * Each run of the first describes has a sandbox of its own, so what it received is the run's
 * alone (the spawned run goes beside the in-process ones, which queue); at four times the seed's speed (`QUICK`), a deployment goes
 * live in about a second, for the rows that are not about its pace.
 */
const QUICK = 4
const sandboxes: Sandbox[] = []
afterAll(async () => {
  await Promise.all(sandboxes.map(sandbox => sandbox.close()))
})
// Every exchange of the action with the sandbox keeps openapi.yaml.
afterAll(() => {
  for (const sandbox of sandboxes) expectContract(sandbox.requests)
})

async function ownSandbox(speed = QUICK): Promise<Sandbox> {
  const sandbox = await startSandbox({ seed, port: 0, quiet: true, speed })
  sandboxes.push(sandbox)
  return sandbox
}

/** The run, and the sandbox it ran against (`given`, or a new one). */
type Deployed = RunResult & { sandbox: Sandbox }

/** The bundled action, as the spawned row runs it. */
const bundled = (options: InProcessOptions): Promise<RunResult> => runAction({ ...options, killAfterMs: 90_000 })

async function deploy(
  inputs: Record<string, string>,
  extra: Partial<InProcessOptions> = {},
  given?: Sandbox,
  runIt: (options: InProcessOptions) => Promise<RunResult> = runActionInProcess
): Promise<Deployed> {
  const sandbox = given ?? (await ownSandbox())
  const run = await runIt({
    inputs: { 'base-url': sandbox.url, 'service-id': 'svc-web', ref: 'main', timeout: '60s', ...inputs },
    ...extra
  })
  return { ...run, sandbox }
}

/** What the run's sandbox received: every request of the run. */
async function received(fn: () => Promise<Deployed>): Promise<{ result: Deployed; requests: Sandbox['requests'] }> {
  const result = await fn()
  return { result, requests: result.sandbox.requests }
}

describe.concurrent('the bundled action against the sandbox', () => {
  // Spawned: the whole run through the bundle, read from the real stdout (every group, every line
  // once, the debug output) and the runner's files, with the exit code.
  it('imports variables, deploys, prints every log line once and in order, and succeeds', async () => {
    // At the seed's own pace: every state is shown, which needs the stream open while it lasts.
    const paced = await ownSandbox(1)
    const { result: run, requests } = await received(() =>
      deploy(
        {
          'api-key': serviceKey,
          env: `DATABASE_PASSWORD="${SECRET_VALUE}"\nTLS_KEY="${MULTILINE_SECRET.replace(/\n/g, '\\n')}"\nPLAIN=1`
        },
        { env: { ACTIONS_STEP_DEBUG: 'true', RUNNER_DEBUG: '1' } },
        paced,
        bundled
      )
    )
    expect(run.exitCode, run.stdout).toBe(0)
    const id = run.outputs['deployment-id'] ?? ''
    expect(id).toMatch(/^dep_[0-9a-z]+$/)
    expect(run.outputs['failure-kind']).toBe('')
    expect(id).toBe(
      (
        requests.find(r => r.method === 'POST' && r.path.endsWith('/deploy'))?.response?.body as
          { deploymentId?: string } | undefined
      )?.deploymentId
    )
    const deployment = run.sandbox.store.deployment(id)
    expect(deployment?.id).toBe(id)
    expect(run.outputs).toMatchObject({
      status: deployment?.status,
      result: 'success',
      ref: 'main',
      'env-imported': '3',
      'env-skipped': ''
    })

    // Every line the sandbox emitted, exactly once, in order.
    const emitted = deployment?.lines.map(line => line.text) ?? []
    expect(emitted.length).toBeGreaterThan(5)
    const printed = run.logLines.filter(line => emitted.includes(line))
    expect(printed).toEqual(emitted)

    // What the sandbox received: one key check, one import with byte-exact values, one deploy.
    expect(
      requests.map(r => `${r.method} ${r.path}`).filter(r => !r.includes('/logs') && !r.endsWith('/deployments'))
    ).toEqual(['GET /api/auth/me', 'POST /api/services/svc-web/env/import', 'POST /api/services/svc-web/deploy'])
    expect(requests.find(r => r.path.endsWith('/deploy'))?.body).toEqual({ ref: 'main' })
    expect(requests.every(r => r.auth?.scheme === 'Bearer' && r.auth.keyFingerprint === fingerprint(serviceKey))).toBe(
      true
    )
    expect(requests.every(r => !JSON.stringify(r.query).includes(serviceKey))).toBe(true)
    const env = run.sandbox.store.envOf('svc-web')
    expect(env.get('DATABASE_PASSWORD')).toBe(SECRET_VALUE)
    expect(env.get('TLS_KEY')).toBe(MULTILINE_SECRET)

    expect(run.summary).toContain('svc-web')
    expect(run.summary).toContain(id)
    expect(run.summary).toContain('success')

    // Each phase in its own group, the deployment's log in one; state changes on single
    // lines with the elapsed time, inside that group.
    const groups = run.commands.filter(c => c.name === 'group').map(c => c.message)
    expect(groups).toEqual([
      'Checking the API key',
      'Importing 3 variable(s)',
      'Queuing the deployment',
      `Deployment ${id}`
    ])
    expect(run.commands.filter(c => c.name === 'endgroup')).toHaveLength(groups.length)
    const lines = run.stdout.split('\n')
    const logGroup = lines.slice(lines.indexOf(`::group::Deployment ${id}`), lines.lastIndexOf('::endgroup::'))
    expect(emitted, 'a loop over nothing checks nothing').not.toHaveLength(0)
    for (const line of emitted) expect(logGroup).toContain(line)
    const stateLines = logGroup.filter(line => line.includes(`deployment ${id}: `))
    // Each state once, in order. `queued` shows only if the deployment still was when the stream
    // or the record was first read: with a stream, the record waits for it up to 2 s.
    const shown = stateLines.map(line => line.replace(/^\[[^\]]+\] /, ''))
    expect(shown.filter(line => !line.endsWith(': queued'))).toEqual(
      ['building', 'deploying', 'live'].map(status => `deployment ${id}: ${status}`)
    )
    expect(shown.slice(1).some(line => line.endsWith(': queued'))).toBe(false)
    expect(stateLines, 'a loop over nothing checks nothing').not.toHaveLength(0)
    for (const line of stateLines) expect(line).toMatch(/^\[\d+(\.\d+)?m?s\] /)
    expectNoSecrets(run, [serviceKey, SECRET_VALUE, MULTILINE_SECRET])
  })
})

// In-process runs queue (one at a time): the tests are sequential, beside the spawned row above.
describe.concurrent('the action against the sandbox', () => {
  it.sequential('fails the step when the deployment fails, with the status, the id and the last lines', async () => {
    const run = await deploy({ 'api-key': serviceKey, ref: 'broken' })
    expect(run.exitCode).toBe(1)
    const id = run.outputs['deployment-id'] ?? ''
    const deployment = run.sandbox.store.deployment(id)
    expect(run.outputs.result).toBe('failure')
    expect(run.outputs['failure-kind']).toBe('deployment')
    expect(run.outputs.status).toBe(deployment?.status)
    const [error = ''] = errors(run)
    expect(error).toContain(id)
    expect(error).toContain(`"${deployment?.status}"`)
    // Annotations show the text without colour codes.
    const lastLine = (deployment?.lines.at(-1)?.text ?? '').replace(/\u001b\[[0-9;]*m/g, '')
    expect(error).toContain(lastLine)
    // One annotation, titled with the final status.
    expect(run.commands.filter(c => c.name === 'error').map(c => c.properties.title)).toEqual([
      `Deployment ${deployment?.status}`
    ])
    expect(run.summary).toContain('Last ')
    expect(run.summary).toContain('failure')
    expect(run.summary).toContain('<td>Failure kind</td><td><code>deployment</code></td>')
  })

  it.sequential(
    "keeps outputs that hold a variable's value (BRANCH=main, REGION=live, PUBLIC_URL=the URL), as the CLI does",
    async () => {
      const url = 'https://app.example.com'
      const run = await deploy({
        'api-key': serviceKey,
        env: `BRANCH=main\nREGION=live\nPUBLIC_URL=${url}\nID_PART=dep_`,
        ref: 'main',
        'environment-url': url
      })
      expect(run.exitCode, run.stdout).toBe(0)
      expect(run.outputs).toMatchObject({ ref: 'main', status: 'live', url, result: 'success' })
      expect(run.outputs['deployment-id']).toMatch(/^dep_[0-9a-z]+$/)
      expect(warnings(run).filter(warning => warning.includes('written empty'))).toEqual([])
      // Still masked in every printed line: only the runner's mask command carries the value.
      const printed = run.stdout.split('\n').filter(line => !line.startsWith('::add-mask::'))
      expect(printed.join('\n')).not.toContain(url)
    }
  )

  it.sequential('refuses a service key bound to another service before changing anything', async () => {
    const { result: run, requests } = await received(() => deploy({ 'api-key': otherServiceKey, env: 'A=1' }))
    expect(run.exitCode).toBe(1)
    const [error = ''] = errors(run)
    expect(error).toContain('svc-web')
    expect(error).toMatch(/service key bound to service \S+/)
    expect(requests.map(r => r.path)).toEqual(['/api/auth/me'])
    expectNoSecrets(run, [otherServiceKey])
  })

  it.sequential('reports a revoked key as missing, invalid or revoked', async () => {
    const { result: run, requests } = await received(() => deploy({ 'api-key': revokedKey }))
    expect(run.exitCode).toBe(1)
    expect(errors(run)[0]).toContain('The API key is missing, invalid or revoked')
    expect(run.outputs['failure-kind']).toBe('auth')
    expect(requests).toHaveLength(1)
    expectNoSecrets(run, [revokedKey])
  })

  it.sequential('follows the deployment without its log when the key lacks logs: read', async () => {
    const { result: run, requests } = await received(() => deploy({ 'api-key': deployOnlyKey }))
    expect(run.exitCode, run.stdout).toBe(0)
    expect(warnings(run).some(w => w.includes('logs: read'))).toBe(true)
    expect(requests.some(r => r.path.includes('/logs'))).toBe(false)
  })

  it.sequential('rejects bad input before any request, naming the input and the line', async () => {
    const { result: run, requests } = await received(() =>
      deploy({ 'api-key': serviceKey, env: `GOOD=1\n${SECRET_VALUE}` })
    )
    expect(run.exitCode).toBe(1)
    expect(errors(run)[0]).toContain("Input 'env'")
    expect(errors(run)[0]).toContain('line 2')
    expect(requests).toHaveLength(0)
    expectNoSecrets(run, [serviceKey, SECRET_VALUE])
  })

  it.sequential('sends no ref for an image service when ref is empty', async () => {
    const { result: run, requests } = await received(() =>
      deploy({ 'api-key': accountKey, 'service-id': 'svc-image', ref: '' })
    )
    expect(run.exitCode, run.stdout).toBe(0)
    const queued = requests.find(r => r.path.endsWith('/deploy'))
    expect(queued?.body).toEqual({})
    // The ref the service resolved for an image service: the image it is configured with.
    expect(run.outputs.ref).toBe('demo/worker:1.4.2')
    expect(run.outputs.ref).toBe((queued?.response?.body as { ref?: string } | undefined)?.ref)
  })

  it.sequential('explains a 409 when the service state prevents a deploy', async () => {
    const run = await deploy({ 'api-key': accountKey, 'service-id': 'svc-suspended' })
    expect(run.exitCode).toBe(1)
    expect(errors(run)[0]).toContain("The service's current state prevents a deploy (HTTP 409)")
    expect(run.outputs['deployment-id']).toBe('')
  })

  it.sequential('returns queued without waiting when wait is false', async () => {
    const { result: run, requests } = await received(() => deploy({ 'api-key': serviceKey, wait: 'false' }))
    expect(run.exitCode).toBe(0)
    expect(run.outputs.result).toBe('queued')
    expect(run.outputs['deployment-id']).toMatch(/^dep_[0-9a-z]+$/)
    expect(run.outputs['deployment-id']).toBe(
      (
        requests.find(r => r.method === 'POST' && r.path.endsWith('/deploy'))?.response?.body as
          { deploymentId?: string } | undefined
      )?.deploymentId
    )
  })

  it.sequential(
    'takes a base-url ending in /api without that /api, with one notice, instead of a 404 on /api/api/...',
    async () => {
      const sandbox = await ownSandbox()
      const { result: run, requests } = await received(() =>
        deploy({ 'api-key': serviceKey, 'base-url': `${sandbox.url}/api`, wait: 'false' }, {}, sandbox)
      )
      expect(run.exitCode, run.stdout).toBe(0)
      expect(run.outputs.result).toBe('queued')
      expect(requests.map(r => r.path).filter(path => path.startsWith('/api/api/'))).toEqual([])
      expect(run.commands.filter(c => c.name === 'notice').map(c => c.message)).toEqual([
        `base-url ends in /api, which the action adds to every request path itself; using ${sandbox.url}.`
      ])
    }
  )

  it.sequential('warns about each skipped variable and lists it in env-skipped', async () => {
    const { result: run, requests } = await received(() =>
      deploy({
        'api-key': serviceKey,
        env: 'PORT=8080\nAPP_MODE=production\nPLATFORM_HOSTNAME=example.internal',
        wait: 'false'
      })
    )
    expect(run.exitCode, run.stdout).toBe(0)
    expect(run.outputs['env-imported']).toBe('1')
    expect(run.outputs['env-skipped']).toBe('PORT,PLATFORM_HOSTNAME')
    const skipped = warnings(run).filter(w => w.includes('PORT') || w.includes('PLATFORM_HOSTNAME'))
    expect(skipped).toHaveLength(2)
    expect(skipped[0]).toContain('reserved by the platform')
    expect(requests.filter(r => r.path.endsWith('/env/import'))).toHaveLength(1)
    expectNoSecrets(run, ['production', 'example.internal'])
  })

  it.sequential('rejects a read-only account key at the deploy, naming the status and the reason', async () => {
    const readOnly = findKey(seed, k => k.kind === 'account' && !!k.readOnly, 'read-only account key')
    const run = await deploy({ 'api-key': readOnly })
    expect(run.exitCode).toBe(1)
    expect(errors(run)[0]).toMatch(/HTTP 403/)
    expect(errors(run)[0]).toContain('read-only')
    expect(run.outputs['deployment-id']).toBe('')
  })
})

// Its two runs deploy different services of one sandbox, one after the other (in-process runs
// queue), beside the spawned row.
describe.concurrent('untrusted log text and other shapes of the API', () => {
  let custom: Sandbox
  const hostile = [
    '::error::this build line is not an error annotation',
    '::add-mask::public-text',
    '::stop-commands::attacker',
    '::attacker::',
    '  ::warning file=x.ts::indented command-shaped text',
    '##[error]legacy command-shaped text',
    '::set-output name=status::live',
    ''
  ]
  const LONG = 'y'.repeat(40_000)
  const oddText = [LONG, 'bad \ud800 surrogate', 'bell\u0007 and \u001b[1mbold\u001b[0m']
  beforeAll(async () => {
    const s = demoSeed() as SeedShape & { scripts: Record<string, unknown>; services: Record<string, unknown>[] }
    s.scripts.hostile = {
      phases: [{ status: 'building', lines: [...hostile, ...oddText], lineIntervalMs: 20 }],
      final: 'Deploy-Failed'
    }
    const web = s.services.find(service => service.id === 'svc-web')
    if (web) web.refScripts = { ...(web.refScripts as object), hostile: 'hostile' }
    // More deployments queued after svc-busy's than one page of the action's list holds (100).
    const busy = s.services.find(service => service.id === 'svc-busy')
    if (busy) busy.busy = 120
    custom = await startSandbox({ seed: s, port: 0, quiet: true })
  })
  afterAll(async () => {
    await custom?.close()
  })
  afterAll(() => {
    expectContract(custom.requests)
  })

  it.sequential('prints command-shaped log lines as text and acts on none of them', async () => {
    const run = await runActionInProcess({
      inputs: {
        'base-url': custom.url,
        'api-key': serviceKey,
        'service-id': 'svc-web',
        ref: 'hostile',
        timeout: '60s'
      }
    })
    // "Deploy-Failed" is read as deploy_failed.
    expect(run.outputs.result).toBe('failure')
    expect(run.outputs.status).toBe('Deploy-Failed')
    expect(hostile.filter(Boolean), 'a loop over nothing checks nothing').not.toHaveLength(0)
    // As the service wrote them, but `##[`, which GitHub's log view draws whoever printed it.
    const shown = hostile.filter(Boolean).map(line => line.replace('##[', '#\\#['))
    expect(shown).toContain('#\\#[error]legacy command-shaped text')
    for (const line of shown) expect(run.logLines).toContain(line)
    // Long lines are cut with a marker, lone surrogates replaced, control characters dropped
    // (colour codes kept).
    expect(run.logLines).toContain(`${LONG.slice(0, 16 * 1024)}... [${40_000 - 16 * 1024} more characters cut]`)
    expect(run.logLines).toContain('bad \ufffd surrogate')
    expect(run.logLines).toContain('bell and \u001b[1mbold\u001b[0m')
    expect(run.commands.map(c => c.name)).not.toContain('set-output')
    expect(run.commands.filter(c => c.name === 'add-mask').map(c => c.message)).not.toContain('public-text')
    expect(run.commands.filter(c => c.name === 'stop-commands').map(c => c.message)).not.toContain('attacker')
    // The only error annotation is the action's own.
    expect(errors(run)).toHaveLength(1)
    expect(errors(run)[0]).toContain('"Deploy-Failed"')
    expect(warnings(run).some(w => w.includes('indented'))).toBe(false)
  })

  it.sequential(
    'finds its deployment past the first page and reads other field names, with short log pages',
    async () => {
      const accountKey = findKey(seed, k => k.kind === 'account' && !k.readOnly && !k.revoked, 'account key')
      const before = custom.requests.length
      const run = await runActionInProcess({
        inputs: { 'base-url': custom.url, 'api-key': accountKey, 'service-id': 'svc-busy', ref: 'main', timeout: '60s' }
      })
      expect(run.exitCode, run.stdout).toBe(0)
      expect(run.outputs.result).toBe('success')
      const id = run.outputs['deployment-id'] ?? ''
      const emitted = custom.store.deployment(id)?.lines.map(line => line.text) ?? []
      expect(run.logLines.filter(line => emitted.includes(line))).toEqual(emitted)
      // Its own service's requests (the other row's run came before).
      const requests = custom.requests.slice(before).filter(r => r.path.startsWith('/api/services/svc-busy/'))
      // The record lies behind the 120 deployments queued after it: the action sent the cursor back.
      expect(requests.some(r => r.path.endsWith('/deployments') && r.query.before !== undefined)).toBe(true)
      expect(requests.filter(r => r.path.endsWith('/deployments')).every(r => r.query.limit === '100')).toBe(true)
    }
  )
})

// Alone, after the runs above, at the seed's own pace and with the engine's waits as they are: it
// bounds the run's wall time, which a crowd of runs at once would stretch on a loaded machine.
describe('the action against the sandbox, timed', () => {
  it('times out, says the deployment goes on, and sets result timed-out', async () => {
    const sandbox = await ownSandbox(1)
    sleeps.real = true
    const run = await deploy({ 'api-key': serviceKey, ref: 'hang', timeout: '3s' }, {}, sandbox).finally(
      () => (sleeps.real = false)
    )
    expect(run.exitCode).toBe(1)
    expect(run.outputs.result).toBe('timed-out')
    const [error = ''] = errors(run)
    expect(error).toContain('did not finish within the timeout of 3s')
    expect(run.commands.find(c => c.name === 'error')?.properties.title).toBe('Timed out (last status building)')
    expect(error).toContain('goes on at the service')
    expect(error).toContain(run.outputs['deployment-id'])
    // It stopped waiting at the deadline, not long after.
    expect(run.durationMs).toBeLessThan(10_000)
    expect(run.summary).toContain('timed-out')
  })
})

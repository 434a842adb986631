// End-to-end: the verification window through the Action and the built CLI, against the
// sandbox's applications that break after going live (copies of svc-verify at ten times their
// speed: 2 s after live). One spawned run per behaviour; the logic is tested in process
// (unit/verify/, integration/engine/verify.test.ts, integration/app/verify-app.test.ts), and so are
// the Action's failing windows (its entry, harness/action-in-process.ts), beside its bundled run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../sandbox/server.js'
import { runCli } from '../harness/cli-runner.js'
import { expectContract } from '../harness/contract.js'
import { demoSeed, errors, expectNoSecrets, findKey, type SeedShape } from '../harness/helpers.js'
import { runActionInProcess } from '../harness/action-in-process.js'
import { runAction, type RunOptions, type RunResult } from '../harness/local-runner.js'

const ACCOUNT_KEY = findKey(demoSeed(), k => k.kind === 'account' && !k.readOnly && !k.revoked, 'account key')
/** A service key of e2e-nologs that may deploy but not read logs. */
const NO_LOGS_KEY = 'sbx_service_e2e_nologs_Hq4vXr9p'
const NOISY = (n: number): string => `ERROR cache miss storm: redis timeout after 250ms (key=user:${2000 + n})`
/** A line made to make a backtracking pattern explode, and the patterns it is made for. */
const HOSTILE_LINE = `${'a'.repeat(16_383)}!`
const EXPLODING = ['(a+)+$', '(a|aa)+b', '(a|a?)+c']

const IDS = [
  'e2e-pass',
  'e2e-panic',
  'e2e-superseded',
  'e2e-dead',
  'e2e-nologs',
  'e2e-app-a',
  'e2e-app-b',
  'e2e-hostile'
]

let sandbox: Sandbox
beforeAll(async () => {
  const seed = demoSeed()
  const original = seed.services.find(service => service.id === 'svc-verify')
  if (!original) throw new Error('the seed has no svc-verify')
  const copy = (id: string, extra: Partial<SeedShape['services'][number]> = {}): void =>
    void seed.services.push({ ...structuredClone(original), id, slug: id, name: id, ...extra })
  for (const id of IDS) copy(id)
  copy('e2e-noisy', {
    history: 0,
    logs: Array.from({ length: 300 }, (_, n) => ({ line: NOISY(n), stream: 'stderr', agoMs: 900_000 - n * 3000 })),
    app: { ...original.app, 'noisy-same': { runtime: [{ afterMs: 5000, everyMs: 20_000, line: NOISY(7) }] } }
  })
  seed.keys.push({
    token: NO_LOGS_KEY,
    name: 'service key for e2e-nologs without logs',
    kind: 'service',
    serviceId: 'e2e-nologs',
    permissions: { deployments: 'write' }
  })
  sandbox = await startSandbox({ seed, port: 0, quiet: true, speed: 10 })
})
afterAll(async () => {
  await sandbox?.close()
})
afterAll(() => {
  // Every exchange keeps openapi.yaml, the window's reads of the runtime log included.
  expectContract(sandbox.requests)
})

/** The Action (in process, or as `runIt` runs it), with a window of `forSeconds` at 1 s. */
function action(
  serviceId: string,
  ref: string,
  forSeconds: number,
  inputs: Record<string, string> = {},
  runIt: (options: RunOptions) => Promise<RunResult> = runActionInProcess
) {
  return runIt({
    inputs: {
      'base-url': sandbox.url,
      'api-key': ACCOUNT_KEY,
      'service-id': serviceId,
      ref,
      timeout: '60s',
      'verify-for': String(forSeconds),
      'verify-interval': '1s',
      ...inputs
    }
  })
}

/** The built CLI, with a window of `forSeconds` at 1 s and the outputs in a file. */
function cli(args: string[], forSeconds: number, key = ACCOUNT_KEY) {
  return runCli(
    [
      'deploy',
      '--base-url',
      sandbox.url,
      '--verify-for',
      String(forSeconds),
      '--verify-interval',
      '1s',
      '--outputs-file',
      'out.env',
      ...args
    ],
    { env: { HOSTING_API_KEY: key }, killAfterMs: 120_000 }
  )
}

const outputOf = (file: string | undefined, name: string): string | undefined =>
  file
    ?.split('\n')
    .find(line => line.startsWith(`${name}=`))
    ?.slice(name.length + 1)

// In-process runs queue (one at a time), beside the spawned runs below (each describe is concurrent:
// a plain describe would wait for the one before it); first, as the longest to run.
describe.concurrent('the verification window of the Action, in process', () => {
  it.sequential(
    'the Action: a crash line fails the step as unhealthy with the line, and the last good ref goes live again',
    async () => {
      const run = await action('e2e-panic', 'verify-panic', 15, { rollback: 'true' })
      expect(run.exitCode).toBe(1)
      expect(run.outputs).toMatchObject({
        result: 'unhealthy',
        'failure-kind': 'unhealthy',
        verify: 'failed',
        'rollback-ref': 'main~1'
      })
      expect(errors(run)[0]).toMatch(
        /e2e-panic broke \d+s after going live: a crash in its runtime log: `panic: runtime error/
      )
      expect(run.stdout).toContain('  > panic: runtime error: invalid memory address or nil pointer dereference')
      expect(run.summary).toContain('The runtime log lines the verification window matched')
      const rollback = sandbox.store.deployment(run.outputs['rollback-deployment-id'] ?? '')
      expect(rollback?.status).toBe('live')
    }
  )

  it.sequential(
    'the Action: a newer deployment ends the window as superseded, and nothing is rolled back over it',
    async () => {
      const run = await action('e2e-superseded', 'verify-superseded', 15, { rollback: 'true' })
      expect(run.exitCode).toBe(1)
      expect(run.outputs).toMatchObject({ result: 'cancelled', verify: 'superseded', 'rollback-deployment-id': '' })
    }
  )
})

describe.concurrent('the verification window, bundled', () => {
  // Spawned: the window through the bundle, its verdict in the runner's outputs and summary files,
  // with the exit code.
  it('the Action: a deployment that stays good passes, verify passed, a Verification row in the summary', async () => {
    const run = await action('e2e-pass', 'main', 3, { 'health-check-url': `${sandbox.url}/apps/e2e-pass/` }, options =>
      runAction({ ...options, killAfterMs: 120_000 })
    )
    expect(run.exitCode, run.stdout).toBe(0)
    expect(run.outputs.verify).toBe('passed')
    expect(run.outputs.result).toBe('success')
    expect(run.summary).toMatch(/<tr><td>Verification<\/td><td>✅ Verified for 3s: 3 health checks \(0 failed\)/)
    expectNoSecrets(run, [ACCOUNT_KEY])
  })

  it('the CLI: a health check that turns 500 exits 4 with HOSTING_VERIFY=failed', async () => {
    const run = await cli(
      ['--service-id', 'e2e-dead', '--ref', 'verify-unhealthy', '--health-check-url', `${sandbox.url}/apps/e2e-dead/`],
      15
    )
    expect(run.code, run.printed).toBe(4)
    expect(outputOf(run.files['out.env'], 'HOSTING_VERIFY')).toBe('failed')
    expect(run.stderr + run.stdout).toMatch(/3 of \d+ health checks failed \(HTTP 500\)/)
  })

  it('the CLI: an error the replaced version already had passes at its old rate', async () => {
    const run = await cli(
      ['--service-id', 'e2e-noisy', '--ref', 'noisy-same', '--fail-on-log', '^ERROR ', '--output', 'json'],
      10
    )
    expect(run.code, run.printed).toBe(0)
    const json = JSON.parse(run.stdout) as { verify: { result: string; matches: { known: boolean }[] } }
    expect(json.verify.result).toBe('passed')
    expect(json.verify.matches.length).toBeGreaterThan(0)
    expect(json.verify.matches.every(match => match.known)).toBe(true)
  })

  it('the CLI: a key without logs: read watches the health check and the list alone, said once', async () => {
    const run = await cli(
      ['--service-id', 'e2e-nologs', '--ref', 'main', '--health-check-url', `${sandbox.url}/apps/e2e-nologs/`],
      2,
      NO_LOGS_KEY
    )
    expect(run.code, run.printed).toBe(0)
    expect(outputOf(run.files['out.env'], 'HOSTING_VERIFY')).toBe('passed')
    expect(
      run.printed.match(/the verification window runs on the health check and the deployment list alone/g)
    ).toHaveLength(1)
  })

  it('the CLI: runtime lines made to make a backtracking pattern explode do not hold the run', async () => {
    const writing = (async () => {
      // Once the window stands at the log's end, the hostile lines come.
      while (!sandbox.requests.some(r => r.path === '/api/services/e2e-hostile/logs' && r.query.limit === '1'))
        await new Promise(resolve => setTimeout(resolve, 50))
      for (let i = 0; i < 200; i++) sandbox.store.appendLog('e2e-hostile', HOSTILE_LINE, 'stdout')
    })()
    const run = await cli(
      [
        '--service-id',
        'e2e-hostile',
        '--ref',
        'main',
        ...EXPLODING.flatMap(pattern => ['--fail-on-log', pattern]),
        '--output',
        'json'
      ],
      4
    )
    await writing
    expect(run.signal, run.printed).toBeNull()
    expect(run.code, run.printed).toBe(0)
    const json = JSON.parse(run.stdout) as { verify: { result: string; runtimeLines: number } }
    expect(json.verify.result).toBe('passed')
    expect(json.verify.runtimeLines).toBeGreaterThanOrEqual(200)
  })
})

// Its services are its own: it runs beside the describes above (a plain describe would wait for them).
describe.concurrent('an app file with the window', () => {
  it('the CLI: one service of an app breaks in its window: exit 4, the others skipped or passed', async () => {
    const file = [
      'verify-for: 15',
      'verify-interval: 1',
      'services:',
      '  web:',
      '    id: e2e-app-a',
      '  api:',
      '    id: e2e-app-b',
      '    ref: verify-panic',
      ''
    ].join('\n')
    const run = await runCli(
      ['deploy', '--base-url', sandbox.url, '--app-file', 'app.yml', '--ref', 'main', '--output', 'json'],
      {
        env: { HOSTING_API_KEY: ACCOUNT_KEY },
        files: { 'app.yml': file },
        killAfterMs: 120_000
      }
    )
    expect(run.code, run.printed).toBe(4)
    const json = JSON.parse(run.stdout) as {
      result: string
      services: { name: string; verify: { result: string } }[]
    }
    expect(json.result).toBe('unhealthy')
    expect(Object.fromEntries(json.services.map(entry => [entry.name, entry.verify.result]))).toEqual({
      web: 'skipped',
      api: 'failed'
    })
  })
})

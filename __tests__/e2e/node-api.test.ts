// The Node API as its users have it: the tarball `npm pack` makes, installed offline into a
// scratch project; a TypeScript file that imports it passes `tsc --noEmit` against the shipped
// declarations, then runs under the pinned Node against the sandbox: a deploy goes live, one
// that fails resolves with its kind, an abort through the signal ends one that never finishes,
// a bad option rejects with UsageError; after each, no handle is left open, and the process
// ends by itself. One process runs every scenario in turn (a handle one left open shows in its
// own check). @arethetypeswrong/cli checks the tarball's exports and types.
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nodeFolder, npmEnv, ROOT, type PackedCli } from '../harness/cli-package.js'
import { SHARED_PACK_TIMEOUT_MS, sharedPack } from '../harness/shared-pack.js'
import { ACCOUNT_KEY, cliSandbox, cliSeed } from '../harness/cli-runner.js'

const SERVICES = ['svc-api-live', 'svc-api-failed', 'svc-api-abort', 'svc-api-a', 'svc-api-b', 'svc-api-usage']
const context = cliSandbox(cliSeed(SERVICES))
/**
 * tsc and @arethetypeswrong/cli on the consumer: a safety net, not a measure. 60 s killed tsc
 * with two suites at once on the two-core machine (load 13).
 */
const TOOL_SAFETY_NET_MS = 240_000

/** The consumer's code: every function and type a user would reach for; the scenarios named on its command line, in turn. */
const CONSUMER = `import { deploy, watch, whoami, UsageError, type DeployOptions, type RunEvent, type RunResult, type VerifyRunEvent, type WhoamiResult } from 'hosting-deploy-action'

const common = { baseUrl: process.env.BASE_URL ?? '', apiKey: process.env.KEY ?? '' }
let events: RunEvent[] = []
const onEvent = (event: RunEvent): void => {
  events.push(event)
  // The union is discriminated by type: each branch has its own fields.
  if (event.type === 'log') void event.line.length
  else if (event.type === 'state') void event.status.length
  else if (event.type === 'phase') void event.name.length
  else if (event.type === 'output') void event.value.length
  else if (event.type === 'verify') void (event satisfies VerifyRunEvent).stage.length
  else void event.message.length
}

async function run(scenario: string): Promise<{ result?: RunResult | WhoamiResult; error?: { name: string; isUsageError: boolean; subject: string; message: string } }> {
  switch (scenario) {
    case 'live': {
      const options: DeployOptions = { ...common, serviceId: 'svc-api-live', ref: 'main', timeout: '2m', env: { GREETING: 'hello' }, onEvent }
      return { result: await deploy(options) }
    }
    case 'failed':
      return { result: await deploy({ ...common, serviceId: 'svc-api-failed', ref: 'broken', timeout: 120_000, onEvent }) }
    case 'abort': {
      const controller = new AbortController()
      const result = await deploy({
        ...common,
        serviceId: 'svc-api-abort',
        ref: 'hang',
        signal: controller.signal,
        onEvent: event => {
          onEvent(event)
          if (event.type === 'state' && event.status === 'building') controller.abort()
        }
      })
      return { result }
    }
    case 'app':
      return { result: await deploy({ ...common, serviceId: ['svc-api-a', 'svc-api-b'], ref: 'main', onEvent }) }
    case 'watch': {
      const queued = await deploy({ ...common, serviceId: 'svc-api-live', ref: 'main', wait: false })
      return { result: await watch({ ...common, deploymentId: queued.deploymentId ?? '', serviceId: 'svc-api-live', onEvent }) }
    }
    case 'whoami':
      return { result: await whoami(common) }
    case 'usage':
      try {
        await deploy({ ...common, serviceId: 'svc-api-usage', ifBusy: 'maybe' as 'wait' })
        return {}
      } catch (error) {
        const e = error as Error
        return { error: { name: e.name, isUsageError: error instanceof UsageError, subject: error instanceof UsageError ? error.subject : '', message: e.message } }
      }
    default:
      throw new Error('no such scenario')
  }
}

for (const scenario of process.argv.slice(2)) {
  events = []
  const outcome = await run(scenario)
  // What is still open once the API resolved: nothing but the standard streams.
  const open = process.getActiveResourcesInfo().filter(name => name !== 'TTYWrap' && name !== 'PipeWrap')
  process.stdout.write(JSON.stringify({ scenario, ...outcome, events, open }) + '\\n')
}
`

interface Outcome {
  scenario: string
  result?: {
    result: string | null
    status: string | null
    deploymentId: string | null
    failureKind: string | null
    exitCode: number
    services: { name: string; result: string }[] | null
    key?: Record<string, unknown>
    can?: Record<string, unknown>
    error?: { title: string; message: string }
  }
  error?: { name: string; isUsageError: boolean; subject: string; message: string }
  events: { type: string; status?: string; name?: string; line?: string; service?: string }[]
  open: string[]
}

let dir: string
let project: string
let packed: PackedCli
/** A safety net for npm, not a measure: generous, so that a loaded machine does not fail the suite. */
const INSTALL_TIMEOUT_MS = 150_000

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'node-api-'))
  packed = await sharedPack()
  const home = path.join(dir, 'home')
  project = path.join(dir, 'app')
  mkdirSync(home)
  mkdirSync(project)
  writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }))
  writeFileSync(
    path.join(project, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        strict: true,
        noEmit: true,
        allowImportingTsExtensions: true,
        // The test's own @types/node: the scratch project installs nothing but the tarball.
        typeRoots: [path.join(ROOT, 'node_modules', '@types')],
        types: ['node']
      },
      files: ['consumer.ts']
    })
  )
  writeFileSync(path.join(project, 'consumer.ts'), CONSUMER)
  execFileSync('npm', ['install', packed.tarball], {
    cwd: project,
    env: npmEnv(home),
    stdio: 'pipe',
    timeout: INSTALL_TIMEOUT_MS
  })
  // npm pack (or the wait for another file's) and an offline install: a few seconds on a quiet machine, minutes on a loaded one.
}, SHARED_PACK_TIMEOUT_MS + INSTALL_TIMEOUT_MS)
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
})

/** Every scenario of the consumer, in this order: one process runs them all. */
const SCENARIOS = ['live', 'failed', 'abort', 'app', 'watch', 'whoami', 'usage'] as const
/** A safety net for the consumer's process, not a measure: a handle left open would keep it alive until then. */
const CONSUMER_SAFETY_NET_MS = 150_000

/**
 * Runs the consumer file under the pinned Node with `scenarios`; resolves when the process has
 * ended by itself, with each scenario's outcome.
 */
async function consumer(
  scenarios: readonly string[],
  key = ACCOUNT_KEY
): Promise<{ outcomes: Map<string, Outcome>; stderr: string }> {
  const node = path.join(nodeFolder(24), 'node')
  const child = spawn(node, ['consumer.ts', ...scenarios], {
    cwd: project,
    env: { PATH: nodeFolder(24), HOME: project, BASE_URL: context.sandbox.url, KEY: key },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  const killer = setTimeout(() => child.kill('SIGKILL'), CONSUMER_SAFETY_NET_MS)
  let stdout = ''
  let stderr = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  const code = await new Promise<number | null>(resolve => child.on('close', resolve))
  clearTimeout(killer)
  if (code !== 0) throw new Error(`the consumer ended with ${code}: ${stderr}`)
  const outcomes = stdout
    .trim()
    .split('\n')
    .map(line => JSON.parse(line) as Outcome)
  expect(outcomes.map(outcome => outcome.scenario)).toEqual(scenarios)
  return { outcomes: new Map(outcomes.map(outcome => [outcome.scenario, outcome])), stderr }
}

let consumed: { outcomes: Map<string, Outcome>; stderr: string } | undefined
let usageDeploymentsBefore = 0
/** The outcome of `scenario` in the one run of every scenario (started by the first row that asks). */
async function outcomeOf(scenario: (typeof SCENARIOS)[number]): Promise<Outcome> {
  if (!consumed) {
    usageDeploymentsBefore = context.sandbox.store.deploymentsOf('svc-api-usage').length
    consumed = await consumer(SCENARIOS)
  }
  const outcome = consumed.outcomes.get(scenario)
  if (!outcome) throw new Error(`the consumer printed nothing for ${scenario}`)
  return outcome
}

// A row may be the first to ask for the consumer's run, and wait for all of it.
describe('the Node API, installed from the packed tarball', { timeout: CONSUMER_SAFETY_NET_MS + 10_000 }, () => {
  it('ships dist/api with its declarations, and names them in exports (types first); the bin is unchanged', () => {
    const paths = packed.files.map(file => file.path)
    expect(paths).toContain('dist/api/index.js')
    expect(paths).toContain('dist/api/types/node/index.d.ts')
    expect(paths).toContain('docs/api.md')
    const manifest = JSON.parse(
      execFileSync('tar', ['-xzOf', packed.tarball, 'package/package.json'], { encoding: 'utf8' })
    ) as { exports: Record<string, Record<string, string>>; bin: unknown }
    expect(Object.keys(manifest.exports['.'] ?? {})).toEqual(['types', 'default'])
    expect(manifest.bin).toEqual({ 'hosting-deploy': 'dist/cli/index.js' })
    expect(readdirSync(path.join(project, 'node_modules'))).toContain('hosting-deploy-action')
  })

  it(
    'passes tsc --noEmit: a consumer file type-checks against the shipped declarations',
    () => {
      const tsc = spawnSync(
        process.execPath,
        [path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', '.'],
        {
          cwd: project,
          encoding: 'utf8',
          timeout: TOOL_SAFETY_NET_MS
        }
      )
      expect(tsc.stdout + tsc.stderr).toBe('')
      expect(tsc.status, `${tsc.signal ?? ''} ${tsc.error?.message ?? ''}`).toBe(0)
    },
    TOOL_SAFETY_NET_MS + 10_000
  )

  it(
    'passes @arethetypeswrong/cli on the tarball (an ESM-only package)',
    () => {
      const attw = spawnSync(
        process.execPath,
        [
          path.join(ROOT, 'node_modules', '@arethetypeswrong', 'cli', 'dist', 'index.js'),
          packed.tarball,
          '--profile',
          'esm-only',
          '--format',
          'ascii'
        ],
        { encoding: 'utf8', timeout: TOOL_SAFETY_NET_MS }
      )
      expect(attw.status, `${attw.stdout}${attw.stderr}${attw.error?.message ?? ''}`).toBe(0)
    },
    TOOL_SAFETY_NET_MS + 10_000
  )

  it('deploys: resolves to the JSON result with exitCode 0, the events on the way, nothing printed, no handle open', async () => {
    const outcome = await outcomeOf('live')
    expect(outcome.result).toMatchObject({ result: 'success', status: 'live', failureKind: null, exitCode: 0 })
    expect(context.sandbox.store.deployment(outcome.result?.deploymentId ?? '')?.status).toBe('live')
    const types = new Set(outcome.events.map(event => event.type))
    expect([...types]).toEqual(expect.arrayContaining(['phase', 'state', 'log']))
    expect(outcome.events).toContainEqual({ type: 'state', status: 'live' })
    // Nothing printed by any scenario.
    expect(consumed?.stderr).toBe('')
    expect(outcome.open).toEqual([])
  })

  it('resolves a failed deployment with its kind and exit code', async () => {
    const outcome = await outcomeOf('failed')
    expect(outcome.result).toMatchObject({
      result: 'failure',
      status: 'build_failed',
      failureKind: 'deployment',
      exitCode: 1
    })
    expect(outcome.result?.error?.title).toBeTruthy()
    expect(outcome.open).toEqual([])
  })

  it('ends a run aborted through the signal: failure kind interrupted, the deployment goes on at the service', async () => {
    const outcome = await outcomeOf('abort')
    expect(outcome.result).toMatchObject({ failureKind: 'interrupted', exitCode: 130 })
    expect(context.sandbox.store.deployment(outcome.result?.deploymentId ?? '')?.status).toBe('building')
    expect(outcome.open).toEqual([])
  })

  it('deploys several services with serviceId as an array: one result with services', async () => {
    const outcome = await outcomeOf('app')
    expect(outcome.result).toMatchObject({ result: 'success', exitCode: 0 })
    expect(outcome.result?.services?.map(service => [service.name, service.result])).toEqual([
      ['svc-api-a', 'success'],
      ['svc-api-b', 'success']
    ])
    expect(new Set(outcome.events.flatMap(event => (event.service ? [event.service] : [])))).toEqual(
      new Set(['svc-api-a', 'svc-api-b'])
    )
    expect(outcome.open).toEqual([])
  })

  it('watches a deployment queued before, and tells who the key is', async () => {
    const watched = await outcomeOf('watch')
    expect(watched.result).toMatchObject({ result: 'success', status: 'live', exitCode: 0 })
    const who = await outcomeOf('whoami')
    expect(who.result).toMatchObject({ exitCode: 0, failureKind: null })
    expect(who.result?.can).toBeDefined()
    expect([...watched.open, ...who.open]).toEqual([])
  })

  it('rejects a bad option with UsageError naming the setting, before anything is sent', async () => {
    const outcome = await outcomeOf('usage')
    expect(outcome.error).toMatchObject({ name: 'UsageError', isUsageError: true, subject: 'ifBusy' })
    expect(outcome.error?.message).toContain('must be wait or fail')
    // The scenario's own service: nothing deployed, nothing asked of it.
    expect(context.sandbox.store.deploymentsOf('svc-api-usage')).toHaveLength(usageDeploymentsBefore)
    expect(context.sandbox.requests.filter(request => request.path.includes('svc-api-usage'))).toEqual([])
  })
})

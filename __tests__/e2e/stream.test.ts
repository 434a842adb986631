// End-to-end: the action follows the live log stream in every variant the spec leaves open
// (docs/api-notes.md, "Deployment log stream"), and a cut or refused stream loses no line and
// prints none twice. Every variant runs the Action's entry in process
// (harness/action-in-process.ts), with the engine's waits recorded and cut short
// (harness/quick-sleeps.ts: no row is about a wait); one runs the bundle.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { fingerprint, startSandbox, type Sandbox } from '../../sandbox/server.js'
import { runActionInProcess } from '../harness/action-in-process.js'
import { runAction, type RunOptions, type RunResult } from '../harness/local-runner.js'
import type { AskedSleep } from '../harness/quick-sleeps.js'
import { demoSeed, errors } from '../harness/helpers.js'
import { expectContract } from '../harness/contract.js'

const asked = vi.hoisted((): AskedSleep[] => [])
vi.mock(import('../../src/core/deadline.js'), async real =>
  (await import('../harness/quick-sleeps.js')).quickSleeps(await real(), asked)
)

const KEY = 'sbx_stream_test_key_0001'

/** Variants by service id: each service streams its log its own way. */
const variants: Record<string, Record<string, unknown>> = {
  'sse-default': {},
  'sse-named-no-ids-close': { eventName: 'log', ids: false, statusEvent: 'deployment', end: 'close' },
  'sse-state-done': { statusEvent: 'state', end: 'done', retryMs: 200 },
  'sse-no-status-complete': { statusEvent: 'none', end: 'complete' },
  'sse-cut-twice': { dropAfter: 7, drops: 2 },
  'sse-cut-no-ids': { dropAfter: 9, drops: 1, ids: false, end: 'close' },
  'sse-slow-keepalive': { paceMs: 25, keepAliveMs: 40 },
  'refused-404': { mode: '404' },
  'refused-405': { mode: '405' },
  'refused-501': { mode: '501' },
  'refused-html': { mode: 'html' }
}

const LINES = Array.from({ length: 36 }, (_, i) =>
  i % 9 === 4 ? '' : `step ${i + 1}: \u001b[36mcompiling\u001b[0m chunk ${i + 1}`
)

let sandbox: Sandbox
beforeAll(async () => {
  const seed = demoSeed() as ReturnType<typeof demoSeed> & {
    scripts: Record<string, unknown>
    services: Record<string, unknown>[]
  }
  seed.scripts.quick = {
    phases: [
      { status: 'queued', durationMs: 50 },
      { status: 'building', lines: LINES.slice(0, 28), lineIntervalMs: 12 },
      { status: 'deploying', lines: LINES.slice(28), lineIntervalMs: 12 }
    ],
    final: 'live'
  }
  const base = seed.services.find(service => service.id === 'svc-web') ?? {}
  for (const [id, stream] of Object.entries(variants)) {
    seed.services.push({
      ...base,
      id,
      name: id,
      slug: id,
      refScripts: {},
      reservedEnvKeys: [],
      history: 0,
      script: 'quick',
      stream
    })
  }
  seed.keys.push({ token: KEY, name: 'stream test key', kind: 'account' } as (typeof seed.keys)[number])
  sandbox = await startSandbox({ seed, port: 0, quiet: true })
})
afterAll(async () => {
  await sandbox?.close()
})
// Every exchange keeps openapi.yaml, refused streams included.
afterAll(() => {
  expectContract(sandbox.requests)
})

/** Runs the variant of `serviceId` and checks every line came once, in order, by its own way. */
async function expectEveryLineOnce(
  runIt: (options: RunOptions) => Promise<RunResult>,
  serviceId: string
): Promise<void> {
  const run = await runIt({
    inputs: { 'base-url': sandbox.url, 'api-key': KEY, 'service-id': serviceId, ref: 'main', timeout: '60s' }
  })
  expect(run.exitCode, run.stdout).toBe(0)
  expect(errors(run)).toEqual([])
  expect(run.outputs.result).toBe('success')

  const id = run.outputs['deployment-id'] ?? ''
  const deployment = sandbox.store.deployment(id)
  const emitted = deployment?.lines.map(line => line.text) ?? []
  expect(emitted).toEqual(LINES)
  // The log section is everything between the deployment's first and last line.
  const start = run.logLines.indexOf(LINES[0] ?? '')
  const end = run.logLines.lastIndexOf(LINES.at(-1) ?? '')
  const section = run.logLines.slice(start, end + 1).filter(line => !/^\[[0-9.ms ]+\] deployment /.test(line))
  expect(section).toEqual(LINES)

  expect(id).toMatch(/^dep_[0-9a-z]+$/)
  const requests = sandbox.requests.filter(r => r.path.startsWith(`/api/deployments/${id}/`))
  const streams = requests.filter(r => r.path.endsWith('/logs/stream'))
  expect(streams.length).toBeGreaterThanOrEqual(1)
  // The key only ever travels in the header.
  expect(
    streams.every(
      r =>
        r.auth?.scheme === 'Bearer' &&
        r.auth.keyFingerprint === fingerprint(KEY) &&
        !JSON.stringify(r.query).includes(KEY)
    )
  ).toBe(true)

  const variant = variants[serviceId] ?? {}
  if (serviceId.startsWith('refused')) {
    // One try, then polling.
    expect(streams).toHaveLength(1)
    expect(run.stdout).toContain('polling the log instead')
  } else if (variant.dropAfter !== undefined) {
    expect(streams.length).toBeGreaterThanOrEqual(2)
    // With ids, a reconnect says where it stopped.
    if (variant.ids !== false) expect(streams[1]?.headers['last-event-id']).toMatch(/^\d+$/)
  } else {
    // A working stream carries the log: no polling of log pages while it runs, at most
    // the drain after the final state.
    expect(requests.filter(r => r.path.endsWith('/logs')).length).toBeLessThanOrEqual(1)
  }
}

/** The variant that runs through the bundle. */
const BUNDLED = 'sse-cut-twice'

// Each variant is a service of its own, and each run reads only the requests for its own
// deployment. The spawned run goes beside the in-process ones, which queue (one at a time).
describe.concurrent('the live log stream', () => {
  // Spawned: a stream cut twice and opened again through the bundle's own HTTP client, with the
  // exit code and every line on the real stdout.
  it.for([BUNDLED])('%s: prints every line exactly once, in order, and succeeds', serviceId =>
    expectEveryLineOnce(options => runAction({ ...options, killAfterMs: 60_000 }), serviceId)
  )
})

describe.concurrent('the live log stream, in process', () => {
  it.sequential.for(Object.keys(variants).filter(id => id !== BUNDLED))(
    '%s: prints every line exactly once, in order, and succeeds',
    serviceId => expectEveryLineOnce(runActionInProcess, serviceId)
  )
})

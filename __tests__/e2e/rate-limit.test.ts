// End-to-end: the action against a service that answers 429. A 429 is "not now": the
// action waits (Retry-After plus jitter, or backoff without one) and sends the request again,
// the deploy included, until its timeout; it says so once per phase; and it never queues a
// deployment twice. The last test runs it against the sandbox's own token bucket.
// The rows run the Action's entry in process (harness/action-in-process.ts), one at a time, with
// the engine's waits recorded and cut short (harness/quick-sleeps.ts): a row about a wait checks
// what was asked; the rows about the timeout wait as they are, and the rival row its Retry-After.
// The token bucket's row runs the bundle, beside them.
import { afterAll, describe, expect, it, vi } from 'vitest'
import { startSandbox, type Sandbox } from '../../sandbox/server.js'
import { runActionInProcess } from '../harness/action-in-process.js'
import { runAction, type RunOptions, type RunResult } from '../harness/local-runner.js'
import { longestAsked, type AskedSleep } from '../harness/quick-sleeps.js'
import { demoSeed, errors, expectNoSecrets } from '../harness/helpers.js'
import { expectContract } from '../harness/contract.js'

/**
 * The waits the in-process runs asked; `real`: the run waits them out; `onWait`: called as the
 * engine asks for a wait, before it begins (a row acts while the run waits).
 */
const sleeps = vi.hoisted(() => ({
  asked: [] as AskedSleep[],
  real: false,
  onWait: undefined as ((ms: number) => void) | undefined
}))
vi.mock(import('../../src/core/deadline.js'), async real => {
  const quick = (await import('../harness/quick-sleeps.js')).quickSleeps(await real(), sleeps.asked, () => sleeps.real)
  const sleep: typeof quick.sleep = (ms, signal) => {
    sleeps.onWait?.(ms)
    return quick.sleep(ms, signal)
  }
  class Wakeup extends quick.Wakeup {
    constructor(wait = sleep) {
      super(wait)
    }
  }
  return { ...quick, sleep, Wakeup }
})

const KEY = 'sbx_rate_limit_test_key_7Hq2'
const LINES = Array.from({ length: 8 }, (_, i) => `rate-limit test line ${i + 1}`)
const SAID = /^Rate limited by the service \(HTTP 429\) while /

type SeedWith = ReturnType<typeof demoSeed> & { scripts: Record<string, unknown>; services: Record<string, unknown>[] }

const sandboxes: Sandbox[] = []
afterAll(async () => {
  await Promise.all(sandboxes.map(s => s.close()))
})
// Every exchange keeps openapi.yaml (the injected faults are skipped; the bucket's 429s are not).
afterAll(() => {
  for (const sandbox of sandboxes) expectContract(sandbox.requests)
})

async function sandboxWith(options: {
  faults?: Record<string, unknown>[]
  global?: Record<string, unknown>[]
  rateLimit?: { perMinute: number; burst: number }
  /** The bucket's headers (the IETF draft's by default); `none`: a key that only answers 429. */
  rateLimitHeaders?: 'ietf' | 'none'
  lineIntervalMs?: number
}): Promise<Sandbox> {
  const seed = demoSeed() as SeedWith
  seed.scripts.limited = {
    phases: [
      { status: 'queued', durationMs: 50 },
      { status: 'building', lines: LINES, lineIntervalMs: options.lineIntervalMs ?? 100 }
    ],
    final: 'live'
  }
  // No final state: the deployment runs past any timeout of these tests.
  seed.scripts.endless = { phases: [{ status: 'building', durationMs: 600_000 }] }
  const base = seed.services.find(service => service.id === 'svc-web') ?? {}
  seed.services.push({
    ...base,
    id: 'svc-limited',
    name: 'limited',
    slug: 'limited',
    script: 'limited',
    refScripts: { endless: 'endless' },
    history: 0,
    faults: options.faults ?? [],
    stream: { mode: 'on' }
  })
  seed.keys.push({ token: KEY, name: 'rate limit', kind: 'account' } as (typeof seed.keys)[number])
  const sandbox = await startSandbox({
    seed: { ...seed, faults: options.global ?? [], ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}) },
    port: 0,
    quiet: true,
    ...(options.rateLimitHeaders ? { rateLimitHeaders: options.rateLimitHeaders } : {})
  })
  sandboxes.push(sandbox)
  return sandbox
}

interface RunWay {
  /** The bundled action, not the entry in process. */
  bundled?: boolean
  /** In process: the engine's waits as they are (not cut short). */
  realWaits?: boolean
}

async function run(sandbox: Sandbox, timeout = '60s', ref = 'main', way: RunWay = {}): Promise<RunResult> {
  const options: RunOptions = {
    inputs: { 'base-url': sandbox.url, 'api-key': KEY, 'service-id': 'svc-limited', ref, timeout },
    env: { ACTIONS_STEP_DEBUG: 'true', RUNNER_DEBUG: '1' }
  }
  if (way.bundled) return runAction({ ...options, killAfterMs: 90_000 })
  // The in-process rows are sequential: no other run is under way while this one sets the flag.
  sleeps.real = way.realWaits ?? false
  try {
    return await runActionInProcess(options)
  } finally {
    sleeps.real = false
  }
}

// Every row has its own sandbox. The in-process runs queue, so their describes and rows go one
// after another; the spawned row goes beside them (both outer describes are concurrent: a plain
// describe would wait for the one before it).
describe.concurrent('429, in process', () => {
  describe.sequential('429 is never fatal before the timeout', () => {
    it('1. a deploy answered 429 three times, then 202: one deployment, green, said once', async () => {
      const sandbox = await sandboxWith({
        faults: [{ on: 'POST /deploy', kind: 'rate-limit', retryAfter: '1', times: 3 }]
      })
      const result = await run(sandbox)
      expect(result.exitCode, result.stdout).toBe(0)
      expect(result.outputs.result).toBe('success')
      const deploys = sandbox.requests.filter(r => r.method === 'POST' && r.path.endsWith('/deploy'))
      expect(deploys.map(r => r.status)).toEqual([429, 429, 429, 202])
      // Retry-After 1 s is honoured every time (plus jitter), not only once: so the run asked to wait.
      for (let i = 1; i < deploys.length; i++)
        expect(longestAsked(sleeps.asked, deploys[i - 1]?.at ?? 0, deploys[i]?.at ?? 0)).toBeGreaterThanOrEqual(1000)
      expect(sandbox.store.deploymentsOf('svc-limited')).toHaveLength(1)
      expect(result.outputs['deployment-id']).toBe(sandbox.store.deploymentsOf('svc-limited')[0]?.id)
      const said = result.logLines.filter(line => SAID.test(line))
      expect(said).toHaveLength(1)
      expect(said[0]).toMatch(/while queuing the deployment; waiting [12]s, then trying again until the timeout/)
      expect(result.logLines.filter(line => line.startsWith('rate-limit test '))).toEqual(LINES)
      expectNoSecrets(result, [KEY])
    })

    it('2. the key check answered 429 more often than the retry count of other failures: green', async () => {
      const sandbox = await sandboxWith({
        global: [{ on: 'GET /auth/me', kind: 'rate-limit', retryAfter: '1', times: 5 }]
      })
      const result = await run(sandbox)
      expect(result.exitCode, result.stdout).toBe(0)
      expect(result.outputs.result).toBe('success')
      const checks = sandbox.requests.filter(r => r.path === '/api/auth/me')
      expect(checks.map(r => r.status)).toEqual([429, 429, 429, 429, 429, 200])
      expect(result.logLines.filter(line => SAID.test(line))).toEqual([
        expect.stringMatching(/while checking the API key; waiting \d+(ms|s), /)
      ])
      expect(sandbox.store.deploymentsOf('svc-limited')).toHaveLength(1)
    })

    it('3. a 429 without Retry-After: backoff with jitter, then the deploy goes through', async () => {
      const sandbox = await sandboxWith({
        faults: [{ on: 'POST /deploy', kind: 'rate-limit', retryAfter: '', times: 2 }]
      })
      const result = await run(sandbox)
      expect(result.exitCode, result.stdout).toBe(0)
      const deploys = sandbox.requests.filter(r => r.method === 'POST' && r.path.endsWith('/deploy'))
      expect(deploys.map(r => r.status)).toEqual([429, 429, 202])
      expect(sandbox.store.deploymentsOf('svc-limited')).toHaveLength(1)
      expect(result.logLines.filter(line => SAID.test(line))).toHaveLength(1)
    })

    // The waits as they are: the row bounds what the run sends before its timeout.
    it('4. 429 until the timeout: the step fails as timed out, naming the rate limit, and nothing is queued', async () => {
      const sandbox = await sandboxWith({
        global: [{ on: 'GET /auth/me', kind: 'rate-limit', retryAfter: '1', times: 1000 }]
      })
      const result = await run(sandbox, '4s', 'main', { realWaits: true })
      expect(result.exitCode).toBe(1)
      // Nothing was queued: no result, the failure kind says the timeout.
      expect(result.outputs.result).toBe('')
      expect(result.outputs['failure-kind']).toBe('timed-out')
      const [error = ''] = errors(result)
      expect(errors(result)).toHaveLength(1)
      expect(error).toMatch(
        /^Checking the API key did not finish within the timeout of 4s\. The service rate limited (one request \(HTTP 429\), (just|\ds) before the timeout|\d+ requests \(HTTP 429\), the first (just|\ds) before the timeout and the last (just|\ds) before the timeout)\.$/
      )
      expect(result.summary).toContain('Every job that uses this API key shares its rate limit')
      const title = result.commands.find(command => command.name === 'error')?.properties.title
      expect(title).toBe('Timed out while rate limited')
      expect(sandbox.store.deploymentsOf('svc-limited')).toHaveLength(0)
    })
  })

  describe.sequential('429 with the other rules of the run', () => {
    it('6. says it once in each phase that meets it: the key check and the deploy', async () => {
      const sandbox = await sandboxWith({
        global: [{ on: 'GET /auth/me', kind: 'rate-limit', retryAfter: '0', times: 2 }],
        faults: [{ on: 'POST /deploy', kind: 'rate-limit', retryAfter: '0', times: 2 }]
      })
      const result = await run(sandbox)
      expect(result.exitCode, result.stdout).toBe(0)
      expect(result.logLines.filter(line => SAID.test(line))).toEqual([
        expect.stringMatching(/while checking the API key; /),
        expect.stringMatching(/while queuing the deployment; /)
      ])
      const debug = result.commands.filter(c => c.name === 'debug' && c.message.startsWith('Rate limited'))
      expect(debug.map(c => c.message)).toEqual([
        expect.stringMatching(/^Rate limited \(HTTP 429\) while checking the API key; waiting /),
        expect.stringMatching(/^Rate limited \(HTTP 429\) while queuing the deployment; waiting /)
      ])
    })

    it('7. a deploy answered 429, then 503: a deployment of the ref queued by someone else during the wait is not adopted', async () => {
      const sandbox = await sandboxWith({
        faults: [
          { on: 'POST /deploy', kind: 'rate-limit', retryAfter: '4', times: 1 },
          // Refused before it is handled, as a proxy would: nothing is queued by this one.
          { on: 'POST /deploy', kind: 'status', status: 503, times: 1 }
        ]
      })
      const service = sandbox.store.service('svc-limited')
      if (!service) throw new Error('no svc-limited')
      // A colleague's deploy of the same ref, as the action begins to wait out Retry-After. That
      // wait lasts its real 4 s (the others are cut short): the rival is then older than the
      // deploy sent again by more than any clock's slack, as it is when the wait is real.
      let rival: ReturnType<typeof sandbox.store.deploy> | undefined
      sleeps.onWait = () => {
        sleeps.real = false
        if (rival || !sandbox.requests.some(r => r.path.endsWith('/deploy') && r.status === 429)) return
        rival = sandbox.store.deploy(service, 'main')
        sleeps.real = true
      }
      const result = await run(sandbox).finally(() => {
        sleeps.onWait = undefined
        sleeps.real = false
      })
      if (!rival) throw new Error('the run never waited after the first 429')
      expect(longestAsked(sleeps.asked, result.spawnedAt, result.closedAt)).toBeGreaterThanOrEqual(4000)
      expect(result.exitCode, result.stdout).toBe(0)
      expect(sandbox.requests.filter(r => r.path.endsWith('/deploy')).map(r => r.status)).toEqual([429, 503, 202])
      expect(result.logLines).toContain('The service had not queued it; trying once more.')
      const ours = result.outputs['deployment-id']
      expect(ours).not.toBe(rival.id)
      expect(
        sandbox.store
          .deploymentsOf('svc-limited')
          .map(d => d.id)
          .sort()
      ).toEqual([rival.id, ours].sort())
    })

    it('8. only the log stream is rate limited: after 5 tries in a row the log is polled, every line once', async () => {
      const sandbox = await sandboxWith({
        faults: [{ on: 'GET /logs/stream', kind: 'rate-limit', retryAfter: '1', times: 1000 }],
        // 2.4 s: the fallback (5 tries, 1 to 2 s apart, cut short) comes while the build still runs.
        lineIntervalMs: 300
      })
      const result = await run(sandbox)
      expect(result.exitCode, result.stdout).toBe(0)
      expect(result.logLines).toContain(
        'The live log stream was rate limited 5 times in a row (HTTP 429) while other requests were served; polling the log instead.'
      )
      expect(sandbox.requests.filter(r => r.path.endsWith('/logs/stream'))).toHaveLength(5)
      // Polled while the build still ran: some lines came from pages before the final state.
      expect(sandbox.requests.filter(r => r.path.endsWith('/logs')).length).toBeGreaterThan(1)
      expect(result.logLines.filter(line => line.startsWith('rate-limit test '))).toEqual(LINES)
    })
  })

  describe.sequential('429 while the deployment is followed', () => {
    // The waits as they are: the row bounds what the run sends before its timeout.
    it('9. the state reads rate limited until the timeout: timed out, and the message names the limit', async () => {
      const sandbox = await sandboxWith({
        faults: [{ on: 'GET /deployments', kind: 'rate-limit', retryAfter: '1', times: 1000 }]
      })
      // Long enough for the deploy to be queued on a loaded machine.
      const result = await run(sandbox, '5s', 'endless', { realWaits: true })
      expect(result.exitCode).toBe(1)
      expect(result.outputs.result).toBe('timed-out')
      expect(sandbox.requests.filter(r => r.path.endsWith('/deployments') && r.status === 429).length).toBeGreaterThan(
        0
      )
      expect(errors(result)).toHaveLength(1)
      expect(errors(result)[0]).toMatch(
        /^Deployment \S+ did not finish within the timeout of 5s \(last status [^)]+\)\. The deployment goes on at the service; this step stopped waiting\. The service rate limited (one request \(HTTP 429\), (just|\S+) before the timeout\.|\d+ requests \(HTTP 429\), the first )/
      )
      expect(result.summary).toContain('Every job that uses this API key shares its rate limit')
    })
  })
})

describe.concurrent("the sandbox's token bucket", () => {
  // Spawned: the whole run through the bundle against the sandbox's own bucket, whose waits are
  // real ones (read from the real stdout and the runner's files, with the exit code); the longest
  // row, beside the in-process ones.
  it('5. a key with a small bucket: the run is green, every line once, one deployment, the 429s waited out', async () => {
    // Two requests at once, then one every 3 s: the run meets the limit. Without rate-limit
    // headers, which would let the run wait for room before any 429.
    // The build takes 8 s: the stream is open again before it ends.
    const sandbox = await sandboxWith({
      rateLimit: { perMinute: 20, burst: 2 },
      rateLimitHeaders: 'none',
      lineIntervalMs: 1000
    })
    const result = await run(sandbox, '60s', 'main', { bundled: true })
    expect(result.exitCode, result.stdout).toBe(0)
    expect(result.outputs.result).toBe('success')
    expect(result.logLines.filter(line => line.startsWith('rate-limit test '))).toEqual(LINES)
    expect(sandbox.store.deploymentsOf('svc-limited')).toHaveLength(1)
    // Which requests meet the limit depends on when the waits end (the deploy, the stream, a
    // state read); each was waited out, and a stream that met it was opened again (polling
    // would cost more requests).
    const streams = sandbox.requests.filter(r => r.path.endsWith('/logs/stream'))
    expect(streams.at(-1)?.status).toBe(200)
    expect(result.logLines).toContainEqual(expect.stringMatching(/^Rate limited by the service \(HTTP 429\) while /))
    if (streams[0]?.status === 429)
      expect(result.logLines).toContainEqual(
        expect.stringMatching(/^Rate limited .* while opening the live log stream;/)
      )
    expect(result.logLines.join('\n')).not.toContain('polling the log instead')
    const limited = sandbox.requests.filter(r => r.status === 429)
    expect(limited.length).toBeGreaterThan(0)
    for (const r of limited)
      expect(r.response?.body).toMatchObject({ error: expect.stringMatching(/^rate limit exceeded/) })
    expectNoSecrets(result, [KEY])
  })
})

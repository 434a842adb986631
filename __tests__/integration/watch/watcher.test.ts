// The watcher in-process against the sandbox: every log mode, cut, refusal and warning, with
// an injected sleep that records each wait the watcher chooses and waits only a token time,
// so the cadence rules are asserted as decisions, not measured.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../../sandbox/server.js'
import { HostingClient } from '../../../src/api/hosting-api.js'
import { RateLimits } from '../../../src/api/rate-limit.js'
import { Deadline, sleep as realSleep } from '../../../src/core/deadline.js'
import { actionsHost } from '../../../src/action/host.js'
import { LogSink } from '../../../src/watch/log-sink.js'
import { NotFound } from '../../../src/core/errors.js'
import { SILENT } from '../../../src/core/host.js'
import { watchDeployment, type WatchResult } from '../../../src/watch/state-watcher.js'
import { commitOf } from '../../../sandbox/model.js'
import { captureStdout, demoSeed } from '../../harness/helpers.js'
import { until } from '../../harness/sandbox.js'

const KEY = 'sbx_watch_test_key_0001'
const LINES = Array.from({ length: 30 }, (_, i) => `step ${i + 1} of 30`)

/** Stream variants by service id. */
const VARIANTS: Record<string, Record<string, unknown>> = {
  'w-states': {},
  'w-no-states': { statusEvent: 'none', end: 'close' },
  'w-cut': { dropAfter: 7, drops: 2 },
  'w-refused': { mode: '404' },
  'w-html': { mode: 'html' },
  'w-unknown': {},
  'w-offset': {},
  'w-never': { statusEvent: 'none', end: 'never' },
  'w-newest': { startAt: 'newest', ids: true },
  'w-newest-done': { startAt: 'newest', ids: true },
  'w-replaced': {},
  'w-limited': {},
  'w-late': {}
}

let sandbox: Sandbox
beforeAll(async () => {
  const seed = demoSeed() as ReturnType<typeof demoSeed> & {
    scripts: Record<string, unknown>
    services: Record<string, unknown>[]
  }
  const phases = (first: string) => [
    { status: 'queued', durationMs: 30 },
    { status: first, lines: LINES.slice(0, 20), lineIntervalMs: 8 },
    { status: 'deploying', lines: LINES.slice(20), lineIntervalMs: 8 }
  ]
  seed.scripts.watch = { phases: phases('building'), final: 'live' }
  seed.scripts.odd = { phases: phases('warming_up'), final: 'live' }
  seed.scripts.broken = { phases: phases('building'), final: 'build_failed' }
  // Most of the log exists before any stream can connect; the rest follows live.
  seed.scripts.backlog = {
    phases: [
      { status: 'building', lines: LINES.slice(0, 25), burst: true },
      { status: 'deploying', lines: LINES.slice(25), lineIntervalMs: 30, durationMs: 100 }
    ],
    final: 'live'
  }
  // Building for about 600 ms: a stream opened once it builds shows no state until it deploys.
  seed.scripts.late = {
    phases: [
      { status: 'queued', durationMs: 30 },
      { status: 'building', lines: LINES.slice(0, 10), lineIntervalMs: 60 },
      { status: 'deploying', lines: LINES.slice(10), lineIntervalMs: 5 }
    ],
    final: 'live'
  }
  // The whole log is written at once and the deployment is live before a stream can connect.
  seed.scripts.written = { phases: [{ status: 'building', lines: LINES, burst: true }], final: 'live' }
  // Live for no time at all: a newer deployment replaces it at once, so no read of its record
  // can see it live; only the stream's state event shows that it went live.
  seed.scripts.replaced = {
    phases: [...phases('building'), { status: 'live', durationMs: 0 }],
    final: 'superseded',
    supersede: true
  }
  const base: Record<string, unknown> = seed.services.find(service => service.id === 'svc-web') ?? {}
  for (const [id, stream] of Object.entries(VARIANTS)) {
    const script =
      {
        'w-unknown': 'odd',
        'w-newest': 'backlog',
        'w-newest-done': 'written',
        'w-replaced': 'replaced',
        'w-late': 'late'
      }[id] ?? 'watch'
    const dialect = id === 'w-offset' ? { ...(base.dialect as object), firstSeq: 1001 } : base.dialect
    seed.services.push({
      ...base,
      id,
      name: id,
      slug: id,
      refScripts: { broken: 'broken', hang: 'hang' },
      reservedEnvKeys: [],
      history: 0,
      logPageSize: 8,
      script,
      stream,
      dialect,
      // Every read of the deployment list answered 429, with Retry-After: 1.
      faults:
        id === 'w-limited' ? [{ on: 'GET /deployments', kind: 'rate-limit', retryAfter: '1', times: 100_000 }] : []
    })
  }
  seed.keys.push({ token: KEY, name: 'watch test key', kind: 'account' } as (typeof seed.keys)[number])
  sandbox = await startSandbox({ seed, port: 0, quiet: true })
})
afterAll(async () => {
  await sandbox?.close()
})

const stdout = captureStdout()

interface Watched {
  result: WatchResult
  /** Lines the sink printed, in order. */
  printed: string[]
  /** Every wait the watcher asked for, in order. */
  waits: number[]
  /** Every wait the client asked for after a 429, in order. */
  limitWaits: number[]
  requests: Sandbox['requests']
  warnings: string[]
  info: string[]
}

async function watch(
  serviceId: string,
  {
    ref = 'main',
    followLogs = true,
    timeoutMs = 30_000,
    rateLimited = false,
    ownClock = false,
    lateUntil = undefined as string | undefined,
    streamsCarryStates = false
  } = {}
): Promise<Watched> {
  const deadline = new Deadline(timeoutMs)
  const limitWaits: number[] = []
  // The client's waits (after a 429, or for the run's budget) are recorded and token too; its
  // rate limits keep time by them.
  let clientClock = Date.now()
  const client = new HostingClient({
    baseUrl: sandbox.url,
    apiKey: KEY,
    userAgent: 'watch-test',
    signal: deadline.signal,
    rateLimits: new RateLimits(() => clientClock),
    sleep: (ms, signal) => {
      limitWaits.push(ms)
      clientClock += ms
      return realSleep(Math.min(ms, 15), signal)
    }
  })
  const chunks: string[] = []
  const host = actionsHost(undefined, chunk => void chunks.push(chunk))
  const sink = new LogSink(host)
  const waits: number[] = []
  // ownClock: the watcher's clock moves only by the waits it asks for, so what its requests take
  // on a loaded machine never shortens a wait it plans (a polling round's wait counts from its start).
  let clock = Date.now()
  const now = ownClock ? () => clock : undefined
  // A token real wait keeps the sandbox's deployment moving while the watcher loops.
  const sleep = (ms: number, signal?: AbortSignal): Promise<void> => {
    waits.push(ms)
    clock += ms
    return realSleep(Math.min(ms, 15), signal)
  }
  try {
    const { deploymentId } = await client.deploy(serviceId, ref)
    // Watched late: from the moment the deployment is in that state.
    if (lateUntil !== undefined)
      await until(
        () => sandbox.store.deploymentsOf(serviceId).find(d => d.id === deploymentId)?.status === lateUntil,
        `the deployment ${lateUntil}`
      )
    // As if another stream of this run had carried a state event.
    if (streamsCarryStates) client.noteStreamState()
    const before = sandbox.requests.length
    // As if the service had just answered 429 to a request of this run (api/rate-limit.ts).
    if (rateLimited) client.rateLimits.limited('reading the deployment state', 1)
    const result = await watchDeployment({
      client,
      serviceId,
      deploymentId: String(deploymentId),
      deadline,
      sink,
      followLogs,
      log: host,
      sleep,
      now
    })
    const printed = chunks
      .join('')
      .split('\n')
      .filter(
        line =>
          line !== '' && !/^::(stop-commands::)?[0-9a-f]{32}::$/.test(line) && !line.startsWith('::stop-commands::')
      )
    const commands = stdout.join('').split('\n')
    return {
      result,
      printed,
      waits,
      limitWaits,
      requests: sandbox.requests.slice(before),
      warnings: commands.filter(line => line.startsWith('::warning')),
      info: commands.filter(line => !line.startsWith('::'))
    }
  } finally {
    deadline.dispose()
    await client.close()
  }
}

const paths = (w: Watched, suffix: string): Sandbox['requests'] => w.requests.filter(r => r.path.endsWith(suffix))

describe('the watcher, in-process', () => {
  it('1. a stream with state events: every line once, the record read once for the end, no log page', async () => {
    const w = await watch('w-states')
    expect(w.result).toEqual({
      outcome: 'success',
      status: 'live',
      ref: 'main',
      commitSha: commitOf('main'),
      tookMs: expect.any(Number)
    })
    expect(w.printed).toEqual(LINES)
    expect(paths(w, '/logs/stream')).toHaveLength(1)
    // No log page while the stream carries the log, nor after its end event: it carried the whole log.
    expect(paths(w, '/logs')).toHaveLength(0)
    // The stream shows the progress: the record is read once, to confirm the final state it reported.
    // In this token time the first rounds may come before the first state event: each of those
    // reads the record and waits 2 s (the first 2 s wait is the stream's, before any read). Once
    // the stream showed a state, no round reads it (they wait out the 15 s) but the end's.
    expect(paths(w, '/deployments')).toHaveLength(w.waits.filter(ms => ms === 2000).length)
    expect(w.waits.filter(ms => ms === 1000 || ms === 1500)).toEqual([])
  })

  it('2. sends Last-Event-ID on the first connection too (0: nothing printed yet)', async () => {
    const w = await watch('w-states')
    expect(paths(w, '/logs/stream')[0]?.headers['last-event-id']).toBe('0')
  })

  it('3. a stream without state events: the record about every 2 s, never the 15 s net', async () => {
    const w = await watch('w-no-states')
    expect(w.result.outcome).toBe('success')
    expect(w.printed).toEqual(LINES)
    expect(w.waits).not.toContain(15_000)
    expect(w.waits).toContain(2000)
    // Closed without an end event: one page makes sure nothing is left.
    expect(paths(w, '/logs')).toHaveLength(1)
  })

  it('4. a cut stream reconnects where it stopped; nothing lost or doubled', async () => {
    const w = await watch('w-cut')
    expect(w.result.outcome).toBe('success')
    expect(w.printed).toEqual(LINES)
    const streams = paths(w, '/logs/stream')
    expect(streams.length).toBeGreaterThanOrEqual(2)
    expect(streams[1]?.headers['last-event-id']).toBe('7')
  })

  it.each([
    [5, 'w-refused', 'HTTP 404'],
    [6, 'w-html', 'HTTP 200']
  ])('%i. a refused stream (%s): one try, then polling by the polling cadence', async (_row, serviceId, why) => {
    const w = await watch(serviceId, { ownClock: true })
    expect(w.result).toEqual({
      outcome: 'success',
      status: 'live',
      ref: 'main',
      commitSha: commitOf('main'),
      tookMs: expect.any(Number)
    })
    expect(w.printed).toEqual(LINES)
    expect(paths(w, '/logs/stream')).toHaveLength(1)
    expect(
      w.info.some(
        line =>
          line.includes('The live log stream is not available') &&
          line.includes(why) &&
          line.includes('polling the log instead')
      )
    ).toBe(true)
    expect(paths(w, '/logs').length).toBeGreaterThan(1)
    // Until the refusal is known the stream's waits (2 s) may come first: the first, and on a
    // loaded machine a round's after it; the refusal is confirmed at once (250 ms); then the
    // polling plan: a second while lines flow, backing off when quiet.
    const streamed = w.waits.findIndex(ms => ms !== 2000)
    const polling = w.waits.slice(streamed < 0 ? w.waits.length : streamed)
    // (A confirmation asked for too soon after a read waits out the rest of its 250 ms; a
    // polling round's wait counts from the round's start, and the watcher's own clock moves only
    // by its waits, so a round's requests take no time of it.)
    const planned = (ms: number): boolean => [750, 1125, 1688, 2000].includes(Math.round(ms))
    expect(polling.every(ms => planned(ms) || ms <= 250)).toBe(true)
    expect(polling.some(ms => ms > 600 && ms <= 750)).toBe(true)
    expect(w.waits).not.toContain(15_000)
  })

  it('7b. while the service rate limits, every wait is four times longer (without the log: every 8 s)', async () => {
    const w = await watch('w-states', { followLogs: false, rateLimited: true })
    expect(w.result.outcome).toBe('success')
    expect(new Set(w.waits)).toEqual(new Set([8000]))
  })

  it('7. without the log (logs off or no logs: read): no log request, the record every 2 s', async () => {
    const w = await watch('w-states', { followLogs: false })
    expect(w.result.outcome).toBe('success')
    expect(w.printed).toEqual([])
    expect(paths(w, '/logs')).toEqual([])
    expect(paths(w, '/logs/stream')).toEqual([])
    expect(new Set(w.waits)).toEqual(new Set([2000]))
  })

  it('8. a failed deployment: the final state from the record, the whole log', async () => {
    const w = await watch('w-states', { ref: 'broken' })
    expect(w.result).toEqual({
      outcome: 'failure',
      status: 'build_failed',
      ref: 'broken',
      commitSha: commitOf('broken'),
      // How long it took, from its record.
      tookMs: expect.any(Number)
    })
    expect(w.printed).toEqual(LINES)
  })

  it('9. an unknown state, wherever it was seen, is warned about once', async () => {
    const w = await watch('w-unknown')
    expect(w.result.outcome).toBe('success')
    const unknown = w.warnings.filter(line => line.includes('warming_up'))
    expect(unknown).toHaveLength(1)
    expect(unknown[0]).toContain('which this action does not know')
  })

  it('10. the timeout: timed-out with the latest state seen, the stream stopped', async () => {
    // Long enough to see `building` (after 100 ms queued) on a busy machine.
    const w = await watch('w-states', { ref: 'hang', timeoutMs: 1500 })
    expect(w.result).toEqual({ outcome: 'timed-out', status: 'building', ref: 'hang', commitSha: commitOf('hang') })
  })

  it('11. numbering that starts past the expected line: one page fills the gap, then the stream', async () => {
    const w = await watch('w-offset')
    expect(w.result.outcome).toBe('success')
    expect(w.printed).toEqual(LINES)
    expect(paths(w, '/logs/stream')).toHaveLength(1)
    // The catch-up reads up to the stream's first line only: one page here; none after the end event.
    expect(paths(w, '/logs')).toHaveLength(1)
    expect(paths(w, '/logs')[0]?.query).toEqual({})
  })

  it('12. a stream that starts at the newest line and ignores Last-Event-ID: the backlog read by pages', async () => {
    const w = await watch('w-newest')
    expect(w.result.outcome).toBe('success')
    expect(w.printed).toEqual(LINES)
    const pages = paths(w, '/logs')
    // 25 backlog lines at 8 per page: the catch-up stops at the stream's first line.
    expect(pages.length).toBeGreaterThanOrEqual(4)
    expect(pages.length).toBeLessThanOrEqual(6)
  })

  it('12b. a stream from the newest line that carries no line before its end event: the log read by pages', async () => {
    const w = await watch('w-newest-done')
    expect(w.result.outcome).toBe('success')
    expect(w.printed).toEqual(LINES)
    expect(paths(w, '/logs').length).toBeGreaterThanOrEqual(1)
  })

  it('13. a stream without state events that never closes: the end is seen by the 2 s checks', async () => {
    const w = await watch('w-never')
    expect(w.result).toEqual({
      outcome: 'success',
      status: 'live',
      ref: 'main',
      commitSha: commitOf('main'),
      tookMs: expect.any(Number)
    })
    expect(w.printed).toEqual(LINES)
    expect(w.waits).not.toContain(15_000)
    expect(w.waits.filter(ms => ms === 2000).length).toBeGreaterThanOrEqual(1)
  })

  it('15. the record rate limited after the stream said the end: one resend after Retry-After, then the stream stands', async () => {
    const w = await watch('w-limited')
    // The record was never read: the stream's final state stands, without the record's ref and commit.
    expect(w.result).toEqual({ outcome: 'success', status: 'live' })
    expect(w.printed).toEqual(LINES)
    const reads = paths(w, '/deployments')
    expect(reads.length).toBeGreaterThanOrEqual(2)
    expect(reads.every(r => r.status === 429)).toBe(true)
    // Every read is sent twice: once, and once more after the Retry-After (1 s, plus jitter); the
    // next read waits for the run's budget until the Retry-After of the last 429 has passed.
    expect(reads.length % 2).toBe(0)
    expect(w.limitWaits).toHaveLength(reads.length / 2 + (reads.length / 2 - 1))
    expect(w.limitWaits.every(ms => ms >= 1000 && ms <= 2000)).toBe(true)
    expect(w.info.some(line => line.endsWith(': live'))).toBe(true)
  })

  it('14. a deployment that went live and was replaced before its record was read counts as live', async () => {
    const w = await watch('w-replaced')
    expect(w.result).toEqual({
      outcome: 'success',
      status: 'superseded',
      ref: 'main',
      commitSha: commitOf('main'),
      tookMs: expect.any(Number)
    })
    expect(w.printed).toEqual(LINES)
    // Its record never showed it live: it went from in progress to superseded.
    expect(w.info.filter(line => line.includes(': ')).map(line => line.split(': ').pop())).toEqual(
      expect.arrayContaining(['building', 'deploying', 'superseded'])
    )
  })
})

describe('what a run learns of the service’s streams', () => {
  it('16. a stream opened mid-state in a run whose streams carry states: the record is read for the end, not every 2 s', async () => {
    const knowing = await watch('w-late', { lateUntil: 'building', streamsCarryStates: true })
    const unknowing = await watch('w-late', { lateUntil: 'building' })
    for (const w of [knowing, unknowing]) {
      expect(w.result).toMatchObject({ outcome: 'success', status: 'live' })
      expect(w.printed).toEqual(LINES)
    }
    // Alone, a stream that has shown no state yet may be one that shows none: the record every round.
    expect(paths(unknowing, '/deployments').length).toBeGreaterThan(3)
    expect(paths(knowing, '/deployments').length).toBeLessThanOrEqual(2)
  })

  it('17. a state event on one stream is the whole run’s: every client of the run knows it', async () => {
    const deadline = new Deadline(10_000)
    const run = new HostingClient({
      baseUrl: sandbox.url,
      apiKey: KEY,
      userAgent: 'watch-test',
      signal: deadline.signal
    })
    try {
      const [one, other] = [run.derive({ signal: deadline.signal }), run.derive({ signal: deadline.signal })]
      expect([run, one, other].map(client => client.streamsCarryStates)).toEqual([false, false, false])
      const { deploymentId } = await one.deploy('w-states', 'main')
      const watched = await watchDeployment({
        client: one,
        serviceId: 'w-states',
        deploymentId: String(deploymentId),
        deadline,
        sink: new LogSink(actionsHost(undefined, () => undefined)),
        followLogs: true,
        log: SILENT
      })
      expect(watched).toMatchObject({ outcome: 'success', status: 'live' })
      expect([run, one, other].map(client => client.streamsCarryStates)).toEqual([true, true, true])
    } finally {
      deadline.dispose()
      await run.close()
    }
  })
})

describe('a deployment that is not there', () => {
  it('ends as NotFound, naming it, once the list has missed it for the grace and its log answers 404', async () => {
    const deadline = new Deadline(20_000)
    const client = new HostingClient({
      baseUrl: sandbox.url,
      apiKey: KEY,
      userAgent: 'watch-test',
      signal: deadline.signal
    })
    const before = sandbox.requests.length
    const graceMs = 300
    try {
      const watching = watchDeployment({
        client,
        serviceId: 'w-states',
        deploymentId: 'dep_typo',
        deadline,
        sink: new LogSink(actionsHost(undefined, () => undefined)),
        followLogs: false,
        log: SILENT,
        sleep: (ms, signal) => realSleep(Math.min(ms, 50), signal),
        notFoundGraceMs: graceMs
      })
      await expect(watching).rejects.toThrow(NotFound)
      const error = (await watching.catch((thrown: unknown) => thrown)) as NotFound
      expect(error.message).toMatch(
        /^Deployment dep_typo was not found: it is not in the deployment list of service w-states/
      )
      expect(error.next).toContain('GET /api/services/w-states/deployments')
      // The list was read at least twice before the log was asked; the grace is the watcher's own clock.
      const sent = sandbox.requests.slice(before).map(r => r.path)
      const lists = sent.flatMap((path, index) => (path === '/api/services/w-states/deployments' ? [index] : []))
      expect(lists.length).toBeGreaterThanOrEqual(2)
      expect(sent.lastIndexOf('/api/deployments/dep_typo/logs')).toBeGreaterThan(lists[1] ?? Infinity)
      expect(deadline.elapsedMs).toBeGreaterThanOrEqual(graceMs)
      expect(deadline.elapsedMs).toBeLessThan(15_000)
    } finally {
      deadline.dispose()
      await client.close()
    }
  })
})

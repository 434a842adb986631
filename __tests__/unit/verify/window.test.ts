// The verification window's state machine on an injected clock: what it reads and when, and how
// each break ends it. The API is a fake of the two reads the window makes (the runtime log and the
// deployment list) over a world that changes with the clock; the sleep moves the clock.
import { describe, expect, it } from 'vitest'
import type { HostingClient, RuntimeLogQuery } from '../../../src/api/hosting-api.js'
import type { EngineEvent, Log } from '../../../src/core/host.js'
import type { HealthProber, TryOutcome } from '../../../src/health/health-check.js'
import type { Baseline } from '../../../src/verify/judge.js'
import { compileLogPatterns } from '../../../src/verify/patterns.js'
import { lineShape } from '../../../src/verify/shape.js'
import { runWindow, type WindowOptions } from '../../../src/verify/window.js'
import { registerSecret, withRunSecrets } from '../../../src/text/secrets.js'

interface World {
  /** Runtime lines, each written at `at` ms into the window (negative: before it). */
  lines?: { at: number; text: string }[]
  /** The health check's answer at a time. */
  healthy?: (at: number) => boolean
  /** The list's newest-first records at a time. */
  list?: (at: number) => { id: string; status: string; finishedAt?: string }[]
  /** A runtime log read that fails. */
  logFails?: boolean
  /** The runtime log's answer as a whole, instead of its lines (a hostile or broken service). */
  logAnswer?: unknown
  /** A deployment list read that fails. */
  listFails?: boolean
}

function setUp(world: World, options: Partial<WindowOptions> = {}) {
  let now = 1_000_000
  const start = now
  const requests: string[] = []
  const said: string[] = []
  const events: EngineEvent[] = []
  const lines = (world.lines ?? []).map((line, index) => ({ id: 500 + index, ...line }))
  const client = {
    serviceLogPage: async (_service: string, query: RuntimeLogQuery) => {
      const at = now - start
      requests.push(query.after === undefined ? `logs limit=${query.limit}` : `logs after=${query.after}`)
      if (world.logFails) throw new Error('HTTP 503')
      if (world.logAnswer !== undefined) return world.logAnswer
      const written = lines.filter(line => line.at <= at)
      const page =
        query.after === undefined
          ? written.slice(-(query.limit ?? 100))
          : written.filter(line => line.id > (query.after ?? 0)).slice(0, query.limit)
      return { logs: page.map(line => ({ id: line.id, line: line.text })) }
    },
    listDeployments: async () => {
      requests.push('list')
      if (world.listFails) throw new Error('HTTP 502')
      return { deployments: (world.list ?? (() => [{ id: 'dep_1', status: 'live' }]))(now - start), nextCursor: 0 }
    }
  } as unknown as HostingClient
  const health: HealthProber | undefined = world.healthy
    ? {
        check: async (): Promise<TryOutcome> => {
          requests.push('probe')
          return world.healthy?.(now - start)
            ? { healthy: true, line: 'HTTP 200' }
            : { healthy: false, line: 'HTTP 500' }
        },
        close: async () => undefined
      }
    : undefined
  const log: Log = {
    debug: () => undefined,
    info: message => said.push(message),
    notice: message => said.push(`notice: ${message}`),
    warning: message => said.push(`warning: ${message}`),
    event: event => events.push(event)
  }
  const sleeps: number[] = []
  const run = () =>
    runWindow({
      client,
      serviceId: 'svc-web',
      deploymentId: 'dep_1',
      settings: { forMs: 300_000, intervalMs: 15_000 },
      patterns: compileLogPatterns({ failOnLog: [], ignoreLog: [] }),
      baseline: undefined,
      health,
      startedAtMs: 4_000,
      signal: new AbortController().signal,
      log,
      now: () => now,
      sleep: async (ms, signal) => {
        if (signal?.aborted) throw signal.reason
        sleeps.push(ms)
        now += ms
      },
      ...options
    })
  return { run, requests, said, events, sleeps, elapsed: () => now - start }
}

describe('the verification window', () => {
  it('passes a quiet deployment after 5 minutes at 15 s: 20 probes, 1 + 20 log reads, 5 list reads', async () => {
    const world = setUp({
      healthy: () => true,
      lines: [
        { at: -5000, text: 'booted' },
        { at: 30_000, text: 'GET / 200' }
      ]
    })
    const outcome = await world.run()
    expect(outcome.verdict).toEqual({ state: 'passed' })
    const count = (kind: string) => world.requests.filter(request => request.startsWith(kind)).length
    expect(count('probe')).toBe(20)
    expect(count('logs')).toBe(21)
    expect(world.requests[0]).toBe('logs limit=1')
    expect(count('list')).toBe(5)
    expect(world.elapsed()).toBe(300_000)
    expect(outcome.runtimeLines).toBe(1)
    expect(outcome.measured.probes).toBe(20)
    const progress = world.said.filter(line => line.startsWith('Verifying… '))
    // Every 30 s but at the end, which the result says.
    expect(progress).toHaveLength(9)
    expect(progress.slice(0, 2)).toEqual([
      'Verifying… 30s of 5m 00s: 2 health checks passed, 1 runtime line, no crash',
      'Verifying… 1m 00s of 5m 00s: 4 health checks passed, 1 runtime line, no crash'
    ])
    expect(world.events.map(event => event.type === 'verify' && event.stage)).toEqual(['start', 'end'])
  })

  it('fails on a crash line at the first check after it appears, printing it with the line before', async () => {
    const world = setUp({
      lines: [
        { at: 36_000, text: 'handling GET /orders' },
        { at: 37_000, text: 'panic: runtime error: invalid memory address or nil pointer dereference' }
      ]
    })
    const outcome = await world.run()
    expect(outcome.verdict).toEqual({
      state: 'failed',
      atMs: 49_000,
      cause: 'log',
      reason:
        'broke 49s after going live: a crash in its runtime log: `panic: runtime error: invalid memory address or nil pointer dereference`'
    })
    expect(world.elapsed()).toBe(45_000)
    expect(world.said).toContain('    handling GET /orders')
    expect(world.said).toContain('  > panic: runtime error: invalid memory address or nil pointer dereference')
    // The list is read once more before a failure: a newer deployment would explain it.
    expect(world.requests.at(-1)).toBe('list')
    expect(world.events).toContainEqual(
      expect.objectContaining({ type: 'verify', stage: 'match', atMs: 49_000, known: false })
    )
  })

  it('fails a dead health URL at its third failed probe, within three intervals', async () => {
    const world = setUp({ healthy: at => at < 20_000 })
    const outcome = await world.run()
    expect(outcome.verdict).toMatchObject({
      state: 'failed',
      reason: 'broke 1m 04s after going live: 3 of 4 health checks failed (HTTP 500)'
    })
    expect(world.elapsed()).toBe(60_000)
    expect(world.events.filter(event => event.type === 'verify' && event.stage === 'probe-failed')).toHaveLength(3)
  })

  it('lets an error the replaced version already had pass at its old rate', async () => {
    const noisy = (n: number) => `ERROR cache timeout after ${200 + n}ms`
    const baseline: Baseline = { shapes: new Map([[lineShape(noisy(0)), 30]]), spanMs: 15 * 60_000 }
    const lines = Array.from({ length: 10 }, (_, n) => ({ at: 10_000 + n * 30_000, text: noisy(n) }))
    const world = setUp(
      { lines },
      { baseline, patterns: compileLogPatterns({ failOnLog: ['^ERROR '], ignoreLog: [] }) }
    )
    const outcome = await world.run()
    expect(outcome.verdict).toEqual({ state: 'passed' })
    expect(outcome.measured.matches).toHaveLength(10)
    expect(outcome.measured.matches.every(match => match.known)).toBe(true)
  })

  it('ends as superseded at the next list read once a newer deployment went live; one building or failed replaces nothing', async () => {
    const world = setUp({
      list: at =>
        at < 50_000
          ? [{ id: 'dep_1', status: 'live', finishedAt: '2026-11-27T10:00:00.000Z' }]
          : at < 100_000
            ? [
                { id: 'dep_3', status: 'build_failed' },
                { id: 'dep_2', status: 'building' },
                { id: 'dep_1', status: 'live', finishedAt: '2026-11-27T10:00:00.000Z' }
              ]
            : [
                { id: 'dep_2', status: 'live', finishedAt: '2026-11-27T10:01:42.000Z' },
                { id: 'dep_1', status: 'live', finishedAt: '2026-11-27T10:00:00.000Z' }
              ]
    })
    const outcome = await world.run()
    // Went live 1m 42s after ours (the list's times), seen at the read of 2m.
    expect(outcome.verdict).toEqual({ state: 'superseded', newer: 'dep_2', atMs: 102_000 })
    expect(world.elapsed()).toBe(120_000)
  })

  it('fails on a crash read before a newer deployment went live (ours broke first), not on one read after it', async () => {
    // The crash is written 29 s into the window and read at 30 s: 34 s after ours went live.
    const world = (newerLiveAt: string) =>
      setUp({
        lines: [{ at: 29_000, text: 'panic: boom' }],
        list: () => [
          { id: 'dep_2', status: 'live', finishedAt: newerLiveAt },
          { id: 'dep_1', status: 'deactivated', finishedAt: '2026-11-27T10:00:00.000Z' }
        ]
      })
    const first = await world('2026-11-27T10:00:50.000Z').run()
    expect(first.verdict).toMatchObject({ state: 'failed', cause: 'log' })
    // The newer one live 20 s after ours: a line read at 34 s is its log, or ours stopping.
    const after = await world('2026-11-27T10:00:20.000Z').run()
    expect(after.verdict).toEqual({ state: 'superseded', newer: 'dep_2', atMs: 20_000 })
  })

  it('calls a break superseded when the list read before failing shows a newer deployment', async () => {
    const world = setUp({
      healthy: at => at < 10_000,
      list: at =>
        at < 40_000
          ? [{ id: 'dep_1', status: 'live' }]
          : [
              { id: 'dep_2', status: 'live' },
              { id: 'dep_1', status: 'deactivated' }
            ]
    })
    const outcome = await world.run()
    expect(outcome.verdict).toEqual({ state: 'superseded', newer: 'dep_2' })
  })

  it('fails when our deployment leaves its live state', async () => {
    const world = setUp({
      list: at => [{ id: 'dep_1', status: at < 50_000 ? 'live' : 'crashed' }]
    })
    const outcome = await world.run()
    expect(outcome.verdict).toMatchObject({
      state: 'failed',
      reason: expect.stringContaining('left the live state (status "crashed")')
    })
  })

  it('sends no runtime log read without patterns (a key without logs: read)', async () => {
    const world = setUp({ healthy: () => true }, { patterns: undefined })
    const outcome = await world.run()
    expect(outcome.verdict).toEqual({ state: 'passed' })
    expect(world.requests.filter(request => request.startsWith('logs'))).toEqual([])
    expect(outcome.logMissing).toBe('the API key lacks logs: read')
  })

  it('says once that the runtime log cannot be read, and judges on what it sees', async () => {
    const world = setUp({ healthy: () => true, logFails: true })
    const outcome = await world.run()
    expect(outcome.verdict).toEqual({ state: 'passed' })
    expect(world.said.filter(line => line.startsWith('warning: '))).toHaveLength(1)
  })

  it('ends without a verdict of its own when stopped from outside', async () => {
    const stop = new AbortController()
    const world = setUp({ healthy: at => (at >= 30_000 && stop.abort(), true) }, { stop: stop.signal })
    const outcome = await world.run()
    expect(outcome.verdict).toEqual({ state: 'stopped' })
    expect(world.elapsed()).toBe(30_000)
  })

  it('throws when the run itself is cancelled', async () => {
    const cancel = new AbortController()
    const world = setUp(
      { healthy: at => (at >= 30_000 && cancel.abort(new Error('cancelled')), true) },
      { signal: cancel.signal }
    )
    await expect(world.run()).rejects.toThrow('cancelled')
  })

  it('fails a window whose last two checks failed as it ends, though fewer than three failed in all', async () => {
    const world = setUp({ healthy: at => at < 280_000 })
    const outcome = await world.run()
    expect(outcome.verdict).toMatchObject({
      state: 'failed',
      cause: 'health',
      reason: 'broke 5m 04s after going live: its last 2 health checks failed as the window ended (HTTP 500)'
    })
  })

  it('fails a window of one check that failed, and passes one whose blip came before its end', async () => {
    const one = setUp({ healthy: () => false }, { settings: { forMs: 15_000, intervalMs: 15_000 } })
    expect((await one.run()).verdict).toMatchObject({ state: 'failed', cause: 'health' })
    const blip = setUp({ healthy: at => at !== 150_000 })
    expect((await blip.run()).verdict).toEqual({ state: 'passed' })
  })

  it('redacts a secret cut across a matched line and the lines around it, in what it prints and keeps', async () => {
    await withRunSecrets(async () => {
      registerSecret('hk_test_Secr3tKeyValue_0123456789', { critical: true })
      const world = setUp(
        {
          lines: [
            { at: 10_000, text: 'context ends with hk_test_Secr3t' },
            { at: 10_000, text: 'KeyValue_0123456789 then panic: boom ends with hk_test_Secr3tKeyVa' },
            { at: 10_000, text: 'lue_0123456789 and the rest' }
          ]
          // The match is the middle line: a crash signature anywhere in it.
        },
        { patterns: compileLogPatterns({ failOnLog: ['panic: boom'], ignoreLog: [] }) }
      )
      const outcome = await world.run()
      const printed = [...world.said, ...outcome.measured.matches.map(match => `${match.before} ${match.line}`)].join(
        '\n'
      )
      for (const piece of ['Secr3t', 'KeyValue', '0123456789', 'lue_0123']) expect(printed).not.toContain(piece)
      expect(outcome.measured.matches[0]?.line).toMatch(/^\*\*\* then panic: boom ends with \*\*\*$/)
    })
  })

  it('stops reading at the first new crash: a flood of crash lines prints and keeps one', async () => {
    const lines = Array.from({ length: 3000 }, (_, n) => ({ at: 5000, text: `panic: crash number ${n}` }))
    const world = setUp({ lines })
    const outcome = await world.run()
    expect(outcome.verdict).toMatchObject({ state: 'failed', cause: 'log' })
    expect(outcome.measured.matches).toHaveLength(1)
    expect(world.said.filter(line => line.startsWith('  > '))).toEqual(['  > panic: crash number 0'])
    // One page read, not the three the flood fills.
    expect(world.requests.filter(request => request.startsWith('logs after='))).toHaveLength(1)
  })

  it.each([
    [1, 'a logs that is not a list', { logs: 'not an array' }, 'without its list of records'],
    [2, 'records without ids', { logs: [{ line: 'panic: no id' }] }, 'carry no id']
  ])(
    '%i. says once that the runtime log cannot be followed when it answers %s, and reports no runtime log',
    async (_row, _what, answer, words) => {
      const world = setUp({ healthy: () => true, logAnswer: answer })
      const outcome = await world.run()
      expect(outcome.verdict).toEqual({ state: 'passed' })
      expect(world.said.filter(line => line.startsWith('warning: '))).toEqual([expect.stringContaining(words)])
      expect(outcome.logMissing).toContain(words)
    }
  )

  it('says once that the deployment list cannot be read', async () => {
    const world = setUp({ healthy: () => true, listFails: true })
    await world.run()
    expect(world.said.filter(line => line.startsWith('warning: '))).toEqual([
      expect.stringContaining('cannot see a newer deployment')
    ])
  })

  it('says when the log grew faster than it reads: the newest lines as it ended not judged', async () => {
    const busy = Array.from({ length: 30_000 }, (_, n) => ({ at: 1000, text: `GET /orders/${n} 200` }))
    const behind = setUp({ lines: busy }, { settings: { forMs: 15_000, intervalMs: 15_000 } })
    const outcome = await behind.run()
    expect(outcome.verdict).toEqual({ state: 'passed' })
    expect(outcome.runtimeLines).toBe(25_000)
    expect(behind.said).toContain(
      'warning: The runtime log of svc-web grew faster than the verification window reads it (25,000 lines a check): its newest lines, written as the window ended, were not judged.'
    )
    const caughtUp = setUp({ lines: busy.slice(0, 24_500) }, { settings: { forMs: 15_000, intervalMs: 15_000 } })
    await caughtUp.run()
    expect(caughtUp.said.filter(line => line.startsWith('warning:'))).toEqual([])
  })
})

// What following a deployment by polling costs, on a virtual clock: a scripted deployment of
// the bench's shape (queued 0.5 s, then 200 lines 97 ms apart, then live) behind an in-memory
// client whose answers take 10 ms, the watcher's every wait on vitest's fake timers. The
// requests are counted and each line's latency measured, as `npm run bench` does on loopback.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { HostingClient } from '../../../src/api/hosting-api.js'
import { RateLimits } from '../../../src/api/rate-limit.js'
import { Deadline } from '../../../src/core/deadline.js'
import { SILENT } from '../../../src/core/host.js'
import { LogSink } from '../../../src/watch/log-sink.js'
import { DEFAULT_TIMING, watchDeployment, type WatchResult } from '../../../src/watch/state-watcher.js'

interface Script {
  queuedMs: number
  lines: number
  lineIntervalMs: number
  /** How long every answer of the client takes. */
  answerMs: number
}

/** The bench's 20 s polled deployment. */
const TWENTY: Script = { queuedMs: 500, lines: 200, lineIntervalMs: 97, answerMs: 10 }

interface Followed {
  result: WatchResult
  requests: { logs: number; states: number; streams: number }
  latencies: number[]
  /** From the final state to the watcher's return. */
  doneAfterFinalMs: number
  /** When each log page was asked for, from the watch's start. */
  pageTimes: number[]
}

async function follow(script: Script): Promise<Followed> {
  const start = Date.now()
  const emittedAt = (seq: number): number => start + script.queuedMs + seq * script.lineIntervalMs
  const finalAt = emittedAt(script.lines)
  const requests = { logs: 0, states: 0, streams: 0 }
  const latencies: number[] = []
  const pageTimes: number[] = []
  const answer = async <T>(value: () => T): Promise<T> => {
    await new Promise(resolve => setTimeout(resolve, script.answerMs))
    return value()
  }
  const client = {
    rateLimits: new RateLimits(),
    openLogStream: async () => {
      requests.streams++
      return answer(() => ({ open: false, status: 404, reason: 'Not Found' }))
    },
    listDeployments: async () => {
      requests.states++
      return answer(() => ({
        deployments: [
          {
            id: 'dep-1',
            status: Date.now() >= finalAt ? 'live' : Date.now() >= start + script.queuedMs ? 'building' : 'queued'
          }
        ],
        nextCursor: 0
      }))
    },
    deploymentLogs: async (_id: string, after: number | undefined) => {
      requests.logs++
      pageTimes.push(Date.now() - start)
      return answer(() => {
        const now = Date.now()
        const records = []
        for (let seq = (after ?? 0) + 1; seq <= script.lines && emittedAt(seq) <= now; seq++) {
          latencies.push(now - emittedAt(seq))
          records.push({ seq, line: `line ${seq}` })
        }
        return { records, cut: false }
      })
    }
  } as unknown as HostingClient
  const output = { logLines: () => undefined, drained: async () => undefined }
  const watching = watchDeployment({
    client,
    serviceId: 'svc',
    deploymentId: 'dep-1',
    deadline: new Deadline(10 * 60_000),
    sink: new LogSink(output as never),
    followLogs: true,
    log: SILENT
  })
  let result: WatchResult | undefined
  void watching.then(r => (result = r))
  while (result === undefined) await vi.advanceTimersByTimeAsync(5)
  const sorted = latencies.sort((a, b) => a - b)
  return { result, requests, latencies: sorted, doneAfterFinalMs: Date.now() - finalAt, pageTimes }
}

const p95 = (sorted: number[]): number => sorted[Math.ceil(0.95 * sorted.length) - 1] ?? Number.NaN

describe('following a deployment by polling', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('follows the 20 s deployment with at most 31 requests, lines within 750 ms (p95), done within 700 ms of the end', async () => {
    const followed = await follow(TWENTY)
    const { logs, states, streams } = followed.requests
    expect(followed.result).toEqual({ outcome: 'success', status: 'live' })
    expect(followed.latencies).toHaveLength(TWENTY.lines)
    expect(logs + states + streams).toBeLessThanOrEqual(31)
    expect(p95(followed.latencies)).toBeLessThanOrEqual(750)
    expect(followed.doneAfterFinalMs).toBeLessThanOrEqual(700)
  })

  it('reads no log page twice in a row while a steady log brings short pages', async () => {
    const followed = await follow(TWENTY)
    // One page per 750 ms round while the 200 lines flow (about 27), and the final drain.
    expect(followed.requests.logs).toBeLessThanOrEqual(28)
  })

  it('reads no page while the deploy has just been answered queued: the first comes one flowing interval later', async () => {
    const followed = await follow(TWENTY)
    expect(followed.pageTimes[0]).toBeGreaterThanOrEqual(DEFAULT_TIMING.pollFlowMs)
  })

  it('keeps the flowing pace whatever the answers take: pages start 750 ms apart', async () => {
    const followed = await follow({ ...TWENTY, answerMs: 120 })
    const flowing = followed.pageTimes.slice(0, 20)
    const gaps = flowing.slice(1).map((at, i) => at - (flowing[i] ?? at))
    expect(gaps.every(gap => gap === DEFAULT_TIMING.pollFlowMs)).toBe(true)
  })

  it('reads the record only to see the end while the log flows for 20 s', async () => {
    const followed = await follow(TWENTY)
    expect(followed.requests.states).toBeLessThanOrEqual(2)
  })
})

import type { DeploymentLogRecord } from '../api/types.js'
import type { HostingClient } from '../api/hosting-api.js'
import type { LogLine, LogSink } from './log-sink.js'

// Reading a deployment's log by polling GET /api/deployments/{id}/logs?after=<seq>. The
// record fields are not documented; docs/api-notes.md (Deployment log record) lists the shapes.

/** A log record as a line, or undefined when it carries no usable sequence number. */
export function toLogLine(raw: unknown): LogLine | undefined {
  if (raw === null || typeof raw !== 'object') return undefined
  const record = raw as DeploymentLogRecord
  const seq = firstNumber(record.seq, record.sequence, record.id)
  if (seq === undefined) return undefined
  const text = [record.line, record.message, record.text].find(value => typeof value === 'string') ?? ''
  return { seq, text }
}

function firstNumber(...values: unknown[]): number | undefined {
  for (const value of values) {
    if (typeof value === 'number' && Number.isFinite(value)) return value
    // A string of digits counts only as an exact number (400 nines would be Infinity).
    if (typeof value === 'string' && /^\d{1,15}$/.test(value)) return Number(value)
  }
  return undefined
}

/** A page this long or longer may have been cut short: ask again at once. */
const FULL_PAGE = 10
/** The longest page seen per sink: the service's page size, once it has shown it. */
const largestPage = new WeakMap<LogSink, number>()
/** Bounds one catch-up, so a log that grows without end still lets the watcher look at the state. */
const MAX_PAGES_PER_CATCH_UP = 50

export interface PollOptions {
  /** At most this many pages (default 50, so the watcher still looks at the state meanwhile). */
  pages?: number
  /** Stop once the sink has taken the line with this sequence number. */
  until?: number
  /** Stop after this many milliseconds, a page being read included. */
  maxMs?: number
  /** Stop when this aborts (the stream this catch-up serves was stopped). */
  signal?: AbortSignal
  /** Called when `pages` or `maxMs` stopped the reading before it caught up. */
  onLimit?: () => void
}

/**
 * Fetches log pages after the sink's last sequence number until caught up, or until a bound
 * in `options` is reached, feeding the sink. Returns how many new lines were taken.
 */
export async function pollLog(client: HostingClient, deploymentId: string, sink: LogSink, options: PollOptions = {}): Promise<number> {
  const { pages = MAX_PAGES_PER_CATCH_UP, until, maxMs } = options
  const timer = maxMs === undefined ? undefined : AbortSignal.timeout(maxMs)
  const signals = [options.signal, timer].filter((signal): signal is AbortSignal => signal !== undefined)
  const signal = signals.length > 0 ? AbortSignal.any(signals) : undefined
  let taken = 0
  for (let page = 0; ; page++) {
    if (until !== undefined && sink.lastSeq !== undefined && sink.lastSeq >= until) break
    if (page >= pages || timer?.aborted) {
      options.onLimit?.()
      break
    }
    if (signal?.aborted) throw signal.reason
    const records = await client.deploymentLogs(deploymentId, sink.lastSeq, signal)
    if (!Array.isArray(records)) return taken
    const lines = records.map(toLogLine).filter((line): line is LogLine => line !== undefined)
    const fresh = sink.accept(lines)
    taken += fresh
    await sink.drained()
    // A page as long as the longest seen (or long anyway) may have been cut short.
    const largest = Math.max(largestPage.get(sink) ?? 0, records.length)
    largestPage.set(sink, largest)
    if (fresh === 0 || records.length < Math.min(FULL_PAGE, largest)) break
  }
  return taken
}

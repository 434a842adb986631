import type { DeploymentLogRecord } from '../core/api-types.js'
import { OversizedRecord } from '../api/bounded-body.js'
import { MAX_RESPONSE_BYTES } from '../api/http.js'
import type { HostingClient } from '../api/hosting-api.js'
import type { LogLine, LogSink } from './log-sink.js'

// Reading a deployment's log by polling GET /api/deployments/{id}/logs?after=<seq>. The
// record fields are not documented; docs/api-notes.md (Deployment log record) lists the shapes.
// A page is read record by record (api/http.ts): a record too large to read is skipped with
// one line in its place, so it hides none of the lines around it.

/** A log record as a line, or undefined when it carries no usable sequence number. */
export function toLogLine(raw: unknown): LogLine | undefined {
  if (raw === null || typeof raw !== 'object') return undefined
  const record = raw as DeploymentLogRecord
  // Called for every record of every page: no array or closure per record.
  const seq = asNumber(record.seq) ?? asNumber(record.sequence) ?? asNumber(record.id)
  if (seq === undefined) return undefined
  const { line, message, text } = record
  return {
    seq,
    text: typeof line === 'string' ? line : typeof message === 'string' ? message : typeof text === 'string' ? text : ''
  }
}

/**
 * The line in place of a record too large to read: its sequence number and size. Undefined
 * when it showed no sequence number, as for any record without one.
 */
export function skippedLine(record: OversizedRecord): LogLine | undefined {
  const seq = toLogLine(record.fields)?.seq
  if (seq === undefined) return undefined
  return {
    seq,
    text: `[log line ${seq} not shown: its record is ${record.bytes.toLocaleString('en')} bytes, over the ${MAX_RESPONSE_BYTES / 1024 / 1024} MiB read of one record]`
  }
}

function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value
  // A string of digits counts only as an exact number (400 nines would be Infinity).
  if (typeof value === 'string' && /^\d{1,15}$/.test(value)) return Number(value)
  return undefined
}

/**
 * What a sink's reads have shown of the service's page size. It is at least the longest page
 * seen, so a page as long may have been cut short (ask again at once) and a shorter one was
 * not. A steady log makes many pages of about that length that were not cut: once asking
 * again after a page of length L found fewer than L records (only lines written meanwhile),
 * routine polls ask again only from L + 1 on, and never after a page shorter than
 * ROUTINE_CUT_MIN (a cut page then waits for the next poll, never lost); reads that must reach
 * the end (the final drain, a catch-up) always ask again.
 */
interface PageKnowledge {
  largest: number
  askAgainFrom: number
}
const pagesOf = new WeakMap<LogSink, PageKnowledge>()
/** No service pages its log by fewer records than this: a shorter page was not cut. */
const ROUTINE_CUT_MIN = 10
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
  /** A routine poll: may leave a page that only looks cut for the next poll (see PageKnowledge). */
  routine?: boolean
}

/**
 * Fetches log pages after the sink's last sequence number until caught up, or until a bound
 * in `options` is reached, feeding the sink. Returns how many new lines were taken.
 */
export async function pollLog(
  client: HostingClient,
  deploymentId: string,
  sink: LogSink,
  options: PollOptions = {}
): Promise<number> {
  const { pages = MAX_PAGES_PER_CATCH_UP, until, maxMs } = options
  const timer = maxMs === undefined ? undefined : AbortSignal.timeout(maxMs)
  const signals = [options.signal, timer].filter((signal): signal is AbortSignal => signal !== undefined)
  const signal = signals.length > 0 ? AbortSignal.any(signals) : undefined
  const known = pagesOf.get(sink) ?? { largest: 0, askAgainFrom: ROUTINE_CUT_MIN }
  pagesOf.set(sink, known)
  /** The length of the previous page, when this read asks again after it. */
  let askedAfter: number | undefined
  let taken = 0
  for (let page = 0; ; page++) {
    if (until !== undefined && sink.lastSeq !== undefined && sink.lastSeq >= until) break
    if (page >= pages || timer?.aborted) {
      options.onLimit?.()
      break
    }
    if (signal?.aborted) throw signal.reason
    const { length, fresh, cut } = await readPage(client, deploymentId, sink, signal)
    if (length === undefined) return taken
    taken += fresh
    // Nothing of the page is held while the job log drains: the next page's garbage stays small.
    await sink.drained()
    // A page cut at the byte cap says nothing of the service's page size: its rest is asked for at once.
    if (cut) {
      askedAfter = undefined
      if (fresh === 0) break
      continue
    }
    if (askedAfter !== undefined)
      known.askAgainFrom =
        fresh < askedAfter ? Math.max(known.askAgainFrom, askedAfter + 1) : Math.min(known.askAgainFrom, askedAfter)
    known.largest = Math.max(known.largest, length)
    if (fresh === 0 || length < known.largest || (options.routine && length < known.askAgainFrom)) break
    askedAfter = length
  }
  return taken
}

/**
 * One page into the sink: how many records it held (undefined when not a list), how many lines
 * were new, and whether it was cut at the byte cap before its end.
 */
async function readPage(
  client: HostingClient,
  deploymentId: string,
  sink: LogSink,
  signal: AbortSignal | undefined
): Promise<{ length: number | undefined; fresh: number; cut: boolean }> {
  const page = await client.deploymentLogs(deploymentId, sink.lastSeq, signal)
  if (page === undefined) return { length: undefined, fresh: 0, cut: false }
  const { records, cut } = page
  const lines: LogLine[] = []
  for (const record of records) {
    const line = record instanceof OversizedRecord ? skippedLine(record) : toLogLine(record)
    if (line !== undefined) lines.push(line)
  }
  // The records are not used past this point, so the sink's work does not keep them alive.
  return { length: records.length, fresh: sink.accept(lines), cut }
}

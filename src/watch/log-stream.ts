import { createParser, type EventSourceMessage, type EventSourceParser } from 'eventsource-parser'
import type { DeploymentRecord } from '../core/api-types.js'
import type { HostingClient } from '../api/hosting-api.js'
import { pollLog, toLogLine } from './log-poll.js'
import { stateOf } from '../api/deployment-list.js'
import type { LogLine, LogSink } from './log-sink.js'

// One connection to GET /api/deployments/{id}/logs/stream. Every variant the service may speak
// (docs/api-notes.md, Deployment log stream) is accepted: named or unnamed log
// events, `id:` carrying the sequence or not, status events, an end event or a plain close,
// comments and `retry:`. Lines go to the same sink as polled ones, so nothing prints twice.

type StreamEnd =
  /** the server sent an end event */
  | 'ended'
  /** the server closed the stream without one */
  | 'closed'
  /** the connection broke or stayed silent too long */
  | 'cut'
  /** the stream is not available (404, 405, 501, not text/event-stream, ...) */
  | 'refused'
  /** the service rate limited the connection (429): worth another try after the wait */
  | 'limited'

export interface StreamSession {
  end: StreamEnd
  /** Events received on this connection (any kind). */
  events: number
  /** Log lines received on this connection (each after the gap before it was caught up). */
  lines?: number
  /** The server's `retry:` advice, if it gave one. */
  retryMs?: number
  /** Why it was refused or cut, for the job log. */
  detail?: string
  /** A 429's Retry-After, when it carried one. */
  retryAfterMs?: number
}

export interface StreamOptions {
  client: HostingClient
  deploymentId: string
  sink: LogSink
  signal: AbortSignal
  /** A status event arrived: look at the deployment record now. */
  onStatus: (status: string) => void
  /** The longest silence (no byte, keep-alives included) before the connection counts as cut. */
  silenceMs: number
}

/**
 * The most text the stream may send without completing an event: a line or event that never
 * ends would otherwise grow in memory until the process dies. Past it, the action polls.
 */
export const MAX_EVENT_CHARS = 1024 * 1024

const LOG_EVENTS = new Set(['message', 'log'])
const STATUS_EVENTS = new Set(['status', 'state', 'deployment'])
const END_EVENTS = new Set(['end', 'done', 'complete'])
/** A catch-up after a gap reads at most this many pages (it stops earlier once caught up). */
const MAX_GAP_PAGES = 5000

export async function readLogStream(options: StreamOptions): Promise<StreamSession> {
  const { client, deploymentId, sink, signal } = options
  // Sent on the first connection too (0: nothing printed yet), so a server that replays from
  // Last-Event-ID sends what was emitted before the stream connected and no catch-up is needed.
  const lastEventId = String(sink.lastSeq ?? 0)
  const opened = await client.openLogStream(deploymentId, lastEventId, signal, options.silenceMs)
  if (!opened.open) {
    if (opened.status === 429)
      return { end: 'limited', events: 0, detail: `HTTP 429 ${opened.reason}`, retryAfterMs: opened.retryAfterMs }
    // A network error before any answer is a cut (worth a retry); an answer is a refusal.
    return {
      end: opened.status === 0 ? 'cut' : 'refused',
      events: 0,
      detail: opened.status === 0 ? opened.reason : `HTTP ${opened.status} ${opened.reason}`
    }
  }
  return new StreamReading(options).read(opened.chunks)
}

/** One open connection's events: lines into the sink (after a catch-up when there is a gap), states out. */
class StreamReading {
  readonly session: StreamSession = { end: 'closed', events: 0 }
  #batch: LogLine[] = []
  #ended = false
  #checkedGap = false
  /** Characters fed since the last complete event. */
  #pending = 0
  readonly #parser: EventSourceParser

  constructor(private readonly options: StreamOptions) {
    this.#parser = createParser({
      onEvent: event => this.#onEvent(event),
      onRetry: ms => {
        this.session.retryMs = ms
      }
    })
  }

  async read(chunks: AsyncIterable<string>): Promise<StreamSession> {
    const { signal } = this.options
    try {
      for await (const chunk of chunks) {
        this.#pending += chunk.length
        this.#parser.feed(chunk)
        if (this.#pending > MAX_EVENT_CHARS) {
          await this.#flush()
          return {
            ...this.session,
            end: 'refused',
            detail: `it sent more than ${MAX_EVENT_CHARS / 1024 / 1024} MiB without completing an event`
          }
        }
        await this.#flush()
        if (this.#ended) break
      }
      this.#parser.feed('\n\n')
      await this.#flush()
    } catch (error) {
      if (signal.aborted) throw signal.reason
      await this.#flush().catch(() => undefined)
      return { ...this.session, end: 'cut', detail: (error as { code?: string }).code ?? (error as Error).message }
    }
    this.session.end = this.#ended ? 'ended' : 'closed'
    return this.session
  }

  #onEvent(event: EventSourceMessage): void {
    this.#pending = 0
    this.session.events++
    const name = (event.event ?? 'message').toLowerCase()
    if (LOG_EVENTS.has(name)) {
      const line = lineOf(event)
      if (line) {
        this.#batch.push(line)
        this.session.lines = (this.session.lines ?? 0) + 1
      }
    } else if (STATUS_EVENTS.has(name)) {
      const status = statusOf(event.data)
      if (status !== undefined) this.options.onStatus(status)
    } else if (END_EVENTS.has(name)) {
      this.#ended = true
    }
  }

  async #flush(): Promise<void> {
    const { client, deploymentId, sink, signal } = this.options
    // Status events print too (state-watcher.ts): a chunk of them waits for the job log like lines do.
    if (this.#batch.length === 0) return sink.drained()
    const lines = this.#batch
    this.#batch = []
    // The first line of a connection may come after a gap (a server that ignores
    // Last-Event-ID): catch up by polling first, so no line is lost.
    if (!this.#checkedGap) {
      this.#checkedGap = true
      const first = lines.reduce((min, line) => Math.min(min, line.seq), Number.POSITIVE_INFINITY)
      const expected = sink.lastSeq === undefined ? 1 : sink.lastSeq + 1
      if (first > expected)
        await pollLog(client, deploymentId, sink, { pages: MAX_GAP_PAGES, until: first - 1, signal })
    }
    sink.accept(lines)
    // Reading no faster than the job log takes lines keeps memory flat on huge logs.
    await sink.drained()
  }
}

/** A log event as a line: the record's own sequence, else the SSE id; plain text data is allowed. */
function lineOf(event: EventSourceMessage): LogLine | undefined {
  const data = parseJson(event.data)
  const idSeq = event.id !== undefined && /^\d+$/.test(event.id) ? Number(event.id) : undefined
  if (data !== null && typeof data === 'object') {
    const line = toLogLine(data)
    if (line) return line
    if (idSeq === undefined) return undefined
    return toLogLine({ ...(data as object), seq: idSeq })
  }
  return idSeq === undefined ? undefined : { seq: idSeq, text: event.data }
}

function statusOf(data: string): string | undefined {
  const parsed = parseJson(data)
  if (parsed !== null && typeof parsed === 'object') return stateOf(parsed as DeploymentRecord)
  return data.trim() === '' ? undefined : data.trim()
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

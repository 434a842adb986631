import { phrase } from '../core/vocabulary.js'
import type { HostingClient } from '../api/hosting-api.js'
import type { Log } from '../core/host.js'
import { isAbort, sleep as realSleep, type Sleep } from '../core/deadline.js'
import { ApiError } from '../api/errors.js'
import { rateLimitWait } from '../api/rate-limit.js'
import { messageExcerpt } from '../text/remote-text.js'
import type { LogSink } from './log-sink.js'
import { pollLog, type PollOptions } from './log-poll.js'
import { readLogStream, type StreamSession } from './log-stream.js'

// Follows a deployment's log: the live stream while it works (reconnecting with
// Last-Event-ID after a cut), polling when the stream is refused or keeps failing. Every line
// goes to the one sink, so none prints twice whatever delivered it. It reads no state: the
// state watcher decides when the deployment is over and asks for the final drain.

/** Where the log comes from right now. */
export type LogMode = 'stream' | 'poll' | 'off'

export interface StreamTiming {
  /** A stream silent this long (keep-alives count as sound) is reconnected. */
  streamSilenceMs: number
  /** Reconnects in a row without an event before the follower falls back to polling. */
  streamReconnects: number
}

export interface LogFollowerOptions {
  client: HostingClient
  deploymentId: string
  sink: LogSink
  /** The step's deadline or cancellation. */
  signal: AbortSignal
  log: Log
  timing: StreamTiming
  sleep?: Sleep
  /** A status event on the stream (a hint: the record decides). */
  onStatus: (status: string) => void
  /** The stream ended (the deployment probably did), or the mode changed: the state watcher should look now. */
  onNudge: (why: 'ended' | 'mode') => void
}

/**
 * After the final state, the log is read to its end within these bounds: a log that keeps
 * growing (runtime output, or a hostile server) must not hold the step or cost its result.
 */
export const FINAL_DRAIN = { pages: 500, maxMs: 10_000 } as const satisfies PollOptions
/** The shortest and longest wait between two connections (a server's `retry: 0` included). */
const MIN_RECONNECT_WAIT_MS = 1000
const MAX_RECONNECT_WAIT_MS = 10_000
/** After the final state, the stream is let run while it prints; quiet this long, it is stopped. */
const STREAM_QUIET_MS = 300
const STREAM_CHECK_MS = 50
/** However long the stream ran after the final state, the pages still get this long. */
const MIN_DRAIN_MS = 1000
/** Stream opens answered 429 in a row, with ordinary requests served meanwhile, before polling. */
export const STREAM_LIMITED_TRIES = 5
/** A connection that carried fewer events than this before it ended counts as short-lived. */
const SHORT_LIVED_EVENTS = 10

export class LogFollower {
  #mode: LogMode
  #sawStateEvent = false
  #behind = false
  #streamLimited = false
  /** The stream ended with its end event: it carried the whole log, no page is read after it. */
  #streamCompleted = false
  readonly #stop = new AbortController()
  readonly #signal: AbortSignal
  readonly #sleep: Sleep
  readonly #task: Promise<void>
  // One guard per warning: one kind of trouble never silences another.
  #warnedPollFailure = false

  constructor(
    private readonly options: LogFollowerOptions,
    enabled: boolean
  ) {
    this.#sleep = options.sleep ?? realSleep
    this.#signal = AbortSignal.any([options.signal, this.#stop.signal])
    this.#mode = enabled ? 'stream' : 'off'
    this.#task = enabled ? this.#follow() : Promise.resolve()
  }

  get mode(): LogMode {
    return this.#mode
  }

  /**
   * Whether the stream carries state events (then the record needs checking rarely): it has
   * carried one, or another stream of the run has (one opened late has seen no change of state yet).
   */
  get carriesStates(): boolean {
    return this.#sawStateEvent || this.options.client.streamsCarryStates === true
  }

  /** Whether the follower is waiting to open the stream again after a 429: the watcher paces down meanwhile. */
  get streamLimited(): boolean {
    return this.#streamLimited
  }

  /** Whether the last poll stopped at its page bound while the log had more. */
  get behind(): boolean {
    return this.#behind
  }

  /** In polling mode, one catch-up; returns how many new lines were printed. */
  async poll(): Promise<number> {
    this.#behind = false
    return this.#mode === 'poll' ? this.#read({ routine: true, onLimit: () => (this.#behind = true) }) : 0
  }

  /** Stops the stream (if any) and reads the log to its end, within bounds, unless the stream ended with its end event. */
  async finish(): Promise<void> {
    // One time budget for both: the stream let run, then the pages.
    const started = Date.now()
    if (this.#mode === 'stream') await this.#streamWhileItFlows()
    this.#stop.abort()
    await this.#task
    // After the end event, a page read would cost a request (often a 429 in a crowded matrix) to find nothing.
    if (this.#mode === 'off' || this.#streamCompleted) return
    const before = this.options.sink.printed
    const limitedBefore = this.options.client.rateLimits.count
    let limited = false
    try {
      const maxMs = Math.max(MIN_DRAIN_MS, FINAL_DRAIN.maxMs - (Date.now() - started))
      await this.#read({ ...FINAL_DRAIN, maxMs, onLimit: () => (limited = true) })
    } catch (error) {
      if (!isAbort(error)) throw error
      limited = true
    }
    const more = this.options.sink.printed - before
    if (limited && this.options.client.rateLimits.count > limitedBefore) {
      this.options.log.notice(
        `The service rate limited the reads of the deployment log after its final state (HTTP 429); ${phrase('tool')} stopped reading it after ${more} more lines. The rest is in the dashboard.`
      )
    } else if (limited) {
      this.options.log.notice(
        `The deployment log went on after its final state; ${phrase('tool')} stopped reading it after ${more} more lines. The rest is in the dashboard.`
      )
    }
  }

  /**
   * After the final state, a stream still delivering the last lines is cheaper and faster than
   * pages: it is let run until it ends, goes quiet, or the drain's time is up.
   */
  async #streamWhileItFlows(): Promise<void> {
    const { sink } = this.options
    const started = Date.now()
    let printed = sink.printed
    let progressAt = started
    while (Date.now() - started < FINAL_DRAIN.maxMs) {
      const ended = await Promise.race([
        this.#task.then(() => true),
        realSleep(STREAM_CHECK_MS, this.#signal).then(
          () => false,
          () => true
        )
      ])
      if (ended) return
      if (sink.printed !== printed) {
        printed = sink.printed
        progressAt = Date.now()
      } else if (Date.now() - progressAt >= STREAM_QUIET_MS) return
    }
  }

  /** Stops the stream without reading further (timeout, cancellation). */
  async abandon(): Promise<void> {
    this.#stop.abort()
    await this.#task
  }

  async #read(poll?: PollOptions): Promise<number> {
    const { client, deploymentId, sink } = this.options
    try {
      return await pollLog(client, deploymentId, sink, poll)
    } catch (error) {
      if (isAbort(error)) throw error
      if (error instanceof ApiError && [401, 403, 404].includes(error.status)) {
        this.#setMode('off')
        this.options.log.warning(`The deployment log cannot be read, so it is not shown: ${error.message}`)
      } else if (!this.#warnedPollFailure) {
        this.#warnedPollFailure = true
        this.options.log.warning(
          `Reading the deployment log failed; ${phrase('tool')} keeps trying: ${(error as Error).message}`
        )
      }
      return 0
    }
  }

  #setMode(mode: LogMode): void {
    this.#mode = mode
    this.options.onNudge('mode')
  }

  async #follow(): Promise<void> {
    const { timing } = this.options
    let quietConnects = 0
    let shortLived = 0
    const limits = { inARow: 0, since: 0 }
    try {
      for (;;) {
        const session = await this.#connect()
        // Rate limited: polling would cost more requests, so the stream is tried again.
        if (session.end === 'limited') {
          if (await this.#waitOutLimit(session, limits)) return
          continue
        }
        limits.inARow = 0
        if (session.end === 'refused')
          return this.#fallBack(`The live log stream is not available (${session.detail}); polling the log instead.`)
        if (session.end === 'ended' || session.end === 'closed') {
          // Usually the deployment ended: the state watcher looks at the record now.
          this.options.onNudge('ended')
          if (session.end === 'ended') {
            // Whole only if this connection carried lines: their gap was caught up, and the end
            // says none follow. A stream that starts at the newest line may carry none at all.
            this.#streamCompleted = (session.lines ?? 0) > 0
            // A whole log leaves nothing to read: no page while the record is awaited, nor after it.
            if (this.#streamCompleted) return this.#setMode('off')
            return this.#fallBack()
          }
        }
        quietConnects = session.events > 0 ? 0 : quietConnects + 1
        if (quietConnects >= timing.streamReconnects) {
          return this.#fallBack(
            `The live log stream keeps failing (${session.detail ?? 'closed without events'}); polling the log instead.`
          )
        }
        // Connections that end after a few events in a row back off too, so a server that
        // closes at once (with `retry: 0`) cannot make the follower reconnect in a loop.
        shortLived = session.events >= SHORT_LIVED_EVENTS ? 0 : shortLived + 1
        const advised = Math.max(MIN_RECONNECT_WAIT_MS, session.retryMs ?? MIN_RECONNECT_WAIT_MS)
        await this.#sleep(Math.min(MAX_RECONNECT_WAIT_MS, advised * 2 ** Math.max(0, shortLived - 1)), this.#signal)
      }
    } catch (error) {
      if (this.#signal.aborted) return
      this.#fallBack(
        `The live log stream failed (${messageExcerpt((error as Error).message ?? String(error), 120)}); polling the log instead.`
      )
    }
  }

  #connect(): Promise<StreamSession> {
    const { client, deploymentId, sink, timing } = this.options
    return readLogStream({
      client,
      deploymentId,
      sink,
      signal: this.#signal,
      silenceMs: timing.streamSilenceMs,
      onStatus: status => {
        this.#sawStateEvent = true
        this.options.client.noteStreamState()
        this.options.onStatus(status)
      }
    })
  }

  /**
   * Waits after a stream open answered 429; true when the follower fell back to polling instead:
   * only the stream is limited (a cap on open streams, say) while other requests are served.
   */
  async #waitOutLimit(session: StreamSession, limits: { inARow: number; since: number }): Promise<boolean> {
    const { rateLimits } = this.options.client
    if (limits.inARow === 0) limits.since = Date.now()
    if (++limits.inARow >= STREAM_LIMITED_TRIES && !rateLimits.requestLimitedSince(limits.since)) {
      this.#fallBack(
        `The live log stream was rate limited ${limits.inARow} times in a row (HTTP 429) while other requests were served; polling the log instead.`
      )
      return true
    }
    const waitMs = rateLimitWait(session.retryAfterMs, limits.inARow)
    rateLimits.limited('opening the live log stream', waitMs, 'stream')
    this.#streamLimited = true
    await this.#sleep(waitMs, this.#signal)
    this.#streamLimited = false
    return false
  }

  /** Polling from now on (unless stopped meanwhile); says why once. */
  #fallBack(why?: string): void {
    if (this.#signal.aborted || this.#mode !== 'stream') return
    if (why) this.options.log.info(why)
    this.#setMode('poll')
  }
}

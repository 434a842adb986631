import * as core from '@actions/core'
import type { DeploymentRecord } from './api-types.js'
import type { HostingClient } from './client.js'
import { Cancelled, sleep, TimeoutReached, Wakeup, type Deadline } from './deadline.js'
import { pollLog, type PollOptions } from './deployment-log.js'
import { classifyState, DeploymentStateTracker, idOf, stateOf, type StateClass } from './deployment-state.js'
import { formatDuration } from './duration.js'
import { ActionError, ApiError } from './errors.js'
import { statusFrom } from './identifiers.js'
import type { LogSink } from './log-sink.js'
import { readLogStream } from './log-stream.js'
import { excerpt } from './remote-text.js'

// Follows a queued deployment until it reaches a final state, printing its log meanwhile.
// The log comes from the live stream while it works, and from polling otherwise; the final
// state always comes from the deployment record, stream events only make the watcher look
// sooner.

export type Outcome = 'success' | 'failure' | 'cancelled' | 'timed-out'

export interface WatchResult {
  outcome: Outcome
  /** The service's raw state when the watch ended, if one was seen. */
  status: string | undefined
  record: DeploymentRecord | undefined
}

export interface WatchTiming {
  /** Polling: the fastest interval while lines arrive, backing off to the slowest while idle. */
  minIntervalMs: number
  maxIntervalMs: number
  /** State checks while the stream carries the log. */
  streamIntervalMs: number
  /** A stream silent this long (keep-alives count as sound) is reconnected. */
  streamSilenceMs: number
  /** Reconnects in a row without an event before the watcher falls back to polling. */
  streamReconnects: number
}

export interface WatchOptions {
  client: HostingClient
  serviceId: string
  deploymentId: string
  deadline: Deadline
  sink: LogSink
  /** Whether to read the log at all (the `logs` input and the key's logs:read). */
  followLogs: boolean
  timing?: Partial<WatchTiming>
}

const DEFAULT_TIMING: WatchTiming = {
  minIntervalMs: 1000,
  maxIntervalMs: 5000,
  streamIntervalMs: 15_000,
  streamSilenceMs: 45_000,
  streamReconnects: 5
}
const BACKOFF = 1.5
/** While a stream event says the deployment ended, confirm it quickly. */
const CONFIRM_INTERVAL_MS = 250
/**
 * After the final state, the log is read to its end, within these bounds: a log that keeps
 * growing (runtime output, or a hostile server) must not hold the step or cost its result.
 */
const FINAL_DRAIN = { pages: 500, maxMs: 10_000 } as const satisfies PollOptions
/** Pages of the deployment list read per look for the record (newest first). */
const MAX_LIST_PAGES = 20

export async function watchDeployment(options: WatchOptions): Promise<WatchResult> {
  const { client, deadline, sink, deploymentId } = options
  const timing = { ...DEFAULT_TIMING, ...options.timing }
  const tracker = new DeploymentStateTracker(status =>
    core.warning(`The service reported the deployment state "${excerpt(status, 60)}", which this action does not know; it is treated as in progress.`, {
      title: 'Unknown deployment state'
    })
  )
  const wakeup = new Wakeup()
  const streamStop = new AbortController()
  const streamSignal = AbortSignal.any([deadline.signal, streamStop.signal])
  let followLogs = options.followLogs
  let streaming = false
  /** A stream event said the deployment may have ended: confirm from the record, quickly. */
  let endHinted = false
  let record: DeploymentRecord | undefined
  let interval = timing.minIntervalMs
  let warnedMissing = false
  let warnedPoll = false

  let shownStatus: string | undefined
  const showStatus = (status: string): void => {
    if (status === shownStatus) return
    shownStatus = status
    core.info(`[${formatDuration(deadline.elapsedMs)}] deployment ${deploymentId}: ${excerpt(status, 60)}`)
  }

  const readLog = async (poll?: PollOptions): Promise<number> => {
    if (!followLogs) return 0
    try {
      return await pollLog(client, deploymentId, sink, poll)
    } catch (error) {
      if (isAbort(error)) throw error
      if (error instanceof ApiError && [401, 403, 404].includes(error.status)) {
        followLogs = false
        core.warning(`The deployment log cannot be read, so it is not shown: ${error.message}`)
      } else if (!warnedPoll) {
        warnedPoll = true
        core.warning(`Reading the deployment log failed; the action keeps trying: ${(error as Error).message}`)
      }
      return 0
    }
  }

  const follow = async (): Promise<void> => {
    let quietConnects = 0
    streaming = true
    try {
      for (;;) {
        const session = await readLogStream({
          client,
          deploymentId,
          sink,
          signal: streamSignal,
          silenceMs: timing.streamSilenceMs,
          onStatus: raw => {
            // A hint only: one that is not a short line is shown as text, and not acted on.
            const status = validStatus(raw)
            if (status === undefined) {
              core.info(`[${formatDuration(deadline.elapsedMs)}] deployment ${deploymentId}: the log stream reported a state that is not a short line, ignored: ${excerpt(raw, 100)}`)
              return
            }
            // Only an end-like state is worth a look at the record now; progress is shown.
            if (classifyState(status).class !== 'in_progress') {
              endHinted = true
              wakeup.now()
            } else showStatus(status)
          }
        })
        if (session.end === 'refused') {
          core.info(`The live log stream is not available (${session.detail}); polling the log instead.`)
          return
        }
        if (session.end === 'ended' || session.end === 'closed') {
          // Usually the deployment ended: look at the record now; poll if it has not.
          endHinted = true
          wakeup.now()
          if (session.end === 'ended') return
        }
        quietConnects = session.events > 0 ? 0 : quietConnects + 1
        if (quietConnects >= timing.streamReconnects) {
          core.info(`The live log stream keeps failing (${session.detail ?? 'closed without events'}); polling the log instead.`)
          return
        }
        await sleep(Math.min(session.retryMs ?? 1000, 10_000) * Math.max(1, quietConnects), streamSignal)
      }
    } catch (error) {
      if (!isAbort(error) && !streamSignal.aborted) {
        core.info(`The live log stream failed (${excerpt((error as Error).message ?? String(error), 120)}); polling the log instead.`)
      }
    } finally {
      streaming = false
      wakeup.now()
    }
  }

  /** The final read of the log: bounded, and never turning a known final state into a timeout. */
  const drain = async (): Promise<void> => {
    const before = sink.printed
    let limited = false
    try {
      await readLog({ ...FINAL_DRAIN, onLimit: () => (limited = true) })
    } catch (error) {
      if (!isAbort(error)) throw error
      limited = true
    }
    if (limited) {
      core.notice(`The deployment log went on after its final state; the action stopped reading it after ${sink.printed - before} more lines. The rest is in the dashboard.`)
    }
  }

  const streamTask = followLogs ? follow() : Promise.resolve()
  try {
    for (;;) {
      // While the stream carries the log, and right after it hinted the end (the final
      // drain below reads what is left), the log is not polled.
      const fresh = streaming || endHinted ? 0 : await readLog()
      let found: DeploymentRecord | undefined
      try {
        found = await findDeployment(client, options.serviceId, deploymentId)
      } catch (error) {
        if (isAbort(error) || !(error instanceof ApiError) || [401, 403, 404].includes(error.status)) throw error
        if (!warnedPoll) {
          warnedPoll = true
          core.warning(`Reading the deployment state failed; the action keeps trying until its timeout: ${error.message}`)
        }
      }

      if (found) {
        record = found
        const raw = stateOf(found)
        const status = raw === undefined ? undefined : statusFrom(raw, 'the deployment record')
        if (status === undefined) {
          if (!warnedMissing) core.warning('The deployment record carries neither status nor state; the action keeps waiting until its timeout.')
          warnedMissing = true
        } else {
          const cls = tracker.observe(status)
          showStatus(status)
          if (isFinal(cls)) {
            streamStop.abort()
            await streamTask
            // Lines emitted just before the final state: read until caught up, within bounds.
            await drain()
            return { outcome: cls, status, record }
          }
        }
      } else if (!warnedMissing) {
        warnedMissing = true
        core.warning(`Deployment ${deploymentId} is not in the service's deployment list yet; the action keeps looking until its timeout.`)
      }

      if (endHinted) {
        endHinted = false
        interval = CONFIRM_INTERVAL_MS
      } else if (streaming) {
        interval = timing.streamIntervalMs
      } else {
        interval = fresh > 0 ? timing.minIntervalMs : Math.min(timing.maxIntervalMs, Math.max(timing.minIntervalMs, Math.round(interval * BACKOFF)))
      }
      await wakeup.sleep(Math.min(interval, deadline.remainingMs), deadline.signal)
      if (deadline.remainingMs === 0) throw new TimeoutReached('timeout')
    }
  } catch (error) {
    streamStop.abort()
    await streamTask
    const reason = deadline.reason
    if (reason instanceof TimeoutReached || error instanceof TimeoutReached) {
      // The latest state seen, from the record or the stream (which shows progress sooner).
      return { outcome: 'timed-out', status: shownStatus ?? tracker.last, record }
    }
    if (reason instanceof Cancelled) throw reason
    throw error
  }
}

function isFinal(cls: StateClass): cls is Exclude<StateClass, 'in_progress'> {
  return cls !== 'in_progress'
}

function isAbort(error: unknown): boolean {
  return error instanceof TimeoutReached || error instanceof Cancelled || (error instanceof Error && error.name === 'AbortError')
}

/** Finds the record in the service's deployment list, newest page first, following nextCursor. */
export async function findDeployment(client: HostingClient, serviceId: string, deploymentId: string): Promise<DeploymentRecord | undefined> {
  let before: number | undefined
  const seen = new Set<number>()
  for (let page = 0; page < MAX_LIST_PAGES; page++) {
    const page = await client.listDeployments(serviceId, before)
    const match = (page.deployments ?? []).find(record => idOf(record) === deploymentId)
    if (match) return match
    const next = page.nextCursor
    // The cursor ends the list when it is 0 or absent; a repeated cursor would loop forever.
    if (typeof next !== 'number' || next === 0 || seen.has(next)) return undefined
    seen.add(next)
    before = next
  }
  return undefined
}

function validStatus(raw: string): string | undefined {
  try {
    return statusFrom(raw, 'a stream event')
  } catch (error) {
    if (error instanceof ActionError) return undefined
    throw error
  }
}

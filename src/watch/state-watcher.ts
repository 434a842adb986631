import { DeploymentLocator, deploymentsOf, type ListedDeployment } from '../api/deployment-list.js'
import type { HostingClient } from '../api/hosting-api.js'
import type { Log } from '../core/host.js'
import { Cancelled, isAbort, TimeoutReached, Wakeup, type Deadline, type Sleep } from '../core/deadline.js'
import { formatDuration } from '../core/duration.js'
import { ApiError, RetryableApiError } from '../api/errors.js'
import { NotFound, UserFacingError } from '../core/errors.js'
import { phrase } from '../core/vocabulary.js'
import { isCommitSha, refFrom, statusFrom } from '../text/identifiers.js'
import { messageExcerpt } from '../text/remote-text.js'
import { LogFollower, type LogMode, type StreamTiming } from './log-follower.js'
import { MAX_STATE_LINES, type LogSink } from './log-sink.js'
import { DeploymentStateTracker, type FinalClass, type StateClass } from './states.js'

// Follows a queued deployment until its record shows a final state. The log follower runs
// beside it (stream or polling); this loop reads the record, and `planNext`, a pure function
// of what is known, decides whether to look at the record this round and how long to wait.
// A stream that carries state events is the source of progress: the record is read once to
// confirm the final state it reports, and on a slow safety cadence meanwhile. The final state
// comes from the record, unless the service rate limits that read twice after the stream has
// reported it: the stream's word then stands (a key's limit is shared by a whole matrix).

/** How the watch ended: the deployment's final class, or the step's timeout. */
export type Outcome = FinalClass | 'timed-out'

export interface WatchResult {
  outcome: Outcome
  /** The service's state when the watch ended (validated), if one was seen. */
  status: string | undefined
  /** The commit the service resolved the ref to, when its record names one. */
  commitSha?: string
  /** The ref as the deployment's record names it, when it names a usable one. */
  ref?: string
  /** How long the deployment took, from its record's createdAt to its finishedAt, when it names both. */
  tookMs?: number
}

export interface WatchTiming extends StreamTiming {
  /** Polling: the log is read this often while lines arrive... */
  pollFlowMs: number
  /** ...and backs off to this while it is quiet. */
  pollQuietMaxMs: number
  /** Polling: while lines flow, the record is read at most this often. */
  pollStateEveryMs: number
  /** The record, while the stream carries the log and its state events: a safety net, counted from the last read. */
  streamStateEveryMs: number
  /** The record, while the stream carries the log but has shown no state event (or no log is read). */
  plainStateEveryMs: number
  /** A stream event or close said the deployment may have ended: confirm this soon. */
  confirmMs: number
}

export interface WatchOptions {
  client: HostingClient
  serviceId: string
  deploymentId: string
  deadline: Deadline
  sink: LogSink
  /** Whether to read the log at all (the `logs` input and the key's logs:read). */
  followLogs: boolean
  log: Log
  timing?: Partial<WatchTiming>
  /** Injectable for tests: every wait of the watch goes through it. */
  sleep?: Sleep
  /** Injectable for tests: the watch's clock, in epoch milliseconds (Date.now by default). */
  now?: () => number
  /** How long a deployment may be missing from its service's list before its log is asked whether it exists. */
  notFoundGraceMs?: number
}

export const DEFAULT_TIMING: WatchTiming = {
  pollFlowMs: 750,
  pollQuietMaxMs: 2000,
  pollStateEveryMs: 15_000,
  streamStateEveryMs: 15_000,
  plainStateEveryMs: 2000,
  confirmMs: 250,
  streamSilenceMs: 45_000,
  streamReconnects: 5
}
/** A poll bringing fewer lines than this share of the usual count means the log is slowing. */
const SLOWING = 0.85
/** Each quiet polling round waits this much longer than the one before. */
const QUIET_BACKOFF = 1.5
/**
 * While the service rate limits, every wait of the watcher is this many times longer: the jobs
 * sharing the key then leave it room, and the stream (no requests while it flows) carries more.
 */
export const RATE_LIMITED_PACE = 4
/**
 * A deployment missing from its service's list may have been queued a moment ago: it is taken
 * for absent only after two reads of the list this far apart, and a 404 from its log.
 */
export const NOT_FOUND_GRACE_MS = 5000
/** Pages of the deployment list read per look for the record (newest first). */
export const MAX_LIST_PAGES = 20
/**
 * Unless the log is polled, a read of the record answered 429 is sent once more after the
 * service's Retry-After; a second 429 ends that read (the stream's final state stands, or the
 * next planned read tries again) instead of holding the watch in a queue of retries.
 */
const LIMITED_READ_RESENDS = 1

/** What the watcher knows at the end of a round, after reading the log (when polling). */
export interface Knowledge {
  logMode: LogMode
  /** The stream carries state events: it has carried one, or another stream of the run has. */
  streamStates: boolean
  /** The stream reported a final state that the record has not shown yet. */
  streamFinal: boolean
  /** A stream event or close hinted that the deployment ended; not yet confirmed. */
  endHinted: boolean
  /** Lines the poll of this round printed (polling only). */
  fresh: number
  /** The poll of this round stopped at its page bound: more is there to read at once. */
  behind: boolean
  /**
   * This poll brought clearly fewer lines than polls have been bringing: the log is slowing,
   * as it does when a deployment ends (its last lines are read just after the final state).
   */
  slowing: boolean
  /** Polling rounds in a row that printed nothing (this one included). */
  quietRounds: number
  /** Since the record was last read; Infinity before the first read. */
  sinceStateMs: number
  /** The service answered 429 lately (api/rate-limit.ts): every wait is stretched. */
  rateLimited: boolean
}

export interface Plan {
  /** Read the record in this round. */
  checkState: boolean
  /** Then wait this long before the next round. */
  waitMs: number
}

/**
 * The cadence. With a stream that reports states, the record is read when the stream reports
 * the end, and otherwise 15 s after it was last read (the deploy's answer counts as a read); with
 * a stream that reports none, or no log at all, it is read about as often as a poller would;
 * polling reads the log every 750 ms while lines flow and looks at the record when the log
 * slows or goes quiet (a deployment usually ends quietly), or every few seconds meanwhile.
 * While the service rate limits, every wait is RATE_LIMITED_PACE times longer.
 */
export function planNext(k: Knowledge, timing: WatchTiming = DEFAULT_TIMING): Plan {
  const plan = cadence(k, timing)
  return k.rateLimited ? { ...plan, waitMs: plan.waitMs * RATE_LIMITED_PACE } : plan
}

function cadence(k: Knowledge, timing: WatchTiming): Plan {
  // However often the stream hints the end, the record is read at most every `confirmMs`.
  if (k.endHinted)
    return k.sinceStateMs >= timing.confirmMs
      ? { checkState: true, waitMs: timing.confirmMs }
      : { checkState: false, waitMs: timing.confirmMs - k.sinceStateMs }
  switch (k.logMode) {
    case 'stream':
      // The stream said the end and the record disagreed: the record may lag, look again soon.
      if (!k.streamStates || k.streamFinal) return { checkState: true, waitMs: timing.plainStateEveryMs }
      return k.sinceStateMs >= timing.streamStateEveryMs
        ? { checkState: true, waitMs: timing.streamStateEveryMs }
        : { checkState: false, waitMs: timing.streamStateEveryMs - k.sinceStateMs }
    case 'off':
      return { checkState: true, waitMs: timing.plainStateEveryMs }
    case 'poll':
      return pollCadence(k, timing)
  }
}

function pollCadence(k: Knowledge, timing: WatchTiming): Plan {
  if (k.fresh > 0)
    return {
      // Pages coming back full may be a log that never ends: its state is read as often as a plain watch's.
      checkState: k.slowing || k.sinceStateMs >= (k.behind ? timing.plainStateEveryMs : timing.pollStateEveryMs),
      waitMs: k.behind ? 0 : timing.pollFlowMs
    }
  // Quiet: the record now, unless it was read a moment ago (the deploy's answer, say).
  const backoff = timing.pollFlowMs * QUIET_BACKOFF ** Math.max(0, k.quietRounds - 1)
  return {
    checkState: k.sinceStateMs >= timing.confirmMs,
    waitMs: Math.min(timing.pollQuietMaxMs, Math.round(backoff))
  }
}

export async function watchDeployment(options: WatchOptions): Promise<WatchResult> {
  return new StateWatch(options).run()
}

/** One watch: the follower beside it, what the rounds have learnt, and the loop of rounds. */
class StateWatch {
  readonly #options: WatchOptions
  readonly #timing: WatchTiming
  readonly #wakeup: Wakeup
  readonly #state: StateReader
  readonly #follower: LogFollower
  #endHinted = false
  #quietRounds = 0
  /** Lines a flowing poll usually brings (a moving average). */
  #usualFresh: number | undefined
  readonly #now: () => number
  /** The deploy's answer showed the deployment queued: that counts as the first look. */
  #lastStateAt: number

  constructor(options: WatchOptions) {
    this.#options = options
    this.#now = options.now ?? Date.now
    this.#lastStateAt = this.#now()
    this.#timing = { ...DEFAULT_TIMING, ...options.timing }
    this.#wakeup = new Wakeup(options.sleep)
    this.#state = new StateReader(options)
    this.#follower = new LogFollower(
      {
        client: options.client,
        deploymentId: options.deploymentId,
        sink: options.sink,
        signal: options.deadline.signal,
        log: options.log,
        timing: this.#timing,
        sleep: options.sleep,
        onStatus: status => {
          // Progress is only shown; a state that looks final is confirmed from the record now.
          if (this.#state.hint(status)) this.#hintEnd()
        },
        onNudge: why => (why === 'ended' ? this.#hintEnd() : this.#wakeup.now())
      },
      options.followLogs
    )
  }

  async run(): Promise<WatchResult> {
    const { deadline } = this.#options
    try {
      // With a stream, the first look at the record waits for it (up to the plain cadence): its
      // events show the progress sooner, and by then it has shown whether it reports states, which
      // sets the cadence. An end, a hint of the end or a fallback to polling wakes it at once.
      if (this.#follower.mode === 'stream')
        await this.#wakeup.sleep(Math.min(this.#timing.plainStateEveryMs, deadline.remainingMs), deadline.signal)
      // Polling from the start: the deploy's answer said queued, so a page read now would find nothing.
      const queuedFor = this.#timing.pollFlowMs - (this.#now() - this.#lastStateAt)
      if (this.#follower.mode === 'poll' && queuedFor > 0)
        await this.#wakeup.sleep(Math.min(queuedFor, deadline.remainingMs), deadline.signal)
      for (;;) {
        const final = await this.#round()
        if (final) {
          await this.#follower.finish()
          return final
        }
        if (deadline.remainingMs === 0) throw new TimeoutReached('timeout')
      }
    } catch (error) {
      await this.#follower.abandon()
      const reason = deadline.reason
      if (reason instanceof TimeoutReached || error instanceof TimeoutReached)
        return { outcome: 'timed-out', status: this.#state.latest, ...this.#state.named }
      if (reason instanceof Cancelled) throw reason
      throw error
    } finally {
      this.#state.finish()
    }
  }

  /** One round: the log (when polling), the record when planned, then the wait. */
  async #round(): Promise<WatchResult | undefined> {
    const { deadline } = this.#options
    const startedAt = this.#now()
    // Right after a hint of the end, the record is read first: the final drain reads the rest.
    const polled = !this.#endHinted && this.#follower.mode === 'poll'
    const plan = planNext(await this.#learn(polled), this.#timing)
    if (plan.checkState) {
      this.#endHinted = false
      const final = await this.#check()
      if (final) return final
    }
    // A polling round's wait counts from its start, so pages keep their pace whatever the requests took (at least half is waited).
    const waitMs = polled ? Math.max(plan.waitMs / 2, plan.waitMs - (this.#now() - startedAt)) : plan.waitMs
    if (waitMs > 0) await this.#wakeup.sleep(Math.min(waitMs, deadline.remainingMs), deadline.signal)
    return undefined
  }

  /** Polls the log when asked to, and says what the watcher now knows. */
  async #learn(polled: boolean): Promise<Knowledge> {
    const fresh = polled ? await this.#follower.poll() : 0
    if (polled) this.#quietRounds = fresh > 0 ? 0 : this.#quietRounds + 1
    const usual = this.#usualFresh
    if (fresh > 0) this.#usualFresh = usual === undefined ? fresh : usual * 0.7 + fresh * 0.3
    return {
      logMode: this.#follower.mode,
      streamStates: this.#follower.carriesStates,
      streamFinal: this.#state.streamFinal !== undefined,
      endHinted: this.#endHinted,
      fresh,
      behind: polled && this.#follower.behind,
      slowing: fresh > 0 && usual !== undefined && fresh < usual * SLOWING,
      quietRounds: this.#quietRounds,
      sinceStateMs: this.#now() - this.#lastStateAt,
      rateLimited: this.#options.client.rateLimits.pacing || this.#follower.streamLimited
    }
  }

  async #check(): Promise<WatchResult | undefined> {
    this.#lastStateAt = this.#now()
    // Beside the stream (or after it carried the whole log), a 429 is waited out once, not until it passes.
    return this.#state.check(this.#follower.mode === 'poll' ? undefined : LIMITED_READ_RESENDS)
  }

  #hintEnd(): void {
    this.#endHinted = true
    this.#wakeup.now()
  }
}

/** Reads and classifies the deployment record; shows each new state once. */
class StateReader {
  readonly #tracker: DeploymentStateTracker
  #shown: string | undefined
  /** State lines and warnings the sink's bounds left out. */
  #hidden = 0
  // One guard per warning.
  #warnedReadFailure = false
  #warnedNoState = false
  #warnedNotListed = false
  #named: Pick<WatchResult, 'ref' | 'commitSha' | 'tookMs'> = {}
  /** When the list first did not show the deployment. */
  #missingSince: number | undefined
  readonly #locator: DeploymentLocator
  /** A final state the stream reported, until the record confirms it. */
  #streamFinal: { outcome: FinalClass; status: string } | undefined

  constructor(private readonly options: WatchOptions) {
    this.#locator = new DeploymentLocator(options.client, options.serviceId, options.deploymentId, MAX_LIST_PAGES)
    this.#tracker = new DeploymentStateTracker(status => {
      const warning = `The service reported the deployment state "${messageExcerpt(status, 60)}", which this action does not know; it is treated as in progress.`
      if (this.#admit(warning)) this.options.log.warning(warning, 'Unknown deployment state')
    })
  }

  /** Says how many state lines and warnings the sink's bounds left out, if any. */
  finish(): void {
    if (this.#hidden === 0) return
    const hidden = this.#hidden
    this.#hidden = 0
    this.options.log.info(
      `${hidden.toLocaleString('en')} more line${hidden === 1 ? '' : 's'} about the deployment's state (new states, warnings about unknown ones) were received and not shown: at most ${MAX_STATE_LINES} are printed per deployment.`
    )
  }

  /** The ref and commit the record names, when it names usable ones. */
  get named(): Pick<WatchResult, 'ref' | 'commitSha' | 'tookMs'> {
    return this.#named
  }

  /** A final state the stream reported that the record has not confirmed yet. */
  get streamFinal(): { outcome: FinalClass; status: string } | undefined {
    return this.#streamFinal
  }

  /** The latest state seen, from the record or the stream (which shows progress sooner). */
  get latest(): string | undefined {
    return this.#shown ?? this.#tracker.last
  }

  /** A state from the stream: shown, warned about if unknown; true when it looks final. */
  hint(raw: string): boolean {
    const status = validStatus(raw)
    if (status === undefined) {
      this.#say(`the log stream reported a state that is not a short line, ignored: ${messageExcerpt(raw, 100)}`)
      return false
    }
    // A success seen on the stream counts for the went-live-then-replaced rule too: the record
    // may already show the replacement's cancelled state when it is read next.
    const cls = this.#tracker.observe(status)
    if (cls === 'in_progress') this.#show(status)
    else this.#streamFinal = { outcome: cls, status }
    return cls !== 'in_progress'
  }

  /**
   * Reads the record once; the result when it shows a final state. `limitedResends`: 429s
   * waited out before the read gives up (without it, it is sent again until the timeout).
   */
  async check(limitedResends?: number): Promise<WatchResult | undefined> {
    let found: ListedDeployment | undefined
    try {
      found = await this.#locator.find(limitedResends)
    } catch (error) {
      if (error instanceof RetryableApiError && error.status === 429 && !isAbort(error)) return this.#limited()
      if (isAbort(error) || !(error instanceof ApiError) || [401, 403, 404].includes(error.status)) throw error
      if (!this.#warnedReadFailure) {
        this.#warnedReadFailure = true
        this.options.log.warning(
          `Reading the deployment state failed; ${phrase('tool')} keeps trying until its timeout: ${error.message}`
        )
      }
      return undefined
    }
    if (!found) {
      // A typo ends as NotFound; a deployment that exists but is not listed yet is said once.
      if ((await this.#listedLate()) && !this.#warnedNotListed) {
        this.#warnedNotListed = true
        this.options.log.warning(
          `Deployment ${this.options.deploymentId} is not in the service's deployment list yet; ${phrase('tool')} keeps looking until its timeout.`
        )
      }
      return undefined
    }
    this.#named = namedBy(found)
    const raw = found.status
    if (raw === undefined) {
      if (!this.#warnedNoState) {
        this.#warnedNoState = true
        this.options.log.warning(
          `The deployment record carries neither status nor state; ${phrase('tool')} keeps waiting until its timeout.`
        )
      }
      return undefined
    }
    const status = statusFrom(raw, 'the deployment record')
    const cls: StateClass = this.#tracker.observe(status)
    this.#show(status, cls !== 'in_progress')
    if (cls === 'in_progress') return undefined
    return { outcome: cls, status, ...this.#named }
  }

  /**
   * The record's read was rate limited past its resends: after the stream reported a final state,
   * that state stands (with the ref and commit of an earlier read, if any); else the next planned
   * read tries again. The client has said the 429 in the log already.
   */
  #limited(): WatchResult | undefined {
    const final = this.#streamFinal
    if (final === undefined) return undefined
    this.#show(final.status)
    this.options.log.debug(
      `The deployment record could not be read (HTTP 429) after the log stream reported the final state "${final.status}": that state stands.`
    )
    return { outcome: final.outcome, status: final.status, ...this.#named }
  }

  /**
   * True when the list has missed the deployment for the grace but its log exists; throws
   * NotFound when its log answers 404 too.
   */
  async #listedLate(): Promise<boolean> {
    const now = (this.options.now ?? Date.now)()
    this.#missingSince ??= now
    if (now - this.#missingSince < (this.options.notFoundGraceMs ?? NOT_FOUND_GRACE_MS)) return false
    const { client, serviceId, deploymentId } = this.options
    try {
      await client.deploymentLogs(deploymentId, undefined, this.options.deadline.signal)
      return true
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 404) return true
      throw new NotFound(
        `Deployment ${deploymentId} was not found: it is not in the deployment list of service ${serviceId}, and its log answers HTTP 404. It does not exist, or this key cannot see it.`,
        `check the deployment id: the service's deployments are listed in the dashboard and by GET /api/services/${serviceId}/deployments.`
      )
    }
  }

  /** A new state: its line and event (the final state's always; others within the sink's bounds). */
  #show(status: string, final = false): void {
    if (status === this.#shown) return
    this.#shown = status
    const line = this.#line(messageExcerpt(status, 60))
    if (!final && !this.#admit(line)) return
    this.options.log.event({ type: 'state', status })
    this.options.log.info(line)
  }

  #say(text: string): void {
    const line = this.#line(text)
    if (this.#admit(line)) this.options.log.info(line)
  }

  #line(text: string): string {
    return `[${formatDuration(this.options.deadline.elapsedMs)}] deployment ${this.options.deploymentId}: ${text}`
  }

  /** Whether the sink lets one more line about the state print; counts it as not shown when not. */
  #admit(line: string): boolean {
    if (this.options.sink.admitState(line)) return true
    this.#hidden++
    return false
  }
}

/** The record's ref, commit and duration, each only when usable: none is worth failing the watch for. */
function namedBy(record: ListedDeployment): Pick<WatchResult, 'ref' | 'commitSha' | 'tookMs'> {
  let ref: string | undefined
  try {
    ref = record.ref === undefined || record.ref === '' ? undefined : refFrom(record.ref, 'the deployment list')
  } catch (error) {
    if (!(error instanceof UserFacingError)) throw error
  }
  const { createdAt, finishedAt } = record
  const took = createdAt !== undefined && finishedAt !== undefined ? finishedAt - createdAt : undefined
  return {
    ...(ref === undefined ? {} : { ref }),
    ...(isCommitSha(record.commitSha) ? { commitSha: record.commitSha } : {}),
    ...(took !== undefined && took >= 0 ? { tookMs: took } : {})
  }
}

function validStatus(raw: string): string | undefined {
  try {
    return statusFrom(raw, 'a stream event')
  } catch (error) {
    if (error instanceof UserFacingError) return undefined
    throw error
  }
}

/** The deployment's record in the service's list (newest first), or undefined when not listed. */
export async function findDeployment(
  client: HostingClient,
  serviceId: string,
  deploymentId: string
): Promise<ListedDeployment | undefined> {
  for await (const record of deploymentsOf(client, serviceId, { maxPages: MAX_LIST_PAGES }))
    if (record.id === deploymentId) return record
  return undefined
}

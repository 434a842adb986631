import { HostingClient } from '../api/hosting-api.js'
import { RateLimits } from '../api/rate-limit.js'
import type { DeployConfig } from '../core/config.js'
import { Deadline } from '../core/deadline.js'
import type { Host } from '../core/host.js'
import { USER_AGENT } from '../core/version.js'
import { ACTION_WORDS, spell, spellingHost, type Vocabulary } from '../core/vocabulary.js'
import { LogSink, MAX_LOG_BYTES } from '../watch/log-sink.js'
import { LogBudget } from '../watch/log-budget.js'
import type { Failure, KeyCheck } from '../core/result.js'

// What every phase of a run shares: the host, the API client, the run's clock and its log sink,
// and `found`, where each phase writes what it found (the result is read from it). A phase
// declares the part of `found` it writes, so no phase reaches into another's.

export interface DeployOptions {
  /** When the run started: the timeout counts from it. */
  startedAt?: number
  /** The clock of a larger run (an app) this run is part of: it ends by that one too. */
  within?: Deadline
  /** The log budget of a larger run (an app) to draw on; undefined: this run has its own, and says what it left out. */
  logBudget?: LogBudget
  /** Aborting it cancels the run (the job was stopped); the deployment goes on at the service. */
  signal?: AbortSignal
  /** How the face spells settings and phrases (core/vocabulary.ts); the Action's unless given. */
  words?: Vocabulary
  /**
   * The client of a larger run (an app) to share: its pool, and its rate limits with the one
   * budget that paces every request of the run. This run's requests still end with its own clock.
   */
  client?: HostingClient
  /** The key as a larger run (an app) already checked it: this run sends no key check of its own. */
  key?: KeyCheck
  /** The service's URL as a larger run (an app) already read it from its domains (url undefined: none). */
  serviceUrl?: { url: string | undefined }
  /**
   * Whether a failed, cancelled or unhealthy run reads the service's last runtime log lines into
   * its result (the Action's summary shows them); true unless the face shows them nowhere.
   */
  runtimeLog?: boolean
  /** Ends the verification window early, without a verdict of its own (an app's other service failed its window). */
  verifyStop?: AbortSignal
  /**
   * Told as soon as the run's outcome is decided: after the deployment's final state and the
   * health check, before a rollback and the runtime log's read (true: it went live, and healthy
   * when checked, or was queued without waiting). With a verification window, true is told as
   * the window starts and turns false if the window breaks. A larger run (an app) acts on it at
   * once. With false comes the failure, spelled in `words`.
   */
  onVerdict?: (ok: boolean, failure?: Pick<Failure, 'title' | 'message'>) => void
}

export interface Run<Found = object> {
  /** The face's host, every message spelled in `words`. */
  host: Host
  words: Vocabulary
  /** The deployment's last status the host was told of. */
  lastStatus: string | undefined
  client: HostingClient
  deadline: Deadline
  sink: LogSink
  /** The log budget every sink of the run draws on (log-budget.ts). */
  budget: LogBudget
  /** Whether the budget is this run's own, which it then reports on at its end. */
  ownsBudget: boolean
  /** What the phases found so far, each writing its own part. */
  found: Found
  /** The key as checked before this run, when a larger run did. */
  checkedKey: KeyCheck | undefined
  /** The service's URL as read before this run, when a larger run did. */
  readUrl: { url: string | undefined } | undefined
  /** Whether a run that did not go live reads the service's runtime log into its result. */
  readsRuntimeLog: boolean
  /**
   * Tells the run's outcome to whoever asked (`onVerdict`), once; a success may then turn a
   * failure, nothing else. `failure`: the run's, when it failed.
   */
  verdict(ok: boolean, failure?: Failure): void
  /** Runs one phase of the run, in a collapsed group of the log; its error carries its name. */
  phase<T>(name: string, fn: () => Promise<T>, title?: string): Promise<T>
  /** Ends the run's clock and lets go of the face's signal. */
  stop(): void
}

/** The run's clock, cancelled by the face's signal, and what every phase shares. */
export function startRun<Found>(
  config: Pick<DeployConfig, 'baseUrl' | 'apiKey' | 'timeoutMs'>,
  faceHost: Host,
  options: DeployOptions,
  found: Found
): Run<Found> {
  const words = options.words ?? ACTION_WORDS
  const spelled = spellingHost(faceHost, words)
  const host: Host = {
    ...spelled,
    event: event => {
      if (event.type === 'state') run.lastStatus = event.status
      spelled.event(event)
    }
  }
  const deadline = new Deadline(config.timeoutMs, options.startedAt ?? Date.now(), options.within)
  const budget = options.logBudget ?? new LogBudget()
  const cancel = (): void => deadline.cancel('the job was cancelled')
  if (options.signal?.aborted) cancel()
  options.signal?.addEventListener('abort', cancel, { once: true })
  const client = clientOf(config, options, deadline, host)
  const stop = (): void => {
    options.signal?.removeEventListener('abort', cancel)
    deadline.dispose()
  }
  const phase = async <T>(name: string, fn: () => Promise<T>, title = name): Promise<T> => {
    // A 429 is said once per phase (api/rate-limit.ts).
    client.rateLimits.enterPhase(name)
    try {
      host.event({ type: 'phase', name })
      return await host.group(title, fn)
    } catch (error) {
      throw new PhaseFailed(name, error)
    }
  }
  const run: Run<Found> = {
    host,
    words,
    lastStatus: undefined,
    client,
    deadline,
    sink: new LogSink(host, MAX_LOG_BYTES, budget),
    budget,
    ownsBudget: options.logBudget === undefined,
    found,
    checkedKey: options.key,
    readUrl: options.serviceUrl,
    readsRuntimeLog: options.runtimeLog ?? true,
    verdict: once((ok, failure) =>
      options.onVerdict?.(ok, failure && { title: spell(failure.title, words), message: spell(failure.message, words) })
    ),
    phase,
    stop
  }
  return run
}

/** The run's client: a larger run's, derived (its pool and rate limits, this run's clock), or its own. */
function clientOf(
  config: Pick<DeployConfig, 'baseUrl' | 'apiKey'>,
  options: DeployOptions,
  deadline: Deadline,
  log: Host
): HostingClient {
  return (
    options.client?.derive({ signal: deadline.signal, log }) ??
    new HostingClient({
      baseUrl: config.baseUrl,
      apiKey: config.apiKey,
      userAgent: USER_AGENT,
      signal: deadline.signal,
      rateLimits: new RateLimits(Date.now, deadline.expiresAt, log),
      log
    })
  )
}

/**
 * `tell`, called once with the run's outcome, or twice when a success turns out a failure: live
 * and healthy, then broken in its verification window. A failure is final.
 */
function once(tell: (ok: boolean, failure?: Failure) => void): (ok: boolean, failure?: Failure) => void {
  let told: boolean | undefined
  return (ok, failure) => {
    if (told === false || told === ok) return
    told = ok
    tell(ok, failure)
  }
}

/** An error of a phase, carrying the phase's name for the failure message. */
export class PhaseFailed extends Error {
  constructor(
    readonly phase: string,
    readonly error: unknown
  ) {
    super(phase)
  }
}

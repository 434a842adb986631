import { deploymentsOf } from '../api/deployment-list.js'
import { OPTIONAL_READ_MS, type HostingClient } from '../api/hosting-api.js'
import type { RuntimeRecord } from '../api/runtime-records.js'
import { sleep as realSleep, type Sleep } from '../core/deadline.js'
import { formatDuration } from '../core/duration.js'
import type { Log } from '../core/host.js'
import type { HealthProber } from '../health/health-check.js'
import { describeError } from '../text/error-text.js'
import { deploymentIdFrom } from '../text/identifiers.js'
import { lineForAnnotation, messageExcerpt } from '../text/remote-text.js'
import { redactCutSecrets } from '../text/secrets.js'
import { classifyState } from '../watch/states.js'
import { judge, type Baseline, type LogMatch, type Measurements, type ProbeFailure, type Verdict } from './judge.js'
import type { LogPatterns } from './patterns.js'
import { lineShape } from './shape.js'
import { newestLogId, plainForMatch, readTail } from './runtime-tail.js'

// The verification window: after the deployment went live and its health check first passed,
// every interval it probes the health check once, reads the runtime log's new lines and, every
// LIST_EVERY-th interval (and once more before it fails), the deployment list; it stops at the
// first verdict judge.ts gives, or when its time is up. It waits between checks (the clock and
// the sleep are injected): it never spins.

/** The deployment list is read every this many checks, at the last one, and before a failure. */
export const LIST_EVERY = 4
/** Matched lines kept whole for the result (every match is counted). */
export const MAX_KEPT_MATCHES = 20
/** The longest matched line printed or kept. */
export const MATCH_LINE_CHARS = 1000
/** A line saying how the window goes, at most this often. */
export const PROGRESS_EVERY_MS = 60_000

interface WindowSettings {
  forMs: number
  intervalMs: number
}

export interface WindowOptions {
  client: HostingClient
  serviceId: string
  deploymentId: string
  settings: WindowSettings
  /** What marks a runtime line; undefined: the key may not read the runtime log, so none is read. */
  patterns: LogPatterns | undefined
  /** The runtime log before the deploy; undefined: none could be read. */
  baseline: Baseline | undefined
  /** The health check's one-try prober; undefined: no health check was asked for. */
  health: HealthProber | undefined
  /** How long after going live the window starts. */
  startedAtMs: number
  /** The run's signal (its time, the job's cancellation): aborting it throws. */
  signal: AbortSignal
  /** Ends the window early without a verdict of its own (another service's window failed). */
  stop?: AbortSignal
  log: Log
  sleep?: Sleep
  now?: () => number
}

type WindowVerdict = Exclude<Verdict, { state: 'watching' }> | { state: 'stopped' }

export interface WindowOutcome {
  verdict: WindowVerdict
  measured: Measurements
  /** Runtime lines read in the window. */
  runtimeLines: number
  /** Why the runtime log was not watched, when it was not. */
  logMissing: string | undefined
}

/** Watches until a verdict or the end of the window. */
export async function runWindow(options: WindowOptions): Promise<WindowOutcome> {
  const window = new VerifyWindow(options)
  return window.run()
}

class VerifyWindow {
  readonly #o: WindowOptions
  readonly #now: () => number
  readonly #sleep: Sleep
  #startedAt = 0
  #cursor: number | undefined
  #previousLine: string | undefined
  #runtimeLines = 0
  #printedKnown = 0
  #logMissing: string | undefined
  #lastProgress = 0
  readonly #failedProbes: ProbeFailure[] = []
  #probes = 0
  readonly #matches: LogMatch[] = []
  readonly #byShape = new Map<string, number>()
  #newer: string | undefined
  #leftLive: string | undefined

  constructor(options: WindowOptions) {
    this.#o = options
    this.#now = options.now ?? Date.now
    this.#sleep = options.sleep ?? realSleep
    if (!options.patterns) this.#logMissing = 'the API key lacks logs: read'
  }

  async run(): Promise<WindowOutcome> {
    const { settings, log } = this.#o
    this.#startedAt = this.#now()
    log.event({ type: 'verify', stage: 'start', forMs: settings.forMs, intervalMs: settings.intervalMs })
    await this.#findCursor()
    let verdict: WindowVerdict = { state: 'stopped' }
    for (let check = 1; ; check++) {
      const due = Math.min(check * settings.intervalMs, settings.forMs)
      if (!(await this.#waitUntil(due))) break
      const last = due >= settings.forMs
      await this.#probe()
      await this.#readLog()
      let listed = false
      if (check % LIST_EVERY === 0 || last) listed = await this.#readList()
      let judged = judge(this.#measured(), this.#o.baseline, settings)
      // Before failing, the list once more: a newer deployment (someone else's) explains a break.
      if (judged.state === 'failed' && !listed) {
        await this.#readList()
        judged = judge(this.#measured(), this.#o.baseline, settings)
      }
      if (judged.state !== 'watching') {
        verdict = judged
        break
      }
      this.#progress(last)
      if (last) {
        verdict = { state: 'passed' }
        break
      }
    }
    log.event({
      type: 'verify',
      stage: 'end',
      result: verdict.state === 'stopped' ? 'skipped' : verdict.state,
      ...(verdict.state === 'failed' ? { reason: verdict.reason } : {})
    })
    return { verdict, measured: this.#measured(), runtimeLines: this.#runtimeLines, logMissing: this.#logMissing }
  }

  /** Waits until `due` ms into the window; false when stopped from outside. */
  async #waitUntil(due: number): Promise<boolean> {
    const { signal, stop } = this.#o
    const left = this.#startedAt + due - this.#now()
    const both = stop ? AbortSignal.any([signal, stop]) : signal
    try {
      if (left > 0) await this.#sleep(left, both)
    } catch (error) {
      if (signal.aborted) throw error
    }
    if (signal.aborted) throw signal.reason
    return !stop?.aborted
  }

  #elapsed(): number {
    return this.#now() - this.#startedAt
  }

  /** Since going live. */
  #sinceLive(): number {
    return this.#o.startedAtMs + this.#elapsed()
  }

  #measured(): Measurements {
    return {
      elapsedMs: this.#elapsed(),
      startedAtMs: this.#o.startedAtMs,
      probes: this.#probes,
      failedProbes: this.#failedProbes,
      matches: this.#matches,
      matchesByShape: this.#byShape,
      newer: this.#newer,
      leftLive: this.#leftLive
    }
  }

  /** An optional read's signal: the run's, and a bound of its own so one slow read cannot eat the window. */
  #readSignal(): AbortSignal {
    return AbortSignal.any([this.#o.signal, AbortSignal.timeout(OPTIONAL_READ_MS)])
  }

  async #probe(): Promise<void> {
    const { health, signal, log } = this.#o
    if (!health) return
    const outcome = await health.check(signal)
    this.#probes++
    if (outcome.healthy) return
    const failure = { atMs: this.#sinceLive(), problem: outcome.line }
    this.#failedProbes.push(failure)
    log.info(`Health check ${this.#probes} failed: ${outcome.line}.`)
    log.event({ type: 'verify', stage: 'probe-failed', atMs: failure.atMs, problem: outcome.line })
  }

  /** Where the runtime log stands as the window starts: its lines from then on are the new version's. */
  async #findCursor(): Promise<void> {
    const { patterns, client, serviceId } = this.#o
    if (!patterns) return
    try {
      const newest = await newestLogId(client, serviceId, this.#readSignal())
      this.#cursor = newest ?? 0
    } catch (error) {
      this.#unreadable(error)
    }
  }

  async #readLog(): Promise<void> {
    const { patterns, client, serviceId } = this.#o
    if (!patterns) return
    if (this.#cursor === undefined) return this.#findCursor()
    try {
      this.#cursor = await readTail(client, serviceId, this.#cursor, this.#readSignal(), record =>
        this.#line(record, patterns)
      )
    } catch (error) {
      this.#unreadable(error)
    }
  }

  /** The runtime log could not be read: said once; the window goes on with what it can see. */
  #unreadable(error: unknown): void {
    if (this.#o.signal.aborted) throw error
    if (this.#logMissing !== undefined) return
    this.#logMissing = describeError('Reading the runtime log', error)
    this.#o.log.warning(
      `${this.#logMissing}. The verification window goes on with the health check and the deployment list, and reads the log again at each check.`,
      'Runtime log unreadable'
    )
  }

  #line(record: RuntimeRecord, patterns: LogPatterns): void {
    this.#runtimeLines++
    const before = this.#previousLine
    this.#previousLine = record.text
    const plain = plainForMatch(record.text)
    const matched = patterns.match(plain)
    if (!matched) return
    const shape = lineShape(plain)
    const known = this.#o.baseline?.shapes.has(shape) ?? false
    this.#byShape.set(shape, (this.#byShape.get(shape) ?? 0) + 1)
    // A secret cut across the two lines is redacted in both.
    const pair = before === undefined ? [{ text: record.text }] : [{ text: before }, { text: record.text }]
    redactCutSecrets(pair)
    const safe = pair.map(entry => lineForAnnotation(entry.text, MATCH_LINE_CHARS))
    const match: LogMatch = {
      atMs: this.#sinceLive(),
      line: safe.at(-1) ?? '',
      before: safe.length > 1 ? safe[0] : undefined,
      shape,
      known,
      by: matched.by
    }
    // Every new one is kept (the window fails at the first); known ones up to the bound.
    if (!known || this.#matches.length < MAX_KEPT_MATCHES) this.#matches.push(match)
    this.#print(match, matched.builtIn)
  }

  #print(match: LogMatch, builtIn: boolean): void {
    const { log } = this.#o
    log.event({ type: 'verify', stage: 'match', atMs: match.atMs, line: match.line, known: match.known })
    if (match.known && ++this.#printedKnown > MAX_KEPT_MATCHES) return
    const what = builtIn ? messageExcerpt(match.by, 80) : `fail-on-log ${messageExcerpt(match.by, 80)}`
    log.info(
      `Runtime log ${formatDuration(match.atMs)} after going live, ${match.known ? 'an error it already had' : 'new'} (${what}):`
    )
    if (match.before !== undefined) log.info(`    ${match.before}`)
    log.info(`  > ${match.line}`)
  }

  /** The list's newest page: a newer deployment, or ours no longer live. True once read. */
  async #readList(): Promise<boolean> {
    const { client, serviceId, deploymentId } = this.#o
    let newest: string | undefined
    try {
      let index = 0
      for await (const record of deploymentsOf(client, serviceId, { maxPages: 1, signal: this.#readSignal() })) {
        if (record.id === deploymentId) {
          if (index > 0 && newest !== undefined) this.#newer = deploymentIdFrom(newest, 'the deployment list')
          else if (record.status !== undefined && leftLive(record.status)) this.#leftLive = record.status
          return true
        }
        if (index++ === 0) newest = record.id
      }
      // Not on the newest page: so many deployments came after it that it was replaced.
      if (newest !== undefined) this.#newer = deploymentIdFrom(newest, 'the deployment list')
      return true
    } catch (error) {
      if (this.#o.signal.aborted) throw error
      this.#o.log.debug(`The deployment list could not be read: ${describeError('Reading the list', error)}`)
      return false
    }
  }

  #progress(last: boolean): void {
    const elapsed = this.#elapsed()
    if (last || elapsed - this.#lastProgress < PROGRESS_EVERY_MS) return
    this.#lastProgress = elapsed
    this.#o.log.info(
      `Verifying… ${formatDuration(elapsed)} of ${formatDuration(this.#o.settings.forMs)}: ${this.summary()}`
    )
  }

  /** "6 health checks passed, 1,203 runtime lines, no crash". */
  summary(): string {
    const parts: string[] = []
    if (this.#o.health) parts.push(`${this.#probes - this.#failedProbes.length} health checks passed`)
    if (this.#logMissing === undefined) parts.push(`${this.#runtimeLines.toLocaleString('en-US')} runtime lines`)
    const matched = [...this.#byShape.values()].reduce((a, b) => a + b, 0)
    parts.push(matched === 0 ? 'no crash' : `${matched} known error line(s)`)
    return parts.join(', ')
  }
}

/** A state the list knows that is no longer live (an unknown word proves nothing either way). */
function leftLive(status: string): boolean {
  const state = classifyState(status)
  return state.known && state.class !== 'success'
}

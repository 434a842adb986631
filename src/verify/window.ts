import { deploymentsOf, type ListedDeployment } from '../api/deployment-list.js'
import { OPTIONAL_READ_MS, type HostingClient } from '../api/hosting-api.js'
import type { RuntimeRecord } from '../api/runtime-records.js'
import { isTimeUp, sleep as realSleep, type Sleep } from '../core/deadline.js'
import { formatDuration } from '../core/duration.js'
import type { Log } from '../core/host.js'
import type { HealthProber } from '../health/health-check.js'
import { describeError } from '../text/error-text.js'
import { deploymentIdFrom } from '../text/identifiers.js'
import { lineForAnnotation, messageExcerpt } from '../text/remote-text.js'
import { redactCutSecrets, trimPartialSecret } from '../text/secrets.js'
import { capitalized, counted, withoutPeriod } from '../text/words.js'
import { classifyState, type StateClass } from '../watch/states.js'
import { judge, type Baseline, type LogMatch, type Measurements, type ProbeFailure, type Verdict } from './judge.js'
import type { LogPatterns } from './patterns.js'
import { lineShape } from './shape.js'
import { newestLogId, plainForMatch, readTail, TAIL_MAX_PAGES, TAIL_PAGE_LINES } from './runtime-tail.js'

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
/** A line saying how the window goes, at most this often (a CI that kills a silent job sees it alive). */
export const PROGRESS_EVERY_MS = 30_000
/** A read in the window waits at most this long, or one interval when that is longer (never OPTIONAL_READ_MS more). */
const MIN_READ_MS = 5000

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
  /** Reads of the deployment list that answered. */
  listReads: number
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
  /** Health checks that failed since the last one that passed. */
  #failedInARow = 0
  /** A matched line waiting for the line after it (a secret cut across the two is redacted in both). */
  #pending:
    | {
        text: string
        before: string | undefined
        earlier: string | undefined
        by: string
        builtIn: boolean
        shape: string
        known: boolean
        atMs: number
      }
    | undefined
  /** The line before the previous one, for the context of a match. */
  #earlierLine: string | undefined
  /** A new crash shape was read: the rest of the log is not read (the window fails on it). */
  #crashed = false
  /** Whether the deployment list could not be read, said once. */
  #listUnreadable = false
  #listReads = 0
  #warnedKnownCrash = false
  readonly #matches: LogMatch[] = []
  readonly #byShape = new Map<string, number>()
  /** The last read left lines for the next (the log grew faster than a check reads). */
  #behind = false
  #newer: string | undefined
  /** When the newer deployment went live, since ours did (both in the list's times), when the list said. */
  #newerAtMs: number | undefined
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
      // At once: a slow runtime log read must not hold back the health check.
      const [, , listed] = await Promise.all([
        this.#probe(),
        this.#readLog(),
        check % LIST_EVERY === 0 || last ? this.#readList() : false
      ])
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
    if (verdict.state === 'passed' && this.#behind)
      log.warning(
        `The runtime log of ${this.#o.serviceId} grew faster than the verification window reads it (${(TAIL_MAX_PAGES * TAIL_PAGE_LINES).toLocaleString('en-US')} lines a check): its newest lines, written as the window ended, were not judged.`,
        'Runtime log not read to its end'
      )
    log.event({
      type: 'verify',
      stage: 'end',
      result: verdict.state === 'stopped' ? 'skipped' : verdict.state,
      ...(verdict.state === 'failed' ? { reason: `${this.#o.serviceId} ${verdict.reason}` } : {})
    })
    return {
      verdict,
      measured: this.#measured(),
      runtimeLines: this.#runtimeLines,
      logMissing: this.#logMissing,
      listReads: this.#listReads
    }
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
      failedInARow: this.#failedInARow,
      matches: this.#matches,
      matchesByShape: this.#byShape,
      newer: this.#newer,
      newerAtMs: this.#newerAtMs,
      leftLive: this.#leftLive
    }
  }

  #readBoundMs(): number {
    return Math.min(OPTIONAL_READ_MS, Math.max(MIN_READ_MS, this.#o.settings.intervalMs))
  }

  /** An optional read's signal: the run's, and a bound of its own (an interval, at least MIN_READ_MS) so one slow read cannot eat the window. */
  #readSignal(): AbortSignal {
    return AbortSignal.any([this.#o.signal, AbortSignal.timeout(this.#readBoundMs())])
  }

  async #probe(): Promise<void> {
    const { health, signal, log } = this.#o
    if (!health) return
    const outcome = await health.check(signal)
    this.#probes++
    if (outcome.healthy) {
      this.#failedInARow = 0
      return
    }
    this.#failedInARow++
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
      this.#cursor = (await newestLogId(client, serviceId, this.#readSignal())) ?? 0
    } catch (error) {
      this.#unreadable(error)
    }
  }

  async #readLog(): Promise<void> {
    const { patterns, client, serviceId } = this.#o
    if (!patterns) return
    if (this.#cursor === undefined) return this.#findCursor()
    if (this.#crashed) return
    try {
      const read = await readTail(client, serviceId, this.#cursor, this.#readSignal(), record =>
        this.#line(record, patterns)
      )
      this.#cursor = read.cursor
      this.#behind = read.more
    } catch (error) {
      this.#unreadable(error)
    } finally {
      // The read is over: a match still waiting for its next line is settled without it.
      this.#settle(undefined)
    }
  }

  /** The runtime log could not be read: said once; the window goes on with what it can see. */
  #unreadable(error: unknown): void {
    if (this.#o.signal.aborted) throw error
    if (this.#logMissing !== undefined) return
    this.#logMissing = isTimeUp(error)
      ? `the runtime log did not answer within ${formatDuration(this.#readBoundMs())} (the service may be rate limiting)`
      : withoutPeriod(describeError('Reading the runtime log', error))
    this.#o.log.warning(
      `${capitalized(this.#logMissing)}. The verification window goes on with the health check and the deployment list, and reads the log again at each check.`,
      'Runtime log unreadable'
    )
  }

  /** One line of the runtime log; false once a new crash was read (the read stops there). */
  #line(record: RuntimeRecord, patterns: LogPatterns): boolean {
    this.#runtimeLines++
    this.#settle(record.text)
    const before = this.#previousLine
    const earlier = this.#earlierLine
    this.#earlierLine = before
    this.#previousLine = record.text
    if (this.#crashed) return false
    const plain = plainForMatch(record.text)
    const matched = patterns.match(plain)
    if (!matched) return true
    const shape = lineShape(plain)
    const known = this.#o.baseline?.shapes.has(shape) ?? false
    this.#byShape.set(shape, (this.#byShape.get(shape) ?? 0) + 1)
    this.#pending = {
      text: record.text,
      before,
      earlier,
      shape,
      known,
      by: matched.by,
      builtIn: matched.builtIn,
      atMs: this.#sinceLive()
    }
    // A new crash fails the window: the line after it is read (a secret cut across them), no more.
    if (!known) this.#crashed = true
    return true
  }

  /**
   * The waiting match, now that the line after it is known (undefined: the read ended): a secret
   * cut across any two of the lines around it is redacted in both, and one whose rest is unseen
   * is cut off its end; then it is kept and printed.
   */
  #settle(next: string | undefined): void {
    const pending = this.#pending
    if (!pending) return
    this.#pending = undefined
    const lines = [pending.earlier, pending.before, pending.text, next].map(text => ({ text: text ?? '' }))
    redactCutSecrets(lines)
    const text = next === undefined ? trimPartialSecret(lines[2]?.text ?? '') : (lines[2]?.text ?? '')
    const match: LogMatch = {
      atMs: pending.atMs,
      line: lineForAnnotation(text, MATCH_LINE_CHARS),
      before: pending.before === undefined ? undefined : lineForAnnotation(lines[1]?.text ?? '', MATCH_LINE_CHARS),
      shape: pending.shape,
      known: pending.known,
      by: pending.by
    }
    // Every new one is kept (the window fails at the first); known ones up to the bound.
    if (!match.known || this.#matches.length < MAX_KEPT_MATCHES) this.#matches.push(match)
    this.#print(match, pending.builtIn)
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
    // A crash the replaced version had too passes, as the baseline had it: said plainly all the same.
    if (match.known && builtIn && !this.#warnedKnownCrash) {
      this.#warnedKnownCrash = true
      log.warning(
        `${this.#o.serviceId} crashed in its verification window as the version it replaced did (${messageExcerpt(match.by, 80)}): a crash the service already had does not fail the window unless it comes at least 3 times as often, but the service is not healthy.`,
        'A crash it already had'
      )
    }
  }

  /**
   * The list's newest page: a newer deployment that went live (one still building, or one that
   * failed, replaces nothing), or ours no longer live (replaced, when a newer one is there).
   * True once read.
   */
  async #readList(): Promise<boolean> {
    const { client, serviceId, deploymentId } = this.#o
    const newer: ListedDeployment[] = []
    try {
      for await (const record of deploymentsOf(client, serviceId, { maxPages: 1, signal: this.#readSignal() })) {
        if (record.id !== deploymentId) {
          newer.push(record)
          continue
        }
        this.#listReads++
        const live = newer.find(other => other.status !== undefined && isLive(other.status))
        const left = record.status !== undefined && leftLive(record.status) ? record.status : undefined
        // Ours left live as a newer one came: replaced (deactivated, superseded), not broken.
        const replacedBy = live ?? (left !== undefined && isCancelled(left) ? newer[0] : undefined)
        if (replacedBy?.id !== undefined) {
          this.#newer = deploymentIdFrom(replacedBy.id, 'the deployment list')
          const at = replacedBy.finishedAt ?? replacedBy.createdAt
          const ours = record.finishedAt ?? record.createdAt
          if (at !== undefined && ours !== undefined) this.#newerAtMs = Math.max(0, at - ours)
        } else if (left !== undefined) this.#leftLive = left
        return true
      }
      // Not on the newest page: so many deployments came after it that it was replaced.
      const newest = newer[0]?.id
      if (newest !== undefined) this.#newer = deploymentIdFrom(newest, 'the deployment list')
      this.#listReads++
      return true
    } catch (error) {
      if (this.#o.signal.aborted) throw error
      if (!this.#listUnreadable)
        this.#o.log.warning(
          `${isTimeUp(error) ? `The deployment list did not answer within ${formatDuration(this.#readBoundMs())} (the service may be rate limiting)` : capitalized(withoutPeriod(describeError('Reading the deployment list', error)))}. The verification window cannot see a newer deployment, or its own leaving the live state, until it reads the list again.`,
          'Deployment list unreadable'
        )
      this.#listUnreadable = true
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
    if (this.#o.health) parts.push(`${counted(this.#probes - this.#failedProbes.length, 'health check')} passed`)
    if (this.#logMissing === undefined) {
      parts.push(counted(this.#runtimeLines, 'runtime line'))
      const matched = [...this.#byShape.values()].reduce((a, b) => a + b, 0)
      parts.push(matched === 0 ? 'no crash' : `${counted(matched, 'line')} of errors it already had`)
    }
    if (parts.length === 0) parts.push('the deployment list only')
    return parts.join(', ')
  }
}

/** The class of a state the list knows; undefined for a word it does not know (which proves nothing). */
function knownClass(status: string): StateClass | undefined {
  const state = classifyState(status)
  return state.known ? state.class : undefined
}

/** A state the list knows as live. */
function isLive(status: string): boolean {
  return knownClass(status) === 'success'
}

/** A state the list knows as ended by someone (deactivated, superseded, cancelled), not broken. */
function isCancelled(status: string): boolean {
  return knownClass(status) === 'cancelled'
}

/** A state the list knows that is no longer live. */
function leftLive(status: string): boolean {
  const known = knownClass(status)
  return known !== undefined && known !== 'success'
}

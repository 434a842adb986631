import { stopCommandsToken } from '../../text/stop-commands.js'
import { titleOf, type EngineEvent, type Host, type SafeLogLine } from '../../core/host.js'
import type { Paint } from '../../app/service-host.js'
import type { DeployResult } from '../../core/result.js'
import { formatDuration } from '../../core/duration.js'
import { MIN_MASKED_VALUE_LENGTH, registerSecret } from '../../text/secrets.js'
import {
  annotation,
  debugLine,
  failedCommands,
  groupEnd,
  groupStart,
  hasAnnotations,
  heading,
  logChunk,
  maskCommands,
  sectionName,
  titledAnnotations,
  type Level,
  type Section
} from '../ci/ci-commands.js'
import type { CiName } from '../ci/ci.js'
import { lineForCi, linesForCi } from '../../text/ci-text.js'
import { style, type Style } from '../ci/colour.js'
import { Heartbeat, systemClock, type Clock } from './heartbeat.js'
import { resultBlock, withTitle } from '../result/result-text.js'
import { toOutput, type Output, type Writer } from '../../core/writer.js'

// The text output: what the Action prints on GitHub, in the conventions of the CI it runs on.
// One group per phase, annotations for notices and warnings, masking commands where the CI
// reads them, the deployment's log lines, a heartbeat while all is quiet, and a short result
// block at the end. Every line of remote-derived text passes ci-text.ts.

export interface TextHostOptions {
  ci: CiName
  /** Where the text goes: stdout in text mode, stderr when stdout carries JSON. */
  out: Writer
  /**
   * Where the warnings and the error go (a `warning:` or `error:` line, the closing block's
   * Error and Next rows): stderr in text mode, so that `2>/dev/null` and `| grep` work as on any
   * Unix tool; `out` when not given. Annotations that are a CI's commands stay in `out`, in order.
   */
  err?: Writer
  /** Colour codes in what goes to `err`, when it is another stream: `colour` when not given. */
  errColour?: boolean
  /** Colour codes in our text and kept in log lines (colour.ts decides). */
  colour: boolean
  /** Print debug lines (--debug, RUNNER_DEBUG, SYSTEM_DEBUG). */
  debug: boolean
  clock?: Clock
  /** The random token of each GitHub stop-commands frame. */
  token?: () => string
}

export class TextHost implements Host {
  readonly #ci: CiName
  readonly #out: Output
  readonly #err: Output
  readonly #colour: boolean
  readonly #debug: boolean
  readonly #style: Style
  readonly #errStyle: Style
  readonly #clock: Clock
  readonly #token: () => string
  readonly #heartbeat: Heartbeat
  /** Verification windows watching now (an app's run side by side): each says how it goes. */
  #windows = 0
  readonly #masked = new Set<string>()
  #groups = 0
  #openGroups = 0
  #status: string | undefined
  /** The phase the run is in, and whether a deployment was queued yet: what the heartbeat says it waits for. */
  #phase: string | undefined
  #queued = false

  constructor(options: TextHostOptions) {
    this.#ci = options.ci
    this.#out = toOutput(options.out)
    this.#err = options.err === undefined ? this.#out : toOutput(options.err)
    this.#colour = options.colour
    this.#debug = options.debug
    this.#style = style(options.colour)
    this.#errStyle = options.err === undefined ? this.#style : style(options.errColour ?? options.colour)
    this.#clock = options.clock ?? systemClock
    this.#token = options.token ?? stopCommandsToken
    this.#heartbeat = new Heartbeat(this.#clock, elapsed => this.#beat(elapsed))
  }

  /**
   * An app's service labels, each in one of a few colours (as docker compose does), and its
   * failures in red, where colour is on (colour.ts).
   */
  readonly paint: Paint = {
    label: (text, index) => this.#style.label(text, index),
    failure: text => this.#style.red(text)
  }

  debug(message: string): void {
    if (!this.#debug) return
    this.#print(linesForCi(message).map(line => debugLine(this.#ci, line, this.#style)))
  }

  info(message: string): void {
    this.#print(linesForCi(message, { colour: this.#colour }))
  }

  notice(message: string, title?: string, service?: string): void {
    this.#annotate('notice', message, titleOf(title, service))
  }

  warning(message: string, title?: string, service?: string): void {
    this.#annotate('warning', message, titleOf(title, service))
  }

  async group<T>(title: string, fn: () => Promise<T>): Promise<T> {
    const safeTitle = lineForCi(title)
    // No CI nests groups the same way: a group inside another is a heading line in it.
    if (this.#openGroups > 0) {
      this.#print([heading(safeTitle, this.#style)])
      return fn()
    }
    const section: Section = {
      name: sectionName(safeTitle, ++this.#groups),
      unixSeconds: this.#unixSeconds(),
      title: safeTitle
    }
    this.#print([groupStart(this.#ci, safeTitle, section, this.#style)])
    this.#openGroups++
    try {
      return await fn()
    } finally {
      this.#openGroups--
      const end = groupEnd(this.#ci, { ...section, unixSeconds: this.#unixSeconds() })
      if (end !== undefined) this.#print([end])
    }
  }

  /**
   * Masks `secret` where the CI can, and redacts it from everything printed (secrets.ts). Like
   * variable values in the Action, a value or line shorter than MIN_MASKED_VALUE_LENGTH is not
   * masked: masking `1` would blank every such character in the log while protecting nothing.
   */
  mask(secret: string): void {
    registerSecret(secret, { minLength: MIN_MASKED_VALUE_LENGTH })
    // CIs mask line by line: each line of a multi-line value is masked too.
    const lines = secret.split(/\r\n|\r|\n/)
    const pieces = [secret, ...lines, ...lines.map(line => line.trim())]
    for (const piece of new Set(pieces)) {
      if (piece.trim() === '' || piece.length < MIN_MASKED_VALUE_LENGTH || this.#masked.has(piece)) continue
      this.#masked.add(piece)
      this.#print(maskCommands(this.#ci, piece))
    }
  }

  logLines(lines: readonly SafeLogLine[]): void {
    if (lines.length === 0) return
    const safe = lines.map(line => lineForCi(line.text, { colour: this.#colour }))
    this.#write(
      logChunk(
        this.#ci,
        safe,
        this.#token,
        lines.map(line => line.service !== undefined)
      )
    )
  }

  async drained(): Promise<void> {
    await Promise.all([this.#out.drained(), this.#err.drained()])
  }

  event(event: EngineEvent): void {
    if (event.type === 'state') this.#status = event.status
    // Until a deployment is queued, the heartbeat names the phase it waits in (a key check that
    // never answers is not "deploying").
    if (event.type === 'phase') this.#phase = event.name
    if (event.type === 'output' && event.name === 'deploymentId') this.#queued = true
    // While a verification window watches, it says every 30 s how it goes: the heartbeat keeps quiet.
    if (event.type === 'verify' && event.stage === 'start') this.#windows++
    if (event.type === 'verify' && event.stage === 'end') this.#windows = Math.max(0, this.#windows - 1)
  }

  /** The end: the heartbeat stops, then the error annotation and the result block. */
  async finish(result: DeployResult): Promise<void> {
    this.stop()
    const { error } = result
    // Where the CI has annotations the error gets one; elsewhere the result block says it.
    if (error && hasAnnotations(this.#ci)) {
      this.#annotate('error', error.message, error.title)
      this.#print(failedCommands(this.#ci))
    }
    const { report, problem } = resultBlock(result, this.#style, this.#errStyle)
    if (report.length > 0) this.#print(['', ...report])
    this.#print(report.length > 0 ? problem : ['', ...problem], this.#err)
    await this.drained()
  }

  /** Stops the heartbeat (finish does). */
  stop(): void {
    this.#heartbeat.stop()
  }

  #annotate(level: Level, message: string, title: string | undefined): void {
    // Where the CI has no place for a title, it leads the message.
    const titled = titledAnnotations(this.#ci)
    const text = linesForCi(title !== undefined && !titled ? withTitle(title, message) : message).join('\n')
    const safeTitle = titled && title !== undefined ? lineForCi(title) : undefined
    const toOut = level === 'notice' || hasAnnotations(this.#ci)
    const lines = annotation(this.#ci, level, text, safeTitle, toOut ? this.#style : this.#errStyle)
    this.#print(lines, toOut ? this.#out : this.#err)
  }

  #beat(elapsedMs: number): void {
    if (this.#windows > 0) return
    const status = this.#status === undefined ? '' : `, status ${this.#status}`
    const doing =
      this.#queued || this.#phase === undefined
        ? 'deploying'
        : this.#phase.charAt(0).toLowerCase() + this.#phase.slice(1)
    this.#print(linesForCi(`Still ${doing}… ${formatDuration(elapsedMs)}${status}`))
  }

  #unixSeconds(): number {
    return Math.floor(this.#clock.now() / 1000)
  }

  #print(lines: readonly string[], to: Output = this.#out): void {
    if (lines.length > 0) this.#write(lines.map(line => `${line}\n`).join(''), to)
  }

  #write(chunk: string, to: Output = this.#out): void {
    this.#heartbeat.touch()
    to.write(chunk)
  }
}

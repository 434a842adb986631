import type { LogOrder } from '../core/config.js'
import { formatDuration } from '../core/duration.js'
import { LOG_MARK, type EngineEvent, type Host, type QueueHooks, type SafeLogLine } from '../core/host.js'
import type { LogBudget } from '../watch/log-budget.js'

// The host one service of an app speaks through: everything it says is labelled with its name,
// and a line of the deployment's log is told from the tool's own by its mark (docs/cli.md):
//
//   web     | ==> Cloning web at main      a line of web's deployment log
//   web:      Queuing the deployment       the tool's own line about web
//
// Streamed, each line goes out as it comes, the name padded to the longest (as `docker compose`
// does). Grouped, the service's log is kept and printed whole, in one group, when the service
// ends; in it the lines read as one service's do on the command line (the log's after `  | `,
// the tool's own at the margin), and meanwhile one line per state change keeps the job alive.
// A failure is marked (✖, red where colour is on) as soon as it is known, and the app prints a
// failed service's last lines again at its end. The steps below never learn that there are
// several services.

/**
 * The most a grouped service keeps before it ends, in bytes of heap; past it lines are counted,
 * not kept. Every kept line costs KEPT_LINE_BYTES besides its text, so that empty lines fill it too.
 */
export const MAX_GROUPED_BYTES = 16 * 1024 * 1024
/**
 * What a kept line takes in the heap besides its text: its object (sequence number and text),
 * its place in the kept list and its string's header. Measured once with Node 24 (heap used
 * after a collection, 40,000 to 150,000 lines fed through a LogSink into a grouped host): 52 to
 * 62 bytes an empty line, 82 to 88 besides the text for lines of 100 characters; rounded up.
 */
export const KEPT_LINE_BYTES = 96
/** A failed service's last lines, printed again at the app's end, away from the other services' lines. */
export const FAILED_TAIL_LINES = 20
/** What marks a failure, with colour or without (a log read without colour, or copied, keeps it). */
export const FAILURE_MARK = '✖'
/** A line of the deployment's log inside its service's group: as one service's on the command line. */
const GROUPED_LOG_LABEL = `  ${LOG_MARK}`

/** How a face colours an app's lines; without one, nothing is coloured. */
export interface Paint {
  /** The label of the app's `index`th service, in its colour. */
  label(text: string, index: number): string
  /** A failure, after its label: red. */
  failure(text: string): string
}

const NO_PAINT: Paint = { label: text => text, failure: text => text }

export interface ServiceHostOptions {
  name: string
  /** The longest service name of the app, for the padding of the label. */
  width: number
  /** The service's place in the app: its label's colour. */
  index?: number
  order: LogOrder
  /** How the face colours the labels and the failures (colour where colour is on). */
  paint?: Paint
  /** The face's own records around this service's queuing (a GitHub deployment). */
  hooks?: QueueHooks
  /** The run's log budget, which the lines kept draw on too (log-budget.ts). */
  budget?: LogBudget
  now?: () => number
}

/** How a service failed, as its failure's title and message say it. */
export interface ServiceFailure {
  title: string
  message: string
}

type Kept = { kind: 'info'; text: string } | { kind: 'lines'; lines: SafeLogLine[] }

export class ServiceHost implements Host {
  readonly hooks?: QueueHooks
  readonly #face: Host
  readonly #options: ServiceHostOptions
  readonly #paint: Paint
  /** Before a line of the deployment's log outside a group: `web     | `. */
  readonly #logLabel: string
  /** Before a line of the tool's own about the service outside a group: `web:      `. */
  readonly #ownLabel: string
  readonly #kept: Kept[] = []
  #keptBytes = 0
  #notKept = 0
  #failure: ServiceFailure | undefined
  readonly #startedAt: number
  readonly #now: () => number

  constructor(face: Host, options: ServiceHostOptions) {
    this.#face = face
    this.#options = options
    this.#now = options.now ?? Date.now
    this.#startedAt = this.#now()
    this.#paint = options.paint ?? NO_PAINT
    const index = options.index ?? 0
    const log = `${options.name.padEnd(options.width)} ${LOG_MARK}`
    this.#logLabel = this.#paint.label(log, index)
    this.#ownLabel = this.#paint.label(`${options.name}:`.padEnd(log.length), index)
    if (options.hooks) this.hooks = options.hooks
  }

  get #grouped(): boolean {
    return this.#options.order === 'grouped'
  }

  debug(message: string): void {
    this.#face.debug(`${this.#options.name}: ${message}`)
  }

  info(message: string): void {
    if (this.#grouped) this.#keep({ kind: 'info', text: message }, keptBytes(message), 1)
    else this.say(message)
  }

  /** A line of the tool's own about the service, printed now, outside any group: each of its lines labelled. */
  say(message: string): void {
    this.#face.info(eachLine(message, line => `${this.#ownLabel}${line}`))
  }

  notice(message: string, title?: string): void {
    this.#face.notice(message, title, this.#options.name)
  }

  warning(message: string, title?: string): void {
    this.#face.warning(message, title, this.#options.name)
  }

  /** A phase of one service: a line of its own, never a group (groups do not nest, nor interleave). */
  async group<T>(title: string, fn: () => Promise<T>): Promise<T> {
    this.info(title)
    return fn()
  }

  logLines(lines: readonly SafeLogLine[]): void {
    if (lines.length === 0) return
    if (this.#grouped) {
      let bytes = 0
      for (const line of lines) bytes += keptBytes(line.text)
      this.#keep({ kind: 'lines', lines: [...lines] }, bytes, lines.length)
      return
    }
    this.#face.logLines(this.#labelled(lines, this.#logLabel))
  }

  drained(): Promise<void> {
    return this.#face.drained()
  }

  event(event: EngineEvent): void {
    this.#face.event({ ...event, service: this.#options.name })
    if (!this.#grouped) return
    // Grouped, the job log would say nothing until the service ends: one line per state change,
    // and one as its verification window starts.
    if (event.type === 'state') this.say(`${event.status} (${formatDuration(this.#now() - this.#startedAt)})`)
    if (event.type === 'verify' && event.stage === 'start') this.say(`verifying for ${formatDuration(event.forMs)}`)
  }

  /** The service failed: said once, as soon as it is known, on a line marked ✖ (red where colour is on). */
  failed(failure: ServiceFailure): void {
    if (this.#failure !== undefined) return
    this.#failure = failure
    const said = failure.message.startsWith(`${failure.title}:`)
      ? failure.message
      : `${failure.title}: ${failure.message}`
    this.#face.info(eachLine(`${FAILURE_MARK} ${said}`, line => `${this.#ownLabel}${this.#paint.failure(line)}`))
  }

  /** The service ended: grouped, its log is printed whole in one group titled with how it ended (✖ when it failed). */
  async end(outcome: string, failed: boolean): Promise<void> {
    if (!this.#grouped) return
    const kept = this.#kept.splice(0)
    await this.#face.group(`${this.#options.name}: ${failed ? `${FAILURE_MARK} ` : ''}${outcome}`, async () => {
      for (const item of kept) {
        if (item.kind === 'info') this.#face.info(item.text)
        else this.#face.logLines(this.#labelled(item.lines, GROUPED_LOG_LABEL))
      }
      if (this.#notKept > 0)
        this.#face.info(
          `(${this.#notKept} more line(s) of ${this.#options.name} were not kept: the log was over its cap)`
        )
    })
    // Not inside the group: another service's line said while the output drains would land in it.
    await this.#face.drained()
  }

  /**
   * A failed service's last log lines, printed again at the app's end (both orders), headed by its
   * failure: away from the other services' lines, where no group hides them. A service whose
   * verification window failed shows the runtime lines the window matched instead (`matched`),
   * quoted as the window quotes them.
   */
  repeatLastLines(tail: readonly string[], matched: readonly string[] = []): void {
    const heading = (what: string): void =>
      this.#face.info(
        `${this.#ownLabel}${this.#paint.failure(`${FAILURE_MARK} ${this.#failure?.title ?? 'Failed'}`)}: ${what}`
      )
    if (matched.length > 0) {
      heading('the runtime lines its verification window matched')
      this.say(matched.map(line => `  > ${line}`).join('\n'))
      return
    }
    const lines = tail.slice(-FAILED_TAIL_LINES)
    if (lines.length === 0) return
    heading(lines.length === 1 ? 'its last log line' : `its last ${lines.length} log lines`)
    this.#face.logLines(
      lines.map((text, seq) => ({
        seq,
        text: `${this.#logLabel}${text}`,
        service: { name: this.#options.name, text },
        repeated: true
      }))
    )
  }

  /** Lines of the deployment's log after `label`, each with its service and its own text. */
  #labelled(lines: readonly SafeLogLine[], label: string): SafeLogLine[] {
    return lines.map(line => ({
      seq: line.seq,
      text: `${label}${line.text}`,
      service: { name: this.#options.name, text: line.text }
    }))
  }

  #keep(item: Kept, bytes: number, lines: number): void {
    if (this.#keptBytes + bytes > MAX_GROUPED_BYTES) {
      this.#notKept += lines
      return
    }
    // The deployment's lines draw on the run's budget too, which counts those it refuses and
    // says so once at the run's end; the engine's own few messages do not.
    if (item.kind === 'lines' && this.#options.budget?.take(bytes, lines) === false) return
    this.#keptBytes += bytes
    this.#kept.push(item)
  }
}

/** Each line of `message` through `mark`, split as the faces split it (text/ci-text.ts, linesForCi). */
function eachLine(message: string, mark: (line: string) => string): string {
  const lines = message.split(/\r?\n/)
  if (lines.length > 1 && lines.at(-1) === '') lines.pop()
  return lines.map(line => mark(line)).join('\n')
}

/** A kept line's heap: KEPT_LINE_BYTES, and its text (UTF-8 bytes: never fewer than V8 stores for it). */
function keptBytes(text: string): number {
  return KEPT_LINE_BYTES + Buffer.byteLength(text)
}

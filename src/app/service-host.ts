import type { LogOrder } from '../core/config.js'
import { formatDuration } from '../core/duration.js'
import type { EngineEvent, Host, QueueHooks, SafeLogLine } from '../core/host.js'
import type { LogBudget } from '../watch/log-budget.js'

// The host one service of an app speaks through: everything it says is labelled with its name.
// Streamed, each line goes out as it comes, prefixed with the name padded to the longest (as
// `docker compose` does). Grouped, the service's log is kept and printed whole, in one group,
// when the service ends; meanwhile one line per state change keeps the job alive. The steps
// below never learn that there are several services.

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
/** A failed service's last lines, printed again outside its group, where a collapsed group hides nothing. */
const FAILED_TAIL_LINES = 20

export interface ServiceHostOptions {
  name: string
  /** The longest service name of the app, for the padding of the label. */
  width: number
  order: LogOrder
  /** The label as the face shows it (coloured where colour is on); the plain label otherwise. */
  paint?: (label: string) => string
  /** The face's own records around this service's queuing (a GitHub deployment). */
  hooks?: QueueHooks
  /** The run's log budget, which the lines kept draw on too (log-budget.ts). */
  budget?: LogBudget
  now?: () => number
}

type Kept = { kind: 'info'; text: string } | { kind: 'lines'; lines: SafeLogLine[] }

export class ServiceHost implements Host {
  readonly hooks?: QueueHooks
  readonly #face: Host
  readonly #options: ServiceHostOptions
  readonly #label: string
  readonly #kept: Kept[] = []
  #keptBytes = 0
  #notKept = 0
  readonly #startedAt: number
  readonly #now: () => number

  constructor(face: Host, options: ServiceHostOptions) {
    this.#face = face
    this.#options = options
    this.#now = options.now ?? Date.now
    this.#startedAt = this.#now()
    const plain = `${options.name.padEnd(options.width)} | `
    this.#label = options.paint ? options.paint(plain) : plain
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
    else this.#face.info(`${this.#label}${message}`)
  }

  notice(message: string, title?: string): void {
    this.#face.notice(`${this.#options.name}: ${message}`, this.#titled(title))
  }

  warning(message: string, title?: string): void {
    this.#face.warning(`${this.#options.name}: ${message}`, this.#titled(title))
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
    this.#face.logLines(
      lines.map(line => ({
        seq: line.seq,
        text: `${this.#label}${line.text}`,
        service: { name: this.#options.name, text: line.text }
      }))
    )
  }

  drained(): Promise<void> {
    return this.#face.drained()
  }

  event(event: EngineEvent): void {
    this.#face.event({ ...event, service: this.#options.name })
    // Grouped, the job log would say nothing until the service ends: one line per state change.
    if (this.#grouped && event.type === 'state')
      this.#face.info(`${this.#options.name}: ${event.status} (${formatDuration(this.#now() - this.#startedAt)})`)
  }

  /**
   * The service ended: grouped, its log is printed whole in one group titled with how it ended,
   * and a failed service's last lines again outside it.
   */
  async end(outcome: string, failed: boolean, tail: readonly string[] = []): Promise<void> {
    if (!this.#grouped) return
    const kept = this.#kept.splice(0)
    await this.#face.group(`${this.#options.name}: ${outcome}`, async () => {
      for (const item of kept) {
        if (item.kind === 'info') this.#face.info(item.text)
        else
          this.#face.logLines(
            item.lines.map(line => ({ ...line, service: { name: this.#options.name, text: line.text } }))
          )
      }
      if (this.#notKept > 0)
        this.#face.info(
          `(${this.#notKept} more line(s) of ${this.#options.name} were not kept: the log was over its cap)`
        )
      await this.#face.drained()
    })
    if (failed && tail.length > 0) {
      this.#face.info(`${this.#options.name}: its last log lines`)
      this.#face.logLines(
        tail
          .slice(-FAILED_TAIL_LINES)
          .map((text, seq) => ({ seq, text: `${this.#label}${text}`, service: { name: this.#options.name, text } }))
      )
    }
  }

  #titled(title: string | undefined): string {
    return title === undefined ? this.#options.name : `${this.#options.name}: ${title}`
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

/** A kept line's heap: KEPT_LINE_BYTES, and its text (UTF-8 bytes: never fewer than V8 stores for it). */
function keptBytes(text: string): number {
  return KEPT_LINE_BYTES + Buffer.byteLength(text)
}

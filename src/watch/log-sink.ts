import type { Log, LogOutput } from '../core/host.js'
import { logLineInFrame } from '../text/remote-text.js'
import { endsWithSecretStart, redactCutSecrets } from '../text/secrets.js'
import type { LogBudget } from './log-budget.js'

// The one place that prints a deployment's log lines. Every source (poll, and later the
// live stream) feeds the same sink, keyed by sequence number, so a line is printed once and
// in order whatever delivered it.

export interface LogLine {
  seq: number
  text: string
}

export const TAIL_LINES = 30
/**
 * The log bytes printed per deployment followed: a real build's 200,000 lines of ~100 bytes fit
 * many times over; a server that prints without end does not fill the job log.
 */
export const MAX_LOG_BYTES = 64 * 1024 * 1024
/**
 * The watcher's own lines about a deployment's state (each new state, a warning about a state
 * word) printed per deployment followed: a real deployment shows a handful; a service that
 * sends a new word without end does not fill the job log. The rest are counted and said once.
 */
export const MAX_STATE_LINES = 40

export class LogSink {
  #lastSeq: number | undefined
  #printed = 0
  #printedBytes = 0
  /** Lines and bytes past the cap: counted, never kept. */
  #over = { lines: 0, bytes: 0 }
  #stateLines = 0
  readonly #tail: string[] = []
  /** The last line taken when it ends with a secret's first characters: printed with the next. */
  #held: LogLine | undefined

  /**
   * `output`: the host's log, which prints the lines so that no CI acts on them, and says the
   * lines left out by the cap (`maxBytes`, injectable for tests) when the sink is finished.
   * `budget`: the run's (log-budget.ts), which every line printed draws on too; the lines it
   * refuses are its to count and say.
   */
  constructor(
    private readonly output: LogOutput & Partial<Pick<Log, 'warning'>>,
    private readonly maxBytes = MAX_LOG_BYTES,
    private readonly budget?: LogBudget
  ) {}

  /** Waits while the job log is behind (its pipe is full), so that readers slow down too. */
  drained(): Promise<void> {
    return this.output.drained()
  }

  /** Sequence number of the newest line taken, the `after` to ask for next. */
  get lastSeq(): number | undefined {
    return this.#lastSeq
  }

  get printed(): number {
    return this.#printed
  }

  /** The last lines taken (already made safe), oldest first. */
  tail(count = TAIL_LINES): string[] {
    return this.#tail.slice(-count)
  }

  /** Takes the lines newer than any taken so far, in sequence order; returns how many. */
  accept(lines: readonly LogLine[]): number {
    // A page comes in order, after the last line taken: then it is taken as it is, without copies.
    const fresh = inOrderAfter(lines, this.#lastSeq)
      ? lines
      : lines.filter(line => this.#lastSeq === undefined || line.seq > this.#lastSeq).sort((a, b) => a.seq - b.seq)
    if (fresh.length === 0) return 0
    this.#lastSeq = fresh.at(-1)?.seq
    this.#print(this.#withCutSecretsRedacted(fresh.filter((line, i) => line.seq !== fresh[i - 1]?.seq)))
    return fresh.length
  }

  /** Makes `lines` safe and prints them, up to the byte cap. */
  #print(lines: readonly LogLine[]): void {
    const safe: LogLine[] = []
    for (const line of lines) {
      const text = logLineInFrame(line.text)
      this.#tail.push(text)
      if (this.#tail.length > TAIL_LINES * 4) this.#tail.splice(0, this.#tail.length - TAIL_LINES)
      // The line as the service sent it, and its line break.
      const bytes = Buffer.byteLength(line.text) + 1
      if (this.#over.lines > 0 || this.#printedBytes + bytes > this.maxBytes) {
        this.#over.lines++
        this.#over.bytes += bytes
        continue
      }
      if (this.budget?.take(bytes) === false) continue
      this.#printedBytes += bytes
      safe.push({ seq: line.seq, text })
      this.#printed++
    }
    if (safe.length > 0) this.output.logLines(safe)
  }

  /**
   * `lines` after the line held back, with a secret cut across two of them (a tool wrapping at N
   * columns) redacted in both; a last line that ends with a secret's first characters is held
   * back until the next line (or finish) shows whether the secret goes on there.
   */
  #withCutSecretsRedacted(lines: LogLine[]): LogLine[] {
    const all = this.#held === undefined ? lines : [this.#held, ...lines]
    this.#held = undefined
    redactCutSecrets(all)
    const last = all.at(-1)
    if (last !== undefined && endsWithSecretStart(last.text)) this.#held = all.pop()
    return all
  }

  /**
   * Asks to print one of the watcher's own lines about the deployment's state (`text`, as
   * printed): true when it may, and then it counts against the same byte cap as the log lines;
   * false past MAX_STATE_LINES or the cap (so few that the run's budget leaves them be). Readers
   * await `drained()` before reading on, as for log lines.
   */
  admitState(text: string): boolean {
    const bytes = Buffer.byteLength(text) + 1
    if (this.#stateLines >= MAX_STATE_LINES || this.#printedBytes + bytes > this.maxBytes) return false
    this.#stateLines++
    this.#printedBytes += bytes
    return true
  }

  /** Prints a line held back, then says, once, how much of the log the cap left out (if any). */
  finish(): void {
    const held = this.#held
    this.#held = undefined
    if (held !== undefined) this.#print([held])
    const { lines, bytes } = this.#over
    if (lines === 0) return
    this.#over = { lines: 0, bytes: 0 }
    this.output.warning?.(
      `${lines.toLocaleString('en')} more log line${lines === 1 ? '' : 's'} (${bytes.toLocaleString('en')} bytes) not printed: the log passed the cap of ${sizeOf(this.maxBytes)} printed per deployment.`,
      'Log cut short'
    )
  }
}

/** Whether every line comes after `last`, in rising order (repeats allowed: accept skips them). */
function inOrderAfter(lines: readonly LogLine[], last: number | undefined): boolean {
  let previous = last ?? Number.NEGATIVE_INFINITY
  for (let i = 0; i < lines.length; i++) {
    const seq = (lines[i] as LogLine).seq
    if (i === 0 ? seq <= previous : seq < previous) return false
    previous = seq
  }
  return true
}

function sizeOf(bytes: number): string {
  return bytes % (1024 * 1024) === 0 ? `${bytes / 1024 / 1024} MiB` : `${bytes.toLocaleString('en')} bytes`
}

import type { LogOutput } from '../core/host.js'
import { logLineInFrame } from '../text/remote-text.js'

// The one place that prints a deployment's log lines. Every source (poll, and later the
// live stream) feeds the same sink, keyed by sequence number, so a line is printed once and
// in order whatever delivered it.

export interface LogLine {
  seq: number
  text: string
}

export const TAIL_LINES = 30

export class LogSink {
  #lastSeq: number | undefined
  #printed = 0
  readonly #tail: string[] = []

  /** `output`: the host's log, which prints the lines so that no CI acts on them. */
  constructor(private readonly output: LogOutput) {}

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
    const fresh = lines
      .filter(line => this.#lastSeq === undefined || line.seq > this.#lastSeq)
      .sort((a, b) => a.seq - b.seq)
    if (fresh.length === 0) return 0

    const safe: LogLine[] = []
    let previous: number | undefined
    for (const line of fresh) {
      if (line.seq === previous) continue
      previous = line.seq
      const text = logLineInFrame(line.text)
      safe.push({ seq: line.seq, text })
      this.#tail.push(text)
      this.#printed++
    }
    if (this.#tail.length > TAIL_LINES * 4) this.#tail.splice(0, this.#tail.length - TAIL_LINES)
    this.#lastSeq = previous
    this.output.logLines(safe)
    return fresh.length
  }
}

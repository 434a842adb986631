import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { safeLine } from '../text/remote-text.js'

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

  constructor(
    private readonly write: (chunk: string) => void = chunk => void process.stdout.write(chunk),
    /** Resolves when the output can take more: a fast stream must not pile up in memory. */
    private readonly waitForOutput: () => Promise<void> = stdoutDrained
  ) {}

  /** Waits while the job log is behind (its pipe is full), so that readers slow down too. */
  drained(): Promise<void> {
    return this.waitForOutput()
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

    let chunk = ''
    let previous: number | undefined
    for (const line of fresh) {
      if (line.seq === previous) continue
      previous = line.seq
      const text = safeLine(line.text)
      chunk += `${text}\n`
      this.#tail.push(text)
      this.#printed++
    }
    if (this.#tail.length > TAIL_LINES * 4) this.#tail.splice(0, this.#tail.length - TAIL_LINES)
    this.#lastSeq = previous
    // Remote text may look like workflow commands (::error::, ::add-mask::, ...): the runner
    // ignores every command between ::stop-commands::TOKEN and ::TOKEN::, and the token is
    // random per batch so the remote text cannot end the pause itself.
    const token = randomBytes(16).toString('hex')
    this.write(`::stop-commands::${token}\n${chunk}::${token}::\n`)
    return fresh.length
  }
}

async function stdoutDrained(): Promise<void> {
  if (process.stdout.writableNeedDrain) await once(process.stdout, 'drain')
}

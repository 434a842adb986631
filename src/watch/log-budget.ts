// One byte budget for the log lines of a whole run: every deployment's sink draws on it for the
// lines it prints (the run's deployment, its rollback, each service of an app and each return to
// a previous ref), and an app's grouped service hosts for the lines they keep until their service
// ends. Past it, lines are counted, not printed or kept: a service that floods its log (even with
// empty lines) cannot fill the job log or the memory, however many deployments the run follows.
// The deployments are still followed to their end by their state.

/**
 * The log bytes one run prints and keeps: a single service's most before there was a budget (its
 * deployment's 64 MiB cap, MAX_LOG_BYTES in log-sink.ts, and as much again for its rollback), so
 * one service prints what it always did; an app of any size shares it instead of multiplying it.
 * Kept whole in memory (grouped output) at their measured heap cost, 128 MiB of lines stay far
 * below what Node's heap allows on a CI runner.
 */
export const RUN_LOG_BYTES = 128 * 1024 * 1024

export class LogBudget {
  #left: number
  /** Lines and bytes refused once the budget was spent: counted, never kept. */
  readonly #refused = { lines: 0, bytes: 0 }

  constructor(readonly maxBytes = RUN_LOG_BYTES) {
    this.#left = maxBytes
  }

  /** Takes `bytes` for `lines` line(s): true when they fit; false once spent, and they are counted as left out. */
  take(bytes: number, lines = 1): boolean {
    if (this.#refused.lines === 0 && bytes <= this.#left) {
      this.#left -= bytes
      return true
    }
    this.#refused.lines += lines
    this.#refused.bytes += bytes
    return false
  }

  /** What the budget left out, in one sentence for the run's end; undefined when it left out nothing. */
  describe(): string | undefined {
    const { lines, bytes } = this.#refused
    if (lines === 0) return undefined
    return `${lines.toLocaleString('en')} more log line${lines === 1 ? '' : 's'} (${bytes.toLocaleString('en')} bytes) not printed: the run's logs passed their budget of ${sizeOf(this.maxBytes)} (every deployment's lines, and those kept for a grouped log). Each deployment was still followed to its end.`
  }
}

function sizeOf(bytes: number): string {
  return bytes % (1024 * 1024) === 0 ? `${bytes / 1024 / 1024} MiB` : `${bytes.toLocaleString('en')} bytes`
}

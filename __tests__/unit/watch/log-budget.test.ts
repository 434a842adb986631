// One log budget per run (watch/log-budget.ts): every sink of the run draws on it for the lines
// it prints, past it lines are counted and said once, by the run; a single service keeps the
// figures it had before there was a budget.
import { describe, expect, it } from 'vitest'
import { LogBudget, RUN_LOG_BYTES } from '../../../src/watch/log-budget.js'
import { LogSink, MAX_LOG_BYTES } from '../../../src/watch/log-sink.js'
import { settle, type Found } from '../../../src/engine/settle.js'
import { startRun } from '../../../src/steps/run.js'
import { recordingHost, type RecordingHost } from '../../harness/recording-host.js'

/** A sink drawing on `budget`, recording the lines printed and what it says. */
function sinkOn(budget: LogBudget, maxBytes = MAX_LOG_BYTES) {
  const printed: string[] = []
  const warnings: string[] = []
  const sink = new LogSink(
    {
      logLines: lines => void printed.push(...lines.map(line => line.text)),
      drained: async () => undefined,
      warning: message => void warnings.push(message)
    },
    maxBytes,
    budget
  )
  return { sink, printed, warnings }
}

/** `count` lines of `text` from `from` on. */
const lines = (from: number, count: number, text = 'x'.repeat(9)) =>
  Array.from({ length: count }, (_, i) => ({ seq: from + i, text }))

describe('LogBudget', () => {
  it('1. takes what fits; once it refuses, it refuses everything after, counting lines and bytes', () => {
    const budget = new LogBudget(100)
    expect(budget.take(60)).toBe(true)
    expect(budget.take(50, 5)).toBe(false)
    // 40 are left, but the log has a hole by now: nothing more is printed.
    expect(budget.take(10)).toBe(false)
    expect(budget.describe()).toBe(
      "6 more log lines (60 bytes) not printed: the run's logs passed their budget of 100 bytes (every deployment's lines, and those kept for a grouped log). Each deployment was still followed to its end."
    )
  })

  it('2. says nothing when it refused nothing', () => {
    const budget = new LogBudget(100)
    expect(budget.take(100)).toBe(true)
    expect(budget.describe()).toBeUndefined()
  })

  it("3. a single service keeps its figures: its deployment's 64 MiB and as much for its rollback fit the run's budget", () => {
    expect(RUN_LOG_BYTES).toBe(2 * MAX_LOG_BYTES)
    expect(new LogBudget().maxBytes).toBe(RUN_LOG_BYTES)
  })
})

describe('sinks drawing on one budget', () => {
  it("1. two deployments' sinks share it: together they print up to it, and neither says a cap of its own", () => {
    const budget = new LogBudget(1000)
    const first = sinkOn(budget)
    const second = sinkOn(budget)
    // Lines of 10 bytes (9 characters and the line break): 60 fit, then 50 for the second fill it.
    first.sink.accept(lines(1, 60))
    second.sink.accept(lines(1, 100))
    first.sink.accept(lines(61, 10))
    first.sink.finish()
    second.sink.finish()
    expect(first.printed).toHaveLength(60)
    expect(second.printed).toHaveLength(40)
    expect([...first.warnings, ...second.warnings]).toEqual([])
    expect(budget.describe()).toMatch(/^70 more log lines \(700 bytes\) not printed: the run's logs passed/)
    // Every line was taken all the same: the readers move on.
    expect(second.sink.lastSeq).toBe(100)
  })

  it("2. a deployment's own cap still comes first, and says so itself", () => {
    const budget = new LogBudget(1000)
    const { sink, printed, warnings } = sinkOn(budget, 100)
    sink.accept(lines(1, 20))
    sink.finish()
    expect(printed).toHaveLength(10)
    expect(warnings).toEqual([
      '10 more log lines (100 bytes) not printed: the log passed the cap of 100 bytes printed per deployment.'
    ])
    expect(budget.describe()).toBeUndefined()
  })

  it('3. empty lines draw on it too: a flood of them ends', () => {
    const budget = new LogBudget(1000)
    const { sink, printed } = sinkOn(budget)
    sink.accept(lines(1, 5000, ''))
    expect(printed).toHaveLength(1000)
  })
})

describe('the run that made the budget says what it left out, once, at its end', () => {
  const config = { baseUrl: 'http://127.0.0.1:9', apiKey: 'k', timeoutMs: 60_000 }
  /** A run whose phases spend `budget` past its end (no request is sent), settled. */
  async function settled(options: Parameters<typeof startRun>[2]): Promise<RecordingHost> {
    const host = recordingHost()
    const run = startRun<Found>(config, host, options, {})
    await settle(run, { serviceId: '' }, 'Testing', async () => {
      run.budget.take(run.budget.maxBytes)
      run.budget.take(10, 2)
      run.budget.take(10, 2)
    })
    return host
  }

  it('1. its own budget: one warning, after the log', async () => {
    const host = await settled({})
    expect(host.said.filter(entry => entry.level === 'warning')).toEqual([
      {
        level: 'warning',
        title: 'Log cut short',
        message: expect.stringMatching(
          /^4 more log lines \(20 bytes\) not printed: the run's logs passed their budget of 128 MiB/
        )
      }
    ])
  })

  it("2. a larger run's budget (a service of an app): the larger run says it, not this one", async () => {
    const host = await settled({ logBudget: new LogBudget() })
    expect(host.said.filter(entry => entry.level === 'warning')).toEqual([])
  })
})

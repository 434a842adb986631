// A grouped service's log, kept until the service ends (app/service-host.ts): every kept line
// costs its heap, not only its text, so a flood of empty lines is bounded too, and the run's log
// budget bounds what all its services keep together.
import { describe, expect, it } from 'vitest'
import { KEPT_LINE_BYTES, MAX_GROUPED_BYTES, ServiceHost } from '../../../src/app/service-host.js'
import type { Host, SafeLogLine } from '../../../src/core/host.js'
import { LogBudget } from '../../../src/watch/log-budget.js'
import { recordingHost } from '../../harness/recording-host.js'

function grouped(name: string, budget?: LogBudget): { host: ServiceHost; face: ReturnType<typeof recordingHost> } {
  const face = recordingHost()
  const host = new ServiceHost(face as Host, {
    name,
    width: name.length,
    order: 'grouped',
    ...(budget ? { budget } : {})
  })
  return { host, face }
}

/** Feeds `count` lines of `text` in pages of 10,000, as a poll of a flooding log does. */
function feed(host: ServiceHost, count: number, text = ''): void {
  for (let from = 0; from < count; from += 10_000) {
    const page: SafeLogLine[] = Array.from({ length: Math.min(10_000, count - from) }, (_, i) => ({
      seq: from + i + 1,
      text
    }))
    host.logLines(page)
  }
}

/** The lines a grouped host printed when its service ended. */
function printed(face: ReturnType<typeof recordingHost>): number {
  return face.calls
    .filter(call => call.method === 'logLines')
    .reduce((sum, call) => sum + (call.args[0] as unknown[]).length, 0)
}

describe('a grouped service keeps its log within a bound that empty lines fill too', () => {
  it(`1. 400,000 empty lines: at most ${(MAX_GROUPED_BYTES / KEPT_LINE_BYTES) | 0} are kept, the rest counted and said`, async () => {
    const { host, face } = grouped('web')
    feed(host, 400_000)
    await host.end('success', false)
    const kept = printed(face)
    expect(kept).toBeGreaterThan(0)
    expect(kept * KEPT_LINE_BYTES).toBeLessThanOrEqual(MAX_GROUPED_BYTES)
    expect(face.messages('info')).toContain(
      `(${(400_000 - kept).toString()} more line(s) of web were not kept: the log was over its cap)`
    )
  })

  it("2. two services' hosts share the run's budget: what they keep together stays within it, the rest is the budget's to say", async () => {
    const budget = new LogBudget(1024 * 1024)
    const web = grouped('web', budget)
    const worker = grouped('worker', budget)
    feed(web.host, 8000, 'x'.repeat(4))
    feed(worker.host, 8000, 'y'.repeat(4))
    await web.host.end('success', false)
    await worker.host.end('success', false)
    const kept = printed(web.face) + printed(worker.face)
    expect(kept * (KEPT_LINE_BYTES + 4)).toBeLessThanOrEqual(1024 * 1024)
    expect(printed(worker.face)).toBeLessThan(8000)
    expect(budget.describe()).toMatch(/more log lines .* not printed: the run's logs passed their budget of 1 MiB/)
  })
})

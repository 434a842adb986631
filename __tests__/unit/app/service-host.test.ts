// The host of an app's service (app/service-host.ts). A grouped service's log, kept until the
// service ends: every kept line costs its heap, not only its text, so a flood of empty lines is
// bounded too, and the run's log budget bounds what all its services keep together. And what it
// prints: a deployment's log lines marked apart from the tool's own, streamed and grouped, a
// failure marked when it is known, a failed service's last lines again, annotations that name
// their service apart.
import { describe, expect, it } from 'vitest'
import { FAILED_TAIL_LINES, KEPT_LINE_BYTES, MAX_GROUPED_BYTES, ServiceHost } from '../../../src/app/service-host.js'
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

/** Every line a recording face was asked to print, in order: its messages, and its log lines' text. */
function printedLines(face: ReturnType<typeof recordingHost>): string[] {
  return face.calls.flatMap(({ method, args }) => {
    if (method === 'info') return String(args[0]).split('\n')
    if (method === 'group') return [`[group] ${String(args[0])}`]
    if (method === 'logLines') return (args[0] as SafeLogLine[]).map(line => line.text)
    return []
  })
}

/** A service's host over a recording face, in `order`; `paint` marks colour as `<c>...</c>` and red as `<red>...</red>`. */
function service(
  name: string,
  order: 'stream' | 'grouped',
  width = 7,
  painted = false
): { host: ServiceHost; face: ReturnType<typeof recordingHost> } {
  const face = recordingHost()
  const paint = {
    label: (text: string, index: number) => `<c${index}>${text}</c>`,
    failure: (text: string) => `<red>${text}</red>`
  }
  // A clock that stands still: the state line's time since the service started is 0.
  const host = new ServiceHost(face as Host, {
    name,
    width,
    order,
    index: 2,
    now: () => 1_000,
    ...(painted ? { paint } : {})
  })
  return { host, face }
}

describe("a service's lines: the deployment's log marked apart from the tool's own", () => {
  it("1. streamed: a log line after `name | `, padded to the longest name; the tool's own after `name:`, each line of it", () => {
    const { host, face } = service('web', 'stream')
    host.info('Queuing the deployment\nsecond line')
    host.logLines([{ seq: 1, text: '==> Cloning web' }])
    host.logLines([{ seq: 2, text: 'web:     Queuing the deployment' }])
    expect(printedLines(face)).toEqual([
      'web:      Queuing the deployment',
      'web:      second line',
      'web     | ==> Cloning web',
      'web     | web:     Queuing the deployment'
    ])
    const lines = face.calls.filter(call => call.method === 'logLines').flatMap(call => call.args[0] as SafeLogLine[])
    expect(lines.map(line => line.service)).toEqual([
      { name: 'web', text: '==> Cloning web' },
      { name: 'web', text: 'web:     Queuing the deployment' }
    ])
  })

  it("2. grouped: in its group a log line after `  | `, the tool's own at the margin; a state change outside, after `name:`", async () => {
    const { host, face } = service('web', 'grouped')
    host.info('Queuing the deployment')
    host.logLines([{ seq: 1, text: '==> Cloning web' }])
    host.event({ type: 'state', status: 'building' })
    host.event({ type: 'verify', stage: 'start', forMs: 300_000, intervalMs: 15_000 })
    await host.end('success', false)
    expect(printedLines(face)).toEqual([
      'web:      building (0ms)',
      'web:      verifying for 5m 00s',
      '[group] web: success',
      'Queuing the deployment',
      '  | ==> Cloning web'
    ])
  })

  it('3. a failure is said once when known, marked ✖ (red where the face colours), its group marked too', async () => {
    const { host, face } = service('web', 'grouped', 3, true)
    const failure = { title: 'Deployment build_failed', message: 'Deployment dep_1 failed with status "build_failed".' }
    host.failed(failure)
    host.failed({ title: 'Deployment crashed', message: 'again' })
    await host.end('failure', true)
    expect(printedLines(face)).toEqual([
      `<c2>web:  </c>${'<red>✖ Deployment build_failed: Deployment dep_1 failed with status "build_failed".</red>'}`,
      '[group] web: ✖ failure'
    ])
  })

  it(`4. a failed service's last ${FAILED_TAIL_LINES} log lines again, after a line that says so, marked as shown again`, () => {
    const { host, face } = service('web', 'stream', 3)
    host.failed({ title: 'Deployment crashed', message: 'Deployment crashed: dep_1.' })
    const tail = Array.from({ length: FAILED_TAIL_LINES + 5 }, (_, i) => `line ${i + 1}`)
    host.repeatLastLines(tail)
    const printed = printedLines(face)
    expect(printed.slice(1, 3)).toEqual([
      `web:  ✖ Deployment crashed: its last ${FAILED_TAIL_LINES} log lines`,
      'web | line 6'
    ])
    expect(printed.at(-1)).toBe(`web | line ${FAILED_TAIL_LINES + 5}`)
    const repeated = face.calls
      .filter(call => call.method === 'logLines')
      .flatMap(call => call.args[0] as SafeLogLine[])
    expect(repeated).toHaveLength(FAILED_TAIL_LINES)
    expect(repeated.every(line => line.repeated === true)).toBe(true)
  })

  it('5. a failed verification window: the runtime lines it matched again instead, quoted as the tool quotes them', () => {
    const { host, face } = service('web', 'stream', 3)
    host.failed({ title: 'Deployment broke after going live', message: 'web broke.' })
    host.repeatLastLines(['==> Build done'], ['panic: nil map'])
    expect(printedLines(face).slice(1)).toEqual([
      'web:  ✖ Deployment broke after going live: the runtime lines its verification window matched',
      'web:    > panic: nil map'
    ])
  })

  it('6. a notice or warning names its service apart, never in its message or title', () => {
    const { host, face } = service('web', 'stream')
    host.warning('The service did not list its domains.', 'Service URL unknown')
    host.notice('Superseded.')
    expect(face.said).toEqual([
      {
        level: 'warning',
        message: 'The service did not list its domains.',
        title: 'Service URL unknown',
        service: 'web'
      },
      { level: 'notice', message: 'Superseded.', service: 'web' }
    ])
  })
})

// The order of an app's services, in process: needs first, at most max-parallel at once,
// nothing more started after a failure with fail-fast, and a failed need's dependents skipped;
// an early verdict acts at once, before its step ends.
import { describe, expect, it } from 'vitest'
import { runInOrder, type Step, type Verdict } from '../../../src/app/schedule.js'

/** Lets the scheduler react to what the test just did. */
const settle = (): Promise<void> => new Promise(resolve => setImmediate(resolve))

/** Runs `steps`, each ending when the test says; records starts and how many ran at once. */
function harness(outcomes: Record<string, boolean> = {}, atStart: Record<string, boolean> = {}) {
  const started: string[] = []
  const waiting = new Map<string, () => void>()
  const verdicts = new Map<string, Verdict>()
  let running = 0
  let most = 0
  const start = (name: string, verdict: Verdict): Promise<{ ok: boolean; value: string }> => {
    started.push(name)
    running++
    most = Math.max(most, running)
    verdicts.set(name, verdict)
    // A step that knows its outcome at once tells it before start returns.
    if (name in atStart) verdict(atStart[name] as boolean)
    return new Promise(resolve =>
      waiting.set(name, () => {
        running--
        resolve({ ok: outcomes[name] ?? true, value: name })
      })
    )
  }
  /** Ends the started step `name`, then lets the scheduler react. */
  const end = async (name: string): Promise<void> => {
    const finish = waiting.get(name)
    if (!finish) throw new Error(`${name} has not started`)
    waiting.delete(name)
    finish()
    await new Promise(resolve => setImmediate(resolve))
  }
  /** The started step `name` tells its outcome early, then the scheduler reacts. */
  const tell = async (name: string, ok: boolean): Promise<void> => {
    const verdict = verdicts.get(name)
    if (!verdict) throw new Error(`${name} has not started`)
    verdict(ok)
    await settle()
  }
  return { started, end, tell, start, most: () => most }
}

const APP: Step[] = [
  { name: 'migrate', needs: [] },
  { name: 'web', needs: ['migrate'] },
  { name: 'worker', needs: ['migrate'] },
  { name: 'cron', needs: [] }
]

describe('runInOrder', () => {
  it('starts a service only after its needs succeeded, and the others at once', async () => {
    const h = harness()
    const done = runInOrder(APP, { maxParallel: 10, failFast: true }, h.start)
    await new Promise(resolve => setImmediate(resolve))
    expect(h.started).toEqual(['migrate', 'cron'])
    await h.end('migrate')
    expect(h.started).toEqual(['migrate', 'cron', 'web', 'worker'])
    await h.end('web')
    await h.end('worker')
    await h.end('cron')
    const ends = await done
    expect([...ends.keys()]).toEqual(['migrate', 'web', 'worker', 'cron'])
    expect([...ends.values()].every(end => end.ran && end.ok)).toBe(true)
  })

  it('runs at most max-parallel at once', async () => {
    const h = harness()
    const steps = Array.from({ length: 5 }, (_, i) => ({ name: `s${i}`, needs: [] }))
    const done = runInOrder(steps, { maxParallel: 2, failFast: true }, h.start)
    await new Promise(resolve => setImmediate(resolve))
    for (let i = 0; i < 5; i++) await h.end(`s${i}`)
    await done
    expect(h.started).toHaveLength(5)
    expect(h.most()).toBe(2)
  })

  it("skips a failed need's dependents, and with fail-fast starts nothing more", async () => {
    const h = harness({ migrate: false })
    const steps: Step[] = [...APP, { name: 'late', needs: ['cron'] }]
    const done = runInOrder(steps, { maxParallel: 10, failFast: true }, h.start)
    await new Promise(resolve => setImmediate(resolve))
    await h.end('migrate')
    await h.end('cron')
    const ends = await done
    expect(h.started).toEqual(['migrate', 'cron'])
    expect(ends.get('web')).toEqual({ ran: false, reason: 'not started: it needs migrate, which failed' })
    expect(ends.get('late')).toEqual({ ran: false, reason: 'not started: migrate failed first (fail-fast)' })
    expect(ends.get('cron')).toMatchObject({ ran: true, ok: true })
  })

  it('without fail-fast, goes on with what does not need the failed service', async () => {
    const h = harness({ migrate: false })
    const steps: Step[] = [...APP, { name: 'late', needs: ['cron'] }]
    const done = runInOrder(steps, { maxParallel: 10, failFast: false }, h.start)
    await new Promise(resolve => setImmediate(resolve))
    await h.end('migrate')
    await h.end('cron')
    await h.end('late')
    const ends = await done
    expect(ends.get('late')).toMatchObject({ ran: true, ok: true })
    expect(ends.get('worker')).toMatchObject({ ran: false })
  })
})

describe('runInOrder: an early verdict acts before its step ends', () => {
  it('1. verdict(false) is the failure at once: with fail-fast nothing more starts while the failed step rolls back', async () => {
    const h = harness({ migrate: false })
    const steps: Step[] = [...APP, { name: 'late', needs: ['cron'] }]
    const done = runInOrder(steps, { maxParallel: 10, failFast: true }, h.start)
    await settle()
    expect(h.started).toEqual(['migrate', 'cron'])
    await h.tell('migrate', false)
    // cron goes live while migrate still rolls back: late, which needs only cron, is not started.
    await h.end('cron')
    expect(h.started).toEqual(['migrate', 'cron'])
    await h.end('migrate')
    const ends = await done
    expect(h.started).toEqual(['migrate', 'cron'])
    expect(ends.get('late')).toEqual({ ran: false, reason: 'not started: migrate failed first (fail-fast)' })
    expect(ends.get('web')).toEqual({ ran: false, reason: 'not started: it needs migrate, which failed' })
    expect(ends.get('migrate')).toMatchObject({ ran: true, ok: false })
  })

  it("2. verdict(false) skips the step's dependents at once, even without fail-fast, and counts over a final ok", async () => {
    const h = harness()
    const steps: Step[] = [
      { name: 'migrate', needs: [] },
      { name: 'web', needs: ['migrate'] }
    ]
    const done = runInOrder(steps, { maxParallel: 10, failFast: false }, h.start)
    await settle()
    await h.tell('migrate', false)
    await h.end('migrate')
    expect(h.started).toEqual(['migrate'])
    const ends = await done
    expect(ends.get('web')).toEqual({ ran: false, reason: 'not started: it needs migrate, which failed' })
    expect(ends.get('migrate')).toMatchObject({ ran: true, ok: false })
  })

  it('3. verdict(true) releases the steps that need it while it still runs (a verification window), and frees its place', async () => {
    const h = harness()
    const steps: Step[] = [
      { name: 'migrate', needs: [] },
      { name: 'web', needs: ['migrate'] },
      { name: 'worker', needs: [] }
    ]
    // One at a time: only a released step gives its place to the next.
    const done = runInOrder(steps, { maxParallel: 1, failFast: true }, h.start)
    await settle()
    expect(h.started).toEqual(['migrate'])
    await h.tell('migrate', true)
    expect(h.started).toEqual(['migrate', 'web'])
    await h.end('web')
    expect(h.started).toEqual(['migrate', 'web', 'worker'])
    await h.end('worker')
    await h.end('migrate')
    const ends = await done
    expect([...ends.values()].every(end => end.ran && end.ok)).toBe(true)
  })

  it('4. verdict(false) keeps its place among max-parallel: the step still deploys (its rollback)', async () => {
    const h = harness({ migrate: false })
    const steps: Step[] = [
      { name: 'migrate', needs: [] },
      { name: 'cron', needs: [] }
    ]
    const done = runInOrder(steps, { maxParallel: 1, failFast: false }, h.start)
    await settle()
    await h.tell('migrate', false)
    expect(h.started).toEqual(['migrate'])
    await h.end('migrate')
    expect(h.started).toEqual(['migrate', 'cron'])
    await h.end('cron')
    expect((await done).get('cron')).toMatchObject({ ran: true, ok: true })
  })

  it('5. verdict(true), then ok false at the end: a failure from then on; what it released runs on, nothing more starts', async () => {
    const h = harness({ migrate: false })
    const steps: Step[] = [
      { name: 'migrate', needs: [] },
      { name: 'web', needs: ['migrate'] },
      { name: 'slow', needs: [] },
      { name: 'worker', needs: ['migrate', 'slow'] },
      { name: 'late', needs: ['slow'] }
    ]
    const done = runInOrder(steps, { maxParallel: 10, failFast: true }, h.start)
    await settle()
    expect(h.started).toEqual(['migrate', 'slow'])
    await h.tell('migrate', true)
    expect(h.started).toEqual(['migrate', 'slow', 'web'])
    // The verification window fails: migrate ends with ok false.
    await h.end('migrate')
    await h.end('slow')
    await h.end('web')
    const ends = await done
    expect(h.started).toEqual(['migrate', 'slow', 'web'])
    expect(ends.get('migrate')).toMatchObject({ ran: true, ok: false })
    expect(ends.get('web')).toMatchObject({ ran: true, ok: true })
    expect(ends.get('worker')).toEqual({ ran: false, reason: 'not started: it needs migrate, which failed' })
    expect(ends.get('late')).toEqual({ ran: false, reason: 'not started: migrate failed first (fail-fast)' })
  })

  it('6. a verdict told as the step starts counts; a second same verdict, a true after a false, or one after the end is ignored', async () => {
    const h = harness({}, { migrate: true })
    const steps: Step[] = [
      { name: 'migrate', needs: [] },
      { name: 'web', needs: ['migrate'] },
      { name: 'cache', needs: [] }
    ]
    const done = runInOrder(steps, { maxParallel: 10, failFast: true }, h.start)
    await settle()
    expect(h.started).toEqual(['migrate', 'web', 'cache'])
    await h.tell('migrate', true)
    await h.tell('cache', false)
    await h.tell('cache', true)
    await h.end('migrate')
    await h.end('web')
    await h.tell('web', false)
    await h.end('cache')
    const ends = await done
    expect(ends.get('migrate')).toMatchObject({ ran: true, ok: true })
    expect(ends.get('web')).toMatchObject({ ran: true, ok: true })
    expect(ends.get('cache')).toMatchObject({ ran: true, ok: false })
  })

  it('7. a true that turns false (a verification window that broke) is a failure at once: with fail-fast nothing more starts', async () => {
    const h = harness({}, { migrate: true })
    const steps: Step[] = [
      { name: 'migrate', needs: [] },
      { name: 'web', needs: ['migrate'] },
      { name: 'worker', needs: ['web'] }
    ]
    const done = runInOrder(steps, { maxParallel: 10, failFast: true }, h.start)
    await settle()
    // migrate told true as it started: web runs already, while migrate still watches.
    expect(h.started).toEqual(['migrate', 'web'])
    await h.tell('migrate', false)
    // web is live and healthy, but migrate broke first: worker never starts.
    await h.tell('web', true)
    expect(h.started).toEqual(['migrate', 'web'])
    await h.end('migrate')
    await h.end('web')
    const ends = await done
    expect(ends.get('migrate')).toMatchObject({ ran: true, ok: false })
    expect(ends.get('worker')).toMatchObject({ ran: false, reason: 'not started: migrate failed first (fail-fast)' })
  })
})

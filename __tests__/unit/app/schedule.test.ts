// The order of an app's services, in process: needs first, at most max-parallel at once,
// nothing more started after a failure with fail-fast, and a failed need's dependents skipped.
import { describe, expect, it } from 'vitest'
import { runInOrder, type Step } from '../../../src/app/schedule.js'

/** Runs `steps`, each ending when the test says; records starts and how many ran at once. */
function harness(outcomes: Record<string, boolean> = {}) {
  const started: string[] = []
  const waiting = new Map<string, () => void>()
  let running = 0
  let most = 0
  const start = (name: string): Promise<{ ok: boolean; value: string }> => {
    started.push(name)
    running++
    most = Math.max(most, running)
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
  return { started, end, start, most: () => most }
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

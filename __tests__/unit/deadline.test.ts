// The run's clock (core/deadline.ts) inside a larger run's, on fake timers: a service of an app
// ends by the earlier of its own timeout and the app's, and with the app's cancellation; a clock
// started once the larger one is out of time is out of time at once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Cancelled, Deadline, TimeoutReached } from '../../src/core/deadline.js'

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('a Deadline within a larger one', () => {
  it('1. ends with the larger one when that ends first, naming its timeout', async () => {
    const app = new Deadline(15_000)
    await vi.advanceTimersByTimeAsync(10_000)
    const service = new Deadline(60_000, Date.now(), app)
    expect(service.timeoutMs).toBe(15_000)
    expect(service.expiresAt).toBe(app.expiresAt)
    await vi.advanceTimersByTimeAsync(4_999)
    expect(service.signal.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(service.reason).toBeInstanceOf(TimeoutReached)
    expect(service.reason?.message).toBe('the timeout of 15000 ms was reached')
  })

  it('2. ends by its own timeout when that comes first, the larger one going on', async () => {
    const app = new Deadline(15_000)
    const service = new Deadline(5_000, Date.now(), app)
    expect(service.timeoutMs).toBe(5_000)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(service.reason).toBeInstanceOf(TimeoutReached)
    expect(app.signal.aborted).toBe(false)
  })

  it('3. is cancelled with the larger one', () => {
    const app = new Deadline(15_000)
    const service = new Deadline(60_000, Date.now(), app)
    app.cancel('the job was cancelled')
    expect(service.reason).toBeInstanceOf(Cancelled)
  })

  it('4. started when the larger one is out of time, it is out of time at once: nothing may be sent', async () => {
    const app = new Deadline(3_000)
    // The larger clock's own timer has not fired yet (a loaded machine): the new clock is over anyway.
    vi.setSystemTime(Date.now() + 3_000)
    const service = new Deadline(60_000, Date.now(), app)
    expect(service.signal.aborted).toBe(true)
    expect(service.reason).toBeInstanceOf(TimeoutReached)
  })

  it('5. let go of (dispose), it no longer follows the larger one', () => {
    const app = new Deadline(15_000)
    const service = new Deadline(60_000, Date.now(), app)
    service.dispose()
    app.cancel('the job was cancelled')
    expect(service.signal.aborted).toBe(false)
  })
})

describe('a Deadline within a larger one, extended (a verification window on top of `timeout`)', () => {
  it("1. its extension lasts the larger one as long too: the window is not cut at the app's timeout", async () => {
    const app = new Deadline(15_000)
    await vi.advanceTimersByTimeAsync(10_000)
    const service = new Deadline(60_000, Date.now(), app)
    service.extend(30_000)
    expect(service.expiresAt).toBe(app.expiresAt)
    await vi.advanceTimersByTimeAsync(34_999)
    expect(service.signal.aborted).toBe(false)
    expect(app.signal.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(service.reason).toBeInstanceOf(TimeoutReached)
    expect(app.reason).toBeInstanceOf(TimeoutReached)
  })

  it("2. the larger run's other clocks keep their end: a service without a window still ends at the app's timeout", async () => {
    const app = new Deadline(15_000)
    const other = new Deadline(60_000, Date.now(), app)
    const windowed = new Deadline(60_000, Date.now(), app)
    await vi.advanceTimersByTimeAsync(10_000)
    windowed.extend(30_000)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(other.reason).toBeInstanceOf(TimeoutReached)
    expect(windowed.signal.aborted).toBe(false)
  })

  it('3. two windows at once extend the larger one to the later of their ends, not by their sum', () => {
    const app = new Deadline(15_000)
    const web = new Deadline(60_000, Date.now(), app)
    const worker = new Deadline(60_000, Date.now(), app)
    web.extend(30_000)
    worker.extend(20_000)
    expect(app.expiresAt).toBe(Date.now() + 45_000)
  })
})

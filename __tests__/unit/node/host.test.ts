// The Node API's host, in process: the caller's onEvent gets every event, and its failing (a
// throw, or a promise it returns that rejects) neither stops the run nor leaves a rejection
// unhandled, which would end a long-lived caller's process; it is said once, as a warning event.
// An unhandled rejection here fails the vitest run itself.
import { describe, expect, it } from 'vitest'
import { EventHost } from '../../../src/node/host.js'
import type { RunEvent } from '../../../src/result/events.js'

/** Lets the promises settled so far run their handlers (and Node note any left unhandled). */
const settled = (): Promise<void> => new Promise(resolve => setImmediate(resolve))

type Listener = (event: RunEvent) => void

describe('a failing onEvent', () => {
  it.each<[string, (fail: () => Error) => Listener]>([
    [
      'a listener that throws',
      fail => event => {
        if (event.type === 'phase') throw fail()
      }
    ],
    [
      'an async listener whose promise rejects',
      fail => async event => {
        await Promise.resolve()
        if (event.type === 'phase') throw fail()
      }
    ]
  ])('%s: every event still reaches it, and one warning event says it failed', async (_, listenerOf) => {
    const seen: RunEvent[] = []
    const failing = listenerOf(() => new Error('listener broke'))
    const host = new EventHost(event => {
      seen.push(event)
      return failing(event)
    })
    host.event({ type: 'phase', name: 'Checking the API key' })
    host.event({ type: 'phase', name: 'Queuing the deployment' })
    host.event({ type: 'state', status: 'building' })
    await settled()
    await settled()
    expect(seen.filter(event => event.type !== 'warning')).toEqual([
      { type: 'phase', name: 'Checking the API key' },
      { type: 'phase', name: 'Queuing the deployment' },
      { type: 'state', status: 'building' }
    ])
    expect(seen.filter(event => event.type === 'warning')).toEqual([
      {
        type: 'warning',
        title: 'onEvent failed',
        message:
          'onEvent failed unexpectedly: listener broke; the run goes on, and later failures of onEvent are not reported.'
      }
    ])
  })

  it('a listener that fails on every event, the warning included, gets one warning and nothing is left unhandled', async () => {
    let calls = 0
    const host = new EventHost(async () => {
      calls++
      throw new Error('always')
    })
    host.event({ type: 'phase', name: 'Checking the API key' })
    host.event({ type: 'state', status: 'building' })
    await settled()
    await settled()
    // The two events and the one warning.
    expect(calls).toBe(3)
  })
})

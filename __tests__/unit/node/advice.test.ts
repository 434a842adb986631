// The Node API's advice after a run that left a deployment going on (a timeout, an abort): it
// names the call that follows it, watch() with the deployment and its service, which watch()
// then takes as it is (an account or project key needs serviceId to find the deployment).
import { describe, expect, it } from 'vitest'
import { Cancelled, TimeoutReached } from '../../../src/core/deadline.js'
import { explainFailure, type ErrorFailure } from '../../../src/engine/failure.js'
import { API_WORDS } from '../../../src/node/host.js'
import { watchSettings } from '../../../src/node/options.js'

const BASE = { baseUrl: 'https://api.example.com', apiKey: 'node-api-key-5d2e8b' }
const failed = (error: unknown, more: Partial<ErrorFailure>): ErrorFailure => ({
  error,
  phase: 'Following the deployment',
  timeoutMs: 600_000,
  ...more
})

/** The options of the first `watch({ ... })` the advice names, read as the object literal it is. */
function watchOptionsIn(advice: string): Record<string, string> {
  const literal = /\bwatch\(\{ (.*?) \}\)/.exec(advice)?.[1]
  if (literal === undefined) throw new Error(`no watch({ ... }) in: ${advice}`)
  return Object.fromEntries(
    literal.split(', ').map(pair => {
      const match = /^(\w+): '([^']*)'$/.exec(pair)
      if (!match) throw new Error(`not a plain option: ${pair}`)
      return [match[1], match[2]]
    })
  )
}

describe("the Node API's advice to follow a deployment that goes on", () => {
  const rows: [string, ErrorFailure][] = [
    ['1. after an abort', failed(new Cancelled('c'), { deploymentId: 'dep_7', serviceId: 'svc-web' })],
    ['2. after a timeout', failed(new TimeoutReached('t'), { deploymentId: 'dep_7', serviceId: 'svc-web' })]
  ]

  it.each(rows)('%s: watch() with the deployment and its service, which watch() accepts', (_, failure) => {
    const next = explainFailure(failure, API_WORDS).next ?? ''
    expect(next).toContain("Follow it with watch({ deploymentId: 'dep_7', serviceId: 'svc-web' })")
    const options = watchOptionsIn(next)
    expect(options).toEqual({ deploymentId: 'dep_7', serviceId: 'svc-web' })
    expect(watchSettings({ ...BASE, ...options }).config).toMatchObject({
      deploymentId: 'dep_7',
      serviceId: 'svc-web'
    })
  })

  it('3. names no serviceId when the run knew no service', () => {
    const next = explainFailure(failed(new Cancelled('c'), { deploymentId: 'dep_7' }), API_WORDS).next ?? ''
    expect(watchOptionsIn(next)).toEqual({ deploymentId: 'dep_7' })
  })
})

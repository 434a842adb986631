// An app whose first requests are many times its key's burst, in process against the sandbox's
// token bucket through the Node API: with the IETF draft's rate-limit headers the run waits for
// room before any 429 (none is answered 429); without headers (a key that only answers 429 and
// Retry-After) it keeps a few requests in flight until the first 429, then paces itself at the
// rate that gets through, so only a few are refused. Either way every service goes live once.
// Each test has a sandbox of its own, so the two run at once.
import { describe, expect, it, type TestContext } from 'vitest'
import { startSandbox, type Sandbox } from '../../../sandbox/server.js'
import { BLIND_IN_FLIGHT } from '../../../src/api/rate-budget.js'
import { deploy } from '../../../src/node/index.js'
import { ACCOUNT_KEY, stepSeed } from '../steps/step-world.js'

const IDS = Array.from({ length: 12 }, (_, i) => `paced-${i + 1}`)
/** Burst 5, 10 more a second: the key check, and a domains read, a deploy and a stream per service, are 37. */
const LIMIT = '600/min,burst=5'

async function deployUnder(rateLimitHeaders: 'ietf' | 'none', context: TestContext): Promise<Sandbox> {
  const seed = stepSeed(Object.fromEntries(IDS.map(id => [id, { script: 'paced' }])))
  // About 2.5 s: the services' streams and final reads come while the bucket refills.
  Object.assign(seed.scripts, {
    paced: {
      phases: [
        { status: 'queued', durationMs: 500 },
        { status: 'building', lineIntervalMs: 200, generate: { count: 10, template: 'step {n} of {count}' } }
      ],
      final: 'live'
    }
  })
  const started = await startSandbox({ seed, port: 0, quiet: true, rateLimit: LIMIT, rateLimitHeaders })
  context.onTestFinished(() => started.close())
  const result = await deploy({ baseUrl: started.url, apiKey: ACCOUNT_KEY, serviceId: IDS, ref: 'main' })
  expect(result.result).toBe('success')
  for (const id of IDS) expect(started.store.deploymentsOf(id).map(d => d.status)).toEqual(['live'])
  return started
}

const limited = (s: Sandbox) => s.requests.filter(r => r.path.startsWith('/api/') && r.status === 429)

describe.concurrent('an app paced to its key’s rate limit', () => {
  it('with the rate-limit headers: no request is answered 429', async context => {
    const s = await deployUnder('ietf', context)
    expect(s.requests.filter(r => r.path.startsWith('/api/')).length).toBeGreaterThan(37)
    expect(limited(s)).toEqual([])
  })

  it(`without them: at most the ${BLIND_IN_FLIGHT} requests in flight when the first 429 came, and a few after`, async context => {
    const s = await deployUnder('none', context)
    expect(limited(s).length).toBeGreaterThan(0)
    // Sent as before, unpaced, about 25 are refused.
    expect(limited(s).length).toBeLessThanOrEqual(BLIND_IN_FLIGHT + 4)
  })
})

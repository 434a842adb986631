// End-to-end: a deploy whose answer is lost (a 502 after the service queued it) is adopted from
// the deployment list only when it is this run's, with its exact id; otherwise it is queued
// once more. The Action against a hostile server: its entry in process
// (harness/action-in-process.ts), with the engine's waits recorded and cut short
// (harness/quick-sleeps.ts: no row is about a wait), and one row through the bundle.
import { describe, expect, it, vi } from 'vitest'
import { attackerSuite, json, serviceKeyIdentity } from '../harness/attacker.js'
import type { AskedSleep } from '../harness/quick-sleeps.js'

const asked = vi.hoisted((): AskedSleep[] => [])
vi.mock(import('../../src/core/deadline.js'), async real =>
  (await import('../harness/quick-sleeps.js')).quickSleeps(await real(), asked)
)

const KILL_AFTER_MS = 45_000

const bundled = attackerSuite(KILL_AFTER_MS)
const { serve, run } = attackerSuite('in-process')

// Its own describe.concurrent: the spawned run goes beside the in-process ones below.
describe.concurrent(
  'a numeric id beyond 2^53 on the adopt-after-lost-answer path is refused or kept exact, never rounded',
  () => {
    // Spawned: the id reaches the runner's outputs file digit for digit, with the exit code, only
    // through the bundle's own JSON parsing and file writing.
    it('id 12345678901234567890 never becomes deployment-id 12345678901234567000', async context => {
      const { serve, run } = bundled
      const server = await serve(context, {
        deploy: (_req, res) => json(res, 502, { error: 'bad gateway' }),
        list: (_req, res) => {
          // Raw JSON: the number cannot be written from JavaScript.
          const text = `{"deployments":[{"id":12345678901234567890,"status":"live","ref":"main","createdAt":"${new Date().toISOString()}"}],"nextCursor":0}`
          res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) })
          res.end(text)
        }
      })
      const result = await run(server)
      // The adopt path was taken: the list was read after the lost answer.
      expect(server.count('list')).toBeGreaterThan(0)
      const id = result.outputs['deployment-id'] ?? ''
      // The deploy answer path (accepted()) refuses unsafe integers; the adopt path must too, or write the id exactly.
      expect(id === '' || id === '12345678901234567890', `deployment-id output: ${id}, exit ${result.exitCode}`).toBe(
        true
      )
      expect(result.exitCode === 1 || id === '12345678901234567890').toBe(true)
    })
  }
)

// In-process runs queue: one at a time.
describe.concurrent("a deploy whose answer is lost is queued once, whatever the server's Date header says", () => {
  it.sequential('a Date far in the future: no second deployment is queued after the lost answer', async context => {
    let deploys = 0
    const created: string[] = []
    const server = await serve(context, {
      whoami: (_req, res) => {
        const text = JSON.stringify(serviceKeyIdentity())
        res.writeHead(200, { 'content-type': 'application/json', date: new Date(Date.UTC(2099, 0, 1)).toUTCString() })
        res.end(text)
      },
      // The first deploy is queued, but its answer is lost (502); the second is queued too.
      deploy: (_req, res) => {
        deploys++
        created.push(new Date().toISOString())
        if (deploys === 1) return json(res, 502, { error: 'upstream timed out' })
        json(res, 202, { deploymentId: `dep_${deploys}`, ref: 'main' })
      },
      list: (_req, res) =>
        json(res, 200, {
          deployments: created
            .map((at, i) => ({ id: `dep_${i + 1}`, status: 'live', ref: 'main', createdAt: at }))
            .reverse(),
          nextCursor: 0
        })
    })
    const result = await run(server)
    expect(deploys, `deploy requests: ${deploys}; outputs ${JSON.stringify(result.outputs)}`).toBe(1)
  })

  it.sequential(
    'a Date an hour in the past: an older deployment of the same ref is not adopted as its own',
    async context => {
      const old = new Date(Date.now() - 30 * 60_000).toISOString()
      let queuedAt: string | undefined
      const server = await serve(context, {
        whoami: (_req, res) => {
          const text = JSON.stringify(serviceKeyIdentity())
          // A stale Date (e.g. a cached answer of a proxy); the deploy answer below is lost and nothing was queued.
          res.writeHead(200, {
            'content-type': 'application/json',
            date: new Date(Date.now() - 3600_000).toUTCString()
          })
          res.end(text)
        },
        deploy: (_req, res, { count }) => {
          if (count === 1) return json(res, 502, { error: 'upstream timed out' })
          queuedAt = new Date().toISOString()
          json(res, 202, { deploymentId: 'dep_new', ref: 'main' })
        },
        // dep_new shows once queued, live: the run follows it to its end instead of to the timeout.
        list: (_req, res) =>
          json(res, 200, {
            deployments: [
              ...(queuedAt ? [{ id: 'dep_new', status: 'live', ref: 'main', createdAt: queuedAt }] : []),
              { id: 'dep_old_30min', status: 'live', ref: 'main', createdAt: old }
            ],
            nextCursor: 0
          })
      })
      const result = await run(server)
      // dep_old_30min was created half an hour before this step sent anything: it is not this run's deployment.
      expect(result.outputs['deployment-id']).not.toBe('dep_old_30min')
      // Not adopted, so the deploy was tried once more and that one is followed.
      expect(server.requests.filter(r => r.method === 'POST' && r.url.endsWith('/deploy'))).toHaveLength(2)
      expect(result.outputs['deployment-id']).toBe('dep_new')
      expect(result.outputs.result, result.stdout).toBe('success')
    }
  )
})

// End-to-end: a deploy whose answer is lost (a 502 after the service queued it) is adopted from
// the deployment list only when it is this run's, with its exact id; otherwise it is queued
// once more. The bundled action against a hostile server.
import { describe, expect, it } from 'vitest'
import { attackerSuite, json, serviceKeyIdentity } from '../harness/attacker.js'

const KILL_AFTER_MS = 45_000

const { serve, run } = attackerSuite(KILL_AFTER_MS)

describe('a numeric id beyond 2^53 on the adopt-after-lost-answer path is refused or kept exact, never rounded', () => {
  it.concurrent('id 12345678901234567890 never becomes deployment-id 12345678901234567000', async context => {
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
})

describe("a deploy whose answer is lost is queued once, whatever the server's Date header says", () => {
  it.concurrent('a Date far in the future: no second deployment is queued after the lost answer', async context => {
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

  it.concurrent(
    'a Date an hour in the past: an older deployment of the same ref is not adopted as its own',
    async context => {
      const old = new Date(Date.now() - 30 * 60_000).toISOString()
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
        deploy: (_req, res, { count }) =>
          count === 1
            ? json(res, 502, { error: 'upstream timed out' })
            : json(res, 202, { deploymentId: 'dep_new', ref: 'main' }),
        list: (_req, res) =>
          json(res, 200, {
            deployments: [{ id: 'dep_old_30min', status: 'live', ref: 'main', createdAt: old }],
            nextCursor: 0
          })
      })
      const result = await run(server)
      // dep_old_30min was created half an hour before this step sent anything: it is not this run's deployment.
      expect(result.outputs['deployment-id']).not.toBe('dep_old_30min')
      // Not adopted, so the deploy was tried once more and that one is followed.
      expect(server.requests.filter(r => r.method === 'POST' && r.url.endsWith('/deploy'))).toHaveLength(2)
      expect(result.outputs['deployment-id']).toBe('dep_new')
    }
  )
})

// The sandbox, driven directly, keeps openapi.yaml on the endpoints the action uses: key
// check, variables import, deploy, deployment paging, deployment logs and the log stream, the
// runtime log as a verification window reads it, for success and error answers alike, and the
// rate-limit headers in their declared form. Every exchange is validated (contract.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../sandbox/server.js'
import type { SeedInput } from '../../sandbox/seed.js'
import { demoSeed } from '../harness/helpers.js'
import { call as callSandbox, KEYS, token, type Answer } from '../harness/sandbox.js'
import { checkExchange, contract, expectContract } from '../harness/contract.js'
import { RATE_LIMIT_HEADERS } from '../../sandbox/rate-limit.js'

const seed: SeedInput = demoSeed()
const { account: ACCOUNT, readOnly: READ_ONLY, revoked: REVOKED, project: PROJECT, service: SERVICE } = KEYS
const DEPLOY_ONLY = token(
  'deploy-only key',
  k => k.kind === 'service' && k.serviceId === 'svc-web' && k.permissions.deployments === 'write' && !k.permissions.logs
)

// Services whose log stream is refused with a JSON error (docs/api-notes.md, log stream), and one
// with only a finished deployment, whose stream is its whole log and then the end.
const web = seed.services.find(s => s.id === 'svc-web')
if (!web) throw new Error('sandbox/seed.json has no svc-web')
seed.services.push({ ...web, id: 'streamed', name: 'streamed', slug: 'streamed', history: 1 })
for (const mode of ['404', '405', '501'] as const) {
  seed.services.push({
    ...web,
    id: `refused-${mode}`,
    name: `refused-${mode}`,
    slug: `refused-${mode}`,
    history: 1,
    stream: { mode }
  })
}

let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox({ seed, port: 0, quiet: true })
})
afterAll(async () => {
  await sandbox?.close()
})

/** A request to this file's sandbox, with the account key unless told. */
function call(
  method: string,
  path: string,
  options: { key?: string | null; body?: unknown } = {}
): Promise<Answer<unknown>> {
  return callSandbox<unknown>(sandbox, method, path, options)
}

/** Runs `fn`, then validates every exchange it caused; returns them. */
async function exchanges(
  fn: () => Promise<void>,
  options: { allowRejectedRequests?: boolean } = {}
): Promise<Sandbox['requests']> {
  const before = sandbox.requests.length
  await fn()
  const made = sandbox.requests.slice(before)
  expect(made.length).toBeGreaterThan(0)
  expect(expectContract(made, options)).toBe(made.length)
  return made
}

describe('the sandbox keeps openapi.yaml', () => {
  it('GET /api/auth/me for each key type, and 401 without a valid key', async () => {
    const made = await exchanges(async () => {
      for (const key of [ACCOUNT, READ_ONLY, PROJECT, SERVICE, DEPLOY_ONLY])
        expect((await call('GET', '/api/auth/me', { key })).status).toBe(200)
      expect((await call('GET', '/api/auth/me', { key: REVOKED })).status).toBe(401)
      expect((await call('GET', '/api/auth/me', { key: 'sbx_unknown' })).status).toBe(401)
    })
    expect(made.map(r => r.status)).toEqual([200, 200, 200, 200, 200, 401, 401])
    // The bearer-less request breaks the contract on purpose: it must be answered 401.
    const noKey = await exchanges(async () => void (await call('GET', '/api/auth/me', { key: null })), {
      allowRejectedRequests: true
    })
    expect(noKey[0]?.status).toBe(401)
    expect(checkExchange(noKey[0]!).request).toEqual(['request has no `Authorization: Bearer <key>` header'])
  })

  it('POST env/import: imported and skipped, an empty list, 401, 403, and 400 for bodies off the contract', async () => {
    const path = '/api/services/svc-web/env/import'
    await exchanges(async () => {
      const ok = await call('POST', path, {
        key: SERVICE,
        body: {
          vars: [
            { key: 'A', value: '1' },
            { key: 'PORT', value: '80' }
          ]
        }
      })
      expect(ok).toMatchObject({ status: 200, body: { imported: 1, skipped: [{ key: 'PORT' }] } })
      expect((await call('POST', path, { key: REVOKED, body: { vars: [] } })).status).toBe(401)
      expect((await call('POST', path, { key: DEPLOY_ONLY, body: { vars: [{ key: 'A', value: '1' }] } })).status).toBe(
        403
      )
      expect((await call('POST', path, { key: READ_ONLY, body: { vars: [{ key: 'A', value: '1' }] } })).status).toBe(
        403
      )
      // The contract sets no minimum: an empty list imports nothing.
      expect(await call('POST', path, { key: SERVICE, body: { vars: [] } })).toMatchObject({
        status: 200,
        body: { imported: 0, skipped: [] }
      })
    })
    const bad = await exchanges(
      async () => {
        expect((await call('POST', path, { key: SERVICE, body: { vars: [{ key: 'A', value: 1 }] } })).status).toBe(400)
        expect((await call('POST', path, { key: SERVICE, body: { vars: 'A=1' } })).status).toBe(400)
        expect((await call('POST', path, { key: SERVICE, body: '{not json' })).status).toBe(400)
        expect((await call('POST', path, { key: SERVICE })).status).toBe(400)
      },
      { allowRejectedRequests: true }
    )
    // Each of them is off the contract, and the answer is a documented 400 with { error }.
    expect(bad, 'a loop over nothing checks nothing').not.toHaveLength(0)
    for (const r of bad) expect(checkExchange(r).request.length, `${JSON.stringify(r.body)}`).toBeGreaterThan(0)
  })

  it('POST deploy: 202 for Git and image services, 400, 401, 403 and 409', async () => {
    await exchanges(async () => {
      expect(await call('POST', '/api/services/svc-web/deploy', { body: { ref: 'main' } })).toMatchObject({
        status: 202,
        body: { ref: 'main' }
      })
      expect((await call('POST', '/api/services/svc-image/deploy', { body: {} })).status).toBe(202)
      expect((await call('POST', '/api/services/svc-image/deploy')).status).toBe(202)
      expect((await call('POST', '/api/services/svc-image/deploy', { body: { ref: 'main' } })).status).toBe(400)
      expect((await call('POST', '/api/services/svc-web/deploy', { key: REVOKED, body: {} })).status).toBe(401)
      expect((await call('POST', '/api/services/svc-web/deploy', { key: READ_ONLY, body: {} })).status).toBe(403)
      expect((await call('POST', '/api/services/svc-suspended/deploy', { body: {} })).status).toBe(409)
    })
    await exchanges(
      async () => {
        expect((await call('POST', '/api/services/svc-web/deploy', { body: { ref: 42 } })).status).toBe(400)
        expect((await call('POST', '/api/services/svc-web/deploy', { body: '[' })).status).toBe(400)
      },
      { allowRejectedRequests: true }
    )
  })

  it('GET deployments: pages followed through nextCursor to the end, an empty page, errors', async () => {
    let pages = 0
    await exchanges(async () => {
      let before: number | undefined
      for (;;) {
        const page = await call(
          'GET',
          `/api/services/svc-busy/deployments?limit=7${before === undefined ? '' : `&before=${before}`}`
        )
        expect(page.status).toBe(200)
        pages++
        const next = (page.body as { nextCursor?: number }).nextCursor
        if (!next) break
        before = next
      }
      expect(await call('GET', '/api/services/svc-busy/deployments?before=0')).toMatchObject({
        status: 200,
        body: { deployments: [], nextCursor: 0 }
      })
      expect((await call('GET', '/api/services/svc-busy/deployments')).status).toBe(200)
      expect((await call('GET', '/api/services/svc-busy/deployments', { key: REVOKED })).status).toBe(401)
      expect((await call('GET', '/api/services/svc-web/deployments', { key: READ_ONLY })).status).toBe(200)
    })
    expect(pages).toBeGreaterThan(3)
    // Off the contract's bounds (limit from 1 to 100, before a whole number; empty is no number):
    // answered with the 400 the contract lists, never read as another value.
    await exchanges(
      async () => {
        for (const query of ['limit=0', 'limit=101', 'limit=1000', 'before=', 'before=1.5'])
          expect((await call('GET', `/api/services/svc-busy/deployments?${query}`)).status, query).toBe(400)
      },
      { allowRejectedRequests: true }
    )
  })

  it('GET deployment logs: from the start, after a sequence number, and errors', async () => {
    const list = await call('GET', '/api/services/svc-busy/deployments?limit=1&before=30')
    const record = (list.body as { deployments: { id?: string; deploymentId?: string }[] }).deployments[0]
    const id = record?.id ?? record?.deploymentId ?? ''
    await exchanges(async () => {
      const first = await call('GET', `/api/deployments/${id}/logs`)
      expect(first.status).toBe(200)
      expect((first.body as unknown[]).length).toBeGreaterThan(0)
      expect((await call('GET', `/api/deployments/${id}/logs?after=2`)).status).toBe(200)
      expect(await call('GET', `/api/deployments/${id}/logs?after=100000`)).toMatchObject({ status: 200, body: [] })
      expect((await call('GET', '/api/deployments/dep_missing/logs')).status).toBe(404)
      expect((await call('GET', `/api/deployments/${id}/logs`, { key: REVOKED })).status).toBe(401)
    })
    await exchanges(
      async () => {
        expect((await call('GET', `/api/deployments/${id}/logs?after=last`)).status).toBe(400)
      },
      { allowRejectedRequests: true }
    )
  })

  it('GET the log stream: an event stream, refused with 404, 405 or 501, and errors', async () => {
    const idOf = async (service: string): Promise<string> => {
      const body = (await call('GET', `/api/services/${service}/deployments?limit=1`)).body as {
        deployments: { id?: string; deploymentId?: string }[]
      }
      return body.deployments[0]?.id ?? body.deployments[0]?.deploymentId ?? ''
    }
    const finished = await idOf('streamed')
    const ofWeb = await idOf('svc-web')
    const refused = await Promise.all(['404', '405', '501'].map(mode => idOf(`refused-${mode}`)))
    await exchanges(async () => {
      // A finished deployment: its whole log, then the end of the stream.
      const stream = await call('GET', `/api/deployments/${finished}/logs/stream`)
      expect(stream.status).toBe(200)
      expect(stream.contentType).toMatch(/^text\/event-stream/)
      expect(stream.body).toMatch(/^data: \{/m)
      for (const [i, id] of refused.entries())
        expect((await call('GET', `/api/deployments/${id}/logs/stream`)).status).toBe([404, 405, 501][i])
      expect((await call('GET', `/api/deployments/${finished}/logs/stream`, { key: REVOKED })).status).toBe(401)
      expect((await call('GET', `/api/deployments/${ofWeb}/logs/stream`, { key: DEPLOY_ONLY })).status).toBe(403)
    })
  })
})

describe('the sandbox keeps openapi.yaml where the documentation is silent', () => {
  it('PUT dedicated-ip: 200 with redeployRequired for the same IP again, 404 for an unknown IP, 409 for a suspended service, 400 for a bad body', async () => {
    const path = '/api/services/svc-image/dedicated-ip'
    const made = await exchanges(async () => {
      for (let i = 0; i < 2; i++)
        expect(await call('PUT', path, { body: { ipId: 'ip_egress_1' } })).toMatchObject({
          status: 200,
          body: { redeployRequired: true }
        })
      expect((await call('PUT', path, { body: { ipId: 'ip_nope' } })).status).toBe(404)
      const suspended = '/api/services/svc-suspended/dedicated-ip'
      expect((await call('PUT', suspended, { body: { ipId: 'ip_egress_1' } })).status).toBe(409)
    })
    expect(made.map(r => r.status)).toEqual([200, 200, 404, 409])
    await exchanges(
      async () => {
        for (const body of [{}, { ipId: 7 }, { ipId: 'ip_egress_1', label: 'x' }])
          expect((await call('PUT', path, { body })).status, JSON.stringify(body)).toBe(400)
      },
      { allowRejectedRequests: true }
    )
  })

  it('GET db/metrics of a service that is no database: the contract 404', async () => {
    await exchanges(async () => {
      expect((await call('GET', '/api/services/svc-web/db/metrics')).status).toBe(404)
    })
  })

  it('GET service logs: the newest page paged back with before and since, the live tail with after, any limit', async () => {
    interface Logs {
      logs: { id: number; ts: string }[]
    }
    const path = '/api/services/svc-verify/logs'
    const since = new Date(Date.now() - 15 * 60_000).toISOString()
    await exchanges(async () => {
      const newest = (await call('GET', `${path}?since=${since}&limit=20`)).body as Logs
      expect(newest.logs).toHaveLength(20)
      const older = (await call('GET', `${path}?since=${since}&limit=20&before=${newest.logs[0]?.id}`)).body as Logs
      expect(older.logs.at(-1)?.id).toBeLessThan(newest.logs[0]?.id ?? 0)
      expect(older.logs.every(l => l.ts >= since)).toBe(true)
      // More than the most the service returns reads as the most.
      expect((await call('GET', `${path}?limit=5000&until=${new Date().toISOString()}&q=ERROR`)).status).toBe(200)
      const tail = (await call('GET', `${path}?after=${older.logs[0]?.id}&limit=1000`)).body as Logs
      // The running application may have written more since.
      const read = [...older.logs.slice(1), ...newest.logs].map(l => l.id)
      expect(tail.logs.map(l => l.id).slice(0, read.length)).toEqual(read)
    })
  })

  it('a body field the contract does not list is a 400 naming it (additionalProperties: false)', async () => {
    await exchanges(
      async () => {
        expect(await call('POST', '/api/services/svc-web/deploy', { body: { ref: 'main', force: true } })).toEqual({
          status: 400,
          contentType: expect.stringContaining('json'),
          body: { error: 'unknown field force: the fields are ref' }
        })
        expect(
          (await call('POST', '/api/services/svc-web/env/import', { body: { vars: [{ key: 'A', value: '1', x: 1 }] } }))
            .body
        ).toEqual({ error: 'vars.0: unknown field x: the fields are key, value' })
      },
      { allowRejectedRequests: true }
    )
  })
})

describe('the rate-limit headers keep the form openapi.yaml declares', () => {
  it.each(RATE_LIMIT_HEADERS)('%s: on a 200 and on the 429, each one declared and of its schema', async form => {
    const limited = await startSandbox({
      seed,
      port: 0,
      quiet: true,
      rateLimit: '1/min,burst=2',
      rateLimitHeaders: form
    })
    try {
      const answers: Response[] = []
      for (let i = 0; i < 3; i++)
        answers.push(await fetch(`${limited.url}/api/auth/me`, { headers: { authorization: `Bearer ${ACCOUNT}` } }))
      expect(answers.map(a => a.status)).toEqual([200, 200, 429])
      expect(expectContract(limited.requests)).toBe(3)
      const declared = (contract().doc.components as { headers: Record<string, unknown> }).headers
      const names = Object.keys(declared)
      for (const answer of answers) {
        const sent = [...answer.headers.keys()].filter(name => /ratelimit/.test(name))
        expect(sent).toHaveLength({ ietf: 2, 'x-ratelimit': 3, none: 0 }[form])
        for (const name of sent) {
          const declaredName = names.find(n => n.toLowerCase() === name)
          expect(declaredName, `${name} is declared`).toBeDefined()
          const valid = contract().compileSchema(`/components/headers/${declaredName}/schema`)
          expect(valid(answer.headers.get(name)), `${name}: ${answer.headers.get(name)}`).toBe(true)
        }
      }
    } finally {
      await limited.close()
    }
  })
})

// Every endpoint of the service's documentation with every key type of the demo seed, against the spec's
// per-endpoint authorization (Authentication 7) and its error codes. A resource outside a
// key's scope is reported as missing (404); a key type or capability the table refuses is 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../sandbox/server.js'
import { expectContract } from '../harness/contract.js'
import { call, KEYS } from '../harness/sandbox.js'

let sandbox: Sandbox
let deploymentId = ''
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, quiet: true, speed: 20 })
  // A finished deployment of svc-web (its seeded history).
  deploymentId = sandbox.store.deploymentsOf('svc-web').at(-1)?.id ?? ''
})
afterAll(async () => {
  await sandbox?.close()
  // Every answer these tests provoked keeps openapi.yaml; requests they send wrong on
  // purpose must be rejected with a documented 4xx.
  expectContract(sandbox.requests, { allowRejectedRequests: true })
})

/** Key columns of the table, in order; revoked and missing keys get 401 on every row. */
const COLUMNS = [
  'account',
  'readOnly',
  'project',
  'staging',
  'stagingCreator',
  'service',
  'serviceNone',
  'serviceOps',
  'otherService'
] as const

let unique = 0
const next = (): number => ++unique

interface Row {
  method: string
  path: () => string
  body?: () => unknown
  /** Expected status per column of COLUMNS. */
  expect: string
}

//       account readOnly project staging stagingCreator service serviceNone serviceOps otherService
const ROWS: Row[] = [
  { method: 'GET', path: () => '/api/auth/me', expect: '200 200 200 200 200 200 200 200 200' },
  { method: 'GET', path: () => '/api/projects/demo', expect: '200 200 200 403 403 403 403 403 403' },
  { method: 'GET', path: () => '/api/projects/demo?env=staging', expect: '200 200 200 200 200 403 403 403 403' },
  { method: 'GET', path: () => '/api/projects/side', expect: '200 200 404 404 404 403 403 403 403' },
  {
    method: 'POST',
    path: () => '/api/services',
    body: () => ({ name: `svc ${next()}`, projectSlug: 'demo', environmentSlug: 'staging', image: 'demo/app:1' }),
    expect: '201 403 201 403 201 403 403 403 403'
  },
  {
    method: 'POST',
    path: () => '/api/databases',
    body: () => ({ name: `db ${next()}`, engine: 'postgres', projectSlug: 'demo', environmentSlug: 'staging' }),
    expect: '201 403 201 403 201 403 403 403 403'
  },
  {
    method: 'POST',
    path: () => '/api/services/svc-web/deploy',
    body: () => ({ ref: 'main' }),
    expect: '202 403 202 404 404 202 403 403 404'
  },
  {
    method: 'POST',
    path: () => '/api/services/svc-staging/deploy',
    body: () => ({}),
    expect: '202 403 202 202 202 404 404 404 404'
  },
  { method: 'GET', path: () => '/api/services/svc-web/deployments', expect: '200 200 200 404 404 200 403 403 404' },
  { method: 'GET', path: () => `/api/deployments/${deploymentId}/logs`, expect: '200 200 200 404 404 200 403 403 404' },
  {
    method: 'GET',
    path: () => `/api/deployments/${deploymentId}/logs/stream`,
    expect: '200 200 200 404 404 200 403 403 404'
  },
  { method: 'GET', path: () => '/api/services/svc-web/logs', expect: '200 200 200 404 404 200 403 403 404' },
  {
    method: 'GET',
    path: () => '/api/services/svc-staging/logs?limit=5',
    expect: '200 200 200 200 200 404 404 404 404'
  },
  {
    method: 'GET',
    path: () => '/api/services/svc-web/metrics?range=1h',
    expect: '200 200 200 404 404 403 403 200 404'
  },
  {
    method: 'PATCH',
    path: () => '/api/services/svc-web/search-indexing',
    body: () => ({ enabled: false }),
    expect: '200 403 200 404 404 403 403 200 404'
  },
  {
    method: 'PATCH',
    path: () => '/api/services/svc-web/autodeploy',
    body: () => ({ enabled: true }),
    expect: '200 403 200 404 404 403 403 200 404'
  },
  {
    method: 'PATCH',
    path: () => '/api/services/svc-cron/schedule',
    body: () => ({ schedule: '0 4 * * *' }),
    expect: '200 403 200 404 404 404 404 404 404'
  },
  {
    method: 'PUT',
    path: () => '/api/services/svc-web/dedicated-ip',
    body: () => ({ ipId: 'ip_egress_1' }),
    expect: '200 403 403 404 404 403 403 403 404'
  },
  {
    method: 'POST',
    path: () => '/api/services/svc-web/env',
    body: () => ({ key: `K${next()}`, value: 'v' }),
    expect: '200 403 200 404 404 200 403 403 404'
  },
  {
    method: 'POST',
    path: () => '/api/services/svc-web/env/import',
    body: () => ({ vars: [{ key: 'A', value: '1' }] }),
    expect: '200 403 200 404 404 200 403 403 404'
  },
  {
    method: 'POST',
    path: () => '/api/services/db-postgres/db/tls',
    body: () => ({ tls: true }),
    expect: '200 403 403 404 404 404 404 404 404'
  },
  { method: 'GET', path: () => '/api/services/db-postgres/db/metrics', expect: '200 200 403 404 404 404 404 404 404' },
  {
    method: 'PATCH',
    path: () => '/api/services/db-postgres/storage',
    body: () => ({ storageGb: 20 }),
    expect: '200 403 200 404 404 404 404 404 404'
  },
  { method: 'GET', path: () => '/api/services/svc-web/domains', expect: '200 200 200 404 404 403 403 200 404' },
  {
    method: 'POST',
    path: () => '/api/services/svc-web/domains',
    body: () => ({ hostname: `app${next()}.example.com` }),
    expect: '201 403 201 404 404 403 403 201 404'
  },
  { method: 'GET', path: () => '/api/services/svc-web/ports', expect: '200 200 200 404 404 403 403 200 404' },
  { method: 'GET', path: () => '/api/services/svc-nope/logs', expect: '404 404 404 404 404 404 404 404 404' }
]

describe('the authorization table of the service documentation', () => {
  it.each(ROWS.map(row => [`${row.method} ${row.path()}`, row] as const))('%s', async (_name, row) => {
    const expected = row.expect.split(' ').map(Number)
    expect(expected).toHaveLength(COLUMNS.length)
    const got: Record<string, number> = {}
    const want: Record<string, number> = {}
    for (const [index, column] of COLUMNS.entries()) {
      const answer = await call(sandbox, row.method, row.path(), { key: KEYS[column], body: row.body?.() })
      got[column] = answer.status
      want[column] = expected[index] ?? 0
      if (answer.status >= 400)
        expect(typeof (answer.body as { error?: unknown }).error, `${column}: error field`).toBe('string')
    }
    for (const [column, key] of [
      ['revoked', KEYS.revoked],
      ['missing', null],
      ['unknown', 'sbx_not_a_key_123456']
    ] as const) {
      const answer = await call(sandbox, row.method, row.path(), { key, body: row.body?.() })
      got[column] = answer.status
      want[column] = 401
      expect(answer.body).toEqual({ error: 'API key missing, invalid or revoked' })
    }
    expect(got).toEqual(want)
  })
})

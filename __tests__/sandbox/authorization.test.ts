// Every endpoint of the service's documentation with every key type of the demo seed, against the spec's
// per-endpoint authorization (Authentication 7) and its error codes. A resource outside a
// key's scope is reported as missing (404); a key type or capability the table refuses is 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../sandbox/server.js'
import { expectContract } from '../harness/contract.js'
import { COLUMNS, expected, ROWS, tagOf } from '../harness/authorization-table.js'
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

describe('the authorization table of the service documentation', () => {
  it.each(ROWS.map(row => [`${row.method} ${row.path('{deployment}')}`, row] as const))('%s', async (_name, row) => {
    const got: Record<string, number> = {}
    const want: Record<string, number> = {}
    for (const column of COLUMNS) {
      const answer = await call(sandbox, row.method, row.path(deploymentId), {
        key: KEYS[column],
        body: row.body?.(tagOf(column))
      })
      got[column] = answer.status
      want[column] = expected(row, column)
      if (answer.status >= 400)
        expect(typeof (answer.body as { error?: unknown }).error, `${column}: error field`).toBe('string')
    }
    for (const [column, key] of [
      ['revoked', KEYS.revoked],
      ['missing', null],
      ['unknown', 'sbx_not_a_key_123456']
    ] as const) {
      const answer = await call(sandbox, row.method, row.path(deploymentId), { key, body: row.body?.(tagOf(column)) })
      got[column] = answer.status
      want[column] = 401
      expect(answer.body).toEqual({ error: 'API key missing, invalid or revoked' })
    }
    expect(got).toEqual(want)
  })
})

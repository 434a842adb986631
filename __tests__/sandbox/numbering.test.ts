// Log numbering that does not start at 1 (dialect.firstSeq): every reader of the numbers
// (logs?after=, a stream's replay, a stream from the newest line) counts from the first line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SeedInput } from '../../sandbox/seed.js'
import { startSandbox, type Sandbox } from '../../sandbox/server.js'
import { call, seed, until } from '../harness/sandbox.js'

let sandbox: Sandbox
beforeAll(async () => {
  const input: SeedInput = structuredClone(seed)
  input.scripts.ten = { phases: [{ status: 'building', generate: { count: 10, template: 'line {n}' } }], final: 'live' }
  const web = input.services.find(s => s.id === 'svc-web')
  if (web) {
    web.refScripts = { ...web.refScripts, ten: 'ten' }
    web.dialect = { ...web.dialect, firstSeq: 1001 }
    web.logPageSize = 4
  }
  sandbox = await startSandbox({ port: 0, quiet: true, seed: input })
})
afterAll(async () => {
  await sandbox?.close()
})

describe('log numbering from dialect.firstSeq', () => {
  it('numbers from 1001, and logs?after= pages from the number asked for', async () => {
    const queued = await call<{ deploymentId: string }>(sandbox, 'POST', '/api/services/svc-web/deploy', {
      body: { ref: 'ten' }
    })
    const id = queued.body.deploymentId
    await until(() => sandbox.store.deployment(id)?.final === true, 'the deployment to end')
    const seqs = async (after: number): Promise<number[]> =>
      (await call<{ seq: number }[]>(sandbox, 'GET', `/api/deployments/${id}/logs?after=${after}`)).body.map(r => r.seq)
    expect(await seqs(0)).toEqual([1001, 1002, 1003, 1004])
    expect(await seqs(1004)).toEqual([1005, 1006, 1007, 1008])
    expect(await seqs(1008)).toEqual([1009, 1010])
    expect(await seqs(1010)).toEqual([])
  })
})

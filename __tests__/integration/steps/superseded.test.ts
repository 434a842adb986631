// Superseded (steps/superseded.ts) against the sandbox, where a newer deployment really replaces
// one, and on the reads that name no newer deployment. Its position rules over the list reader
// (past the first page, still the newest, never found) are in ../deployment-list.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../../sandbox/server.js'
import type { HostingClient } from '../../../src/api/hosting-api.js'
import { Deadline } from '../../../src/core/deadline.js'
import { supersededBy } from '../../../src/steps/superseded.js'
import { ACCOUNT_KEY, clientOn, listReads, serviceOf, settled, stepSeed, recordingLog } from './step-world.js'

let sandbox: Sandbox
beforeAll(async () => {
  const seed = stepSeed({
    's-replaced': { history: 2 },
    's-alone': { history: 2, refScripts: { cancelled: 'cancelled-alone' } },
    's-unlisted': { history: 2, faults: [{ on: 'GET /deployments', kind: 'status', status: 502, times: 100 }] }
  })
  seed.scripts['cancelled-alone'] = {
    phases: [{ status: 'building', lineIntervalMs: 10, lines: ['==> Building {ref}', '==> Stopped by hand'] }],
    final: 'canceled'
  }
  sandbox = await startSandbox({ seed, port: 0, quiet: true })
})
afterAll(async () => {
  await sandbox?.close()
})

/** Deploys `ref` on the service, waits for its end, and asks which deployment superseded it. */
async function cancelled(serviceId: string, ref: string): Promise<{ id: string; newer: string | undefined }> {
  const deployment = sandbox.store.deploy(serviceOf(sandbox, serviceId), ref)
  await settled(sandbox, deployment)
  const deadline = new Deadline(30_000)
  const client = clientOn(sandbox, ACCOUNT_KEY, deadline.signal, recordingLog())
  try {
    return { id: deployment.id, newer: await supersededBy(client, serviceId, deployment.id) }
  } finally {
    deadline.dispose()
    await client.close()
  }
}

describe('superseded: the newer deployment that replaced a cancelled one', () => {
  it('1. a deployment the service cancels for a newer one names that newer one', async () => {
    const { id, newer } = await cancelled('s-replaced', 'replaced')
    const [newest] = sandbox.store.deploymentsOf('s-replaced')
    expect(sandbox.store.deployment(id)?.status).toBe('canceled')
    expect(newest?.id).not.toBe(id)
    expect(newer).toBe(newest?.id)
  })

  it('2. a cancelled deployment that is still the newest names none', async () => {
    const { id, newer } = await cancelled('s-alone', 'cancelled')
    expect(sandbox.store.deploymentsOf('s-alone')[0]?.id).toBe(id)
    expect(newer).toBeUndefined()
  })
})

describe('superseded is an optional read: what it cannot read names no newer deployment, and never fails the run', () => {
  it('1. a list that cannot be read (502 on every try)', async () => {
    const { newer } = await cancelled('s-unlisted', 'replaced')
    expect(listReads(sandbox, 's-unlisted').length).toBeGreaterThan(0)
    expect(newer).toBeUndefined()
  })

  it.each([
    [2, 'a newest id that is not a plain id', { deployments: [{ id: '../admin' }, { id: 'mine' }] }],
    [3, 'a newest record without an id', { deployments: [{ status: 'live' }, { id: 'mine' }] }]
  ])('%i. %s', async (_, __, page) => {
    const client = { listDeployments: async () => page } as unknown as HostingClient
    expect(await supersededBy(client, 'svc', 'mine')).toBeUndefined()
  })
})

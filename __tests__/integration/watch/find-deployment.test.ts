// watch()'s look for a deployment another job queued, in process against the sandbox: found at
// once, found within the grace, or not found (a typo, another service's deployment), with the
// grace's wait injected and recorded, and nothing but the list and the log read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../../sandbox/server.js'
import { HostingClient } from '../../../src/api/hosting-api.js'
import { NotFound } from '../../../src/core/errors.js'
import { lookUpDeployment } from '../../../src/watch/find-deployment.js'
import { NOT_FOUND_GRACE_MS } from '../../../src/watch/state-watcher.js'
import { demoSeed, findKey } from '../../harness/helpers.js'

const seed = demoSeed()
const ACCOUNT_KEY = findKey(seed, k => k.name === 'account key', 'account key')
const WEB_KEY = findKey(seed, k => k.name === 'service key for web', 'service key for web')

let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox({ seed, port: 0, quiet: true })
})
afterAll(async () => {
  await sandbox?.close()
})

/** Looks `deploymentId` up in `serviceId`; `unlistedReads`: the first reads of the list miss it (a list that lags). */
async function lookUp(apiKey: string, serviceId: string, deploymentId: string, unlistedReads = 0) {
  const client = new HostingClient({
    baseUrl: sandbox.url,
    apiKey,
    userAgent: 'find-deployment-test',
    signal: new AbortController().signal
  })
  const read = client.listDeployments.bind(client)
  let reads = 0
  client.listDeployments = async (...args) => {
    const page = await read(...args)
    return ++reads <= unlistedReads ? { deployments: [], nextCursor: 0 } : page
  }
  const waits: number[] = []
  const before = sandbox.requests.length
  try {
    const found = await lookUpDeployment({
      client,
      serviceId,
      deploymentId,
      signal: new AbortController().signal,
      sleep: ms => {
        waits.push(ms)
        return Promise.resolve()
      }
    }).catch((error: unknown) => error)
    const sent = sandbox.requests.slice(before).map(request => `${request.method} ${request.path}`)
    return { found, waits, sent }
  } finally {
    await client.close()
  }
}

describe('lookUpDeployment: a deployment queued elsewhere, looked for before it is followed', () => {
  it('1. listed: its record at once, no wait, no log read', async () => {
    const deployment = sandbox.store.deploy(sandbox.store.service('svc-web')!, 'main')
    const { found, waits, sent } = await lookUp(WEB_KEY, 'svc-web', deployment.id)
    expect(found).toMatchObject({ id: deployment.id, ref: 'main' })
    expect(waits).toEqual([])
    expect(sent).toEqual(['GET /api/services/svc-web/deployments'])
  })

  it('2. listed only after the grace (a list that lags): its record, after one wait of the grace, no log read', async () => {
    const deployment = sandbox.store.deploy(sandbox.store.service('svc-web')!, 'main')
    const { found, waits, sent } = await lookUp(WEB_KEY, 'svc-web', deployment.id, 1)
    expect(found).toMatchObject({ id: deployment.id })
    expect(waits).toEqual([NOT_FOUND_GRACE_MS])
    expect(sent).toEqual(['GET /api/services/svc-web/deployments', 'GET /api/services/svc-web/deployments'])
  })

  it('3. a typo: not found once the list missed it twice a grace apart and its log answered 404; no stream opened', async () => {
    const { found, waits, sent } = await lookUp(WEB_KEY, 'svc-web', 'dep_typo')
    expect(found).toBeInstanceOf(NotFound)
    expect((found as NotFound).message).toBe(
      'Deployment dep_typo was not found: it is not in the deployment list of service svc-web, and its log answers HTTP 404. It does not exist, or this key cannot see it.'
    )
    expect(waits).toEqual([NOT_FOUND_GRACE_MS])
    expect(sent).toEqual([
      'GET /api/services/svc-web/deployments',
      'GET /api/services/svc-web/deployments',
      'GET /api/deployments/dep_typo/logs'
    ])
  })

  it("4. another service's deployment (an account key reads its log): not found within the same grace, naming the service flag", async () => {
    const deployment = sandbox.store.deploy(sandbox.store.service('svc-web')!, 'main')
    const { found, waits, sent } = await lookUp(ACCOUNT_KEY, 'svc-fail', deployment.id)
    expect(found).toBeInstanceOf(NotFound)
    expect((found as NotFound).message).toBe(
      `Deployment ${deployment.id} was not found in service svc-fail: it is not in the service's deployment list, though its log can be read, so it belongs to another service.`
    )
    expect((found as NotFound).next).toMatch(/^check \x01serviceId\x02: give the service the deployment belongs to\.$/)
    expect(waits).toEqual([NOT_FOUND_GRACE_MS])
    expect(sent.filter(request => request.includes('/logs/stream'))).toEqual([])
  })
})

// The runtime log step (steps/runtime-log.ts), in process against the sandbox: the service's last
// lines when a deployment went wrong, or why there are none; it never fails the run. How the
// lines are read is in ../runtime-log.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../../sandbox/server.js'
import { OPTIONAL_READ_MS, type HostingClient } from '../../../src/api/hosting-api.js'
import { Deadline } from '../../../src/core/deadline.js'
import { readRuntimeLog, type RuntimeLog } from '../../../src/steps/runtime-log.js'
import { ACCOUNT_KEY, clientOn, stepSeed, recordingLog } from './step-world.js'

let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox({
    seed: stepSeed({
      'l-logs': {},
      'l-refused': { faults: [{ on: 'GET /logs', kind: 'status', status: 403 }] }
    }),
    port: 0,
    quiet: true
  })
})
afterAll(async () => {
  await sandbox?.close()
})

describe("the service's runtime log, or why there is none", () => {
  it.each<[number, string, string, boolean | undefined, RuntimeLog, boolean]>([
    [
      1,
      'its last lines, oldest first',
      'l-logs',
      true,
      { lines: ['boot: listening on :10000', 'ERROR could not reach the database'] },
      true
    ],
    [
      2,
      'none, unread, when the key lacks logs: read',
      'l-logs',
      false,
      { missing: 'the API key lacks logs: read.' },
      false
    ],
    [
      3,
      'none, unread, when the key was not checked',
      'l-logs',
      undefined,
      { missing: 'the API key was not checked.' },
      false
    ],
    [
      4,
      'none, saying why, when they cannot be read',
      'l-refused',
      true,
      {
        missing: expect.stringMatching(
          /^they could not be read: Reading the service's runtime log failed: HTTP 403 /
        ) as string
      },
      true
    ]
  ])('%i. %s', async (_, __, serviceId, canReadLogs, runtimeLog, read) => {
    const deadline = new Deadline(30_000)
    const client = clientOn(sandbox, ACCOUNT_KEY, deadline.signal, recordingLog())
    const before = sandbox.requests.length
    try {
      expect(await readRuntimeLog(client, serviceId, canReadLogs)).toEqual(runtimeLog)
    } finally {
      deadline.dispose()
      await client.close()
    }
    const reads = sandbox.requests.slice(before).filter(r => r.path === `/api/services/${serviceId}/logs`)
    expect(reads.length > 0).toBe(read)
  })

  it('5. none, saying why, when the service takes longer than an optional read may', async () => {
    const client = {
      serviceLogs: () => Promise.reject(new DOMException('The operation was aborted due to timeout', 'TimeoutError'))
    } as unknown as HostingClient
    expect(await readRuntimeLog(client, 'svc', true)).toEqual({
      missing: `the service did not answer within ${OPTIONAL_READ_MS / 1000} s (it may be rate limiting).`
    })
  })
})

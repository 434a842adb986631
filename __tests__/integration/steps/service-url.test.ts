// The url output step (steps/service-url.ts), in process against the sandbox: environment-url
// first, else the service's first verified domain when the key may read domains; unknown is not
// an error. How a domain list is read is in ../service-url.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../../sandbox/server.js'
import { OPTIONAL_READ_MS, type HostingClient } from '../../../src/api/hosting-api.js'
import { Deadline } from '../../../src/core/deadline.js'
import type { DeployConfig } from '../../../src/core/config.js'
import type { KeyCheck } from '../../../src/steps/key-check.js'
import { serviceUrl } from '../../../src/steps/service-url.js'
import { ACCOUNT_KEY, clientOn, stepSeed } from './step-world.js'
import { recordingHost, type Said } from '../../harness/recording-host.js'

const READS_DOMAINS: KeyCheck = { kind: 'account', canReadLogs: true, canReadDomains: true }
const NO_DOMAINS: KeyCheck = { kind: 'service', canReadLogs: true, canReadDomains: false }

let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox({
    seed: stepSeed({
      // svc-web's domains: next.demo.example.com (pending), then www.demo.example.com (verified).
      'u-verified': {},
      'u-pending': { domains: [{ hostname: 'soon.example.com', status: 'pending' }] },
      'u-refused': { faults: [{ on: 'GET /domains', kind: 'status', status: 403 }] }
    }),
    port: 0,
    quiet: true
  })
})
afterAll(async () => {
  await sandbox?.close()
})

function inputs(serviceId: string, environmentUrl?: string): DeployConfig {
  return {
    baseUrl: sandbox.url,
    apiKey: ACCOUNT_KEY,
    serviceId,
    ref: 'main',
    variables: [],
    wait: true,
    timeoutMs: 30_000,
    logs: true,
    environmentUrl,
    healthCheck: undefined,
    rollback: false,
    ifBusy: 'wait',
    superseded: 'fail'
  }
}

describe('the url output', () => {
  it.each<[number, string, string, string | undefined, KeyCheck, string | undefined, boolean, Said | undefined]>([
    [
      1,
      'environment-url as given, the domains never read',
      'u-verified',
      'https://staging.example.org/app',
      READS_DOMAINS,
      'https://staging.example.org/app',
      false,
      undefined
    ],
    [
      2,
      "the service's first verified domain, as https://",
      'u-verified',
      undefined,
      READS_DOMAINS,
      'https://www.demo.example.com',
      true,
      { level: 'info', message: 'Service URL: https://www.demo.example.com' }
    ],
    [
      3,
      'none when the key lacks domains: read, the domains never read',
      'u-verified',
      undefined,
      NO_DOMAINS,
      undefined,
      false,
      {
        level: 'info',
        message:
          'No url output: environment-url is empty and the API key lacks domains: read to find a verified domain.'
      }
    ],
    [
      4,
      'none when no domain is verified',
      'u-pending',
      undefined,
      READS_DOMAINS,
      undefined,
      true,
      { level: 'info', message: 'No url output: the service has no verified domain, and environment-url is empty.' }
    ],
    [
      5,
      'none, with a warning, when the domains cannot be read',
      'u-refused',
      undefined,
      READS_DOMAINS,
      undefined,
      true,
      {
        level: 'warning',
        title: 'Service URL unknown',
        message: expect.stringMatching(/^No url output: Reading the service's domains failed: HTTP 403 /) as string
      }
    ]
  ])('%i. %s', async (_, __, serviceId, environmentUrl, key, url, read, said) => {
    const log = recordingHost()
    const deadline = new Deadline(30_000)
    const client = clientOn(sandbox, ACCOUNT_KEY, deadline.signal, log)
    const before = sandbox.requests.length
    try {
      expect(await serviceUrl(client, inputs(serviceId, environmentUrl), key, log)).toBe(url)
    } finally {
      deadline.dispose()
      await client.close()
    }
    const reads = sandbox.requests.slice(before).filter(r => r.path === `/api/services/${serviceId}/domains`)
    expect(reads.length > 0).toBe(read)
    expect(log.said.filter(entry => entry.level !== 'debug')).toEqual(said ? [said] : [])
  })

  it('6. none, with a warning, when the domains take longer than an optional read may', async () => {
    const client = {
      domains: () => Promise.reject(new DOMException('The operation was aborted due to timeout', 'TimeoutError'))
    } as unknown as HostingClient
    const log = recordingHost()
    expect(await serviceUrl(client, inputs('svc'), READS_DOMAINS, log)).toBeUndefined()
    expect(log.said).toEqual([
      {
        level: 'warning',
        title: 'Service URL unknown',
        message: `No url output: the service did not list its domains within ${OPTIONAL_READ_MS / 1000} s (it may be rate limiting).`
      }
    ])
  })
})

// The url output step (steps/service-url.ts), in process against the sandbox: environment-url
// first, else the service's first verified domain when the key may read domains; unknown is not
// an error. How a domain list is read is in ../service-url.test.ts.
import { createServer, type Server } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../../sandbox/server.js'
import { OPTIONAL_READ_MS, type HostingClient, type ListPage } from '../../../src/api/hosting-api.js'
import { ApiError } from '../../../src/api/errors.js'
import { Deadline } from '../../../src/core/deadline.js'
import type { DeployConfig } from '../../../src/core/config.js'
import type { KeyCheck } from '../../../src/steps/key-check.js'
import { checkHealth, healthCheckUrl } from '../../../src/health/health-check.js'
import { serviceUrl } from '../../../src/steps/service-url.js'
import { ACCOUNT_KEY, clientOn, stepSeed, recordingLog } from './step-world.js'
import { type Said } from '../../harness/recording-host.js'

const READS_DOMAINS: KeyCheck = { kind: 'account', canReadLogs: true, canReadDomains: true }
const NO_DOMAINS: KeyCheck = { kind: 'service', canReadLogs: true, canReadDomains: false }

/** Domains that are IP addresses in another spelling (or carry a port): `PORT` is the listener's. */
const ADDRESS_DOMAINS: [number, string][] = [
  [1, '0x7f.0.0.01:PORT'],
  [2, '127.0.0.0x1:PORT'],
  [3, '0177.0.0.01:PORT'],
  [4, '2130706433:PORT'],
  [5, '127.1:PORT'],
  [6, '127.0x1:PORT'],
  [7, '[::1]:PORT'],
  [8, '[::ffff:127.0.0.1]:PORT'],
  [9, '0x7f.0.0.01'],
  [10, '127.0.0.0x1'],
  [11, 'localhost.:PORT'],
  [12, 'app.example.com:PORT']
]

/** A loopback listener (IPv6 and IPv4) that must never see a connection: the health check's target if an address got through. */
let listener: Server
let connections = 0
let port = 0

let sandbox: Sandbox
beforeAll(async () => {
  listener = createServer(socket => {
    connections++
    socket.destroy()
  })
  await new Promise<void>(resolve => listener.listen(0, '::', resolve))
  port = (listener.address() as { port: number }).port
  const addressServices = Object.fromEntries(
    ADDRESS_DOMAINS.map(([row, hostname]) => [
      `u-address-${row}`,
      { domains: [{ hostname: hostname.replace('PORT', String(port)), status: 'verified' }] }
    ])
  )
  sandbox = await startSandbox({
    seed: stepSeed({
      ...addressServices,
      // svc-web's domains: next.demo.example.com (pending), then www.demo.example.com (verified).
      'u-verified': {},
      'u-pending': { domains: [{ hostname: 'soon.example.com', status: 'pending' }] },
      'u-refused': { faults: [{ on: 'GET /domains', kind: 'status', status: 403 }] },
      'u-no-domains': { faults: [{ on: 'GET /domains', kind: 'status', status: 404 }] }
    }),
    port: 0,
    quiet: true
  })
})
afterAll(async () => {
  await sandbox?.close()
  listener?.close()
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
        message: expect.stringMatching(
          /^Reading the service's domains failed: HTTP 403 .*, so url output is empty\.$/
        ) as string
      }
    ],
    [
      6,
      'none, with a warning, when the domains answer 404 but the service is there',
      'u-no-domains',
      undefined,
      READS_DOMAINS,
      undefined,
      true,
      {
        level: 'warning',
        title: 'Service URL unknown',
        message: expect.stringMatching(
          /^Reading the service's domains failed: HTTP 404 .*, so url output is empty\.$/
        ) as string
      }
    ],
    // A mistyped id: the deploy's own 404 is the one error, with no warning before it.
    [
      7,
      'none, and no warning, when the service is not there',
      'svc-typo',
      undefined,
      READS_DOMAINS,
      undefined,
      true,
      undefined
    ]
  ])('%i. %s', async (_, __, serviceId, environmentUrl, key, url, read, said) => {
    const log = recordingLog()
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

  it('8. none, with a warning, when the domains take longer than an optional read may', async () => {
    const client = {
      domains: () => Promise.reject(new DOMException('The operation was aborted due to timeout', 'TimeoutError'))
    } as unknown as HostingClient
    const log = recordingLog()
    expect(await serviceUrl(client, inputs('svc'), READS_DOMAINS, log)).toBeUndefined()
    expect(log.said).toEqual([
      {
        level: 'warning',
        title: 'Service URL unknown',
        message: `The service did not list its domains within ${OPTIONAL_READ_MS / 1000} s (it may be rate limiting), so url output is empty.`
      }
    ])
  })
})

describe('the look at the deployments after a 404 of the domains', () => {
  it("spends what is left of the domains read's budget, with no time of its own on top", async () => {
    // A stalled API would otherwise spend the budget twice: once on the domains, once here.
    const budgets: (AbortSignal | undefined)[] = []
    const notFound = (): Promise<never> => Promise.reject(new ApiError('HTTP 404', 404))
    const client = {
      domains: (_serviceId: string, signal?: AbortSignal) => {
        budgets.push(signal)
        return notFound()
      },
      listDeployments: (_serviceId: string, page: ListPage = {}) => {
        budgets.push(page.signal)
        return notFound()
      }
    } as unknown as HostingClient
    const log = recordingLog()
    expect(await serviceUrl(client, inputs('svc-typo'), READS_DOMAINS, log)).toBeUndefined()
    expect(budgets).toHaveLength(2)
    expect(budgets[0]).toBeInstanceOf(AbortSignal)
    expect(budgets[1], "the deployments read has the domains read's budget").toBe(budgets[0])
  })
})

describe('a domain that is an IP address in any spelling, or carries a port', () => {
  it.each(ADDRESS_DOMAINS)('%i. %s is never the url output, and the health check never connects there', async row => {
    const serviceId = `u-address-${row}`
    const log = recordingLog()
    const deadline = new Deadline(30_000)
    const client = clientOn(sandbox, ACCOUNT_KEY, deadline.signal, log)
    let url: string | undefined
    try {
      url = await serviceUrl(client, inputs(serviceId), READS_DOMAINS, log)
      // What the health step would check for health-check-url `/`: one quick try.
      const target = healthCheckUrl('/', url)
      if (target)
        await checkHealth({ url: target, expect: '', timeoutMs: 2000, signal: deadline.signal, log: () => undefined })
    } finally {
      deadline.dispose()
      await client.close()
    }
    expect(url).toBeUndefined()
    expect(connections).toBe(0)
    const domain = ADDRESS_DOMAINS.find(([r]) => r === row)?.[1].replace('PORT', String(port)) ?? ''
    expect(log.messages('warning')).toEqual([
      `Domain "${domain}" is not a DNS name (an IP address in any spelling, a port, or malformed): not used for the url output or the health check.`
    ])
  })
})

// The Node API is a long-lived process: each call of deploy() and watch() has secrets of its
// own, dropped when it resolves, also while another runs; in process, against the sandbox.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../sandbox/server.js'
import { deploy, watch, type RunEvent } from '../../src/node/index.js'
import { secretsHeld } from '../../src/text/secrets.js'
import { ACCOUNT_KEY, serviceOf, stepSeed } from './steps/step-world.js'

let sandbox: Sandbox
/** Answers 401 to every request: a run that registers its variables, then ends at the key check. */
let refusing: Server
let refusingUrl: string

beforeAll(async () => {
  const ids = ['rs-1', 'rs-2', 'rs-3', 'rs-4', 'rs-app-1', 'rs-app-2', 'rs-cli-1', 'rs-cli-2']
  const services = Object.fromEntries([...ids, 'rs-a', 'rs-b', 'rs-watched', 'rs-later'].map(id => [id, {}]))
  sandbox = await startSandbox({ seed: stepSeed(services), port: 0, quiet: true })
  refusing = createServer((_req, res) => {
    res.writeHead(401, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ error: 'invalid API key' }))
  })
  await new Promise<void>(resolve => refusing.listen(0, '127.0.0.1', resolve))
  refusingUrl = `http://127.0.0.1:${(refusing.address() as AddressInfo).port}`
})
afterAll(async () => {
  await sandbox?.close()
  await new Promise(resolve => refusing?.close(resolve))
})

/** The log lines of a run's events. */
const logLines = (events: RunEvent[]): string[] => events.flatMap(event => (event.type === 'log' ? [event.line] : []))

describe('secrets belong to a Node API run, not to the process', () => {
  it("a later run's deployment id that equals an earlier run's variable value is not redacted", async () => {
    const earlier = sandbox.store.deploy(serviceOf(sandbox, 'rs-watched'), 'main')
    const first = await deploy({
      baseUrl: sandbox.url,
      apiKey: ACCOUNT_KEY,
      serviceId: 'rs-later',
      ref: 'main',
      env: { DEPLOY_TOKEN: earlier.id }
    })
    expect(first.exitCode, JSON.stringify(first.error)).toBe(0)
    const events: RunEvent[] = []
    const later = await watch({
      baseUrl: sandbox.url,
      apiKey: ACCOUNT_KEY,
      serviceId: 'rs-watched',
      deploymentId: earlier.id,
      onEvent: event => events.push(event)
    })
    expect(later.exitCode, JSON.stringify(later.error)).toBe(0)
    expect(later.deploymentId).toBe(earlier.id)
    expect(logLines(events)).toContain(`==> Deployment ${earlier.id} is live`)
    expect(JSON.stringify(events)).not.toContain('***')
  })

  it("keeps two concurrent runs apart: one's secret is the other's plain ref", async () => {
    const value = 'feature-shared-42'
    const eventsOf = { a: [] as RunEvent[], b: [] as RunEvent[] }
    const [a, b] = await Promise.all([
      deploy({
        baseUrl: sandbox.url,
        apiKey: ACCOUNT_KEY,
        serviceId: 'rs-a',
        ref: value,
        env: { API_TOKEN: value },
        onEvent: event => eventsOf.a.push(event)
      }),
      deploy({
        baseUrl: sandbox.url,
        apiKey: ACCOUNT_KEY,
        serviceId: 'rs-b',
        ref: value,
        onEvent: event => eventsOf.b.push(event)
      })
    ])
    expect([a.exitCode, b.exitCode]).toEqual([0, 0])
    expect(logLines(eventsOf.a)).toContain('==> Building ***')
    expect(logLines(eventsOf.b)).toContain(`==> Building ${value}`)
    expect(b.ref).toBe(value)
  })

  it('drops each run’s secrets when it resolves: the registry does not grow across 1,000 runs', async () => {
    const before = secretsHeld()
    let during = 0
    for (let run = 0; run < 1000; run++) {
      const env = Object.fromEntries(
        Array.from({ length: 10 }, (_, i) => [`API_TOKEN_${i}`, `run-${run}-value-${i}-x7Qz`])
      )
      const result = await deploy({
        baseUrl: refusingUrl,
        apiKey: `key-of-run-${run}`,
        serviceId: 'svc-web',
        env,
        onEvent: () => (during = Math.max(during, secretsHeld()))
      })
      expect(result.failureKind).toBe('auth')
    }
    // The hook sees a run's secrets while it runs, and none of them once it resolved.
    expect(during).toBeGreaterThan(before)
    expect(secretsHeld()).toBe(before)
    // A safety net, not a measure: about 5 s on a quiet machine.
  }, 300_000)
})

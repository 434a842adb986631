// The sandbox's per-request controls: `x-sandbox-stream` picks the log stream's variant for
// one request (over the service's seed setting), `x-sandbox-fault` injects one fault; both
// answer a malformed value with a 400 that names the header.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startSandbox, type Sandbox } from '../../sandbox/server.js'
import { expectContract } from '../harness/contract.js'
import { call, KEYS } from '../harness/sandbox.js'

let sandbox: Sandbox
let deploymentId = ''
/** Of svc-busy, whose seed sets named events without ids, record events, and a close. */
let busyDeploymentId = ''

/** Deploys and lets it finish: a finished deployment's stream replays every line, then ends. */
async function finishedDeployment(serviceId: string): Promise<string> {
  const queued = await call<{ deploymentId: string }>(sandbox, 'POST', `/api/services/${serviceId}/deploy`, {
    body: { ref: 'main' }
  })
  expect(queued.status).toBe(202)
  const id = queued.body.deploymentId
  await vi.waitFor(() => expect(sandbox.store.deployment(id)?.status).toBe('live'), { timeout: 10_000, interval: 25 })
  // Comparisons with the emitted lines below mean nothing if there are none.
  expect(sandbox.store.deployment(id)?.lines.length).toBeGreaterThan(5)
  return id
}

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, quiet: true, speed: 50 })
  deploymentId = await finishedDeployment('svc-web')
  busyDeploymentId = await finishedDeployment('svc-busy')
})
afterAll(async () => {
  await sandbox?.close()
  // The 400s for a malformed control header are the sandbox's own, not the API's: left out.
  expectContract(sandbox.requests.filter(request => request.status !== 400))
})

async function stream(
  header?: string,
  id = deploymentId
): Promise<{ status: number; contentType: string; text: string }> {
  const headers: Record<string, string> = { authorization: `Bearer ${KEYS.account}` }
  if (header !== undefined) headers['x-sandbox-stream'] = header
  const response = await fetch(`${sandbox.url}/api/deployments/${id}/logs/stream`, {
    headers,
    signal: AbortSignal.timeout(10_000)
  })
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    text: await response.text()
  }
}

function fields(text: string, name: string): string[] {
  return text
    .split('\n')
    .filter(line => line.startsWith(`${name}:`))
    .map(line => line.slice(name.length + 1).trim())
}

describe('x-sandbox-stream', () => {
  it("serves the service's variant without the header: unnamed events with ids, then an end event", async () => {
    const { status, contentType, text } = await stream()
    expect(status).toBe(200)
    expect(contentType).toContain('text/event-stream')
    const lines = sandbox.store.deployment(deploymentId)?.lines ?? []
    expect(fields(text, 'id')).toEqual(lines.map(line => String(line.seq)))
    expect(fields(text, 'event')).toContain('end')
    expect(fields(text, 'event')).not.toContain('log')
  })

  it('switches one request to named events without ids that end by closing', async () => {
    const { status, text } = await stream(
      JSON.stringify({ eventName: 'log', ids: false, end: 'close', statusEvent: 'none' })
    )
    expect(status).toBe(200)
    const lines = sandbox.store.deployment(deploymentId)?.lines ?? []
    expect(fields(text, 'event')).toEqual(lines.map(() => 'log'))
    expect(fields(text, 'id')).toEqual([])
    expect(fields(text, 'data')).toHaveLength(lines.length)
  })

  it("changes only the fields it names: the service's other stream settings stay", async () => {
    const lines = sandbox.store.deployment(busyDeploymentId)?.lines ?? []
    const seeded = await stream(undefined, busyDeploymentId)
    const paced = await stream(JSON.stringify({ paceMs: 1 }), busyDeploymentId)
    for (const { status, text } of [seeded, paced]) {
      expect(status).toBe(200)
      expect(fields(text, 'id')).toEqual([])
      expect(fields(text, 'event').filter(name => name === 'log')).toHaveLength(lines.length)
      expect(fields(text, 'event')).not.toContain('end')
    }
    // Only ids switched on: still named events, now with ids.
    const withIds = await stream(JSON.stringify({ ids: true }), busyDeploymentId)
    expect(fields(withIds.text, 'id')).toEqual(lines.map(line => String(line.seq)))
    expect(fields(withIds.text, 'event').filter(name => name === 'log')).toHaveLength(lines.length)
  })

  it('refuses one request with the status asked for, and serves the next one as seeded', async () => {
    for (const mode of ['404', '405', '501'] as const) {
      const refused = await stream(JSON.stringify({ mode }))
      expect(refused.status).toBe(Number(mode))
      expect(JSON.parse(refused.text)).toEqual({ error: 'log streaming is not available' })
    }
    const html = await stream(JSON.stringify({ mode: 'html' }))
    expect(html.status).toBe(200)
    expect(html.contentType).toContain('text/html')
    expect((await stream()).status).toBe(200)
  })

  it('answers 400 naming the header and the field for a bad value', async () => {
    const bad = await stream(JSON.stringify({ mode: 'sometimes' }))
    expect(bad.status).toBe(400)
    expect(JSON.parse(bad.text).error).toMatch(/^x-sandbox-stream: mode: /)
    const unknown = await stream(JSON.stringify({ colour: 'blue' }))
    expect(unknown.status).toBe(400)
    expect(JSON.parse(unknown.text).error).toContain('colour')
    const notJson = await stream('{mode')
    expect(notJson.status).toBe(400)
    expect(JSON.parse(notJson.text)).toEqual({ error: 'x-sandbox-stream must be a JSON object' })
  })
})

describe('x-sandbox-fault', () => {
  it('injects one fault into one request', async () => {
    const response = await fetch(`${sandbox.url}/api/auth/me`, {
      headers: {
        authorization: `Bearer ${KEYS.service}`,
        'x-sandbox-fault': JSON.stringify({ kind: 'status', status: 503 })
      }
    })
    expect(response.status).toBe(503)
    expect(await response.text()).toContain('503 Service Unavailable')
  })

  it('answers 400 naming the header for a bad value, instead of ignoring it', async () => {
    for (const [value, expected] of [
      ['not json', 'x-sandbox-fault must be a JSON object'],
      [JSON.stringify({ kind: 'explode' }), 'x-sandbox-fault: kind: ']
    ] as const) {
      const response = await fetch(`${sandbox.url}/api/auth/me`, {
        headers: { authorization: `Bearer ${KEYS.service}`, 'x-sandbox-fault': value }
      })
      expect(response.status).toBe(400)
      expect(((await response.json()) as { error: string }).error).toContain(expected)
    }
  })
})

// The stream variant that starts at the newest line (`stream.startAt: "newest"`, per service
// in the seed or per request in x-sandbox-stream): a connection gets only lines emitted after
// it connected, whatever Last-Event-ID asks for. svc-tail's `backlog` ref writes most of a big
// log before the deploy is even answered, then goes on live.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SeedInput } from '../../sandbox/seed.js'
import { startSandbox, type Sandbox } from '../../sandbox/server.js'
import { call, KEYS, seed, until } from '../harness/sandbox.js'

let sandbox: Sandbox
beforeAll(async () => {
  // svc-web gains a ref whose build logs a line every 50 ms for a minute: a live log to join.
  const input: SeedInput = structuredClone(seed)
  input.scripts.drip = {
    phases: [{ status: 'building', lineIntervalMs: 50, generate: { count: 1200, template: 'drip {n}' } }],
    final: 'live'
  }
  const web = input.services.find(s => s.id === 'svc-web')
  if (web) web.refScripts = { ...web.refScripts, drip: 'drip' }
  sandbox = await startSandbox({ port: 0, quiet: true, seed: input })
})
afterAll(async () => {
  await sandbox?.close()
})

interface Event {
  event?: string
  id?: string
  data: string
}

/** Reads a stream's events until it ends, or until `enough` says so (then disconnects). */
async function readStream(
  deploymentId: string,
  headers: Record<string, string>,
  enough: (events: Event[]) => boolean = () => false
): Promise<Event[]> {
  const controller = new AbortController()
  const response = await fetch(`${sandbox.url}/api/deployments/${deploymentId}/logs/stream`, {
    headers: { authorization: `Bearer ${KEYS.account}`, ...headers },
    signal: AbortSignal.any([controller.signal, AbortSignal.timeout(15_000)])
  })
  expect(response.status).toBe(200)
  const events: Event[] = []
  const decoder = new TextDecoder()
  let buffer = ''
  try {
    for await (const chunk of response.body ?? []) {
      buffer += decoder.decode(chunk as Uint8Array, { stream: true })
      let end: number
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const event: Event = { data: '' }
        for (const line of block.split('\n')) {
          if (line.startsWith('event: ')) event.event = line.slice(7)
          else if (line.startsWith('id: ')) event.id = line.slice(4)
          else if (line.startsWith('data: ')) event.data = line.slice(6)
        }
        if (block.startsWith(':')) continue
        events.push(event)
      }
      if (enough(events)) break
    }
  } finally {
    controller.abort()
  }
  return events
}

const logEvents = (events: Event[]): { seq: number; line: string }[] =>
  events.filter(e => e.event === undefined).map(e => JSON.parse(e.data) as { seq: number; line: string })

describe('stream startAt newest', () => {
  it("svc-tail's backlog: written before the deploy is answered; a stream gets only the live part, each line once, whatever Last-Event-ID says", async () => {
    const deployed = await call<{ deploymentId: string }>(sandbox, 'POST', '/api/services/svc-tail/deploy', {
      body: { ref: 'backlog' }
    })
    expect(deployed.status).toBe(202)
    const deployment = sandbox.store.deployment(deployed.body.deploymentId)
    // The clone line and the 20,000 generated ones exist before any client could connect; on a
    // loaded machine the first live lines may follow them before the answer arrives.
    const written = deployment?.lines ?? []
    expect(written[20_000]?.text).toBe('backlog line 20000 of 20000')
    expect(written.slice(20_001).every(line => line.text.startsWith('live line'))).toBe(true)
    const backlog = written.length
    const events = await readStream(deployed.body.deploymentId, { 'last-event-id': '5' })
    const lines = logEvents(events)
    expect(lines.length).toBeGreaterThan(0)
    expect(lines[0]?.seq).toBeGreaterThan(backlog)
    // From where it connected to the end: contiguous, in order, the last line included.
    const total = deployment?.lines.length ?? 0
    expect(total).toBe(20_021)
    const first = lines[0]?.seq ?? 0
    expect(lines.map(l => l.seq)).toEqual(Array.from({ length: total - first + 1 }, (_, i) => first + i))
    expect(lines.at(-1)?.line).toBe('live line 20 of 20')
    expect(lines.some(l => l.line.startsWith('backlog line'))).toBe(false)
    expect(events.at(-1)).toMatchObject({ event: 'end', data: JSON.stringify({ status: 'live' }) })
  })

  it('per request (x-sandbox-stream) on a service that replays: no earlier line, Last-Event-ID or not; startAt first still replays', async () => {
    const deployed = await call<{ deploymentId: string }>(sandbox, 'POST', '/api/services/svc-web/deploy', {
      body: { ref: 'drip' }
    })
    const id = deployed.body.deploymentId
    const deployment = sandbox.store.deployment(id)
    await until(() => (deployment?.lines.length ?? 0) >= 3, 'the build to log three lines')
    for (const lastEventId of [undefined, '1']) {
      const before = deployment?.lines.length ?? 0
      const headers: Record<string, string> = {
        'x-sandbox-stream': JSON.stringify({ startAt: 'newest' }),
        ...(lastEventId ? { 'last-event-id': lastEventId } : {})
      }
      const lines = logEvents(await readStream(id, headers, events => logEvents(events).length >= 2))
      expect(lines[0]?.seq, `Last-Event-ID ${lastEventId}`).toBeGreaterThan(before)
      expect(lines[1]?.seq).toBe((lines[0]?.seq ?? 0) + 1)
    }
    const replay = logEvents(
      await readStream(
        id,
        { 'x-sandbox-stream': JSON.stringify({ startAt: 'first' }), 'last-event-id': '1' },
        events => logEvents(events).length >= 1
      )
    )
    expect(replay[0]?.seq).toBe(2)
  })

  it('a finished deployment: no line at all, only its final status and the end', async () => {
    const deployed = await call<{ deploymentId: string }>(sandbox, 'POST', '/api/services/svc-tail/deploy', {
      body: { ref: 'main' }
    })
    const id = deployed.body.deploymentId
    await until(() => sandbox.store.deployment(id)?.final === true, 'the deployment to finish')
    const events = await readStream(id, {})
    expect(events).toEqual([
      { event: 'status', data: JSON.stringify({ status: 'live' }) },
      { event: 'end', data: JSON.stringify({ status: 'live' }) }
    ])
  })

  it('refuses another startAt by name', async () => {
    const id = sandbox.store.deploymentsOf('svc-tail')[0]?.id ?? ''
    const answer = await fetch(`${sandbox.url}/api/deployments/${id}/logs/stream`, {
      headers: { authorization: `Bearer ${KEYS.account}`, 'x-sandbox-stream': JSON.stringify({ startAt: 'oldest' }) }
    })
    expect(answer.status).toBe(400)
    expect(((await answer.json()) as { error: string }).error).toMatch(
      /^x-sandbox-stream: startAt: .*"first"\|"newest"/
    )
  })
})

// The sandbox against a hostile client: bodies are limited before authentication, the request
// log is bounded and keeps no key, control headers need a key, delays are capped, a resource
// outside a key's scope answers exactly as a missing one.
import { createHash } from 'node:crypto'
import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { SILENT } from '../../src/core/host.js'
import { HostingClient } from '../../src/api/hosting-api.js'
import { importVariables } from '../../src/steps/env-import.js'
import { checkExchange } from '../harness/contract.js'
import { faultSchema, loadSeed } from '../../sandbox/seed.js'
import { DEFAULT_IDLE_TIMEOUT_MS, DEFAULT_MAX_CONNECTIONS } from '../../sandbox/connections.js'
import { fingerprint, startSandbox, type Sandbox } from '../../sandbox/server.js'
import { call, KEYS, seed } from '../harness/sandbox.js'

const UNAUTHORIZED = { error: 'API key missing, invalid or revoked' }
const MIB = 1024 * 1024

let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, quiet: true, speed: 20 })
})
afterAll(async () => {
  await sandbox?.close()
})

/** A request with the headers given as they are (no Authorization unless named). */
async function send(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {}
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${sandbox.url}${path}`, {
    method: init.method ?? 'GET',
    headers: init.headers,
    body: init.body
  })
  const text = await response.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body }
}

/** An env/import body of about `bytes` bytes, valid JSON. */
function importBody(bytes: number): string {
  return JSON.stringify({ vars: [{ key: 'BIG', value: 'x'.repeat(bytes) }] })
}

const bearer = (key: string): Record<string, string> => ({ authorization: `Bearer ${key}` })

describe('the body limit', () => {
  it('answers 413 naming the limit to a body over 1 MiB, before authentication: without a key, and with one', async () => {
    const body = importBody(MIB + 10)
    const expected = {
      status: 413,
      body: { error: 'request body too large: the sandbox accepts at most 1048576 bytes (1 MiB)' }
    }
    const json = { 'content-type': 'application/json' }
    expect(await send('/api/services/svc-web/env/import', { method: 'POST', headers: json, body })).toEqual(expected)
    expect(
      await send('/api/services/svc-web/env/import', {
        method: 'POST',
        headers: { ...json, ...bearer(KEYS.account) },
        body
      })
    ).toEqual(expected)
    expect(sandbox.store.envOf('svc-web').has('BIG')).toBe(false)
    const recorded = sandbox.requests.at(-1)
    expect(recorded).toMatchObject({ method: 'POST', path: '/api/services/svc-web/env/import', status: 413 })
    expect(recorded?.body).toBeUndefined()
  })

  it('counts a chunked body (no Content-Length) as it arrives, and answers 413 long before the upload ends', async () => {
    // A raw socket: fetch reports the server closing mid-upload as an error, not the 413 it sent.
    const { port } = new URL(sandbox.url)
    const socket = connect(Number(port), '127.0.0.1')
    let received = ''
    let sent = 0
    socket.setEncoding('utf8').on('data', text => (received += text))
    const closed = new Promise<void>(resolve => socket.on('close', () => resolve()).on('error', () => undefined))
    socket.write(
      'POST /api/services/svc-web/env/import HTTP/1.1\r\nhost: sandbox\r\ncontent-type: application/json\r\ntransfer-encoding: chunked\r\n\r\n'
    )
    const chunk = `10000\r\n${'x'.repeat(0x10000)}\r\n`
    // Up to 64 MiB, as long as the server reads: a sandbox that buffered it all would take it.
    while (!socket.destroyed && !socket.writableEnded && sent < 64 * MIB && received === '') {
      sent += 0x10000
      if (!socket.write(chunk)) await new Promise(resolve => socket.once('drain', resolve).once('close', resolve))
    }
    socket.end()
    await closed
    // Answered after about 1 MiB: not after reading (and buffering) all of it.
    expect(sent).toBeLessThan(16 * MIB)
    expect(received).toMatch(/^HTTP\/1\.1 413 /)
    expect(received).toContain('{"error":"request body too large: the sandbox accepts at most 1048576 bytes (1 MiB)"}')
  })

  it('takes a body of exactly the configured limit, and refuses one byte more', async () => {
    const small = await startSandbox({ port: 0, quiet: true, bodyLimit: 1024 })
    try {
      const exact = JSON.stringify({ vars: [{ key: 'A', value: '1' }] }).padEnd(1024, ' ')
      const post = (body: string): Promise<{ status: number; body: unknown }> =>
        fetch(`${small.url}/api/services/svc-web/env/import`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...bearer(KEYS.account) },
          body
        }).then(async r => ({ status: r.status, body: await r.json() }))
      expect(await post(exact)).toEqual({ status: 200, body: { imported: 1, skipped: [] } })
      expect(await post(`${exact} `)).toEqual({
        status: 413,
        body: { error: 'request body too large: the sandbox accepts at most 1024 bytes (1 KiB)' }
      })
    } finally {
      await small.close()
    }
  })

  it('passes the env/import batches the action sends (up to 512 KiB each)', async () => {
    const client = new HostingClient({
      baseUrl: sandbox.url,
      apiKey: KEYS.account,
      userAgent: 'hardening-test',
      signal: new AbortController().signal
    })
    // 600 variables of 2 KiB: 1.2 MiB in all, which the action splits into batches of at most 512 KiB.
    const variables = Array.from({ length: 600 }, (_, i) => ({ key: `BATCH_${i}`, value: `${i}`.padEnd(2048, 'v') }))
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    const before = sandbox.requests.length
    let result: Awaited<ReturnType<typeof importVariables>>
    try {
      result = await importVariables(client, 'svc-image', variables, SILENT)
    } finally {
      stdout.mockRestore()
    }
    expect(result).toEqual({ imported: 600, skipped: [] })
    const imports = sandbox.requests.slice(before).filter(r => r.path.endsWith('/env/import'))
    expect(imports.map(r => r.status)).toEqual([200, 200, 200])
    // The largest batch comes close to 512 KiB: the limit leaves room above it.
    expect(Math.max(...imports.map(r => Buffer.byteLength(JSON.stringify(r.body))))).toBeGreaterThan(500 * 1024)
  })

  it('refuses a bodyLimit or requestLogLimit that is not a whole number from its minimum up', async () => {
    await expect(startSandbox({ quiet: true, bodyLimit: 0 })).rejects.toThrow(
      'bodyLimit must be a whole number of bytes from 1 up, got 0'
    )
    await expect(startSandbox({ quiet: true, bodyLimit: 1.5 })).rejects.toThrow(
      'bodyLimit must be a whole number of bytes from 1 up, got 1.5'
    )
    await expect(startSandbox({ quiet: true, requestLogLimit: -1 })).rejects.toThrow(
      'requestLogLimit must be a whole number of requests from 0 up, got -1'
    )
  })
})

describe('the request log', () => {
  it('keeps only the newest requestLogLimit requests', async () => {
    const small = await startSandbox({ port: 0, quiet: true, requestLogLimit: 5 })
    try {
      for (let n = 0; n < 8; n++) await call(small, 'GET', `/api/auth/me?n=${n}`)
      expect(small.requests.map(r => r.query.n)).toEqual(['3', '4', '5', '6', '7'])
    } finally {
      await small.close()
    }
  })

  it('never keeps the Authorization header or cookies, only the scheme and a fingerprint of the key', async () => {
    const before = sandbox.requests.length
    await send('/api/auth/me', { headers: { ...bearer(KEYS.service), cookie: 'session=s3cr3t-cookie' } })
    await call(sandbox, 'POST', '/api/services/svc-web/env', { key: KEYS.service, body: { key: 'LOGGED', value: '1' } })
    const recorded = sandbox.requests.slice(before)
    expect(recorded).toHaveLength(2)
    expect(JSON.stringify(recorded)).not.toContain(KEYS.service)
    expect(JSON.stringify(recorded)).not.toContain('s3cr3t-cookie')
    const expected = createHash('sha256').update(KEYS.service).digest('hex').slice(0, 16)
    expect(fingerprint(KEYS.service)).toBe(expected)
    expect(recorded, 'a loop over nothing checks nothing').not.toHaveLength(0)
    for (const r of recorded) {
      expect(r.headers.authorization).toBeUndefined()
      expect(r.headers.cookie).toBeUndefined()
      expect(r.auth).toEqual({ scheme: 'Bearer', keyFingerprint: expected, singleToken: true })
    }
  })

  it('tells the header `Bearer <key>` from every other form, as comparing the header did', async () => {
    const key = KEYS.service
    const forms = {
      exact: `Bearer ${key}`,
      lowerCaseScheme: `bearer ${key}`,
      twoSpaces: `Bearer  ${key}`,
      otherKey: `Bearer ${KEYS.account}`,
      noScheme: key,
      otherScheme: `Basic ${key}`,
      twoWords: `Bearer ${key} extra`
    }
    const sentKey: Record<string, boolean> = {}
    const flagged: Record<string, boolean> = {}
    for (const [form, header] of Object.entries(forms)) {
      await send('/api/auth/me', { headers: { authorization: header } })
      const r = sandbox.requests.at(-1)
      if (!r) throw new Error('no request recorded')
      expect(JSON.stringify(r), form).not.toContain(key)
      // The assertion the e2e tests make: the right key, in a Bearer header.
      sentKey[form] = r.auth?.scheme === 'Bearer' && r.auth.keyFingerprint === fingerprint(key)
      flagged[form] = checkExchange(r).request.some(problem => problem.includes('Authorization: Bearer'))
    }
    expect(sentKey).toEqual({
      exact: true,
      lowerCaseScheme: false,
      twoSpaces: false,
      otherKey: false,
      noScheme: false,
      otherScheme: false,
      twoWords: false
    })
    // The contract check of the header (`Bearer <one token>`, the scheme in any case, as HTTP's are).
    expect(flagged).toEqual({
      exact: false,
      lowerCaseScheme: false,
      twoSpaces: true,
      otherKey: false,
      noScheme: true,
      otherScheme: true,
      twoWords: true
    })
  })

  it('logs method, path with query, status and time on stdout, and no header', async () => {
    const loud = await startSandbox({ port: 0 })
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined)
    try {
      await fetch(`${loud.url}/api/auth/me?probe=1`, {
        headers: { ...bearer(KEYS.account), cookie: 'session=s3cr3t-cookie', 'user-agent': 'probe-agent' }
      })
      const lines = log.mock.calls.map(args => args.join(' '))
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatch(/^GET \/api\/auth\/me\?probe=1 200 \d+ms$/)
    } finally {
      log.mockRestore()
      await loud.close()
    }
  })
})

/** A raw connection to `server`, and what it has received so far. */
interface RawConnection {
  socket: Socket
  received: () => string
  /** Resolves when the sandbox (or the client) closed the connection. */
  closed: Promise<void>
}

async function rawConnection(server: Sandbox): Promise<RawConnection> {
  const { port } = new URL(server.url)
  const socket = connect(Number(port), '127.0.0.1')
  let received = ''
  socket.setEncoding('utf8')
  socket.on('data', (chunk: string) => (received += chunk))
  socket.on('error', () => undefined)
  const closed = new Promise<void>(resolve => socket.once('close', () => resolve()))
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve)
    socket.once('error', reject)
  })
  return { socket, received: () => received, closed }
}

/** Sends GET `path` on the connection and waits for the whole answer (its Content-Length); returns its head. */
async function exchange(
  connection: RawConnection,
  path: string,
  headers: Record<string, string> = {}
): Promise<string> {
  const start = connection.received().length
  const lines = [`GET ${path} HTTP/1.1`, 'host: 127.0.0.1', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)]
  connection.socket.write(`${lines.join('\r\n')}\r\n\r\n`)
  for (;;) {
    const answer = connection.received().slice(start)
    const end = answer.indexOf('\r\n\r\n')
    const length = Number(/\r\ncontent-length: (\d+)/i.exec(answer)?.[1] ?? NaN)
    if (end >= 0 && answer.length >= end + 4 + length) return answer.slice(0, end)
    await new Promise<void>((resolve, reject) => {
      connection.socket.once('data', () => resolve())
      connection.socket.once('close', () => reject(new Error(`closed before the answer: ${answer}`)))
    })
  }
}

describe('connections', () => {
  it('leaves closing an idle connection to its client: no keep-alive timeout of its own to race a late request', async () => {
    // With one (Node's is 5 s), a client that reuses the connection late, as a process starved
    // of CPU does, sends its request as the sandbox closes it: `fetch failed` (ECONNRESET).
    const response = await fetch(`${sandbox.url}/api/auth/me`, { headers: bearer(KEYS.account) })
    await response.arrayBuffer()
    expect(response.headers.get('connection')).toBe('keep-alive')
    expect(response.headers.get('keep-alive')).toBeNull()
  })

  it('by default closes an idle connection only long after any client would (120 s), and holds at most 1,000', () => {
    expect(DEFAULT_IDLE_TIMEOUT_MS).toBe(120_000)
    expect(DEFAULT_MAX_CONNECTIONS).toBe(1000)
  })

  it('closes a connection left idle for idleTimeoutMs, never one with a request in flight, and tells no client beforehand', async () => {
    const quick = await startSandbox({ port: 0, quiet: true, idleTimeoutMs: 100 })
    try {
      const connection = await rawConnection(quick)
      // A request in flight five times as long as the idle timeout: answered on the same connection.
      const slow = JSON.stringify({ kind: 'slow', delayMs: 500 })
      const head = await exchange(connection, '/api/auth/me', { ...bearer(KEYS.account), 'x-sandbox-fault': slow })
      expect(head).toMatch(/^HTTP\/1\.1 200 /)
      expect(head.toLowerCase()).toContain('connection: keep-alive')
      expect(head.toLowerCase()).not.toContain('keep-alive: timeout')
      // Then idle: the sandbox closes it.
      await connection.closed
      expect(connection.socket.destroyed).toBe(true)
    } finally {
      await quick.close()
    }
  })

  it('closes a connection over maxConnections as soon as it is accepted, answering nothing', async () => {
    const capped = await startSandbox({ port: 0, quiet: true, maxConnections: 2 })
    const open: RawConnection[] = []
    try {
      for (let i = 0; i < 2; i++) {
        const connection = await rawConnection(capped)
        open.push(connection)
        // Answered: the sandbox holds the connection.
        expect(await exchange(connection, '/api/auth/me', bearer(KEYS.account))).toMatch(/^HTTP\/1\.1 200 /)
      }
      const third = await rawConnection(capped)
      open.push(third)
      third.socket.write(
        `GET /api/auth/me HTTP/1.1\r\nhost: 127.0.0.1\r\nauthorization: Bearer ${KEYS.account}\r\n\r\n`
      )
      await third.closed
      expect(third.received()).toBe('')
    } finally {
      for (const connection of open) connection.socket.destroy()
      await capped.close()
    }
  })

  it('refuses an idleTimeoutMs or maxConnections that is not a whole number from 1 up', async () => {
    await expect(startSandbox({ quiet: true, idleTimeoutMs: 0 })).rejects.toThrow(
      'idleTimeoutMs must be a whole number of milliseconds from 1 up, got 0'
    )
    await expect(startSandbox({ quiet: true, maxConnections: 2.5 })).rejects.toThrow(
      'maxConnections must be a whole number of connections from 1 up, got 2.5'
    )
  })
})

describe('control headers need a valid key', () => {
  const withoutValidKey = { none: {}, unknown: bearer('sbx_not_a_key_123456'), revoked: bearer(KEYS.revoked) }

  it('x-sandbox-fault without a valid, unrevoked key: 401, and no fault injected', async () => {
    for (const [who, auth] of Object.entries(withoutValidKey)) {
      for (const fault of [
        { kind: 'status', status: 503 },
        { kind: 'drop-before' },
        { kind: 'slow', delayMs: 4000 },
        { kind: 'rate-limit' }
      ]) {
        const answer = await send('/api/auth/me', { headers: { ...auth, 'x-sandbox-fault': JSON.stringify(fault) } })
        expect(answer, `${who} ${fault.kind}`).toEqual({ status: 401, body: UNAUTHORIZED })
        // The fault middleware records a fault before it acts on it (the slow one's delay too):
        // none recorded is none applied, with no clock to read on a loaded machine.
        expect(sandbox.requests.at(-1)?.fault, `${who} ${fault.kind}`).toBeUndefined()
      }
      // Even a malformed header tells nothing to a caller without a key.
      expect(await send('/api/auth/me', { headers: { ...auth, 'x-sandbox-fault': 'not json' } })).toEqual({
        status: 401,
        body: UNAUTHORIZED
      })
    }
  })

  it('x-sandbox-fault without a key queues nothing (drop-after on a deploy)', async () => {
    const before = sandbox.store.deploymentsOf('svc-web').length
    const answer = await send('/api/services/svc-web/deploy', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sandbox-fault': JSON.stringify({ kind: 'drop-after' }) },
      body: '{}'
    })
    expect(answer).toEqual({ status: 401, body: UNAUTHORIZED })
    expect(sandbox.store.deploymentsOf('svc-web')).toHaveLength(before)
  })

  it('x-sandbox-stream without a valid, unrevoked key: 401', async () => {
    const deploymentId = sandbox.store.deploymentsOf('svc-web').at(-1)?.id ?? ''
    for (const [who, auth] of Object.entries(withoutValidKey)) {
      const answer = await send(`/api/deployments/${deploymentId}/logs/stream`, {
        headers: { ...auth, 'x-sandbox-stream': JSON.stringify({ mode: '501' }) }
      })
      expect(answer, who).toEqual({ status: 401, body: UNAUTHORIZED })
    }
  })

  it('a fault set in the seed still applies before authentication, as a proxy would', async () => {
    const faulty = await startSandbox({
      port: 0,
      quiet: true,
      seed: { ...structuredClone(seed), faults: [{ on: 'GET /auth/me', kind: 'status', status: 502 }] }
    })
    try {
      expect((await fetch(`${faulty.url}/api/auth/me`)).status).toBe(502)
    } finally {
      await faulty.close()
    }
  })
})

describe('delays are capped at 60 s', () => {
  it('refuses a slow fault above 60 s in x-sandbox-fault with a 400 naming the bound', async () => {
    const answer = await send('/api/auth/me', {
      headers: { ...bearer(KEYS.account), 'x-sandbox-fault': JSON.stringify({ kind: 'slow', delayMs: 60_001 }) }
    })
    expect(answer).toEqual({
      status: 400,
      body: { error: 'x-sandbox-fault: delayMs: must be at most 60000 ms (60 s), got 60001' }
    })
    expect(faultSchema.safeParse({ kind: 'slow', delayMs: 60_000 }).success).toBe(true)
  })

  it.each(['paceMs', 'keepAliveMs', 'retryMs'])(
    'refuses x-sandbox-stream %s above 60 s with a 400 naming the bound',
    async field => {
      const deploymentId = sandbox.store.deploymentsOf('svc-web').at(-1)?.id ?? ''
      const controller = new AbortController()
      const response = await fetch(`${sandbox.url}/api/deployments/${deploymentId}/logs/stream`, {
        headers: { ...bearer(KEYS.account), 'x-sandbox-stream': JSON.stringify({ [field]: 3_600_000 }) },
        signal: controller.signal
      })
      try {
        expect(response.status).toBe(400)
        expect(await response.json()).toEqual({
          error: `x-sandbox-stream: ${field}: must be at most 60000 ms (60 s), got 3600000`
        })
      } finally {
        controller.abort()
      }
    }
  )

  it('refuses a seed whose fault waits longer, naming the bound', () => {
    const long = { ...structuredClone(seed), faults: [{ kind: 'slow', delayMs: 120_000 }] }
    expect(() => loadSeed(long)).toThrow(/must be at most 60000 ms \(60 s\), got 120000\n.*at faults\[0\]\.delayMs/)
  })
})

describe('a resource outside the key scope answers exactly as a missing one', () => {
  interface Probe {
    what: string
    key: string
    method: string
    /** The request for an id (or slug) the key may not see, and for one that does not exist. */
    hidden: { path: string; body?: unknown }
    missing: { path: string; body?: unknown }
    status: number
  }

  const serviceRoutes: [string, string, unknown?][] = [
    ['POST', 'deploy', {}],
    ['GET', 'deployments'],
    ['GET', 'logs'],
    ['GET', 'metrics?range=1h'],
    ['PATCH', 'search-indexing', { enabled: true }],
    ['PATCH', 'autodeploy', { enabled: true }],
    ['PATCH', 'schedule', { schedule: '0 4 * * *' }],
    ['PUT', 'dedicated-ip', { ipId: '' }],
    ['POST', 'env', { key: 'A', value: '1' }],
    ['POST', 'env/import', { vars: [{ key: 'A', value: '1' }] }],
    ['GET', 'domains'],
    ['POST', 'domains', { hostname: 'hidden.example.com' }],
    ['GET', 'ports']
  ]
  const databaseRoutes: [string, string, unknown?][] = [
    ['POST', 'db/tls', { tls: true }],
    ['GET', 'db/metrics'],
    ['PATCH', 'storage', { storageGb: 20 }]
  ]
  const serviceProbes = (what: string, key: string, hiddenId: string, routes: [string, string, unknown?][]): Probe[] =>
    routes.map(([method, route, body]) => ({
      what: `${what}: ${method} ${route}`,
      key,
      method,
      hidden: { path: `/api/services/${hiddenId}/${route}`, body },
      missing: { path: `/api/services/svc-nope/${route}`, body },
      status: 404
    }))

  /** A valid body for POST /api/services or /api/databases (bodies take only their own fields). */
  const created = (kind: string): Record<string, string> =>
    kind === 'services' ? { name: 'x', image: 'a:1' } : { name: 'x', engine: 'postgres' }

  let hiddenDeployment = ''
  beforeAll(() => {
    hiddenDeployment = sandbox.store.deploymentsOf('svc-web').at(-1)?.id ?? ''
  })

  const probes = (): Probe[] => [
    ...serviceProbes('service of another service (service key)', KEYS.service, 'svc-staging', serviceRoutes),
    ...serviceProbes('service of another project (project key)', KEYS.project, 'svc-side', serviceRoutes),
    ...serviceProbes('service of another environment (restricted key)', KEYS.staging, 'svc-web', serviceRoutes),
    ...serviceProbes('database (service key)', KEYS.service, 'db-postgres', databaseRoutes),
    ...serviceProbes('database (restricted key)', KEYS.staging, 'db-postgres', databaseRoutes),
    ...['logs', 'logs/stream'].map(route => ({
      what: `deployment of another environment (restricted key): GET ${route}`,
      key: KEYS.staging,
      method: 'GET',
      hidden: { path: `/api/deployments/${hiddenDeployment}/${route}` },
      missing: { path: `/api/deployments/dep_000000nope00/${route}` },
      status: 404
    })),
    {
      what: 'deployment of another service (service key)',
      key: KEYS.otherService,
      method: 'GET',
      hidden: { path: `/api/deployments/${hiddenDeployment}/logs` },
      missing: { path: '/api/deployments/dep_000000nope00/logs' },
      status: 404
    },
    {
      what: 'project (project key): GET',
      key: KEYS.project,
      method: 'GET',
      hidden: { path: '/api/projects/side' },
      missing: { path: '/api/projects/nope' },
      status: 404
    },
    ...['services', 'databases'].map(kind => ({
      what: `project (project key): POST /api/${kind}`,
      key: KEYS.project,
      method: 'POST',
      hidden: { path: `/api/${kind}`, body: { ...created(kind), projectSlug: 'side' } },
      missing: { path: `/api/${kind}`, body: { ...created(kind), projectSlug: 'nope' } },
      status: 404
    })),
    {
      what: 'environment (restricted key): GET project',
      key: KEYS.staging,
      method: 'GET',
      hidden: { path: '/api/projects/demo?env=production' },
      missing: { path: '/api/projects/demo?env=nope' },
      status: 404
    },
    ...['services', 'databases'].map(kind => ({
      what: `environment (restricted key): POST /api/${kind}`,
      key: KEYS.stagingCreator,
      method: 'POST',
      hidden: {
        path: `/api/${kind}`,
        body: { ...created(kind), projectSlug: 'demo', environmentSlug: 'production' }
      },
      missing: {
        path: `/api/${kind}`,
        body: { ...created(kind), projectSlug: 'demo', environmentSlug: 'nope' }
      },
      status: 404
    }))
  ]

  it('for every resource type and key type: same status, same body', async () => {
    const cases = probes()
    const differing: string[] = []
    for (const probe of cases) {
      const hidden = await call(sandbox, probe.method, probe.hidden.path, { key: probe.key, body: probe.hidden.body })
      const missing = await call(sandbox, probe.method, probe.missing.path, {
        key: probe.key,
        body: probe.missing.body
      })
      if (hidden.status !== probe.status || JSON.stringify(hidden) !== JSON.stringify(missing)) {
        differing.push(
          `${probe.what}: hidden ${hidden.status} ${JSON.stringify(hidden.body)} / missing ${missing.status} ${JSON.stringify(missing.body)}`
        )
      }
    }
    expect(differing).toEqual([])
    expect(cases.length).toBeGreaterThan(50)
  })

  it('answers 404 with the resource type only, naming no id', async () => {
    expect((await call(sandbox, 'GET', '/api/services/svc-staging/logs', { key: KEYS.service })).body).toEqual({
      error: 'service not found'
    })
    expect(
      (await call(sandbox, 'GET', `/api/deployments/${hiddenDeployment}/logs`, { key: KEYS.staging })).body
    ).toEqual({ error: 'deployment not found' })
    expect((await call(sandbox, 'GET', '/api/projects/side', { key: KEYS.project })).body).toEqual({
      error: 'project not found'
    })
  })

  it("refuses a restricted key the project's default environment alike whether it is hidden or missing", async () => {
    const noDefault = structuredClone(seed)
    for (const environment of noDefault.environments) environment.isDefault = false
    const other = await startSandbox({ port: 0, quiet: true, seed: noDefault })
    try {
      const hidden = await call(sandbox, 'GET', '/api/projects/demo', { key: KEYS.staging })
      const missing = await call(other, 'GET', '/api/projects/demo', { key: KEYS.staging })
      expect(hidden.status).toBe(404)
      expect(missing).toEqual(hidden)
    } finally {
      await other.close()
    }
  })
})

describe('malformed path escapes', () => {
  it('answer as any request without a key does (401), not with a sandbox error', async () => {
    const sandbox = await startSandbox({ quiet: true })
    try {
      const response = await fetch(`${sandbox.url}/api/services/%E0%A4%A/logs`)
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ error: 'API key missing, invalid or revoked' })
    } finally {
      await sandbox.close()
    }
  })
})

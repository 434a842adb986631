// Hostile HTTP servers for the end-to-end tests: a fake hosting API that answers the happy
// path by default so each test overrides only the hostile part, a forward proxy, and a
// helper that streams a capped amount of data and stops when the client goes away.
import { once } from 'node:events'
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { connect, type AddressInfo, type Socket } from 'node:net'
import { afterEach, type TestContext } from 'vitest'
import { runActionInProcess } from './action-in-process.js'
import { runAction, type RunOptions, type RunResult } from './local-runner.js'

interface Recorded {
  method: string
  /** The request target exactly as sent (path and query, or absolute-form through a proxy). */
  url: string
  path: string
  query: URLSearchParams
  headers: IncomingMessage['headers']
  body: string
  at: number
}

export type Handler = (
  req: IncomingMessage,
  res: ServerResponse,
  context: { body: string; id: string; query: URLSearchParams; count: number }
) => void | Promise<void>

export type Route = 'whoami' | 'importEnv' | 'deploy' | 'list' | 'logs' | 'stream'

export interface HappyPath {
  deploymentId: string
  ref: string
  /** The status the deployment list shows. */
  status: string
  /** Lines of the deployment log (polled, and on the stream when it is on). */
  lines: string[]
  /** Serve the live log stream; off (404) makes the action poll. */
  stream: boolean
}

export interface Attacker {
  url: string
  port: number
  requests: Recorded[]
  /** Requests per route, counted as they arrive. */
  count: (route: Route) => number
  close: () => Promise<void>
}

const ROUTES: [Route, string, RegExp][] = [
  ['whoami', 'GET', /^\/api\/auth\/me$/],
  ['importEnv', 'POST', /^\/api\/services\/([^/]+)\/env\/import$/],
  ['deploy', 'POST', /^\/api\/services\/([^/]+)\/deploy$/],
  ['list', 'GET', /^\/api\/services\/([^/]+)\/deployments$/],
  ['stream', 'GET', /^\/api\/deployments\/([^/]+)\/logs\/stream$/],
  ['logs', 'GET', /^\/api\/deployments\/([^/]+)\/logs$/]
]

/** The answer of GET /api/auth/me for a full service key of svc-web. */
export function serviceKeyIdentity(
  overrides: Record<string, unknown> = {},
  scope: Record<string, unknown> = {}
): Record<string, unknown> {
  return {
    name: 'ci deploy key',
    keyScope: {
      kind: 'service',
      serviceId: 'svc-web',
      serviceName: 'web',
      permissions: { deployments: 'write', logs: 'read', variables: 'write' },
      ...scope
    },
    ...overrides
  }
}

export function json(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body)
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) })
  res.end(text)
}

/** The polled log's answer: `lines` as records from seq 1, those after the cursor asked for. */
export function polledLog(lines: readonly string[]): Handler {
  const records = lines.map((line, i) => ({ seq: i + 1, line }))
  return (_req, res, { query }) =>
    json(
      res,
      200,
      records.filter(record => record.seq > Number(query.get('after') ?? 0))
    )
}

/** Default answers: a key for svc-web, every variable imported, one deployment already live. */
function happyRoutes(happy: Partial<HappyPath> = {}): Record<Route, Handler> {
  const { deploymentId = 'dep_1', ref = 'main', status = 'live', lines = ['==> build ok'], stream = false } = happy
  const records = lines.map((line, i) => ({ seq: i + 1, line }))
  return {
    whoami: (_req, res) => json(res, 200, serviceKeyIdentity()),
    importEnv: (_req, res, { body }) => {
      const vars = (JSON.parse(body || '{}') as { vars?: unknown[] }).vars ?? []
      json(res, 200, { imported: vars.length, skipped: [] })
    },
    deploy: (_req, res) => json(res, 202, { deploymentId, ref }),
    list: (_req, res) =>
      json(res, 200, {
        deployments: [
          { id: deploymentId, status, ref, createdAt: new Date().toISOString(), updatedAt: new Date().toISOString() }
        ],
        nextCursor: 0
      }),
    logs: polledLog(lines),
    stream: (_req, res) => {
      if (!stream) return json(res, 404, { error: 'no live log stream' })
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
      for (const record of records) res.write(`event: log\nid: ${record.seq}\ndata: ${JSON.stringify(record)}\n\n`)
      res.end('event: end\ndata: {}\n\n')
    }
  }
}

/** `deploy` and `list` of a deployment dep_1 of main that is building until `ms` after it was queued, then live. */
export function liveAfter(ms: number): Pick<Record<Route, Handler>, 'deploy' | 'list'> {
  let deployedAt = 0
  return {
    deploy: (_req, res) => {
      deployedAt = Date.now()
      json(res, 202, { deploymentId: 'dep_1', ref: 'main' })
    },
    list: (_req, res) =>
      json(res, 200, {
        deployments: [
          {
            id: 'dep_1',
            status: Date.now() - deployedAt > ms ? 'live' : 'building',
            ref: 'main',
            createdAt: new Date().toISOString()
          }
        ],
        nextCursor: 0
      })
  }
}

/** Records a request as it arrives (pushed at once), then reads its body into the record. */
async function record(req: IncomingMessage, requests: Recorded[]): Promise<{ recorded: Recorded; url: URL }> {
  const url = new URL(req.url ?? '/', 'http://attacker.invalid')
  const recorded: Recorded = {
    method: req.method ?? '',
    url: req.url ?? '',
    path: url.pathname,
    query: url.searchParams,
    headers: req.headers,
    body: '',
    at: Date.now()
  }
  requests.push(recorded)
  recorded.body = await readBody(req)
  return { recorded, url }
}

/**
 * A fake hosting API on 127.0.0.1: `routes` override the happy path per endpoint, `fallback`
 * answers anything else (404 by default). Every request is recorded as it arrives.
 */
export async function startAttacker(
  routes: Partial<Record<Route, Handler>> = {},
  happy: Partial<HappyPath> = {},
  fallback?: Handler
): Promise<Attacker> {
  const handlers = { ...happyRoutes(happy), ...routes }
  const requests: Recorded[] = []
  const counts = new Map<Route, number>()
  const server = createServer(async (req, res) => {
    const { recorded, url } = await record(req, requests)
    try {
      for (const [route, method, pattern] of ROUTES) {
        const match = pattern.exec(req.url?.split('?')[0] ?? '')
        if (!match || req.method !== method) continue
        const count = (counts.get(route) ?? 0) + 1
        counts.set(route, count)
        await handlers[route](req, res, { body: recorded.body, id: match[1] ?? '', query: url.searchParams, count })
        return
      }
      if (fallback)
        await fallback(req, res, { body: recorded.body, id: '', query: url.searchParams, count: requests.length })
      else json(res, 404, { error: 'not found' })
    } catch {
      res.destroy()
    }
  })
  return listen(server, requests, route => counts.get(route) ?? 0)
}

/** A server that answers every request with `handler` (a redirect target, say). */
export async function startPlain(handler: Handler): Promise<Attacker> {
  const requests: Recorded[] = []
  const server = createServer(async (req, res) => {
    const { recorded, url } = await record(req, requests)
    try {
      await handler(req, res, { body: recorded.body, id: '', query: url.searchParams, count: requests.length })
    } catch {
      res.destroy()
    }
  })
  return listen(server, requests, () => requests.length)
}

/**
 * A forward proxy: absolute-form requests (`GET http://host:port/path`) and CONNECT tunnels,
 * each sent to 127.0.0.1 at the port the client named, whatever the host (test names such as
 * api.hosting.test resolve nowhere else). Records both kinds.
 */
export async function startProxy(): Promise<Attacker> {
  const requests: Recorded[] = []
  const tunnels = new Set<Socket>()
  const server = createServer((req, res) => {
    const target = new URL(req.url ?? '/')
    requests.push({
      method: req.method ?? '',
      url: req.url ?? '',
      path: target.pathname,
      query: target.searchParams,
      headers: req.headers,
      body: '',
      at: Date.now()
    })
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: Number(target.port || 80),
        method: req.method,
        path: target.pathname + target.search,
        headers: req.headers
      },
      answer => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      }
    )
    upstream.on('error', () => res.destroy())
    req.pipe(upstream)
  })
  server.on('connect', (req: IncomingMessage, client: Socket, head: Buffer) => {
    requests.push({
      method: 'CONNECT',
      url: req.url ?? '',
      path: req.url ?? '',
      query: new URLSearchParams(),
      headers: req.headers,
      body: '',
      at: Date.now()
    })
    const port = Number((req.url ?? '').split(':').pop())
    const upstream = connect(port, '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
      if (head.length > 0) upstream.write(head)
      upstream.pipe(client)
      client.pipe(upstream)
    })
    tunnels.add(client).add(upstream)
    upstream.on('error', () => client.destroy())
    client.on('error', () => upstream.destroy())
  })
  // Tunnels leave the HTTP server's hands: closed here so close() does not wait on them.
  return listen(
    server,
    requests,
    () => requests.length,
    () => tunnels.forEach(socket => socket.destroy())
  )
}

/**
 * Writes `chunk` (or what it returns, each time) until `maxBytes` are sent or the client goes
 * away, waiting for the socket to drain; resolves with the bytes written. Never ends the response itself.
 */
export async function pump(
  res: ServerResponse,
  chunk: string | Buffer | (() => string),
  maxBytes: number
): Promise<number> {
  let sent = 0
  let closed = res.destroyed
  res.once('close', () => (closed = true))
  while (!closed && sent < maxBytes) {
    const next = typeof chunk === 'function' ? chunk() : chunk
    sent += Buffer.byteLength(next)
    if (!res.write(next)) {
      await new Promise<void>(resolve => {
        const done = (): void => {
          res.off('drain', done)
          res.off('close', done)
          resolve()
        }
        res.on('drain', done)
        res.on('close', done)
      })
    }
  }
  return sent
}

/**
 * A live log stream that sends status events as fast as the client reads them, each with a new
 * word no service uses, until the client goes away; `words()` says how many it sent.
 */
export function statusFlood(): { stream: Handler; words: () => number } {
  let words = 0
  const chunk = (): string => {
    let text = ''
    for (let i = 0; i < 500; i++) text += `event: status\ndata: odd_state_${++words}\n\n`
    return text
  }
  return {
    stream: async (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
      await pump(res, chunk, Number.POSITIVE_INFINITY)
    },
    words: () => words
  }
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    // The action's bodies are small; a cap keeps a runaway client from filling memory.
    if (size <= 8 * 1024 * 1024) chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

async function listen(
  server: Server,
  requests: Recorded[],
  count: (route: Route) => number,
  beforeClose?: () => void
): Promise<Attacker> {
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const port = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    count,
    close: async () => {
      beforeClose?.()
      server.closeAllConnections()
      await new Promise<void>(resolve => server.close(() => resolve()))
    }
  }
}

/** The credentials the suites run the action with (every test checks they never show). */
export const ATTACK_API_KEY = 'hostile_test_key_Zq81xW4p'
export const ATTACK_GITHUB_TOKEN = 'ghs_hostileTestToken0123456789abcdef'

/**
 * A suite of attacks: servers started per test and closed after it (tests of a table run
 * concurrently), and the action run against one with the suite's inputs: the bundled action,
 * killed after `killAfterMs` as a safety net, or with `'in-process'` the Action's own entry in
 * this process (runActionInProcess: its runs queue, so its tests are not concurrent).
 */
export function attackerSuite(killAfterMs: number | 'in-process'): {
  track: <T extends { close(): Promise<void> }>(context: TestContext, server: T) => T
  serve: (
    context: TestContext,
    routes?: Partial<Record<Route, Handler>>,
    happy?: Partial<HappyPath>
  ) => Promise<Attacker>
  run: (server: Attacker, inputs?: Record<string, string>, extra?: Partial<RunOptions>) => Promise<RunResult>
} {
  const servers = new Map<string, { close(): Promise<void> }[]>()
  afterEach(async context => {
    const own = servers.get(context.task.id) ?? []
    servers.delete(context.task.id)
    await Promise.all(own.map(server => server.close()))
  })
  const track = <T extends { close(): Promise<void> }>(context: TestContext, server: T): T => {
    servers.set(context.task.id, [...(servers.get(context.task.id) ?? []), server])
    return server
  }
  const suiteInputs = (server: Attacker, inputs: Record<string, string>): Record<string, string> => ({
    'base-url': server.url,
    'api-key': ATTACK_API_KEY,
    'service-id': 'svc-web',
    ref: 'main',
    timeout: '8s',
    'github-token': ATTACK_GITHUB_TOKEN,
    ...inputs
  })
  return {
    track,
    serve: async (context, routes = {}, happy = {}) => track(context, await startAttacker(routes, happy)),
    run: (server, inputs = {}, extra = {}) =>
      killAfterMs === 'in-process'
        ? runActionInProcess({ inputs: suiteInputs(server, inputs), ...extra })
        : runAction({ inputs: suiteInputs(server, inputs), killAfterMs, ...extra })
  }
}

/**
 * `secret` as an echo may disguise it where no runner mask matches (README, Secrets): every byte
 * percent-encoded (upper and lower case), only its `_` percent-encoded, `_` as a JSON `\u`
 * escape and as an HTML character reference. Each holds an `_` disguised (ATTACK_API_KEY has two).
 */
export function hiddenForms(secret: string): string[] {
  const bytes = [...Buffer.from(secret)].map(byte => `%${byte.toString(16).padStart(2, '0')}`).join('')
  return [
    bytes.toUpperCase(),
    bytes,
    secret.replace(/_/g, '%5F'),
    secret.replace(/_/g, '\\u005f'),
    secret.replace(/_/g, '&#95;')
  ]
}

/** `value` as WHATWG URL writes it as a URL's password (`+`, `$` and `&` kept, `=` and `;` encoded). */
export function asUrlPassword(value: string): string {
  const url = new URL('https://h.example/')
  url.username = 'db'
  url.password = value
  return url.href
}

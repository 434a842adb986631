// A local sandbox of the hosting API (openapi.yaml describes it): a real HTTP server
// with every endpoint of the spec, its auth, key scopes (access.ts), errors and paging, and
// deployments that progress on a timer while emitting logs. Tests, the demo and
// `npm run sandbox` run against it.
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { Hono, type Context, type MiddlewareHandler, type NotFoundHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import { authenticate, UNAUTHORIZED } from './access.js'
import { appRoutes } from './apps.js'
import { DEFAULT_IDLE_TIMEOUT_MS, DEFAULT_MAX_CONNECTIONS, limitConnections } from './connections.js'
import { faults } from './faults.js'
import { fail, type Env } from './http.js'
import { originCheck, parseOrigin, type OriginPolicy } from './origin.js'
import { Persistence } from './persistence.js'
import { parseRateLimit, rateLimited, RateLimiter, type RateLimit, type RateLimitHeaders } from './rate-limit.js'
import { recordedAuth, recordedHeaders, type RecordedAuth } from './request-log.js'
import { deploymentRoutes } from './routes/deployments.js'
import { logRoutes } from './routes/logs.js'
import { MCP_PATH, mcpRoutes } from './mcp/server.js'
import { projectRoutes } from './routes/projects.js'
import { serviceRoutes } from './routes/services.js'
import { loadSeed, type Seed } from './seed.js'
import { preciseNow } from './model.js'
import type { AppTimers } from './running-apps.js'
import { Store } from './store.js'

export { fingerprint } from './request-log.js'

/** Largest request body by default: twice the 512 KiB of an env/import batch the action sends. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024
/** Requests the log keeps by default: the newest ones. */
export const DEFAULT_REQUEST_LOG_LIMIT = 10_000

/** What the sandbox serves (the service's documentation, Endpoints); `npm run sandbox` prints it. */
export const ENDPOINTS = [
  'GET    /api/auth/me',
  'GET    /api/projects/{slug}?env=',
  'POST   /api/services',
  'POST   /api/databases',
  'POST   /api/services/{id}/deploy',
  'GET    /api/services/{id}/deployments?limit=&before=',
  'GET    /api/deployments/{id}/logs?after=',
  'GET    /api/deployments/{id}/logs/stream',
  'PATCH  /api/services/{id}/search-indexing',
  'PATCH  /api/services/{id}/autodeploy',
  'PATCH  /api/services/{id}/schedule',
  'PUT    /api/services/{id}/dedicated-ip',
  'POST   /api/services/{id}/env',
  'POST   /api/services/{id}/env/import',
  'POST   /api/services/{id}/db/tls',
  'GET    /api/services/{id}/db/metrics?light=1',
  'PATCH  /api/services/{id}/storage',
  'GET    /api/services/{id}/domains',
  'POST   /api/services/{id}/domains',
  'GET    /api/services/{id}/ports',
  'GET    /api/services/{id}/logs?limit=&q=&before=&after=&since=&until=',
  'GET    /api/services/{id}/metrics?range=1h|6h|24h|7d'
]

export interface RecordedRequest {
  method: string
  path: string
  query: Record<string, string>
  /** Lower-cased names; credentials (Authorization, Proxy-Authorization, Cookie) are never kept. */
  headers: Record<string, string>
  /** The Authorization header as its scheme and a fingerprint() of the key; absent without the header. */
  auth?: RecordedAuth
  /** Parsed JSON when it parses, else the raw text; undefined when empty. */
  body: unknown
  status: number
  /** The answer, when it was JSON and recorded (contract tests validate it). */
  response?: { contentType: string; body: unknown }
  /** The fault injected into this request, if any (sandbox/faults.ts). */
  fault?: string
  /** Epoch milliseconds (fractional) when it arrived. */
  at: number
}

export interface SandboxOptions {
  /** A seed object, or the path of a seed JSON file; default sandbox/seed.json. */
  seed?: unknown
  port?: number
  host?: string
  /** No request log on stdout. */
  quiet?: boolean
  /** Time factor for scripts and the running applications' timers: 2 runs them twice as fast. */
  speed?: number
  /** The running applications' timers (running-apps.ts): tests pass their own clock. */
  appTimers?: AppTimers
  /** Keep each JSON answer in `requests` (default true; the benchmark turns it off). */
  recordResponses?: boolean
  /** Keep the state in this directory (SQLite) across restarts; default: in memory only. */
  dataDir?: string
  /** Largest request body in bytes (default 1 MiB): a larger one is answered 413, before authentication. */
  bodyLimit?: number
  /** How many requests `requests` keeps, the newest (default 10,000); 0 keeps none. */
  requestLogLimit?: number
  /** A rate limit per key (`600/min` or parsed), instead of the seed's `rateLimit`; none by default. */
  rateLimit?: RateLimit | string
  /** The headers that tell a key its budget under the rate limit: `ietf` (default), `x-ratelimit` or `none`. */
  rateLimitHeaders?: RateLimitHeaders
  /** The rate limiter's clock, in milliseconds (tests). */
  now?: () => number
  /** Origins admitted besides the sandbox's own (`--allow-origin`): `http://localhost:5173`. */
  allowOrigins?: string[]
  /** Milliseconds a connection may stay idle before the sandbox closes it (default 120 s; connections.ts). */
  idleTimeoutMs?: number
  /** The most connections open at once (default 1,000); past it a new one is closed at once. */
  maxConnections?: number
}

export interface Sandbox {
  url: string
  /** The MCP endpoint (Streamable HTTP): `${url}/mcp`. */
  mcpUrl: string
  /** The SQLite file when started with `dataDir`. */
  dataFile?: string
  store: Store
  seed: Seed
  /** The newest requests (at most `requestLogLimit`), oldest first. */
  requests: RecordedRequest[]
  /** The rate limit in force, if any. */
  rateLimit?: RateLimit
  close(): Promise<void>
}

/** `1048576 bytes (1 MiB)`: the limit as the 413 names it. */
function describeBytes(bytes: number): string {
  const unit =
    bytes % 1024 ** 2 === 0 ? ` (${bytes / 1024 ** 2} MiB)` : bytes % 1024 === 0 ? ` (${bytes / 1024} KiB)` : ''
  return `${bytes} bytes${unit}`
}

/** The body as recorded: parsed JSON when it parses, else the raw text; undefined when empty. */
function recordedBody(text: string): unknown {
  if (text === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

export interface AppOptions {
  recordResponses?: boolean
  bodyLimit?: number
  requestLogLimit?: number
  rateLimit?: RateLimit
  /** The headers that tell a key its budget (rate-limit.ts); default `ietf`. */
  rateLimitHeaders?: RateLimitHeaders
  /** Refuse foreign Origin and Host headers on /api and /mcp (origin.ts); the in-process app (stdio) has none. */
  origins?: OriginPolicy
  /** The rate limiter's clock (tests). */
  now?: () => number
}

/**
 * Records every request (what the tests assert the action sent), and logs it. The body is read
 * under the size limit and before authentication, so a caller without a key meets the limit too.
 */
function recordRequests(
  requests: RecordedRequest[],
  log: (line: string) => void,
  options: AppOptions
): MiddlewareHandler<Env> {
  const recordResponses = options.recordResponses ?? true
  const maxBody = options.bodyLimit ?? DEFAULT_BODY_LIMIT
  const logLimit = options.requestLogLimit ?? DEFAULT_REQUEST_LOG_LIMIT
  // Counts bytes as they arrive (or reads Content-Length, which Node enforces): nothing over the limit is buffered.
  const limitBody = bodyLimit({
    maxSize: maxBody,
    onError: c =>
      c.json({ error: `request body too large: the sandbox accepts at most ${describeBytes(maxBody)}` }, 413)
  })
  return async (c, next) => {
    const at = preciseNow()
    const auth = recordedAuth(c.req.header('authorization'))
    const record: RecordedRequest = {
      method: c.req.method,
      path: c.req.path,
      query: c.req.query(),
      headers: recordedHeaders(c.req.raw.headers),
      ...(auth ? { auth } : {}),
      body: undefined,
      status: 0,
      at
    }
    requests.push(record)
    // The newest only: a sandbox left running must not grow without bound.
    if (requests.length > logLimit) requests.splice(0, requests.length - logLimit)
    const refused = await limitBody(c, async () => {
      if (c.req.method !== 'GET') record.body = recordedBody(await c.req.text())
      await next()
    })
    if (refused instanceof Response) c.res = refused
    record.status = c.res.status
    record.fault = c.get('fault')
    const contentType = c.res.headers.get('content-type') ?? ''
    if (recordResponses && contentType.includes('json') && record.fault === undefined)
      record.response = { contentType, body: recordedBody(await c.res.clone().text()) ?? '' }
    log(
      `${record.method} ${c.req.url.slice(new URL(c.req.url).origin.length)} ${record.status} ${Math.round(preciseNow() - at)}ms`
    )
  }
}

/**
 * Control headers (`x-sandbox-*`) change what the sandbox does: only a valid key may send
 * them. Faults set in the seed still apply before authentication (faults.ts).
 */
function controlHeadersNeedKey(store: Store): MiddlewareHandler<Env> {
  return async (c, next) => {
    const controlled = [...c.req.raw.headers.keys()].some(name => name.startsWith('x-sandbox-'))
    if (controlled) {
      const key = authenticate(store, c.req.header('authorization'))
      if (!key) return fail(c, 401, UNAUTHORIZED)
      c.set('key', key)
    }
    await next()
  }
}

/** Authentication: `Authorization: Bearer <key>` on every /api route. */
function requireKey(store: Store): MiddlewareHandler<Env> {
  return async (c, next) => {
    // Already authenticated when the request carried a control header.
    const key = c.get('key') ?? authenticate(store, c.req.header('authorization'))
    if (!key) return fail(c, 401, UNAUTHORIZED)
    c.set('key', key)
    await next()
  }
}

/** GET /api/auth/me: the key's user, and the scope of a service or project key. */
function whoami(c: Context<Env>, store: Store): Response {
  const key = c.get('key')
  const identity: Record<string, unknown> = { ...key.user }
  if (key.kind === 'service') {
    const service = store.service(key.serviceId ?? '')
    identity.keyScope = {
      kind: 'service',
      serviceId: key.serviceId,
      serviceName: service?.name,
      permissions: key.permissions
    }
  } else if (key.kind === 'project') {
    identity.keyScope = {
      kind: 'project',
      projectId: key.projectId,
      environments: key.environments ?? null,
      permissions: key.permissions
    }
  }
  return c.json(identity)
}

/** A known path with another method is a 405 that lists the path's methods (RFC 9110 15.5.6); else 404. */
function notFound(app: Hono<Env>): NotFoundHandler<Env> {
  let served: { pattern: RegExp; method: string }[] | undefined
  return c => {
    served ??= app.routes
      .filter(route => route.method !== 'ALL')
      .map(route => ({ pattern: new RegExp(`^${route.path.replace(/:[^/]+/g, '[^/]+')}$`), method: route.method }))
    const methods = [...new Set(served.filter(route => route.pattern.test(c.req.path)).map(route => route.method))]
    if (methods.length === 0) return c.json({ error: `no route for ${c.req.method} ${c.req.path}` }, 404)
    if (methods.includes('GET')) methods.push('HEAD')
    c.header('allow', methods.sort().join(', '))
    return c.json(
      { error: `method ${c.req.method} is not allowed on ${c.req.path}: it takes ${methods.join(', ')}` },
      405
    )
  }
}

export function createApp(
  store: Store,
  requests: RecordedRequest[],
  log: (line: string) => void,
  options: AppOptions = {}
): Hono<Env> {
  const app = new Hono<Env>()
  app.use('*', recordRequests(requests, log, options))
  if (options.origins) {
    const check = originCheck(options.origins)
    app.use('/api/*', check)
    app.use(MCP_PATH, check)
  }
  app.use('/api/*', controlHeadersNeedKey(store))
  app.use('/api/*', faults(store))
  app.use('/api/*', requireKey(store))
  if (options.rateLimit)
    app.use('/api/*', rateLimited(new RateLimiter(options.rateLimit, options.now), options.rateLimitHeaders))

  app.get('/api/auth/me', c => whoami(c, store))
  projectRoutes(app, store)
  deploymentRoutes(app, store)
  serviceRoutes(app, store)
  logRoutes(app, store)
  mcpRoutes(app, store)
  appRoutes(app, store)

  app.notFound(notFound(app))
  // Helpers throw their `{error}` answer (http.ts, failure); anything else is the sandbox's own bug.
  app.onError((error, c) =>
    error instanceof HTTPException ? error.getResponse() : c.json({ error: `sandbox error: ${error.message}` }, 500)
  )
  return app
}

/** A limit option: undefined for the default, else a whole number from `min` up. */
function checkLimit(name: string, value: number | undefined, min: number, unit: string): void {
  if (value !== undefined && !(Number.isInteger(value) && value >= min)) {
    throw new Error(`${name} must be a whole number of ${unit} from ${min} up, got ${String(value)}`)
  }
}

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  checkLimit('bodyLimit', options.bodyLimit, 1, 'bytes')
  checkLimit('requestLogLimit', options.requestLogLimit, 0, 'requests')
  checkLimit('idleTimeoutMs', options.idleTimeoutMs, 1, 'milliseconds')
  checkLimit('maxConnections', options.maxConnections, 1, 'connections')
  const seed = loadSeed(options.seed)
  const persistence = options.dataDir !== undefined ? new Persistence(options.dataDir) : undefined
  const store = new Store(seed, { speed: options.speed, persistence, appTimers: options.appTimers })
  const requests: RecordedRequest[] = []
  const log = options.quiet ? () => undefined : (line: string) => console.log(line)
  const rateLimit =
    typeof options.rateLimit === 'string' ? parseRateLimit(options.rateLimit) : (options.rateLimit ?? seed.rateLimit)
  const host = options.host ?? '127.0.0.1'
  let port = 0
  const origins = { bound: host, port: () => port, allowOrigins: options.allowOrigins?.map(parseOrigin) }
  const app = createApp(store, requests, log, { ...options, rateLimit, origins })
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: host }, () => resolve(s))
    s.once('error', reject)
  })
  // An idle connection is closed by its client first, the sandbox only long after (connections.ts);
  // close() ends every connection still open.
  limitConnections(server as Server, {
    idleTimeoutMs: options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS,
    maxConnections: options.maxConnections ?? DEFAULT_MAX_CONNECTIONS
  })
  ;({ port } = server.address() as AddressInfo)
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  return {
    url,
    mcpUrl: `${url}${MCP_PATH}`,
    ...(persistence ? { dataFile: persistence.file } : {}),
    store,
    seed,
    requests,
    ...(rateLimit ? { rateLimit } : {}),
    close: () =>
      new Promise<void>(resolve => {
        store.close()
        server.close(() => resolve())
        if ('closeAllConnections' in server) server.closeAllConnections()
      })
  }
}

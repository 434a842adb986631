// A local sandbox of the hosting API (../shared/spec/hosting-api.md): a real HTTP server
// with every endpoint of the spec, its auth, key scopes (access.ts), errors and paging, and
// deployments that progress on a timer while emitting logs. Tests, the demo and
// `npm run sandbox` run against it.
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { faults } from './faults.js'
import { fail, type Env } from './http.js'
import { Persistence } from './persistence.js'
import { deploymentRoutes } from './routes/deployments.js'
import { logRoutes } from './routes/logs.js'
import { projectRoutes } from './routes/projects.js'
import { serviceRoutes } from './routes/services.js'
import { loadSeed, type Seed } from './seed.js'
import { preciseNow, Store } from './store.js'

/** What the sandbox serves (hosting-api.md, Endpoints); `npm run sandbox` prints it. */
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
  /** Lower-cased names. */
  headers: Record<string, string>
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
  /** Time factor for scripts: 2 runs them twice as fast. */
  speed?: number
  /** Keep each JSON answer in `requests` (default true; the benchmark turns it off). */
  recordResponses?: boolean
  /** Keep the state in this directory (SQLite) across restarts; default: in memory only. */
  dataDir?: string
}

export interface Sandbox {
  url: string
  /** The SQLite file when started with `dataDir`. */
  dataFile?: string
  store: Store
  seed: Seed
  requests: RecordedRequest[]
  close(): Promise<void>
}

export function createApp(store: Store, requests: RecordedRequest[], log: (line: string) => void, recordResponses = true): Hono<Env> {
  const app = new Hono<Env>()

  // Record every request (what the tests assert the action sent), and log it.
  app.use('*', async (c, next) => {
    const at = preciseNow()
    const text = c.req.method === 'GET' ? '' : await c.req.text()
    let body: unknown = text === '' ? undefined : text
    try {
      body = text === '' ? undefined : JSON.parse(text)
    } catch {
      // keep the raw text
    }
    const record: RecordedRequest = {
      method: c.req.method,
      path: c.req.path,
      query: c.req.query(),
      headers: Object.fromEntries([...c.req.raw.headers.entries()].map(([k, v]) => [k.toLowerCase(), v])),
      body,
      status: 0,
      at
    }
    requests.push(record)
    await next()
    record.status = c.res.status
    record.fault = c.get('fault')
    const contentType = c.res.headers.get('content-type') ?? ''
    if (recordResponses && contentType.includes('json') && record.fault === undefined) {
      const text = await c.res.clone().text()
      try {
        record.response = { contentType, body: JSON.parse(text) as unknown }
      } catch {
        record.response = { contentType, body: text }
      }
    }
    log(`${record.method} ${c.req.url.slice(new URL(c.req.url).origin.length)} ${record.status} ${Math.round(preciseNow() - at)}ms`)
  })

  app.use('/api/*', faults(store))

  // Authentication: `Authorization: Bearer <key>` on every /api route.
  app.use('/api/*', async (c, next) => {
    const match = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')
    const key = match ? store.key(match[1] ?? '') : undefined
    if (!key || key.revoked) return fail(c, 401, 'API key missing, invalid or revoked')
    c.set('key', key)
    await next()
  })

  app.get('/api/auth/me', c => {
    const key = c.get('key')
    const identity: Record<string, unknown> = { ...key.user }
    if (key.kind === 'service') {
      const service = store.service(key.serviceId ?? '')
      identity.keyScope = { kind: 'service', serviceId: key.serviceId, serviceName: service?.name, permissions: key.permissions }
    } else if (key.kind === 'project') {
      identity.keyScope = { kind: 'project', projectId: key.projectId, environments: key.environments ?? null, permissions: key.permissions }
    }
    return c.json(identity)
  })

  projectRoutes(app, store)
  deploymentRoutes(app, store)
  serviceRoutes(app, store)
  logRoutes(app, store)

  app.notFound(c => c.json({ error: `no route for ${c.req.method} ${c.req.path}` }, 404))
  app.onError((error, c) => c.json({ error: `sandbox error: ${error.message}` }, 500))
  return app
}

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const seed = loadSeed(options.seed)
  const persistence = options.dataDir !== undefined ? new Persistence(options.dataDir) : undefined
  const store = new Store(seed, { speed: options.speed, persistence })
  const requests: RecordedRequest[] = []
  const log = options.quiet ? () => undefined : (line: string) => console.log(line)
  const app = createApp(store, requests, log, options.recordResponses ?? true)
  const host = options.host ?? '127.0.0.1'
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: host }, () => resolve(s))
    s.once('error', reject)
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    ...(persistence ? { dataFile: persistence.file } : {}),
    store,
    seed,
    requests,
    close: () =>
      new Promise<void>(resolve => {
        store.close()
        server.close(() => resolve())
        if ('closeAllConnections' in server) server.closeAllConnections()
      })
  }
}

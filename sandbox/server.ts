// A local sandbox of the hosting API (../shared/spec/hosting-api.md): a real HTTP server
// with the spec's auth, key scopes, errors, paging, and deployments that progress on a
// timer while emitting logs. Tests, the demo and `npm run sandbox` run against it.
import type { AddressInfo } from 'node:net'
import { serve, type HttpBindings } from '@hono/node-server'
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { loadSeed, type Capability, type Seed, type SeedKey, type SeedService } from './seed.js'
import { preciseNow, Store, type Deployment } from './store.js'
import { faults } from './faults.js'
import { deploymentRecord, logRecord } from './records.js'
import { streamDeploymentLogs } from './stream.js'

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
}

export interface Sandbox {
  url: string
  store: Store
  seed: Seed
  requests: RecordedRequest[]
  close(): Promise<void>
}

type Env = { Bindings: HttpBindings; Variables: { key: SeedKey; fault?: string } }

const deployBody = z.object({ ref: z.string().min(1).max(255).optional() })
const importBody = z.object({
  vars: z.array(z.object({ key: z.string().min(1).max(256), value: z.string() })).min(1).max(1000)
})

function fail(c: Context, status: 400 | 401 | 403 | 404 | 409, error: string): Response {
  return c.json({ error }, status)
}

async function readJson(c: Context): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await c.req.text()
  if (text.trim() === '') return { ok: true, value: {} }
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false }
  }
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

  /** The service in the path, if the key may use `capability` at `level` on it. */
  function authorize(c: Context<Env>, serviceId: string, capability: Capability, level: 'read' | 'write'): SeedService | Response {
    const key = c.get('key')
    const service = store.service(serviceId)
    // Outside the key's scope is reported as missing (spec, Errors 404).
    if (!service || !store.inScope(key, service)) return fail(c, 404, `service ${serviceId} not found`)
    if (!store.allows(key, capability, level)) {
      const why = key.kind === 'account' ? 'a read-only account key cannot change resources' : `this key lacks ${capability}:${level}`
      return fail(c, 403, why)
    }
    return service
  }

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

  app.post('/api/services/:id/env/import', async c => {
    const service = authorize(c, c.req.param('id'), 'variables', 'write')
    if (service instanceof Response) return service
    const json = await readJson(c)
    const parsed = json.ok ? importBody.safeParse(json.value) : undefined
    if (!parsed?.success) return fail(c, 400, 'vars must be a non-empty array of { key: string, value: string }')
    return c.json(store.importEnv(service.id, parsed.data.vars))
  })

  app.post('/api/services/:id/deploy', async c => {
    const service = authorize(c, c.req.param('id'), 'deployments', 'write')
    if (service instanceof Response) return service
    const json = await readJson(c)
    const parsed = json.ok ? deployBody.safeParse(json.value) : undefined
    if (!parsed?.success) return fail(c, 400, 'ref must be a non-empty string when present')
    if (service.conflict) return fail(c, 409, service.conflict)
    if (service.sourceType === 'database') return fail(c, 400, 'databases are not deployed from a ref')
    if (service.sourceType === 'image' && parsed.data.ref !== undefined) return fail(c, 400, 'ref applies to Git services only')
    const deployment = store.deploy(service, parsed.data.ref)
    return c.json({ deploymentId: deployment.id, ref: deployment.ref }, 202)
  })

  app.get('/api/services/:id/deployments', c => {
    const service = authorize(c, c.req.param('id'), 'deployments', 'read')
    if (service instanceof Response) return service
    const limit = Number(c.req.query('limit') ?? 25)
    const beforeText = c.req.query('before')
    const before = beforeText === undefined ? Infinity : Number(beforeText)
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) return fail(c, 400, 'limit must be an integer from 1 to 100')
    if (beforeText !== undefined && !Number.isInteger(before)) return fail(c, 400, 'before must be a cursor returned as nextCursor')
    const older = store.deploymentsOf(service.id).filter(d => d.cursor < before)
    const page = older.slice(0, limit)
    const body: { deployments: Record<string, unknown>[]; nextCursor?: number } = {
      deployments: page.map(d => deploymentRecord(service, d))
    }
    if (page.length === 0) body.nextCursor = 0
    else if (older.length > page.length) body.nextCursor = page.at(-1)?.cursor ?? 0
    return c.json(body)
  })

  /** The deployment in the path, if the key may read its logs. */
  function deploymentFor(c: Context<Env>): { service: SeedService; deployment: Deployment } | Response {
    const deployment = store.deployment(c.req.param('id') ?? '')
    if (!deployment) return fail(c, 404, 'deployment not found')
    const service = authorize(c, deployment.serviceId, 'logs', 'read')
    if (service instanceof Response) return service
    return { service, deployment }
  }

  app.get('/api/deployments/:id/logs', c => {
    const found = deploymentFor(c)
    if (found instanceof Response) return found
    const afterText = c.req.query('after')
    const after = afterText === undefined || afterText === '' ? 0 : Number(afterText)
    if (!Number.isInteger(after) || after < 0) return fail(c, 400, 'after must be a sequence number')
    const { service, deployment } = found
    // Sequence numbers are 1-based and dense, so the next record is at index `after`.
    const page = deployment.lines.slice(after, after + service.logPageSize)
    return c.json(page.map(line => logRecord(service, line)))
  })

  app.get('/api/deployments/:id/logs/stream', c => {
    const found = deploymentFor(c)
    if (found instanceof Response) return found
    return streamDeploymentLogs(c, c.env.outgoing, store, found.service, found.deployment)
  })

  app.notFound(c => c.json({ error: `no route for ${c.req.method} ${c.req.path}` }, 404))
  app.onError((error, c) => c.json({ error: `sandbox error: ${error.message}` }, 500))
  return app
}

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const seed = loadSeed(options.seed)
  const store = new Store(seed, { speed: options.speed })
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

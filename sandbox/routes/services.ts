// A service's settings: search indexing, automatic deploys, cron schedule, dedicated IP,
// variables, database TLS, database metrics, storage, domains and ports.
import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import { ACCESS, guard } from '../access.js'
import { bodySchema, fail, parseBody, parseQuery, type App, type IdContext, type Route } from '../http.js'
import { dedicatedIpRecord, domainRecord, serviceRecord } from '../records.js'
import type { ServiceState } from '../model.js'
import type { Store } from '../store.js'
import { cronError, hostnameError } from '../validate.js'

export const enabledBody = bodySchema({ enabled: z.boolean() })
export const scheduleBody = bodySchema({ schedule: z.string(), command: z.string().optional() })
/** ipId "" detaches (the spec's answer has ip null "when detached" but shows no detach call). */
export const dedicatedIpBody = bodySchema({ ipId: z.string() })
export const envBody = bodySchema({ key: z.string().min(1).max(256), value: z.string() })
export const importBody = bodySchema({
  vars: z.array(bodySchema({ key: z.string().min(1).max(256), value: z.string() })).max(1000)
})
/** light=1: the cheap subset (size and connection counts), without queries to the engine. */
export const dbMetricsQuery = z.object({ light: z.string().optional() })
export const tlsBody = bodySchema({ tls: z.boolean() })
export const storageBody = bodySchema({ storageGb: z.number().int().min(1).max(65_536) })
export const domainBody = bodySchema({ hostname: z.string() })

const hasStorage = (service: ServiceState): boolean =>
  service.sourceType === 'database' || service.sourceType === 'bucket'

async function setSearchIndexing(c: IdContext, store: Store) {
  const service = guard(c, store, c.req.param('id'), ACCESS.searchIndexing)
  const body = await parseBody(c, enabledBody)
  if (hasStorage(service)) return fail(c, 400, `${service.id} is a ${service.sourceType}: it has no generated hostname`)
  store.update(service, { searchIndexing: body.enabled })
  return c.json({ ...serviceRecord(service), searchIndexing: service.searchIndexing })
}

async function setAutoDeploy(c: IdContext, store: Store) {
  const service = guard(c, store, c.req.param('id'), ACCESS.autoDeploy)
  const body = await parseBody(c, enabledBody)
  if (service.sourceType !== 'git')
    return fail(c, 400, `automatic deploys follow Git pushes: ${service.id} is not a Git service`)
  store.update(service, { autoDeploy: body.enabled })
  return c.json({ ...serviceRecord(service), autoDeploy: service.autoDeploy })
}

async function setSchedule(c: IdContext, store: Store) {
  const service = guard(c, store, c.req.param('id'), ACCESS.schedule)
  const body = await parseBody(c, scheduleBody)
  if (service.schedule === undefined) return fail(c, 400, `${service.id} is not a cron service`)
  const error = cronError(body.schedule)
  if (error) return fail(c, 400, `schedule: ${error}`)
  store.update(service, {
    schedule: body.schedule.trim().split(/\s+/).join(' '),
    startCommand: body.command ?? service.startCommand
  })
  return c.json({ ...serviceRecord(service), schedule: service.schedule, startCommand: service.startCommand ?? '' })
}

async function attachDedicatedIp(c: IdContext, store: Store) {
  const service = guard(c, store, c.req.param('id'), ACCESS.dedicatedIp)
  const body = await parseBody(c, dedicatedIpBody)
  const ip = body.ipId === '' ? null : store.dedicatedIp(body.ipId)
  if (ip === undefined) return fail(c, 404, `dedicated IP ${body.ipId} not found`)
  if (service.conflict) return fail(c, 409, service.conflict)
  // The documented state table: any valid ipId requires a redeploy and applies on the next
  // deployment, the same IP again included. An IP serves any number of services (attachments).
  store.update(service, { dedicatedIpId: ip?.id })
  return c.json({
    ip: ip && dedicatedIpRecord(ip, store.services()),
    redeployRequired: true,
    effective: ip ? 'attached on the next deployment' : 'detached on the next deployment'
  })
}

async function setEnv(c: IdContext, store: Store) {
  const service = guard(c, store, c.req.param('id'), ACCESS.setEnv)
  const body = await parseBody(c, envBody)
  const problem = store.variableProblem(service, body.key)
  if (problem) return fail(c, 400, `key: ${problem}`)
  return c.json({ status: store.setEnv(service.id, body.key, body.value) })
}

async function importEnv(c: IdContext, store: Store) {
  const service = guard(c, store, c.req.param('id'), ACCESS.importEnv)
  const body = await parseBody(c, importBody)
  return c.json(store.importEnv(service.id, body.vars))
}

async function setDbTls(c: IdContext, store: Store) {
  const service = guard(c, store, c.req.param('id'), ACCESS.dbTls)
  const body = await parseBody(c, tlsBody)
  if (service.sourceType !== 'database') return fail(c, 400, `${service.id} is not a database`)
  const engine = store.engine(service.engine ?? '')
  if (!engine?.tls) return fail(c, 400, `engine ${service.engine} does not support external TLS`)
  const redeploying = service.tls !== body.tls
  store.update(service, { tls: body.tls })
  // The port changes protocol: the database restarts with it.
  if (redeploying) store.deploy(service, undefined)
  return c.json({ tls: service.tls, redeploying })
}

function dbMetrics(c: IdContext, store: Store) {
  const service = guard(c, store, c.req.param('id'), ACCESS.dbMetrics)
  // Not one of this endpoint's documented errors: no database has this id (the contract's 404).
  if (service.sourceType !== 'database') return fail(c, 404, `${service.id} is not a database`)
  const engine = service.engine ?? ''
  // Spec: 200 even when the database cannot be reached; clients inspect error.
  if (service.unreachable) return c.json({ engine, running: false, groups: [], error: service.unreachable })
  return c.json({
    engine,
    running: service.status === 'running',
    groups: databaseMetrics(service, parseQuery(c, dbMetricsQuery).light === '1')
  })
}

async function setStorage(c: IdContext, store: Store) {
  const service = guard(c, store, c.req.param('id'), ACCESS.storage)
  const body = await parseBody(c, storageBody)
  if (!hasStorage(service)) return fail(c, 400, `${service.id} is neither a database nor a bucket`)
  if (service.conflict) return fail(c, 409, service.conflict)
  if (body.storageGb < service.usedGb)
    return fail(c, 409, `${service.id} uses ${service.usedGb} GB: storageGb cannot go below that`)
  const previousGb = service.storageGb ?? 0
  store.update(service, { storageGb: body.storageGb })
  // Spec: filesystem growth is not undone by reducing the billed size.
  const applyError =
    body.storageGb < previousGb
      ? `the volume stays at ${previousGb} GB: filesystems are not shrunk; billing uses ${body.storageGb} GB`
      : ''
  return c.json({ storageGb: body.storageGb, previousGb, applyError })
}

function listDomains(c: IdContext, store: Store) {
  const service = guard(c, store, c.req.param('id'), ACCESS.listDomains)
  return c.json(service.domains.map(d => domainRecord(service, d)))
}

async function addDomain(c: IdContext, store: Store) {
  const service = guard(c, store, c.req.param('id'), ACCESS.addDomain)
  const body = await parseBody(c, domainBody)
  if (hasStorage(service)) return fail(c, 400, `${service.id} is a ${service.sourceType}: it serves no HTTP`)
  const error = hostnameError(body.hostname)
  if (error) return fail(c, 400, error)
  const hostname = body.hostname.toLowerCase().replace(/\.$/, '')
  const holder = store.services().find(s => s.domains.some(d => d.hostname.toLowerCase() === hostname))
  if (holder)
    return fail(
      c,
      409,
      `${hostname} is already attached${holder.id === service.id ? ' to this service' : ' to another service'}`
    )
  const domain = {
    id: `dom_${randomBytes(5).toString('hex')}`,
    hostname,
    status: 'pending',
    port: service.primaryPort
  }
  store.update(service, { domains: [...service.domains, domain] })
  return c.json(domainRecord(service, domain), 201)
}

function listPorts(c: IdContext, store: Store) {
  const service = guard(c, store, c.req.param('id'), ACCESS.ports)
  const exposed = new Set([service.primaryPort, ...service.ports])
  return c.json({
    primaryPort: service.primaryPort,
    ports: service.ports,
    detected: service.detectedPorts.filter(p => !exposed.has(p))
  })
}

/** The routes, in the order they are matched. */
const ROUTES: Route[] = [
  ['patch', '/api/services/:id/search-indexing', setSearchIndexing],
  ['patch', '/api/services/:id/autodeploy', setAutoDeploy],
  ['patch', '/api/services/:id/schedule', setSchedule],
  ['put', '/api/services/:id/dedicated-ip', attachDedicatedIp],
  ['post', '/api/services/:id/env', setEnv],
  ['post', '/api/services/:id/env/import', importEnv],
  ['post', '/api/services/:id/db/tls', setDbTls],
  ['get', '/api/services/:id/db/metrics', dbMetrics],
  ['patch', '/api/services/:id/storage', setStorage],
  ['get', '/api/services/:id/domains', listDomains],
  ['post', '/api/services/:id/domains', addDomain],
  ['get', '/api/services/:id/ports', listPorts]
]

export function serviceRoutes(app: App, store: Store): void {
  for (const [method, path, handler] of ROUTES) app.on(method.toUpperCase(), path, c => handler(c, store))
}

/** A number that looks measured but is stable per service and metric. */
function gauge(service: ServiceState, name: string, max: number): number {
  let hash = 0
  for (const char of `${service.id}/${name}`) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return Math.round(((hash % 10_000) / 10_000) * max * 100) / 100
}

/** Engine-specific metric groups; light skips the ones that query the engine (size and connections only). */
function databaseMetrics(
  service: ServiceState,
  light: boolean
): { name: string; metrics: { name: string; value: number; unit: string }[] }[] {
  const m = (name: string, value: number, unit: string): { name: string; value: number; unit: string } => ({
    name,
    value,
    unit
  })
  const groups = [
    {
      name: 'storage',
      metrics: [
        m('usedBytes', Math.round(service.usedGb * 1024 ** 3), 'bytes'),
        m('provisionedBytes', (service.storageGb ?? 0) * 1024 ** 3, 'bytes')
      ]
    },
    {
      name: 'connections',
      metrics: [m('active', Math.round(gauge(service, 'connections', 40)), 'count'), m('max', 100, 'count')]
    }
  ]
  if (light) return groups
  const engineGroups: Record<string, { name: string; metrics: ReturnType<typeof m>[] }[]> = {
    postgres: [
      {
        name: 'queries',
        metrics: [
          m('transactionsPerSecond', gauge(service, 'tps', 400), 'per_second'),
          m('longestQueryMs', gauge(service, 'longest', 900), 'ms')
        ]
      },
      { name: 'cache', metrics: [m('hitRatio', 0.9 + gauge(service, 'hit', 0.09), 'ratio')] }
    ],
    redis: [
      {
        name: 'memory',
        metrics: [
          m('usedMemoryBytes', Math.round(gauge(service, 'memory', 2 ** 28)), 'bytes'),
          m('evictedKeys', 0, 'count')
        ]
      }
    ],
    mysql: [
      {
        name: 'queries',
        metrics: [
          m('questionsPerSecond', gauge(service, 'qps', 300), 'per_second'),
          m('slowQueries', Math.round(gauge(service, 'slow', 5)), 'count')
        ]
      }
    ],
    mongo: [{ name: 'operations', metrics: [m('opsPerSecond', gauge(service, 'ops', 500), 'per_second')] }]
  }
  return [...groups, ...(engineGroups[service.engine ?? ''] ?? [])]
}

// Who may call what: the per-endpoint authorization of the service's documentation (Authentication 7).
// Account keys hold every category (read-only ones at read level only); project and service
// keys hold the categories granted to them, write implying read. A resource outside the
// key's project, service or environment scope is reported as missing (404, spec Errors): for a
// key limited to some environments that holds for the others however they are reached (a
// service's, `env`, `environmentSlug`). openapi.yaml records each rule as the operation's x-access.
//
// | Route                                        | Rule                                                        |
// |----------------------------------------------|-------------------------------------------------------------|
// | GET    /api/auth/me                          | any valid key                                               |
// | GET    /api/projects/{slug}                  | account key, or project key of that project; service keys 403; restricted keys see their environments only |
// | POST   /api/services                         | account key, or project key with project:write; service keys 403 |
// | POST   /api/databases                        | as POST /api/services (choice: project:write, the category of creating services) |
// | POST   /api/services/{id}/deploy             | deployments:write                                           |
// | GET    /api/services/{id}/deployments        | deployments:read (choice)                                   |
// | GET    /api/deployments/{id}/logs[/stream]   | logs:read (choice: they are logs)                           |
// | GET    /api/services/{id}/logs               | logs:read                                                   |
// | GET    /api/services/{id}/metrics            | metrics:read (choice)                                       |
// | PATCH  /api/services/{id}/search-indexing    | domains:write                                               |
// | PATCH  /api/services/{id}/autodeploy         | settings:write (choice: a build setting)                    |
// | PATCH  /api/services/{id}/schedule           | settings:write (choice)                                     |
// | PATCH  /api/services/{id}/storage            | settings:write (choice)                                     |
// | GET    /api/services/{id}/domains, /ports    | domains:read                                                |
// | POST   /api/services/{id}/domains            | domains:write (choice: the write level of GET domains)      |
// | POST   /api/services/{id}/env, /env/import   | variables:write                                             |
// | PUT    /api/services/{id}/dedicated-ip       | account key only, not read-only                             |
// | POST   /api/services/{id}/db/tls             | account key only, not read-only                             |
// | GET    /api/services/{id}/db/metrics         | account key only (read-only ones too)                       |
//
// Order of checks: key (401), scope (404), key type and category (403), then the request
// itself (400), the account (402) and the resource's state (409). A 404 never tells a
// resource outside the key's scope from a missing one: same status, same body, no id in it.
import type { Context } from 'hono'
import { failure, type Env } from './http.js'
import type { Capability, Seed, SeedKey, SeedService } from './seed.js'
import type { ServiceState } from './model.js'
import type { Store } from './store.js'

export interface Rule {
  capability: Capability
  level: 'read' | 'write'
  /** Project and service keys are refused whatever they are granted. */
  accountOnly?: boolean
}

export const ACCESS = {
  /** POST /api/services and /api/databases; service keys are refused before this rule. */
  create: { capability: 'project', level: 'write' },
  deploy: { capability: 'deployments', level: 'write' },
  listDeployments: { capability: 'deployments', level: 'read' },
  deploymentLogs: { capability: 'logs', level: 'read' },
  serviceLogs: { capability: 'logs', level: 'read' },
  metrics: { capability: 'metrics', level: 'read' },
  searchIndexing: { capability: 'domains', level: 'write' },
  autoDeploy: { capability: 'settings', level: 'write' },
  schedule: { capability: 'settings', level: 'write' },
  storage: { capability: 'settings', level: 'write' },
  listDomains: { capability: 'domains', level: 'read' },
  addDomain: { capability: 'domains', level: 'write' },
  ports: { capability: 'domains', level: 'read' },
  setEnv: { capability: 'variables', level: 'write' },
  importEnv: { capability: 'variables', level: 'write' },
  dedicatedIp: { capability: 'settings', level: 'write', accountOnly: true },
  dbTls: { capability: 'settings', level: 'write', accountOnly: true },
  dbMetrics: { capability: 'metrics', level: 'read', accountOnly: true }
} as const satisfies Record<string, Rule>

/** The answer to a request without a valid, unrevoked key (and to a control header sent without one). */
export const UNAUTHORIZED = 'API key missing, invalid or revoked'

/**
 * The valid, unrevoked key of an `Authorization: Bearer <key>` header, if it holds one. The
 * scheme is matched without regard to case, as HTTP's auth schemes are (RFC 9110 11.1).
 */
export function authenticate(store: Store, authorization: string | undefined): SeedKey | undefined {
  const match = /^bearer (\S+)$/i.exec(authorization ?? '')
  const key = match ? store.key(match[1] ?? '') : undefined
  return key && !key.revoked ? key : undefined
}

/** Whether the key grants `capability` at `level` (write implies read; account keys hold every category). */
function allows(key: SeedKey, capability: Capability, level: 'read' | 'write'): boolean {
  if (key.kind === 'account') return level === 'read' || !key.readOnly
  const granted = key.permissions[capability]
  return granted === 'write' || (granted === 'read' && level === 'read')
}

/** Whether a project is within the key's scope (account keys: all; project keys: their own). */
export function projectInScope(key: SeedKey, project: Seed['projects'][number]): boolean {
  return key.kind === 'account' || (key.kind === 'project' && key.projectId === project.id)
}

/** Whether a key's environment list (a restricted project key's) allows this slug; other keys have none. */
export function environmentSlugAllowed(key: SeedKey, slug: string): boolean {
  return key.kind !== 'project' || !key.environments || key.environments.includes(slug)
}

/** Whether an environment lies within an account or project key's scope; service keys never read environments. */
export function environmentInScope(key: SeedKey, environment: Seed['environments'][number]): boolean {
  if (key.kind === 'account') return true
  return (
    key.kind === 'project' && key.projectId === environment.projectId && environmentSlugAllowed(key, environment.slug)
  )
}

/** Whether the service lies within the key's project, service and environment scope. */
export function inScope(store: Store, key: SeedKey, service: SeedService | ServiceState): boolean {
  if (key.kind === 'account') return true
  if (key.kind === 'service') return key.serviceId === service.id
  const environment = store.environmentOf(service)
  return !!environment && environmentInScope(key, environment)
}

/** Why the key may not act at this level, or undefined when it may. */
export function refusal(key: SeedKey, rule: Rule): string | undefined {
  if (rule.accountOnly && key.kind !== 'account')
    return `${key.kind} keys are refused here: only an account key may do this`
  if (allows(key, rule.capability, rule.level)) return undefined
  return key.kind === 'account'
    ? 'a read-only account key cannot change resources'
    : `this key lacks ${rule.capability}:${rule.level}`
}

/** The service in the path, if the key may act on it under `rule`; else throws the 404 or 403 answer. */
export function guard(c: Context<Env>, store: Store, serviceId: string, rule: Rule): ServiceState {
  const key = c.get('key')
  const service = store.service(serviceId)
  if (!service || !inScope(store, key, service)) throw failure(404, 'service not found')
  const why = refusal(key, rule)
  if (why) throw failure(403, why)
  return service
}

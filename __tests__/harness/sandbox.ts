import { vi } from 'vitest'
import type { Sandbox } from '../../sandbox/server.js'
import { loadSeed, type Seed, type SeedKey } from '../../sandbox/seed.js'

export const seed: Seed = loadSeed()

export function token(what: string, predicate: (key: SeedKey) => boolean): string {
  const key = seed.keys.find(predicate)
  if (!key) throw new Error(`sandbox/seed.json has no ${what}`)
  return key.token
}

/** Waits up to 10 s for `condition`, failing with what was awaited. */
export async function until(condition: () => boolean, what: string): Promise<void> {
  await vi.waitFor(
    () => {
      if (!condition()) throw new Error(`timed out waiting for ${what}`)
    },
    { timeout: 10_000, interval: 20 }
  )
}

/** One key of each type of the demo seed. */
export const KEYS = {
  account: token('account key', k => k.kind === 'account' && !k.readOnly && !k.revoked),
  readOnly: token('read-only account key', k => k.kind === 'account' && k.readOnly),
  project: token('project key for every environment', k => k.kind === 'project' && !k.environments),
  staging: token(
    'project key limited to staging',
    k => k.kind === 'project' && !!k.environments?.includes('staging') && !k.permissions.project
  ),
  stagingCreator: token(
    'staging project key with project:write',
    k => k.kind === 'project' && !!k.environments && k.permissions.project === 'write'
  ),
  service: token(
    'svc-web key with deployments, logs, variables',
    k => k.kind === 'service' && k.serviceId === 'svc-web' && !!k.permissions.logs && !!k.permissions.variables
  ),
  serviceNone: token(
    'svc-web key without permissions',
    k => k.kind === 'service' && k.serviceId === 'svc-web' && Object.keys(k.permissions).length === 0
  ),
  serviceOps: token(
    'svc-web key with domains, settings, metrics',
    k => k.kind === 'service' && k.serviceId === 'svc-web' && !!k.permissions.domains
  ),
  otherService: token('key of another service', k => k.kind === 'service' && k.serviceId !== 'svc-web'),
  revoked: token('revoked key', k => k.revoked)
} as const

export interface Answer<T> {
  status: number
  body: T
  contentType: string
}

/** A request with `Authorization: Bearer <key>`: the account key by default, no header for null. */
export async function call<T = Record<string, unknown>>(
  sandbox: Sandbox,
  method: string,
  path: string,
  options: { key?: string | null; body?: unknown } = {}
): Promise<Answer<T>> {
  const key = options.key === undefined ? KEYS.account : options.key
  const headers: Record<string, string> = {}
  if (key !== null) headers.authorization = `Bearer ${key}`
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(`${sandbox.url}${path}`, {
    method,
    headers,
    body:
      options.body === undefined
        ? undefined
        : typeof options.body === 'string'
          ? options.body
          : JSON.stringify(options.body)
  })
  const contentType = response.headers.get('content-type') ?? ''
  const text = await response.text()
  return { status: response.status, contentType, body: (contentType.includes('json') ? JSON.parse(text) : text) as T }
}

export interface LogRecord {
  id: number
  serviceId: string
  line: string
  stream: string
  ts: string
}

export interface ServiceRecord {
  id: string
  name: string
  slug: string
  sourceType: string
  status: string
  planKey: string
  projectId: string
  environmentId: string
  [field: string]: unknown
}

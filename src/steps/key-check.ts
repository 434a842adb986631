import type { Log } from '../core/host.js'
import type { KeyCheck, KeyInfo } from '../core/result.js'
import type { Identity, PermissionLevel } from '../core/api-types.js'
import type { HostingClient } from '../api/hosting-api.js'
import { ApiError } from '../api/errors.js'
import { KeyRefused, NotFound, UnusableAnswer } from '../core/errors.js'
import type { DeployConfig, VerifyConfig } from '../core/config.js'
import { isPathSegment } from '../text/identifiers.js'
import type { Run } from './run.js'
import { messageExcerpt } from '../text/remote-text.js'
import { setting } from '../core/vocabulary.js'

/** The key's scope as /api/auth/me reports it (service and project keys only). */
type KeyScope = NonNullable<Identity['keyScope']>

/** What the key check reads of a run's settings. */
export type KeyInputs = Pick<DeployConfig, 'variables' | 'logs' | 'wait' | 'verify'> & {
  serviceId: string | undefined
  /**
   * The log patterns that need logs: read, named for the refusal (an app's, by service); when
   * absent, the window's own (`verify`) are named by their settings.
   */
  patterns?: string | undefined
}

export type { KeyCheck }

/**
 * GET /api/auth/me, then checks that the key can do this job before anything is changed
 * (spec, Authentication 7-8): a service key must be bound to service-id, and scoped keys
 * need deployments:write, and variables:write when variables are given.
 */
export async function checkKey(
  client: HostingClient,
  /** `serviceId` undefined: the run's service is the service key's own, whatever it is. */
  inputs: KeyInputs,
  log: Log
): Promise<KeyCheck> {
  return judgeKey(await readIdentity(client), inputs, log)
}

/** What the key read from /api/auth/me may do for this run; refuses it when it cannot deploy. */
export function judgeKey(identity: Identity, inputs: KeyInputs, log: Log): KeyCheck {
  const scope = identity.keyScope
  if (!scope) {
    log.info(`Using an account key of ${messageExcerpt(identity.name ?? identity.email ?? 'an unnamed user', 80)}`)
    return { kind: 'account', canReadLogs: true, canReadDomains: true }
  }

  const service = isServiceKey(scope)
  const kind = service ? 'service' : typeof scope.kind === 'string' ? messageExcerpt(scope.kind, 40) : 'scoped'
  checkBinding(service, scope, inputs.serviceId)
  const permissions = scope.permissions
  checkPermissions(kind, permissions, inputs.variables.length > 0, inputs.patterns ?? patternsOf(inputs.verify))

  const canReadLogs = permissions === undefined || grants(permissions.logs, 'read')
  if (!canReadLogs) warnNoLogs(inputs, log)
  log.info(
    `Using a ${kind} key${scope.serviceName ? ` for service ${messageExcerpt(String(scope.serviceName), 80)}` : ''}`
  )
  const canReadDomains = permissions === undefined || grants(permissions.domains, 'read')
  const bound = service && typeof scope.serviceId === 'string' && isPathSegment(scope.serviceId)
  return { kind, canReadLogs, canReadDomains, ...(bound ? { serviceId: scope.serviceId } : {}) }
}

/** What a key without logs: read costs this run, said once, before anything changes. */
function warnNoLogs(inputs: Pick<DeployConfig, 'logs' | 'wait' | 'verify'>, log: Log): void {
  const follows = inputs.logs && inputs.wait
  if (!follows && !inputs.verify) return
  const costs = [
    follows ? 'the deployment is followed without its log' : undefined,
    inputs.verify
      ? 'the verification window runs on the health check and the deployment list alone (no runtime log is read)'
      : undefined
  ].filter(cost => cost !== undefined)
  log.warning(
    `The API key lacks logs: read, so ${costs.join(', and ')}. Grant logs: read to the key to see ${follows ? 'the live log' : 'the runtime log'}.`,
    follows ? 'No deployment log' : 'No runtime log'
  )
}

/** The first phase of a run: the key checked before anything is changed. */
export async function checkTheKey(run: Run<{ key?: KeyCheck }>, inputs: KeyInputs): Promise<KeyCheck> {
  // A larger run (an app) checked the key once for all its services.
  const key = run.checkedKey ?? (await run.phase('Checking the API key', () => checkKey(run.client, inputs, run.host)))
  run.found.key = key
  return key
}

/**
 * Whether the key is a service key: its kind read as a word, whatever its case or the blanks
 * around it (`"Service "`). The one comparison of every check that treats a service key apart:
 * read strictly, a kind the service spells loosely would pass as a wider key.
 */
export function isServiceKey(scope: Identity['keyScope']): boolean {
  return typeof scope?.kind === 'string' && scope.kind.trim().toLowerCase() === 'service'
}

/** A service key bound to another service than the run's is refused. */
function checkBinding(service: boolean, scope: KeyScope, serviceId: string | undefined): void {
  if (service && scope.serviceId !== undefined && serviceId !== undefined && scope.serviceId !== serviceId) {
    throw new KeyRefused(
      `The API key is a service key bound to service ${messageExcerpt(String(scope.serviceId), 80)}, but ${setting('serviceId')} is ${serviceId}.`,
      "use that service's key, or a project or account key."
    )
  }
}

/** The window's log patterns named by their settings; undefined when it has none. */
function patternsOf(verify: VerifyConfig | undefined): string | undefined {
  const named = [
    verify?.failOnLog.length ? setting('failOnLog') : undefined,
    verify?.ignoreLog.length ? setting('ignoreLog') : undefined
  ].filter(name => name !== undefined)
  return named.length === 0 ? undefined : named.join(' and ')
}

/**
 * A scoped key needs deployments:write, variables:write when variables are given, and logs:read
 * when log patterns are given: they match nothing without the runtime log, so the window they
 * ask for could not be kept.
 */
function checkPermissions(
  kind: string,
  permissions: KeyScope['permissions'],
  withVariables: boolean,
  patterns: string | undefined
): void {
  if (permissions === undefined) return
  const missing: string[] = []
  if (!grants(permissions.deployments, 'write')) missing.push('deployments: write')
  if (withVariables && !grants(permissions.variables, 'write')) missing.push('variables: write')
  const deploys = missing.length > 0
  const logs = patterns !== undefined && !grants(permissions.logs, 'read')
  if (logs) missing.push('logs: read')
  if (missing.length === 0) return
  const needs = [
    deploys ? (withVariables ? 'import variables and deploy' : 'deploy') : undefined,
    logs ? `match ${patterns} against the runtime log` : undefined
  ].filter(need => need !== undefined)
  throw new KeyRefused(
    `The ${kind} key lacks the permission${missing.length > 1 ? 's' : ''} ${missing.join(' and ')} needed to ${needs.join(', and to ')}. Nothing was changed.`,
    `grant ${missing.join(' and ')} to the key in the dashboard, or use another key${logs ? `, or remove ${patterns}` : ''}.`
  )
}

/** Write implies read (spec, Authentication 4). */
function grants(level: PermissionLevel | undefined, needed: PermissionLevel): boolean {
  return level === 'write' || (needed === 'read' && level === 'read')
}

/**
 * GET /api/auth/me: who the key is; a 401 is the key refused. The path names no service, so a
 * 404 there is the base URL pointing somewhere else than the API's root (e.g. with /api/v1).
 */
export async function readIdentity(client: HostingClient): Promise<Identity> {
  try {
    const identity = await client.whoami()
    if (typeof identity !== 'object' || identity === null || Array.isArray(identity))
      throw new UnusableAnswer('The answer of /api/auth/me is not an identity object.', `check ${setting('baseUrl')}.`)
    return identity
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      throw new KeyRefused(
        'The API key is missing, invalid or revoked (HTTP 401 from /api/auth/me).',
        `check ${setting('apiKey')}, or create a new key in the dashboard.`
      )
    }
    if (error instanceof ApiError && error.status === 404) {
      throw new NotFound(
        `The base URL answered HTTP 404 at /api/auth/me, a path that names no service: ${setting('baseUrl')} does not point at the API's root.`,
        `set ${setting('baseUrl')} to the API's root URL, without /api or a version (e.g. https://api.example.com).`
      )
    }
    throw error
  }
}

/** A project key's environment limit: names when the service lists them; none when it says none (null or absent). */
function environmentsOf(
  raw: unknown,
  text: (value: unknown, max?: number) => string | undefined
): KeyInfo['environments'] {
  if (raw === undefined || raw === null) return undefined
  if (!Array.isArray(raw)) return 'unreadable'
  const names = raw.map(item => text(item, 60))
  if (names.some(name => name === undefined)) return 'unreadable'
  return names.slice(0, 50) as string[]
}

/** The permission categories a deploy uses. */
type DeployCategory = 'deployments' | 'variables' | 'logs' | 'domains'

/**
 * Who the key is and what it may do, every remote string made safe: an account key (no key
 * scope) reads every category, and writes them unless it is read-only, which /api/auth/me does
 * not tell; a scoped key what its permissions grant.
 */
export function describeKey(identity: Identity): KeyInfo {
  const text = (value: unknown, max = 80): string | undefined =>
    typeof value === 'string' && value !== '' ? messageExcerpt(value, max) : undefined
  const id = (value: unknown): string | undefined =>
    typeof value === 'string' && isPathSegment(value) ? value : text(value)
  const scope = identity.keyScope
  const owner = { name: text(identity.name), email: text(identity.email) }
  if (!scope)
    return {
      kind: 'account',
      ...owner,
      can: { deploy: undefined, importVariables: undefined, readLogs: true, readDomains: true }
    }
  const permissions: Record<string, PermissionLevel> = {}
  for (const [category, level] of Object.entries(scope.permissions ?? {}))
    if (/^[a-z][a-z_-]{0,39}$/i.test(category) && (level === 'read' || level === 'write')) permissions[category] = level
  const all = scope.permissions === undefined
  const may = (category: DeployCategory, needed: PermissionLevel): boolean =>
    all || grants(permissions[category], needed)
  return {
    kind: text(scope.kind, 40) ?? 'scoped',
    ...owner,
    serviceId: id(scope.serviceId),
    serviceName: text(scope.serviceName),
    projectId: id(scope.projectId),
    environments: environmentsOf(scope.environments, text),
    ...(all ? {} : { permissions }),
    can: {
      deploy: may('deployments', 'write'),
      importVariables: may('variables', 'write'),
      readLogs: may('logs', 'read'),
      readDomains: may('domains', 'read')
    }
  }
}

import { OUTPUTS, type OutputValue, type ServiceEntry } from '../core/outputs.js'
import type { DeployResult, FailureKind, Health, KeyInfo, Result, VerifyReport } from '../core/result.js'
import { lineForCi, recordForCi } from '../text/ci-text.js'

// The run's result as JSON: the one object `--output json` prints, the fields of the last
// line of `--output ndjson`, and what the Node API resolves to. Its fields are the outputs' table (src/core/outputs.ts), keyed by
// their keys, between the schema's version and the run's duration and error. A value that is not
// known is null (never absent), so the shape is the same for every run; only `error` is absent
// when the run went well. Every string from the service is one line made safe for any CI
// (ci-text.ts, no colour), since a consumer may print it. The outputs are the run's own record
// (validated ids, names, refs, URLs and states): only a secret is redacted from them, never a
// value hidden only by mask-env `all` (the ref `main` stays `main` beside BRANCH=main), while the
// outputs file holds them exactly (output-values.ts).

const SCHEMA_VERSION = 1

/** The outputs' JSON values, typed by their keys. */
interface OutputsJson {
  /** null when nothing was queued (the run failed before, e.g. a usage error). */
  result: Result | null
  status: string | null
  deploymentId: string | null
  /** null when the run went well. */
  failureKind: FailureKind | null
  ref: string | null
  url: string | null
  health: Health
  envImported: number | null
  envSkipped: string[]
  rollbackDeploymentId: string | null
  rollbackRef: string | null
  /** The verification window after going live; null when nothing was queued. */
  verify: VerifyReport | null
  /** Several services: one entry each; null for one service. */
  services: ServiceEntry[] | null
}

/** Absent when the run went well; `next` is null when there is no advice. */
interface ErrorJson {
  title: string
  message: string
  next: string | null
}

export interface ResultJson extends OutputsJson {
  schemaVersion: typeof SCHEMA_VERSION
  durationMs: number
  error?: ErrorJson
}

/** whoami's own shape: the key, not a deployment's outputs. */
export interface WhoamiJson {
  schemaVersion: typeof SCHEMA_VERSION
  /** Who the key is (the fields the identity has); null when the key was refused. */
  key: Omit<KeyInfo, 'can'> | null
  /** What it may do for a deploy, each null when not known; null when the key was refused. */
  can: { [Can in keyof KeyInfo['can']]: boolean | null } | null
  /** Why it failed (`auth`, `unreachable`...); null when the key was read. */
  failureKind: FailureKind | null
  durationMs: number
  error?: ErrorJson
}

/** whoami's fields, with what each holds, for the docs. */
export const WHOAMI_JSON_FIELDS = {
  key: "who the key is: `kind` (`service`, `project` or `account`), and those the service names of `name`, `email`, `serviceId`, `serviceName`, `projectId`, `environments` (a project key's limit), `permissions`; `null` when the key was refused",
  can: '`{ "deploy", "importVariables", "readLogs", "readDomains" }`, each `true` or `false`, or `null` when not known (whether an account key may deploy: a read-only one cannot); `null` when the key was refused'
} as const

/** The fields of the JSON that are not outputs, with what each holds, for the docs. */
export const RESULT_JSON_FIELDS = {
  schemaVersion: `\`${SCHEMA_VERSION}\`, the version of this shape`,
  durationMs: 'how long the run took, in whole milliseconds',
  error:
    '`{ "title", "message", "next" }`: what failed, why, and what to do next (`next` is `null` when there is no advice)'
} as const

/** The JSON a run ends with: whoami's own shape, else the deploy's (deploy and watch). */
export function finalJson(result: DeployResult): ResultJson | WhoamiJson {
  return result.whoami ? whoamiJson(result) : resultJson(result)
}

export function resultJson(result: DeployResult): ResultJson {
  const outputs = Object.fromEntries(
    OUTPUTS.map(output => [output.key, 'json' in output ? deepSafe(output.json(result)) : safe(output.value(result))])
  )
  const error = errorJson(result)
  return {
    schemaVersion: SCHEMA_VERSION,
    ...(outputs as unknown as OutputsJson),
    durationMs: durationOf(result),
    ...(error ? { error } : {})
  }
}

/** whoami's answer: the key and what it may do, or why it was refused; no deployment's fields. */
export function whoamiJson(result: DeployResult): WhoamiJson {
  const error = errorJson(result)
  let key: WhoamiJson['key'] = null
  let can: WhoamiJson['can'] = null
  if (result.key !== undefined) {
    const { can: may, ...identity } = result.key
    key = keyJson(identity)
    // JSON has no undefined: what is not known is null.
    can = {
      deploy: may.deploy ?? null,
      importVariables: may.importVariables ?? null,
      readLogs: may.readLogs,
      readDomains: may.readDomains
    }
  }
  return {
    schemaVersion: SCHEMA_VERSION,
    key,
    can,
    failureKind: result.failureKind ?? null,
    durationMs: durationOf(result),
    ...(error ? { error } : {})
  }
}

function durationOf(result: DeployResult): number {
  return Number.isFinite(result.durationMs) ? Math.max(0, Math.round(result.durationMs)) : 0
}

function errorJson({ error }: DeployResult): ErrorJson | undefined {
  return error && { title: lineForCi(error.title), message: lineForCi(error.message), next: text(error.next) }
}

/** An output made safe to print: each string one line for any CI; a structure as itself, its strings made safe. */
function safe(value: OutputValue): unknown {
  if (typeof value === 'string') return recordForCi(value)
  if (Array.isArray(value)) return value.map(item => recordForCi(item))
  if (value !== null && typeof value === 'object' && 'json' in value) return deepSafe(value.json)
  return value
}

function deepSafe(value: unknown): unknown {
  if (typeof value === 'string') return recordForCi(value)
  if (Array.isArray(value)) return value.map(deepSafe)
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, deepSafe(item)]))
  return value
}

function text(value: string | undefined): string | null {
  return value === undefined ? null : lineForCi(value)
}

/** The key's fields made safe for any CI, the absent ones left out. */
function keyJson(key: Omit<KeyInfo, 'can'>): Omit<KeyInfo, 'can'> {
  const entries = Object.entries(key).filter(([, value]) => value !== undefined)
  const safeValue = (value: unknown): unknown =>
    typeof value === 'string' ? lineForCi(value) : Array.isArray(value) ? value.map(safeValue) : value
  return Object.fromEntries(entries.map(([field, value]) => [field, safeValue(value)])) as Omit<KeyInfo, 'can'>
}

import { OUTPUTS, type OutputValue, type ServiceEntry } from '../core/outputs.js'
import type { DeployResult, FailureKind, Health, KeyInfo, Result } from '../core/result.js'
import { lineForCi } from '../text/ci-text.js'

// The run's result as JSON: the one object `--output json` prints, the fields of the last
// line of `--output ndjson`, and what the Node API resolves to. Its fields are the outputs' table (src/core/outputs.ts), keyed by
// their keys, between the schema's version and the run's duration and error. A value that is not
// known is null (never absent), so the shape is the same for every run; only `error` is absent
// when the run went well. Every string from the service is one line made safe for any CI
// (ci-text.ts, no colour), since a consumer may print it.

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
  /** Several services: one entry each; null for one service. */
  services: ServiceEntry[] | null
}

export interface ResultJson extends OutputsJson {
  schemaVersion: typeof SCHEMA_VERSION
  durationMs: number
  /** whoami: who the key is (the fields the identity has) and what it may do for a deploy. */
  key?: Omit<KeyInfo, 'can'>
  can?: KeyInfo['can']
  /** Absent when the run went well; `next` is null when there is no advice. */
  error?: { title: string; message: string; next: string | null }
}

/** The fields of the JSON that are not outputs, with what each holds, for the docs. */
export const RESULT_JSON_FIELDS = {
  schemaVersion: `\`${SCHEMA_VERSION}\`, the version of this shape`,
  durationMs: 'how long the run took, in whole milliseconds',
  error:
    '`{ "title", "message", "next" }`: what failed, why, and what to do next (`next` is `null` when there is no advice)'
} as const

export function resultJson(result: DeployResult): ResultJson {
  const outputs = Object.fromEntries(OUTPUTS.map(output => [output.key, safe(output.value(result))]))
  const json: ResultJson = {
    schemaVersion: SCHEMA_VERSION,
    ...(outputs as unknown as OutputsJson),
    durationMs: Number.isFinite(result.durationMs) ? Math.max(0, Math.round(result.durationMs)) : 0
  }
  if (result.key !== undefined) {
    const { can, ...key } = result.key
    json.key = keyJson(key)
    json.can = can
  }
  const { error } = result
  if (error) {
    json.error = { title: lineForCi(error.title), message: lineForCi(error.message), next: text(error.next) }
  }
  return json
}

/** A value made safe to print: each string one line for any CI; a structure as itself, its strings made safe. */
function safe(value: OutputValue): unknown {
  if (typeof value === 'string') return lineForCi(value)
  if (Array.isArray(value)) return value.map(item => lineForCi(item))
  if (value !== null && typeof value === 'object' && 'json' in value) return deepSafe(value.json)
  return value
}

function deepSafe(value: unknown): unknown {
  if (typeof value === 'string') return lineForCi(value)
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
  return Object.fromEntries(
    entries.map(([field, value]) => [field, typeof value === 'string' ? lineForCi(value) : value])
  ) as Omit<KeyInfo, 'can'>
}

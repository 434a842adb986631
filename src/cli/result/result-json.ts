import type { DeployResult, Health, KeyInfo, Result } from '../../core/result.js'
import { lineForCi } from '../ci/ci-text.js'

// The run's result as JSON: the one object `--output json` prints, and the fields of the last
// line of `--output ndjson`. A value that is not known is null (never absent), so the shape is
// the same for every run; only `error` is absent when the run went well. Every string from the
// service is one line made safe for any CI (ci-text.ts, no colour), since a consumer may print it.

const SCHEMA_VERSION = 1

export interface ResultJson {
  schemaVersion: typeof SCHEMA_VERSION
  /** null when nothing was queued (the run failed before, e.g. a usage error). */
  result: Result | null
  status: string | null
  deploymentId: string | null
  ref: string | null
  url: string | null
  health: Health
  envImported: number | null
  envSkipped: string[]
  rollbackDeploymentId: string | null
  rollbackRef: string | null
  durationMs: number
  /** whoami: who the key is (the fields the identity has) and what it may do for a deploy. */
  key?: Omit<KeyInfo, 'can'>
  can?: KeyInfo['can']
  /** Absent when the run went well; `next` is null when there is no advice. */
  error?: { title: string; message: string; next: string | null }
}

export function resultJson(result: DeployResult): ResultJson {
  const json: ResultJson = {
    schemaVersion: SCHEMA_VERSION,
    result: result.result ?? null,
    status: text(result.status),
    deploymentId: text(result.deploymentId),
    ref: text(result.ref),
    url: text(result.url),
    health: result.health,
    envImported: result.envImported ?? null,
    envSkipped: result.envSkipped.map(key => lineForCi(key)),
    rollbackDeploymentId: text(result.rollbackDeploymentId),
    rollbackRef: text(result.rollbackRef),
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

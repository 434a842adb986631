import type { DeployResult, ServiceResult } from './result.js'

// The run's outputs, one definition each: from this table come the Action's outputs (and
// action.yml's `outputs:`, which `npm run docs` writes), the CLI's HOSTING_* variables and its
// JSON keys, and the docs' tables. A face adds only its own asides (the Action's
// github-deployment-id).

/** What an output holds before a face writes it: null when unknown; `json`: a structure, as JSON text. */
export type OutputValue = string | number | readonly string[] | { readonly json: readonly ServiceEntry[] } | null

/** A service's entry in the `results` output. */
export type ServiceEntry = ServiceResult

export interface OutputDefinition {
  /** The key in code and in the CLI's JSON: `deploymentId`. */
  key: string
  /** The Action's output: `deployment-id`. */
  action: string
  /** The CLI's variable: `HOSTING_DEPLOYMENT_ID`. */
  variable: `HOSTING_${string}`
  /**
   * One sentence for every face; `{name}` stands for a setting, which each face spells its own
   * way (the Action's input `name`, the CLI's `--name`). "None" is an empty output, a JSON null.
   */
  description: string
  /** What only the Action's description says: it sets this output as soon as it is known. */
  actionNote?: string
  /** The value from the run's result. */
  value: (result: DeployResult) => OutputValue
  /**
   * A word from a closed vocabulary or a count (the result, a status word, the failure kind):
   * never scanned for secrets on its way out, since it cannot carry one.
   */
  closed?: true
  /** What the JSON result holds under the key instead of the output's value (a structure the output sums up in a word). */
  json?: (result: DeployResult) => unknown
}

export const OUTPUTS = [
  {
    key: 'deploymentId',
    action: 'deployment-id',
    variable: 'HOSTING_DEPLOYMENT_ID',
    description: 'Id of the queued deployment.',
    actionNote: 'Set as soon as it is queued.',
    value: result => result.deploymentId ?? null
  },
  {
    key: 'status',
    closed: true,
    action: 'status',
    variable: 'HOSTING_STATUS',
    description: "The deployment's last status as the service names it, e.g. `live`, `build_failed`.",
    value: result => result.status ?? null
  },
  {
    key: 'result',
    closed: true,
    action: 'result',
    variable: 'HOSTING_RESULT',
    description:
      '`success`, `failure`, `cancelled`, `timed-out`, `unhealthy` (live, but the health check failed, or it broke in the verification window), `interrupted` (the run was stopped; the deployment goes on), or `queued` when the run did not wait; none when nothing was queued.',
    value: result => result.result ?? null
  },
  {
    key: 'failureKind',
    closed: true,
    action: 'failure-kind',
    variable: 'HOSTING_FAILURE_KIND',
    description:
      'Why the run failed: `deployment`, `usage`, `auth`, `not-found`, `unhealthy`, `cancelled`, `timed-out`, `unreachable` or `interrupted`; none when it went well.',
    value: result => result.failureKind ?? null
  },
  {
    key: 'ref',
    action: 'ref',
    variable: 'HOSTING_REF',
    description: 'The ref as the service resolved it.',
    value: result => result.ref ?? null
  },
  {
    key: 'url',
    action: 'url',
    variable: 'HOSTING_URL',
    description:
      "{environment-url} when given, else `https://` and the service's first verified domain (needs `domains: read`); none when unknown.",
    actionNote: 'Set as soon as known, also on failure.',
    value: result => result.url ?? null
  },
  {
    key: 'health',
    closed: true,
    action: 'health',
    variable: 'HOSTING_HEALTH',
    description:
      '`healthy`, `unhealthy`, or `skipped` (no health check, or the deployment did not go live); none for several services.',
    value: result => (result.services ? null : result.health)
  },
  {
    key: 'envImported',
    closed: true,
    action: 'env-imported',
    variable: 'HOSTING_ENV_IMPORTED',
    description: 'The number of variables imported.',
    value: result => result.envImported ?? null
  },
  {
    key: 'envSkipped',
    action: 'env-skipped',
    variable: 'HOSTING_ENV_SKIPPED',
    description: 'The keys the service skipped, each also a warning with its reason (comma-separated; a list in JSON).',
    value: result => result.skipped.map(skip => skip.key)
  },
  {
    key: 'rollbackDeploymentId',
    action: 'rollback-deployment-id',
    variable: 'HOSTING_ROLLBACK_DEPLOYMENT_ID',
    description: 'Id of the redeploy of the last good ref, when {rollback} queued one.',
    value: result => result.rollbackDeploymentId ?? null
  },
  {
    key: 'rollbackRef',
    action: 'rollback-ref',
    variable: 'HOSTING_ROLLBACK_REF',
    description: 'The ref that {rollback} redeployed, when it queued one.',
    value: result => result.rollbackRef ?? null
  },
  {
    key: 'verify',
    closed: true,
    action: 'verify',
    variable: 'HOSTING_VERIFY',
    description:
      'How the verification window after going live ended ({verify-for}): `passed`, `failed`, `superseded` (a newer deployment replaced it), or `skipped` (no window, the deployment did not go live and healthy, or the window could watch nothing); none when nothing was queued, and for several services (each service has its own in its entry). In JSON, an object: `{result, forMs, probes, failedProbes, runtimeLines, matches, reason}`.',
    value: result => result.verify?.result ?? null,
    json: result => result.verify ?? null
  },
  {
    key: 'services',
    action: 'results',
    variable: 'HOSTING_RESULTS',
    description:
      "Several services (an app): a JSON array, one entry per service in the app's order: `{name, serviceId, deploymentId, result, status, failureKind, ref, url, health, durationMs, rollback, reason, verify}`, `result` `skipped` for a service never queued, `rollback` `{deploymentId, ref, result}` or null, `reason` why the service failed or was skipped (null when it went live), `verify` its verification window (null when never queued); none for one service. With several services, `deployment-id`, `status`, `ref`, `url` and `health` are empty.",
    value: result => (result.services ? { json: result.services } : null)
  }
] as const satisfies readonly OutputDefinition[]

export type Output = (typeof OUTPUTS)[number]
export type OutputKey = Output['key']
export type OutputVariable = Output['variable']

/** The definition of the output with this key. */
export function outputOf(key: OutputKey): Output {
  const found = OUTPUTS.find(output => output.key === key)
  if (!found) throw new Error(`No output has the key ${key}`)
  return found
}

/** An output's value as a variable or an Action output holds it: empty when unknown, a list comma-separated. */
export function outputText(value: OutputValue): string {
  if (value === null) return ''
  if (typeof value === 'number') return String(value)
  if (typeof value === 'string') return value
  if ('json' in value) return JSON.stringify(value.json)
  return value.join(',')
}

/** An output's description with each `{setting}` spelled as the face spells it. */
export function describeOutput(output: OutputDefinition, spell: (setting: string) => string): string {
  return output.description.replace(/\{([a-z-]+)\}/g, (_, setting: string) => spell(setting))
}

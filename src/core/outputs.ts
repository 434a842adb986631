import type { DeployResult } from './result.js'

// The run's outputs, one definition each: from this table come the Action's outputs (and
// action.yml's `outputs:`, which `npm run docs` writes), the CLI's HOSTING_* variables and its
// JSON keys, and the docs' tables. A face adds only its own asides (the Action's
// github-deployment-id).

/** What an output holds before a face writes it: null when unknown. */
export type OutputValue = string | number | readonly string[] | null

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
    action: 'status',
    variable: 'HOSTING_STATUS',
    description: "The deployment's last status as the service names it, e.g. `live`, `build_failed`.",
    value: result => result.status ?? null
  },
  {
    key: 'result',
    action: 'result',
    variable: 'HOSTING_RESULT',
    description:
      '`success`, `failure`, `cancelled`, `timed-out`, `unhealthy` (live, but the health check failed), `interrupted` (the run was stopped; the deployment goes on), or `queued` when the run did not wait; none when nothing was queued.',
    value: result => result.result ?? null
  },
  {
    key: 'failureKind',
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
    action: 'health',
    variable: 'HOSTING_HEALTH',
    description: '`healthy`, `unhealthy`, or `skipped` (no health check, or the deployment did not go live).',
    value: result => result.health
  },
  {
    key: 'envImported',
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
  return value.join(',')
}

/** An output's description with each `{setting}` spelled as the face spells it. */
export function describeOutput(output: OutputDefinition, spell: (setting: string) => string): string {
  return output.description.replace(/\{([a-z-]+)\}/g, (_, setting: string) => spell(setting))
}

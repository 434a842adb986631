import type { AppService } from '../core/config.js'
import type { DeployResult, ServiceResult, VerifyReport } from '../core/result.js'
import { plainSentence } from '../text/output-values.js'
import type { Ended } from './schedule.js'

// One result for the app: `success` only when every service went live (and healthy, when
// checked); otherwise the result, failure kind and error of the first service to fail (its
// result `failure` when nothing of it was queued), with each service's own entry in `services`
// (the `results` output), in the app's order, a failed or skipped one with its reason.

/** One service's entry, from its deploy's result, or skipped with why. */
export function serviceEntry(service: AppService, end: Ended<DeployResult>): ServiceResult {
  const serviceId = service.config.serviceId
  if (!end.ran)
    return {
      name: service.name,
      serviceId,
      deploymentId: null,
      result: 'skipped',
      status: null,
      failureKind: null,
      ref: null,
      url: null,
      health: 'skipped',
      durationMs: 0,
      rollback: null,
      reason: plainSentence(end.reason),
      verify: null
    }
  const result = end.value
  return {
    name: service.name,
    serviceId,
    deploymentId: result.deploymentId ?? null,
    result: result.result ?? null,
    status: result.status ?? null,
    failureKind: result.failureKind ?? null,
    ref: result.ref ?? null,
    url: result.url ?? null,
    health: result.health,
    durationMs: Math.max(0, Math.round(result.durationMs)),
    rollback:
      result.rollbackDeploymentId === undefined
        ? null
        : {
            deploymentId: result.rollbackDeploymentId,
            ref: result.rollbackRef ?? '',
            result: result.rollbackResult ?? null
          },
    reason: result.error ? plainSentence(result.error.message) : null,
    verify: result.verify ? plainVerify(result.verify) : null
  }
}

/** A service's verification window as its `results` entry carries it: every sentence plain (plainSentence). */
function plainVerify(verify: VerifyReport): VerifyReport {
  return {
    ...verify,
    reason: plainSentence(verify.reason),
    matches: verify.matches.map(match => ({ ...match, line: plainSentence(match.line) }))
  }
}

/** Whether a service's deploy went live (and healthy, when checked). */
export function wentLive(result: DeployResult): boolean {
  return result.failureKind === undefined && (result.result === 'success' || result.result === 'queued')
}

/**
 * The app's result: every service's entry; the first failure (in the order services ended)
 * speaks for the app, its title naming the service.
 */
export function appResult(
  entries: ServiceResult[],
  results: ReadonlyMap<string, DeployResult>,
  failedInOrder: readonly string[],
  durationMs: number
): DeployResult {
  const first = failedInOrder[0]
  const failed = first === undefined ? undefined : results.get(first)
  const others = entries.filter(
    entry => entry.name !== first && entry.result !== 'success' && entry.result !== 'queued'
  )
  const also =
    others.length === 0
      ? ''
      : ` Also: ${others.map(entry => `${entry.name} ${entry.result ?? 'not queued'}`).join(', ')}.`
  const allQueued = entries.every(entry => entry.result === 'queued')
  return {
    result: failed ? appFailure(failed) : allQueued ? 'queued' : 'success',
    status: undefined,
    deploymentId: undefined,
    ref: undefined,
    url: undefined,
    health: 'skipped',
    envImported: sum([...results.values()].map(result => result.envImported)),
    skipped: [...results.values()].flatMap(result => result.skipped),
    rollbackDeploymentId: undefined,
    rollbackRef: undefined,
    durationMs,
    error: failed?.error && {
      ...failed.error,
      title: `${first}: ${failed.error.title}`,
      // "Queuing the deployment failed: HTTP 400 ...", under its title: the service named once, before both.
      message: `${failed.error.message.startsWith(`${failed.error.title}:`) ? `${first}: ` : ''}${failed.error.message}${also}`,
      ...(failed.error.annotation === undefined ? {} : { annotation: `${failed.error.annotation}${also}` })
    },
    failureKind: failed?.failureKind,
    ...(failed?.tail ? { tail: failed.tail } : {}),
    services: entries
  }
}

/**
 * The app's result when a service failed: that service's, or, when nothing of it was queued (a
 * refused deploy request has no result), `failure`; `interrupted` when a signal stopped it first.
 */
function appFailure(failed: DeployResult): DeployResult['result'] {
  if (failed.result !== undefined) return failed.result
  return failed.failureKind === 'interrupted' ? 'interrupted' : 'failure'
}

function sum(values: readonly (number | undefined)[]): number | undefined {
  const known = values.filter((value): value is number => value !== undefined)
  return known.length === 0 ? undefined : known.reduce((a, b) => a + b, 0)
}

/** The services as reports list them: failed first, then skipped, then those that went live, each group in the app's order. */
export function failedFirst(services: readonly ServiceResult[]): ServiceResult[] {
  const rank = (entry: ServiceResult): number =>
    entry.result === 'success' || entry.result === 'queued' ? 2 : entry.result === 'skipped' ? 1 : 0
  return services
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => rank(a.entry) - rank(b.entry) || a.index - b.index)
    .map(({ entry }) => entry)
}

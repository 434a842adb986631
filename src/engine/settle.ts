import type { DeployResponse } from '../core/api-types.js'
import type { DeployConfig } from '../core/config.js'
import type { DeployResult, Failure, VerifyReport } from '../core/result.js'
import type { ImportResult } from '../steps/env-import.js'
import type { HealthCheck } from '../steps/health.js'
import type { KeyCheck } from '../steps/key-check.js'
import type { Rollback } from '../steps/rollback.js'
import { PhaseFailed, type Run } from '../steps/run.js'
import { readRuntimeLog, type RuntimeLog } from '../steps/runtime-log.js'
import type { WatchResult } from '../watch/state-watcher.js'
import type { Baseline } from '../verify/judge.js'
import { setting, spell } from '../core/vocabulary.js'
import { explainFailure, explainStoppedRollback, spellFailure } from './failure.js'

// How a run ends, whatever its phases were: what one of them threw becomes the run's failure,
// the service's runtime log is read when it went wrong, and the result is read from what the
// phases found; the client closes.

/** What the phases found, each phase writing its own part. */
export interface Found {
  url?: string
  key?: KeyCheck
  imported?: ImportResult
  queued?: DeployResponse
  watched?: WatchResult
  health?: HealthCheck
  rollback?: Rollback
  failure?: Failure
  /** The runtime log before the deploy, for the verification window (null: it could not be read). */
  baseline?: Baseline | null
  /** When the deployment was seen live. */
  liveAt?: number
  verify?: VerifyReport
}

export type DeployRun = Run<Found>

/**
 * Runs the phases; an error one throws is the run's failure (`outside`: the phase named for an
 * error thrown between them). Then the result, for the runtime log of `serviceId`.
 */
export async function settle(
  run: DeployRun,
  config: Pick<DeployConfig, 'serviceId'>,
  outside: string,
  phases: () => Promise<void>
): Promise<DeployResult> {
  try {
    await phases()
  } catch (error) {
    run.found.failure = failureOf(run, error, outside, config.serviceId)
  }
  // Told before the runtime log's read (up to 15 s), unless a phase told it already.
  run.verdict(run.found.failure === undefined, run.found.failure)
  try {
    // The log lines the cap left out, said once, after the log; the run's budget, by the run that made it.
    run.sink.finish()
    const leftOut = run.ownsBudget ? run.budget.describe() : undefined
    if (leftOut !== undefined) run.host.warning(leftOut, 'Log cut short')
    const runtimeLog = await lastRuntimeLines(run, config)
    return resultOf(run, runtimeLog)
  } finally {
    run.stop()
    await run.client.close()
  }
}

/**
 * The failure of an error a phase (or the run around them) threw; with the deployment once
 * queued. Stopped during a rollback, the deployment's failure stands, naming the rollback.
 */
function failureOf(run: DeployRun, error: unknown, outside: string, serviceId: string): Failure {
  const failed = error instanceof PhaseFailed ? error : { phase: outside, error }
  const { failure, rollback } = run.found
  const aborted = run.deadline.reason
  // The deployment's failure is known before its rollback: a stop then is the rollback's.
  if (failure && aborted && failed.phase === 'Rolling back')
    return explainStoppedRollback(
      { failure, aborted, rollback: rollback?.queued, serviceId, timeoutMs: run.deadline.timeoutMs },
      run.words
    )
  return explainFailure(
    {
      error: failed.error,
      phase: failed.phase,
      deploymentId: run.found.queued?.deploymentId,
      ...(serviceId === '' ? {} : { serviceId }),
      timeoutMs: run.deadline.timeoutMs,
      aborted: run.deadline.reason,
      rateLimited: run.client.rateLimits.describe(),
      live: run.found.watched?.outcome === 'success'
    },
    run.words
  )
}

function resultOf(run: DeployRun, runtimeLog: RuntimeLog | undefined): DeployResult {
  const { url, imported, queued, watched, failure, health, rollback, verify } = run.found
  return {
    // A failure says its result itself (none: nothing ran, e.g. a watch of a deployment not found).
    result: failure ? failure.result : (watched?.outcome ?? (queued ? 'queued' : undefined)),
    // The last status seen, also when a signal stopped the watch before its end.
    status: watched?.status ?? run.lastStatus,
    deploymentId: queued?.deploymentId,
    ref: queued?.ref,
    url,
    health: health?.health ?? 'skipped',
    envImported: imported?.imported,
    skipped: imported?.skipped ?? [],
    rollbackDeploymentId: rollback?.queued?.deploymentId,
    rollbackRef: rollback?.queued?.ref,
    durationMs: run.deadline.elapsedMs,
    error: failure && runError(spellFailure(failure, run.words)),
    failureKind: failure?.kind,
    commitSha: watched?.commitSha,
    tail: run.sink.tail(),
    healthProblem: health?.problem,
    rollbackNote: rollback?.note === undefined ? undefined : spell(rollback.note, run.words),
    ...(rollback?.outcome === undefined ? {} : { rollbackResult: rollback.outcome }),
    runtimeLog,
    // Once something was queued, a run without a window (or that did not reach it) says it skipped one.
    ...(queued ? { verify: verify ?? { ...NO_WINDOW, reason: spell(NO_WINDOW.reason, run.words) } } : {})
  }
}

/** The report of a run that had no verification window, or did not reach it. */
const NO_WINDOW: VerifyReport = {
  result: 'skipped',
  forMs: 0,
  probes: 0,
  failedProbes: 0,
  runtimeLines: 0,
  matches: [],
  reason: `No verification window: ${setting('verifyFor')} is 0, or the deployment did not go live and healthy.`
}

/** The result's error: every part of the failure a face shows, spelled as it speaks. */
function runError({ title, message, next, annotation }: Failure): NonNullable<DeployResult['error']> {
  return { title, message, ...(next === undefined ? {} : { next }), annotation }
}

/** The service's last runtime log lines when the deployment failed, was cancelled or is unhealthy. */
async function lastRuntimeLines(
  run: DeployRun,
  config: Pick<DeployConfig, 'serviceId'>
): Promise<RuntimeLog | undefined> {
  const { failure, key } = run.found
  if (!run.readsRuntimeLog) return undefined
  if (!failure || !['failure', 'cancelled', 'unhealthy'].includes(failure.result ?? '')) return undefined
  if (run.deadline.reason) return { missing: 'the run ran out of time or was cancelled before they could be read.' }
  return readRuntimeLog(run.client, config.serviceId, key?.canReadLogs)
}

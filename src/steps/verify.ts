import { deploymentsOf } from '../api/deployment-list.js'
import { ApiError } from '../api/errors.js'
import { OPTIONAL_READ_MS } from '../api/hosting-api.js'
import { isTimeUp } from '../core/deadline.js'
import type { DeployConfig, VerifyConfig } from '../core/config.js'
import { formatDuration } from '../core/duration.js'
import type { Failure, VerifyReport } from '../core/result.js'
import { choice, phrase, setting } from '../core/vocabulary.js'
import { healthProber } from '../health/health-check.js'
import { describeError } from '../text/error-text.js'
import { isCommitSha } from '../text/identifiers.js'
import { counted, withoutPeriod } from '../text/words.js'
import { readBaseline } from '../verify/baseline.js'
import type { Baseline, Verdict } from '../verify/judge.js'
import type { LogPatterns } from '../verify/patterns.js'
import { runWindow, type WindowOutcome } from '../verify/window.js'
import { classifyState } from '../watch/states.js'
import type { WatchResult } from '../watch/state-watcher.js'
import type { HealthCheck } from './health.js'
import type { KeyCheck } from './key-check.js'
import type { Run } from './run.js'

// The verification window as steps of the story: the baseline read before anything is queued,
// and the window itself once the deployment is live and its health check passed. The window's
// verdict becomes the run's failure (unhealthy, or cancelled when a newer deployment replaced
// it), and its report the result's `verify`.

/** The window's time comes on top of `timeout`; this much more lets its last reads finish. */
export const VERIFY_GRACE_MS = 30_000

/** What these steps find: the baseline (null: it could not be read), when it went live, the report. */
export interface VerifyFound {
  baseline?: Baseline | null
  health?: HealthCheck
  liveAt?: number
  verify?: VerifyReport
  watched?: WatchResult
  failure?: Failure
}

/**
 * Only with a window and a key that may read logs: the runtime log of the version being replaced
 * (since it went live, within BASELINE_MS), said once if unreadable. A 404 is the service's: the
 * run ends there, as the deploy would.
 */
export async function readTheBaseline(
  run: Run<VerifyFound>,
  config: Pick<DeployConfig, 'serviceId' | 'verify'>,
  key: KeyCheck
): Promise<void> {
  const { verify } = config
  if (!verify || !key.canReadLogs) return
  run.found.baseline = await run.phase('Reading the runtime log before the deploy', async () => {
    const signal = AbortSignal.any([run.deadline.signal, AbortSignal.timeout(OPTIONAL_READ_MS)])
    try {
      const replaced = await replacedVersion(run, config.serviceId, signal)
      const baseline = await readBaseline({
        client: run.client,
        serviceId: config.serviceId,
        patterns: await logPatterns(verify),
        now: run.client.serverNow() ?? Date.now(),
        liveSince: replaced?.liveSince,
        signal
      })
      const errors = [...baseline.shapes.values()].reduce((a, b) => a + b, 0)
      const span = `the ${formatDuration(baseline.spanMs)} before the deploy`
      run.host.info(
        errors === 0
          ? `No crash or error pattern in the runtime log of ${span}.`
          : `The runtime log of ${span} holds ${counted(errors, 'matching line')} of ${counted(baseline.shapes.size, 'kind')}: the verification window counts these as known.`
      )
      return { ...baseline, ...(replaced?.commitSha === undefined ? {} : { commitSha: replaced.commitSha }) }
    } catch (error) {
      if (run.deadline.reason) throw error
      // No such service: said as this phase's, as the queue's would be without a window.
      if (error instanceof ApiError && error.status === 404)
        throw new ApiError(
          error.message.replace(/^[^:]* failed: /, 'Reading the runtime log before the deploy failed: '),
          404,
          error.serverMessage,
          error.next
        )
      const why = isTimeUp(error)
        ? `The runtime log did not answer within ${OPTIONAL_READ_MS / 1000} s (the service may be rate limiting)`
        : withoutPeriod(describeError('Reading the runtime log before the deploy', error))
      run.host.warning(
        `${why}. No baseline: in the verification window, every matching line counts as new.`,
        'No runtime log baseline'
      )
      return null
    }
  })
}

/**
 * When the version being replaced went live (the newest deployment of the list that did): the
 * baseline starts there, so that the lines of an earlier attempt (one that crashed, then rolled
 * back) are not counted as the replaced version's. Undefined when the list does not say.
 */
async function replacedVersion(
  run: Run<VerifyFound>,
  serviceId: string,
  signal: AbortSignal
): Promise<{ liveSince: number | undefined; commitSha: string | undefined } | undefined> {
  try {
    for await (const record of deploymentsOf(run.client, serviceId, { maxPages: 1, signal })) {
      const state = record.status === undefined ? undefined : classifyState(record.status)
      if (state?.known && state.class === 'success')
        return {
          liveSince: record.finishedAt ?? record.createdAt,
          commitSha: isCommitSha(record.commitSha) ? record.commitSha : undefined
        }
    }
  } catch (error) {
    if (run.deadline.reason || (error instanceof ApiError && error.status === 404)) throw error
  }
  return undefined
}

/** Only with a window, once the deployment is live and healthy: watched, its verdict the run's. */
export async function verifyTheDeployment(
  run: Run<VerifyFound>,
  config: Pick<DeployConfig, 'serviceId' | 'verify' | 'healthCheck' | 'superseded'>,
  deploymentId: string,
  target: URL | undefined,
  key: KeyCheck,
  /** Ends the window early without a verdict (an app's other service failed its window). */
  stop?: AbortSignal
): Promise<void> {
  const { verify } = config
  if (!verify || run.found.failure || run.found.watched?.outcome !== 'success') return
  // Live and healthy: a larger run (an app) starts what needs this service now, not after the window.
  run.verdict(true)
  run.deadline.extend(verify.forMs + VERIFY_GRACE_MS)
  const startedAtMs = Math.max(0, Date.now() - (run.found.liveAt ?? Date.now()))
  const baseline = baselineFor(run, run.found.watched.commitSha)
  const health = target && config.healthCheck ? healthProber(target, config.healthCheck.expect) : undefined
  const outcome = await run.phase(`Verifying for ${formatDuration(verify.forMs)}`, async () => {
    try {
      return await runWindow({
        client: run.client,
        serviceId: config.serviceId,
        deploymentId,
        settings: verify,
        patterns: key.canReadLogs ? await logPatterns(verify) : undefined,
        baseline,
        health,
        startedAtMs,
        signal: run.deadline.signal,
        ...(stop ? { stop } : {}),
        log: run.host
      })
    } finally {
      await health?.close()
    }
  })
  const report = reportOf(outcome, verify, config.serviceId)
  run.found.verify = report
  const { verdict } = outcome
  const broken = healthAfter(outcome)
  if (broken) run.found.health = broken
  if (report.result === 'skipped' && verdict.state === 'passed') run.host.warning(report.reason, 'Not verified')
  else run.host.info(report.reason)
  run.found.failure = verdictFailure(run, outcome, config, deploymentId, report)
}

/**
 * The health a broken window leaves: unhealthy when it broke on its health check, or broke
 * otherwise (a crash, its state) with its last checks failing; undefined: the health stands.
 */
export function healthAfter({
  verdict,
  measured
}: {
  verdict: WindowOutcome['verdict'] | Verdict
  measured: WindowOutcome['measured']
}): HealthCheck | undefined {
  if (verdict.state !== 'failed') return undefined
  if (verdict.cause !== 'health' && measured.failedInARow === 0) return undefined
  return { health: 'unhealthy', problem: measured.failedProbes.at(-1)?.problem ?? 'no answer' }
}

/**
 * The baseline, unless the version it read is this same commit (a job run again after its window
 * failed, with nothing rolled back): that version's errors are this one's own, not known ones.
 */
function baselineFor(run: Run<VerifyFound>, commitSha: string | undefined): Baseline | undefined {
  const baseline = run.found.baseline ?? undefined
  if (baseline?.commitSha === undefined || commitSha === undefined || baseline.commitSha !== commitSha) return baseline
  if (baseline.shapes.size > 0)
    run.host.info(
      `The version it replaces is this same commit (${commitSha.slice(0, 7)}): the errors of its runtime log are this version's own, so none counts as known.`
    )
  return undefined
}

/** The window's patterns, compiled: the RE2 engine is loaded only for a run with a window. */
async function logPatterns(verify: VerifyConfig): Promise<LogPatterns> {
  const { compileLogPatterns } = await import(/* webpackChunkName: "patterns" */ '../verify/patterns.js')
  return compileLogPatterns(verify)
}

/** The report of a window as the result's `verify` holds it. */
function reportOf(outcome: WindowOutcome, verify: VerifyConfig, serviceId: string): VerifyReport {
  const { verdict, measured, runtimeLines, logMissing, listReads } = outcome
  // Passed with nothing seen (no health check, the log and the list unanswered): not verified.
  const blind = verdict.state === 'passed' && measured.probes === 0 && logMissing !== undefined && listReads === 0
  const result = verdict.state === 'stopped' || blind ? 'skipped' : verdict.state
  const seen = [
    measured.probes > 0
      ? `${counted(measured.probes, 'health check')} (${measured.failedProbes.length} failed)`
      : undefined,
    logMissing === undefined ? counted(runtimeLines, 'runtime line') : `no runtime log (${logMissing})`,
    logMissing !== undefined
      ? undefined
      : knownLines(measured.matchesByShape) === 0
        ? 'no crash'
        : `${counted(knownLines(measured.matchesByShape), 'line')} of errors it already had`,
    measured.probes === 0 && logMissing !== undefined
      ? listReads > 0
        ? 'nothing but the deployment list watched'
        : 'no deployment list either'
      : listReads === 0
        ? 'the deployment list unread'
        : undefined
  ]
    .filter(part => part !== undefined)
    .join(', ')
  const reason =
    verdict.state === 'failed'
      ? `${serviceId} ${verdict.reason}`
      : verdict.state === 'superseded'
        ? `A newer deployment, ${verdict.newer}, replaced it ${formatDuration(verdict.atMs ?? measured.startedAtMs + measured.elapsedMs)} after it went live: the verification window ended there.`
        : verdict.state === 'stopped'
          ? `The verification window was ended after ${formatDuration(measured.elapsedMs)}: another service of the app failed first (${seen}).`
          : blind
            ? `Not verified: in ${formatDuration(verify.forMs)} the verification window had no health check to probe and could read neither the runtime log nor the deployment list; ${logMissing}. The deployment is live, and nothing judged it.`
            : `Verified for ${formatDuration(verify.forMs)}: ${seen}.`
  return {
    result,
    forMs: Math.round(measured.elapsedMs),
    probes: measured.probes,
    failedProbes: measured.failedProbes.length,
    runtimeLines,
    matches: measured.matches.slice(0, 20).map(({ line, atMs, known }) => ({ line, atMs: Math.round(atMs), known })),
    reason
  }
}

/** The matched lines counted, every shape (when the window passed, all of them known ones). */
function knownLines(byShape: ReadonlyMap<string, number>): number {
  return [...byShape.values()].reduce((sum, count) => sum + count, 0)
}

/** A failed window fails the run as unhealthy; a newer deployment ends it as superseded, which fails only with superseded: fail. */
function verdictFailure(
  run: Run<VerifyFound>,
  { verdict }: WindowOutcome,
  config: Pick<DeployConfig, 'superseded'>,
  deploymentId: string,
  report: VerifyReport
): Failure | undefined {
  if (verdict.state === 'superseded') {
    const replaced = `Deployment ${deploymentId} was live; ${report.reason.charAt(0).toLowerCase()}${report.reason.slice(1)}`
    if (config.superseded === 'pass') {
      run.host.notice(
        `${replaced} Passing, as ${choice('superseded', 'pass')} asks; it is not rolled back.`,
        'Deployment superseded'
      )
      return undefined
    }
    const message = `${replaced} A superseded deployment is never rolled back: that would undo the newer one.`
    const next = `set ${choice('superseded', 'pass')} to let a deployment replaced during its verification window pass.`
    return {
      message,
      title: 'Deployment superseded',
      next,
      annotation: `${message} Next: ${next}`,
      result: 'cancelled',
      kind: 'cancelled'
    }
  }
  if (verdict.state !== 'failed') return undefined
  const message = `${report.reason} (deployment ${deploymentId}).`
  const next = `read the lines the verification window printed ${phrase('logPlace')} and the application's runtime log ${phrase('runtimeLogPlace')}; ${setting('verifyFor')} sets how long a deployment must stay good.`
  return {
    message,
    title: 'Deployment broke after going live',
    next,
    annotation: `${message} Next: ${next}`,
    result: 'unhealthy',
    kind: 'unhealthy'
  }
}

import type { DeployConfig } from '../core/config.js'
import { formatDuration } from '../core/duration.js'
import type { Failure } from '../core/result.js'
import type { KeyCheck } from '../steps/key-check.js'
import { rollBack, type Rollback } from '../steps/rollback.js'
import { supersededBy } from '../steps/superseded.js'
import { messageExcerpt } from '../text/remote-text.js'
import { LogSink, MAX_LOG_BYTES } from '../watch/log-sink.js'
import { lookUpDeployment } from '../watch/find-deployment.js'
import { watchDeployment, type WatchResult } from '../watch/state-watcher.js'
import { choice, phrase } from '../core/vocabulary.js'
import { explainFailure, withNote } from './failure.js'
import type { DeployRun } from './settle.js'

// Following a deployment to its end and concluding on it (deploy() and watch() alike), and the
// rollback after a failure. The failure of an outcome is explained here, next to failure.ts.

/** Only when waiting: the deployment followed to its end, its outcome the run's failure or not. */
export async function followToTheEnd(
  run: DeployRun,
  /** `queuedBefore`: the deployment was queued before this run (watch), whose clock then says nothing of it. */
  inputs: Pick<DeployConfig, 'serviceId' | 'superseded' | 'wait' | 'logs'> & { queuedBefore?: boolean },
  deploymentId: string,
  key: KeyCheck
): Promise<void> {
  if (!inputs.wait) {
    run.host.info(
      `Not waiting (${choice('wait', 'false')}): deployment ${deploymentId} is queued; its outcome is not checked by ${phrase('self')}.`
    )
    return
  }
  const { client, deadline, sink, host } = run
  const { serviceId } = inputs
  // The log is read when asked for and the key may read it.
  const followLogs = inputs.logs && key.canReadLogs
  const watched = await run.phase(
    'Following the deployment',
    async () => {
      // Queued elsewhere, it may not be there at all: a typo or another service's id is said before any log is read.
      if (inputs.queuedBefore) await lookUpDeployment({ client, serviceId, deploymentId, signal: deadline.signal })
      return watchDeployment({ client, serviceId, deploymentId, deadline, sink, followLogs, log: host })
    },
    `Deployment ${deploymentId}`
  )
  run.found.watched = watched
  if (watched.outcome === 'success') run.found.liveAt = Date.now()
  run.found.failure = await concluded(run, inputs, watched, deploymentId)
}

/**
 * The outcome is known once the deployment, its health check and its verification window are:
 * it is told first (an app starts or stops other services on it). Then, only with rollback,
 * after a failed deployment, health check or window: the last good ref redeployed, its note the
 * failure's.
 */
export async function rollBackIfFailed(
  run: DeployRun,
  inputs: Pick<DeployConfig, 'serviceId' | 'rollback' | 'logs'>,
  deploymentId: string,
  key: KeyCheck
): Promise<void> {
  run.verdict(run.found.failure === undefined, run.found.failure)
  const { watched, health, verify } = run.found
  const broke = watched?.outcome === 'failure' || health?.failure !== undefined || verify?.result === 'failed'
  if (!inputs.rollback || !broke) return
  // The rollback's log is read as the deployment's was.
  const followLogs = inputs.logs && key.canReadLogs
  const rollback = await run.phase('Rolling back', () => rollBackFrom(run, inputs, deploymentId, followLogs))
  run.found.rollback = rollback
  run.found.failure = run.found.failure && withNote(run.found.failure, rollback.note)
}

/**
 * The redeploy of the last good ref; its outputs as soon as it is queued, and kept in `found`
 * from then on (a run stopped while it goes on still names it). An error of its own becomes its
 * note: the run's failure stays the deployment's.
 */
async function rollBackFrom(
  run: DeployRun,
  config: Pick<DeployConfig, 'serviceId'>,
  failedId: string,
  followLogs: boolean
): Promise<Rollback> {
  const { host } = run
  const sink = new LogSink(host, MAX_LOG_BYTES, run.budget)
  let queued: Rollback['queued']
  return rollBack({
    client: run.client,
    serviceId: config.serviceId,
    failedId,
    deadline: run.deadline,
    sink,
    followLogs,
    log: host,
    onQueued: redeploy => {
      queued = redeploy
      run.found.rollback = {
        queued,
        note: `Deployment ${redeploy.deploymentId} was queued to roll back; it was not followed to its end.`
      }
      host.event({ type: 'output', name: 'rollbackDeploymentId', value: redeploy.deploymentId })
      host.event({ type: 'output', name: 'rollbackRef', value: redeploy.ref })
    }
  })
    .catch((error: unknown) => {
      if (run.deadline.reason) throw error
      const why = explainFailure({ error, phase: 'Rolling back', timeoutMs: run.deadline.timeoutMs }, run.words).message
      return { ...(queued ? { queued } : {}), note: `The rollback failed: ${why}` }
    })
    .finally(() => sink.finish())
}

/**
 * Success says so; any other outcome is the run's failure, with the status, id and last lines.
 * A deployment superseded by a newer one passes with a notice when `superseded` is `pass`.
 */
async function concluded(
  run: DeployRun,
  config: Pick<DeployConfig, 'serviceId' | 'superseded'> & { queuedBefore?: boolean },
  watched: WatchResult,
  deploymentId: string
): Promise<Failure | undefined> {
  const { deadline, sink, host } = run
  const { outcome, status } = watched
  // How long the deployment took: queued by this run, the run's clock; queued before, its record's times or nothing.
  const tookMs = config.queuedBefore ? watched.tookMs : deadline.elapsedMs
  const newer = outcome === 'cancelled' ? await supersededBy(run.client, config.serviceId, deploymentId) : undefined
  if (newer !== undefined && config.superseded === 'pass') {
    host.notice(
      `Deployment ${deploymentId} was superseded by the newer deployment ${newer} (status "${messageExcerpt(status ?? 'cancelled', 60)}"); passing, as ${choice('superseded', 'pass')} asks.`,
      'Deployment superseded'
    )
    return undefined
  }
  if (outcome !== 'success') {
    const failure = explainFailure(
      {
        watched: { outcome, status },
        deploymentId,
        serviceId: config.serviceId,
        elapsedMs: tookMs,
        timeoutMs: deadline.timeoutMs,
        tail: sink.tail(),
        rateLimited: run.client.rateLimits.describe()
      },
      run.words
    )
    // The failure of a superseded deployment names the newer one.
    return newer === undefined
      ? failure
      : withNote(
          failure,
          `A newer deployment, ${newer}, replaced it (${choice('superseded', 'fail')}; set ${choice('superseded', 'pass')} to let this pass).`
        )
  }
  host.info(
    `Deployment ${deploymentId} is ${messageExcerpt(status ?? 'live', 60)}${tookMs === undefined ? '' : ` after ${formatDuration(tookMs)}`}.`
  )
  return undefined
}

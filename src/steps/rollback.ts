import type { Log } from '../core/host.js'
import { deploymentsOf, type ListedDeployment } from '../api/deployment-list.js'
import type { HostingClient } from '../api/hosting-api.js'
import type { DeployResponse } from '../core/api-types.js'
import type { Deadline } from '../core/deadline.js'
import { deploymentIdFrom, refFrom } from '../text/identifiers.js'
import { messageExcerpt } from '../text/remote-text.js'
import type { LogSink } from '../watch/log-sink.js'
import { watchDeployment, type WatchResult } from '../watch/state-watcher.js'
import { classifyState } from '../watch/states.js'
import { queueDeployment } from './queue-deploy.js'

// rollback: after a failed deployment or health check, the ref of the newest earlier deployment
// that went live and is `rollbackable` is queued again and followed with its log. Once per run:
// the redeploy itself is never rolled back. The step still fails; this says what is live now.

/** Pages of the deployment list read to find the failed deployment and an earlier good one. */
export const MAX_PAGES = 5

export interface Rollback {
  /** The redeploy, when one was queued. */
  queued?: DeployResponse
  /** One sentence for the failure message and the summary: what is live now. */
  note: string
  /** How the redeploy ended, when one was queued and followed. */
  outcome?: WatchResult['outcome']
}

export interface RollbackOptions {
  client: HostingClient
  serviceId: string
  failedId: string
  deadline: Deadline
  sink: LogSink
  followLogs: boolean
  log: Log
  /** Called as soon as the redeploy is queued (its outputs). */
  onQueued: (queued: DeployResponse) => void | Promise<void>
}

export async function rollBack(options: RollbackOptions): Promise<Rollback> {
  const { client, serviceId, failedId, deadline } = options
  const found = await findLastGood(client, serviceId, failedId)
  if (found.kind !== 'found') {
    const note =
      found.kind === 'newer'
        ? `Nothing was rolled back: deployment ${found.id} is newer than ${failedId}, so redeploying an older ref would replace it.`
        : found.kind === 'unplaced'
          ? `Nothing was rolled back: deployment ${failedId} is not among the newest deployments read, so which one is earlier cannot be told.`
          : `Nothing was rolled back: no deployment before ${failedId} went live and is still rollbackable.`
    options.log.info(note)
    return { note }
  }
  const lastGood = found.good
  options.log.info(
    `Redeploying ${messageExcerpt(lastGood.ref, 100)}, the ref of deployment ${lastGood.id}, the last one that went live.`
  )
  const queued = await queueDeployment({
    client,
    serviceId,
    ref: lastGood.ref,
    signal: deadline.signal,
    log: options.log
  })
  await options.onQueued(queued)
  options.log.info(`Queued deployment ${queued.deploymentId} of ${messageExcerpt(queued.ref || lastGood.ref, 100)}.`)
  const watched = await watchDeployment({
    client,
    serviceId,
    deploymentId: queued.deploymentId,
    deadline,
    sink: options.sink,
    followLogs: options.followLogs,
    log: options.log
  })
  const ref = messageExcerpt(queued.ref || lastGood.ref, 100)
  const note =
    watched.outcome === 'success'
      ? `Rolled back: deployment ${queued.deploymentId} of ${ref} is live now.`
      : `The rollback to ${ref} did not go live either (deployment ${queued.deploymentId}: ${watched.outcome}, status "${messageExcerpt(watched.status ?? 'unknown', 60)}"); check what is live in the dashboard.`
  options.log.info(note)
  return { queued, note, outcome: watched.outcome }
}

type LastGood =
  | { kind: 'found'; good: { id: string; ref: string } }
  /** Nothing earlier went live and is rollbackable. */
  | { kind: 'none' }
  /** A deployment newer than the failed one exists (another run's, say): a rollback would replace it. */
  | { kind: 'newer'; id: string }
  /** The failed deployment is not in the pages read. */
  | { kind: 'unplaced' }

/**
 * The newest deployment older than `failedId` that went live and is rollbackable, with its ref;
 * only while the failed deployment is the newest of all (the list is newest first).
 */
async function findLastGood(client: HostingClient, serviceId: string, failedId: string): Promise<LastGood> {
  let pastFailed = false
  for await (const record of deploymentsOf(client, serviceId, { maxPages: MAX_PAGES })) {
    if (record.id === failedId) pastFailed = true
    else if (!pastFailed)
      return record.id === undefined ? { kind: 'unplaced' } : { kind: 'newer', id: messageExcerpt(record.id, 60) }
    else {
      const good = goodRef(record)
      if (good) return { kind: 'found', good }
    }
  }
  return pastFailed ? { kind: 'none' } : { kind: 'unplaced' }
}

function goodRef({ id, status, ref, rollbackable }: ListedDeployment): { id: string; ref: string } | undefined {
  if (!rollbackable || status === undefined || id === undefined || ref === undefined || ref === '') return undefined
  if (classifyState(status).class !== 'success') return undefined
  return { id: deploymentIdFrom(id, 'the deployment list'), ref: refFrom(ref, 'the deployment list') }
}

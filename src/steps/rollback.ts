import * as core from '@actions/core'
import type { HostingClient } from '../api/hosting-api.js'
import type { DeployResponse, DeploymentRecord } from '../api/types.js'
import type { Deadline } from '../deadline.js'
import { deploymentIdFrom, refFrom } from '../text/identifiers.js'
import { excerpt } from '../text/remote-text.js'
import type { LogSink } from '../watch/log-sink.js'
import { watchDeployment, type WatchResult } from '../watch/state-watcher.js'
import { classifyState, idOf, stateOf } from '../watch/states.js'
import { queueDeployment } from './queue-deploy.js'

// rollback: after a failed deployment or health check, the ref of the newest earlier deployment
// that went live and is `rollbackable` is queued again and followed with its log. Once per run:
// the redeploy itself is never rolled back. The step still fails; this says what is live now.

/** Pages of the deployment list read to find the failed deployment and an earlier good one. */
const MAX_PAGES = 5

export interface Rollback {
  /** The failed deployment the redeploy replaces. */
  failedId: string
  /** The earlier deployment whose ref is redeployed; undefined when there was none. */
  lastGood?: { id: string; ref: string }
  queued?: DeployResponse
  watched?: WatchResult
  /** One sentence for the failure message and the summary: what is live now. */
  note: string
}

export interface RollbackOptions {
  client: HostingClient
  serviceId: string
  failedId: string
  deadline: Deadline
  sink: LogSink
  followLogs: boolean
  /** Called as soon as the redeploy is queued (its outputs). */
  onQueued: (queued: DeployResponse) => void
}

export async function rollBack(options: RollbackOptions): Promise<Rollback> {
  const { client, serviceId, failedId, deadline } = options
  const lastGood = await findLastGood(client, serviceId, failedId)
  if (!lastGood) {
    const note = `Nothing was rolled back: no deployment before ${failedId} went live and is still rollbackable.`
    core.info(note)
    return { failedId, note }
  }
  core.info(
    `Redeploying ${excerpt(lastGood.ref, 100)}, the ref of deployment ${lastGood.id}, the last one that went live.`
  )
  const queued = await queueDeployment({ client, serviceId, ref: lastGood.ref, signal: deadline.signal })
  options.onQueued(queued)
  core.info(`Queued deployment ${queued.deploymentId} of ${excerpt(queued.ref || lastGood.ref, 100)}.`)
  const watched = await watchDeployment({
    client,
    serviceId,
    deploymentId: queued.deploymentId,
    deadline,
    sink: options.sink,
    followLogs: options.followLogs
  })
  const ref = excerpt(queued.ref || lastGood.ref, 100)
  const note =
    watched.outcome === 'success'
      ? `Rolled back: deployment ${queued.deploymentId} of ${ref} is live now.`
      : `The rollback to ${ref} did not go live either (deployment ${queued.deploymentId}: ${watched.outcome}, status "${excerpt(watched.status ?? 'unknown', 60)}"); check what is live in the dashboard.`
  core.info(note)
  return { failedId, lastGood, queued, watched, note }
}

/** The newest deployment older than `failedId` that went live and is rollbackable, with its ref. */
async function findLastGood(
  client: HostingClient,
  serviceId: string,
  failedId: string
): Promise<{ id: string; ref: string } | undefined> {
  let before: number | undefined
  let pastFailed = false
  const candidates: DeploymentRecord[] = []
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await client.listDeployments(serviceId, before)
    for (const record of answer.deployments ?? []) {
      if (idOf(record) === failedId) pastFailed = true
      else if (pastFailed) {
        const good = goodRef(record)
        if (good) return good
      } else candidates.push(record)
    }
    const next = answer.nextCursor
    if (typeof next !== 'number' || next === 0) break
    before = next
  }
  // The failed deployment was not found in the pages read: any good one will do, newest first.
  if (!pastFailed) for (const record of candidates) if (goodRef(record)) return goodRef(record)
  return undefined
}

function goodRef(record: DeploymentRecord): { id: string; ref: string } | undefined {
  const status = stateOf(record)
  const id = idOf(record)
  if (record.rollbackable !== true || status === undefined || id === undefined) return undefined
  if (classifyState(status).class !== 'success') return undefined
  if (typeof record.ref !== 'string' || record.ref === '') return undefined
  return { id: deploymentIdFrom(id, 'the deployment list'), ref: refFrom(record.ref, 'the deployment list') }
}

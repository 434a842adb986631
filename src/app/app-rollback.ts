import type { HostingClient } from '../api/hosting-api.js'
import type { AppService } from '../core/config.js'
import type { ServiceResult } from '../core/result.js'
import { rollBack } from '../steps/rollback.js'
import { describeError } from '../text/error-text.js'
import { messageExcerpt } from '../text/remote-text.js'
import { followAdvice, spell } from '../core/vocabulary.js'
import { startRun, type DeployOptions } from '../steps/run.js'
import type { ServiceHost } from './service-host.js'

// The app's way back, best effort: after a failure, every service this run took live is
// redeployed at the ref that was live before this run (the newest rollbackable deployment
// older than the one this run made), each followed to its end and reported. Services the run
// never queued are not touched, and the failed ones were rolled back by their own deploy.

export interface LiveService {
  service: AppService
  /** The deployment this run took live. */
  deploymentId: string
  host: ServiceHost
}

/** How one service's return went: its entry's `rollback` (null when nothing was queued), and what happened. */
export interface Returned {
  rollback: ServiceResult['rollback']
  note: string
}

/** Each live service returned to its previous ref, all at once, by name. */
export async function returnToPreviousRefs(
  client: HostingClient,
  live: readonly LiveService[],
  options: Pick<DeployOptions, 'signal' | 'words' | 'startedAt' | 'within' | 'logBudget'>
): Promise<Map<string, Returned>> {
  const done = await Promise.all(
    live.map(async entry => [entry.service.name, await returnOne(client, entry, options)] as const)
  )
  return new Map(done)
}

/** One service's return, on a run of its own (its own clock, the app's client and signal). */
async function returnOne(
  client: HostingClient,
  { service, deploymentId, host }: LiveService,
  options: Pick<DeployOptions, 'signal' | 'words' | 'startedAt' | 'within' | 'logBudget'>
): Promise<Returned> {
  const run = startRun(service.config, host, { ...options, client }, {})
  // Kept once queued: a return stopped (the job cancelled, the timeout) still names its redeploy.
  let queued: { deploymentId: string; ref: string } | undefined
  try {
    run.host.info(
      `Returning ${service.name} to the ref that was live before this run (another service of the app failed).`
    )
    const rollback = await rollBack({
      client: run.client,
      serviceId: service.config.serviceId,
      failedId: deploymentId,
      deadline: run.deadline,
      sink: run.sink,
      followLogs: service.config.logs,
      log: run.host,
      onQueued: redeploy => void (queued = redeploy)
    })
    const { outcome, note } = rollback
    return {
      rollback: queued ? { deploymentId: queued.deploymentId, ref: queued.ref, result: outcome ?? null } : null,
      note
    }
  } catch (error) {
    const why = describeError(`Returning ${service.name} to its previous ref`, error)
    // The redeploy goes on at the service: followed elsewhere, it may still go live.
    const note = queued
      ? spell(
          `${why} Deployment ${queued.deploymentId}${queued.ref === '' ? '' : ` of ${messageExcerpt(queued.ref, 100)}`} goes on at the service. ${followAdvice(queued.deploymentId, service.config.serviceId)}.`,
          run.words
        )
      : why
    run.host.warning(note, 'Rollback failed')
    return { rollback: queued ? { deploymentId: queued.deploymentId, ref: queued.ref, result: null } : null, note }
  } finally {
    run.sink.finish()
    run.stop()
  }
}

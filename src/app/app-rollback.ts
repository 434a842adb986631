import type { HostingClient } from '../api/hosting-api.js'
import type { AppService } from '../core/config.js'
import { Deadline } from '../core/deadline.js'
import type { ServiceResult } from '../core/result.js'
import { rollBack } from '../steps/rollback.js'
import { describeError } from '../text/error-text.js'
import { LogSink } from '../watch/log-sink.js'
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

/** Each live service returned to its previous ref, all at once; resolves with each one's rollback entry. */
export async function returnToPreviousRefs(
  client: HostingClient,
  live: readonly LiveService[],
  signal: AbortSignal | undefined
): Promise<Map<string, ServiceResult['rollback'] & { note: string }>> {
  const done = await Promise.all(
    live.map(async entry => [entry.service.name, await returnOne(client, entry, signal)] as const)
  )
  return new Map(done)
}

async function returnOne(
  client: HostingClient,
  { service, deploymentId, host }: LiveService,
  signal: AbortSignal | undefined
): Promise<ServiceResult['rollback'] & { note: string }> {
  const deadline = new Deadline(service.config.timeoutMs, Date.now())
  const cancel = (): void => deadline.cancel('the job was cancelled')
  signal?.addEventListener('abort', cancel, { once: true })
  const sink = new LogSink(host)
  const own = client.derive({ signal: deadline.signal, log: host })
  try {
    host.info(`Returning ${service.name} to the ref that was live before this run (another service of the app failed).`)
    const rollback = await rollBack({
      client: own,
      serviceId: service.config.serviceId,
      failedId: deploymentId,
      deadline,
      sink,
      followLogs: service.config.logs,
      log: host,
      onQueued: () => undefined
    })
    sink.finish()
    if (!rollback.queued) return { deploymentId: '', ref: '', result: null, note: rollback.note }
    return {
      deploymentId: rollback.queued.deploymentId,
      ref: rollback.queued.ref,
      result: rollback.outcome ?? null,
      note: rollback.note
    }
  } catch (error) {
    const note = describeError(`Returning ${service.name} to its previous ref`, error)
    host.warning(note, 'Rollback failed')
    return { deploymentId: '', ref: '', result: 'failure', note }
  } finally {
    signal?.removeEventListener('abort', cancel)
    deadline.dispose()
  }
}

import { NO_LOG_LINES, type Log } from '../core/host.js'
import { deploymentsOf } from '../api/deployment-list.js'
import type { HostingClient } from '../api/hosting-api.js'
import type { DeployResponse } from '../core/api-types.js'
import { TimeoutReached, type Deadline, type Sleep } from '../core/deadline.js'
import { UserFacingError } from '../core/errors.js'
import { deploymentIdFrom } from '../text/identifiers.js'
import { messageExcerpt } from '../text/remote-text.js'
import { LogSink } from '../watch/log-sink.js'
import { watchDeployment } from '../watch/state-watcher.js'
import { classifyState } from '../watch/states.js'
import { DeployConflict } from './conflict.js'
import { queueDeployment } from './queue-deploy.js'
import { choice, phrase } from '../core/vocabulary.js'

// if-busy: a deploy refused with 409 while another deployment of the service is in progress.
// The deployment list tells a busy service from other conflicts (a suspended service, billing):
// only an in-progress record makes it "busy". `wait` follows that deployment to its end (its
// state only) and queues ours once more; `fail` fails at once, naming it.

export interface BusyOptions {
  client: HostingClient
  serviceId: string
  ref: string | undefined
  deadline: Deadline
  ifBusy: 'wait' | 'fail'
  log: Log
  /** Injectable for tests: the queue step's wait for the deployment list to settle. */
  sleep?: Sleep
}

export async function queueUnlessBusy(options: BusyOptions): Promise<DeployResponse> {
  const { client, serviceId, ref, deadline } = options
  const queue = (): Promise<DeployResponse> =>
    queueDeployment({ client, serviceId, ref, signal: deadline.signal, log: options.log, sleep: options.sleep })
  try {
    return await queue()
  } catch (error) {
    if (!(error instanceof DeployConflict)) throw error
    const inTheWay = await deploymentInProgress(client, serviceId)
    if (!inTheWay) throw error
    const reason = messageExcerpt(error.serverMessage ?? 'no reason given', 200)
    if (options.ifBusy === 'fail') {
      throw new UserFacingError(
        `Deployment ${inTheWay.id} of ${serviceId} is in progress (status "${messageExcerpt(inTheWay.status, 60)}"), and the service refuses another deploy meanwhile (HTTP 409: "${reason}"). Nothing was queued (${choice('ifBusy', 'fail')}).`,
        `${phrase('runAgain')} once deployment ${inTheWay.id} has ended, or set ${choice('ifBusy', 'wait')}.`
      )
    }
    options.log.info(
      `Deployment ${inTheWay.id} is in progress (status "${messageExcerpt(inTheWay.status, 60)}") and the service refuses another deploy meanwhile (HTTP 409: "${reason}"). Following it to its end, then queuing this one (${choice('ifBusy', 'wait')}).`
    )
    const { log } = options
    const watched = await watchDeployment({
      client,
      serviceId,
      deploymentId: inTheWay.id,
      deadline,
      // Its state only: no log is read, so none is printed.
      sink: new LogSink(NO_LOG_LINES),
      followLogs: false,
      // Its progress is said, but its states are not this run's (the status output is ours).
      log: { debug: log.debug, info: log.info, notice: log.notice, warning: log.warning, event: () => undefined }
    })
    if (watched.outcome === 'timed-out') {
      log.info(
        `Deployment ${inTheWay.id} was still in progress (status "${messageExcerpt(watched.status ?? inTheWay.status, 60)}") when the timeout ran out; nothing was queued.`
      )
      throw new TimeoutReached('timeout')
    }
    log.info(
      `Deployment ${inTheWay.id} ended (${watched.outcome}, status "${messageExcerpt(watched.status ?? 'unknown', 60)}"); queuing this one once more.`
    )
    return queue()
  }
}

/** The newest deployment of the first page whose state is in progress, if any (unreadable: none). */
async function deploymentInProgress(
  client: HostingClient,
  serviceId: string
): Promise<{ id: string; status: string } | undefined> {
  let busy: { id: string; status: string } | undefined
  try {
    for await (const { id, status } of deploymentsOf(client, serviceId, { maxPages: 1 })) {
      if (status === undefined || id === undefined) continue
      const state = classifyState(status)
      if (state.class === 'in_progress' && state.known) {
        busy = { id, status }
        break
      }
    }
  } catch {
    return undefined
  }
  return busy && { id: deploymentIdFrom(busy.id, 'the deployment list'), status: busy.status }
}

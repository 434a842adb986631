import type { ListedDeployment } from '../api/deployment-list.js'
import { ApiError } from '../api/errors.js'
import type { HostingClient } from '../api/hosting-api.js'
import { sleep as realSleep, type Sleep } from '../core/deadline.js'
import { NotFound } from '../core/errors.js'
import { setting } from '../core/vocabulary.js'
import { findDeployment, NOT_FOUND_GRACE_MS } from './state-watcher.js'

// watch(): the deployment another job queued, looked for in its service's list (the API has no
// read of one deployment) before it is followed. As in the watcher, absence counts only after
// two reads of the list the not-found grace apart; its log then tells a typo (404) from a
// deployment of another service (readable), which the watcher, following a deployment its
// own run queued, takes for one listed late.

export interface LookupOptions {
  client: HostingClient
  serviceId: string
  deploymentId: string
  signal: AbortSignal
  /** How long a missing deployment is given to show in the list. */
  graceMs?: number
  /** Injectable for tests: the wait of the grace. */
  sleep?: Sleep
}

/**
 * The deployment's record, looked for before it is followed: when the list misses it twice a
 * grace apart, it is not found (NotFound), whether it does not exist, belongs to another
 * service, or the key cannot see it. Nothing else is read meanwhile (no log, no stream).
 */
export async function lookUpDeployment(options: LookupOptions): Promise<ListedDeployment> {
  const { client, serviceId, deploymentId, signal } = options
  const first = await findDeployment(client, serviceId, deploymentId)
  if (first) return first
  await (options.sleep ?? realSleep)(options.graceMs ?? NOT_FOUND_GRACE_MS, signal)
  const second = await findDeployment(client, serviceId, deploymentId)
  if (second) return second
  throw await notListed(client, serviceId, deploymentId, signal)
}

/**
 * Why a deployment missing from its service's list is not found, from its log: a 404, it does
 * not exist (or the key cannot see it); readable, it exists elsewhere. Other errors are thrown.
 */
async function notListed(
  client: HostingClient,
  serviceId: string,
  deploymentId: string,
  signal: AbortSignal
): Promise<NotFound> {
  const listNext = `check the deployment id: the service's deployments are listed in the dashboard and by GET /api/services/${serviceId}/deployments.`
  try {
    await client.deploymentLogs(deploymentId, undefined, signal)
  } catch (error) {
    if (!(error instanceof ApiError) || ![401, 403, 404].includes(error.status)) throw error
    const why =
      error.status === 404
        ? 'its log answers HTTP 404. It does not exist, or this key cannot see it.'
        : `its log cannot be read with this key (HTTP ${error.status}). It does not exist, belongs to another service, or this key cannot see it.`
    return new NotFound(
      `Deployment ${deploymentId} was not found: it is not in the deployment list of service ${serviceId}, and ${why}`,
      listNext
    )
  }
  return new NotFound(
    `Deployment ${deploymentId} was not found in service ${serviceId}: it is not in the service's deployment list, though its log can be read, so it belongs to another service.`,
    `check ${setting('serviceId')}: give the service the deployment belongs to.`
  )
}

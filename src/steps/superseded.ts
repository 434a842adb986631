import { deploymentsOf } from '../api/deployment-list.js'
import { OPTIONAL_READ_MS, type HostingClient } from '../api/hosting-api.js'
import { deploymentIdFrom } from '../text/identifiers.js'

// "Superseded": a deployment that ended cancelled while the list shows a newer deployment of
// the service (the list is newest first, so a newer one is listed before it).

/** Pages read to find the deployment; past them it cannot be told. */
export const MAX_PAGES = 20

/** The id of the newest deployment listed before `deploymentId`, or undefined (none, or unreadable). */
export async function supersededBy(
  client: HostingClient,
  serviceId: string,
  deploymentId: string
): Promise<string | undefined> {
  let newest: string | undefined
  let index = 0
  try {
    const signal = AbortSignal.timeout(OPTIONAL_READ_MS)
    for await (const { id } of deploymentsOf(client, serviceId, { maxPages: MAX_PAGES, signal })) {
      if (id === deploymentId)
        return index === 0 || newest === undefined ? undefined : deploymentIdFrom(newest, 'the deployment list')
      if (index++ === 0) newest = id
    }
  } catch {
    // An optional read: an unreadable list (or a newest id that is not one) names no newer deployment.
    return undefined
  }
  return undefined
}

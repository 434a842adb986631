import { OPTIONAL_READ_MS, type HostingClient } from '../api/hosting-api.js'
import { deploymentIdFrom } from '../text/identifiers.js'
import { idOf } from '../watch/states.js'

// "Superseded": a deployment that ended cancelled while the list shows a newer deployment of
// the service (the newest page comes first, so a newer one is listed before it).

/** The id of the newest deployment listed before `deploymentId`, or undefined (none, or unreadable). */
export async function supersededBy(
  client: HostingClient,
  serviceId: string,
  deploymentId: string
): Promise<string | undefined> {
  let page
  try {
    page = await client.listDeployments(serviceId, undefined, AbortSignal.timeout(OPTIONAL_READ_MS))
  } catch {
    return undefined
  }
  const ids = (page.deployments ?? []).map(record => idOf(record))
  const at = ids.indexOf(deploymentId)
  if (at <= 0) return undefined
  const newer = ids[0]
  return newer === undefined ? undefined : deploymentIdFrom(newer, 'the deployment list')
}

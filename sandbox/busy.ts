// A service busy with another deployment (seed: busyConflict, rivalRef): some services answer
// a deploy with 409 while one is in progress instead of queuing it.
import type { Deployment, ServiceState } from './model.js'
import type { Store } from './store.js'

/** Services whose rival deployment was queued already, per store. */
const rivalsQueued = new WeakMap<Store, Set<string>>()

/**
 * Queues the seed's rival deployment before the service's first deploy request, then the
 * deployment in progress that refuses this request, if the service refuses while busy.
 */
export function deploymentInTheWay(store: Store, service: ServiceState): Deployment | undefined {
  let queued = rivalsQueued.get(store)
  if (!queued) rivalsQueued.set(store, (queued = new Set()))
  if (service.rivalRef !== undefined && !queued.has(service.id)) {
    queued.add(service.id)
    store.deploy(service, service.rivalRef)
  }
  if (!service.busyConflict) return undefined
  return store.deploymentsOf(service.id).find(d => !d.final)
}

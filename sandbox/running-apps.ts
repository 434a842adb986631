// What a deployed application does once it is live (the seed's `app` entry of its ref): it
// writes runtime log lines, breaks (answers 500), its deployment's record leaves the live state,
// or a newer deployment of the tracked branch is queued. All of it happens on timers that run
// only while that deployment is the service's live one: a newer deployment going live, its own
// record leaving live and the sandbox stopping clear them, and none keeps the process alive.
// Delays are divided by the sandbox's speed, as the scripts' are.
import { fillIn, isSuccess, type Deployment, type RuntimeLog, type ServiceState } from './model.js'

/** Timers of the running applications: the real ones by default, the tests' own clock in tests. */
export interface AppTimers {
  set(run: () => void, ms: number): unknown
  clear(handle: unknown): void
}

/** Node's timers, unreferenced: a pending line never keeps the process alive. */
export const REAL_TIMERS: AppTimers = {
  set: (run, ms) => setTimeout(run, ms).unref(),
  clear: handle => clearTimeout(handle as NodeJS.Timeout)
}

/** What the running applications need of the store: declared here so that this file does not import store.ts. */
export interface AppTarget {
  service(id: string): ServiceState | undefined
  /** Newest first. */
  deploymentsOf(serviceId: string): Deployment[]
  appendLog(serviceId: string, line: string, stream?: string): RuntimeLog
  setStatus(deployment: Deployment, status: string, final: boolean): void
  deploy(service: ServiceState, ref: string | undefined): Deployment
}

/** The service's live deployment: its newest finished one whose status means live. */
export function liveDeployment(target: Pick<AppTarget, 'deploymentsOf'>, serviceId: string): Deployment | undefined {
  return target.deploymentsOf(serviceId).find(d => d.final && isSuccess(d.status))
}

/** One live deployment's application: its pending timers. */
interface Running {
  deployment: Deployment
  handles: Set<unknown>
}

export class RunningApps {
  readonly #target: AppTarget
  readonly #speed: number
  readonly #timers: AppTimers
  /** Per service id, the live deployment whose application runs. */
  readonly #running = new Map<string, Running>()
  /** Deployments whose application answers 500 (failsAfterMs has passed). */
  readonly #failing = new WeakSet<Deployment>()

  constructor(target: AppTarget, speed: number, timers: AppTimers = REAL_TIMERS) {
    this.#target = target
    this.#speed = speed
    this.#timers = timers
  }

  /**
   * A deployment went live: the previous live one's application stops, and this one's starts
   * its ref's behaviour. A deployment that is not the service's live one (an older one that
   * finished after a newer one) changes nothing.
   */
  start(deployment: Deployment): void {
    const target = this.#target
    const service = target.service(deployment.serviceId)
    if (!service || liveDeployment(target, service.id) !== deployment) return
    this.#stop(service.id)
    const behaviour = service.app[deployment.ref]
    if (!behaviour) return
    const running: Running = { deployment, handles: new Set() }
    this.#running.set(service.id, running)
    /** Runs `action` `ms` after now (at the sandbox's speed), if the deployment is still live then. */
    const after = (ms: number, action: () => void): void => {
      const handle = this.#timers.set(() => {
        running.handles.delete(handle)
        if (this.#running.get(service.id) !== running) return
        if (liveDeployment(target, service.id) !== deployment) return this.#stop(service.id)
        action()
      }, ms / this.#speed)
      running.handles.add(handle)
    }
    for (const entry of behaviour.runtime) {
      const lines = typeof entry.line === 'string' ? [entry.line] : entry.line
      let written = 0
      const write = (): void => {
        target.appendLog(
          service.id,
          fillIn(lines[written % lines.length] ?? '', deployment, service.name),
          entry.stream
        )
        written++
        if (entry.everyMs !== undefined && (entry.count === undefined || written < entry.count))
          after(entry.everyMs, write)
      }
      after(entry.afterMs, write)
    }
    if (behaviour.failsAfterMs !== undefined) after(behaviour.failsAfterMs, () => this.#failing.add(deployment))
    const { statusAfter, newerDeployAfterMs } = behaviour
    if (statusAfter) {
      after(statusAfter.afterMs, () => {
        target.setStatus(deployment, statusAfter.status, true)
        if (liveDeployment(target, service.id) !== deployment) this.#stop(service.id)
      })
    }
    if (newerDeployAfterMs !== undefined) {
      after(newerDeployAfterMs, () => {
        const current = target.service(service.id) ?? service
        target.deploy(current, current.sourceType === 'git' ? current.trackedBranch : undefined)
      })
    }
  }

  /** Whether the deployment's application has broken (failsAfterMs passed while it was live). */
  failing(deployment: Deployment): boolean {
    return this.#failing.has(deployment)
  }

  /** Stops every application's timers: the sandbox stops. */
  stopAll(): void {
    for (const serviceId of [...this.#running.keys()]) this.#stop(serviceId)
  }

  #stop(serviceId: string): void {
    const running = this.#running.get(serviceId)
    if (!running) return
    for (const handle of running.handles) this.#timers.clear(handle)
    running.handles.clear()
    this.#running.delete(serviceId)
  }
}

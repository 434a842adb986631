// Scripted deployments: a deployment runs its seed script's phases on timers, emitting log
// lines and status changes through the store (which keeps, saves and publishes them).
import { setTimeout as delay } from 'node:timers/promises'
import { fillIn, isSuccess, type Deployment, type RuntimeLog, type ServiceState } from './model.js'
import type { Script, Seed, SeedService } from './seed.js'

/** What the runner needs of the store: declared here so that runner.ts does not import store.ts. */
export interface ScriptTarget {
  line(deployment: Deployment, text: string, stream: string): void
  setStatus(deployment: Deployment, status: string, final: boolean): void
  service(id: string): ServiceState | undefined
  update(service: ServiceState, patch: Partial<ServiceState>): ServiceState
  appendLog(serviceId: string, line: string, stream?: string, ts?: number): RuntimeLog
  deploy(service: SeedService | ServiceState, ref: string | undefined): Deployment
  /** The deployment went live: its application starts (running-apps.ts). */
  wentLive(deployment: Deployment): void
}

/** What deployments of created services run when the seed names no script (seed.newServiceScripts). */
const BUILT_IN_SCRIPTS: Record<'git' | 'image' | 'database' | 'bucket', Script> = {
  git: {
    phases: [
      { status: 'queued', lines: [], lineIntervalMs: 0, durationMs: 200 },
      {
        status: 'building',
        lines: ['==> Cloning {service} at {ref}', '==> Build succeeded'],
        lineIntervalMs: 50,
        durationMs: 0
      },
      {
        status: 'deploying',
        lines: ['==> Starting {service}', '==> Deployment {id} is live'],
        lineIntervalMs: 50,
        durationMs: 0
      }
    ],
    final: 'live'
  },
  image: {
    phases: [
      { status: 'queued', lines: [], lineIntervalMs: 0, durationMs: 200 },
      {
        status: 'deploying',
        lines: ['==> Pulling image {ref}', '==> Deployment {id} is live'],
        lineIntervalMs: 50,
        durationMs: 0
      }
    ],
    final: 'live'
  },
  database: {
    phases: [
      { status: 'queued', lines: [], lineIntervalMs: 0, durationMs: 200 },
      {
        status: 'provisioning',
        lines: ['==> Provisioning {service}', '==> {service} is available'],
        lineIntervalMs: 50,
        durationMs: 0
      }
    ],
    final: 'available'
  },
  bucket: {
    phases: [{ status: 'provisioning', lines: ['==> Creating bucket {service}'], lineIntervalMs: 0, durationMs: 100 }],
    final: 'available'
  }
}

/** The seed's script of this name, or the built-in one of the source type. */
export function scriptFor(seed: Seed, name: string, sourceType: SeedService['sourceType']): Script {
  return seed.scripts[name] ?? BUILT_IN_SCRIPTS[sourceType]
}

export class Runner {
  readonly #store: ScriptTarget
  readonly #stop = new AbortController()
  readonly #speed: number

  /** `speed` 2 runs scripts twice as fast; missing or not above 0: real time. */
  constructor(store: ScriptTarget, speed?: number) {
    this.#store = store
    this.#speed = speed && speed > 0 ? speed : 1
  }

  /** Runs the script in the background; a stopped runner's deployments stop where they are. */
  start(deployment: Deployment, script: Script, service: SeedService | ServiceState): void {
    void this.#run(deployment, script, service).catch(() => undefined)
  }

  stop(): void {
    this.#stop.abort()
  }

  async #run(deployment: Deployment, script: Script, service: SeedService | ServiceState): Promise<void> {
    const signal = this.#stop.signal
    const store = this.#store
    const fill = (text: string): string => fillIn(text, deployment, service.name)
    for (const [index, phase] of script.phases.entries()) {
      const started = performance.now()
      if (index > 0) store.setStatus(deployment, phase.status, false)
      const stream = /build/i.test(phase.status) ? 'build' : 'deploy'
      const count = phase.lines.length + (phase.generate?.count ?? 0)
      for (let i = 0; i < count; i++) {
        // A burst never pauses; otherwise a big log yields every 2000 lines so that the server keeps answering.
        if (!phase.burst) {
          if (phase.lineIntervalMs > 0) await delay(phase.lineIntervalMs / this.#speed, undefined, { signal })
          else if (i % 2000 === 1999) await new Promise(resolve => setImmediate(resolve))
        }
        if (signal.aborted) return
        const text =
          i < phase.lines.length
            ? fill(phase.lines[i] ?? '')
            : (phase.generate?.template ?? '')
                .replaceAll('{n}', String(i - phase.lines.length + 1))
                .replaceAll('{count}', String(phase.generate?.count))
        store.line(deployment, text, stream)
      }
      const left = phase.durationMs / this.#speed - (performance.now() - started)
      if (left > 0) await delay(left, undefined, { signal })
    }
    if (!script.final || signal.aborted) return
    // Superseded: the newer deployment shows in the list before this one ends.
    if (script.supersede) store.deploy(store.service(service.id) ?? service, undefined)
    store.setStatus(deployment, script.final, true)
    if (isSuccess(script.final)) {
      // A service that goes live runs: its runtime log says so, and a new one leaves idle.
      const current = store.service(service.id)
      if (current?.status === 'idle') store.update(current, { status: 'running' })
      store.appendLog(service.id, `==> ${service.name} started from ${deployment.ref} (${deployment.id})`, 'stdout')
      store.wentLive(deployment)
    }
  }
}

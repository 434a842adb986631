// The sandbox's in-memory world: services, variables, keys and deployments that move
// through their script's phases on a timer while emitting log lines.
import { setTimeout as delay } from 'node:timers/promises'
import type { Capability, Script, Seed, SeedKey, SeedService } from './seed.js'

export interface LogLine {
  seq: number
  text: string
  stream: string
  /** Epoch milliseconds (fractional) when the sandbox emitted the line. */
  emittedAt: number
}

export interface Deployment {
  id: string
  /** Position in the service's history: the `before`/`nextCursor` value. */
  cursor: number
  serviceId: string
  ref: string
  status: string
  /** Every status the deployment has had, with when. */
  statuses: { status: string; at: number }[]
  lines: LogLine[]
  createdAt: string
  finishedAt?: string
  final: boolean
}

export type DeploymentEvent = { kind: 'line'; line: LogLine } | { kind: 'status'; status: string; final: boolean }

type Listener = (event: DeploymentEvent) => void

/** Wall clock with sub-millisecond precision, comparable across processes. */
export function preciseNow(): number {
  return performance.timeOrigin + performance.now()
}

export class Store {
  readonly seed: Seed
  readonly #services = new Map<string, SeedService & { status: string }>()
  readonly #env = new Map<string, Map<string, string>>()
  readonly #deployments = new Map<string, Deployment>()
  readonly #listeners = new Map<string, Set<Listener>>()
  readonly #stop = new AbortController()
  readonly #speed: number
  #nextCursor = 1

  constructor(seed: Seed, options: { speed?: number } = {}) {
    this.seed = seed
    this.#speed = options.speed && options.speed > 0 ? options.speed : 1
    for (const service of seed.services) {
      this.#services.set(service.id, { ...service })
      this.#env.set(service.id, new Map())
      for (let i = 0; i < service.history; i++) this.#finishedDeployment(service, i)
    }
  }

  service(id: string): (SeedService & { status: string }) | undefined {
    return this.#services.get(id)
  }

  environmentOf(service: SeedService): Seed['environments'][number] | undefined {
    return this.seed.environments.find(e => e.id === service.environmentId)
  }

  key(token: string): SeedKey | undefined {
    return this.seed.keys.find(k => k.token === token)
  }

  /** A service's variables (name -> value). */
  envOf(serviceId: string): Map<string, string> {
    return this.#env.get(serviceId) ?? new Map()
  }

  deployment(id: string): Deployment | undefined {
    return this.#deployments.get(id)
  }

  /** Newest first. */
  deploymentsOf(serviceId: string): Deployment[] {
    return [...this.#deployments.values()].filter(d => d.serviceId === serviceId).sort((a, b) => b.cursor - a.cursor)
  }

  importEnv(serviceId: string, vars: { key: string; value: string }[]): { imported: number; skipped: { key: string; reason: string }[] } {
    const service = this.#services.get(serviceId)
    const env = this.envOf(serviceId)
    const skipped: { key: string; reason: string }[] = []
    let imported = 0
    for (const { key, value } of vars) {
      if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(key)) skipped.push({ key, reason: 'invalid variable name' })
      else if (service?.reservedEnvKeys.includes(key)) skipped.push({ key, reason: 'reserved by the platform' })
      else {
        env.set(key, value)
        imported++
      }
    }
    return { imported, skipped }
  }

  /** Queues a deployment and starts its script. */
  deploy(service: SeedService, ref: string | undefined): Deployment {
    const resolvedRef = ref ?? (service.sourceType === 'image' ? (service.image ?? `${service.slug}:latest`) : service.trackedBranch)
    const scriptName = (ref !== undefined ? service.refScripts[ref] : undefined) ?? service.script
    const script = this.seed.scripts[scriptName]
    if (!script) throw new Error(`unknown script ${scriptName}`)
    const deployment = this.#create(service.id, resolvedRef, script.phases[0]?.status ?? 'queued')
    // A busy service: others queue right after, pushing this one off the first page.
    for (let i = 0; i < service.busy; i++) this.#create(service.id, resolvedRef, 'superseded', true)
    void this.#run(deployment, script, service).catch(() => undefined)
    return deployment
  }

  subscribe(deploymentId: string, listener: Listener): () => void {
    let set = this.#listeners.get(deploymentId)
    if (!set) this.#listeners.set(deploymentId, (set = new Set()))
    set.add(listener)
    return () => set.delete(listener)
  }

  /** Permission check shared by every route. */
  allows(key: SeedKey, capability: Capability, level: 'read' | 'write'): boolean {
    if (key.kind === 'account') return level === 'read' || !key.readOnly
    const granted = key.permissions[capability]
    return granted === 'write' || (granted === 'read' && level === 'read')
  }

  /** Whether the service lies within the key's project, service and environment scope. */
  inScope(key: SeedKey, service: SeedService): boolean {
    if (key.kind === 'account') return true
    if (key.kind === 'service') return key.serviceId === service.id
    if (key.projectId !== service.projectId) return false
    if (!key.environments) return true
    const env = this.environmentOf(service)
    return !!env && key.environments.includes(env.slug)
  }

  close(): void {
    this.#stop.abort()
    this.#listeners.clear()
  }

  #create(serviceId: string, ref: string, status: string, final = false): Deployment {
    const cursor = this.#nextCursor++
    const now = new Date().toISOString()
    const deployment: Deployment = {
      id: `dep_${cursor.toString().padStart(6, '0')}${Math.random().toString(36).slice(2, 8)}`,
      cursor,
      serviceId,
      ref,
      status,
      statuses: [{ status, at: preciseNow() }],
      lines: [],
      createdAt: now,
      final,
      ...(final ? { finishedAt: now } : {})
    }
    this.#deployments.set(deployment.id, deployment)
    return deployment
  }

  #finishedDeployment(service: SeedService, index: number): void {
    const deployment = this.#create(service.id, service.sourceType === 'image' ? (service.image ?? 'latest') : `${service.trackedBranch}~${index + 1}`, 'live', true)
    deployment.lines.push({ seq: 1, text: 'Deployed.', stream: 'deploy', emittedAt: preciseNow() })
  }

  #emit(deployment: Deployment, event: DeploymentEvent): void {
    for (const listener of this.#listeners.get(deployment.id) ?? []) listener(event)
  }

  #setStatus(deployment: Deployment, status: string, final: boolean): void {
    deployment.status = status
    deployment.statuses.push({ status, at: preciseNow() })
    if (final) {
      deployment.final = true
      deployment.finishedAt = new Date().toISOString()
    }
    this.#emit(deployment, { kind: 'status', status, final })
  }

  #line(deployment: Deployment, text: string, stream: string): void {
    const line: LogLine = { seq: deployment.lines.length + 1, text, stream, emittedAt: preciseNow() }
    deployment.lines.push(line)
    this.#emit(deployment, { kind: 'line', line })
  }

  async #run(deployment: Deployment, script: Script, service: SeedService): Promise<void> {
    const signal = this.#stop.signal
    const fill = (text: string): string => text.replaceAll('{ref}', deployment.ref).replaceAll('{id}', deployment.id).replaceAll('{service}', service.name)
    for (const [index, phase] of script.phases.entries()) {
      const started = performance.now()
      if (index > 0) this.#setStatus(deployment, phase.status, false)
      const stream = /build/i.test(phase.status) ? 'build' : 'deploy'
      const count = phase.lines.length + (phase.generate?.count ?? 0)
      for (let i = 0; i < count; i++) {
        if (phase.lineIntervalMs > 0) await delay(phase.lineIntervalMs / this.#speed, undefined, { signal })
        else if (i % 2000 === 1999) await new Promise(resolve => setImmediate(resolve))
        if (signal.aborted) return
        const text =
          i < phase.lines.length
            ? fill(phase.lines[i] ?? '')
            : (phase.generate?.template ?? '').replaceAll('{n}', String(i - phase.lines.length + 1)).replaceAll('{count}', String(phase.generate?.count))
        this.#line(deployment, text, stream)
      }
      const left = phase.durationMs / this.#speed - (performance.now() - started)
      if (left > 0) await delay(left, undefined, { signal })
    }
    if (script.final && !signal.aborted) this.#setStatus(deployment, script.final, true)
  }
}

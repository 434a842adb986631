// The sandbox's world: services, variables, domains, runtime logs, keys and deployments, and
// subscriptions to a deployment's lines and statuses (their scripts run in runner.ts). In
// memory, and written through to SQLite when the sandbox runs with `--data DIR` (persistence.ts).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import {
  preciseNow,
  type Deployment,
  type DeploymentEvent,
  type LogLine,
  type RuntimeLog,
  type ServiceState
} from './model.js'
import type { Persistence } from './persistence.js'
import { Runner, scriptFor } from './runner.js'
import { liveDeployment, RunningApps, type AppTimers } from './running-apps.js'
import {
  serviceSchema,
  type DedicatedIp,
  type Engine,
  type Plan,
  type Seed,
  type SeedKey,
  type SeedService
} from './seed.js'

type Listener = (event: DeploymentEvent) => void

export class Store {
  readonly seed: Seed
  readonly #services = new Map<string, ServiceState>()
  readonly #env = new Map<string, Map<string, string>>()
  readonly #deployments = new Map<string, Deployment>()
  readonly #runtimeLogs: RuntimeLog[] = []
  readonly #listeners = new Map<string, Set<Listener>>()
  readonly #runner: Runner
  readonly #apps: RunningApps
  readonly #persistence: Persistence | undefined
  /** SHA-256 of each key's token, computed once per key (tests may add keys to the seed). */
  readonly #tokenDigests = new WeakMap<SeedKey, Buffer>()
  #nextCursor = 1
  #nextLogId = 1

  /**
   * `speed` 2 runs scripts and the running applications' timers twice as fast; `appTimers`
   * replaces the applications' timers (tests advance their own clock).
   */
  constructor(seed: Seed, options: { speed?: number; persistence?: Persistence; appTimers?: AppTimers } = {}) {
    this.seed = seed
    const speed = options.speed && options.speed > 0 ? options.speed : 1
    this.#runner = new Runner(this, speed)
    this.#apps = new RunningApps(this, speed, options.appTimers)
    this.#persistence = options.persistence
    const saved = this.#persistence?.load()
    if (saved) this.#restore(saved)
    else if (this.#persistence) {
      // One transaction: a crash in between would seed twice (history under new ids).
      this.#persistence.batch(() => {
        this.#fromSeed()
        this.#persistence?.markSeeded()
      })
    } else this.#fromSeed()
  }

  #fromSeed(): void {
    const now = Date.now()
    for (const service of this.seed.services) {
      const state = this.#adopt(service)
      this.#services.set(service.id, state)
      this.#persistence?.saveService(state)
      this.#env.set(service.id, new Map())
      // Oldest first (main~N ... main~1), so that the list's newest-first order shows main~1 first.
      for (let back = service.history; back >= 1; back--) this.#finishedDeployment(service, back, now)
      // Untimed seed lines are spread over the last minutes, 30 s apart, oldest first.
      service.logs.forEach((entry, i) => {
        const log =
          typeof entry === 'string' ? { line: entry, stream: 'stdout', ts: undefined, agoMs: undefined } : entry
        const ts =
          log.ts !== undefined
            ? Date.parse(log.ts)
            : log.agoMs !== undefined
              ? now - log.agoMs
              : now - (service.logs.length - i) * 30_000
        this.appendLog(service.id, log.line, log.stream, ts)
      })
      // The application live at start runs as if it had just gone live (its ref's `app` entry).
      const live = liveDeployment(this, service.id)
      if (live) this.#apps.start(live)
    }
  }

  #restore(saved: NonNullable<ReturnType<Persistence['load']>>): void {
    for (const raw of saved.services) {
      const state = this.#adopt(serviceSchema.parse(raw))
      this.#services.set(state.id, state)
      this.#env.set(state.id, new Map())
    }
    for (const { serviceId, key, value } of saved.variables) this.#env.get(serviceId)?.set(key, value)
    for (const deployment of saved.deployments) {
      this.#deployments.set(deployment.id, deployment)
      this.#nextCursor = Math.max(this.#nextCursor, deployment.cursor + 1)
      // Its timer died with the previous process: it will never finish on its own.
      if (!deployment.final) {
        this.line(deployment, '==> The sandbox stopped while this deployment ran', 'deploy')
        this.setStatus(deployment, 'canceled', true)
      }
    }
    for (const log of saved.runtimeLogs) {
      this.#runtimeLogs.push(log)
      this.#nextLogId = Math.max(this.#nextLogId, log.id + 1)
    }
  }

  /** The seed's service as the store keeps it (domain ids assigned, logs moved out). */
  #adopt(service: SeedService): ServiceState {
    const domains = service.domains.map((d, i) => ({ ...d, id: d.id ?? `dom_${service.id}_${i + 1}` }))
    return { ...service, domains, logs: [] }
  }

  service(id: string): ServiceState | undefined {
    return this.#services.get(id)
  }

  /** Every service, in seed then creation order. */
  services(): ServiceState[] {
    return [...this.#services.values()]
  }

  environmentOf(service: SeedService | ServiceState): Seed['environments'][number] | undefined {
    return this.seed.environments.find(e => e.id === service.environmentId)
  }

  /**
   * The seed key whose token this is. Digests of equal length compared in constant time,
   * against every key: the time taken tells nothing about how much of a token matched.
   */
  key(token: string): SeedKey | undefined {
    const presented = createHash('sha256').update(token).digest()
    let found: SeedKey | undefined
    for (const key of this.seed.keys) {
      let digest = this.#tokenDigests.get(key)
      if (!digest) this.#tokenDigests.set(key, (digest = createHash('sha256').update(key.token).digest()))
      if (timingSafeEqual(presented, digest) && !found) found = key
    }
    return found
  }

  plan(key: string): Plan | undefined {
    return this.seed.plans.find(p => p.key === key)
  }

  /** The cheapest plan of a type (and, for databases, of the engine). */
  cheapestPlan(type: Plan['type'], engine?: string): Plan | undefined {
    return this.seed.plans
      .filter(p => p.type === type && (engine === undefined || !p.engines || p.engines.includes(engine)))
      .sort((a, b) => a.monthlyPriceCents - b.monthlyPriceCents)[0]
  }

  engine(key: string): Engine | undefined {
    return this.seed.engines.find(e => e.key === key)
  }

  dedicatedIp(id: string): DedicatedIp | undefined {
    return this.seed.dedicatedIps.find(ip => ip.id === id)
  }

  /** Changes a service's fields and saves it. */
  update(service: ServiceState, patch: Partial<ServiceState>): ServiceState {
    Object.assign(service, patch)
    this.#persistence?.saveService(service)
    return service
  }

  /** Adds a created service (POST /api/services, /api/databases) and queues its first deployment. */
  create(
    fields: Omit<Partial<ServiceState>, 'id' | 'slug'> &
      Pick<ServiceState, 'name' | 'sourceType' | 'projectId' | 'environmentId' | 'planKey'>
  ): {
    service: ServiceState
    deployment: Deployment
  } {
    const id = `${fields.sourceType === 'database' ? 'db' : fields.sourceType === 'bucket' ? 'bucket' : 'svc'}-${randomBytes(4).toString('hex')}`
    const base =
      fields.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '') || 'service'
    const taken = new Set(
      this.services()
        .filter(s => s.environmentId === fields.environmentId)
        .map(s => s.slug)
    )
    let slug = base
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`
    const scriptName =
      this.seed.newServiceScripts[fields.sourceType as 'git' | 'image' | 'database'] ?? `built-in:${fields.sourceType}`
    const service = this.#adopt(serviceSchema.parse({ ...fields, id, slug, status: 'idle', script: scriptName }))
    this.#services.set(id, service)
    this.#env.set(id, new Map())
    this.#persistence?.saveService(service)
    return { service, deployment: this.deploy(service, undefined) }
  }

  /** A service's variables (name -> value). */
  envOf(serviceId: string): Map<string, string> {
    return this.#env.get(serviceId) ?? new Map()
  }

  /** Creates or updates one variable. */
  setEnv(serviceId: string, key: string, value: string): 'created' | 'updated' {
    const env = this.envOf(serviceId)
    const existed = env.has(key)
    env.set(key, value)
    this.#persistence?.saveVariable(serviceId, key, value)
    return existed ? 'updated' : 'created'
  }

  deployment(id: string): Deployment | undefined {
    return this.#deployments.get(id)
  }

  /** Newest first. */
  deploymentsOf(serviceId: string): Deployment[] {
    return [...this.#deployments.values()].filter(d => d.serviceId === serviceId).sort((a, b) => b.cursor - a.cursor)
  }

  importEnv(
    serviceId: string,
    vars: { key: string; value: string }[]
  ): { imported: number; skipped: { key: string; reason: string }[] } {
    const service = this.#services.get(serviceId)
    const skipped: { key: string; reason: string }[] = []
    let imported = 0
    for (const { key, value } of vars) {
      const problem = service && this.variableProblem(service, key)
      if (problem) skipped.push({ key, reason: problem })
      else {
        this.setEnv(serviceId, key, value)
        imported++
      }
    }
    return { imported, skipped }
  }

  /** Why the service takes no variable of this name (env and env/import alike), if it does not. */
  variableProblem(service: ServiceState, key: string): string | undefined {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(key))
      return 'invalid variable name: letters, digits and _, not starting with a digit'
    if (service.reservedEnvKeys.includes(key)) return 'reserved by the platform'
    return undefined
  }

  /** A service's runtime log, oldest first. */
  logsOf(serviceId: string): RuntimeLog[] {
    return this.#runtimeLogs.filter(log => log.serviceId === serviceId)
  }

  appendLog(serviceId: string, line: string, stream = 'stdout', ts = Date.now()): RuntimeLog {
    const log: RuntimeLog = { id: this.#nextLogId++, serviceId, line, stream, ts }
    this.#runtimeLogs.push(log)
    this.#persistence?.saveRuntimeLog(log)
    return log
  }

  /** Queues a deployment and starts its script. */
  deploy(service: SeedService | ServiceState, ref: string | undefined): Deployment {
    const resolvedRef =
      ref ??
      (service.sourceType === 'image'
        ? (service.image ?? `${service.slug}:latest`)
        : service.sourceType === 'git'
          ? service.trackedBranch
          : (service.engine ?? service.sourceType))
    const scriptName = (ref !== undefined ? service.refScripts[ref] : undefined) ?? service.script
    const script = scriptFor(this.seed, scriptName, service.sourceType)
    const deployment = this.#create(service.id, resolvedRef, script.phases[0]?.status ?? 'queued')
    // A busy service: others queue right after, pushing this one off the first page.
    for (let i = 0; i < service.busy; i++) this.#create(service.id, resolvedRef, 'superseded', true)
    this.#runner.start(deployment, script, service)
    return deployment
  }

  subscribe(deploymentId: string, listener: Listener): () => void {
    let set = this.#listeners.get(deploymentId)
    if (!set) this.#listeners.set(deploymentId, (set = new Set()))
    set.add(listener)
    return () => set.delete(listener)
  }

  /** A deployment went live (its script ended in a live status): its application starts running. */
  wentLive(deployment: Deployment): void {
    this.#apps.start(deployment)
  }

  /** Whether the deployment's application has broken since it went live (the seed's failsAfterMs). */
  appFailing(deployment: Deployment): boolean {
    return this.#apps.failing(deployment)
  }

  close(): void {
    this.#runner.stop()
    this.#apps.stopAll()
    this.#listeners.clear()
    this.#persistence?.close()
  }

  /** `at`: when it was created (epoch ms), for seeded history; default now. */
  #create(serviceId: string, ref: string, status: string, final = false, at?: number): Deployment {
    const cursor = this.#nextCursor++
    const now = new Date(at ?? Date.now()).toISOString()
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
    this.#persistence?.saveDeployment(deployment)
    return deployment
  }

  /** The seeded deployment `back` commits behind the tracked branch, created `back` ten-minute steps ago. */
  #finishedDeployment(service: SeedService, back: number, now: number): void {
    const ref = service.sourceType === 'image' ? (service.image ?? 'latest') : `${service.trackedBranch}~${back}`
    const deployment = this.#create(service.id, ref, 'live', true, now - back * 600_000)
    this.line(deployment, 'Deployed.', 'deploy')
  }

  #emit(deployment: Deployment, event: DeploymentEvent): void {
    for (const listener of this.#listeners.get(deployment.id) ?? []) listener(event)
  }

  /** Moves a deployment to a status, saves it and tells its subscribers. */
  setStatus(deployment: Deployment, status: string, final: boolean): void {
    deployment.status = status
    deployment.statuses.push({ status, at: preciseNow() })
    // A finished deployment that changes status (a live one that crashes) keeps when it finished.
    if (final && !deployment.final) {
      deployment.final = true
      deployment.finishedAt = new Date().toISOString()
    }
    this.#persistence?.saveDeployment(deployment)
    this.#emit(deployment, { kind: 'status', status, final })
  }

  /** Adds a log line to a deployment, saves it and tells its subscribers. */
  line(deployment: Deployment, text: string, stream: string): void {
    // Dense numbers: the service's first number is read once, for the first line only.
    const last = deployment.lines.at(-1)?.seq ?? (this.service(deployment.serviceId)?.dialect.firstSeq ?? 1) - 1
    const line: LogLine = { seq: last + 1, text, stream, emittedAt: preciseNow() }
    deployment.lines.push(line)
    this.#persistence?.saveDeploymentLine(deployment.id, line)
    this.#emit(deployment, { kind: 'line', line })
  }
}

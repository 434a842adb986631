// The sandbox's seed: what exists when it starts (projects, environments, services, keys)
// and how each service's deployments behave (scripts). Validated with zod so that a typo in
// a seed file is a clear error, not a silently different sandbox.
import { readFileSync } from 'node:fs'
import { z } from 'zod'

const level = z.enum(['read', 'write'])

/** A rate limit's bucket size when none is given: ten seconds' worth of requests. */
export function defaultBurst(perMinute: number): number {
  return Math.max(1, Math.round(perMinute / 6))
}

/** Longest wait a fault or a stream option may ask for: a client can set them per request. */
export const MAX_DELAY_MS = 60_000

/** A delay in milliseconds from 0 to MAX_DELAY_MS; the error names the bound and the value. */
const delayMs = (): z.ZodNumber =>
  z
    .number()
    .min(0)
    .max(MAX_DELAY_MS, { error: issue => `must be at most ${MAX_DELAY_MS} ms (60 s), got ${String(issue.input)}` })
const capability = z.enum(['deployments', 'logs', 'metrics', 'variables', 'domains', 'settings', 'project'])

const phase = z.strictObject({
  /** The deployment's status while this phase runs (free text: any dialect). */
  status: z.string().min(1),
  /** Log lines emitted during the phase; `{ref}`, `{id}` and `{service}` are filled in. */
  lines: z.array(z.string()).default([]),
  /** Generated lines, for big logs: `{n}` and `{count}` are filled in. */
  generate: z.strictObject({ count: z.number().int().min(0), template: z.string() }).optional(),
  /**
   * Emit every line of the phase at once, without yielding (lineIntervalMs is ignored): as a
   * first phase, the whole burst exists before the deploy is even answered, so no stream sees it live.
   */
  burst: z.boolean().optional(),
  /** Pause before each line; 0 emits the phase's lines as fast as possible. */
  lineIntervalMs: z.number().min(0).default(0),
  /** Shortest time the phase lasts. */
  durationMs: z.number().min(0).default(0)
})

const script = z.strictObject({
  description: z.string().optional(),
  phases: z.array(phase).min(1),
  /** Final status; absent: the deployment never finishes (for timeout tests). */
  final: z.string().min(1).optional(),
  /**
   * A newer deployment (of the tracked branch) replaces this one: it is queued just before this
   * one takes its final status (a cancelled one, as a superseded deployment ends).
   */
  supersede: z.boolean().optional()
})

/** How the service writes the shapes the spec leaves "not shown" (docs/api-notes.md). */
const dialect = z.strictObject({
  idField: z.enum(['id', 'deploymentId', 'both']).default('id'),
  stateField: z.enum(['status', 'state']).default('status'),
  seqField: z.enum(['seq', 'sequence', 'id']).default('seq'),
  /** The first log line's sequence number: numbering need not start at 1. */
  firstSeq: z.number().int().min(1).default(1),
  textField: z.enum(['line', 'message', 'text']).default('line')
})

/** How GET /api/deployments/{id}/logs/stream behaves (docs/api-notes.md, log stream). */
export const streamSchema = z.strictObject({
  /** on: serve SSE; 404/405/501: refuse with that status; html: 200 with a non-SSE body. */
  mode: z.enum(['on', '404', '405', '501', 'html']).default('on'),
  /** Event name of log lines: none (default `message`) or `log`. */
  eventName: z.enum(['none', 'log']).default('none'),
  /** Whether events carry `id:` (the sequence number). */
  ids: z.boolean().default(true),
  /**
   * Where a connection starts: `first` replays the log from its first line (or after
   * Last-Event-ID); `newest` sends only lines emitted after it connected, whatever
   * Last-Event-ID says, as services that tail their log do.
   */
  startAt: z.enum(['first', 'newest']).default('first'),
  /** Event name for state changes, or none. `deployment` sends the whole record. */
  statusEvent: z.enum(['status', 'state', 'deployment', 'none']).default('status'),
  /**
   * How the end shows: an event of that name, the server closing the stream, or `never`: the
   * stream stays open after the final state (as streams that go on into runtime output do).
   */
  end: z.enum(['end', 'done', 'complete', 'close', 'never']).default('end'),
  /** Cut the connection (socket destroyed) after this many log events... */
  dropAfter: z.number().int().min(0).optional(),
  /** ...on this many connections per deployment. */
  drops: z.number().int().min(1).default(1),
  /** Pause before each event (slow pacing). */
  paceMs: delayMs().default(0),
  /** `: keep-alive` comment interval; 0 for none. */
  keepAliveMs: delayMs().default(15_000),
  /** A `retry:` field sent first, when set. */
  retryMs: delayMs().int().optional()
})

/**
 * A fault the sandbox injects, as a proxy or a struggling service would (issue 4):
 * `on` is `METHOD /path-suffix` (`POST /deploy`, `GET /deployments`, `GET /logs`,
 * `GET /auth/me`) or `*`; the first `skip` matching requests pass, the next `times` fail.
 */
export const faultSchema = z.strictObject({
  on: z.string().default('*'),
  kind: z.enum(['status', 'rate-limit', 'drop-before', 'drop-after', 'slow', 'truncate']),
  /** `status`: the HTTP status, answered with an HTML body. */
  status: z.number().int().min(400).max(599).default(502),
  /** `rate-limit`: the Retry-After header (seconds or an HTTP date); empty: none. */
  retryAfter: z.string().default('1'),
  /** `slow`: the delay before the request is handled. */
  delayMs: delayMs().default(2000),
  skip: z.number().int().min(0).default(0),
  times: z.number().int().min(1).default(1)
})

/** A custom domain present at start (GET /api/services/{id}/domains). */
const domain = z.strictObject({
  id: z.string().min(1).optional(),
  hostname: z.string().min(1),
  status: z.string().default('verified'),
  port: z.number().int().min(1).max(65535).optional()
})

/** Longest wait after going live the seed may set (a day): Node's timers cannot wait beyond about 24.8 days. */
export const MAX_AFTER_LIVE_MS = 86_400_000

/** A time after going live, in milliseconds from 0 to a day (divided by the sandbox's speed when it runs). */
const afterLiveMs = (): z.ZodNumber =>
  z
    .number()
    .min(0)
    .max(MAX_AFTER_LIVE_MS, {
      error: issue => `must be at most ${MAX_AFTER_LIVE_MS} ms (a day), got ${String(issue.input)}`
    })

/** Shortest repetition of a runtime line: a seed cannot flood the log. */
export const MIN_EVERY_MS = 100

/**
 * A line the running application writes to the service's runtime log, `afterMs` after going
 * live, then every `everyMs` (at most `count` writes in all) while its deployment is the live one.
 */
const runtimeEntry = z
  .strictObject({
    afterMs: afterLiveMs(),
    /** The line; a list is written in turn, one item per write (the first, then the second, ...). */
    line: z.union([z.string(), z.array(z.string()).min(1)]),
    stream: z.string().min(1).default('stdout'),
    everyMs: afterLiveMs()
      .min(MIN_EVERY_MS, { error: issue => `must be at least ${MIN_EVERY_MS} ms, got ${String(issue.input)}` })
      .optional(),
    /** Writes in all, the first included; absent: for as long as the deployment is live. */
    count: z.number().int().min(1).optional()
  })
  .refine(entry => entry.count === undefined || entry.everyMs !== undefined, {
    error: 'count needs everyMs: without it, the line is written once',
    path: ['count']
  })

/**
 * How the deployed application answers at /apps/{service-id}/ while a deployment of this ref is
 * the live one (sandbox/apps.ts), and what it does once live (sandbox/running-apps.ts); a ref
 * without an entry answers 200 at once and does nothing.
 */
const appBehaviour = z.strictObject({
  /** What it answers once started: 500 for an application that is live but broken. */
  status: z.number().int().min(200).max(599).default(200),
  /** It answers 503 (starting) until this long after the deployment went live. */
  healthyAfterMs: delayMs().default(0),
  /** Its page shows the previous live deployment's ref and commit (an old instance still serving). */
  stale: z.boolean().default(false),
  /** It answers 500 from this long after going live (it breaks while live). */
  failsAfterMs: afterLiveMs().optional(),
  /** Lines it writes to the service's runtime log once live; `{ref}`, `{id}` and `{service}` are filled in. */
  runtime: z.array(runtimeEntry).default([]),
  /** This long after going live, the deployment's own record takes this status (e.g. `crashed`): it leaves live. */
  statusAfter: z.strictObject({ afterMs: afterLiveMs(), status: z.string().min(1) }).optional(),
  /** This long after going live, a newer deployment of the tracked branch is queued (as a push would). */
  newerDeployAfterMs: afterLiveMs().optional()
})

/**
 * A runtime log line present at start: text, or text with its stream and its time, an RFC 3339
 * `ts` or `agoMs`, that long before the sandbox started.
 */
const runtimeLog = z.union([
  z.string(),
  z
    .strictObject({
      line: z.string(),
      stream: z.string().default('stdout'),
      ts: z.iso.datetime({ offset: true }).optional(),
      agoMs: z.number().min(0).optional()
    })
    .refine(log => log.ts === undefined || log.agoMs === undefined, {
      error: 'give ts or agoMs, not both',
      path: ['agoMs']
    })
])

export const serviceSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string().min(1),
  slug: z.string().min(1),
  sourceType: z.enum(['git', 'image', 'database', 'bucket']),
  status: z.string().default('running'),
  planKey: z.string().default('starter'),
  /** Git services: the repository a deploy builds. */
  repoUrl: z.string().optional(),
  /** Databases: the engine key from the engine catalog. */
  engine: z.string().optional(),
  /** Cron services have a schedule (crontab expression); other services do not. */
  schedule: z.string().optional(),
  startCommand: z.string().optional(),
  searchIndexing: z.boolean().default(true),
  autoDeploy: z.boolean().default(true),
  /** The attached dedicated IP (an id of the `dedicatedIps` catalog). */
  dedicatedIpId: z.string().optional(),
  /** Databases: whether TLS is served on the database port. */
  tls: z.boolean().default(false),
  /** Databases and buckets: provisioned and used storage (PATCH storage refuses to go below used). */
  storageGb: z.number().int().min(1).optional(),
  usedGb: z.number().min(0).default(0),
  /** Databases: GET db/metrics answers 200 with this as `error` (the database cannot be reached). */
  unreachable: z.string().optional(),
  domains: z.array(domain).default([]),
  primaryPort: z.number().int().min(1).max(65535).default(10000),
  ports: z.array(z.number().int().min(1).max(65535)).default([]),
  detectedPorts: z.array(z.number().int().min(1).max(65535)).default([]),
  /** Runtime log lines (GET /api/services/{id}/logs), oldest first; untimed ones are spread over the last minutes. */
  logs: z.array(runtimeLog).default([]),
  projectId: z.string(),
  environmentId: z.string(),
  /** Git services: the tracked branch a deploy without ref builds. */
  trackedBranch: z.string().default('main'),
  /** Image services: the image a deploy runs (reported as the resolved ref). */
  image: z.string().optional(),
  /** Name of the script a deploy runs... */
  script: z.string(),
  /** ...unless the ref has its own. */
  refScripts: z.record(z.string(), z.string()).default({}),
  /** Variable names the platform reserves: env/import skips them. */
  reservedEnvKeys: z.array(z.string()).default([]),
  /** Deploy answers 409 with this error while set (a suspended service, a migration...). */
  conflict: z.string().optional(),
  /** Deploy answers 409 while another deployment of the service is in progress (instead of queuing). */
  busyConflict: z.boolean().default(false),
  /**
   * Another pipeline's deployment of this ref is queued just before the first deploy request the
   * service gets (with busyConflict, that request meets it and is answered 409).
   */
  rivalRef: z.string().min(1).optional(),
  /** How the deployed application answers, per live ref (sandbox/apps.ts). */
  app: z.record(z.string(), appBehaviour).default({}),
  /** Older finished deployments present at start. */
  history: z.number().int().min(0).default(0),
  /** Other deployments queued right after each deploy, pushing it off the first page. */
  busy: z.number().int().min(0).default(0),
  /** Most records GET /api/deployments/{id}/logs returns at once (pages are cut short). */
  logPageSize: z.number().int().min(1).default(100),
  faults: z.array(faultSchema).default([]),
  dialect: dialect.default(dialect.parse({})),
  stream: streamSchema.default(streamSchema.parse({}))
})
const service = serviceSchema

const key = z.strictObject({
  token: z.string().min(8),
  name: z.string(),
  kind: z.enum(['account', 'project', 'service']),
  /** Account keys: read-only keys cannot mutate. */
  readOnly: z.boolean().default(false),
  revoked: z.boolean().default(false),
  /** Project keys: their project, and optionally the environment slugs they may reach. */
  projectId: z.string().optional(),
  environments: z.array(z.string()).optional(),
  /** Service keys: the one service. */
  serviceId: z.string().optional(),
  permissions: z.partialRecord(capability, level).default({}),
  user: z
    .strictObject({ id: z.string(), name: z.string(), email: z.string() })
    .default({ id: 'usr_demo', name: 'Demo User', email: 'demo@example.com' })
})

/** The plan catalog: creation without planKey applies the cheapest plan of the type. */
const plan = z.strictObject({
  key: z.string().min(1),
  name: z.string().default(''),
  /** `service` plans run Git and image services; `database` plans run the listed engines (all when absent). */
  type: z.enum(['service', 'database', 'bucket']),
  engines: z.array(z.string()).optional(),
  monthlyPriceCents: z.number().int().min(0),
  /** Databases: storage provisioned at creation. */
  storageGb: z.number().int().min(1).optional()
})

/** The engine catalog of POST /api/databases. */
const engine = z.strictObject({
  key: z.string().min(1),
  name: z.string().default(''),
  version: z.string().default(''),
  port: z.number().int().min(1).max(65535),
  /** Whether POST db/tls is supported (external TLS on the database port). */
  tls: z.boolean().default(false)
})

/** The account's dedicated outbound IPs (PUT dedicated-ip attaches them). */
const dedicatedIp = z.strictObject({ id: z.string().min(1), address: z.string().min(1), label: z.string().default('') })

const seedSchema = z
  .strictObject({
    $schema: z.string().optional(),
    description: z.string().optional(),
    /** Account-wide state: a billing block makes POST /api/services answer 402 with this text. */
    account: z.strictObject({ billingBlock: z.string().min(1).optional() }).default({}),
    projects: z.array(
      z.strictObject({
        id: z.string(),
        name: z.string(),
        slug: z.string(),
        description: z.string().default(''),
        /** The project an account key's POST /api/services uses without projectSlug. */
        isDefault: z.boolean().default(false)
      })
    ),
    environments: z.array(
      z.strictObject({
        id: z.string(),
        projectId: z.string(),
        name: z.string(),
        slug: z.string(),
        isDefault: z.boolean().default(false)
      })
    ),
    services: z.array(service),
    /** Faults for requests that name no service (GET /api/auth/me). */
    faults: z.array(faultSchema).default([]),
    scripts: z.record(z.string(), script),
    /** Scripts the deployments of created services run; absent: a short built-in one. */
    newServiceScripts: z
      .strictObject({ git: z.string().optional(), image: z.string().optional(), database: z.string().optional() })
      .default({}),
    plans: z.array(plan).default([]),
    engines: z.array(engine).default([]),
    dedicatedIps: z.array(dedicatedIp).default([]),
    keys: z.array(key),
    /** A rate limit per key (a token bucket, sandbox/rate-limit.ts); none when absent. */
    rateLimit: z
      .strictObject({
        perMinute: z.number().int().min(1),
        /** Requests a full bucket allows at once; default ten seconds' worth. */
        burst: z.number().int().min(1).optional()
      })
      .transform(limit => ({
        perMinute: limit.perMinute,
        burst: limit.burst ?? defaultBurst(limit.perMinute)
      }))
      .optional()
  })
  .superRefine((seed, ctx) => {
    const projects = new Set(seed.projects.map(p => p.id))
    const environments = new Map(seed.environments.map(e => [e.id, e]))
    const services = new Set(seed.services.map(s => s.id))
    seed.environments.forEach((e, i) => {
      if (!projects.has(e.projectId))
        ctx.addIssue({
          code: 'custom',
          path: ['environments', i, 'projectId'],
          message: `unknown project ${e.projectId}`
        })
    })
    seed.services.forEach((s, i) => {
      const env = environments.get(s.environmentId)
      if (!env || env.projectId !== s.projectId)
        ctx.addIssue({
          code: 'custom',
          path: ['services', i, 'environmentId'],
          message: `no environment ${s.environmentId} in project ${s.projectId}`
        })
      for (const name of [s.script, ...Object.values(s.refScripts)]) {
        if (!seed.scripts[name])
          ctx.addIssue({ code: 'custom', path: ['services', i], message: `unknown script ${name}` })
      }
    })
    const engines = new Set(seed.engines.map(e => e.key))
    const ips = new Set(seed.dedicatedIps.map(ip => ip.id))
    seed.services.forEach((s, i) => {
      if (s.sourceType === 'database' && (!s.engine || !engines.has(s.engine)))
        ctx.addIssue({
          code: 'custom',
          path: ['services', i, 'engine'],
          message: 'a database needs an engine of the engine catalog'
        })
      if (s.dedicatedIpId !== undefined && !ips.has(s.dedicatedIpId))
        ctx.addIssue({
          code: 'custom',
          path: ['services', i, 'dedicatedIpId'],
          message: `unknown dedicated IP ${s.dedicatedIpId}`
        })
    })
    for (const [type, name] of Object.entries(seed.newServiceScripts)) {
      if (name !== undefined && !seed.scripts[name])
        ctx.addIssue({ code: 'custom', path: ['newServiceScripts', type], message: `unknown script ${name}` })
    }
    seed.plans.forEach((p, i) => {
      for (const e of p.engines ?? [])
        if (!engines.has(e))
          ctx.addIssue({ code: 'custom', path: ['plans', i, 'engines'], message: `unknown engine ${e}` })
    })
    seed.keys.forEach((k, i) => {
      if (k.kind === 'service' && (!k.serviceId || !services.has(k.serviceId)))
        ctx.addIssue({
          code: 'custom',
          path: ['keys', i, 'serviceId'],
          message: 'a service key needs the id of a seeded service'
        })
      if (k.kind === 'project' && (!k.projectId || !projects.has(k.projectId)))
        ctx.addIssue({
          code: 'custom',
          path: ['keys', i, 'projectId'],
          message: 'a project key needs the id of a seeded project'
        })
    })
  })

export type Seed = z.output<typeof seedSchema>
/** A seed as written (defaults optional): what tests build and pass to startSandbox. */
export type SeedInput = z.input<typeof seedSchema>
export type SeedService = Seed['services'][number]
export type SeedKey = Seed['keys'][number]
export type Script = Seed['scripts'][string]
export type Capability = z.output<typeof capability>
export type StreamConfig = z.output<typeof streamSchema>
export type Fault = z.output<typeof faultSchema>
export type Plan = Seed['plans'][number]
export type Engine = Seed['engines'][number]
export type DedicatedIp = Seed['dedicatedIps'][number]

const DEFAULT_SEED_PATH = new URL('./seed.json', import.meta.url)

/** Reads and validates a seed: a parsed object, or a JSON file's path. */
export function loadSeed(source: unknown = DEFAULT_SEED_PATH): Seed {
  const raw =
    typeof source === 'string' || source instanceof URL ? (JSON.parse(readFileSync(source, 'utf8')) as unknown) : source
  const parsed = seedSchema.safeParse(raw)
  if (!parsed.success) throw new Error(`Invalid sandbox seed:\n${z.prettifyError(parsed.error)}`)
  return parsed.data
}

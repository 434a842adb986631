// Projects and creation: GET /api/projects/{slug} with environment selection, POST
// /api/services and POST /api/databases (placement rules, plan and engine catalogs, 402).
import type { Context } from 'hono'
import { z } from 'zod'
import { ACCESS, environmentInScope, environmentSlugAllowed, projectInScope, refusal } from '../access.js'
import { bodySchema, fail, failure, parseBody, parseQuery, type App, type Env } from '../http.js'
import { environmentRecord, projectRecord, serviceRecord } from '../records.js'
import type { Plan, Seed, SeedKey } from '../seed.js'
import type { Store } from '../store.js'

type Project = Seed['projects'][number]
type Environment = Seed['environments'][number]

export const projectQuery = z.object({
  env: z.string().min(1, 'an environment slug; omit env for the default environment').optional()
})

const placementFields = {
  name: z.string().trim().min(1).max(100),
  projectSlug: z.string().min(1).optional(),
  environmentSlug: z.string().min(1).optional(),
  planKey: z.string().min(1).optional()
}

export const serviceBody = bodySchema({
  ...placementFields,
  repoUrl: z
    .string()
    .regex(/^(https?:\/\/|ssh:\/\/|git@)\S+$/, 'a Git repository URL (https://, ssh:// or git@host:path)')
    .optional(),
  image: z
    .string()
    .regex(/^[^\s]+$/, 'an image reference without blanks')
    .optional(),
  internalPort: z.number().int().min(1).max(65535).optional()
}).refine(
  body => (body.repoUrl === undefined) !== (body.image === undefined),
  'supply either repoUrl or image (exactly one)'
)

export const databaseBody = bodySchema({ ...placementFields, engine: z.string().min(1) })

function limitedTo(key: SeedKey): string {
  return `this key is limited to the environments ${(key.environments ?? []).join(', ')}`
}

/**
 * The environment GET /api/projects/{slug} answers for: `env`, else the default. An environment
 * outside a restricted key's list is missing to it, as any resource outside a key's scope: same
 * 404, same body (the project is the key's, so a listed slug is in scope).
 */
function selectEnvironment(
  c: Context<Env>,
  project: Project,
  environments: Environment[],
  env: string | undefined
): Environment | Response {
  const key = c.get('key')
  if (env !== undefined) {
    const environment = environmentSlugAllowed(key, env) ? environments.find(e => e.slug === env) : undefined
    return environment ?? fail(c, 404, `environment not found in project ${project.slug}`)
  }
  const environment = environments.find(e => e.isDefault)
  // A restricted key is told to pass env alike whether the default is hidden from it or missing.
  if (!environmentSlugAllowed(key, environment?.slug ?? ''))
    return fail(
      c,
      404,
      `the default environment of project ${project.slug} is not one of this key's (${(key.environments ?? []).join(', ')}): pass env`
    )
  return environment ?? fail(c, 400, `project ${project.slug} has no default environment: pass env`)
}

function getProject(c: Context<Env, '/:slug'>, store: Store) {
  const { seed } = store
  const key = c.get('key')
  if (key.kind === 'service') return fail(c, 403, 'a service key reaches only its own service: it cannot read projects')
  const query = parseQuery(c, projectQuery)
  const project = seed.projects.find(p => p.slug === c.req.param('slug'))
  if (!project || !projectInScope(key, project)) return fail(c, 404, 'project not found')
  const environments = seed.environments.filter(e => e.projectId === project.id)
  const selected = selectEnvironment(c, project, environments, query.env)
  if (selected instanceof Response) return selected
  return c.json({
    project: projectRecord(project),
    services: store
      .services()
      .filter(s => s.environmentId === selected.id)
      .map(serviceRecord),
    environments: environments.filter(e => environmentInScope(key, e)).map(environmentRecord),
    environment: environmentRecord(selected)
  })
}

/** Throws a 403 unless the key may create services: account keys that can write, project keys with project:write. */
function mayCreate(c: Context<Env>): void {
  const key = c.get('key')
  if (key.kind === 'service')
    throw failure(403, 'service keys cannot create services: use an account key or a project key with project:write')
  const why = refusal(key, ACCESS.create)
  if (why) throw failure(403, why)
}

/** The project a created service goes to (spec, POST /api/services: projectSlug). */
function placementProject(seed: Seed, key: SeedKey, projectSlug: string | undefined): Project {
  if (projectSlug === undefined) {
    if (key.kind === 'project') throw failure(400, 'projectSlug is required: a project key names its own project')
    const project = seed.projects.find(p => p.isDefault)
    if (!project) throw failure(400, 'projectSlug is required: the account has no default project')
    return project
  }
  const project = seed.projects.find(p => p.slug === projectSlug)
  if (!project || !projectInScope(key, project)) throw failure(404, 'project not found')
  return project
}

/** Where a created service goes (spec, POST /api/services: projectSlug and environmentSlug). */
function placement(
  c: Context<Env>,
  seed: Seed,
  projectSlug: string | undefined,
  environmentSlug: string | undefined
): { project: Project; environment: Environment } {
  const key = c.get('key')
  const project = placementProject(seed, key, projectSlug)
  const environments = seed.environments.filter(e => e.projectId === project.id)
  let environment: Environment | undefined
  if (environmentSlug === undefined) {
    if (key.kind === 'project' && key.environments) throw failure(403, `${limitedTo(key)}: send environmentSlug`)
    environment = environments.find(e => e.isDefault)
    if (!environment)
      throw failure(400, `environmentSlug is required: project ${project.slug} has no default environment`)
  } else {
    // Outside a restricted key's list reads as missing (the 404 of GET /api/projects/{slug}?env=).
    environment = environmentSlugAllowed(key, environmentSlug)
      ? environments.find(e => e.slug === environmentSlug)
      : undefined
    if (!environment) throw failure(404, `environment not found in project ${project.slug}`)
  }
  return { project, environment }
}

/** The requested plan if it fits, else the cheapest of the type (Limits: the plan catalog). */
function choosePlan(store: Store, planKey: string | undefined, type: Plan['type'], engine?: string): string {
  if (planKey === undefined)
    return store.cheapestPlan(type, engine)?.key ?? (type === 'service' ? 'starter' : `${engine ?? type}-default`)
  const plan = store.plan(planKey)
  if (!plan) throw failure(400, `planKey: unknown plan ${planKey}`)
  if (plan.type !== type) throw failure(400, `planKey: plan ${planKey} is for ${plan.type}s, not ${type}s`)
  if (engine !== undefined && plan.engines && !plan.engines.includes(engine))
    throw failure(400, `planKey: plan ${planKey} does not run ${engine}`)
  return plan.key
}

async function createService(c: Context<Env>, store: Store) {
  mayCreate(c)
  const body = await parseBody(c, serviceBody)
  const where = placement(c, store.seed, body.projectSlug, body.environmentSlug)
  const planKey = choosePlan(store, body.planKey, 'service')
  if (store.seed.account.billingBlock) return fail(c, 402, store.seed.account.billingBlock)
  const { service } = store.create({
    name: body.name,
    sourceType: body.repoUrl !== undefined ? 'git' : 'image',
    repoUrl: body.repoUrl,
    image: body.image,
    projectId: where.project.id,
    environmentId: where.environment.id,
    planKey,
    ...(body.internalPort !== undefined ? { primaryPort: body.internalPort } : {})
  })
  return c.json(serviceRecord(service), 201)
}

async function createDatabase(c: Context<Env>, store: Store) {
  mayCreate(c)
  const body = await parseBody(c, databaseBody)
  const engine = store.engine(body.engine)
  if (!engine)
    return fail(
      c,
      400,
      `engine: unknown engine ${body.engine}; the catalog has ${store.seed.engines.map(e => e.key).join(', ')}`
    )
  const where = placement(c, store.seed, body.projectSlug, body.environmentSlug)
  const planKey = choosePlan(store, body.planKey, 'database', engine.key)
  const { service } = store.create({
    name: body.name,
    sourceType: 'database',
    engine: engine.key,
    projectId: where.project.id,
    environmentId: where.environment.id,
    planKey,
    primaryPort: engine.port,
    storageGb: store.plan(planKey)?.storageGb ?? 10
  })
  return c.json(serviceRecord(service), 201)
}

export function projectRoutes(app: App, store: Store): void {
  app.get('/api/projects/:slug', c => getProject(c, store))
  app.post('/api/services', c => createService(c, store))
  app.post('/api/databases', c => createDatabase(c, store))
}

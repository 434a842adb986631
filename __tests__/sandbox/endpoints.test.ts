// The behaviours of the documented endpoints in the sandbox: environment selection,
// creation rules, 402, 409s, validation, logs filters and paging, and the response shapes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../sandbox/server.js'
import { expectContract } from '../harness/contract.js'
import { call, KEYS, seed, until, type LogRecord, type ServiceRecord } from '../harness/sandbox.js'

let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, quiet: true, speed: 20 })
})
afterAll(async () => {
  await sandbox?.close()
  // Every answer these tests provoked keeps openapi.yaml; requests they send wrong on
  // purpose must be rejected with a documented 4xx.
  // The logs tests also send malformed limit/before/after on purpose (answered 400, which
  // openapi.yaml does not document for GET /api/services/{id}/logs yet) and empty ones
  // (taken as absent; the contract wants an integer): left out.
  const malformedOnPurpose = (r: Sandbox['requests'][number]): boolean =>
    r.path.endsWith('/logs') &&
    ['limit', 'before', 'after'].some(
      k => r.query[k] !== undefined && (!/^\d+$/.test(r.query[k] ?? '') || r.status === 400)
    )
  expectContract(
    sandbox.requests.filter(r => !malformedOnPurpose(r)),
    { allowRejectedRequests: true }
  )
})

interface ProjectAnswer {
  project: { slug: string }
  services: ServiceRecord[]
  environments: { slug: string }[]
  environment: { slug: string; isDefault: boolean }
}

describe('GET /api/projects/{slug}', () => {
  it('selects the default environment when env is omitted, and lists only its services', async () => {
    const { status, body } = await call<ProjectAnswer>(sandbox, 'GET', '/api/projects/demo')
    expect(status).toBe(200)
    expect(body.project.slug).toBe('demo')
    expect(body.environment).toMatchObject({ slug: 'production', isDefault: true })
    expect(body.environments.map(e => e.slug)).toEqual(['production', 'staging'])
    const ids = body.services.map(s => s.id)
    expect(ids).toContain('svc-web')
    expect(ids).not.toContain('svc-staging')
    expect(Object.keys(body.services[0] ?? {})).toEqual(
      expect.arrayContaining(['id', 'name', 'slug', 'sourceType', 'status', 'planKey', 'projectId', 'environmentId'])
    )
  })

  it('selects the named environment, and shows a restricted key only its environments', async () => {
    const { body } = await call<ProjectAnswer>(sandbox, 'GET', '/api/projects/demo?env=staging', { key: KEYS.staging })
    expect(body.environment.slug).toBe('staging')
    expect(body.environments.map(e => e.slug)).toEqual(['staging'])
    expect(body.services.map(s => s.id)).toEqual(['svc-staging'])
  })

  it('reports an environment outside a restricted key as missing, as unknown ones, and tells it to pass env', async () => {
    expect(await call(sandbox, 'GET', '/api/projects/demo', { key: KEYS.staging })).toMatchObject({
      status: 404,
      body: { error: expect.stringContaining('staging') }
    })
    expect(await call(sandbox, 'GET', '/api/projects/demo?env=production', { key: KEYS.staging })).toMatchObject({
      status: 404,
      body: { error: 'environment not found in project demo' }
    })
    expect((await call(sandbox, 'GET', '/api/projects/demo?env=nope')).status).toBe(404)
    expect((await call(sandbox, 'GET', '/api/projects/nope')).status).toBe(404)
  })
})

describe('POST /api/services', () => {
  it('creates an idle service on the cheapest service plan in the default project and queues a deployment', async () => {
    const { status, body } = await call<ServiceRecord>(sandbox, 'POST', '/api/services', {
      body: { name: 'Fresh App', repoUrl: 'https://git.example.com/demo/fresh' }
    })
    expect(status).toBe(201)
    // starter is the seed's cheapest service plan.
    expect(body).toMatchObject({
      name: 'Fresh App',
      slug: 'fresh-app',
      status: 'idle',
      sourceType: 'git',
      planKey: 'starter',
      projectId: 'prj_demo',
      environmentId: 'env_production'
    })
    const deployments = await call<{ deployments: { status: string }[] }>(
      sandbox,
      'GET',
      `/api/services/${body.id}/deployments`
    )
    expect(deployments.body.deployments).toHaveLength(1)
    await until(() => sandbox.store.service(body.id)?.status === 'running', 'the created service to run')
    expect(sandbox.store.deploymentsOf(body.id)[0]?.status).toBe('live')
  })

  it('takes an explicit plan of the catalog, and refuses unknown plans and plans of another type', async () => {
    const image = { name: 'planned', image: 'demo/app:2' }
    expect(
      (await call<ServiceRecord>(sandbox, 'POST', '/api/services', { body: { ...image, planKey: 'pro' } })).body.planKey
    ).toBe('pro')
    expect((await call(sandbox, 'POST', '/api/services', { body: { ...image, planKey: 'gold' } })).status).toBe(400)
    expect((await call(sandbox, 'POST', '/api/services', { body: { ...image, planKey: 'db-basic' } })).status).toBe(400)
  })

  it.each([
    ['neither repoUrl nor image', { name: 'x' }],
    ['both repoUrl and image', { name: 'x', repoUrl: 'https://git.example.com/a/b', image: 'a:1' }],
    ['no name', { image: 'a:1' }],
    ['a port that is not an integer', { name: 'x', image: 'a:1', internalPort: 80.5 }],
    ['a name that is not a string', { name: 5, image: 'a:1' }]
  ])('answers 400 with an error for %s', async (_what, body) => {
    const answer = await call(sandbox, 'POST', '/api/services', { body })
    expect(answer.status).toBe(400)
    expect(answer.body.error).toEqual(expect.any(String))
  })

  it('answers 400 for a body that is not JSON', async () => {
    expect((await call(sandbox, 'POST', '/api/services', { body: '{"name":' })).status).toBe(400)
  })

  it('places project keys in their own project only, and restricted keys only with environmentSlug', async () => {
    const body = { name: 'scoped', image: 'a:1' }
    expect((await call(sandbox, 'POST', '/api/services', { key: KEYS.project, body })).status).toBe(400)
    expect(
      (await call(sandbox, 'POST', '/api/services', { key: KEYS.project, body: { ...body, projectSlug: 'side' } }))
        .status
    ).toBe(404)
    const own = await call<ServiceRecord>(sandbox, 'POST', '/api/services', {
      key: KEYS.project,
      body: { ...body, projectSlug: 'demo' }
    })
    expect(own.body.environmentId).toBe('env_production')
    const restricted = { key: KEYS.stagingCreator }
    // Omitting environmentSlug is refused (the documentation: a restricted key sends it explicitly) ...
    expect(
      (await call(sandbox, 'POST', '/api/services', { ...restricted, body: { ...body, projectSlug: 'demo' } })).status
    ).toBe(403)
    // ... and an environment outside the key's list is missing to it, as any resource outside its scope.
    expect(
      await call(sandbox, 'POST', '/api/services', {
        ...restricted,
        body: { ...body, projectSlug: 'demo', environmentSlug: 'production' }
      })
    ).toMatchObject({ status: 404, body: { error: 'environment not found in project demo' } })
    const staged = await call<ServiceRecord>(sandbox, 'POST', '/api/services', {
      ...restricted,
      body: { ...body, projectSlug: 'demo', environmentSlug: 'staging' }
    })
    expect(staged.status).toBe(201)
    expect(staged.body.environmentId).toBe('env_staging')
    expect((await call(sandbox, 'POST', '/api/services', { body: { ...body, environmentSlug: 'nope' } })).status).toBe(
      404
    )
  })

  it('answers 402 while the account has a billing block, and creates nothing', async () => {
    const blocked = await startSandbox({
      port: 0,
      quiet: true,
      seed: { ...structuredClone(seed), account: { billingBlock: 'add a payment method to continue' } }
    })
    try {
      const before = blocked.store.services().length
      const answer = await call(blocked, 'POST', '/api/services', { body: { name: 'x', image: 'a:1' } })
      expect(answer).toMatchObject({ status: 402, body: { error: 'add a payment method to continue' } })
      expect(blocked.store.services()).toHaveLength(before)
    } finally {
      await blocked.close()
    }
  })
})

describe('POST /api/databases', () => {
  it('creates a database of the engine on the cheapest plan running it', async () => {
    const redis = await call<ServiceRecord>(sandbox, 'POST', '/api/databases', {
      body: { name: 'sessions', engine: 'redis' }
    })
    expect(redis.status).toBe(201)
    expect(redis.body).toMatchObject({
      sourceType: 'database',
      status: 'idle',
      planKey: 'redis-starter',
      engine: 'redis'
    })
    const pg = await call<ServiceRecord>(sandbox, 'POST', '/api/databases', {
      body: { name: 'orders', engine: 'postgres' }
    })
    expect(pg.body.planKey).toBe('db-basic')
  })

  it('refuses an engine outside the catalog and a plan that does not run the engine', async () => {
    expect((await call(sandbox, 'POST', '/api/databases', { body: { name: 'x', engine: 'oracle' } })).status).toBe(400)
    expect(
      (await call(sandbox, 'POST', '/api/databases', { body: { name: 'x', engine: 'redis', planKey: 'db-basic' } }))
        .status
    ).toBe(400)
    expect((await call(sandbox, 'POST', '/api/databases', { body: { name: 'x' } })).status).toBe(400)
  })
})

describe('deploy', () => {
  it('queues with 202, refuses a ref for image services (400) and a suspended service (409)', async () => {
    const ok = await call<{ deploymentId: string; ref: string }>(sandbox, 'POST', '/api/services/svc-web/deploy', {
      body: { ref: 'main' }
    })
    expect(ok).toMatchObject({ status: 202, body: { ref: 'main', deploymentId: expect.any(String) } })
    expect((await call(sandbox, 'POST', '/api/services/svc-image/deploy', { body: { ref: 'main' } })).status).toBe(400)
    expect((await call(sandbox, 'POST', '/api/services/svc-suspended/deploy', { body: {} })).status).toBe(409)
  })
})

describe('settings', () => {
  it('switches search indexing and automatic deploys, with 400 for a non-boolean and for the wrong kind of service', async () => {
    const indexing = await call(sandbox, 'PATCH', '/api/services/svc-web/search-indexing', { body: { enabled: false } })
    expect(indexing.body).toMatchObject({ id: 'svc-web', searchIndexing: false })
    const auto = await call(sandbox, 'PATCH', '/api/services/svc-web/autodeploy', { body: { enabled: false } })
    expect(auto.body).toMatchObject({ id: 'svc-web', autoDeploy: false })
    expect((await call(sandbox, 'PATCH', '/api/services/svc-web/autodeploy', { body: { enabled: 'no' } })).status).toBe(
      400
    )
    expect(
      (await call(sandbox, 'PATCH', '/api/services/svc-image/autodeploy', { body: { enabled: true } })).status
    ).toBe(400)
    expect(
      (await call(sandbox, 'PATCH', '/api/services/db-postgres/search-indexing', { body: { enabled: true } })).status
    ).toBe(400)
  })

  it('updates a cron schedule and command at once, and refuses other services and bad expressions', async () => {
    const answer = await call(sandbox, 'PATCH', '/api/services/svc-cron/schedule', {
      body: { schedule: ' */10  8-18 * * mon-fri ', command: 'npm run sync' }
    })
    expect(answer.body).toMatchObject({
      id: 'svc-cron',
      schedule: '*/10 8-18 * * mon-fri',
      startCommand: 'npm run sync'
    })
    expect(sandbox.store.service('svc-cron')?.schedule).toBe('*/10 8-18 * * mon-fri')
    const bad = await call(sandbox, 'PATCH', '/api/services/svc-cron/schedule', { body: { schedule: '* * * *' } })
    expect(bad.status).toBe(400)
    expect(bad.body.error).toContain('5 fields')
    expect(
      (await call(sandbox, 'PATCH', '/api/services/svc-web/schedule', { body: { schedule: '* * * * *' } })).status
    ).toBe(400)
  })

  it('attaches a dedicated IP (any valid ipId requires a redeploy; one IP serves several services) and detaches it', async () => {
    const attached = await call(sandbox, 'PUT', '/api/services/svc-image/dedicated-ip', {
      body: { ipId: 'ip_egress_1' }
    })
    expect(attached.body).toEqual({
      ip: {
        id: 'ip_egress_1',
        address: '203.0.113.10',
        label: 'egress 1',
        attachments: [{ serviceId: 'svc-image', serviceName: 'worker' }]
      },
      redeployRequired: true,
      effective: expect.any(String)
    })
    // The same IP again: still a valid ipId, so still a redeploy (the documented state table).
    expect(
      (await call(sandbox, 'PUT', '/api/services/svc-image/dedicated-ip', { body: { ipId: 'ip_egress_1' } })).body
    ).toMatchObject({ redeployRequired: true, effective: 'attached on the next deployment' })
    // ip_egress_2 serves svc-side (seed): svc-image joins it, and the answer lists both.
    const shared = await call<{ ip: { attachments: { serviceId: string }[] } }>(
      sandbox,
      'PUT',
      '/api/services/svc-image/dedicated-ip',
      { body: { ipId: 'ip_egress_2' } }
    )
    expect(shared.status).toBe(200)
    expect(shared.body.ip.attachments.map(a => a.serviceId).sort()).toEqual(['svc-image', 'svc-side'])
    expect(
      await call(sandbox, 'PUT', '/api/services/svc-image/dedicated-ip', { body: { ipId: 'ip_nope' } })
    ).toMatchObject({ status: 404, body: { error: 'dedicated IP ip_nope not found' } })
    expect(await call(sandbox, 'PUT', '/api/services/svc-image/dedicated-ip', { body: { ipId: 7 } })).toMatchObject({
      status: 400,
      body: { error: 'ipId: Invalid input: expected string, received number' }
    })
    const detached = await call(sandbox, 'PUT', '/api/services/svc-image/dedicated-ip', { body: { ipId: '' } })
    expect(detached.body).toEqual({ ip: null, redeployRequired: true, effective: 'detached on the next deployment' })
    expect(sandbox.store.service('svc-image')?.dedicatedIpId).toBeUndefined()
  })

  it('sets one variable (created, then updated) and refuses invalid and reserved names', async () => {
    expect(
      (await call(sandbox, 'POST', '/api/services/svc-image/env', { body: { key: 'MODE', value: 'a' } })).body
    ).toEqual({ status: 'created' })
    expect(
      (await call(sandbox, 'POST', '/api/services/svc-image/env', { body: { key: 'MODE', value: 'b' } })).body
    ).toEqual({ status: 'updated' })
    expect(sandbox.store.envOf('svc-image').get('MODE')).toBe('b')
    expect(
      (await call(sandbox, 'POST', '/api/services/svc-image/env', { body: { key: '1BAD', value: 'x' } })).status
    ).toBe(400)
    expect(
      (await call(sandbox, 'POST', '/api/services/svc-web/env', { body: { key: 'PORT', value: '1' } })).status
    ).toBe(400)
    expect((await call(sandbox, 'POST', '/api/services/svc-image/env', { body: { key: 'A' } })).status).toBe(400)
  })

  it('switches database TLS for supported engines only, redeploying when it changes', async () => {
    const before = sandbox.store.deploymentsOf('db-postgres').length
    expect((await call(sandbox, 'POST', '/api/services/db-postgres/db/tls', { body: { tls: true } })).body).toEqual({
      tls: true,
      redeploying: true
    })
    expect(sandbox.store.deploymentsOf('db-postgres')).toHaveLength(before + 1)
    expect((await call(sandbox, 'POST', '/api/services/db-postgres/db/tls', { body: { tls: true } })).body).toEqual({
      tls: true,
      redeploying: false
    })
    expect((await call(sandbox, 'POST', '/api/services/db-cache/db/tls', { body: { tls: true } })).status).toBe(400)
    expect((await call(sandbox, 'POST', '/api/services/svc-web/db/tls', { body: { tls: true } })).status).toBe(400)
  })

  it('reports database metrics, the light subset, and 200 with error when the database is unreachable', async () => {
    type Metrics = { engine: string; running: boolean; groups: { name: string }[]; error?: string }
    const full = await call<Metrics>(sandbox, 'GET', '/api/services/db-postgres/db/metrics')
    expect(full.body).toMatchObject({ engine: 'postgres', running: true })
    const light = await call<Metrics>(sandbox, 'GET', '/api/services/db-postgres/db/metrics?light=1')
    expect(light.body.groups.map(g => g.name)).toEqual(['storage', 'connections'])
    expect(full.body.groups.length).toBeGreaterThan(light.body.groups.length)
    const down = await call<Metrics>(sandbox, 'GET', '/api/services/db-reports/db/metrics')
    expect(down.status).toBe(200)
    expect(down.body).toMatchObject({ engine: 'mysql', running: false, error: expect.stringContaining('refused') })
    // A service that is not a database: no database has that id (404, as the contract says), not a 400.
    expect(await call(sandbox, 'GET', '/api/services/svc-web/db/metrics')).toMatchObject({
      status: 404,
      body: { error: 'svc-web is not a database' }
    })
  })

  it('changes provisioned storage of databases and buckets in whole GB', async () => {
    expect(
      (await call(sandbox, 'PATCH', '/api/services/bucket-assets/storage', { body: { storageGb: 80 } })).body
    ).toEqual({ storageGb: 80, previousGb: 50, applyError: '' })
    const shrink = await call<{ applyError: string }>(sandbox, 'PATCH', '/api/services/bucket-assets/storage', {
      body: { storageGb: 60 }
    })
    expect(shrink.body).toMatchObject({ storageGb: 60, previousGb: 80 })
    expect(shrink.body.applyError).not.toBe('')
    expect(
      (await call(sandbox, 'PATCH', '/api/services/bucket-assets/storage', { body: { storageGb: 5 } })).status
    ).toBe(409)
    for (const storageGb of [2.5, 0, '10'])
      expect(
        (await call(sandbox, 'PATCH', '/api/services/bucket-assets/storage', { body: { storageGb } })).status
      ).toBe(400)
    expect((await call(sandbox, 'PATCH', '/api/services/svc-web/storage', { body: { storageGb: 10 } })).status).toBe(
      400
    )
  })
})

describe('domains and ports', () => {
  it('adds a pending domain, lists it, and refuses duplicates (409) and invalid hostnames (400)', async () => {
    const added = await call(sandbox, 'POST', '/api/services/svc-image/domains', {
      body: { hostname: 'Jobs.Example.com' }
    })
    expect(added.status).toBe(201)
    expect(added.body).toEqual({
      id: expect.any(String),
      serviceId: 'svc-image',
      hostname: 'jobs.example.com',
      status: 'pending',
      port: 10000
    })
    const list = await call<unknown[]>(sandbox, 'GET', '/api/services/svc-image/domains')
    expect(list.body).toEqual([added.body])
    expect(
      (await call(sandbox, 'POST', '/api/services/svc-image/domains', { body: { hostname: 'jobs.example.com' } }))
        .status
    ).toBe(409)
    expect(
      (await call(sandbox, 'POST', '/api/services/svc-fail/domains', { body: { hostname: 'www.demo.example.com' } }))
        .status
    ).toBe(409)
    for (const hostname of ['localhost', '-a.example.com', 'a_b.example.com', 'example..com', '10.0.0.1', '']) {
      expect(
        (await call(sandbox, 'POST', '/api/services/svc-image/domains', { body: { hostname } })).status,
        hostname
      ).toBe(400)
    }
  })

  it('lists the primary port, exposed ports and detected ones not yet exposed', async () => {
    expect((await call(sandbox, 'GET', '/api/services/svc-web/ports')).body).toEqual({
      primaryPort: 10000,
      ports: [9090],
      detected: [9229]
    })
  })
})

describe('GET /api/services/{id}/logs', () => {
  // A deployment that goes live appends a runtime line: let earlier tests' deployments finish.
  beforeAll(() =>
    until(() => sandbox.store.deploymentsOf('svc-web').every(d => d.final), 'svc-web deployments to finish')
  )

  const logs = async (query: string): Promise<LogRecord[]> => {
    const answer = await call<{ logs: LogRecord[] }>(sandbox, 'GET', `/api/services/svc-web/logs${query}`)
    expect(answer.status, query).toBe(200)
    return answer.body.logs
  }

  it('returns the newest lines oldest first, with limit, and pages back with before', async () => {
    const all = await logs('')
    expect(all.length).toBeGreaterThanOrEqual(10)
    expect(all[0]).toEqual({
      id: expect.any(Number),
      serviceId: 'svc-web',
      line: expect.any(String),
      stream: expect.any(String),
      ts: expect.any(String)
    })
    const ids = all.map(l => l.id)
    expect([...ids].sort((a, b) => a - b)).toEqual(ids)
    const page = await logs('?limit=3')
    expect(page).toEqual(all.slice(-3))
    const older = await logs(`?limit=3&before=${page[0]?.id}`)
    expect(older).toEqual(all.slice(-6, -3))
  })

  it('combines before, q, since and until on historical reads, and ignores malformed times', async () => {
    const all = await logs('')
    const matching = all.filter(l => l.line.includes('GET'))
    expect(await logs('?q=GET')).toEqual(matching)
    const last = matching.at(-1)
    expect(await logs(`?q=GET&before=${last?.id}`)).toEqual(matching.slice(0, -1))
    const [from, to] = [all[2], all[6]]
    const window = all.filter(l => l.ts >= (from?.ts ?? '') && l.ts < (to?.ts ?? ''))
    expect(await logs(`?since=${from?.ts}&until=${to?.ts}`)).toEqual(window)
    expect(await logs(`?since=${from?.ts}&until=${to?.ts}&q=GET`)).toEqual(window.filter(l => l.line.includes('GET')))
    expect(await logs('?since=yesterday&until=2020-13-45')).toEqual(all)
  })

  it('uses the live-tail path with after: newer lines, with q, since and until not applied', async () => {
    const all = await logs('')
    const pivot = all.at(-4)?.id ?? 0
    const tail = await logs(`?after=${pivot}&q=nothing-matches&since=2999-01-01T00:00:00Z&until=2000-01-01T00:00:00Z`)
    expect(tail).toEqual(all.slice(-3))
    const added = sandbox.store.appendLog('svc-web', 'a fresh line')
    expect((await logs(`?after=${all.at(-1)?.id}`)).map(l => l.id)).toEqual([added.id])
  })

  it('answers 400 naming the parameter and its form for a limit or log ID that is not a whole number, empty included', async () => {
    const cases: Record<string, string> = {
      '?limit=abc': 'limit: must be a whole number from 1 up, got "abc"',
      '?limit=0': 'limit: must be a whole number from 1 up, got "0"',
      '?limit=-2': 'limit: must be a whole number from 1 up, got "-2"',
      '?limit=': 'limit: must be a whole number from 1 up, got ""',
      '?before=': 'before: must be a log ID (a whole number from 1 up), got ""',
      '?before=x': 'before: must be a log ID (a whole number from 1 up), got "x"',
      '?after=1.5': 'after: must be a log ID (a whole number from 0 up), got "1.5"'
    }
    for (const [query, error] of Object.entries(cases)) {
      expect(await call(sandbox, 'GET', `/api/services/svc-web/logs${query}`), query).toMatchObject({
        status: 400,
        body: { error }
      })
    }
  })
})

describe('seeded deployment history', () => {
  it('lists newest first: main~1 before main~3, createdAt descending, as the list promises', async () => {
    const fresh = await startSandbox({ port: 0, quiet: true })
    try {
      const list = await call<{ deployments: { ref: string; createdAt: string; finishedAt: string }[] }>(
        fresh,
        'GET',
        '/api/services/svc-web/deployments'
      )
      expect(list.body.deployments.map(d => d.ref)).toEqual(['main~1', 'main~2', 'main~3'])
      const created = list.body.deployments.map(d => Date.parse(d.createdAt))
      expect(created).toEqual([...created].sort((x, y) => y - x))
      expect(new Set(created).size).toBe(3)
      for (const d of list.body.deployments)
        expect(Date.parse(d.finishedAt)).toBeGreaterThanOrEqual(Date.parse(d.createdAt))
      // A new deployment goes on top of the history.
      const deployed = await call<{ deploymentId: string }>(fresh, 'POST', '/api/services/svc-web/deploy', { body: {} })
      const after = await call<{ deployments: { id: string; ref: string }[] }>(
        fresh,
        'GET',
        '/api/services/svc-web/deployments'
      )
      expect(after.body.deployments.map(d => d.id)[0]).toBe(deployed.body.deploymentId)
      expect(after.body.deployments.slice(1).map(d => d.ref)).toEqual(['main~1', 'main~2', 'main~3'])
    } finally {
      await fresh.close()
    }
  })
})

describe('numeric query parameters', () => {
  it('answer 400 naming the parameter and its form on every endpoint, as a bad metrics range does', async () => {
    const deployment = sandbox.store.deploymentsOf('svc-web')[0]?.id ?? ''
    const cases: Record<string, string> = {
      '/api/services/svc-web/deployments?limit=abc': 'limit: must be a whole number from 1 to 100, got "abc"',
      '/api/services/svc-web/deployments?limit=101': 'limit: must be a whole number from 1 to 100, got "101"',
      '/api/services/svc-web/deployments?before=x':
        'before: must be a cursor returned as nextCursor (a whole number), got "x"',
      '/api/services/svc-web/deployments?before=1.5':
        'before: must be a cursor returned as nextCursor (a whole number), got "1.5"',
      [`/api/deployments/${deployment}/logs?after=abc`]:
        'after: must be a sequence number (a whole number from 0 up), got "abc"',
      [`/api/deployments/${deployment}/logs?after=-1`]:
        'after: must be a sequence number (a whole number from 0 up), got "-1"',
      '/api/services/svc-web/logs?limit=1e3': 'limit: must be a whole number from 1 up, got "1e3"'
    }
    for (const [path, error] of Object.entries(cases))
      expect(await call(sandbox, 'GET', path), path).toMatchObject({ status: 400, body: { error } })
    expect((await call(sandbox, 'GET', '/api/services/svc-web/metrics?range=2h')).body).toEqual({
      error: 'range: range must be one of 1h, 6h, 24h, 7d'
    })
    // Good values still page: limit and before from a page's nextCursor.
    const page = await call<{ deployments: unknown[]; nextCursor?: number }>(
      sandbox,
      'GET',
      '/api/services/svc-web/deployments?limit=1'
    )
    expect(page.body.deployments).toHaveLength(1)
    expect(
      (await call(sandbox, 'GET', `/api/services/svc-web/deployments?limit=1&before=${page.body.nextCursor}`)).status
    ).toBe(200)
    // An empty value is not a number: `?before=` is not the end of the list, nor `?after=` its start.
    for (const path of ['/api/services/svc-web/deployments?before=', `/api/deployments/${deployment}/logs?after=`])
      expect((await call(sandbox, 'GET', path)).status, path).toBe(400)
  })
})

describe('GET /api/services/{id}/metrics', () => {
  it.each(['1h', '6h', '24h', '7d'])('answers range %s', async range => {
    const answer = await call<{ range: string; series: { points: unknown[] }[] }>(
      sandbox,
      'GET',
      `/api/services/svc-web/metrics?range=${range}`
    )
    expect(answer.status).toBe(200)
    expect(answer.body.range).toBe(range)
    expect(answer.body.series[0]?.points.length).toBeGreaterThan(0)
  })

  it('answers 400 for another range', async () => {
    expect((await call(sandbox, 'GET', '/api/services/svc-web/metrics?range=2h')).status).toBe(400)
    expect((await call(sandbox, 'GET', '/api/services/svc-web/metrics?range=')).status).toBe(400)
  })
})

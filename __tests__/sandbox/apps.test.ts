// The deployed applications (/apps/{service-id}/) and the seed options for going live:
// a broken, a slow and a stale application, a service busy with a rival deployment (409), and
// a deployment superseded by a newer one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { commitOf } from '../../sandbox/model.js'
import type { SeedInput } from '../../sandbox/seed.js'
import { startSandbox, type Sandbox } from '../../sandbox/server.js'
import { call, seed, until } from '../harness/sandbox.js'

let sandbox: Sandbox
beforeAll(async () => {
  const input: SeedInput = structuredClone(seed)
  input.scripts.quick = { phases: [{ status: 'building', lines: ['built'] }], final: 'live' }
  input.scripts.replaced = { phases: [{ status: 'building', lines: ['built'] }], final: 'canceled', supersede: true }
  input.scripts.rival = { phases: [{ status: 'building', lines: ['rival'], durationMs: 300 }], final: 'live' }
  const web = input.services.find(s => s.id === 'svc-web')
  const staging = input.services.find(s => s.id === 'svc-staging')
  if (!web || !staging) throw new Error('the seed lacks svc-web or svc-staging')
  web.script = 'quick'
  web.refScripts = { ...web.refScripts, replaced: 'replaced' }
  web.app = { ...web.app, slow: { healthyAfterMs: 60_000 } }
  staging.script = 'quick'
  staging.busyConflict = true
  staging.rivalRef = 'rival'
  staging.refScripts = { rival: 'rival' }
  sandbox = await startSandbox({ port: 0, quiet: true, seed: input })
})
afterAll(async () => {
  await sandbox?.close()
})

async function deployed(ref: string, service = 'svc-web'): Promise<string> {
  const queued = await call<{ deploymentId: string }>(sandbox, 'POST', `/api/services/${service}/deploy`, {
    body: { ref }
  })
  expect(queued.status).toBe(202)
  const id = queued.body.deploymentId
  await until(() => sandbox.store.deployment(id)?.final === true, `deployment ${id} to end`)
  return id
}

async function page(service = 'svc-web', path = ''): Promise<{ status: number; text: string }> {
  const response = await fetch(`${sandbox.url}/apps/${service}/${path}`)
  return { status: response.status, text: await response.text() }
}

describe('the deployed applications', () => {
  it('serve the live deployment: service, ref and commit, on any path, without a key', async () => {
    const id = await deployed('main')
    for (const path of ['', 'health']) {
      const answer = await page('svc-web', path)
      expect(answer.status).toBe(200)
      expect(answer.text).toContain(`ref main, commit ${commitOf('main')}, deployment ${id}`)
    }
    const sha = '0123456789abcdef0123456789abcdef01234567'
    await deployed(sha)
    expect((await page()).text).toContain(`commit ${sha}`)
    expect((await page('svc-nope')).status).toBe(404)
  })

  it('a ref that is live but broken answers 500, a slow one 503, a stale one the previous commit', async () => {
    await deployed('before-stale')
    await deployed('stale')
    const stale = await page()
    expect(stale.status).toBe(200)
    expect(stale.text).toContain(`ref before-stale, commit ${commitOf('before-stale')}`)
    await deployed('unhealthy')
    expect((await page()).status).toBe(500)
    await deployed('slow')
    expect((await page()).status).toBe(503)
  })

  it('a busy service answers 409 while its rival deployment runs, then queues', async () => {
    const refused = await call<{ error: string }>(sandbox, 'POST', '/api/services/svc-staging/deploy', {
      body: { ref: 'main' }
    })
    expect(refused.status).toBe(409)
    const rival = sandbox.store.deploymentsOf('svc-staging')[0]
    expect(rival?.ref).toBe('rival')
    expect(refused.body.error).toContain(`deployment ${rival?.id} is in progress`)
    await until(() => rival?.final === true, 'the rival to end')
    await deployed('main', 'svc-staging')
  })

  it('a superseded deployment ends cancelled with a newer one in the list', async () => {
    const id = await deployed('replaced')
    const [newest, next] = sandbox.store.deploymentsOf('svc-web')
    expect(next?.id).toBe(id)
    expect(next?.status).toBe('canceled')
    expect(newest?.ref).toBe('main')
  })
})

// The seeded app (issue 31): svc-migrate, svc-web and svc-worker in the demo project, each with
// an earlier live deployment to roll back to, reachable with the demo's account and project
// keys; at ref `crash` only the worker fails, so a demo shows fail-fast and rollback. The example
// app files deploy exactly these services.
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../sandbox/server.js'
import { parseAppFile } from '../../src/settings/app-file.js'
import { classifyState } from '../../src/watch/states.js'
import { call, KEYS, seed, until } from '../harness/sandbox.js'

const APP = ['svc-migrate', 'svc-web', 'svc-worker']
/** The ref at which the worker crashes on start. */
const CRASH = 'crash'

let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, quiet: true, seed, speed: 20 })
})
afterAll(async () => {
  await sandbox?.close()
})

/** Deploys `service` at `ref` and waits for its final status. */
async function finalStatus(service: string, ref: string): Promise<string> {
  const queued = await call<{ deploymentId: string }>(sandbox, 'POST', `/api/services/${service}/deploy`, {
    key: KEYS.project,
    body: { ref }
  })
  expect(queued.status).toBe(202)
  const id = queued.body.deploymentId
  await until(() => sandbox.store.deployment(id)?.final === true, `deployment ${id} of ${service} to end`)
  return sandbox.store.deployment(id)?.status ?? ''
}

describe('the seeded app', () => {
  it('has its three services in the demo project, each with an earlier live deployment', async () => {
    for (const id of APP) {
      const service = seed.services.find(s => s.id === id)
      expect(service, id).toMatchObject({ projectId: 'prj_demo', environmentId: 'env_production' })
      for (const key of [KEYS.account, KEYS.project]) {
        const list = await call<{ deployments: { status: string }[] }>(
          sandbox,
          'GET',
          `/api/services/${id}/deployments`,
          {
            key
          }
        )
        expect(list.status, id).toBe(200)
        expect(
          list.body.deployments.some(d => d.status === 'live'),
          `${id} has a live deployment to roll back to`
        ).toBe(true)
      }
    }
  })

  it(`at ref ${CRASH}, the worker's deployment fails; the migration and the web service go live`, async () => {
    const [migrate, web, worker] = await Promise.all(APP.map(id => finalStatus(id, CRASH)))
    expect(classifyState(migrate ?? '').class).toBe('success')
    expect(classifyState(web ?? '').class).toBe('success')
    expect(worker).toBe('crashed')
    expect(classifyState(worker ?? '').class).toBe('failure')
  })

  it('at any other ref, the worker goes live', async () => {
    expect(classifyState(await finalStatus('svc-worker', 'main')).class).toBe('success')
  })

  it.each(['examples/app/app.yml', 'examples/gitlab/app.yml'])('%s deploys the seeded app', file => {
    const app = parseAppFile(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'), file)
    expect(app.services.map(service => service.id)).toEqual(APP)
  })
})

// `--data DIR`: the sandbox's state survives a restart on the same directory (node:sqlite).
import { spawn } from 'node:child_process'
import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { Persistence } from '../../sandbox/persistence.js'
import { startSandbox, type Sandbox } from '../../sandbox/server.js'
import { call, until, type LogRecord, type ServiceRecord } from '../harness/sandbox.js'

const dir = mkdtempSync(join(tmpdir(), 'sandbox-data-'))
const open: Sandbox[] = []
afterAll(async () => {
  await Promise.all(open.map(s => s.close()))
  rmSync(dir, { recursive: true, force: true })
})

async function start(dataDir?: string): Promise<Sandbox> {
  const sandbox = await startSandbox({ port: 0, quiet: true, speed: 20, ...(dataDir ? { dataDir } : {}) })
  open.push(sandbox)
  return sandbox
}

async function stop(sandbox: Sandbox): Promise<void> {
  await sandbox.close()
  open.splice(open.indexOf(sandbox), 1)
}

describe('state in a data directory', () => {
  it('finds a created service, its variable, its finished deployment and its domain again after a restart', async () => {
    const first = await start(dir)
    expect(first.dataFile).toBe(join(dir, 'sandbox.sqlite'))
    const created = await call<ServiceRecord>(first, 'POST', '/api/services', {
      body: { name: 'kept', image: 'demo/kept:1' }
    })
    expect(created.status).toBe(201)
    const id = created.body.id
    await call(first, 'POST', `/api/services/${id}/env`, { body: { key: 'GREETING', value: 'hello = world' } })
    await call(first, 'POST', '/api/services/svc-web/domains', { body: { hostname: 'kept.example.com' } })
    await until(() => first.store.deploymentsOf(id)[0]?.final === true, 'the first deployment to finish')
    const deployment = first.store.deploymentsOf(id)[0]
    const hang = await call<{ deploymentId: string }>(first, 'POST', '/api/services/svc-web/deploy', {
      body: { ref: 'hang' }
    })
    const logs = (await call<{ logs: LogRecord[] }>(first, 'GET', `/api/services/${id}/logs`)).body.logs
    await stop(first)

    const second = await start(dir)
    const project = await call<{ services: ServiceRecord[] }>(second, 'GET', '/api/projects/demo')
    expect(project.body.services.find(s => s.id === id)).toMatchObject({
      name: 'kept',
      image: 'demo/kept:1',
      status: 'running'
    })
    expect(second.store.envOf(id).get('GREETING')).toBe('hello = world')
    const listed = await call<{ deployments: { id: string; status: string }[] }>(
      second,
      'GET',
      `/api/services/${id}/deployments`
    )
    expect(listed.body.deployments).toEqual([expect.objectContaining({ id: deployment?.id, status: 'live' })])
    const lines = await call<{ seq: number; line: string }[]>(second, 'GET', `/api/deployments/${deployment?.id}/logs`)
    expect(lines.body.map(l => l.line)).toEqual(deployment?.lines.map(l => l.text))
    expect((await call<{ logs: LogRecord[] }>(second, 'GET', `/api/services/${id}/logs`)).body.logs).toEqual(logs)
    expect(
      (await call<{ hostname: string }[]>(second, 'GET', '/api/services/svc-web/domains')).body.map(d => d.hostname)
    ).toContain('kept.example.com')
    // A deployment cut by the restart ends instead of hanging forever.
    expect(second.store.deployment(hang.body.deploymentId)).toMatchObject({ final: true, status: 'canceled' })
    // New records continue the old numbering.
    const again = await call<{ deploymentId: string }>(second, 'POST', `/api/services/${id}/deploy`, { body: {} })
    expect(again.status).toBe(202)
    expect(second.store.deploymentsOf(id)[0]?.id).toBe(again.body.deploymentId)
    expect(second.store.appendLog(id, 'next').id).toBeGreaterThan(Math.max(...logs.map(l => l.id)))
    await stop(second)
  })

  it('keeps nothing without a data directory', async () => {
    const first = await start()
    expect(first.dataFile).toBeUndefined()
    const created = await call<ServiceRecord>(first, 'POST', '/api/services', {
      body: { name: 'gone', image: 'demo/gone:1' }
    })
    expect(created.status).toBe(201)
    expect(first.store.service(created.body.id)).toBeDefined()
    await stop(first)
    const second = await start()
    expect(second.store.service(created.body.id)).toBeUndefined()
  })

  it.skipIf(process.platform === 'win32')(
    'keeps the database and its WAL, which hold variable values, readable by the owner only',
    () => {
      const modes = (at: string): Record<string, string> =>
        Object.fromEntries(readdirSync(at).map(name => [name, (statSync(join(at, name)).mode & 0o777).toString(8)]))
      const fresh = join(mkdtempSync(join(dir, 'fresh-')), 'data')
      const saved = new Persistence(fresh)
      saved.saveVariable('svc-web', 'TOKEN', 'a value')
      expect((statSync(fresh).mode & 0o777).toString(8)).toBe('700')
      expect(modes(fresh)).toEqual({
        'sandbox.sqlite': '600',
        'sandbox.sqlite-wal': '600',
        'sandbox.sqlite-shm': '600'
      })
      saved.close()

      // Files an earlier sandbox left readable by all are narrowed when opened again.
      const older = mkdtempSync(join(dir, 'older-'))
      for (const name of ['sandbox.sqlite', 'sandbox.sqlite-wal', 'sandbox.sqlite-shm']) {
        writeFileSync(join(older, name), '')
        chmodSync(join(older, name), 0o644)
      }
      const reopened = new Persistence(older)
      reopened.saveVariable('svc-web', 'TOKEN', 'a value')
      expect(modes(older)).toEqual({
        'sandbox.sqlite': '600',
        'sandbox.sqlite-wal': '600',
        'sandbox.sqlite-shm': '600'
      })
      reopened.close()
    }
  )
})

describe('npm run sandbox', () => {
  it('prints its URL, keys, services, endpoints and where the state is kept, and serves until stopped', async () => {
    const cliDir = join(dir, 'cli')
    const tsx = new URL('../../node_modules/.bin/tsx', import.meta.url).pathname
    const child = spawn(tsx, ['sandbox/cli.ts', '--port', '0', '--data', cliDir], {
      cwd: new URL('../..', import.meta.url).pathname
    })
    let out = ''
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString()
          if (out.includes('Requests:')) resolve()
        })
        child.once('exit', code => reject(new Error(`the sandbox exited with ${code}: ${out}`)))
      })
      expect(out).toMatch(/^SANDBOX_URL=http:\/\/127\.0\.0\.1:\d+$/m)
      expect(out).toContain('sbx_account_full_7Qm2xW9c')
      expect(out).toMatch(/db-postgres\s+database postgres/)
      expect(out).toContain('PATCH  /api/services/{id}/schedule')
      expect(out).toContain(`kept in ${join(cliDir, 'sandbox.sqlite')}`)
      const url = /^SANDBOX_URL=(\S+)$/m.exec(out)?.[1] ?? ''
      const me = await fetch(`${url}/api/auth/me`, { headers: { authorization: 'Bearer sbx_account_full_7Qm2xW9c' } })
      expect(me.status).toBe(200)
    } finally {
      const exited = new Promise(resolve => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
  })
})

// The verification window in an app, in process against the sandbox's applications that break
// after going live (copies of svc-verify at ten times their speed: 2 s after live). A service's
// window starts when it goes live, and `needs` waits for live and healthy, not for the window:
// the windows run at the same time. The first window that breaks fails the app, ends every other
// window and, with rollback, returns every service the run took live.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../../sandbox/server.js'
import { deployApp } from '../../../src/app/deploy-app.js'
import type { AppConfig, AppService, DeployConfig } from '../../../src/core/config.js'
import type { EngineEvent } from '../../../src/core/host.js'
import { demoSeed, type SeedShape } from '../../harness/helpers.js'
import { recordingHost } from '../../harness/recording-host.js'
import { ACCOUNT_KEY } from '../steps/step-world.js'

function verifyCopy(seed: SeedShape, id: string): void {
  const original = seed.services.find(service => service.id === 'svc-verify')
  if (!original) throw new Error('the seed has no svc-verify')
  seed.services.push({ ...structuredClone(original), id, slug: id, name: id })
}

let sandbox: Sandbox
beforeAll(async () => {
  const seed = demoSeed()
  for (const id of ['va-db', 'va-web', 'va-worker', 'vp-db', 'vp-web']) verifyCopy(seed, id)
  sandbox = await startSandbox({ seed, port: 0, quiet: true, speed: 10 })
})
afterAll(async () => {
  await sandbox?.close()
})

function service(name: string, id: string, ref: string, forMs: number, needs: string[] = []): AppService {
  const config: DeployConfig = {
    baseUrl: sandbox.url,
    apiKey: ACCOUNT_KEY,
    serviceId: id,
    ref,
    variables: [],
    wait: true,
    timeoutMs: 120_000,
    logs: true,
    environmentUrl: undefined,
    healthCheck: undefined,
    rollback: true,
    ifBusy: 'fail',
    superseded: 'fail',
    verify: { forMs, intervalMs: 1000, failOnLog: [], ignoreLog: [] }
  }
  return { name, needs, config }
}

function app(services: AppService[], rollback: boolean): AppConfig {
  return {
    baseUrl: sandbox.url,
    apiKey: ACCOUNT_KEY,
    services,
    failFast: true,
    maxParallel: services.length,
    rollback,
    logOrder: 'stream',
    timeoutMs: 120_000
  }
}

/** The app run, each engine event with when it came. */
async function run(config: AppConfig) {
  const timed: { at: number; event: EngineEvent }[] = []
  const host = recordingHost({ onEvent: event => timed.push({ at: Date.now(), event }) })
  const result = await deployApp(config, host)
  const windowEnd = (name: string): number | undefined =>
    timed.find(({ event }) => event.type === 'verify' && event.stage === 'end' && event.service === name)?.at
  return { result, windowEnd, said: host.messages('info') }
}

/** When the service's newest deployment (this run's) was queued, in ms since the epoch. */
function queuedAt(id: string): number {
  const newest = sandbox.store.deploymentsOf(id)[0]
  return Date.parse(newest?.createdAt ?? '')
}

describe('the verification window of an app', () => {
  it('starts what needs a service once it is live and healthy, while its window still runs', async () => {
    const { result, windowEnd } = await run(
      app([service('db', 'vp-db', 'main', 6000), service('web', 'vp-web', 'main', 3000, ['db'])], false)
    )
    expect(result.error).toBeUndefined()
    expect(result.result).toBe('success')
    expect(result.services?.map(entry => entry.verify?.result)).toEqual(['passed', 'passed'])
    // web was queued before db's window ended: the windows ran at the same time.
    expect(queuedAt('vp-web')).toBeLessThan(windowEnd('db') ?? 0)
  })

  it('fails on the first window that breaks, ends the others, and returns every service it took live', async () => {
    const { result, said } = await run(
      app(
        [
          service('db', 'va-db', 'main', 20_000),
          service('web', 'va-web', 'verify-panic', 20_000, ['db']),
          service('worker', 'va-worker', 'main', 20_000)
        ],
        true
      )
    )
    expect(result.result).toBe('unhealthy')
    expect(result.failureKind).toBe('unhealthy')
    expect(result.error?.title).toBe('web: Deployment broke after going live')
    const byName = new Map(result.services?.map(entry => [entry.name, entry]))
    expect(byName.get('web')?.verify?.result).toBe('failed')
    expect(byName.get('web')?.verify?.reason).toMatch(/^va-web broke \d+s after going live: a crash in its runtime log/)
    for (const name of ['db', 'worker']) {
      expect(byName.get(name)?.verify?.result, name).toBe('skipped')
      expect(byName.get(name)?.verify?.reason, name).toMatch(/another service of the app failed first/)
      // Ended early, far from its 20 s.
      expect(byName.get(name)?.verify?.forMs, name).toBeLessThan(20_000)
      // Taken live by this run: returned to the ref that was live before.
      expect(byName.get(name)?.rollback?.ref, name).toBe('main~1')
    }
    expect(byName.get('web')?.rollback?.ref).toBe('main~1')
    // The window's lines are the tool's own about web, labelled so (streamed): the match as it
    // comes, and the lines it matched again at the app's end, under its failure.
    const match = said.findIndex(line => /^web: {5}Runtime log \d+s after going live, new \(Go panic\):$/.test(line))
    expect(match, said.join('\n')).toBeGreaterThan(-1)
    const again = said.indexOf(
      'web:     ✖ Deployment broke after going live: the runtime lines its verification window matched'
    )
    expect(again).toBeGreaterThan(match)
    const quoted = said.slice(match + 1, again).filter(line => line.startsWith('web:       > '))
    expect(quoted[0]).toMatch(/^web: {7}> panic: /)
    expect(said.slice(again + 1).flatMap(line => line.split('\n'))).toEqual(quoted)
  })
})

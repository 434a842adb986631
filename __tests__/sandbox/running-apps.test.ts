// What a deployed application does once live (the seed's `app` entry of its ref,
// sandbox/running-apps.ts): runtime lines on a timer, a break after a while (500), its record
// leaving live, a newer deployment queued; only while it is the service's live one, at the
// sandbox's speed, on timers the sandbox clears when it stops. Time is the test's own clock.
import { afterEach, describe, expect, it } from 'vitest'
import { REAL_TIMERS } from '../../sandbox/running-apps.js'
import { loadSeed, type SeedInput } from '../../sandbox/seed.js'
import { startSandbox, type Sandbox } from '../../sandbox/server.js'
import { demoSeed, webCopy } from '../harness/helpers.js'
import { ManualTimers } from '../harness/manual-timers.js'
import { call } from '../harness/sandbox.js'

/** Scripts run twice as fast: every delay after going live is halved too. */
const SPEED = 2
const SERVICE = 'svc-app'

function appSeed(): SeedInput {
  const seed = demoSeed()
  // Without awaits, a script of one instant phase ends before the deploy is answered.
  seed.scripts.instant = { phases: [{ status: 'building', lines: ['built {ref}'] }], final: 'live' }
  seed.scripts['branch-build'] = {
    phases: [{ status: 'building', lines: ['the branch build of {ref}'] }],
    final: 'live'
  }
  seed.scripts.held = { phases: [{ status: 'building', lines: ['held'], durationMs: 3_600_000 }], final: 'live' }
  webCopy(seed, SERVICE, {
    script: 'instant',
    refScripts: { main: 'branch-build', held: 'held' },
    logs: [],
    app: {
      writes: {
        runtime: [
          {
            afterMs: 1000,
            line: ['first of {service} at {ref} ({id})', 'second'],
            stream: 'stderr',
            everyMs: 500,
            count: 3
          },
          { afterMs: 2500, line: 'once' }
        ]
      },
      ticks: { runtime: [{ afterMs: 0, everyMs: 1000, line: 'tick {ref}' }] },
      held: { runtime: [{ afterMs: 0, line: 'the held deployment runs' }] },
      breaks: { failsAfterMs: 1000 },
      crashes: {
        statusAfter: { afterMs: 3000, status: 'crashed' },
        runtime: [{ afterMs: 500, everyMs: 1000, line: 'tick' }]
      },
      pushes: { newerDeployAfterMs: 1000 }
    }
  })
  return seed
}

let sandbox: Sandbox
let timers: ManualTimers
afterEach(async () => {
  await sandbox?.close()
})

async function start(seed: SeedInput = appSeed()): Promise<void> {
  timers = new ManualTimers()
  sandbox = await startSandbox({ port: 0, quiet: true, seed, speed: SPEED, appTimers: timers })
}

/** Deploys `ref` (its script ends before the answer) and returns the deployment's id. */
async function deploy(ref: string): Promise<string> {
  const queued = await call<{ deploymentId: string }>(sandbox, 'POST', `/api/services/${SERVICE}/deploy`, {
    body: { ref }
  })
  expect(queued.status).toBe(202)
  expect(sandbox.store.deployment(queued.body.deploymentId)?.status).toBe('live')
  return queued.body.deploymentId
}

/** Moves the applications' clock on by `ms` of the seed's time (at the sandbox's speed). */
const pass = (ms: number): void => timers.advance(ms / SPEED)

/** The service's runtime lines the application wrote (the started line of each deployment left out). */
const written = (): string[] =>
  sandbox.store
    .logsOf(SERVICE)
    .map(log => `${log.stream} ${log.line}`)
    .filter(line => !line.includes(' started from '))

const appStatus = async (): Promise<number> => (await fetch(`${sandbox.url}/apps/${SERVICE}/`)).status

describe('a live application', () => {
  it('writes its runtime lines afterMs after going live, then every everyMs, count in all, in turn and filled in', async () => {
    await start()
    const id = await deploy('writes')
    pass(999)
    expect(written()).toEqual([])
    pass(1)
    expect(written()).toEqual([`stderr first of ${SERVICE} at writes (${id})`])
    pass(500)
    expect(written().at(-1)).toBe('stderr second')
    pass(500)
    expect(written().at(-1)).toBe(`stderr first of ${SERVICE} at writes (${id})`)
    pass(499)
    expect(written()).toHaveLength(3)
    pass(1)
    expect(written().at(-1)).toBe('stdout once')
    pass(60_000)
    expect(written()).toHaveLength(4)
  })

  it('writes nothing more once a newer deployment goes live, and leaves no timer behind', async () => {
    await start()
    const idle = timers.pending
    await deploy('ticks')
    pass(2000)
    expect(written()).toEqual(['stdout tick ticks', 'stdout tick ticks', 'stdout tick ticks'])
    expect(timers.pending).toBe(idle + 1)
    await deploy('quiet')
    expect(timers.pending).toBe(idle)
    pass(10_000)
    expect(written()).toHaveLength(3)
  })

  it('writes nothing once its deployment leaves live some other way', async () => {
    await start()
    const idle = timers.pending
    const id = await deploy('ticks')
    pass(1000)
    sandbox.store.setStatus(sandbox.store.deployment(id)!, 'suspended', true)
    pass(10_000)
    expect(written()).toEqual(['stdout tick ticks', 'stdout tick ticks'])
    expect(timers.pending).toBe(idle)
  })

  it('an older deployment that goes live after a newer one starts nothing and stops nothing', async () => {
    await start()
    // Queued first, its build outlasts the test: it ends only when the test says so.
    const held = sandbox.store.deploy(sandbox.store.service(SERVICE)!, 'held')
    await deploy('ticks')
    pass(1000)
    expect(written()).toEqual(['stdout tick ticks', 'stdout tick ticks'])
    // What the runner does at the end of a script that goes live.
    sandbox.store.setStatus(held, 'live', true)
    sandbox.store.wentLive(held)
    pass(1000)
    expect(written()).toEqual(['stdout tick ticks', 'stdout tick ticks', 'stdout tick ticks'])
  })

  it('answers 200 until failsAfterMs after going live, then 500', async () => {
    await start()
    await deploy('breaks')
    pass(999)
    expect(await appStatus()).toBe(200)
    pass(1)
    expect(await appStatus()).toBe(500)
    expect(await (await fetch(`${sandbox.url}/apps/${SERVICE}/health`)).text()).toContain(
      'internal error (it stopped working after going live)'
    )
    // A newer deployment serves again.
    await deploy('quiet')
    expect(await appStatus()).toBe(200)
  })

  it("statusAfter changes the live deployment's own record, keeps when it finished, and stops its application", async () => {
    await start()
    const idle = timers.pending
    const before = await deploy('quiet')
    const id = await deploy('crashes')
    const deployment = sandbox.store.deployment(id)!
    const finishedAt = deployment.finishedAt
    pass(2999)
    expect(deployment.status).toBe('live')
    pass(1)
    const list = await call<{ deployments: { id: string; status: string; finishedAt: string }[] }>(
      sandbox,
      'GET',
      `/api/services/${SERVICE}/deployments`
    )
    expect(list.body.deployments[0]).toMatchObject({ id, status: 'crashed', finishedAt })
    // Its next line was due half a second later: cleared at once.
    expect(timers.pending).toBe(idle)
    const ticks = written().length
    pass(10_000)
    expect(written()).toHaveLength(ticks)
    // The previous live deployment serves (its page names it).
    expect(await (await fetch(`${sandbox.url}/apps/${SERVICE}/`)).text()).toContain(`deployment ${before}`)
  })

  it('newerDeployAfterMs queues a deployment of the tracked branch, which runs the branch script', async () => {
    await start()
    const id = await deploy('pushes')
    pass(999)
    expect(sandbox.store.deploymentsOf(SERVICE)[0]?.id).toBe(id)
    pass(1)
    const [newer] = sandbox.store.deploymentsOf(SERVICE)
    expect(newer?.id).not.toBe(id)
    expect(newer?.ref).toBe('main')
    expect(newer?.lines.map(line => line.text)).toEqual(['the branch build of main'])
  })
})

describe('the running applications stop with the sandbox', () => {
  /** svc-app with a live deployment at start (`main~1`, from its history) that ticks. */
  function liveAtStart(): SeedInput {
    const seed = appSeed()
    const service = seed.services.find(s => s.id === SERVICE)!
    service.history = 1
    service.app = { ...service.app, 'main~1': { runtime: [{ afterMs: 1000, everyMs: 1000, line: 'tick {ref}' }] } }
    return seed
  }

  it("the seed's live deployment runs its ref's entry from the start", async () => {
    await start(liveAtStart())
    pass(2000)
    expect(written()).toEqual(['stdout tick main~1', 'stdout tick main~1'])
  })

  it('close() clears every pending timer, those of the application live at start included', async () => {
    await start(liveAtStart())
    const atStart = timers.pending
    expect(atStart).toBeGreaterThan(0)
    await deploy('writes')
    expect(timers.pending).toBeGreaterThan(atStart)
    await sandbox.close()
    expect(timers.pending).toBe(0)
  })

  it('the real timers keep no process alive', () => {
    const handle = REAL_TIMERS.set(() => undefined, 60_000) as NodeJS.Timeout
    expect(handle.hasRef()).toBe(false)
    REAL_TIMERS.clear(handle)
  })
})

describe("the seed's app entries", () => {
  const withApp = (app: unknown, logs: unknown[] = []): unknown => {
    const seed = appSeed()
    const service = seed.services.find(s => s.id === SERVICE)!
    Object.assign(service, { app: { ref: app }, logs })
    return seed
  }

  it.each([
    [
      1,
      { runtime: [{ afterMs: 0, line: 'x', count: 2 }] },
      /count needs everyMs: without it, the line is written once/
    ],
    [2, { runtime: [{ afterMs: 0, line: 'x', everyMs: 10 }] }, /must be at least 100 ms, got 10/],
    [3, { failsAfterMs: 86_400_001 }, /must be at most 86400000 ms \(a day\), got 86400001/],
    [4, { statusAfter: { afterMs: 1000 } }, /statusAfter\.status/],
    [5, { runtime: [{ afterMs: 0, line: [] }] }, /runtime\[0\]\.line/],
    [6, { newerDeployAfterMs: 10, after: 1 }, /Unrecognized key: "after"/]
  ])('%i. refuses %j, naming what is wrong', (_, app, message) => {
    expect(() => loadSeed(withApp(app))).toThrow(message)
  })

  it('refuses a runtime line timed both by ts and by agoMs', () => {
    expect(() => loadSeed(withApp({}, [{ line: 'x', ts: '2026-01-01T00:00:00Z', agoMs: 1000 }]))).toThrow(
      /give ts or agoMs, not both/
    )
  })

  it('dates a runtime line agoMs before the sandbox started', async () => {
    const seed = appSeed()
    const service = seed.services.find(s => s.id === SERVICE)!
    service.logs = [{ line: 'an hour ago', agoMs: 3_600_000 }, 'just now']
    const before = Date.now()
    await start(seed)
    const after = Date.now()
    const [hourAgo, recent] = sandbox.store.logsOf(SERVICE)
    expect(hourAgo?.line).toBe('an hour ago')
    expect(hourAgo?.ts).toBeGreaterThanOrEqual(before - 3_600_000)
    expect(hourAgo?.ts).toBeLessThanOrEqual(after - 3_600_000)
    // An untimed line is dated in the last minutes, after it.
    expect(recent!.ts - hourAgo!.ts).toBeGreaterThan(3_000_000)
  })
})

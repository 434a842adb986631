// The seed's refs for a verification window after going live (docs/sandbox.md): on svc-verify,
// each ref goes live healthy and breaks one way about 20 s later (a Go panic, an OOM kill, an
// exit, a 500, a newer deployment, a crashed record), or keeps a noisy error the runtime log
// already had before the deploy, at the same rate. The application's clock is the test's own;
// the runtime log is read as a verification window reads it: a 15-minute baseline paged back
// with since and before, then the live tail with after.
import { afterEach, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../sandbox/server.js'
import { ManualTimers } from '../harness/manual-timers.js'
import { call, KEYS, seed, until } from '../harness/sandbox.js'

const SERVICE = 'svc-verify'
/** The seed's builds then take a tenth of a second; the applications' delays shrink alike. */
const SPEED = 20
/** When each ref breaks, after going live (the seed's time). */
const BREAKS_AFTER_MS = 20_000
/** The noisy error: only its number varies, so a window that masks numbers sees one error. */
const NOISE = /^ERROR cache miss storm: redis timeout after 250ms \(key=user:\d+\)$/

interface LogRecord {
  id: number
  line: string
  stream: string
  ts: string
}

let sandbox: Sandbox
let timers: ManualTimers
afterEach(async () => {
  await sandbox?.close()
})

async function start(): Promise<void> {
  timers = new ManualTimers()
  sandbox = await startSandbox({ port: 0, quiet: true, seed, speed: SPEED, appTimers: timers })
}

/** Moves the applications' clock on by `ms` of the seed's time. */
const pass = (ms: number): void => timers.advance(ms / SPEED)

async function logs(query: string): Promise<LogRecord[]> {
  const answer = await call<{ logs: LogRecord[] }>(sandbox, 'GET', `/api/services/${SERVICE}/logs${query}`, {
    key: KEYS.project
  })
  expect(answer.status, query).toBe(200)
  return answer.body.logs
}

/** The newest runtime log id, as a window reads it before it starts tailing. */
const newestId = async (): Promise<number> => (await logs('?limit=1')).at(-1)?.id ?? 0

/** Deploys `ref` with the demo's project key and waits until it is live. */
async function deployLive(ref: string): Promise<string> {
  const queued = await call<{ deploymentId: string }>(sandbox, 'POST', `/api/services/${SERVICE}/deploy`, {
    key: KEYS.project,
    body: { ref }
  })
  expect(queued.status).toBe(202)
  const id = queued.body.deploymentId
  await until(() => sandbox.store.deployment(id)?.final === true, `deployment ${id} at ${ref} to end`)
  expect(sandbox.store.deployment(id)?.status).toBe('live')
  return id
}

const appStatus = async (): Promise<number> => (await fetch(`${sandbox.url}/apps/${SERVICE}/`)).status

/** The application's lines since log id `after`, without the sandbox's own started line. */
async function tail(after: number): Promise<string[]> {
  return (await logs(`?after=${after}&limit=1000`)).map(l => l.line).filter(line => !line.includes(' started from '))
}

/**
 * Deploys `ref`, checks that nothing breaks just before BREAKS_AFTER_MS, then lets it pass:
 * what the application wrote in between, and its health before and after.
 */
async function breaking(
  ref: string
): Promise<{ id: string; lines: string[]; healthBefore: number; healthAfter: number }> {
  await start()
  const id = await deployLive(ref)
  const from = await newestId()
  pass(BREAKS_AFTER_MS - 1)
  expect(await tail(from), `nothing breaks at ${ref} before ${BREAKS_AFTER_MS} ms`).toEqual([])
  const healthBefore = await appStatus()
  pass(1)
  return { id, lines: await tail(from), healthBefore, healthAfter: await appStatus() }
}

describe('the verify refs of svc-verify', () => {
  it('verify-panic: a Go panic with its signal and goroutine lines, the exit, and a failing health check', async () => {
    const { lines, healthBefore, healthAfter } = await breaking('verify-panic')
    expect(lines[0]).toBe('panic: runtime error: invalid memory address or nil pointer dereference')
    expect(lines[1]).toMatch(/^\[signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x[0-9a-f]+\]$/)
    expect(lines).toContainEqual(expect.stringMatching(/^goroutine \d+ \[running\]:$/))
    expect(lines.at(-1)).toBe('==> Application exited with code 2')
    expect([healthBefore, healthAfter]).toEqual([200, 500])
  })

  it('verify-oom: a kernel OOM kill line; the platform restarts the application, which stays healthy', async () => {
    const { lines, healthAfter } = await breaking('verify-oom')
    expect(lines[0]).toMatch(
      /^Out of memory: Killed process \d+ \(checkout\) total-vm:\d+kB, anon-rss:\d+kB, file-rss:\d+kB/
    )
    expect(healthAfter).toBe(200)
  })

  it('verify-exit: the application exits with code 1', async () => {
    const { lines } = await breaking('verify-exit')
    expect(lines).toContain('==> Application exited with code 1')
  })

  it('verify-unhealthy: the health check turns 500, and the log says nothing', async () => {
    const { lines, healthBefore, healthAfter } = await breaking('verify-unhealthy')
    expect(lines).toEqual([])
    expect([healthBefore, healthAfter]).toEqual([200, 500])
  })

  it('verify-superseded: a newer deployment of the tracked branch is queued, and then goes live', async () => {
    const { id } = await breaking('verify-superseded')
    const list = await call<{ deployments: { id: string; ref: string; status: string }[] }>(
      sandbox,
      'GET',
      `/api/services/${SERVICE}/deployments?limit=2`,
      { key: KEYS.project }
    )
    const [newer, ours] = list.body.deployments
    expect(ours).toMatchObject({ id, status: 'live' })
    expect(newer?.ref).toBe('main')
    await until(() => sandbox.store.deployment(newer?.id ?? '')?.status === 'live', 'the newer deployment to go live')
  })

  it("verify-crashed: the deployment's own record leaves live for crashed", async () => {
    const { id } = await breaking('verify-crashed')
    const list = await call<{ deployments: { id: string; status: string }[] }>(
      sandbox,
      'GET',
      `/api/services/${SERVICE}/deployments?limit=1`,
      { key: KEYS.project }
    )
    expect(list.body.deployments[0]).toEqual(expect.objectContaining({ id, status: 'crashed' }))
  })

  it('verify-noisy: the error the 15 minutes before the deploy show every 30 s goes on at that rate, and nothing else', async () => {
    await start()
    // The baseline: the 15 minutes before the deploy, read newest first in pages of 10.
    const since = new Date(Date.now() - 15 * 60_000).toISOString()
    const baseline: LogRecord[] = []
    for (let before = ''; ;) {
      const page = await logs(`?since=${since}&limit=10${before}`)
      baseline.unshift(...page)
      if (page.length < 10) break
      before = `&before=${page[0]?.id}`
    }
    // Paged back, it is what one read of the window returns, in order.
    expect(baseline).toEqual(await logs(`?since=${since}&limit=1000`))
    const known = baseline.filter(l => NOISE.test(l.line))
    expect(known.length).toBeGreaterThanOrEqual(29)
    expect(known.every(l => l.stream === 'stderr')).toBe(true)
    // With varying numbers, as a real one has.
    expect(new Set(known.map(l => l.line)).size).toBeGreaterThan(10)
    const gaps = known.slice(1).map((l, i) => Date.parse(l.ts) - Date.parse(known[i]?.ts ?? ''))
    expect(new Set(gaps)).toEqual(new Set([30_000]))

    await deployLive('verify-noisy')
    const from = await newestId()
    pass(5 * 60_000)
    const after = await tail(from)
    // Ten in five minutes: the rate of the baseline.
    expect(after).toHaveLength(10)
    expect(after.every(line => NOISE.test(line))).toBe(true)
  })
})

// Queuing a deployment exactly once (steps/queue-deploy.ts), in process against the sandbox.
// Its faults lose the deploy's answer before or after the service queued it; the request log
// counts the deploy requests and the store counts the deployments queued. A fake client stands
// in only for lists the sandbox never writes (records without createdAt, or with equal ones).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Deployment } from '../../../sandbox/model.js'
import { startSandbox, type Sandbox } from '../../../sandbox/server.js'
import { NetworkError } from '../../../src/api/errors.js'
import type { HostingClient } from '../../../src/api/hosting-api.js'
import type { DeployResponse } from '../../../src/core/api-types.js'
import { Deadline } from '../../../src/core/deadline.js'
import { UserFacingError } from '../../../src/core/errors.js'
import { queueUnlessBusy } from '../../../src/steps/busy.js'
import { DeployConflict } from '../../../src/steps/conflict.js'
import { LIST_SETTLE_MS, queueDeployment } from '../../../src/steps/queue-deploy.js'
import {
  ACCOUNT_KEY,
  clientOn,
  deployRequests,
  listReads,
  recordingSleep,
  serviceOf,
  stepSeed,
  type ServiceSeed,
  recordingLog
} from './step-world.js'
import { type RecordingHost } from '../../harness/recording-host.js'

type Fault = NonNullable<ServiceSeed['faults']>[number]
type Service = ReturnType<typeof serviceOf>

/** A fault on the deploy request, or on the deployment list. */
const onDeploy = (fault: Omit<Fault, 'on'>): Fault => ({ on: 'POST /deploy', ...fault })
const onList = (fault: Omit<Fault, 'on'>): Fault => ({ on: 'GET /deployments', ...fault })

/** A row's world: the service's faults, what exists before, and what happens when the client says something. */
interface Scenario {
  faults: Fault[]
  /** The service's other seed fields. */
  service?: Partial<ServiceSeed>
  /** Runs before the step starts (the service's history). */
  before?: (service: Service) => void
  /** Runs once, when the client's debug line matches: the world moves on at that point of the step. */
  when?: { said: RegExp; then: (service: Service) => void }
}

/** Queued at the service itself: behind a gateway's error, or by another pipeline. */
const queuedThere = (ref: string) => (service: Service) => void sandbox.store.deploy(service, ref)

/** The rows, with the list pages read to find it: back to the request, no further. */
const ADOPTED: [number, string, Scenario, number][] = [
  [1, 'the connection drops after the service queued it', { faults: [onDeploy({ kind: 'drop-after' })] }, 1],
  [2, 'the answer is cut off after the service queued it', { faults: [onDeploy({ kind: 'truncate' })] }, 1],
  [
    3,
    'a gateway answers 502 while the service queued it',
    {
      faults: [onDeploy({ kind: 'status', status: 502 })],
      when: { said: /^POST \S+\/deploy -> HTTP 502/, then: queuedThere('main') }
    },
    1
  ],
  [
    4,
    "the connection drops after the service queued it, and another pipeline's deployment of the ref follows (the earlier one is ours)",
    {
      faults: [onDeploy({ kind: 'drop-after' })],
      when: { said: /^POST \S+\/deploy -> no answer/, then: queuedThere('main') }
    },
    1
  ],
  [
    5,
    "the connection drops after the service queued it, and more than a page of the ref's deployments follow at once",
    { faults: [onDeploy({ kind: 'drop-after' })], service: { busy: 30 } },
    2
  ],
  [
    6,
    'the connection drops after the service queued it, on a service with more than a page of history',
    { faults: [onDeploy({ kind: 'drop-after' })], service: { history: 40 } },
    1
  ]
]

const RETRIED: [number, string, Scenario][] = [
  [1, 'the connection drops before the service got it', { faults: [onDeploy({ kind: 'drop-before' })] }],
  [2, 'a gateway answers 502 before the service got it', { faults: [onDeploy({ kind: 'status', status: 502 })] }],
  [
    3,
    'the answer is lost and only an older deployment of the ref is listed',
    {
      faults: [onDeploy({ kind: 'drop-before' })],
      before: service => {
        const old = sandbox.store.deploy(service, 'main')
        old.createdAt = new Date(Date.now() - 10 * 60_000).toISOString()
      }
    }
  ],
  [
    4,
    "the answer is lost and only another ref's deployment, queued since, is listed",
    {
      faults: [onDeploy({ kind: 'drop-before' })],
      when: { said: /^POST \S+\/deploy -> no answer/, then: queuedThere('feature') }
    }
  ]
]

/** The rows: why it stops, and the deploy requests sent by then. */
const STOPPED: [number, string, Scenario, RegExp, number][] = [
  [
    1,
    'the list cannot be read after a lost answer',
    { faults: [onDeploy({ kind: 'drop-before' }), onList({ kind: 'status', status: 502, times: 10 })] },
    /does not show whether it was queued \(reading it failed: .*HTTP 502.*\)\. It is not sent again/,
    1
  ],
  [
    2,
    "the resend's answer is lost too",
    { faults: [onDeploy({ kind: 'drop-before', times: 2 })] },
    /^The deploy request failed twice; the second time without a usable answer, so a deployment may have been queued\./,
    2
  ]
]

const SERVICES: Record<string, Partial<ServiceSeed>> = {}
const scenarios = new Map<string, Scenario>()
for (const [table, rows] of [
  ['adopted', ADOPTED],
  ['retried', RETRIED],
  ['stopped', STOPPED]
] as const) {
  for (const [n, , scenario] of rows) {
    SERVICES[`q-${table}-${n}`] = { ...scenario.service, faults: scenario.faults }
    scenarios.set(`q-${table}-${n}`, scenario)
  }
}
Object.assign(SERVICES, {
  'q-accepted': {},
  // A lost answer, then the service refuses the resend: it is busy with a deployment that never ends.
  'q-409': { faults: [onDeploy({ kind: 'drop-before' })], busyConflict: true },
  'q-429': { faults: [onDeploy({ kind: 'rate-limit', retryAfter: '1' })] },
  // Five seconds: the other pipeline's deployment is older than the last attempt by more than
  // the 2 s the step allows for the service's clock, and the Date header's 1 s resolution.
  'q-429-rival': { faults: [onDeploy({ kind: 'rate-limit', retryAfter: '5' }), onDeploy({ kind: 'drop-after' })] }
} satisfies Record<string, Partial<ServiceSeed>>)

let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox({ seed: stepSeed(SERVICES), port: 0, quiet: true })
})
afterAll(async () => {
  await sandbox?.close()
})

interface Queued {
  queued?: DeployResponse
  error?: unknown
  log: RecordingHost
  /** The deploy requests the service got. */
  posts: Sandbox['requests']
  /** The deployments of main queued during the step, oldest first. */
  created: Deployment[]
  /** The step's waits for the list to settle, and the client's retry waits: recorded, not waited. */
  settles: number[]
  retryWaits: number[]
}

/**
 * Queues main on the service in its scenario (`when` in its stead); `busy`: under if-busy: wait.
 * The step's and the client's waits are recorded and skipped, unless `realTime` (the service's
 * clock must move on: the sandbox dates its answers by the wall clock).
 */
async function queue(
  serviceId: string,
  { busy = false, when, realTime = false }: { busy?: boolean; when?: Scenario['when']; realTime?: boolean } = {}
): Promise<Queued> {
  const scenario = scenarios.get(serviceId)
  const service = serviceOf(sandbox, serviceId)
  scenario?.before?.(service)
  const existing = new Set(sandbox.store.deploymentsOf(serviceId).map(d => d.id))
  let pending = when ?? scenario?.when
  const log = recordingLog({
    debug: message => {
      if (!pending?.said.test(message)) return
      const { then } = pending
      pending = undefined
      then(service)
    }
  })
  const deadline = new Deadline(30_000)
  const settle = recordingSleep()
  const retry = recordingSleep()
  const client = clientOn(sandbox, ACCOUNT_KEY, deadline.signal, log, realTime ? undefined : retry.sleep)
  const options = {
    client,
    serviceId,
    ref: 'main',
    signal: deadline.signal,
    log,
    sleep: realTime ? undefined : settle.sleep
  }
  try {
    const outcome = await (
      busy ? queueUnlessBusy({ ...options, deadline, ifBusy: 'wait' }) : queueDeployment(options)
    ).then(
      queued => ({ queued }),
      (error: unknown) => ({ error })
    )
    const created = sandbox.store
      .deploymentsOf(serviceId)
      .filter(d => !existing.has(d.id) && d.ref === 'main')
      .reverse()
    return {
      ...outcome,
      log,
      posts: deployRequests(sandbox, serviceId),
      created,
      settles: settle.waits,
      retryWaits: retry.waits
    }
  } finally {
    deadline.dispose()
    await client.close()
  }
}

describe('queue once: the answer comes', () => {
  it('1. a deploy accepted the first time is sent once, and the list is never read for it', async () => {
    const { queued, posts, created } = await queue('q-accepted')
    expect(posts.map(r => r.status)).toEqual([202])
    expect(created.map(d => d.id)).toEqual([queued?.deploymentId])
    expect(queued?.ref).toBe('main')
    expect(listReads(sandbox, 'q-accepted')).toEqual([])
  })
})

describe('queue once: after a lost answer, a deployment of this ref created since the request is adopted, with no second deploy request', () => {
  it.each(ADOPTED)('%i. %s', async (n, _, __, pages) => {
    const { queued, error, posts, created, log } = await queue(`q-adopted-${n}`)
    expect(error).toBeUndefined()
    expect(posts).toHaveLength(1)
    // The earliest deployment of the ref since the request is the one adopted.
    expect(created.length).toBeGreaterThanOrEqual(1)
    expect(queued).toEqual({ deploymentId: created[0]?.id, ref: 'main' })
    expect(log.messages('info')).toContain(`The service had queued it: deployment ${created[0]?.id}.`)
    expect(listReads(sandbox, `q-adopted-${n}`)).toHaveLength(pages)
  })
})

describe('queue once: of deployments of this ref created at the same time (a coarse clock), the one listed last is adopted', () => {
  it('1. the earliest by the list, never the newest', async () => {
    let deploys = 0
    const second = new Date(Math.floor(Date.now() / 1000) * 1000).toISOString()
    const client = {
      deploy: async (_service: string, _ref: string | undefined, onSend?: () => void) => {
        deploys++
        onSend?.()
        throw new NetworkError('Queuing the deployment failed: no answer from https://hosting.example (ECONNRESET).')
      },
      listDeployments: async () => ({
        deployments: [
          { id: 'dep_theirs', status: 'building', ref: 'main', createdAt: second },
          { id: 'dep_ours', status: 'building', ref: 'main', createdAt: second }
        ],
        nextCursor: 0
      }),
      serverNow: () => undefined
    } as unknown as HostingClient
    const queued = await queueDeployment({
      client,
      serviceId: 'svc',
      ref: 'main',
      signal: new AbortController().signal,
      log: recordingLog()
    })
    expect(queued).toEqual({ deploymentId: 'dep_ours', ref: 'main' })
    expect(deploys).toBe(1)
  })
})

describe('queue once: after a lost answer, with no deployment of this ref since the request listed, the deploy is sent exactly once more', () => {
  it.each(RETRIED)('%i. %s', async n => {
    const { queued, error, posts, created, log, settles } = await queue(`q-retried-${n}`)
    expect(error).toBeUndefined()
    expect(posts).toHaveLength(2)
    // The list read twice, the second time after the wait for it to settle.
    expect(settles).toEqual([LIST_SETTLE_MS])
    expect(posts[1]?.status).toBe(202)
    expect(created.map(d => d.id)).toEqual([queued?.deploymentId])
    expect(log.messages('info')).toContain('The service had not queued it; trying once more.')
  })
})

describe('queue once: when it cannot tell whether the lost deploy was queued, it stops without sending it again', () => {
  it.each(STOPPED)('%i. %s', async (n, _, __, why, sent) => {
    const { error, posts, created } = await queue(`q-stopped-${n}`)
    expect(error).toBeInstanceOf(UserFacingError)
    expect((error as Error).message).toMatch(why)
    expect(posts).toHaveLength(sent)
    expect(created).toEqual([])
  })

  it('3. a list whose records carry no createdAt: stops, naming why, and the deploy is not sent again', async () => {
    let deploys = 0
    const client = {
      deploy: async (_service: string, _ref: string | undefined, onSend?: () => void) => {
        deploys++
        onSend?.()
        throw new NetworkError('Queuing the deployment failed: no answer from https://hosting.example (ECONNRESET).')
      },
      listDeployments: async () => ({
        deployments: [{ id: 'dep_someone', status: 'building', ref: 'main' }],
        nextCursor: 0
      }),
      serverNow: () => undefined
    } as unknown as HostingClient
    const error = await queueDeployment({
      client,
      serviceId: 'svc',
      ref: 'main',
      signal: new AbortController().signal,
      log: recordingLog()
    }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UserFacingError)
    expect((error as Error).message).toMatch(
      /does not show whether it was queued \(its records carry no createdAt\)\. It is not sent again/
    )
    expect(deploys).toBe(1)
  })

  it('4. a 409 on the resend stops, and is never taken for a busy service to wait for (if-busy: wait)', async () => {
    // A deployment that never ends is in progress: the resend is refused because of it.
    sandbox.store.deploy(serviceOf(sandbox, 'q-409'), 'hang')
    const { error, posts, created } = await queue('q-409', { busy: true })
    expect(error).toBeInstanceOf(UserFacingError)
    expect(error).not.toBeInstanceOf(DeployConflict)
    expect((error as Error).message).toMatch(
      /^The deploy request got no usable answer, then HTTP 409 when it was sent again \("deployment \S+ is in progress/
    )
    expect(posts.map(r => r.status)).toEqual([expect.any(Number), 409])
    expect(created).toEqual([])
    // The two lookups after the lost answer, and no more: nothing was followed as the deployment in the way.
    expect(listReads(sandbox, 'q-409')).toHaveLength(2)
  })
})

describe('queue once: a 429 is not a lost answer', () => {
  it('1. a deploy answered 429 is sent again as it is, without looking for it in the list', async () => {
    const { queued, posts, created, log, retryWaits } = await queue('q-429')
    expect(posts.map(r => r.status)).toEqual([429, 202])
    // Retry-After: 1, plus jitter.
    expect(retryWaits).toHaveLength(1)
    expect(retryWaits[0]).toBeGreaterThanOrEqual(1000)
    expect(created.map(d => d.id)).toEqual([queued?.deploymentId])
    expect(listReads(sandbox, 'q-429')).toEqual([])
    expect(log.messages('info').some(line => line.includes('no usable answer'))).toBe(false)
  })

  it("2. another pipeline's deployment of the same ref, queued before the last attempt, is never adopted", async () => {
    let rival: Deployment | undefined
    const { queued, error, posts, created } = await queue('q-429-rival', {
      realTime: true,
      // Queued while the step waits out the 429: after the first attempt, before the last.
      when: {
        said: /^POST \S+\/deploy -> HTTP 429/,
        then: service => void (rival = sandbox.store.deploy(service, 'main'))
      }
    })
    expect(error).toBeUndefined()
    expect(rival).toBeDefined()
    // The 429, then the attempt whose answer was lost: no third.
    expect(posts.map(r => r.status)).toEqual([429, expect.any(Number)])
    const ours = created.filter(d => d.id !== rival?.id)
    expect(ours).toHaveLength(1)
    expect(queued?.deploymentId).toBe(ours[0]?.id)
    expect(queued?.deploymentId).not.toBe(rival?.id)
  })
})

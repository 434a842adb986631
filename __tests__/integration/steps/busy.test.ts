// if-busy (steps/busy.ts), in process against the sandbox: a service that refuses a deploy with
// 409 while another pipeline's deployment is in progress (seed: busyConflict, rivalRef).
import { ACTION_WORDS, spell } from '../../../src/core/vocabulary.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../../sandbox/server.js'
import type { DeployResponse } from '../../../src/core/api-types.js'
import { Deadline, TimeoutReached } from '../../../src/core/deadline.js'
import { UserFacingError } from '../../../src/core/errors.js'
import { queueUnlessBusy } from '../../../src/steps/busy.js'
import { DeployConflict } from '../../../src/steps/conflict.js'
import {
  ACCOUNT_KEY,
  clientOn,
  deployRequests,
  listReads,
  serviceOf,
  stepSeed,
  type ServiceSeed,
  recordingLog
} from './step-world.js'
import { type RecordingHost } from '../../harness/recording-host.js'

const SUSPENDED = 'the service is suspended: resume it in the dashboard before deploying'

/** Rows of a 409 that is not a busy service: the service and its if-busy. */
const NOT_BUSY: [number, string, string, 'wait' | 'fail'][] = [
  [1, 'a suspended service, if-busy: wait', 'b-suspended-wait', 'wait'],
  [2, 'a suspended service, if-busy: fail', 'b-suspended-fail', 'fail'],
  [3, 'a deployment in progress, but the list cannot be read', 'b-unlisted', 'wait'],
  [4, 'a deployment in a state the action does not know', 'b-unknown-state', 'wait']
]

const busy: Partial<ServiceSeed> = { busyConflict: true, rivalRef: 'rival' }
const SERVICES: Record<string, Partial<ServiceSeed>> = {
  'b-wait': busy,
  'b-fail': busy,
  'b-again': busy,
  // The deployment in the way never ends.
  'b-timeout': { busyConflict: true, rivalRef: 'hang', refScripts: { hang: 'hang' } },
  // Finished deployments on its list: none of them is in the way.
  'b-suspended-wait': { conflict: SUSPENDED, history: 2 },
  'b-suspended-fail': { conflict: SUSPENDED, history: 2 },
  'b-unlisted': { ...busy, faults: [{ on: 'GET /deployments', kind: 'status', status: 502, times: 10 }] },
  'b-unknown-state': {
    busyConflict: true,
    rivalRef: 'odd',
    refScripts: { odd: 'odd-state', hang: 'hang' }
  }
}

let sandbox: Sandbox
beforeAll(async () => {
  const seed = stepSeed(SERVICES)
  seed.scripts['odd-state'] = { phases: [{ status: 'warming_up', durationMs: 5000 }], final: 'live' }
  sandbox = await startSandbox({ seed, port: 0, quiet: true })
})
afterAll(async () => {
  await sandbox?.close()
})

interface Queued {
  queued?: DeployResponse
  error?: unknown
  log: RecordingHost
  posts: Sandbox['requests']
  /** The other pipeline's deployment, in the way of the first deploy request. */
  rival: ReturnType<Sandbox['store']['deploymentsOf']>[number] | undefined
}

async function queue(
  serviceId: string,
  ifBusy: 'wait' | 'fail',
  onInfo?: (message: string) => void,
  timeoutMs = 30_000
): Promise<Queued> {
  const log = recordingLog({ info: onInfo })
  const deadline = new Deadline(timeoutMs)
  const client = clientOn(sandbox, ACCOUNT_KEY, deadline.signal, log)
  try {
    const outcome = await queueUnlessBusy({ client, serviceId, ref: 'main', deadline, ifBusy, log }).then(
      queued => ({ queued }),
      (error: unknown) => ({ error })
    )
    const rival = sandbox.store.deploymentsOf(serviceId).find(d => d.ref !== 'main' && d.ref !== 'hang')
    return { ...outcome, log, posts: deployRequests(sandbox, serviceId), rival }
  } finally {
    deadline.dispose()
    await client.close()
  }
}

describe('if-busy: wait', () => {
  it('1. follows the deployment in progress to its end by its state alone, then queues ours once more', async () => {
    const { queued, error, posts, rival, log } = await queue('b-wait', 'wait')
    expect(error).toBeUndefined()
    expect(posts.map(r => r.status)).toEqual([409, 202])
    expect(rival?.status).toBe('live')
    const ours = sandbox.store.deploymentsOf('b-wait').find(d => d.ref === 'main')
    expect(queued).toEqual({ deploymentId: ours?.id, ref: 'main' })
    // Ours went in after the rival ended: the service would have refused it again before.
    expect(posts[1]?.at).toBeGreaterThan(rival?.statuses.at(-1)?.at ?? Infinity)
    expect(log.messages('info')).toContainEqual(
      expect.stringMatching(
        new RegExp(`^Deployment ${rival?.id} is in progress \\(status "building"\\).*Following it to its end`)
      )
    )
    // Its state only: the rival's log was never read.
    expect(sandbox.requests.some(r => r.path.startsWith(`/api/deployments/${rival?.id}/logs`))).toBe(false)
  })

  it('2. queues only once more: a second refusal fails, it is not waited out again', async () => {
    const { error, posts, log } = await queue('b-again', 'wait', message => {
      // Yet another deployment is in the way by the time ours is sent again.
      if (message.includes('queuing this one once more')) sandbox.store.deploy(serviceOf(sandbox, 'b-again'), 'hang')
    })
    expect(error).toBeInstanceOf(DeployConflict)
    expect(posts.map(r => r.status)).toEqual([409, 409])
    expect(log.messages('info').filter(line => line.includes('Following it to its end'))).toHaveLength(1)
  })

  it("3. the timeout runs out while it waits: a timeout, nothing queued, and its states are not this run's", async () => {
    const { error, posts, log } = await queue('b-timeout', 'wait', undefined, 3000)
    expect(error).toBeInstanceOf(TimeoutReached)
    expect(posts.map(r => r.status)).toEqual([409])
    const rival = sandbox.store.deploymentsOf('b-timeout').find(d => d.ref === 'hang')
    expect(log.messages('info')).toContain(
      `Deployment ${rival?.id} was still in progress (status "building") when the timeout ran out; nothing was queued.`
    )
    expect(log.messages('info').some(line => line.includes('ended ('))).toBe(false)
    // The status output is this run's deployment's: none was queued, so the rival's never became it.
    expect(log.events.filter(event => 'type' in event && event.type === 'state')).toEqual([])
  })
})

describe('if-busy: fail', () => {
  it('1. fails at once, naming the deployment in progress and its status; nothing is queued', async () => {
    const { error, posts, rival } = await queue('b-fail', 'fail')
    expect(error).toBeInstanceOf(UserFacingError)
    expect(error).not.toBeInstanceOf(DeployConflict)
    expect(spell((error as UserFacingError).message, ACTION_WORDS)).toMatch(
      new RegExp(
        `^Deployment ${rival?.id} of b-fail is in progress \\(status "building"\\), and the service refuses another deploy meanwhile \\(HTTP 409: "deployment ${rival?.id} is in progress.*Nothing was queued \\(if-busy: fail\\)\\.$`
      )
    )
    expect((error as UserFacingError).next).toContain(`once deployment ${rival?.id} has ended`)
    expect(posts.map(r => r.status)).toEqual([409])
    expect(sandbox.store.deploymentsOf('b-fail').some(d => d.ref === 'main')).toBe(false)
  })
})

describe('a 409 without a deployment in progress on the list is not a busy service: the conflict stands, whatever if-busy says', () => {
  it.each(NOT_BUSY)('%i. %s', async (_, __, serviceId, ifBusy) => {
    const { error, posts, log } = await queue(serviceId, ifBusy)
    expect(error).toBeInstanceOf(DeployConflict)
    expect(spell((error as Error).message, ACTION_WORDS)).toMatch(
      /^The service's current state prevents a deploy \(HTTP 409\): ".+"\. Nothing was queued\.$/
    )
    expect(posts.map(r => r.status)).toEqual([409])
    expect(listReads(sandbox, serviceId).length).toBeGreaterThan(0)
    expect(log.messages('info').some(line => line.includes('Following it to its end'))).toBe(false)
  })
})

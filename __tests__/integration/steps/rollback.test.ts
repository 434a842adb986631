// Rollback (steps/rollback.ts), in process against the sandbox: after a failed deployment, the
// ref of the newest earlier deployment that went live and is rollbackable is queued again and
// followed with its log, never over a newer deployment. A fake list stands in for records the
// sandbox never writes (a live deployment not marked rollbackable, a record without an id).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Deployment } from '../../../sandbox/model.js'
import { startSandbox, type Sandbox } from '../../../sandbox/server.js'
import type { HostingClient } from '../../../src/api/hosting-api.js'
import { Deadline } from '../../../src/core/deadline.js'
import { rollBack, type Rollback } from '../../../src/steps/rollback.js'
import { LogSink } from '../../../src/watch/log-sink.js'
import { ACCOUNT_KEY, clientOn, deployRequests, serviceOf, settled, stepSeed, recordingLog } from './step-world.js'
import { type RecordingHost } from '../../harness/recording-host.js'

let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox({
    seed: stepSeed({
      // History: main~2 and main~1, both live.
      'r-found': { history: 2 },
      'r-skip': { history: 2 },
      'r-redeploy-fails': {
        history: 2,
        refScripts: { broken: 'quick-fail', 'main~1': 'quick-fail' }
      },
      'r-none': {},
      // Each deployment is followed at once by a newer one (another pipeline's).
      'r-newer': { history: 2, busy: 1 }
    }),
    port: 0,
    quiet: true
  })
})
afterAll(async () => {
  await sandbox?.close()
})

interface RolledBack {
  rollback: Rollback
  log: RecordingHost
  /** The redeploy's outputs (onQueued) and its log lines, in the order they came. */
  seen: string[]
  posts: Sandbox['requests']
}

/** A deployment of `ref` by another pipeline, once it has ended. */
async function finished(serviceId: string, ref: string): Promise<Deployment> {
  const deployment = sandbox.store.deploy(serviceOf(sandbox, serviceId), ref)
  await settled(sandbox, deployment)
  return deployment
}

async function rollBackFrom(serviceId: string, failedId: string, client?: HostingClient): Promise<RolledBack> {
  const log = recordingLog()
  const seen: string[] = []
  const deadline = new Deadline(30_000)
  const own = client ?? clientOn(sandbox, ACCOUNT_KEY, deadline.signal, log)
  const sink = new LogSink({
    logLines: lines => void seen.push(...lines.map(line => line.text)),
    drained: async () => undefined
  })
  try {
    const rollback = await rollBack({
      client: own,
      serviceId,
      failedId,
      deadline,
      sink,
      followLogs: true,
      log,
      onQueued: queued => void seen.push(`queued ${queued.deploymentId} ${queued.ref}`)
    })
    return { rollback, log, seen, posts: deployRequests(sandbox, serviceId) }
  } finally {
    deadline.dispose()
    if (!client) await own.close()
  }
}

describe('rollback: the last good ref is redeployed and followed', () => {
  it.each([
    [1, 'the newest earlier deployment that went live', 'r-found', []],
    [2, 'an earlier failed deployment is passed over', 'r-skip', ['broken']]
  ])('%i. %s', async (_, __, serviceId, earlier) => {
    for (const ref of earlier) await finished(serviceId, ref)
    const failed = await finished(serviceId, 'broken')
    const { rollback, seen, posts, log } = await rollBackFrom(serviceId, failed.id)
    const id = rollback.queued?.deploymentId
    expect(rollback.queued).toEqual({ deploymentId: expect.any(String), ref: 'main~1' })
    expect(posts.map(r => r.body)).toEqual([{ ref: 'main~1' }])
    // Its outputs as soon as it is queued, then its log, followed to its end.
    expect(seen).toEqual([`queued ${id} main~1`, '==> Building main~1', `==> Deployment ${id} is live`])
    expect(sandbox.store.deployment(id ?? '')?.status).toBe('live')
    expect(rollback.note).toBe(`Rolled back: deployment ${id} of main~1 is live now.`)
    expect(log.messages('info')).toContain(rollback.note)
  })

  it('3. a redeploy that does not go live either says so in its note', async () => {
    const failed = await finished('r-redeploy-fails', 'broken')
    const { rollback, posts } = await rollBackFrom('r-redeploy-fails', failed.id)
    const id = rollback.queued?.deploymentId
    expect(posts.map(r => r.body)).toEqual([{ ref: 'main~1' }])
    expect(rollback.note).toBe(
      `The rollback to main~1 did not go live either (deployment ${id}: failure, status "build_failed"); check what is live in the dashboard.`
    )
  })
})

describe('rollback: nothing is redeployed when there is no good ref, or when it would replace a newer deployment', () => {
  it.each([
    [
      1,
      'no earlier deployment',
      'r-none',
      (failed: string) => `no deployment before ${failed} went live and is still rollbackable.`
    ],
    [
      2,
      'a deployment newer than the failed one',
      'r-newer',
      (failed: string) => {
        const newer = sandbox.store.deploymentsOf('r-newer')[0]?.id
        return `deployment ${newer} is newer than ${failed}, so redeploying an older ref would replace it.`
      }
    ]
  ])('%i. %s', async (_, __, serviceId, says) => {
    const failed = await finished(serviceId, 'broken')
    const { rollback, posts } = await rollBackFrom(serviceId, failed.id)
    expect(rollback.queued).toBeUndefined()
    expect(posts).toEqual([])
    expect(rollback.note).toBe(`Nothing was rolled back: ${says(failed.id)}`)
  })

  /** A client whose list answers these records, and counts the deploys it is asked for. */
  function listing(records: unknown[]): { client: HostingClient; deploys: () => number } {
    let deploys = 0
    const client = {
      listDeployments: async () => ({ deployments: records, nextCursor: 0 }),
      deploy: async () => {
        deploys++
        throw new Error('no deploy expected')
      }
    } as unknown as HostingClient
    return { client, deploys: () => deploys }
  }

  it.each([
    [
      3,
      'a live deployment the service does not mark rollbackable',
      [
        { id: 'dep_failed', status: 'build_failed', ref: 'broken' },
        { id: 'dep_live', status: 'live', ref: 'main~1' }
      ],
      'no deployment before dep_failed went live and is still rollbackable.'
    ],
    [
      4,
      'a failed deployment the service marks rollbackable',
      [
        { id: 'dep_failed', status: 'build_failed', ref: 'broken' },
        { id: 'dep_earlier', status: 'build_failed', ref: 'main~1', rollbackable: true }
      ],
      'no deployment before dep_failed went live and is still rollbackable.'
    ],
    [
      5,
      'a newest record without an id',
      [{ status: 'building', ref: 'main' }, { id: 'dep_failed' }],
      'deployment dep_failed is not among the newest deployments read, so which one is earlier cannot be told.'
    ],
    [
      6,
      'a list without the failed deployment',
      [],
      'deployment dep_failed is not among the newest deployments read, so which one is earlier cannot be told.'
    ]
  ])('%i. %s', async (_, __, records, says) => {
    const { client, deploys } = listing(records)
    const { rollback } = await rollBackFrom('svc', 'dep_failed', client)
    expect(rollback).toEqual({ note: `Nothing was rolled back: ${says}` })
    expect(deploys()).toBe(0)
  })
})

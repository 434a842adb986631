// End-to-end: rollback redeploys the last good ref after a failed or unhealthy deployment, once,
// and never over a newer deployment.
import { describe, expect, it, vi } from 'vitest'
import { changes, deploySuite } from '../harness/deploy-suite.js'
import { errors } from '../harness/helpers.js'

// The engine's waits (a poll's interval, the pause between health-check tries) cut short for the
// runs in process: no row here is about their length.
vi.mock(import('../../src/core/deadline.js'), async real =>
  (await import('../harness/quick-sleeps.js')).quickSleeps(await real(), [])
)

const suite = deploySuite()

// Each test deploys to a sandbox of its own (two deploy svc-rollback), and mostly waits on the
// deployments: they start at once, the runs in process one at a time, the spawned one beside them.
describe.concurrent('rollback', () => {
  it('a failed deployment: the last good ref is queued and followed; the step still fails, saying what is live', async () => {
    const { deploySpawned, sandbox } = await suite.world()
    // Through the bundle: its exit code, outputs file, log and job summary.
    const { run, hosting } = await deploySpawned('svc-rollback', { ref: 'broken', rollback: 'true' })
    expect(run.exitCode).toBe(1)
    expect(run.outputs.result).toBe('failure')
    expect(run.outputs['rollback-ref']).toBe('main~1')
    const rollbackId = run.outputs['rollback-deployment-id'] ?? ''
    expect(sandbox.store.deployment(rollbackId)?.status).toBe('live')
    expect(changes(hosting)).toEqual([
      'POST /api/services/svc-rollback/deploy {"ref":"broken"} 202',
      'POST /api/services/svc-rollback/deploy {"ref":"main~1"} 202'
    ])
    expect(errors(run)[0]).toContain(`Rolled back: deployment ${rollbackId} of main~1 is live now.`)
    expect(run.stdout).toContain('==> Building main~1')
    expect(run.summary).toContain(rollbackId)
    expect(run.summary).toContain(run.outputs['deployment-id'])
  })

  it('an unhealthy deployment is rolled back too, once', async () => {
    const { app, deploy } = await suite.world()
    const { run, hosting } = await deploy('svc-rollback-unhealthy', {
      ref: 'unhealthy',
      rollback: 'true',
      'health-check-url': app('svc-rollback-unhealthy'),
      'health-check-timeout': '1s'
    })
    expect(run.exitCode).toBe(1)
    expect(run.outputs.result).toBe('unhealthy')
    expect(run.outputs['rollback-ref']).toBe('main~1')
    expect(changes(hosting)).toHaveLength(2)
  })

  it('nothing to roll back to: says so and queues nothing more', async () => {
    const { deploy } = await suite.world()
    const { run, hosting } = await deploy('svc-nothing', { ref: 'broken', rollback: 'true' })
    expect(run.exitCode).toBe(1)
    expect(run.outputs['rollback-deployment-id']).toBe('')
    expect(changes(hosting)).toEqual(['POST /api/services/svc-nothing/deploy {"ref":"broken"} 202'])
    expect(errors(run)[0]).toContain('Nothing was rolled back: no deployment before')
  })

  it('a newer deployment than the failed one: nothing is redeployed over it', async () => {
    const { deploy } = await suite.world()
    const { run, hosting } = await deploy('svc-rollback-newer', { ref: 'broken', rollback: 'true' })
    expect(run.exitCode).toBe(1)
    expect(run.outputs['rollback-deployment-id']).toBe('')
    expect(changes(hosting)).toEqual(['POST /api/services/svc-rollback-newer/deploy {"ref":"broken"} 202'])
    expect(errors(run)[0]).toMatch(
      /Nothing was rolled back: deployment \S+ is newer than \S+, so redeploying an older ref would replace it\./
    )
  })

  it('is off by default', async () => {
    const { deploy } = await suite.world()
    const { run, hosting } = await deploy('svc-rollback', { ref: 'broken' })
    expect(run.exitCode).toBe(1)
    expect(changes(hosting)).toHaveLength(1)
    expect(run.outputs['rollback-ref']).toBe('')
  })
})

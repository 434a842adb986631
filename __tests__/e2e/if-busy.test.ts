// End-to-end: a deploy refused because another deployment is in progress (409): wait for it and
// queue again, or fail naming it.
import { describe, expect, it } from 'vitest'
import { changes, deploySuite } from '../harness/deploy-suite.js'
import { errors } from '../harness/helpers.js'

const suite = deploySuite()
const { deploy, deploySpawned } = suite

describe('if-busy', () => {
  it('wait: follows the deployment in the way to its end, then queues ours once more', async () => {
    // Through the bundle: its exit code and outputs file after a wait.
    const { run, hosting } = await deploySpawned('svc-queue', {})
    expect(run.exitCode, run.stdout).toBe(0)
    const rival = suite.sandbox.store.deploymentsOf('svc-queue').find(d => d.ref === 'rival')
    expect(rival?.status).toBe('live')
    expect(changes(hosting).map(line => line.replace(/dep_\w+/, 'ID'))).toEqual([
      'POST /api/services/svc-queue/deploy {"ref":"main"} 409',
      'POST /api/services/svc-queue/deploy {"ref":"main"} 202'
    ])
    // Its state only: the rival's log is not read.
    expect(hosting.some(r => r.path.includes(rival?.id ?? '?') && r.path.includes('/logs'))).toBe(false)
    expect(run.stdout).toContain(`Deployment ${rival?.id} is in progress`)
    expect(run.outputs.result).toBe('success')
  })

  it('fail: fails at once naming the deployment in the way', async () => {
    const { run, hosting } = await deploy('svc-queue-fail', { 'if-busy': 'fail' })
    expect(run.exitCode).toBe(1)
    const rival = suite.sandbox.store.deploymentsOf('svc-queue-fail').find(d => d.ref === 'rival')
    expect(changes(hosting)).toEqual(['POST /api/services/svc-queue-fail/deploy {"ref":"main"} 409'])
    expect(errors(run)[0]).toContain(`Deployment ${rival?.id} of svc-queue-fail is in progress`)
    expect(errors(run)[0]).toContain('if-busy: fail')
  })
})

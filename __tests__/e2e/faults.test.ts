// End-to-end: the bundled action against a sandbox that fails the way real networks and
// proxies do: one scenario of the faults matrix (every scenario runs in process:
// integration/faults.test.ts), the queued deployment adopted after the connection dropped, and a
// cancellation by SIGTERM, which only a process receives.
import { describe, expect, it } from 'vitest'
import { runAction } from '../harness/local-runner.js'
import { cancelWhileBuilding, errors, expectNoSecrets } from '../harness/helpers.js'
import { ENV, FAULT_ROWS, faultsSuite, KEY, MULTILINE, SECRET } from '../harness/faults.js'

const suite = faultsSuite(60_000)

describe('faults the action survives, or reports clearly', () => {
  const row = FAULT_ROWS.find(([name]) => name.startsWith('deploy handled, then the connection dropped'))
  if (!row) throw new Error('the faults matrix has no dropped-connection row')
  const [name, scenario] = row
  it(name, () => suite.check(name, scenario))
})

describe('cancellation', () => {
  it('stops within 5 s of SIGTERM with outputs and the summary written', async () => {
    const sandbox = await suite.sandboxFor('cancel', { faults: [], exitCode: 1, queued: 1 })
    const cancel = cancelWhileBuilding()
    const run = await runAction({
      inputs: {
        'base-url': sandbox.url,
        'api-key': KEY,
        'service-id': 'svc-web',
        ref: 'hang',
        timeout: '5m',
        env: ENV
      },
      env: { ACTIONS_STEP_DEBUG: 'true' },
      onSpawn: cancel.onSpawn,
      onLine: cancel.onLine,
      killAfterMs: 60_000
    })
    expect(cancel.signalledAt).toBeGreaterThan(0)
    expect(run.closedAt - cancel.signalledAt).toBeLessThan(5000)
    expect(run.exitCode).toBe(1)
    expect(run.outputs.result).toBe('interrupted')
    expect(run.outputs['deployment-id']).toMatch(/^dep_/)
    const [error = ''] = errors(run)
    expect(error).toContain('cancelled')
    expect(error).toContain('goes on at the service')
    expect(run.summary).toContain(run.outputs['deployment-id'])
    expect(run.logLines).toContain('==> Waiting for a build machine...')
    expectNoSecrets(run, [KEY, SECRET, MULTILINE])
  })
})

// End-to-end: a deployment the service cancels because a newer one replaced it fails the step,
// or passes it with a notice when asked; a plain cancellation always fails.
import { describe, expect, it, vi } from 'vitest'
import { deploySuite } from '../harness/deploy-suite.js'
import { errors } from '../harness/helpers.js'

// The engine's waits (a poll's interval) cut short for the runs in process: no row here is about
// their length.
vi.mock(import('../../src/core/deadline.js'), async real =>
  (await import('../harness/quick-sleeps.js')).quickSleeps(await real(), [])
)

const suite = deploySuite()

// Each test deploys to a sandbox of its own (two deploy svc-superseded): they start at once, the
// runs in process one at a time, the spawned one beside them.
describe.concurrent('superseded', () => {
  it('fail (the default): the step fails naming the newer deployment', async () => {
    const { deploy, sandbox } = await suite.world()
    const { run } = await deploy('svc-superseded', { ref: 'replaced' })
    expect(run.exitCode).toBe(1)
    expect(run.outputs.result).toBe('cancelled')
    const newer = sandbox.store.deploymentsOf('svc-superseded')[0]
    expect(errors(run)[0]).toContain(`A newer deployment, ${newer?.id}, replaced it`)
  })

  it('pass: the step passes with a notice', async () => {
    const { deploySpawned } = await suite.world()
    // Through the bundle: the exit code is what `pass` changes.
    const { run } = await deploySpawned('svc-superseded', { ref: 'replaced', superseded: 'pass' })
    expect(run.exitCode, run.stdout).toBe(0)
    expect(run.outputs.result).toBe('cancelled')
    const notices = run.commands.filter(command => command.name === 'notice').map(command => command.message)
    expect(notices.some(notice => notice.includes('was superseded by the newer deployment'))).toBe(true)
  })

  it('pass does not pass a cancellation without a newer deployment', async () => {
    const { deploy } = await suite.world()
    const { run } = await deploy('svc-health', { ref: 'cancelled', superseded: 'pass' })
    expect(run.exitCode).toBe(1)
    expect(run.outputs.result).toBe('cancelled')
    expect(errors(run)).toHaveLength(1)
    expect(errors(run)[0]).toMatch(/^Deployment \S+ was cancelled \(status "[^"]+"\) after /)
    expect(errors(run)[0]).not.toContain('newer deployment')
  })
})

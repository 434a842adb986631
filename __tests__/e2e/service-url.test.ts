// End-to-end: the url output, from environment-url or the service's first verified domain, also
// on the GitHub deployment; empty when the key may not read domains.
import { describe, expect, it, vi } from 'vitest'
import { deploySuite } from '../harness/deploy-suite.js'

// The engine's waits (a poll's interval) cut short for the runs in process: no row here is about
// their length.
vi.mock(import('../../src/core/deadline.js'), async real =>
  (await import('../harness/quick-sleeps.js')).quickSleeps(await real(), [])
)

const suite = deploySuite()

// Each test deploys svc-health to a sandbox of its own: they start at once, the runs in process
// one at a time, the spawned one beside them.
describe.concurrent('the url output', () => {
  it('is environment-url when given', async () => {
    const { deploy } = await suite.world()
    const { run } = await deploy('svc-health', { 'environment-url': 'https://given.example.com' })
    expect(run.exitCode, run.stdout).toBe(0)
    expect(run.outputs.url).toBe('https://given.example.com')
    expect(run.outputs.health).toBe('skipped')
  })

  it("is https:// and the service's first verified domain (the pending one skipped), also on the GitHub deployment", async () => {
    const { deploySpawned } = await suite.world()
    // Through the bundle: its outputs file and job summary, GitHub's API through its own octokit.
    const { run, calls, hosting } = await deploySpawned('svc-health', { 'github-deployment': 'true' })
    expect(run.exitCode, run.stdout).toBe(0)
    expect(run.outputs.url).toBe('https://www.demo.example.com')
    expect(hosting.filter(r => r.path === '/api/services/svc-health/domains')).toHaveLength(1)
    const statuses = calls.filter(call => call.path.endsWith('/statuses'))
    expect(statuses.map(call => call.body?.environment_url)).toEqual([
      'https://www.demo.example.com',
      'https://www.demo.example.com'
    ])
    expect(run.summary).toContain('<a href="https://www.demo.example.com">https://www.demo.example.com</a>')
  })

  it('is empty when the key may not read domains, and set even when the deployment fails', async () => {
    const { deploy } = await suite.world()
    const deployOnly = await deploy('svc-health', { 'api-key': 'svc_health_deploy_only_0123456789' })
    expect(deployOnly.run.exitCode, deployOnly.run.stdout).toBe(0)
    expect(deployOnly.run.outputs.url).toBe('')
    expect(deployOnly.hosting.some(r => r.path.endsWith('/domains'))).toBe(false)
    const failed = await deploy('svc-health', { ref: 'broken' })
    expect(failed.run.exitCode).toBe(1)
    expect(failed.run.outputs.url).toBe('https://www.demo.example.com')
  })
})

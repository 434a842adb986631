// The run's edges: what `wait: false` leaves out is never a reason to fail, and an error while
// reporting is one annotation, never a stack trace. The Action's entry runs in process
// (harness/action-in-process.ts); the FIFO row runs the bundle.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../sandbox/server.js'
import { errors, expectNoSecrets, warnings, webServiceKey } from '../harness/helpers.js'
import { runActionInProcess } from '../harness/action-in-process.js'
import { runAction, type RunResult } from '../harness/local-runner.js'

const serviceKey = webServiceKey()

let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, quiet: true, speed: 4 })
})
afterAll(async () => {
  await sandbox?.close()
})

const inputs = (extra: Record<string, string>): Record<string, string> => ({
  'base-url': sandbox.url,
  'api-key': serviceKey,
  'service-id': 'svc-web',
  ref: 'main',
  timeout: '60s',
  ...extra
})

describe('the action at the edges of a run', () => {
  it('wait: false queues without looking for a health-check URL it will never check', async () => {
    const before = sandbox.requests.length
    const run = await runActionInProcess({ inputs: inputs({ wait: 'false', 'health-check-url': '/health' }) })
    expect(errors(run)).toEqual([])
    expect(run.exitCode, run.stdout).toBe(0)
    expect(run.outputs.result).toBe('queued')
    expect(run.outputs.health).toBe('skipped')
    expect(sandbox.requests.slice(before).filter(r => r.method === 'POST' && r.path.endsWith('/deploy'))).toHaveLength(
      1
    )
    expectNoSecrets(run, [serviceKey])
  })

  it('a health-check path without a known URL still stops a waiting run before anything is queued', async () => {
    const before = sandbox.requests.length
    const run = await runActionInProcess({ inputs: inputs({ 'health-check-url': '/health' }) })
    expect(run.exitCode).toBe(1)
    expect(errors(run)[0]).toContain("the service's URL is not known")
    expect(sandbox.requests.slice(before).some(r => r.path.endsWith('/deploy'))).toBe(false)
  })

  it('an outputs file that vanished fails the step with error annotations and no stack trace', async () => {
    const run = await runActionInProcess({ inputs: inputs({}), env: { GITHUB_OUTPUT: '/nonexistent-dir/output' } })
    expect(run.exitCode).toBe(1)
    const messages = errors(run)
    expect(messages.length).toBeGreaterThan(0)
    expect(messages.at(-1)).toContain('Missing file at path: /nonexistent-dir/output')
    // Node prints an unhandled rejection with its stack frames on stderr (in process, vitest
    // fails the file on one).
    expect(`${run.stdout}\n${run.stderr}`).not.toMatch(/^\s+at .+\(.+:\d+:\d+\)$/m)
    expect(run.stderr).not.toContain('Error: Missing file')
  })

  // Spawned: a FIFO nobody reads would hold a process up for good (in process, the whole test
  // worker); only a process shows it ends by itself, with no signal and the deployment's exit code.
  it("a FIFO nobody reads at GITHUB_OUTPUT and GITHUB_STEP_SUMMARY holds nothing up: a warning each, the deployment's exit code", async () => {
    const fifos = mkdtempSync(path.join(tmpdir(), 'action-fifo-'))
    const output = path.join(fifos, 'output')
    const summary = path.join(fifos, 'summary.md')
    let run: RunResult
    try {
      execFileSync('mkfifo', [output, summary])
      run = await runAction({
        inputs: inputs({}),
        env: { GITHUB_OUTPUT: output, GITHUB_STEP_SUMMARY: summary },
        killAfterMs: 60_000
      })
    } finally {
      rmSync(fifos, { recursive: true, force: true })
    }
    expect(run.signal, run.stdout).toBeNull()
    expect(run.exitCode, run.stdout).toBe(0)
    expect(errors(run)).toEqual([])
    expect(warnings(run)).toEqual([
      `The step's outputs are not written: ${output} is a FIFO or socket nobody reads, not a regular file: nothing was written to it.`,
      `The job summary could not be written: ${summary} is a FIFO or socket nobody reads, not a regular file: nothing was written to it.`
    ])
  })
})

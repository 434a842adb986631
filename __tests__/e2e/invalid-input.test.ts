// Invalid inputs stop the action before anything else: no request, no output, no job summary,
// one error annotation naming the input (README: what the action does, failure behaviour).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../sandbox/server.js'
import { runAction } from '../harness/local-runner.js'
import { webServiceKey } from '../harness/helpers.js'

const serviceKey = webServiceKey()

let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, quiet: true })
})
afterAll(async () => {
  await sandbox?.close()
})

const cases: [string, Record<string, string>, string][] = [
  ['a missing api-key', { 'api-key': '' }, "Input 'api-key' is required"],
  ['an env line that does not parse', { env: 'GOOD=1\nnot a variable' }, "Input 'env'"],
  ['a timeout over 120h', { timeout: '121h' }, "Input 'timeout'"],
  ['if-busy: maybe', { 'if-busy': 'maybe' }, "Input 'if-busy' must be wait or fail"],
  [
    'health-check-timeout: soon',
    { 'health-check-url': '/health', 'health-check-timeout': 'soon' },
    "Input 'health-check-timeout' must be a positive duration"
  ],
  ['rollback: perhaps', { rollback: 'perhaps' }, "Input 'rollback' must be true or false"],
  ['superseded: ignore', { superseded: 'ignore' }, "Input 'superseded' must be fail or pass"]
]

describe('the bundled action given invalid inputs', () => {
  it.for(cases)('%s: fails the step, writes no outputs and no summary, makes no request', async ([, inputs, names]) => {
    const before = sandbox.requests.length
    const run = await runAction({
      inputs: { 'base-url': sandbox.url, 'api-key': serviceKey, 'service-id': 'svc-web', ref: 'main', ...inputs },
      killAfterMs: 30_000
    })
    expect(run.exitCode, run.stdout).toBe(1)
    const errors = run.commands.filter(command => command.name === 'error')
    expect(errors).toHaveLength(1)
    expect(errors[0]?.properties).toEqual({ title: 'Invalid input' })
    expect(errors[0]?.message).toContain(names)
    expect(run.rawOutputs).toBe('')
    expect(run.summary).toBe('')
    expect(sandbox.requests.length).toBe(before)
  })
})

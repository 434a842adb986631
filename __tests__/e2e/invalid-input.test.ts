// Invalid inputs stop the action before anything else: no request, no output, no job summary,
// one error annotation naming the input (README: what the action does, failure behaviour).
// Every row runs the Action's entry in process (harness/action-in-process.ts); one runs the bundle.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../sandbox/server.js'
import { runActionInProcess } from '../harness/action-in-process.js'
import { runAction, type RunOptions, type RunResult } from '../harness/local-runner.js'
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

async function expectStoppedBeforeAnything(
  runIt: (options: RunOptions) => Promise<RunResult>,
  inputs: Record<string, string>,
  names: string
): Promise<void> {
  const before = sandbox.requests.length
  const run = await runIt({
    inputs: { 'base-url': sandbox.url, 'api-key': serviceKey, 'service-id': 'svc-web', ref: 'main', ...inputs }
  })
  expect(run.exitCode, run.stdout).toBe(1)
  const errors = run.commands.filter(command => command.name === 'error')
  expect(errors).toHaveLength(1)
  expect(errors[0]?.properties).toEqual({ title: 'Invalid input' })
  expect(errors[0]?.message).toContain(names)
  expect(run.rawOutputs).toBe('')
  expect(run.summary).toBe('')
  expect(sandbox.requests.length).toBe(before)
}

describe('the bundled action given invalid inputs', () => {
  // Spawned: the exit code, the annotation on the real stdout and the runner's files left empty
  // are the process's own; the other rows run the same entry in process.
  it.for(cases.slice(0, 1))(
    '%s: fails the step, writes no outputs and no summary, makes no request',
    ([, inputs, names]) =>
      expectStoppedBeforeAnything(options => runAction({ ...options, killAfterMs: 30_000 }), inputs, names)
  )
})

describe('the action given invalid inputs', () => {
  it.for(cases.slice(1))(
    '%s: fails the step, writes no outputs and no summary, makes no request',
    ([, inputs, names]) => expectStoppedBeforeAnything(runActionInProcess, inputs, names)
  )
})

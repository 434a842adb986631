// Every usage error of hosting-deploy (harness/cli-usage.ts), through the command line's own entry
// in process (harness/cli-in-process.ts): exit 2 before anything is sent, saying why, no secret
// repeated, an API key on the command line refused unechoed. One row of each group, and the
// options Node reads itself, run through the bundled CLI (e2e/cli-usage.test.ts).
import { afterEach, expect } from 'vitest'
import { runCliInProcess } from '../harness/cli-in-process.js'
import { cliSandbox } from '../harness/cli-runner.js'
import { USAGE_ROWS } from '../harness/cli-usage.js'
import { describeRows } from '../harness/rows.js'

const suite = cliSandbox()

afterEach(() => {
  expect(suite.sandbox.requests.map(request => `${request.method} ${request.path}`)).toEqual([])
})

describeRows(USAGE_ROWS, () => ({ run: runCliInProcess, sandbox: suite.sandbox }))

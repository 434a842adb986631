// End-to-end: the bundled command line (dist/cli/index.js) in a CI, with the CI's own environment
// variables set as the CI sets them: one row of each CI's words (every row, each CI, runs in
// process: integration/cli-ci.test.ts), Azure's, whose commands share the process's stdout with
// the text and must come first.
import { it } from 'vitest'
import { CI_ROWS, CI_SEED } from '../harness/cli-ci.js'
import { cliSandbox, runCli } from '../harness/cli-runner.js'
import { rowNamed } from '../harness/rows.js'

const suite = cliSandbox(CI_SEED)

const [group, name, check] = rowNamed(
  CI_ROWS,
  'output variables by ##vso[task.setvariable ...;isOutput=true], phases in ##[group], the key and every secret variable value masked by ##vso[task.setsecret]'
)
it(`${group}: ${name}`, () => check({ runCli, sandbox: suite.sandbox }))

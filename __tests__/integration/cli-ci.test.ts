// hosting-deploy in each CI it knows, through the command line's own entry in process
// (harness/cli-in-process.ts), with the CI's own environment variables set as the CI sets them:
// the commit it deploys by default, its groups, its masking and failure commands, and the channel
// through which later steps get the outputs, read back as the CI (or, for CircleCI's $BASH_ENV, a
// real bash) reads them. One row runs through the bundled CLI too (e2e/cli-ci.test.ts).
import { CI_ROWS, CI_SEED } from '../harness/cli-ci.js'
import { runCliInProcess } from '../harness/cli-in-process.js'
import { cliSandbox } from '../harness/cli-runner.js'
import { describeRows } from '../harness/rows.js'

const suite = cliSandbox(CI_SEED)

describeRows(CI_ROWS, () => ({ runCli: runCliInProcess, sandbox: suite.sandbox }))

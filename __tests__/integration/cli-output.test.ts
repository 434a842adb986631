// The output modes of hosting-deploy through the command line's own entry in process
// (harness/cli-in-process.ts), read as a program would read them: text for people on stdout,
// --output json (one object on stdout, the text on stderr), --output ndjson (one event a line,
// the deployment's log as the sandbox wrote it, the result last), and --outputs-file. One row runs
// through the bundled CLI too, with a reader that goes away (e2e/cli-output.test.ts).
import { runCliInProcess } from '../harness/cli-in-process.js'
import { OUTPUT_ROWS, OUTPUT_SEED } from '../harness/cli-output.js'
import { cliSandbox } from '../harness/cli-runner.js'
import { describeRows } from '../harness/rows.js'

const suite = cliSandbox(OUTPUT_SEED)

describeRows(OUTPUT_ROWS, () => ({ runCli: runCliInProcess, sandbox: suite.sandbox }))

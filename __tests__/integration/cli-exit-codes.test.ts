// Every exit code of hosting-deploy, through the command line's own entry in process
// (harness/cli-in-process.ts): against the sandbox, a closed port, servers that answer 503, 502,
// a redirect or 404, and the interrupt the entry's signal handler gives. One row, a signal and
// the FIFO rows run through the bundled CLI (e2e/cli-exit-codes.test.ts). Each row has a service or
// a server of its own, and runs in process hold nothing of the process: the rows run at once.
import { describe, it } from 'vitest'
import { EXIT_CODE_SEED, EXIT_CODES, SIGNALS, signalStopsTheRun } from '../harness/cli-exit-codes.js'
import { runCliInProcess } from '../harness/cli-in-process.js'
import { cliSandbox } from '../harness/cli-runner.js'

const suite = cliSandbox(EXIT_CODE_SEED)

describe('every way a deploy ends has its exit code', () => {
  it.concurrent.for(EXIT_CODES)('%s', ([, check]) => check(runCliInProcess, suite.sandbox))
})

describe('a signal stops the run, not the deployment', () => {
  it.concurrent.for(SIGNALS)('%s while following a deployment: exit %i, the deployment goes on', signal =>
    signalStopsTheRun(runCliInProcess, suite.sandbox, signal)
  )
})

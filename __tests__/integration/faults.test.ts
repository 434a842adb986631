// The Action in process (harness/action-in-process.ts) against a sandbox that fails the way real
// networks and proxies do: every scenario of the faults matrix, its outcome, the deployments
// queued, every log line once, no secret anywhere (debug on). One scenario, and a cancellation
// by SIGTERM, run through the bundled action (e2e/faults.test.ts).
import { describe, it } from 'vitest'
import { FAULT_ROWS, faultsSuite } from '../harness/faults.js'

const suite = faultsSuite('in-process')

describe('faults the action survives, or reports clearly', () => {
  it.for(FAULT_ROWS)('%s', ([name, scenario]) => suite.check(name, scenario))
})

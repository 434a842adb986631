// The Action in process (harness/action-in-process.ts) against a sandbox that fails the way real
// networks and proxies do: every scenario of the faults matrix, its outcome, the deployments
// queued, every log line once, no secret anywhere (debug on). One scenario, and a cancellation
// by SIGTERM, run through the bundled action (e2e/faults.test.ts). The engine's waits (a
// Retry-After, a backoff, a poll's interval) are recorded and cut short (harness/quick-sleeps.ts):
// a row that proves a wait checks what was asked.
import { describe, it, vi } from 'vitest'
import { FAULT_ROWS, faultsSuite } from '../harness/faults.js'
import type { AskedSleep } from '../harness/quick-sleeps.js'

const asked = vi.hoisted((): AskedSleep[] => [])
vi.mock(import('../../src/core/deadline.js'), async real =>
  (await import('../harness/quick-sleeps.js')).quickSleeps(await real(), asked)
)

const suite = faultsSuite('in-process', asked)

describe('faults the action survives, or reports clearly', () => {
  it.for(FAULT_ROWS)('%s', ([name, scenario]) => suite.check(name, scenario))
})

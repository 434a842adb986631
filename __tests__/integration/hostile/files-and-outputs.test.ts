// The Action in process (harness/action-in-process.ts) against hostile servers and inputs: the
// env-file stays inside the workspace and RUNNER_TEMP, the outputs are exact, and a hostile
// answer or input ends the run within its bound. One row of each runs through the bundled action
// too, with the bounds only a process can show (memory, CPU): e2e/hostile.test.ts.
import { afterAll, beforeAll, describe, it, vi } from 'vitest'
import { attackerSuite } from '../../harness/attacker.js'
import { BOUNDED, ENV_FILE, OUTPUTS_EXACT } from '../../harness/hostile-matrices.js'
import type { AskedSleep } from '../../harness/quick-sleeps.js'

// The engine's waits (a backoff, a poll's interval) are cut short, but in section 5: a bound on
// what a run sends before its timeout holds for the waits as they are.
const sleeps = vi.hoisted(() => ({ asked: [] as AskedSleep[], realTime: false }))
vi.mock(import('../../../src/core/deadline.js'), async real =>
  (await import('../../harness/quick-sleeps.js')).quickSleeps(await real(), sleeps.asked, () => sleeps.realTime)
)

const suite = attackerSuite('in-process')

describe('1. env-file stays inside GITHUB_WORKSPACE and RUNNER_TEMP', () => {
  it.for(ENV_FILE.rows)('%s', (row, context) => ENV_FILE.check(suite, row, context))
})

describe('3. outputs are exact', () => {
  it.for(OUTPUTS_EXACT.rows)('%s', (row, context) => OUTPUTS_EXACT.check(suite, row, context))
})

describe('5. every resource is bounded inside the timeout', () => {
  beforeAll(() => {
    sleeps.realTime = true
  })
  afterAll(() => {
    sleeps.realTime = false
  })
  it.for(BOUNDED.rows)('%s', (row, context) => BOUNDED.check(suite, row, context))
})

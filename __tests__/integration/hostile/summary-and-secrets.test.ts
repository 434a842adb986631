// The Action in process (harness/action-in-process.ts) against hostile servers: the job summary
// renders no remote markup, and a secret in a disguise no mask matches never shows. One row of
// each runs through the bundled action too (e2e/hostile.test.ts).
import { describe, it, vi } from 'vitest'
import { attackerSuite } from '../../harness/attacker.js'
import { DISGUISES, SUMMARY_MARKUP } from '../../harness/hostile-matrices.js'
import type { AskedSleep } from '../../harness/quick-sleeps.js'

// The engine's waits (a backoff, a poll's interval) are cut short: no row here proves a wait.
const asked = vi.hoisted((): AskedSleep[] => [])
vi.mock(import('../../../src/core/deadline.js'), async real =>
  (await import('../../harness/quick-sleeps.js')).quickSleeps(await real(), asked)
)

const suite = attackerSuite('in-process')

describe('4. the job summary renders no remote markup', () => {
  it.for(SUMMARY_MARKUP.rows)('%s', (row, context) => SUMMARY_MARKUP.check(suite, row, context))
})

describe('7. a secret in a disguise no mask matches never shows: the log, the summary, an error, a redirect, a status event', () => {
  it.for(DISGUISES.rows)('%s', (row, context) => DISGUISES.check(suite, row, context))
})

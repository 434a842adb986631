// The Action in process (harness/action-in-process.ts) against hostile servers: every remote
// string a server sends, in every field at once per group, never becomes a workflow command and
// shows as text. One row runs through the bundled action too (e2e/hostile.test.ts).
import { describe, expect, it, vi } from 'vitest'
import { attackerSuite } from '../../harness/attacker.js'
import { REMOTE_STRINGS } from '../../harness/hostile-matrices.js'
import type { AskedSleep } from '../../harness/quick-sleeps.js'

// The engine's waits (a backoff, a poll's interval) are cut short: no row here proves a wait.
const asked = vi.hoisted((): AskedSleep[] => [])
vi.mock(import('../../../src/core/deadline.js'), async real =>
  (await import('../../harness/quick-sleeps.js')).quickSleeps(await real(), asked)
)

const suite = attackerSuite('in-process')

describe('2. remote strings never become workflow commands', () => {
  it('covers every field with every payload', () => {
    const { groups, payloads, rows } = REMOTE_STRINGS
    const fields = groups.flatMap(group => group.fields.map(field => field.name))
    expect(fields).toHaveLength(11)
    expect(new Set(groups.flatMap(group => group.fields.map(field => field.tag))).size).toBe(11)
    expect(rows).toHaveLength(groups.length * payloads.length)
  })

  it.for(REMOTE_STRINGS.rows)('%s', (row, context) => REMOTE_STRINGS.check(suite, row, context))
})

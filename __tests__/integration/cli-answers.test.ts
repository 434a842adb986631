// The command line's own answers (harness/cli-answers.ts), every row through its own entry in
// process (harness/cli-in-process.ts) against the sandbox: a typo ends at once with exit 8,
// whoami says what the key may do, watch reports the record's ref, a usage error is plain. One
// row runs through the bundled CLI (e2e/cli-answers.test.ts). Runs in process overlap: the rows
// of a group run at once (the typo rows mostly wait out the grace), the groups one after another.
import { describe, it } from 'vitest'
import { ANSWER_ROWS, ANSWERS_SEED, answersContext, TYPO, USAGE, WATCH, WHOAMI } from '../harness/cli-answers.js'
import { runCliInProcess } from '../harness/cli-in-process.js'
import { cliSandbox } from '../harness/cli-runner.js'

const worlds = {
  world: cliSandbox(ANSWERS_SEED),
  typoWorld: cliSandbox(ANSWERS_SEED),
  otherServiceWorld: cliSandbox(ANSWERS_SEED)
}
const context = () => answersContext(runCliInProcess, worlds)
const GROUPS = [TYPO, WHOAMI, WATCH, USAGE]

for (const group of GROUPS) {
  const rows = ANSWER_ROWS.filter(([rowGroup]) => rowGroup === group)
  const block = group === WATCH ? describe : describe.concurrent
  block(group, () => {
    for (const [, name, check] of rows) it(name, () => check(context()))
  })
}

describe('the rows', () => {
  it('each belong to a group run above', ({ expect }) => {
    expect(ANSWER_ROWS.length).toBeGreaterThan(0)
    expect(ANSWER_ROWS.filter(([group]) => !GROUPS.includes(group))).toEqual([])
  })
})

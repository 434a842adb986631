// End-to-end: the command line's own answers (harness/cli-answers.ts) as the bundled CLI's
// process gives them. Every row runs in process (integration/cli-answers.test.ts); this one row
// spawns dist/cli/index.js because only a process shows the exit code the shell gets (8, a typo)
// and what reaches the real stdout and stderr.
import { describe, it } from 'vitest'
import { ANSWER_ROWS, ANSWERS_SEED, answersContext, TYPO } from '../harness/cli-answers.js'
import { cliSandbox, runCli } from '../harness/cli-runner.js'
import { rowNamed } from '../harness/rows.js'

// The row reads its own sandbox (typoWorld) alone: one sandbox serves every place of the context.
const served = cliSandbox(ANSWERS_SEED)

describe(TYPO, () => {
  const [, name, check] = rowNamed(
    ANSWER_ROWS,
    '1. watch of a deployment id that does not exist ends in seconds, naming it, never "Still deploying"',
    TYPO
  )
  it(name, () => check(answersContext(runCli, { world: served, typoWorld: served, otherServiceWorld: served })))
})

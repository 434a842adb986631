// The command line in process (harness/cli-in-process.ts) against a hostile server, on every CI
// and in every output mode: no secret shows in any output or file but in the CI's own masking
// command, and no line the server wrote can act on the CI, read with its own rules; and a
// disguised secret on the paths outside the log. One row of each runs through the bundled CLI
// too (e2e/cli-hostile.test.ts). Each run mostly waits for the server's next state, and runs in
// process hold nothing of the process: every row's run starts at once, and each test awaits its own.
import { beforeAll, describe, it } from 'vitest'
import { runCliInProcess } from '../harness/cli-in-process.js'
import { DISGUISE_ROWS, expectNoSecretShows, expectNothingActs, hostileRuns, ROWS } from '../harness/cli-hostile.js'

const runOf = hostileRuns(runCliInProcess, ROWS.length)
beforeAll(() => {
  // Started, not awaited: a run that fails fails the tests that await it.
  for (const [, ci, mode] of ROWS) runOf(ci, mode).catch(() => undefined)
})

describe('no secret shows in any output or file, whatever the server echoes, but in the CI’s own masking command', () => {
  it.for(ROWS)('%s', async ([, ci, mode]) => {
    expectNoSecretShows(await runOf(ci, mode), ci, mode)
  })
})

describe('no line the server wrote can act on the CI, read with the CI’s own rules', () => {
  it.for(ROWS)('%s', async ([, ci, mode]) => {
    await expectNothingActs(await runOf(ci, mode), ci, mode)
  })
})

describe('a disguised secret on the paths outside the log: error.message, a redirect, a status event', () => {
  it.for(DISGUISE_ROWS)('%s', async ([, check]) => {
    await check(runCliInProcess)
  })
})

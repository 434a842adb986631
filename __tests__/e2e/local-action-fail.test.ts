// `npm run local-action -- --fail` as a person runs it: the failed step ends with one line
// saying why and exit code 1, without the tool's stack trace (CONTRIBUTING.md, Running the action locally).
import { describe, expect, it } from 'vitest'
import { runScript } from '../harness/helpers.js'

describe('npm run local-action -- --fail', () => {
  it('ends with one line naming the failed deployment and exits with code 1', { timeout: 90_000 }, async () => {
    const run = await runScript('local-action.ts', ['--fail'], 80_000)
    const { printed } = run
    expect(run.code, printed).toBe(1)
    // The one line, last on stderr; the deployment it names is the one the summary shows.
    const last = run.stderr.trimEnd().split('\n').at(-1) ?? ''
    const verdict = /^The step failed: Deployment (dep_[0-9a-z]+) failed with status "build_failed" after \d+s\.$/.exec(
      last
    )
    expect(verdict, printed).not.toBeNull()
    expect(run.stdout).toContain(`Deployment: ${verdict?.[1]}`)
    // No stack trace from the tool's bin, nor any other.
    expect(printed).not.toContain('Error: Command failed')
    expect(printed).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m)
  })
})

// `npm run local-action -- --fail` as a person runs it: the failed step ends with one line
// saying why and exit code 1, without the tool's stack trace (README, Development).
import { execFile } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const BIN = path.join(ROOT, 'node_modules', '.bin')

describe('npm run local-action -- --fail', () => {
  it('ends with one line naming the failed deployment and exits with code 1', { timeout: 90_000 }, async () => {
    // As npm runs it: node_modules/.bin (the pinned Node) first on PATH; no runner variables.
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !/^(INPUT_|GITHUB_|RUNNER_|ACTIONS_)/.test(name))
    )
    env.PATH = [BIN, process.env.PATH ?? ''].join(path.delimiter)
    const run = await promisify(execFile)(
      path.join(BIN, 'tsx'),
      [path.join(ROOT, 'scripts', 'local-action.ts'), '--fail'],
      { cwd: ROOT, env, timeout: 80_000 }
    ).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code?: number; stdout?: string; stderr?: string }) => ({
        code: error.code ?? -1,
        stdout: error.stdout ?? '',
        stderr: error.stderr ?? ''
      })
    )
    const printed = `${run.stdout}\n--- stderr ---\n${run.stderr}`
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

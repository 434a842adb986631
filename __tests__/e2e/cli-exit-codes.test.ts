// End-to-end: the exit codes of hosting-deploy as a process ends with them: the bundled CLI
// (dist/cli/index.js) run against the sandbox. One row of the exit-code matrix (every row runs in
// process: integration/cli-exit-codes.test.ts), a signal sent to the process while it follows a
// deployment that never ends, and a FIFO in the place of a file, which must not hold the process.
import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { EXIT_CODE_SEED, EXIT_CODES, SIGNALS, signalStopsTheRun } from '../harness/cli-exit-codes.js'
import { ACCOUNT_KEY, cliSandbox, runCli } from '../harness/cli-runner.js'

const suite = cliSandbox(EXIT_CODE_SEED)

describe('every way a deploy ends has its exit code', () => {
  const [name, check] = EXIT_CODES.find(([rowName]) => rowName.startsWith('3. exit 1')) ?? []
  if (!name || !check) throw new Error('the exit-code matrix has no row 3')
  it.concurrent(name, () => check(runCli, suite.sandbox))

  it.concurrent(
    'exit 2: a FIFO nobody reads at --outputs-file is refused at once, before anything is sent',
    async () => {
      // Outside the run's own folder, whose files the harness reads afterwards.
      const fifos = mkdtempSync(path.join(tmpdir(), 'cli-fifo-'))
      const outputsFile = path.join(fifos, 'outputs.env')
      execFileSync('mkfifo', [outputsFile])
      const before = suite.sandbox.requests.length
      const run = await runCli(
        // A service of its own: the next test, at the same time, deploys svc-cli-fifo.
        [
          'deploy',
          '--base-url',
          suite.sandbox.url,
          '--service-id',
          'svc-cli-fifo-refused',
          '--outputs-file',
          outputsFile
        ],
        { env: { HOSTING_API_KEY: ACCOUNT_KEY }, killAfterMs: 60_000 }
      )
      expect(run.signal, run.printed).toBeNull()
      expect(run.code, run.printed).toBe(2)
      expect(run.printed).toMatch(new RegExp(`${outputsFile} is a FIFO( or socket nobody reads)?, not a regular file`))
      expect(suite.sandbox.requests.slice(before).some(request => request.path.includes('svc-cli-fifo-refused'))).toBe(
        false
      )
    }
  )

  it.concurrent(
    'exit 0: a FIFO nobody reads at GITHUB_OUTPUT holds nothing up: a warning, the run ends as it went',
    async () => {
      const fifos = mkdtempSync(path.join(tmpdir(), 'cli-fifo-'))
      const channel = path.join(fifos, 'github-output')
      execFileSync('mkfifo', [channel])
      const run = await runCli(['deploy', '--base-url', suite.sandbox.url, '--service-id', 'svc-cli-fifo'], {
        env: { HOSTING_API_KEY: ACCOUNT_KEY, GITHUB_ACTIONS: 'true', GITHUB_OUTPUT: channel },
        killAfterMs: 60_000
      })
      expect(run.signal, run.printed).toBeNull()
      expect(run.code, run.printed).toBe(0)
      // Opened to append, with read access to see its last line, a FIFO opens at once and is seen as one.
      expect(run.printed).toMatch(new RegExp(`${channel} is a FIFO( or socket nobody reads)?, not a regular file`))
    }
  )
})

describe('a signal stops the run, not the deployment', () => {
  const sigterm = SIGNALS[1]
  it.concurrent(`${sigterm[0]} while following a deployment: exit ${sigterm[1]}, the deployment goes on`, () =>
    signalStopsTheRun(runCli, suite.sandbox, sigterm)
  )
})

// End-to-end: the output modes of the bundled command line (dist/cli/index.js) as a process
// writes them: one row of the output matrix (every row, each mode, runs in process:
// integration/cli-output.test.ts), text for people on stdout, and a reader of stdout that goes
// away (`| head`), which only a process's pipe shows.
import { describe, expect, it } from 'vitest'
import { OUTPUT_ROWS, OUTPUT_SEED } from '../harness/cli-output.js'
import { ACCOUNT_KEY, cliSandbox, runCli } from '../harness/cli-runner.js'
import { rowNamed } from '../harness/rows.js'

const suite = cliSandbox(OUTPUT_SEED)

describe('text', () => {
  const [, name, check] = rowNamed(
    OUTPUT_ROWS,
    'the phases, every log line once and in order, then the result block, all on stdout; stderr stays empty'
  )
  it(name, () => check({ runCli, sandbox: suite.sandbox }))

  it('a reader that goes away (| head) does not end the run: the deployment is followed to its end, the exit code is its outcome', async () => {
    let closed = false
    const run = await runCli(['deploy', '--base-url', suite.sandbox.url, '--service-id', 'svc-cli-pipe'], {
      env: { HOSTING_API_KEY: ACCOUNT_KEY },
      onLine: (line, cli) => {
        if (closed || !line.startsWith('==> Checking the API key')) return
        closed = true
        cli.closeStdout()
      }
    })
    expect(closed).toBe(true)
    expect(run.signal, run.printed).toBeNull()
    expect(run.code, run.printed).toBe(0)
    expect(run.stderr).toBe('')
    expect(suite.sandbox.store.deploymentsOf('svc-cli-pipe')[0]?.status).toBe('live')
  })
})

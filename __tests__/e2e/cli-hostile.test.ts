// End-to-end: the bundled command line against a hostile server, as a CI job runs it. One row of
// each hostile matrix runs here through dist/cli/index.js (every row, each CI in each output mode
// and each disguise, runs in process: integration/cli-hostile.test.ts), and what only a process
// shows: an answer nested deep enough to overflow a parser's stack ends the run with its exit
// code, not a crash.
import { describe, expect, it } from 'vitest'
import { MAX_JSON_DEPTH } from '../../src/api/http.js'
import { startAttacker } from '../harness/attacker.js'
import { runCli } from '../harness/cli-runner.js'
import { API_KEY, DISGUISE_ROWS, expectNoSecretShows, expectNothingActs, hostileRuns } from '../harness/cli-hostile.js'

const runOf = hostileRuns(runCli)

describe('one row of each matrix, through the bundle', () => {
  it.concurrent('azure, --output text: no secret shows, and no line the server wrote acts on Azure', async () => {
    const run = await runOf('azure', 'text')
    expectNoSecretShows(run, 'azure', 'text')
    await expectNothingActs(run, 'azure', 'text')
  })

  const [name, check] = DISGUISE_ROWS.find(([rowName]) => rowName.includes('redirect')) ?? []
  if (!name || !check) throw new Error('the disguise matrix has no redirect row')
  it.concurrent(`a disguised secret: ${name}`, () => check(runCli))
})

describe('an answer nested too deep to read', () => {
  it.concurrent('a whoami answer nested 150,000 levels deep is an unreadable answer: exit 7, no crash', async () => {
    const depth = 150_000
    const nested = `${'{"keyScope":'.repeat(depth)}null${'}'.repeat(depth)}`
    const server = await startAttacker({
      whoami: (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(nested)
      }
    })
    try {
      const run = await runCli(['whoami', '--base-url', server.url, '--output', 'json'], {
        env: { HOSTING_API_KEY: API_KEY }
      })
      expect(run.signal, run.printed).toBeNull()
      expect(run.code, run.printed).toBe(7)
      const result = JSON.parse(run.stdout) as { failureKind?: string; error?: { message?: string } }
      expect(result.failureKind).toBe('unreachable')
      expect(result.error?.message).toBe(
        `Checking the API key: the service's answer nests objects or arrays more than ${MAX_JSON_DEPTH} levels deep, so hosting-deploy does not read it.`
      )
      expect(run.stderr).not.toMatch(/RangeError|Maximum call stack|\n\s+at /)
    } finally {
      await server.close()
    }
  })
})

// End-to-end: no secret reaches what a reader or a later step sees (the job log, the summary,
// the outputs), however a hostile server cuts or wraps it. Each test runs the Action against a
// hostile server, as the runner does: its entry in process (harness/action-in-process.ts), with
// the engine's waits recorded and cut short (harness/quick-sleeps.ts: no row is about a wait),
// and one row through the bundle (dist/index.js).
import { describe, expect, it, vi } from 'vitest'
import type { RunResult } from '../harness/local-runner.js'
import { ATTACK_API_KEY, ATTACK_GITHUB_TOKEN, attackerSuite } from '../harness/attacker.js'
import type { AskedSleep } from '../harness/quick-sleeps.js'

const asked = vi.hoisted((): AskedSleep[] => [])
vi.mock(import('../../src/core/deadline.js'), async real =>
  (await import('../harness/quick-sleeps.js')).quickSleeps(await real(), asked)
)

const API_KEY = ATTACK_API_KEY
const KILL_AFTER_MS = 45_000

const bundled = attackerSuite(KILL_AFTER_MS)
const { serve, run } = attackerSuite('in-process')

/** Everything a reader or a later step can see: stdout (masks registered by ::add-mask:: aside), summary, outputs. */
function visible(result: RunResult): string {
  const printed = result.stdout
    .split('\n')
    .filter(line => !line.startsWith('::add-mask::'))
    .join('\n')
  return [printed, result.summary, JSON.stringify(result.outputs)].join('\n')
}

// Each test has a server of its own. In-process runs queue (one at a time), so their tests are
// sequential; the spawned one runs beside them (each describe is concurrent: a plain describe
// would wait for the one before it).
describe.concurrent('a secret cut by a sanitiser scan limit shows no part of itself', () => {
  it.sequential(
    'the API key, echoed after 8 Ki of spaces in an error body, shows in neither the annotation nor the summary',
    async context => {
      // messageExcerpt() slices the raw body at 8 Ki before removing whitespace: the redaction must still see the whole key.
      const body = JSON.stringify({ error: ' '.repeat(8 * 1024 - (API_KEY.length - 1)) + API_KEY })
      const server = await serve(context, {
        whoami: (_req, res) => {
          res.writeHead(400, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) })
          res.end(body)
        }
      })
      const result = await run(server)
      expect(result.exitCode).toBe(1)
      // The runner masks the whole key only; a prefix would be printed as is.
      expect(visible(result)).not.toContain(API_KEY.slice(0, -1))
    }
  )

  it.sequential(
    'a variable value, echoed in a log line after 64 Ki of zero-width spaces, stays out of the job log',
    async context => {
      const value = 'Sup3rSecretDbPassw0rd'
      const line = '\u200b'.repeat(64 * 1024 - (value.length - 1)) + value
      const server = await serve(context, {}, { lines: ['==> starting', line], status: 'failed' })
      const result = await run(server, { env: `DB_PASSWORD=${value}` })
      expect(result.exitCode).toBe(1)
      expect(visible(result)).not.toContain(value.slice(0, -1))
    }
  )
})

describe.concurrent('a variable value holding a character the sanitiser strips is still masked', () => {
  it.sequential('a value with a zero-width non-joiner, echoed by the log, is printed redacted', async context => {
    const value = 'pass\u200cword-2024'
    const server = await serve(context, {}, { lines: [`DB_PASSWORD=${value}`] })
    const result = await run(server, { env: `DB_PASSWORD=${value}` })
    expect(result.exitCode, result.stdout).toBe(0)
    // The runner masks the exact value only: printed without the ZWNJ, nothing would match it.
    expect(visible(result)).not.toContain('password-2024')
    // Redacted, not dropped.
    expect(result.logLines).toContain('DB_PASSWORD=***')
  })
})

describe.concurrent('only secrets are masked: everything else stays readable', () => {
  // Spawned: the masks registered on the real stdout (::add-mask::, which the runner acts on),
  // the exit code and the summary file are the bundle's own.
  it('a secret name, a URL password and a mask-env name are masked; production, the port, main and the URL are not', async context => {
    const { serve, run } = bundled
    const lines = [
      '==> building for production on port 10000',
      'connecting to postgres://app:s3cret-pw@db/app',
      'token tok-4821-abc, login mailer@example.com'
    ]
    const server = await serve(context, {}, { lines, ref: 'main' })
    const env = [
      'NODE_ENV=production',
      'PORT=10000',
      'BRANCH=main',
      'DATABASE_URL=postgres://app:s3cret-pw@db/app',
      'API_TOKEN=tok-4821-abc',
      'SMTP_LOGIN=mailer@example.com'
    ].join('\n')
    const result = await run(server, { env, 'mask-env': 'SMTP_LOGIN' })
    expect(result.exitCode, result.stdout).toBe(0)
    const masks = result.commands.filter(command => command.name === 'add-mask').map(command => command.message)
    expect(masks).toEqual([API_KEY, ATTACK_GITHUB_TOKEN, 's3cret-pw', 'tok-4821-abc', 'mailer@example.com'])
    expect(result.logLines).toContain('==> building for production on port 10000')
    expect(result.logLines).toContain('connecting to postgres://app:***@db/app')
    expect(result.logLines).toContain('token ***, login ***')
    expect(result.summary).toContain('<td>Ref</td><td><code>main</code></td>')
    expect(visible(result)).not.toMatch(/s3cret-pw|tok-4821-abc|mailer@example\.com/)
  })
})

describe.concurrent('the server cannot put the API key into the outputs', () => {
  it.sequential('neither as the resolved ref nor as the deployment id', async context => {
    const server = await serve(context, {}, { deploymentId: API_KEY, ref: API_KEY })
    const result = await run(server)
    // The deploy was answered with the key: the values were there to write.
    expect(server.count('deploy')).toBe(1)
    // Either the step refuses such a value, or no secret may reach an output (GITHUB_OUTPUT is not masked).
    expect(JSON.stringify(result.outputs)).not.toContain(API_KEY)
  })
})

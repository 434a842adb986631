// End-to-end: hosting-deploy's other commands, run as a user runs them: --version and --help,
// watch (a deployment another job queued, followed to its end) and whoami.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ACCOUNT_KEY, cliSandbox, cliSeed, linesOf, REVOKED_KEY, runCli } from '../harness/cli-runner.js'

const suite = cliSandbox(cliSeed(['svc-cli-watch']))
const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string
}

/** The requests the sandbox records while `fn` runs (the tests here run one at a time). */
async function requestsDuring<T>(fn: () => Promise<T>): Promise<[T, string[]]> {
  const before = suite.sandbox.requests.length
  const value = await fn()
  return [value, suite.sandbox.requests.slice(before).map(request => `${request.method} ${request.path}`)]
}

describe('--version and --help', () => {
  it('--version prints the package’s version alone and exits 0, calling nothing', async () => {
    const [run, sent] = await requestsDuring(() =>
      runCli(['--version'], { env: { HOSTING_API_KEY: ACCOUNT_KEY, HOSTING_BASE_URL: suite.sandbox.url } })
    )
    expect(run.code, run.printed).toBe(0)
    expect(run.stdout).toBe(`${version}\n`)
    expect(run.stderr).toBe('')
    expect(sent).toEqual([])
  })

  it('--help names the three commands and every exit code, and exits 0', async () => {
    const run = await runCli(['--help'])
    expect(run.code, run.printed).toBe(0)
    const lines = linesOf(run.stdout)
    for (const command of ['deploy', 'watch', 'whoami'])
      expect(lines.some(line => line.startsWith(`  ${command} `))).toBe(true)
    const codes = lines.flatMap(line => /^ {2}(\d+) {2,}\S/.exec(line)?.[1] ?? [])
    expect(codes).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '130', '143'])
  })
})

describe('watch DEPLOYMENT_ID', () => {
  it.for([
    ['main', 0, 'live', 'success'],
    ['broken', 1, 'build_failed', 'failure']
  ] as const)(
    'a deployment queued elsewhere at %s: followed to its end with its log, exit %i, its outputs written; nothing queued',
    async ([ref, code, status, result]) => {
      const { store } = suite.sandbox
      const deployment = store.deploy(store.service('svc-cli-watch')!, ref)
      const [run, sent] = await requestsDuring(() =>
        runCli(
          [
            'watch',
            deployment.id,
            '--service-id',
            'svc-cli-watch',
            '--base-url',
            suite.sandbox.url,
            '--outputs-file',
            'watch.env'
          ],
          { env: { HOSTING_API_KEY: ACCOUNT_KEY } }
        )
      )
      expect(run.code, run.printed).toBe(code)
      // With its log, to the last line.
      expect(deployment.final).toBe(true)
      expect(linesOf(run.stdout)).toContain(`  | ${deployment.lines.at(-1)?.text}`)
      const outputs = Object.fromEntries(linesOf(run.files['watch.env'] ?? '').map(line => line.split('=')))
      expect(outputs).toMatchObject({
        HOSTING_DEPLOYMENT_ID: deployment.id,
        HOSTING_STATUS: status,
        HOSTING_RESULT: result
      })
      expect(sent.filter(request => !request.startsWith('GET '))).toEqual([])
    }
  )
})

describe('whoami', () => {
  it.for([
    ['a key the service knows: exit 0, what it is said', ACCOUNT_KEY, 0, 'Key         account key'],
    [
      'a revoked key: exit 3, why said',
      REVOKED_KEY,
      3,
      'Error       Checking the API key failed: The API key is missing, invalid or revoked (HTTP 401 from /api/auth/me).'
    ]
  ] as const)('%s; nothing changed', async ([, key, code, says]) => {
    const [run, sent] = await requestsDuring(() =>
      runCli(['whoami', '--base-url', suite.sandbox.url], { env: { HOSTING_API_KEY: key } })
    )
    expect(run.code, run.printed).toBe(code)
    // What the key is, on stdout; why it was refused, on stderr.
    expect(linesOf(code === 0 ? run.stdout : run.stderr)).toContain(says)
    expect(sent.every(request => request.startsWith('GET '))).toBe(true)
  })
})

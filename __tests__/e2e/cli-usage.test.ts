// End-to-end: a command line hosting-deploy cannot run ends with exit 2 before anything is
// sent, saying why: bad or missing flags, an env file it cannot read, and above all an API key
// on the command line, which is refused without ever being echoed. Every command line here
// names the sandbox as its base URL, and the sandbox must not have heard from any of them.
import { afterEach, describe, expect, it } from 'vitest'
import { ACCOUNT_KEY, cliSandbox, linesOf, runCli, type CliRun } from '../harness/cli-runner.js'

const suite = cliSandbox()

/** A key of the right shape, given on the command line: it must show nowhere. */
const KEY_ON_LINE = 'sbx_typed_on_the_command_line_4Rk9vQ'
const ENV_VALUE = 'an-env-value-that-is-secret-7Tq2'

afterEach(() => {
  expect(suite.sandbox.requests.map(request => `${request.method} ${request.path}`)).toEqual([])
})

async function cli(args: string[], env: Record<string, string> = { HOSTING_API_KEY: ACCOUNT_KEY }, files = {}) {
  const run = await runCli(args, { env, files })
  expect(run.signal, run.printed).toBeNull()
  return run
}

/** The usage error's sentence, from the text output's result block. */
function errorLine(run: CliRun): string {
  return linesOf(run.stderr).find(line => line.startsWith('Error ')) ?? ''
}

describe('exit 2: a command line that cannot run, nothing sent', () => {
  const deploy = (): string[] => ['deploy', '--base-url', suite.sandbox.url]
  const cases: [string, () => string[], Record<string, string> | undefined, Record<string, string>, RegExp][] = [
    ['1. no --service-id', () => deploy(), undefined, {}, /--service-id or --app-file is required/],
    ['2. no HOSTING_API_KEY', () => [...deploy(), '--service-id', 'svc-cli'], {}, {}, /HOSTING_API_KEY is not set/],
    [
      '3. a flag it does not know',
      () => [...deploy(), '--service-id', 'svc-cli', '--wait'],
      undefined,
      {},
      /--wait is not a flag of hosting-deploy deploy/
    ],
    [
      '4. a duration it cannot read',
      () => [...deploy(), '--service-id', 'svc-cli', '--timeout', 'forever'],
      undefined,
      {},
      /--timeout must be a positive duration/
    ],
    [
      '5. an env file that is not text',
      () => [...deploy(), '--service-id', 'svc-cli', '--dotenv-file', 'vars.env'],
      undefined,
      { 'vars.env': `TOKEN=${ENV_VALUE}\0\n` },
      /--dotenv-file contains a NUL byte/
    ],
    [
      '6. an env file that is not dotenv',
      () => [...deploy(), '--service-id', 'svc-cli', '--dotenv-file', 'vars.env'],
      undefined,
      { 'vars.env': `TOKEN="${ENV_VALUE}\n` },
      /--dotenv-file line 1: the value opened with " is never closed/
    ],
    [
      '7. an --env without KEY=, its text not shown',
      () => [...deploy(), '--service-id', 'svc-cli', '--env', ENV_VALUE],
      undefined,
      {},
      /--env \(the 1st\) must be KEY=VALUE/
    ]
  ]
  it.concurrent.for(cases)('%s', async ([, args, env, files, says]) => {
    const run = await cli(args(), env, files)
    expect(run.code, run.printed).toBe(2)
    expect(errorLine(run)).toMatch(says)
    // Only the error and what to do, on stderr: no result rows of a deploy that never started.
    expect(run.stdout).toBe('')
    expect(
      linesOf(run.stderr)
        .filter(Boolean)
        .map(line => line.split(' ')[0])
    ).toEqual(['Error', 'Next'])
    expect(run.stderr).toContain('--help')
    expect(run.printed).not.toContain(ENV_VALUE)
  })

  it.concurrent.for(['json', 'ndjson'])('in --output %s, the usage error is JSON too, with every field', async mode => {
    const run = await cli([...deploy(), '--output', mode])
    expect(run.code, run.printed).toBe(2)
    expect(linesOf(run.stdout)).toHaveLength(1)
    const json = JSON.parse(run.stdout) as Record<string, unknown>
    expect(json).toEqual({
      ...(mode === 'ndjson' ? { type: 'result' } : {}),
      schemaVersion: 1,
      result: null,
      status: null,
      deploymentId: null,
      failureKind: 'usage',
      ref: null,
      url: null,
      health: 'skipped',
      envImported: null,
      envSkipped: [],
      rollbackDeploymentId: null,
      rollbackRef: null,
      verify: null,
      services: null,
      durationMs: 0,
      error: {
        title: 'Invalid command line',
        message:
          '--service-id or --app-file is required: --service-id with the id of the service, as shown in the dashboard (once per service), or --app-file with an app file naming the services (docs/app.md)',
        next: 'see hosting-deploy deploy --help for the flags and their forms.'
      }
    })
  })
})

describe('a usage error never repeats a secret it was given as a value', () => {
  const deploy = (): string[] => ['deploy', '--base-url', suite.sandbox.url, '--service-id', 'svc-cli']
  it.concurrent.for([
    ['the key as --timeout', () => [...deploy(), '--timeout', ACCOUNT_KEY], ACCOUNT_KEY],
    ['the key as --ci', () => [...deploy(), '--ci', ACCOUNT_KEY], ACCOUNT_KEY],
    [
      'an --env value as --if-busy',
      () => [...deploy(), '--env', `API_TOKEN=${ENV_VALUE}`, '--if-busy', ENV_VALUE],
      ENV_VALUE
    ]
  ] as const)('%s: redacted in text, JSON and a GitHub annotation', async ([, args, secret]) => {
    const github = { HOSTING_API_KEY: ACCOUNT_KEY, GITHUB_ACTIONS: 'true' }
    for (const [extra, env] of [[[]], [['--output', 'json']], [[], github]] as const) {
      const run = await cli([...args(), ...extra], env)
      expect(run.code, run.printed).toBe(2)
      expect(run.printed).toContain('***')
      expect(run.printed).not.toContain(secret)
    }
  })

  it.concurrent(
    'a --ref that holds the key is refused before anything is sent (the service would store it)',
    async () => {
      const run = await cli([...deploy(), '--ref', ACCOUNT_KEY, '--output', 'json'])
      expect(run.code, run.printed).toBe(2)
      const json = JSON.parse(run.stdout) as { failureKind: string; error: { message: string } }
      expect(json.failureKind).toBe('usage')
      expect(json.error.message).toMatch(/--ref holds the API key/)
      expect(run.printed).not.toContain(ACCOUNT_KEY)
    }
  )

  it.concurrent('--env-file, which Node reads itself, is refused for --dotenv-file', async () => {
    // Node reads the file itself first (an empty one here), then hosting-deploy refuses the flag.
    const run = await cli([...deploy(), '--env-file=/dev/null'])
    expect(run.code, run.printed).toBe(2)
    expect(errorLine(run)).toMatch(/--env-file is Node's own option: .* --dotenv-file FILE/)
  })

  it.concurrent(
    "--experimental-default-config-file is refused with the reason, though Node has run the repository's node.config.json by then",
    async () => {
      const run = await cli(
        [...deploy(), '--service-id', 'svc-cli', '--', '--experimental-default-config-file'],
        undefined,
        {
          'node.config.json': '{ "nodeOptions": { "require": "./before.cjs" } }',
          'before.cjs': "require('node:fs').writeFileSync('ran-before-hosting-deploy', 'yes')"
        }
      )
      expect(run.code, run.printed).toBe(2)
      expect(errorLine(run)).toMatch(/--experimental(-default)?-config-file is Node's own option: .* nodeOptions/)
      // Why the refusal is a message and not a guard (docs/cli.md): Node acted before any code of ours.
      expect(run.files['ran-before-hosting-deploy']).toBe('yes')
    }
  )
})

describe('the API key on the command line is refused with exit 2, never echoed, nothing sent', () => {
  const WHY =
    'is refused: an API key on the command line would be visible in process lists and shell history; set HOSTING_API_KEY instead'
  const spellings: [string, string[], string][] = [
    ['1. --api-key KEY', ['--api-key', KEY_ON_LINE], '--api-key'],
    ['2. --api-key=KEY', [`--api-key=${KEY_ON_LINE}`], '--api-key'],
    ['3. --API_KEY=KEY', [`--API_KEY=${KEY_ON_LINE}`], '--API_KEY'],
    ['4. --token KEY', ['--token', KEY_ON_LINE], '--token'],
    ['5. -api-key=KEY', [`-api-key=${KEY_ON_LINE}`], '-api-key']
  ]
  it.concurrent.for(spellings)('%s, with every other flag right and the key set too', async ([, flag, name]) => {
    const run = await cli(['deploy', '--base-url', suite.sandbox.url, '--service-id', 'svc-cli', ...flag])
    expect(run.code, run.printed).toBe(2)
    expect(errorLine(run)).toBe(`Error       Invalid command line: ${name} ${WHY}`)
    expect(run.printed).not.toContain(KEY_ON_LINE)
  })

  it.concurrent('before the command, and in --output json: the JSON error says why, without the key', async () => {
    const run = await cli(
      [`--api-key=${KEY_ON_LINE}`, 'deploy', '--output', 'json', '--base-url', suite.sandbox.url],
      {}
    )
    expect(run.code, run.printed).toBe(2)
    const json = JSON.parse(run.stdout) as { result: unknown; error: { title: string; message: string } }
    expect(json.result).toBeNull()
    expect(json.error.title).toBe('Invalid command line')
    expect(json.error.message).toBe(`--api-key ${WHY}`)
    expect(run.printed).not.toContain(KEY_ON_LINE)
  })

  it.concurrent('after --, as an argument: refused as an argument, not shown', async () => {
    const run = await cli(['deploy', '--base-url', suite.sandbox.url, '--service-id', 'svc-cli', '--', KEY_ON_LINE])
    expect(run.code, run.printed).toBe(2)
    expect(errorLine(run)).toContain('(not shown: one may be a secret)')
    expect(run.printed).not.toContain(KEY_ON_LINE)
  })
})

import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, test } from 'vitest'
import { parseCommandLine, partsNeeded, type DeployArgs, type ParsedArgs } from '../../../src/cli/parse/args.js'
import { appConfigOf } from '../../../src/settings/app-config.js'
import { readAppFile } from '../../../src/settings/app-file.js'
import { verifyPatterns } from '../../../src/settings/verify-patterns.js'
import { linePartsOf } from '../../harness/cli-parts.js'
import type { Env } from '../../../src/cli/ci/ci.js'
import { COMMANDS, COMMAND_NAMES } from '../../../src/cli/parse/flags.js'
import { UsageError } from '../../../src/core/errors.js'
import packageJson from '../../../package.json' with { type: 'json' }

const KEY = 'sk_test_cli_args_0123456789'
const ENV: Env = { HOSTING_API_KEY: KEY, HOSTING_BASE_URL: 'https://api.example.com' }
/** A variable's value that must never reach a message. */
const SECRET = 'pa55-w0rd-never-shown'

/** The folders tempDir() made, removed when the file's tests end. */
const made: string[] = []
afterAll(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cli-args-'))
  made.push(dir)
  return dir
}

function deploy(argv: string[], env: Env = ENV): DeployArgs {
  const parsed = parseCommandLine(['deploy', ...argv], env, linePartsOf(['deploy', ...argv]))
  if (parsed.command !== 'deploy') throw new Error(`parsed as ${parsed.command}`)
  return parsed
}

function usageError(argv: string[], env: Env = ENV): UsageError {
  let parsed: ParsedArgs
  try {
    parsed = parseCommandLine(argv, env, linePartsOf(argv))
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError)
    return error as UsageError
  }
  throw new Error(`accepted ${JSON.stringify(argv)} as ${parsed.command}`)
}

describe('deploy', () => {
  it('reads every flag', () => {
    const dir = tempDir()
    writeFileSync(path.join(dir, 'deploy.env'), 'FROM_FILE=file-value\nSHARED=from-file\n')
    const parsed = deploy(
      [
        '--service-id=svc-web',
        '--ref',
        'release/1.2',
        '--env',
        'A=1',
        '--env=B=two=2',
        '--env',
        'SHARED=from-flag',
        '--dotenv-file',
        path.join(dir, 'deploy.env'),
        '--mask-env',
        'FROM_FILE',
        '--mask-env=A, B',
        '--base-url',
        'https://hosting.example.com/',
        '--timeout',
        '20m',
        '--no-wait',
        '--no-logs',
        '--environment-url',
        'https://app.example.com',
        '--health-check-url',
        '/health',
        '--health-check-expect',
        'abc123',
        '--health-check-timeout',
        '90s',
        '--rollback',
        '--if-busy',
        'fail',
        '--superseded',
        'pass',
        '--output',
        'ndjson',
        '--outputs-file',
        'out/deploy.env',
        '--ci',
        'gitlab'
      ],
      { HOSTING_API_KEY: ` ${KEY} ` }
    )
    expect(parsed).toEqual({
      command: 'deploy',
      baseUrl: 'https://hosting.example.com',
      apiKey: KEY,
      output: 'ndjson',
      ci: 'gitlab',
      notes: [{ level: 'info', message: '--env overrides 1 key(s) also set in --dotenv-file: SHARED.' }],
      serviceId: 'svc-web',
      ref: 'release/1.2',
      variables: [
        { key: 'FROM_FILE', value: 'file-value' },
        { key: 'SHARED', value: 'from-flag' },
        { key: 'A', value: '1' },
        { key: 'B', value: 'two=2' }
      ],
      wait: false,
      timeoutMs: 20 * 60_000,
      logs: false,
      environmentUrl: 'https://app.example.com',
      healthCheck: { url: '/health', expect: 'abc123', timeoutMs: 90_000 },
      rollback: true,
      ifBusy: 'fail',
      superseded: 'pass',
      outputsFile: 'out/deploy.env',
      maskEnv: ['FROM_FILE', 'A', 'B']
    })
  })

  it('defaults every flag it can', () => {
    expect(deploy(['--service-id', 'svc'])).toEqual({
      command: 'deploy',
      baseUrl: 'https://api.example.com',
      apiKey: KEY,
      output: 'text',
      ci: 'none',
      notes: [
        {
          level: 'info',
          message: 'No --ref given and not running in a CI: no ref is sent, so the service deploys its tracked branch.'
        }
      ],
      serviceId: 'svc',
      ref: undefined,
      variables: [],
      wait: true,
      timeoutMs: 30 * 60_000,
      logs: true,
      environmentUrl: undefined,
      healthCheck: undefined,
      rollback: false,
      ifBusy: 'wait',
      superseded: 'fail',
      outputsFile: undefined,
      maskEnv: []
    })
  })

  test.each([
    [1, ['--if-busy', 'WAIT'], { ifBusy: 'wait' }],
    [2, ['--superseded', 'Pass'], { superseded: 'pass' }],
    [3, ['--output', 'json'], { output: 'json' }],
    [4, ['--timeout', '1h30m'], { timeoutMs: 5_400_000 }],
    [5, ['--timeout', '600'], { timeoutMs: 600_000 }],
    [
      6,
      ['--health-check-url', 'https://app.example.com/health'],
      { healthCheck: expect.objectContaining({ timeoutMs: 120_000 }) }
    ],
    [7, ['--ref', ''], { ref: undefined, notes: [] }],
    [8, ['--ci', 'none'], { ci: 'none' }],
    [9, ['--base-url', 'http://127.0.0.1:4010/api/'], { baseUrl: 'http://127.0.0.1:4010' }]
  ] as const)('%i. %j reads as %j', (_row, argv, expected) => {
    expect(deploy(['--service-id', 'svc', ...argv])).toMatchObject(expected)
  })

  it('takes the base URL from HOSTING_BASE_URL, and --base-url over it', () => {
    expect(deploy(['--service-id', 'svc'], { ...ENV, HOSTING_BASE_URL: 'https://env.example.com' }).baseUrl).toBe(
      'https://env.example.com'
    )
    expect(
      deploy(['--service-id', 'svc', '--base-url', 'https://flag.example.com'], {
        ...ENV,
        HOSTING_BASE_URL: 'https://env.example.com'
      }).baseUrl
    ).toBe('https://flag.example.com')
  })

  it('warns once, in its own words, when NODE_TLS_REJECT_UNAUTHORIZED=0 turns off the certificate checks', () => {
    const off = { ...ENV, NODE_TLS_REJECT_UNAUTHORIZED: '0' }
    expect(deploy(['--service-id', 'svc', '--ref', 'main'], off).notes).toEqual([
      {
        level: 'warning',
        message:
          'NODE_TLS_REJECT_UNAUTHORIZED=0 is set in the environment, so TLS certificates are not checked: anyone between here and api.example.com can pose as the service and read the API key and every variable. Unset it; for a private certificate authority, set NODE_EXTRA_CA_CERTS to its certificate instead.'
      }
    ])
    // whoami and watch send the key too.
    expect(parseCommandLine(['whoami'], off)).toMatchObject({ notes: [{ level: 'warning' }] })
    // Node turns the checks off for exactly "0"; loopback never leaves the machine.
    for (const env of [
      { ...ENV, NODE_TLS_REJECT_UNAUTHORIZED: '1' },
      { ...ENV, NODE_TLS_REJECT_UNAUTHORIZED: 'false' },
      { ...off, HOSTING_BASE_URL: 'https://127.0.0.1:4010' }
    ])
      expect(deploy(['--service-id', 'svc', '--ref', 'main'], env).notes).toEqual([])
  })

  it('notes a base URL ending in /api, and warns about plain http:// off this machine', () => {
    const notes = deploy(['--service-id', 'svc', '--ref', 'main', '--base-url', 'http://hosting.example.com/api']).notes
    expect(notes).toEqual([
      {
        level: 'warning',
        message:
          '--base-url uses plain http:// to hosting.example.com: the API key and every variable travel unencrypted. Use https:// unless the network to the service is trusted.'
      },
      {
        level: 'info',
        message:
          '--base-url ends in /api, which hosting-deploy adds to every request path itself; using http://hosting.example.com.'
      }
    ])
  })
})

describe('usage errors name the flag, what is wrong and what is expected', () => {
  // [row, argv after `deploy`, subject, message]
  const rows: [number, string[], string, string][] = [
    [
      1,
      [],
      '--service-id',
      '--service-id or --app-file is required: --service-id with the id of the service, as shown in the dashboard (once per service), or --app-file with an app file naming the services (docs/app.md)'
    ],
    [2, ['--service-id', 'a/b'], '--service-id', '--service-id must be a service id as shown in the dashboard'],
    [3, ['--service-id'], '--service-id', '--service-id needs a value: --service-id ID'],
    [
      4,
      ['--service-id', '--rollback'],
      '--service-id',
      'is followed by a flag; to pass a value that starts with "-", write --service-id=VALUE'
    ],
    [
      5,
      ['--service-id', 'a', '--service-id', 'a'],
      '--service-id',
      '--service-id names a twice; name each service once'
    ],
    [6, ['--service-id', 's', '--if-busy', 'maybe'], '--if-busy', '--if-busy must be wait or fail, got "maybe"'],
    [7, ['--service-id', 's', '--superseded', 'ok'], '--superseded', '--superseded must be fail or pass, got "ok"'],
    [8, ['--service-id', 's', '--output', 'yaml'], '--output', '--output must be text, json or ndjson, got "yaml"'],
    [
      9,
      ['--service-id', 's', '--ci', 'travis'],
      '--ci',
      '--ci must be one of github, gitlab, azure, bitbucket, circleci, jenkins, teamcity, none, got "travis"'
    ],
    [
      10,
      ['--service-id', 's', '--timeout', '10 minutes'],
      '--timeout',
      '--timeout must be a positive duration such as 90s, 20m, 1h30m or plain seconds (600), got "10 minutes"'
    ],
    [11, ['--service-id', 's', '--timeout', '0'], '--timeout', 'must be a positive duration'],
    [
      12,
      ['--service-id', 's', '--timeout', '121h'],
      '--timeout',
      '--timeout is 121h 00m, longer than the 120h 00m this tool waits for a deployment: expected at most 120h'
    ],
    [13, ['--service-id', 's', '--health-check-timeout', 'soon'], '--health-check-timeout', 'got "soon"'],
    [14, ['--service-id', 's', '--no-wait=false'], '--no-wait', '--no-wait takes no value; write --no-wait alone'],
    [15, ['--service-id', 's', '--frobnicate'], '--frobnicate', '--frobnicate is not a flag of hosting-deploy deploy'],
    [16, ['--service-id', 's', '-x'], '-x', '-x is not a flag of hosting-deploy deploy'],
    [
      17,
      ['--service-id', 's', '--version'],
      '--version',
      '--version goes before the command: hosting-deploy --version'
    ],
    [
      18,
      ['--service-id', 's', 'extra'],
      'hosting-deploy deploy',
      'takes no argument besides its flags, and was given 1 more'
    ],
    [19, ['--service-id', 's', '--ref', 'a\nb'], '--ref', '--ref must be a branch, tag or commit SHA on one line'],
    [
      20,
      ['--service-id', 's', '--base-url', 'api.example.com'],
      '--base-url',
      '--base-url is not a valid URL: expected an absolute http(s) URL such as https://api.example.com'
    ],
    [
      21,
      ['--service-id', 's', '--base-url', 'ftp://api.example.com'],
      '--base-url',
      '--base-url must use http or https, not "ftp:"'
    ],
    [
      22,
      ['--service-id', 's', '--base-url', 'https://u:p@api.example.com'],
      '--base-url',
      '--base-url must not contain credentials: set the key in HOSTING_API_KEY'
    ],
    [
      23,
      ['--service-id', 's', '--base-url', 'https://api.example.com/?x=1'],
      '--base-url',
      '--base-url must not contain a query or fragment'
    ],
    [
      24,
      ['--service-id', 's', '--environment-url', 'app.example.com'],
      '--environment-url',
      '--environment-url is not a valid URL'
    ],
    [25, ['--service-id', 's', '--health-check-url', '//evil.example.com'], '--health-check-url', 'not "//..."'],
    [
      26,
      ['--service-id', 's', '--health-check-url', 'health'],
      '--health-check-url',
      '--health-check-url is not a valid URL'
    ],
    [
      27,
      ['--service-id', 's', '--health-check-url', 'https://u:p@app.example.com/'],
      '--health-check-url',
      'must not contain credentials'
    ],
    [
      28,
      ['--service-id', 's', '--health-check-expect', 'ok'],
      '--health-check-expect',
      '--health-check-expect needs --health-check-url'
    ],
    [29, ['--service-id', 's', '--outputs-file', ' '], '--outputs-file', '--outputs-file needs a file name'],
    [
      30,
      ['--service-id', 's', '--dotenv-file', '/nonexistent/deploy.env'],
      '--dotenv-file',
      '--dotenv-file names no readable file: /nonexistent/deploy.env (ENOENT)'
    ],
    [
      31,
      ['--service-id', ' '],
      '--service-id',
      '--service-id is required: the id of the service, as shown in the dashboard'
    ],
    [
      32,
      ['--service-id', 's', '--verify-for', '5', 'minutes'],
      '--verify-for',
      '--verify-for takes a duration in one word, not "5 minutes": --verify-for 5m (forms: 90s, 5m, 1h30m'
    ],
    [33, ['--timeout', '2', 'Hours', '--service-id', 's'], '--timeout', 'not "2 Hours": --timeout 2h'],
    [34, ['--service-id', 's', '--timeout', '500', 'ms'], '--timeout', 'not "500 ms" (forms:'],
    [35, ['--service-id', 's', '--ref', '5', 'm'], 'hosting-deploy deploy', 'takes no argument besides its flags']
  ]
  test.each(rows)('%i. deploy %j: %s', (_row, argv, subject, message) => {
    const error = usageError(['deploy', ...argv])
    expect(error.subject).toBe(subject)
    expect(error.message.startsWith(subject)).toBe(true)
    expect(error.message).toContain(message)
  })

  test.each([
    [1, [], 'hosting-deploy', 'hosting-deploy needs a command: deploy, watch, whoami'],
    [2, ['deplyo'], 'hosting-deploy', 'not "deplyo"; did you mean deploy?'],
    [3, ['--service-id', 's', 'deploy'], 'hosting-deploy', 'takes a command first'],
    [4, ['watch'], 'DEPLOYMENT_ID', 'DEPLOYMENT_ID is required: hosting-deploy watch DEPLOYMENT_ID [flags]'],
    [5, ['watch', '../x'], 'DEPLOYMENT_ID', 'DEPLOYMENT_ID must be a deployment id'],
    [6, ['watch', 'dep_1', 'dep_2'], 'hosting-deploy watch', 'takes one argument, DEPLOYMENT_ID, besides its flags'],
    [7, ['watch', 'dep_1', '--no-wait'], '--no-wait', 'is not a flag of hosting-deploy watch'],
    [8, ['whoami', '--service-id', 's'], '--service-id', 'is not a flag of hosting-deploy whoami'],
    [9, ['whoami', 'extra'], 'hosting-deploy whoami', 'takes no argument'],
    [10, ['whoami'], 'HOSTING_API_KEY', 'HOSTING_API_KEY is not set'],
    [11, ['whoami', '--base-url', ''], '--base-url', '--base-url is required'],
    [12, ['whomai'], 'hosting-deploy', 'not "whomai"; did you mean whoami?'],
    [
      13,
      ['deploy', '--servce-id', 's'],
      '--servce-id',
      'is not a flag of hosting-deploy deploy; did you mean --service-id?'
    ],
    [
      14,
      ['watch', 'dep_1', '--timout', '3m'],
      '--timout',
      'is not a flag of hosting-deploy watch; did you mean --timeout?'
    ],
    [15, ['deploy', '--frobnicate'], '--frobnicate', 'is not a flag of hosting-deploy deploy'],
    [16, ['deploy', '--format', 'json'], '--format', 'is not a flag of hosting-deploy deploy; did you mean --output?'],
    [17, ['deploy', '--format=ndjson'], '--format', 'is not a flag of hosting-deploy deploy; did you mean --output?'],
    [18, ['deploy', '-o', 'json'], '-o', 'is not a flag of hosting-deploy deploy; did you mean --output?'],
    [19, ['deploy', '--json'], '--json', 'is not a flag of hosting-deploy deploy; did you mean --output json?'],
    [
      20,
      ['watch', 'dep_1', '--ndjson'],
      '--ndjson',
      'is not a flag of hosting-deploy watch; did you mean --output ndjson?'
    ],
    [21, ['whoami', '--format', 'json'], '--format', 'is not a flag of hosting-deploy whoami; did you mean --output?'],
    [
      22,
      ['deploy', '--service-id', 's', '--output', 'ndjosn'],
      '--output',
      '--output must be text, json or ndjson, got "ndjosn"; did you mean ndjson?'
    ],
    [23, ['deploy', '--service-id', 's', '--if-busy', 'wiat'], '--if-busy', 'got "wiat"; did you mean wait?']
  ])('%i. %j: %s', (_row, argv, subject, message) => {
    const env = argv[0] === 'whoami' && argv.length === 1 ? { HOSTING_BASE_URL: 'https://api.example.com' } : ENV
    const error = usageError(argv, env)
    expect(error.subject).toBe(subject)
    expect(error.message).toContain(message)
  })

  it('names HOSTING_API_KEY when it is missing, and never echoes a malformed key', () => {
    for (const key of [undefined, '', '   ']) {
      const error = usageError(['whoami'], { HOSTING_BASE_URL: 'https://api.example.com', HOSTING_API_KEY: key })
      expect(error.message).toBe(
        'HOSTING_API_KEY is not set: export the API key in it (in a pipeline, map a masked or secret variable to it); the key is never taken from the command line'
      )
    }
    const error = usageError(['whoami'], { ...ENV, HOSTING_API_KEY: `Bearer ${KEY}` })
    expect(error.message).toContain('HOSTING_API_KEY contains whitespace')
    expect(error.message).not.toContain(KEY)
  })

  it('reads only the environment passed in, never process.env', () => {
    process.env.HOSTING_API_KEY = KEY
    process.env.HOSTING_BASE_URL = 'https://api.example.com'
    try {
      expect(usageError(['whoami'], {}).subject).toBe('--base-url')
      expect(usageError(['whoami'], { HOSTING_BASE_URL: 'https://api.example.com' }).subject).toBe('HOSTING_API_KEY')
    } finally {
      delete process.env.HOSTING_API_KEY
      delete process.env.HOSTING_BASE_URL
    }
  })
})

describe('--app-file errors name what is wrong and where', () => {
  it('a missing --app-file names the flag and the path', () => {
    const missing = path.join(tempDir(), 'app-nope.yml')
    const error = usageError(['deploy', '--app-file', missing])
    expect(error.subject).toBe('--app-file')
    expect(error.message).toBe(`--app-file names no readable file: ${missing} (ENOENT)`)
  })

  it("a service's missing env-file names the app file, the line of env-file and the service", () => {
    const dir = tempDir()
    const appFile = path.join(dir, 'ex-app.yml')
    const envFile = path.join(dir, 'nope.env')
    writeFileSync(
      appFile,
      [
        'services:',
        '  migrate:',
        '    id: svc-migrate',
        '  web:',
        '    id: svc-web',
        `    env-file: ${envFile}`,
        ''
      ].join('\n')
    )
    const error = usageError(['deploy', '--app-file', appFile])
    expect(error.message).toBe(
      `${appFile} line 6: \`env-file\` of service \`web\` names no readable file: ${envFile} (ENOENT)`
    )
  })

  describe("a service's env-file lies, symlinks followed, inside the working directory or the app file's folder", () => {
    /** An app file in a folder of its own whose service `web` names `envFile` on line 4. */
    function appWith(envFile: string): { appFile: string; folder: string } {
      const folder = tempDir()
      const appFile = path.join(folder, 'app.yml')
      writeFileSync(appFile, ['services:', '  web:', '    id: svc-web', `    env-file: ${envFile}`, ''].join('\n'))
      return { appFile, folder }
    }
    /** Another project's dotenv file, outside both folders. */
    function elsewhere(): string {
      const file = path.join(tempDir(), '.env')
      writeFileSync(file, `TOKEN=${SECRET}\n`)
      return file
    }
    const refusal = (appFile: string, file: string, real = file): string =>
      `${appFile} line 4: \`env-file\` of service \`web\` must name a file inside the working directory (${process.cwd()}) or the app file's folder (${path.dirname(appFile)}), after following symlinks; ${file} resolves to ${real}`

    it.each([
      ['1. an absolute path elsewhere', (file: string) => file],
      ['2. a relative path that climbs out with ../', (file: string) => path.relative(process.cwd(), file)]
    ])('%s is refused before anything is read, naming the app file, the line and the service', (_, spell) => {
      const outside = elsewhere()
      const given = spell(outside)
      if (given !== outside) expect(given.startsWith('..')).toBe(true)
      const { appFile } = appWith(given)
      const error = usageError(['deploy', '--app-file', appFile])
      expect(error.message).toBe(refusal(appFile, outside))
      expect(error.message).not.toContain(SECRET)
    })

    it("3. a symlink in the app file's folder to a file elsewhere is refused", () => {
      const outside = elsewhere()
      const { appFile, folder } = appWith('')
      const link = path.join(folder, 'linked.env')
      symlinkSync(outside, link)
      writeFileSync(appFile, ['services:', '  web:', '    id: svc-web', `    env-file: ${link}`, ''].join('\n'))
      expect(usageError(['deploy', '--app-file', appFile]).message).toBe(refusal(appFile, link, outside))
    })

    it("4. a file in the app file's folder tree is read, as is one in the working directory", () => {
      const { appFile, folder } = appWith('')
      mkdirSync(path.join(folder, 'deploy'))
      const inFolder = path.join(folder, 'deploy', 'web.env')
      writeFileSync(inFolder, 'FROM_APP_FOLDER=yes\n')
      writeFileSync(appFile, ['services:', '  web:', '    id: svc-web', `    env-file: ${inFolder}`, ''].join('\n'))
      expect(deploy(['--app-file', appFile]).app?.services[0]?.config.variables).toEqual([
        { key: 'FROM_APP_FOLDER', value: 'yes' }
      ])
      // The working directory (the repository's ignored .tmp folder), given as a relative path.
      mkdirSync(path.join(process.cwd(), '.tmp'), { recursive: true })
      const inWorkingDirectory = mkdtempSync(path.join(process.cwd(), '.tmp', 'cli-args-'))
      made.push(inWorkingDirectory)
      writeFileSync(path.join(inWorkingDirectory, 'web.env'), 'FROM_WORKING_DIRECTORY=yes\n')
      const relative = path.relative(process.cwd(), path.join(inWorkingDirectory, 'web.env'))
      writeFileSync(appFile, ['services:', '  web:', '    id: svc-web', `    env-file: ${relative}`, ''].join('\n'))
      expect(deploy(['--app-file', appFile]).app?.services[0]?.config.variables).toEqual([
        { key: 'FROM_WORKING_DIRECTORY', value: 'yes' }
      ])
    })

    it('5. --dotenv-file, typed on the command line, stays free to name a file elsewhere', () => {
      const outside = elsewhere()
      expect(deploy(['--service-id', 's', '--dotenv-file', outside]).variables).toEqual([
        { key: 'TOKEN', value: SECRET }
      ])
    })
  })
})

describe('the API key on the command line', () => {
  const FLAG_KEY = 'sk_live_on_the_command_line'
  test.each([
    [1, ['deploy', '--api-key', FLAG_KEY], '--api-key'],
    [2, ['deploy', `--api-key=${FLAG_KEY}`], '--api-key'],
    [3, ['deploy', '--api_key', FLAG_KEY], '--api_key'],
    [4, ['deploy', `--apikey=${FLAG_KEY}`], '--apikey'],
    [5, ['deploy', '--key', FLAG_KEY], '--key'],
    [6, ['deploy', `--token=${FLAG_KEY}`], '--token'],
    [7, ['deploy', `--API-KEY=${FLAG_KEY}`], '--API-KEY'],
    [8, ['deploy', `-api-key=${FLAG_KEY}`], '-api-key'],
    [9, [`--api-key=${FLAG_KEY}`, 'deploy'], '--api-key'],
    [10, ['deploy', '--service-id', `--api-key=${FLAG_KEY}`], '--api-key'],
    [11, ['deploy', '--help', `--token=${FLAG_KEY}`], '--token'],
    [12, ['watch', 'dep_1', '--api-key', FLAG_KEY], '--api-key'],
    [13, ['whoami', `--hosting-api-key=${FLAG_KEY}`], '--hosting-api-key'],
    [14, ['whoami', `--${FLAG_KEY}-token`], 'A key flag']
  ])('%i. %j is refused, saying why, without echoing the value', (_row, argv, subject) => {
    const error = usageError(argv)
    expect(error.subject).toBe(subject)
    expect(error.message).toBe(
      `${subject} is refused: an API key on the command line would be visible in process lists and shell history; set HOSTING_API_KEY instead`
    )
    expect(error.message).not.toContain(FLAG_KEY)
  })

  it('is refused even when HOSTING_API_KEY is set, and a key after -- is not echoed either', () => {
    expect(usageError(['deploy', '--service-id', 's', '--key', FLAG_KEY]).subject).toBe('--key')
    const error = usageError(['deploy', '--service-id', 's', '--', FLAG_KEY])
    expect(error.message).not.toContain(FLAG_KEY)
  })
})

describe("Node's own file-reading options, which Node acts on before hosting-deploy runs", () => {
  test.each([
    [1, ['deploy', '--service-id', 's', '--env-file=.env'], '--env-file', /--dotenv-file FILE/],
    [2, ['deploy', '--env-file-if-exists', '.env'], '--env-file-if-exists', /--dotenv-file FILE/],
    [3, ['deploy', '--experimental-config-file=node.config.json'], '--experimental-config-file', /nodeOptions/],
    [4, ['deploy', '--experimental-config-file', 'x.json'], '--experimental-config-file', /--require/],
    [5, ['deploy', '--experimental-default-config-file'], '--experimental-default-config-file', /nodeOptions/],
    // Node reads them after `--` too, and before the command, and on every command.
    [
      6,
      ['deploy', '--service-id', 's', '--', '--experimental-default-config-file'],
      '--experimental-default-config-file',
      /nodeOptions/
    ],
    [7, ['--experimental-config-file=c.json', '--version'], '--experimental-config-file', /nodeOptions/],
    [8, ['watch', 'dep_1', '--', '--env-file=.env'], '--env-file', /--dotenv-file FILE/]
  ])('%i. %j is refused, saying why', (_row, argv, subject, why) => {
    const error = usageError(argv)
    expect(error.subject).toBe(subject)
    expect(error.message).toMatch(why)
    expect(error.message).toContain("is Node's own option")
    expect(error.next).toMatch(/--dotenv-file|single executable/)
  })
})

describe('--mask-env', () => {
  test.each([
    [1, ['--mask-env', 'SMTP_LOGIN', '--mask-env', 'SIGNUP_CODE,BRANCH'], ['SMTP_LOGIN', 'SIGNUP_CODE', 'BRANCH']],
    [2, ['--mask-env=all'], 'all'],
    [3, [], []]
  ] as const)('%i. %j reads as %j', (_row, flags, maskEnv) => {
    const env = ['SMTP_LOGIN', 'SIGNUP_CODE', 'BRANCH'].flatMap(key => ['--env', `${key}=x`])
    expect(deploy(['--service-id', 's', '--ref', 'main', ...env, ...flags])).toMatchObject({ maskEnv, notes: [] })
  })

  it('warns about a name that no variable sets, by name', () => {
    const parsed = deploy(['--service-id', 's', '--ref', 'main', '--env', 'SMTP_LOGIN=x', '--mask-env', 'SMTP_LOGN'])
    expect(parsed.notes).toEqual([
      {
        level: 'warning',
        message:
          '--mask-env names SMTP_LOGN, which no variable of this run sets: check the spelling (names are case-sensitive).'
      }
    ])
  })

  test.each([
    [1, ['--mask-env', 'all', '--mask-env', 'BRANCH'], 'gives all and names besides'],
    [
      2,
      ['--mask-env', `BRANCH,${SECRET}`],
      'has an entry that is not a variable name (entry 2, not shown: it may be a value)'
    ]
  ])('%i. %j is refused, naming the flag and what it takes', (_row, flags, message) => {
    const error = usageError(['deploy', '--service-id', 's', ...flags])
    expect(error.subject).toBe('--mask-env')
    expect(error.message).toContain(message)
    expect(error.message).toContain('separated by commas or newlines')
    expect(error.message).not.toContain(SECRET)
  })
})

describe('--env and --dotenv-file', () => {
  it('1. --env wins over --dotenv-file; duplicates and overrides are noted by key only', () => {
    const dir = tempDir()
    writeFileSync(path.join(dir, 'a.env'), `A=${SECRET}-file\nB=1\nB=${SECRET}-dup\n`)
    const parsed = deploy([
      '--service-id',
      's',
      '--ref',
      'main',
      '--dotenv-file',
      path.join(dir, 'a.env'),
      '--env',
      `A=${SECRET}-flag`,
      '--env',
      `C=${SECRET}-c1`,
      '--env',
      `C=${SECRET}-c2`
    ])
    expect(parsed.variables).toEqual([
      { key: 'A', value: `${SECRET}-flag` },
      { key: 'B', value: `${SECRET}-dup` },
      { key: 'C', value: `${SECRET}-c2` }
    ])
    expect(parsed.notes.map(note => note.message)).toEqual([
      'B is set 2 times in --dotenv-file (lines 2, 3); the last one is used.',
      '--env C is given 2 times; the last one is used.',
      '--env overrides 1 key(s) also set in --dotenv-file: A.'
    ])
    expect(JSON.stringify(parsed.notes)).not.toContain(SECRET)
  })

  it('2. takes values with =, spaces, quotes and line breaks as they are', () => {
    const value = `a=b "c" 'd'\n$(e) #f`
    expect(deploy(['--service-id', 's', '--env', `K=${value}`, '--env', 'EMPTY=']).variables).toEqual([
      { key: 'K', value },
      { key: 'EMPTY', value: '' }
    ])
  })

  test.each([
    [1, ['--env', SECRET], '--env (the 1st)', 'must be KEY=VALUE, and has no "="'],
    [2, ['--env', 'A=1', '--env', `9LIVES=${SECRET}`], '--env (the 2nd)', 'must be KEY=VALUE with a KEY of letters'],
    [3, ['--env', `=${SECRET}`], '--env (the 1st)', 'must be KEY=VALUE with a KEY'],
    [4, ['--env', `MY-KEY=${SECRET}`], '--env (the 1st)', 'must be KEY=VALUE with a KEY'],
    [5, [`--env=${SECRET}`], '--env (the 1st)', 'has no "="'],
    [6, ['--env', `A=${SECRET}`, '--if-busy', 'maybe'], '--if-busy', 'must be wait or fail'],
    [7, ['--env', `A=${SECRET}`, '--frob', SECRET], '--frob', 'is not a flag'],
    [8, ['--env', `A=${SECRET}`, SECRET], 'hosting-deploy deploy', 'takes no argument'],
    [9, ['--env', `-${SECRET}`], '--env', 'is followed by a flag'],
    [10, ['--env', `A=${SECRET}`, '--env'], '--env', 'needs a value']
  ])('%i. an --env error never shows a value: %j', (_row, argv, subject, message) => {
    const error = usageError(['deploy', '--service-id', 's', ...argv])
    expect(error.subject).toBe(subject)
    expect(error.message).toContain(message)
    expect(error.message).not.toContain(SECRET)
  })

  describe('--dotenv-file: any path, but a regular file of at most 1 MiB of text', () => {
    const envFile = (file: string): UsageError => usageError(['deploy', '--service-id', 's', '--dotenv-file', file])

    it('1. follows a symlink anywhere the user points, and resolves a relative path from the working folder', () => {
      const dir = tempDir()
      const elsewhere = tempDir()
      writeFileSync(path.join(elsewhere, 'real.env'), 'LINKED=yes')
      symlinkSync(path.join(elsewhere, 'real.env'), path.join(dir, 'alias.env'))
      expect(deploy(['--service-id', 's', '--dotenv-file', path.join(dir, 'alias.env')]).variables).toEqual([
        { key: 'LINKED', value: 'yes' }
      ])
      const relative = path.relative(process.cwd(), path.join(elsewhere, 'real.env'))
      expect(deploy(['--service-id', 's', '--dotenv-file', relative]).variables).toEqual([
        { key: 'LINKED', value: 'yes' }
      ])
    })

    it('2. refuses a file over 1 MiB, a NUL byte and a folder', () => {
      const dir = tempDir()
      writeFileSync(path.join(dir, 'big.env'), `A=${'x'.repeat(1024 * 1024)}`)
      expect(envFile(path.join(dir, 'big.env')).message).toContain('over the limit of 1 MiB (1048576 bytes)')
      writeFileSync(path.join(dir, 'nul.env'), `A=${SECRET}\0B=2`)
      expect(envFile(path.join(dir, 'nul.env')).message).toContain('contains a NUL byte (at byte 23)')
      mkdirSync(path.join(dir, 'folder.env'))
      expect(envFile(path.join(dir, 'folder.env')).message).toContain('must name a regular file')
    })

    it('3. names the line of a syntax error, never its text', () => {
      const dir = tempDir()
      writeFileSync(path.join(dir, 'bad.env'), `GOOD=1\n${SECRET}\n`)
      const error = envFile(path.join(dir, 'bad.env'))
      expect(error.message).toBe(
        '--dotenv-file line 2: expected KEY=VALUE (a dotenv line is KEY=value, KEY="multi-line value" or # comment)'
      )
      writeFileSync(path.join(dir, 'key.env'), `9${SECRET}=x\n`)
      expect(envFile(path.join(dir, 'key.env')).message).not.toContain(SECRET)
    })
  })
})

describe('--ref defaults to the commit the CI names', () => {
  test.each([
    [1, { GITHUB_ACTIONS: 'true', GITHUB_SHA: 'sha-github' }, 'sha-github'],
    [2, { GITLAB_CI: 'true', CI_COMMIT_SHA: 'sha-gitlab' }, 'sha-gitlab'],
    [3, { TF_BUILD: 'True', BUILD_SOURCEVERSION: 'sha-azure' }, 'sha-azure'],
    [4, { BITBUCKET_COMMIT: 'sha-bitbucket' }, 'sha-bitbucket'],
    [5, { CIRCLECI: 'true', CIRCLE_SHA1: 'sha-circle' }, 'sha-circle'],
    [6, { JENKINS_URL: 'https://ci.example.com/', BUILD_ID: '7', GIT_COMMIT: 'sha-jenkins' }, 'sha-jenkins']
  ])('%i. in %j the ref is %s, with no note', (_row, ciEnv, ref) => {
    const parsed = deploy(['--service-id', 's'], { ...ENV, ...ciEnv })
    expect(parsed.ref).toBe(ref)
    expect(parsed.notes).toEqual([])
  })

  test.each([
    [1, {}, 'No --ref given and not running in a CI: no ref is sent, so the service deploys its tracked branch.'],
    // Outside its CI a commit variable means nothing: GIT_COMMIT alone is not Jenkins.
    [2, { GIT_COMMIT: 'abc' }, 'No --ref given and not running in a CI'],
    [
      3,
      { JENKINS_URL: 'https://ci.example.com/', BUILD_ID: '7' },
      'No --ref given and Jenkins sets no GIT_COMMIT: no ref is sent, so the service deploys its tracked branch.'
    ]
  ])('%i. in %j no ref is sent, and a note says so', (_row, ciEnv, note) => {
    const parsed = deploy(['--service-id', 's'], { ...ENV, ...ciEnv })
    expect(parsed.ref).toBeUndefined()
    expect(parsed.notes).toEqual([{ level: 'info', message: expect.stringContaining(note) }])
  })

  it('--ref wins, an empty --ref sends none, and --ci does not change which commit is the default', () => {
    const gitlab = { ...ENV, GITLAB_CI: 'true', CI_COMMIT_SHA: 'sha-gitlab', GITHUB_SHA: 'sha-other' }
    expect(deploy(['--service-id', 's', '--ref', 'main'], gitlab).ref).toBe('main')
    expect(deploy(['--service-id', 's', '--ref', ''], gitlab).ref).toBeUndefined()
    expect(deploy(['--service-id', 's', '--ci', 'none'], gitlab)).toMatchObject({ ci: 'none', ref: 'sha-gitlab' })
    expect(deploy(['--service-id', 's', '--ci', 'github'], gitlab)).toMatchObject({ ci: 'github', ref: 'sha-gitlab' })
  })

  it('refuses a CI commit that is not one line, naming the variable', () => {
    const error = usageError(['deploy', '--service-id', 's'], { ...ENV, GITLAB_CI: 'true', CI_COMMIT_SHA: 'a\nb' })
    expect(error.subject).toBe('CI_COMMIT_SHA')
  })
})

describe('partsNeeded: the lines for which main.ts loads the app reader (the YAML parser among it) or the pattern check (RE2)', () => {
  const dir = tempDir()
  const file = path.join(dir, 'app.yml')
  writeFileSync(file, 'services:\n  web: { id: svc-web }\n  worker: { id: svc-worker }\n')
  const services = { appConfigOf }
  const rows: [number, string[], 'file' | 'services' | undefined, number][] = [
    [1, ['deploy', '--service-id', 'svc-web'], undefined, 0],
    [2, ['deploy', '--service-id=svc-web', '--env', 'FILE=--app-file', '--env=B=--service-id=b'], undefined, 0],
    [3, ['deploy', '--service-id', 'a', '--service-id', 'b'], 'services', 2],
    [4, ['deploy', '--service-id=a', '--ref', 'main', '--service-id=b'], 'services', 2],
    [5, ['deploy', '--app-file', file], 'file', 2],
    [6, ['deploy', `--app-file=${file}`, '--no-wait'], 'file', 2],
    [7, ['watch', 'dep_1', '--service-id', 'a'], undefined, 0],
    [8, ['whoami'], undefined, 0]
  ]
  test.each(rows)('%i. %j: %s, and the line parses with that much loaded', (_row, argv, named, count) => {
    expect(partsNeeded(argv)).toEqual({ ...(named === undefined ? {} : { app: named }), patterns: false })
    const app = named === 'file' ? { appConfigOf, readAppFile } : named === 'services' ? services : {}
    const parsed = parseCommandLine(argv, ENV, app)
    expect(parsed.command === 'deploy' ? (parsed.app?.services.length ?? 0) : 0).toBe(count)
  })

  it.each([
    [1, ['--verify-for', '1m', '--fail-on-log', 'FATAL'], ['FATAL'], []],
    [2, ['--verify-for=1m', '--ignore-log=retrying'], [], ['retrying']],
    [3, ['--verify-for', '1m'], [], []]
  ])('%i. patterns %j: checked with RE2 only when given', (_row, flags, failOnLog, ignoreLog) => {
    const argv = ['deploy', '--service-id', 'svc-web', ...flags]
    const patterns = failOnLog.length + ignoreLog.length > 0
    expect(partsNeeded(argv)).toEqual({ patterns })
    const parsed = parseCommandLine(argv, ENV, patterns ? { verifyPatterns } : {})
    expect(parsed.command === 'deploy' && parsed.verify).toMatchObject({ failOnLog, ignoreLog })
  })

  it('a line is not read without a part it needs: a bug to catch here, never a wrong deploy', () => {
    expect(() => parseCommandLine(['deploy', '--app-file', file], ENV, services)).toThrow(
      /partsNeeded and parseCommandLine disagree/
    )
    expect(() => parseCommandLine(['deploy', '--service-id', 'a', '--service-id', 'b'], ENV)).toThrow(/disagree/)
    expect(() =>
      parseCommandLine(['deploy', '--service-id', 'a', '--verify-for', '1m', '--fail-on-log', 'x'], ENV)
    ).toThrow(/disagree/)
  })
})

describe('watch and whoami', () => {
  it('watch reads the deployment id and its flags', () => {
    expect(
      parseCommandLine(
        [
          'watch',
          '--service-id',
          'svc',
          'dep_42',
          '--timeout',
          '5m',
          '--no-logs',
          '--output',
          'json',
          '--outputs-file',
          'o.env',
          '--ci',
          'azure',
          '--base-url',
          'https://b.example.com'
        ],
        ENV
      )
    ).toEqual({
      command: 'watch',
      baseUrl: 'https://b.example.com',
      apiKey: KEY,
      output: 'json',
      ci: 'azure',
      notes: [],
      deploymentId: 'dep_42',
      serviceId: 'svc',
      timeoutMs: 300_000,
      logs: false,
      outputsFile: 'o.env'
    })
    expect(parseCommandLine(['watch', 'dep_42'], ENV)).toMatchObject({ serviceId: undefined, timeoutMs: 1_800_000 })
  })

  it('whoami reads its flags, the CI detected unless --ci says otherwise', () => {
    expect(parseCommandLine(['whoami'], { ...ENV, CIRCLECI: 'true' })).toEqual({
      command: 'whoami',
      baseUrl: 'https://api.example.com',
      apiKey: KEY,
      output: 'text',
      ci: 'circleci',
      notes: []
    })
    expect(
      parseCommandLine(['whoami', '--output', 'json', '--ci', 'none'], { ...ENV, CIRCLECI: 'true' })
    ).toMatchObject({
      output: 'json',
      ci: 'none'
    })
  })
})

describe('--help and --version', () => {
  it('deploy --help says that a plain number of --timeout is seconds, as the parser reads it', () => {
    const parsed = parseCommandLine(['deploy', '--help'], {})
    const text = parsed.command === 'help' ? parsed.text : ''
    expect(text).toMatch(/^ {2}--timeout DURATION .*plain seconds \(30 is 30s, not 30m\)/m)
    expect(deploy(['--service-id', 's', '--timeout', '30']).timeoutMs).toBe(30_000)
  })

  it('--version prints the package version', () => {
    expect(parseCommandLine(['--version'], {})).toEqual({ command: 'version', text: packageJson.version })
  })

  it('hosting-deploy --help lists the commands, the key variable and the exit codes', () => {
    const parsed = parseCommandLine(['--help'], {})
    expect(parsed.command).toBe('help')
    const text = parsed.command === 'help' ? parsed.text : ''
    expect(COMMAND_NAMES, 'a loop over nothing checks nothing').not.toHaveLength(0)
    for (const name of COMMAND_NAMES) expect(text).toMatch(new RegExp(`^  ${name} `, 'm'))
    expect(text).toContain('HOSTING_API_KEY')
    expect(text).toMatch(/^ {2}143 +interrupted by SIGTERM/m)
    expect(parseCommandLine(['-h'], {})).toEqual(parsed)
  })

  test.each(COMMAND_NAMES.map((name, index) => [index + 1, name] as const))(
    '%i. %s --help lists every flag of the command, one line each, even beside bad flags and without a key',
    (_row, name) => {
      const parsed = parseCommandLine([name, '--frobnicate', '--help'], {})
      const text = parsed.command === 'help' ? parsed.text : ''
      expect(text.startsWith(`Usage: hosting-deploy ${name}`)).toBe(true)
      for (const flag of COMMANDS[name].flags) {
        const lines = text.split('\n').filter(line => new RegExp(`^  (-\\w, )?--${flag.name}( |$)`).test(line))
        expect(lines).toHaveLength(1)
        expect(lines[0]).toContain(flag.help)
      }
      expect(parseCommandLine([name, '-h'], {})).toEqual(parsed)
    }
  )

  it('deploy --help names every CI commit variable --ref defaults to', () => {
    const parsed = parseCommandLine(['deploy', '--help'], {})
    const text = (parsed.command === 'help' ? parsed.text : '').replace(/\n/g, ' ')
    for (const variable of [
      'GITHUB_SHA',
      'CI_COMMIT_SHA',
      'BUILD_SOURCEVERSION',
      'BITBUCKET_COMMIT',
      'CIRCLE_SHA1',
      'GIT_COMMIT'
    ]) {
      expect(text).toContain(variable)
    }
  })
})

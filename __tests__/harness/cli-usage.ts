// The usage-error matrix of hosting-deploy, written once (rows.ts): a command line it cannot run
// ends with exit 2 before anything is sent, saying why, and never repeats a secret it was given
// as a value; an API key on the command line is refused without being echoed. Every row runs in
// process (integration/cli-usage.test.ts); one row of each group, and what only a process shows
// (the options Node reads itself), through the bundle (e2e/cli-usage.test.ts).
import { expect } from 'vitest'
import type { Sandbox } from '../../sandbox/server.js'
import type { CliRunner } from './cli-in-process.js'
import { ACCOUNT_KEY, linesOf, type CliRun } from './cli-runner.js'
import type { Row } from './rows.js'

/** How a row runs the command line, and the sandbox every command line names (and must not reach). */
export interface UsageContext {
  run: CliRunner
  sandbox: Sandbox
}

/** A key of the right shape, given on the command line: it must show nowhere. */
const KEY_ON_LINE = 'sbx_typed_on_the_command_line_4Rk9vQ'
const ENV_VALUE = 'an-env-value-that-is-secret-7Tq2'

/** Runs `args` with `env` (the key set by default) and `files`; a signal never ends it. */
export async function usageRun(
  context: UsageContext,
  args: string[],
  env: Record<string, string> = { HOSTING_API_KEY: ACCOUNT_KEY },
  files: Record<string, string> = {}
): Promise<CliRun> {
  const run = await context.run(args, { env, files })
  expect(run.signal, run.printed).toBeNull()
  return run
}

/** The usage error's sentence, from the text output's result block. */
export function errorLine(run: CliRun): string {
  return linesOf(run.stderr).find(line => line.startsWith('Error ')) ?? ''
}

export const CANNOT_RUN = 'exit 2: a command line that cannot run, nothing sent'
export const NO_SECRET_REPEATED = 'a usage error never repeats a secret it was given as a value'
export const KEY_REFUSED = 'the API key on the command line is refused with exit 2, never echoed, nothing sent'

const deployTo = (sandbox: Sandbox): string[] => ['deploy', '--base-url', sandbox.url]
const deployService = (sandbox: Sandbox): string[] => [...deployTo(sandbox), '--service-id', 'svc-cli']

type Case = [
  name: string,
  args: (sandbox: Sandbox) => string[],
  env: Record<string, string> | undefined,
  files: Record<string, string>,
  says: RegExp
]

const CASES: Case[] = [
  ['1. no --service-id', deployTo, undefined, {}, /--service-id or --app-file is required/],
  ['2. no HOSTING_API_KEY', deployService, {}, {}, /HOSTING_API_KEY is not set/],
  [
    '3. a flag it does not know',
    sandbox => [...deployService(sandbox), '--wait'],
    undefined,
    {},
    /--wait is not a flag of hosting-deploy deploy/
  ],
  [
    '4. a duration it cannot read',
    sandbox => [...deployService(sandbox), '--timeout', 'forever'],
    undefined,
    {},
    /--timeout must be a positive duration/
  ],
  [
    '5. an env file that is not text',
    sandbox => [...deployService(sandbox), '--dotenv-file', 'vars.env'],
    undefined,
    { 'vars.env': `TOKEN=${ENV_VALUE}\0\n` },
    /--dotenv-file contains a NUL byte/
  ],
  [
    '6. an env file that is not dotenv',
    sandbox => [...deployService(sandbox), '--dotenv-file', 'vars.env'],
    undefined,
    { 'vars.env': `TOKEN="${ENV_VALUE}\n` },
    /--dotenv-file line 1: the value opened with " is never closed/
  ],
  [
    '7. an --env without KEY=, its text not shown',
    sandbox => [...deployService(sandbox), '--env', ENV_VALUE],
    undefined,
    {},
    /--env \(the 1st\) must be KEY=VALUE/
  ]
]

const cannotRun: Row<UsageContext>[] = [
  ...CASES.map(([name, args, env, files, says]): Row<UsageContext> => [
    CANNOT_RUN,
    name,
    async context => {
      const run = await usageRun(context, args(context.sandbox), env, files)
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
    }
  ]),
  ...['json', 'ndjson'].map((mode): Row<UsageContext> => [
    CANNOT_RUN,
    `in --output ${mode}, the usage error is JSON too, with every field`,
    async context => {
      const run = await usageRun(context, [...deployTo(context.sandbox), '--output', mode])
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
    }
  ])
]

const SECRETS_AS_VALUES: [string, (sandbox: Sandbox) => string[], string][] = [
  ['the key as --timeout', sandbox => [...deployService(sandbox), '--timeout', ACCOUNT_KEY], ACCOUNT_KEY],
  ['the key as --ci', sandbox => [...deployService(sandbox), '--ci', ACCOUNT_KEY], ACCOUNT_KEY],
  [
    'an --env value as --if-busy',
    sandbox => [...deployService(sandbox), '--env', `API_TOKEN=${ENV_VALUE}`, '--if-busy', ENV_VALUE],
    ENV_VALUE
  ]
]

const noSecretRepeated: Row<UsageContext>[] = [
  ...SECRETS_AS_VALUES.map(([name, args, secret]): Row<UsageContext> => [
    NO_SECRET_REPEATED,
    `${name}: redacted in text, JSON and a GitHub annotation`,
    async context => {
      const github = { HOSTING_API_KEY: ACCOUNT_KEY, GITHUB_ACTIONS: 'true' }
      for (const [extra, env] of [[[]], [['--output', 'json']], [[], github]] as const) {
        const run = await usageRun(context, [...args(context.sandbox), ...extra], env)
        expect(run.code, run.printed).toBe(2)
        expect(run.printed).toContain('***')
        expect(run.printed).not.toContain(secret)
      }
    }
  ]),
  [
    NO_SECRET_REPEATED,
    'a --ref that holds the key is refused before anything is sent (the service would store it)',
    async context => {
      const run = await usageRun(context, [...deployService(context.sandbox), '--ref', ACCOUNT_KEY, '--output', 'json'])
      expect(run.code, run.printed).toBe(2)
      const json = JSON.parse(run.stdout) as { failureKind: string; error: { message: string } }
      expect(json.failureKind).toBe('usage')
      expect(json.error.message).toMatch(/--ref holds the API key/)
      expect(run.printed).not.toContain(ACCOUNT_KEY)
    }
  ]
]

const WHY =
  'is refused: an API key on the command line would be visible in process lists and shell history; set HOSTING_API_KEY instead'

const SPELLINGS: [string, string[], string][] = [
  ['1. --api-key KEY', ['--api-key', KEY_ON_LINE], '--api-key'],
  ['2. --api-key=KEY', [`--api-key=${KEY_ON_LINE}`], '--api-key'],
  ['3. --API_KEY=KEY', [`--API_KEY=${KEY_ON_LINE}`], '--API_KEY'],
  ['4. --token KEY', ['--token', KEY_ON_LINE], '--token'],
  ['5. -api-key=KEY', [`-api-key=${KEY_ON_LINE}`], '-api-key']
]

const keyRefused: Row<UsageContext>[] = [
  ...SPELLINGS.map(([spelling, flag, name]): Row<UsageContext> => [
    KEY_REFUSED,
    `${spelling}, with every other flag right and the key set too`,
    async context => {
      const run = await usageRun(context, [...deployService(context.sandbox), ...flag])
      expect(run.code, run.printed).toBe(2)
      expect(errorLine(run)).toBe(`Error       Invalid command line: ${name} ${WHY}`)
      expect(run.printed).not.toContain(KEY_ON_LINE)
    }
  ]),
  [
    KEY_REFUSED,
    'before the command, and in --output json: the JSON error says why, without the key',
    async context => {
      const run = await usageRun(
        context,
        [`--api-key=${KEY_ON_LINE}`, 'deploy', '--output', 'json', '--base-url', context.sandbox.url],
        {}
      )
      expect(run.code, run.printed).toBe(2)
      const json = JSON.parse(run.stdout) as { result: unknown; error: { title: string; message: string } }
      expect(json.result).toBeNull()
      expect(json.error.title).toBe('Invalid command line')
      expect(json.error.message).toBe(`--api-key ${WHY}`)
      expect(run.printed).not.toContain(KEY_ON_LINE)
    }
  ],
  [
    KEY_REFUSED,
    'after --, as an argument: refused as an argument, not shown',
    async context => {
      const run = await usageRun(context, [...deployService(context.sandbox), '--', KEY_ON_LINE])
      expect(run.code, run.printed).toBe(2)
      expect(errorLine(run)).toContain('(not shown: one may be a secret)')
      expect(run.printed).not.toContain(KEY_ON_LINE)
    }
  ]
]

/** Every row of the matrix, by group. */
export const USAGE_ROWS: readonly Row<UsageContext>[] = [...cannotRun, ...noSecretRepeated, ...keyRefused]

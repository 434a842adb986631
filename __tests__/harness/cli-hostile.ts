// The command line against a hostile server, on every CI and in every output mode: the server
// echoes the API key it was sent and the variable value it was given into log lines,
// deployment states, error bodies, the service's name and the ref, each wrapped in the commands
// and escapes of every CI. No secret may show in any output or file (but the CI's own masking
// command), and no line printed may act on the CI it runs on, read with that CI's own rules.
// One run per CI and mode serves both guarantees. Shared by the in-process tests, which run
// every row (integration/cli-hostile.test.ts), and the end-to-end test, which runs one row
// through the bundled CLI (e2e/cli-hostile.test.ts).
import { expect } from 'vitest'
import { OUTPUTS } from '../../src/core/outputs.js'
import { RESULTS_FILE_VARIABLE } from '../../src/cli/result/outputs.js'
import {
  asUrlPassword,
  ATTACK_API_KEY,
  hiddenForms,
  json,
  serviceKeyIdentity,
  startAttacker,
  type Handler
} from './attacker.js'
import type { CliRunner } from './cli-in-process.js'
import { interpret, parseCommandLine } from './local-runner.js'
import { linesOf, sourcedByBash, type CliRun } from './cli-runner.js'

export const API_KEY = ATTACK_API_KEY
/** The --env value: a secret the server learns from the variables import. */
const ENV_VALUE = 'env-Value-that-is-Secret-5Jw'
/** A second --env value, with characters that encodings change: echoed only in disguise. */
const SPECIAL_VALUE = 'tok/en with+Special-9Qz'

/** How a server may echo a secret in disguise: percent-encoded in any letter case, form-encoded, lower-cased in a host. */
function disguises(key: string, special: string): string[] {
  const percent = encodeURIComponent(special)
  return [
    percent.replace(/%[0-9A-F]{2}/g, hex => hex.toLowerCase()),
    percent.replace(/%[0-9A-F]{2}/g, (hex, at: number) => (at % 2 ? hex.toLowerCase() : hex)),
    new URLSearchParams([['', special]]).toString().slice(1),
    percent.replace(/%20/g, '+'),
    new URL(`https://${key}.example/`).host,
    ...hiddenForms(key),
    asUrlPassword(special)
  ]
}

const CIS = ['github', 'gitlab', 'azure', 'bitbucket', 'circleci', 'jenkins', 'none'] as const
export type Ci = (typeof CIS)[number]
const MODES = ['text', 'json', 'ndjson'] as const
export type Mode = (typeof MODES)[number]

/** Text that would act on some CI or terminal if printed as it is; PWNED marks what came from the server. */
const MARKERS = [
  '##vso[task.setvariable variable=PWNED]1',
  '##vso[task.complete result=Succeeded;]PWNED',
  '##\x1b[0mvso[task.setvariable variable=PWNED]2',
  '\u200b##vso[task.setvariable variable=PWNED]3',
  '##[error]PWNED',
  '##[group]PWNED',
  'section_start:1:pwned\r\x1b[0KPWNED',
  'section_end:1:pwned\r\x1b[0K',
  '::add-mask::PWNED',
  '::error::PWNED',
  '  ::stop-commands::PWNED',
  '\x1b]0;PWNED\x07',
  '\x1b[2J\x1b[HPWNED',
  '\x1b[8mha:PWNED',
  '\x9b2JPWNED'
]
/** The markers that survive as one short line of printable text: what a state or ref can carry. */
const PRINTABLE = '##vso[task.setvariable variable=PWNED]1 ::error::PWNED ##[error]PWNED section_start:1:pwned'

/** The CLI's output variables, in the order of the outputs' table. */
const OUTPUT_NAMES: string[] = OUTPUTS.map(output => output.variable)

/** Each CI's variables as it sets them, its output channel in the job's directory. */
function ciEnv(ci: Ci, dir: string): Record<string, string> {
  const sha = '0123456789abcdef0123456789abcdef01234567'
  switch (ci) {
    case 'github':
      return { GITHUB_ACTIONS: 'true', CI: 'true', GITHUB_SHA: sha, GITHUB_OUTPUT: `${dir}/channel` }
    case 'gitlab':
      return { GITLAB_CI: 'true', CI: 'true', CI_COMMIT_SHA: sha }
    case 'azure':
      return { TF_BUILD: 'True', BUILD_SOURCEVERSION: sha }
    case 'bitbucket':
      return {
        CI: 'true',
        BITBUCKET_COMMIT: sha,
        BITBUCKET_BUILD_NUMBER: '7',
        BITBUCKET_PIPELINES_VARIABLES_PATH: `${dir}/channel`
      }
    case 'circleci':
      return { CIRCLECI: 'true', CI: 'true', CIRCLE_SHA1: sha, BASH_ENV: `${dir}/channel` }
    case 'jenkins':
      return { JENKINS_URL: 'https://jenkins.example.com/', BUILD_ID: '12', GIT_COMMIT: sha }
    case 'none':
      return {}
  }
}

/**
 * A hosting API that echoes what it learns: the key from the Authorization header, the value
 * from the variables import, into its deployment's id and ref. The deployment shows an error
 * body, a state full of markers, then a state holding the key, which ends the run; every log
 * line is hostile too.
 */
async function hostileRun(runCli: CliRunner, ci: Ci, mode: Mode): Promise<CliRun> {
  let key = '(no key)'
  let value = '(no value)'
  let special = '(no value)'
  const echoed = (): string => `${key} ${value} ${disguises(key, special).join(' ')}`
  // The deployment's id holds the value too: every output may carry what the server sends.
  const id = (): string => `dep-${value}`
  const listed = (res: Parameters<Handler>[1], status: string): void =>
    json(res, 200, { deployments: [{ id: id(), status, ref: 'main', createdAt: new Date().toISOString() }] })
  const answers: Handler[] = [
    (_req, res) => json(res, 422, { error: `refused ${echoed()} ${MARKERS.join(' ')}` }),
    // At most 100 characters: a longer state is refused as unreadable.
    (_req, res) => listed(res, `${value} ::error::PWNED ##[error]PWNED ##vso[task.setvariable variable=PWNED]1`),
    (_req, res) => listed(res, `deploying ${key}`)
  ]
  const server = await startAttacker(
    {
      whoami: (req, res) => {
        key = (req.headers.authorization ?? '').replace(/^Bearer /, '')
        json(res, 200, serviceKeyIdentity({}, { serviceName: `web ${key} ${MARKERS.join(' ')}` }))
      },
      importEnv: (_req, res, { body }) => {
        const vars = (JSON.parse(body) as { vars: { value: string }[] }).vars
        value = vars[0]?.value ?? value
        special = vars[1]?.value ?? special
        json(res, 200, { imported: 0, skipped: [{ key: 'DB_PASSWORD', reason: `${echoed()} ${MARKERS.join(' ')}` }] })
      },
      deploy: (_req, res) => json(res, 202, { deploymentId: id(), ref: `main ${PRINTABLE} ${value}` }),
      list: (req, res, context) => answers[Math.min(context.count, answers.length) - 1]?.(req, res, context),
      logs: (_req, res, { query }) => {
        const lines = [
          `using ${key}`,
          `DB_PASSWORD=${value}`,
          ...disguises(key, special).map(disguise => `redirected to https://${disguise}.example/?token=${disguise}`),
          ...MARKERS,
          ...MARKERS.map(marker => `${marker} ${echoed()}`),
          `\x1b[31m${key}\x1b[0m`,
          `${value.slice(0, 10)}\u200b${value.slice(10)}`
        ]
        const after = Number(query.get('after') ?? 0)
        json(
          res,
          200,
          lines.map((line, i) => ({ seq: i + 1, line })).filter(record => record.seq > after)
        )
      }
    },
    {},
    // The service's runtime log, read after the failure: an error body too.
    (_req, res) => json(res, 404, { error: `${echoed()} ${MARKERS.join(' ')}` })
  )
  try {
    return await runCli(
      [
        'deploy',
        '--base-url',
        server.url,
        '--service-id',
        'svc-web',
        '--env',
        `DB_PASSWORD=${ENV_VALUE}`,
        '--env',
        `DB_TOKEN=${SPECIAL_VALUE}`,
        '--output',
        mode,
        '--outputs-file',
        'outputs.env',
        '--timeout',
        '30s'
      ],
      { env: dir => ({ HOSTING_API_KEY: API_KEY, RUNNER_DEBUG: '1', ...ciEnv(ci, dir) }) }
    )
  } finally {
    await server.close()
  }
}

/**
 * One run per CI and mode, made by `runCli` and shared by the tests of both guarantees;
 * `parallel`: how many at once (each mostly waits for the server's next state).
 */
export function hostileRuns(runCli: CliRunner, parallel = 1): (ci: Ci, mode: Mode) => Promise<CliRun> {
  const runs = new Map<string, Promise<CliRun>>()
  let active = 0
  const queue: (() => void)[] = []
  async function limited<T>(fn: () => Promise<T>): Promise<T> {
    if (active >= parallel) await new Promise<void>(resolve => queue.push(resolve))
    active++
    try {
      return await fn()
    } finally {
      active--
      queue.shift()?.()
    }
  }
  return (ci, mode) => {
    const id = `${ci} ${mode}`
    let run = runs.get(id)
    if (!run) runs.set(id, (run = limited(() => hostileRun(runCli, ci, mode))))
    return run
  }
}

export const ROWS = CIS.flatMap(ci => MODES.map(mode => [`${ci}, --output ${mode}`, ci, mode] as const))

/** Every line the run printed or wrote, with where it went. */
function everyLine(run: CliRun): { where: string; line: string }[] {
  return [
    ...linesOf(run.stdout).map(line => ({ where: 'stdout', line })),
    ...linesOf(run.stderr).map(line => ({ where: 'stderr', line })),
    ...Object.entries(run.files).flatMap(([file, text]) => linesOf(text).map(line => ({ where: file, line })))
  ]
}

/** A line that writes an output: the outputs file, the CI's channel, Azure's output variables. */
function isOutput(where: string, line: string): boolean {
  return where === 'outputs.env' || where === 'channel' || line.startsWith('##vso[task.setvariable variable=HOSTING_')
}

/** The CI's own command that has it mask a secret, on the stream that carries the text. */
function maskLines(ci: Ci, mode: Mode, secret: string): { where: string; line: string }[] {
  const where = mode === 'text' ? 'stdout' : 'stderr'
  if (ci === 'azure') return [{ where, line: `##vso[task.setsecret]${secret}` }]
  if (ci === 'github') return [{ where, line: `::add-mask::${secret}` }]
  return []
}

/** No secret shows in any output or file, whatever the server echoes, but in the CI's own masking command. */
export function expectNoSecretShows(run: CliRun, ci: Ci, mode: Mode): void {
  expect(run.signal, run.printed).toBeNull()
  // The run read every state: the last one, holding the key, stopped it as an unusable answer.
  expect(run.code, run.printed).toBe(7)
  expect(run.printed).toContain('deploying ***')
  const lines = everyLine(run)
  for (const secret of [API_KEY, ENV_VALUE]) {
    // Its first characters too: a secret cut short must not show either. An output holding a
    // variable's value keeps it (the id dep-<value>, README: Secrets); one holding the key is empty.
    const showing = lines.filter(
      ({ where, line }) => line.includes(secret.slice(0, 12)) && (secret === API_KEY || !isOutput(where, line))
    )
    expect(showing, `${secret.slice(0, 4)}... shows`).toEqual(maskLines(ci, mode, secret))
  }
  for (const disguise of disguises(API_KEY, SPECIAL_VALUE)) {
    expect(
      lines.filter(({ line }) => line.toLowerCase().includes(disguise.toLowerCase())),
      `${disguise} shows`
    ).toEqual([])
  }
}

/** GitLab's own section markers as hosting-deploy writes them, each at the start of a line. */
const OWN_SECTION = /^\x1b\[0Ksection_(start|end):\d+:[a-z0-9_]+(\[collapsed=true\])?\r\x1b\[0K/
/** Commands the CLI itself writes on Azure (the part before `]`). */
const OWN_AZURE = [
  /^task\.setsecret$/,
  /^task\.setvariable variable=HOSTING_[A-Z_]+;isOutput=true$/,
  /^task\.logissue type=(error|warning)$/,
  /^task\.complete result=Failed;$/
]
const OWN_GITHUB = ['add-mask', 'group', 'endgroup', 'stop-commands', 'warning', 'error', 'notice', 'debug']
const HEX32 = /^[0-9a-f]{32}$/

/** Lines of one stream or file that would act on `ci`, and were not written by hosting-deploy itself. */
function actingLines(ci: Ci, text: string): string[] {
  const lines = linesOf(text)
  const found: string[] = []
  // Any CI, and the terminal a person reads it in: no control character but the line break, no escape.
  for (const line of lines) {
    const rest = ci === 'gitlab' ? line.replace(OWN_SECTION, '') : line
    if (/[\x00-\x09\x0b-\x1f\x7f-\x9f]/.test(rest)) found.push(`a control character: ${JSON.stringify(line)}`)
  }
  if (ci === 'gitlab') {
    for (const line of lines) {
      if (/section_(start|end):/i.test(line.replace(OWN_SECTION, '')))
        found.push(`a section marker: ${JSON.stringify(line)}`)
    }
  }
  if (ci === 'azure') {
    for (const line of lines) {
      // The agent finds `##vso[` anywhere, case-insensitively, skipping control and format characters.
      const seen = line.replace(/[\p{Cc}\p{Cf}]/gu, '')
      const at = seen.toLowerCase().indexOf('##vso[')
      if (at >= 0) {
        const command = seen.slice(at + 6, seen.indexOf(']', at))
        if (at !== 0 || !OWN_AZURE.some(own => own.test(command)))
          found.push(`a logging command: ${JSON.stringify(line)}`)
      }
      if (/^\s*##\[/.test(seen) && !/^##\[(group|endgroup|debug)\]/.test(seen))
        found.push(`a formatting command: ${JSON.stringify(line)}`)
    }
  }
  if (ci === 'github') {
    const { commands, logLines } = interpret(text)
    // Inside a stop-commands pause too: the pause is a second wall, not the only one.
    for (const line of logLines)
      if (parseCommandLine(line) !== undefined) found.push(`a command in a pause: ${JSON.stringify(line)}`)
    for (const command of commands) {
      const shown = JSON.stringify(command)
      if (command.resume) {
        if (!HEX32.test(command.name)) found.push(`a pause ended by the server: ${shown}`)
        continue
      }
      if (!OWN_GITHUB.includes(command.name)) found.push(`a command: ${shown}`)
      if (command.name === 'add-mask' && ![API_KEY, ENV_VALUE, SPECIAL_VALUE].includes(command.message))
        found.push(`a mask: ${shown}`)
      if (command.name === 'stop-commands' && !HEX32.test(command.message)) found.push(`a pause: ${shown}`)
      // Remote text quoted in an annotation never starts a command of its own on a line of it.
      for (const part of [command.message, ...Object.values(command.properties)].join('\n').split('\n'))
        if (part.includes('PWNED') && /^\s*::|##\[/.test(part)) found.push(`a quoted command: ${shown}`)
    }
  }
  return found
}

/** No line the server wrote can act on the CI, read with the CI's own rules. */
export async function expectNothingActs(run: CliRun, ci: Ci, mode: Mode): Promise<void> {
  expect(run.signal, run.printed).toBeNull()
  // The hostile text was there to print: the log was followed, the states shown.
  expect(run.printed).toContain('PWNED')
  for (const text of [run.stdout, run.stderr]) expect(actingLines(ci, text)).toEqual([])
  // stdout stays machine-readable in the JSON modes.
  if (mode !== 'text') {
    expect(linesOf(run.stdout), 'a loop over nothing checks nothing').not.toHaveLength(0)
    for (const line of linesOf(run.stdout)) expect(() => JSON.parse(line) as unknown).not.toThrow()
  }
  if (mode === 'json') expect(linesOf(run.stdout)).toHaveLength(1)
  // The outputs: the names hosting-deploy writes, each once, and no other variable.
  const dotenvNames = (text = ''): string[] => linesOf(text).map(line => line.slice(0, line.indexOf('=')))
  // On GitLab, the report also names the results' file beside it.
  expect(dotenvNames(run.files['outputs.env'])).toEqual(
    ci === 'gitlab' ? [...OUTPUT_NAMES, RESULTS_FILE_VARIABLE] : OUTPUT_NAMES
  )
  if (ci === 'bitbucket') expect(dotenvNames(run.files.channel)).toEqual(OUTPUT_NAMES)
  if (ci === 'github') expect(interpretOutputs(run.files.channel ?? '')).toEqual(OUTPUT_NAMES)
  if (ci === 'circleci') {
    const names = linesOf(run.files.channel ?? '').map(line => /^export ([A-Z_]+)='/.exec(line)?.[1])
    expect(names).toEqual(OUTPUT_NAMES)
    const sourced = await sourcedByBash(run.files.channel ?? '', [...OUTPUT_NAMES, 'PWNED'])
    expect(sourced.PWNED).toBe('')
  }
  if (ci === 'azure') {
    const set = linesOf(mode === 'text' ? run.stdout : run.stderr).flatMap(
      line => /^##vso\[task\.setvariable variable=([^;\]]+)/.exec(line)?.[1] ?? []
    )
    expect(set).toEqual(OUTPUT_NAMES)
  }
}

/** The names of GITHUB_OUTPUT's entries, in order. */
function interpretOutputs(text: string): string[] {
  return [...text.matchAll(/^([^=<\n]+)<<(ghadelimiter_[0-9a-f-]+)$/gm)].map(match => match[1] ?? '')
}

/** A disguised secret on the paths outside the log: error.message, a redirect, a status event. */
const SECRET_VALUE = 'Sup3r$ecret+Pass&word=1;x'
const disguised = [...hiddenForms(API_KEY), asUrlPassword(SECRET_VALUE)]
/** The run's printed text and files, checked for every disguise and for the secrets themselves. */
function expectHidden(run: CliRun): void {
  const lines = everyLine(run)
  expect(lines, 'a loop over nothing checks nothing').not.toHaveLength(0)
  for (const disguise of disguised)
    expect(
      lines.filter(({ line }) => line.toLowerCase().includes(disguise.toLowerCase())),
      `${disguise} shows`
    ).toEqual([])
  for (const secret of [API_KEY, SECRET_VALUE])
    expect(lines.filter(({ line }) => line.includes(secret.slice(0, 12)))).toEqual([])
}
async function disguiseRun(
  runCli: CliRunner,
  routes: Parameters<typeof startAttacker>[0],
  happy: Parameters<typeof startAttacker>[1],
  mode: Mode
) {
  const server = await startAttacker(routes, happy)
  try {
    return await runCli(
      [
        'deploy',
        '--base-url',
        server.url,
        '--service-id',
        'svc-web',
        '--env',
        `DB_PASSWORD=${SECRET_VALUE}`,
        '--output',
        mode
      ],
      { env: { HOSTING_API_KEY: API_KEY } }
    )
  } finally {
    await server.close()
  }
}

export const DISGUISE_ROWS: [string, (runCli: CliRunner) => Promise<void>][] = [
  [
    "an error body reaches --output json's error.message redacted",
    async (runCli: CliRunner) => {
      const run = await disguiseRun(
        runCli,
        { deploy: (_req, res) => json(res, 403, { error: `denied for ${disguised.join(' and ')}` }) },
        {},
        'json'
      )
      const message = (JSON.parse(run.stdout) as { error?: { message?: string } }).error?.message ?? ''
      expect(message).toContain('denied for *** and ***')
      expectHidden(run)
    }
  ],

  [
    "a redirect's Location path holding the key is shown redacted",
    async (runCli: CliRunner) => {
      const run = await disguiseRun(
        runCli,
        {
          whoami: (_req, res) => {
            res.writeHead(307, { location: `/moved/${hiddenForms(API_KEY)[2]}/${hiddenForms(API_KEY)[0]}/me?t=1` })
            res.end()
          }
        },
        {},
        'json'
      )
      const message = (JSON.parse(run.stdout) as { error?: { message?: string } }).error?.message ?? ''
      expect(message).toMatch(/redirect \(HTTP 307\) to http:\/\/127\.0\.0\.1:\d+\/moved\/\*\*\*\/\*\*\*\/me,/)
      expectHidden(run)
    }
  ],

  [
    "a status event's data holding the key or a variable's value is shown redacted",
    async (runCli: CliRunner) => {
      const run = await disguiseRun(
        runCli,
        {
          stream: (_req, res) => {
            res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
            for (const disguise of disguised)
              res.write(`event: status\ndata: ${JSON.stringify({ status: `building ${disguise}` })}\n\n`)
            res.write(`event: log\nid: 1\ndata: ${JSON.stringify({ seq: 1, line: 'built' })}\n\n`)
            res.end('event: end\ndata: {}\n\n')
          }
        },
        { stream: true },
        'text'
      )
      expect(run.code, run.printed).toBe(0)
      expect(run.printed).toContain('building https://db:***@h.example/')
      expect(run.printed).toContain('ignored: building ***')
      expectHidden(run)
    }
  ]
]

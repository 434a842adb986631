import { parseArgs, type ParseArgsOptionsConfig } from 'node:util'
import type { DeployConfig } from '../../core/config.js'
import {
  checkBaseUrl,
  tlsChecksOff,
  checkChoice,
  checkDuration,
  checkHealthCheck,
  checkRef,
  checkServiceId,
  checkUrl,
  type Refuse
} from '../../settings/settings.js'
import { isPathSegment } from '../../text/identifiers.js'
import { VERSION } from '../../core/version.js'
import { CI_TITLES, ciCommit, COMMIT_VARIABLES, detectCi, resolveCi, type CiName, type Env } from '../ci/ci.js'
import {
  API_KEY_VARIABLE,
  BASE_URL_VARIABLE,
  COMMAND_NAMES,
  COMMANDS,
  OUTPUT_MODES,
  TOP_LEVEL_FLAGS,
  flagUsage,
  type CommandName,
  type OutputMode
} from './flags.js'
import { commandHelp, topLevelHelp } from './help.js'
import { closest } from '../../text/suggest.js'
import {
  DEFAULT_HEALTH_CHECK_TIMEOUT_MS,
  DEFAULT_TIMEOUT_MS,
  DURATION_EXAMPLES,
  IF_BUSY_CHOICES,
  LOG_ORDERS,
  SUPERSEDED_CHOICES,
  TIMEOUT_HINT
} from '../../settings/defaults.js'
import { UsageError } from '../../core/errors.js'
import { readServiceEnvFile, readVariables } from './variables.js'
import type { readAppFile } from '../../settings/app-file.js'
import { checkVerify, type PatternCheck } from '../../settings/verify-settings.js'
import type { appConfigOf } from '../../settings/app-config.js'
import type { AppConfig } from '../../core/config.js'
import { checkMaskEnv, unknownMaskEnv, unknownMaskEnvWarning } from '../../settings/mask-env.js'
import type { MaskEnv } from '../../text/secret-rule.js'

// The command line, read once into a typed command: every flag checked, the key taken from
// HOSTING_API_KEY only. Nothing here reads process.env or prints; the caller passes the
// environment in and prints the notes.

/** Something the caller prints before the run: a default taken, a setting worth a second look. */
interface Note {
  level: 'info' | 'warning'
  message: string
}

/** What every command that calls the API takes. */
interface ApiArgs {
  /** Without a trailing slash, nor the `/api` every request path starts with. */
  baseUrl: string
  /** From HOSTING_API_KEY, trimmed; never from the command line. */
  apiKey: string
  output: OutputMode
  /** The CI whose conventions the run follows: --ci, else the one detected. */
  ci: CiName
  /** One line each, for the caller to print; never a secret. */
  notes: Note[]
}

/** `deploy`: the action's inputs but GitHub's own, and where the outputs go. */
export interface DeployArgs
  extends
    ApiArgs,
    Pick<
      DeployConfig,
      | 'serviceId'
      | 'ref'
      | 'variables'
      | 'wait'
      | 'timeoutMs'
      | 'logs'
      | 'environmentUrl'
      | 'healthCheck'
      | 'rollback'
      | 'ifBusy'
      | 'superseded'
      | 'verify'
    > {
  command: 'deploy'
  /** `--outputs-file`, as given. */
  outputsFile: string | undefined
  /** Several services (repeated --service-id, or --app-file): the app; undefined for one service. */
  app: AppConfig | undefined
  /** `--mask-env`: the variables hidden besides those the rule finds, or `all`. */
  maskEnv: MaskEnv
}

/** `watch DEPLOYMENT_ID`: follow a deployment already queued. */
interface WatchArgs extends ApiArgs {
  command: 'watch'
  deploymentId: string
  serviceId: string | undefined
  timeoutMs: number
  logs: boolean
  outputsFile: string | undefined
}

/** `whoami`: what the key is and may do. */
interface WhoamiArgs extends ApiArgs {
  command: 'whoami'
}

/** `--help` or `--version`: the text to print, then exit 0. */
interface TextArgs {
  command: 'help' | 'version'
  text: string
}

export type ParsedArgs = DeployArgs | WatchArgs | WhoamiArgs | TextArgs

/**
 * What some lines take besides the parser, which the caller loads only for a line that needs it
 * (partsNeeded): the app's modules with the app file's YAML parser, and the RE2 engine that
 * checks the verification window's patterns, are a large part of the command line's code.
 */
export interface LineParts {
  /** For an app: several --service-id, or --app-file. */
  appConfigOf?: typeof appConfigOf
  /** For --app-file. */
  readAppFile?: typeof readAppFile
  /** For --fail-on-log and --ignore-log. */
  verifyPatterns?: PatternCheck
}

/**
 * What `argv` needs of LineParts, read as parseCommandLine will read it: `app` is `file` for
 * --app-file, `services` for --service-id given more than once; `patterns` for --fail-on-log or
 * --ignore-log. A line the parser then refuses may ask for more than it needed.
 */
export function partsNeeded(argv: readonly string[]): { app?: 'file' | 'services'; patterns: boolean } {
  const [first, ...rest] = argv
  if (first !== 'deploy') return { patterns: false }
  const { values } = parseArgs({ args: rest, options: parseOptions('deploy'), strict: false, allowPositionals: true })
  const ids = values['service-id']
  const app = values['app-file'] !== undefined ? 'file' : Array.isArray(ids) && ids.length > 1 ? 'services' : undefined
  const patterns = values['fail-on-log'] !== undefined || values['ignore-log'] !== undefined
  return { ...(app === undefined ? {} : { app }), patterns }
}

/**
 * Reads `argv` (without node and the script) for the command it names; throws UsageError.
 * `parts`: what the line needs besides the parser (partsNeeded); `cwd`: the working directory the
 * files it reads are named from (--dotenv-file, --app-file and an app's env files).
 */
export function parseCommandLine(
  argv: readonly string[],
  env: Env,
  parts: LineParts = {},
  cwd = process.cwd()
): ParsedArgs {
  refuseKeyFlags(argv)
  refuseNodeFlags(argv)
  const [first, ...rest] = argv
  if (first === undefined) {
    throw new UsageError('hosting-deploy', `needs a command: ${COMMAND_NAMES.join(', ')}`)
  }
  if (first === '--help' || first === '-h') return { command: 'help', text: topLevelHelp() }
  if (first === '--version' || first === '-v') return { command: 'version', text: VERSION }
  const name = COMMAND_NAMES.find(command => command === first)
  if (name === undefined) {
    const plain = /^-{0,2}[A-Za-z][A-Za-z0-9_-]{0,30}$/.test(first)
    const meant = plain ? closest(first, COMMAND_NAMES) : undefined
    throw new UsageError(
      'hosting-deploy',
      `takes a command first (${COMMAND_NAMES.join(', ')}), not ${plain ? `"${first}"` : 'the first argument'}${meant ? `; did you mean ${meant}?` : ''}`
    )
  }
  const spaced = spacedDuration(name, rest)
  if (spaced) throw spaced
  const { values, positionals } = parseFlags(name, rest)
  if (values.help === true) return { command: 'help', text: commandHelp(name) }
  const flags = new FlagValues(values)
  if (name === 'deploy') {
    if (positionals.length > 0) throw unexpectedPositionals(name, positionals.length)
    return parseDeploy(flags, env, parts, cwd)
  }
  if (name === 'watch') return parseWatch(flags, positionals, env)
  if (positionals.length > 0) throw unexpectedPositionals(name, positionals.length)
  return { command: 'whoami', ...apiArgs(flags, env, []) }
}

function parseDeploy(flags: FlagValues, env: Env, parts: LineParts, cwd: string): DeployArgs {
  const notes: Note[] = []
  const api = apiArgs(flags, env, notes)
  const maskEnv = checkMaskEnv('--mask-env', flags.strings('mask-env'), refuse)
  const variables = readVariables(flags.strings('env'), flags.string('dotenv-file'), cwd)
  notes.push(...variables.notes.map(message => ({ level: 'info' as const, message })))
  const appFile = flags.string('app-file')
  const ids = flags.strings('service-id')
  if (appFile !== undefined && ids.length > 0)
    throw new UsageError(
      '--service-id',
      'and --app-file name the services twice: give the services in the app file, or with --service-id alone'
    )
  const file = appFile === undefined ? undefined : loaded(parts).readAppFile(appFile, '--app-file', cwd)
  const serviceIds = file ? [] : ids.length === 0 ? [noServiceNamed()] : ids.map(id => serviceId(id))
  const step: DeployArgs = {
    command: 'deploy',
    ...api,
    serviceId: serviceIds[0] ?? file?.services[0]?.id ?? '',
    ref: ref(flags.string('ref'), env, notes),
    variables: variables.variables,
    wait: !flags.boolean('no-wait'),
    timeoutMs: duration('--timeout', flags.string('timeout'), DEFAULT_TIMEOUT_MS),
    logs: !flags.boolean('no-logs'),
    environmentUrl: environmentUrl(flags.string('environment-url')),
    healthCheck: healthCheck(flags),
    rollback: flags.boolean('rollback'),
    ifBusy: choice('--if-busy', flags.string('if-busy'), IF_BUSY_CHOICES),
    superseded: choice('--superseded', flags.string('superseded'), SUPERSEDED_CHOICES),
    verify: verify(flags, parts),
    outputsFile: outputsFile(flags.string('outputs-file')),
    app: undefined,
    maskEnv
  }
  refuseRepeatedIds(serviceIds)
  const logOrder = choice('--log-order', flags.string('log-order'), LOG_ORDERS)
  const appConfig = file || serviceIds.length > 1 ? loaded(parts).appConfigOf : () => undefined
  const deployed = appConfig({
    step,
    serviceIds,
    file,
    logOrder,
    readEnvFile: (given, where, inAppFile) => readServiceEnvFile(given, where, inAppFile, cwd)
  })
  const unknown = unknownMaskEnv(
    maskEnv,
    deployed ? deployed.services.flatMap(service => service.config.variables) : step.variables
  )
  if (unknown.length > 0) notes.push({ level: 'warning', message: unknownMaskEnvWarning('--mask-env', unknown) })
  return { ...step, app: deployed }
}

/** The parts the caller passed for the line, each that it did not pass a bug if called. */
function loaded(parts: LineParts): Required<LineParts> {
  return {
    appConfigOf: parts.appConfigOf ?? notLoaded,
    readAppFile: parts.readAppFile ?? notLoaded,
    verifyPatterns: parts.verifyPatterns ?? notLoaded
  }
}

/** A bug, not a mistake of the line: partsNeeded() and this parser disagree on what the line needs. */
function notLoaded(): never {
  throw new Error('a part this command line needs was not loaded (partsNeeded and parseCommandLine disagree)')
}

/** Neither --service-id nor --app-file: both ways to name what to deploy. */
function noServiceNamed(): never {
  throw new UsageError(
    '--service-id',
    'or --app-file is required: --service-id with the id of the service, as shown in the dashboard (once per service), or --app-file with an app file naming the services (docs/app.md)'
  )
}

/** The same service twice in one run would queue it twice. */
function refuseRepeatedIds(ids: readonly string[]): void {
  const twice = ids.find((id, index) => ids.indexOf(id) !== index)
  if (twice !== undefined) throw new UsageError('--service-id', `names ${twice} twice; name each service once`)
}

function parseWatch(flags: FlagValues, positionals: string[], env: Env): WatchArgs {
  if (positionals.length === 0) {
    throw new UsageError('DEPLOYMENT_ID', 'is required: hosting-deploy watch DEPLOYMENT_ID [flags]')
  }
  if (positionals.length > 1) throw unexpectedPositionals('watch', positionals.length - 1)
  const deploymentId = positionals[0] ?? ''
  if (!isPathSegment(deploymentId)) {
    throw new UsageError(
      'DEPLOYMENT_ID',
      'must be a deployment id as the service names it: letters, digits and . _ ~ : @ -, at most 200 characters, not "." or ".."'
    )
  }
  const given = flags.string('service-id')
  return {
    command: 'watch',
    ...apiArgs(flags, env, []),
    deploymentId,
    serviceId: given === undefined ? undefined : serviceId(given),
    timeoutMs: duration('--timeout', flags.string('timeout'), DEFAULT_TIMEOUT_MS),
    logs: !flags.boolean('no-logs'),
    outputsFile: outputsFile(flags.string('outputs-file'))
  }
}

function apiArgs(flags: FlagValues, env: Env, notes: Note[]): ApiArgs {
  return {
    baseUrl: baseUrl(flags.string('base-url'), env, notes),
    apiKey: apiKey(env),
    output: choice('--output', flags.string('output'), OUTPUT_MODES),
    ci: resolveCi(flags.string('ci'), env),
    notes
  }
}

/** Flag names that would carry a key: refused, since argv shows in process lists and shell history. */
const KEY_FLAG = /(key|token|secret|password)$/

/**
 * Node reads some of its own options anywhere on its command line, even after the script and
 * after `--` (nodejs/node#54232), before any code of ours runs: --env-file (and
 * --env-file-if-exists) applies NODE_OPTIONS from the file, --experimental-config-file and
 * --experimental-default-config-file (which reads ./node.config.json) apply `nodeOptions` such
 * as --require. A file from the repository could then run code with the key in the environment.
 * Refusing them afterwards cannot undo that: it says why, and the way out.
 */
const NODE_FILE_FLAGS = {
  envFile: {
    why: "is Node's own option: Node reads that file before hosting-deploy starts and applies NODE_OPTIONS from it, so a file from the repository could run code; name the variables file with --dotenv-file FILE",
    next: 'use --dotenv-file FILE, and check that the file holds only the variables you meant.'
  },
  configFile: {
    why: "is Node's own option: Node reads that configuration file before hosting-deploy starts and applies its nodeOptions (--require among them), so a file from the repository could run code with the key in the environment; hosting-deploy takes no such flag",
    next: 'remove it; where the arguments come from text you do not control, run the single executable, which no Node option reaches (docs/cli.md).'
  }
}

/** The refused Node option `arg` spells, with why and what to do, or undefined. */
function nodeFlag(arg: string): { name: string; why: string; next: string } | undefined {
  const name = /^--(env-file(?:-if-exists)?|experimental(?:-default)?-config-file)(?:=|$)/.exec(arg)?.[1]
  if (name === undefined) return undefined
  return { name, ...(name.startsWith('env-file') ? NODE_FILE_FLAGS.envFile : NODE_FILE_FLAGS.configFile) }
}

/** Refuses Node's own file-reading options anywhere on the line, `--` or not: Node read them there too. */
function refuseNodeFlags(argv: readonly string[]): void {
  for (const arg of argv) {
    const flag = nodeFlag(arg)
    if (flag !== undefined) throw new UsageError(`--${flag.name}`, flag.why, flag.next)
  }
}

/** Refuses the API key on the command line in any spelling, before anything else is read. */
function refuseKeyFlags(argv: readonly string[]): void {
  for (const arg of argv) {
    if (arg === '--') return
    const name = /^--?([^=]+)/.exec(arg)?.[1]
    if (name === undefined || !KEY_FLAG.test(name.toLowerCase().replace(/[-_]/g, ''))) continue
    // Only the flag's name is shown, and only when it looks like one: never what follows "=".
    const flag = /^--?[A-Za-z_-]{1,30}$/.test(arg.split('=')[0] ?? '') ? (arg.split('=')[0] ?? '') : 'A key flag'
    throw new UsageError(
      flag,
      `is refused: an API key on the command line would be visible in process lists and shell history; set ${API_KEY_VARIABLE} instead`
    )
  }
}

type Values = Record<string, string | boolean | (string | boolean)[] | undefined>

/**
 * The command's flags, by node's parseArgs in strict mode. Its tokens, read leniently
 * first, give each mistake a message of our own that names the flag and never shows a value.
 */
function parseFlags(name: CommandName, args: string[]): { values: Values; positionals: string[] } {
  const flags = COMMANDS[name].flags
  const options = parseOptions(name)
  const { tokens, values } = parseArgs({ args, options, strict: false, allowPositionals: true, tokens: true })
  if (values.help === true) return { values: { help: true }, positionals: [] }
  const seen = new Set<string>()
  for (const token of tokens) {
    if (token.kind !== 'option') continue
    const flag = flags.find(known => known.name === token.name)
    if (flag === undefined) throw unknownFlag(name, token.rawName)
    const raw = `--${flag.name}`
    if (flag.type === 'boolean' && token.value !== undefined) {
      throw new UsageError(raw, `takes no value; write ${raw} alone`)
    }
    if (flag.type === 'string' && token.value === undefined) {
      throw new UsageError(raw, `needs a value: ${flagUsage(flag)}`)
    }
    if (flag.type === 'string' && !token.inlineValue && token.value?.startsWith('-')) {
      throw new UsageError(
        raw,
        `needs a value, and is followed by a flag; to pass a value that starts with "-", write ${raw}=VALUE`
      )
    }
    if (!flag.multiple && seen.has(flag.name)) throw new UsageError(raw, 'is given twice; give it once')
    seen.add(flag.name)
  }
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: true })
  } catch (error) {
    // Every mistake strict mode finds is explained above; this is a net for node's own rules.
    throw new UsageError(`hosting-deploy ${name}`, `cannot read its flags (${(error as Error).message.split('\n')[0]})`)
  }
}

/** The command's flags as node's parseArgs takes them. */
function parseOptions(name: CommandName): ParseArgsOptionsConfig {
  return Object.fromEntries(
    COMMANDS[name].flags.map(flag => [
      flag.name,
      { type: flag.type, multiple: flag.multiple ?? false, ...(flag.short ? { short: flag.short } : {}) }
    ])
  )
}

function unknownFlag(command: CommandName, rawName: string): UsageError {
  const shown = /^--?[A-Za-z][A-Za-z0-9_-]{0,30}$/.test(rawName) ? rawName : 'A flag'
  const isTopLevel = TOP_LEVEL_FLAGS.some(flag => `--${flag.name}` === rawName)
  return new UsageError(
    shown,
    isTopLevel
      ? `goes before the command: hosting-deploy ${rawName}`
      : `is not a flag of hosting-deploy ${command}${suggestedFlag(command, shown)}`
  )
}

/** "; did you mean --service-id?" for a flag close to one the command has, or one other tools spell so. */
function suggestedFlag(command: CommandName, rawName: string): string {
  if (!rawName.startsWith('-')) return ''
  const flags = COMMANDS[command].flags
  const names = flags.map(flag => `--${flag.name}`)
  const meant =
    flags.map(flag => flag.mistaken?.[rawName]).find(instead => instead !== undefined) ??
    closest(`--${rawName.replace(/^-+/, '')}`, names)
  return meant ? `; did you mean ${meant}?` : ''
}

/** A unit people write after a number (`--verify-for 5 minutes`), and the letter this parser takes for it. */
const UNIT_WORDS: ReadonlyArray<[RegExp, 'h' | 'm' | 's' | undefined]> = [
  [/^(?:h|hrs?|hours?)$/i, 'h'],
  [/^(?:m|mins?|minutes?)$/i, 'm'],
  [/^(?:s|secs?|seconds?)$/i, 's'],
  [/^(?:ms|millis|milliseconds?)$/i, undefined]
]

/** `--timeout 5 minutes`: a duration flag's number, then a unit word that would be an argument. Shown back: a unit is no secret. */
function spacedDuration(command: CommandName, args: readonly string[]): UsageError | undefined {
  const durations = new Set(COMMANDS[command].flags.filter(f => f.value === 'DURATION').map(f => `--${f.name}`))
  for (let i = 0; i + 2 < args.length; i++) {
    const [flag = '', number = '', unit = ''] = args.slice(i, i + 3)
    if (!durations.has(flag) || !/^\d{1,9}$/.test(number)) continue
    const word = UNIT_WORDS.find(([pattern]) => pattern.test(unit))
    if (!word) continue
    const letter = word[1]
    return new UsageError(
      flag,
      `takes a duration in one word, not "${number} ${unit}"${letter ? `: ${flag} ${number}${letter}` : ''} (forms: 90s, 5m, 1h30m, or whole seconds alone)`
    )
  }
  return undefined
}

function unexpectedPositionals(command: CommandName, count: number): UsageError {
  const takes = COMMANDS[command].positional
  return new UsageError(
    `hosting-deploy ${command}`,
    `takes ${takes ? `one argument, ${takes},` : 'no argument'} besides its flags, and was given ${count} more (not shown: one may be a secret); flags start with --, see hosting-deploy ${command} --help`
  )
}

/** The values strict parseArgs returned, typed by the flag tables. */
class FlagValues {
  constructor(private readonly values: Values) {}
  string(name: string): string | undefined {
    const value = this.values[name]
    return typeof value === 'string' ? value : undefined
  }
  strings(name: string): string[] {
    const value = this.values[name]
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
  }
  boolean(name: string): boolean {
    return this.values[name] === true
  }
}

function apiKey(env: Env): string {
  const key = env[API_KEY_VARIABLE]?.trim() ?? ''
  if (key === '') {
    throw new UsageError(
      API_KEY_VARIABLE,
      'is not set: export the API key in it (in a pipeline, map a masked or secret variable to it); the key is never taken from the command line'
    )
  }
  if (/[^\x21-\x7e]/.test(key)) {
    throw new UsageError(
      API_KEY_VARIABLE,
      'contains whitespace or non-printable characters: set it to the key alone, without quotes or a "Bearer " prefix'
    )
  }
  return key
}

/** --base-url, else HOSTING_BASE_URL: checked as the action checks base-url. */
function baseUrl(flag: string | undefined, env: Env, notes: Note[]): string {
  const source = flag !== undefined ? '--base-url' : BASE_URL_VARIABLE
  const raw = flag ?? env[BASE_URL_VARIABLE] ?? ''
  if (raw.trim() === '') {
    throw new UsageError(
      '--base-url',
      `is required: pass the API base URL, e.g. --base-url https://api.example.com, or set ${BASE_URL_VARIABLE}`
    )
  }
  return checkBaseUrl(
    source,
    raw,
    { key: `set the key in ${API_KEY_VARIABLE}`, tool: 'hosting-deploy' },
    refuse,
    {
      warning: message => notes.push({ level: 'warning', message }),
      notice: message => notes.push({ level: 'info', message })
    },
    { tlsUnchecked: tlsChecksOff(env) }
  )
}

function serviceId(given: string): string {
  if (given.trim() === '')
    throw new UsageError('--service-id', 'is required: the id of the service, as shown in the dashboard')
  return checkServiceId('--service-id', given, refuse)
}

/** --ref, else the commit the CI names; outside CI none, with a note saying so. */
function ref(given: string | undefined, env: Env, notes: Note[]): string | undefined {
  // An empty --ref sends no ref, as an empty ref input does in the action.
  if (given !== undefined) return checkedRef('--ref', given.trim()) || undefined
  // The commit of the CI the job runs on, even when --ci picks other conventions.
  const ci = detectCi(env)
  const commit = ciCommit(ci, env)
  if (commit !== undefined) return checkedRef(commit.variable, commit.value)
  const why = ci === 'none' ? 'not running in a CI' : `${CI_TITLES[ci]} sets no ${COMMIT_VARIABLES[ci]}`
  notes.push({
    level: 'info',
    message: `No --ref given and ${why}: no ref is sent, so the service deploys its tracked branch.`
  })
  return undefined
}

function checkedRef(source: string, ref: string): string {
  return checkRef(source, ref, refuse) ?? ''
}

function duration(flag: string, given: string | undefined, fallback: number): number {
  if (given !== undefined && given.trim() === '') {
    throw refuse(
      flag,
      `needs a duration such as ${DURATION_EXAMPLES.slice(0, -1).join(', ')} or ${DURATION_EXAMPLES.at(-1)}`
    )
  }
  return checkDuration(flag, given ?? '', fallback, TIMEOUT_HINT, refuse)
}

function choice<T extends string>(flag: string, given: string | undefined, choices: readonly [T, ...T[]]): T {
  return checkChoice(flag, given ?? '', choices, refuse)
}

function environmentUrl(given: string | undefined): string | undefined {
  return checkUrl('--environment-url', given ?? '', 'https://app.example.com', refuse)
}

/** The verification window's flags (docs/verify.md); patterns are checked only when given. */
function verify(flags: FlagValues, parts: LineParts): DeployArgs['verify'] {
  const failOnLog = flags.strings('fail-on-log')
  const ignoreLog = flags.strings('ignore-log')
  const checkPatterns: PatternCheck = failOnLog.length + ignoreLog.length > 0 ? loaded(parts).verifyPatterns : () => []
  return checkVerify(
    {
      verifyFor: '--verify-for',
      verifyInterval: '--verify-interval',
      failOnLog: '--fail-on-log',
      ignoreLog: '--ignore-log',
      noWait: '--no-wait'
    },
    {
      verifyFor: flags.string('verify-for') ?? '',
      verifyInterval: flags.string('verify-interval') ?? '',
      failOnLog,
      ignoreLog
    },
    !flags.boolean('no-wait'),
    refuse,
    checkPatterns
  )
}

function healthCheck(flags: FlagValues): DeployArgs['healthCheck'] {
  const timeoutMs = duration(
    '--health-check-timeout',
    flags.string('health-check-timeout'),
    DEFAULT_HEALTH_CHECK_TIMEOUT_MS
  )
  return checkHealthCheck(
    { url: '--health-check-url', expect: '--health-check-expect' },
    { url: flags.string('health-check-url') ?? '', expect: flags.string('health-check-expect') ?? '' },
    timeoutMs,
    refuse
  )
}

/** A flag's refusal: a usage error naming it. */
const refuse: Refuse = (name, problem) => new UsageError(name, problem)

function outputsFile(given: string | undefined): string | undefined {
  if (given === undefined) return undefined
  if (given.trim() === '') throw new UsageError('--outputs-file', 'needs a file name, e.g. --outputs-file deploy.env')
  return given
}

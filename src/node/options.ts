import path from 'node:path'
import type { EnvVar } from '../core/api-types.js'
import type { AppConfig, DeployConfig } from '../core/config.js'
import { formatDuration, MAX_TIMEOUT_MS } from '../core/duration.js'
import { UsageError } from '../core/errors.js'
import type { WatchConfig } from '../engine/deploy.js'
import { appConfigOf } from '../settings/app-config.js'
import { readAppFile } from '../settings/app-file.js'
import {
  DEFAULT_HEALTH_CHECK_TIMEOUT_MS,
  DEFAULT_TIMEOUT_MS,
  DURATION_EXAMPLES,
  IF_BUSY_CHOICES,
  LOG_ORDERS,
  SUPERSEDED_CHOICES
} from '../settings/defaults.js'
import { DotenvError, isValidKey, parseDotenv } from '../settings/dotenv.js'
import { readAppEnvFileText, readEnvFileText } from '../settings/env-file.js'
import {
  checkBaseUrl,
  checkChoice,
  checkDuration,
  checkHealthCheck,
  checkRef,
  checkServiceId,
  checkUrl,
  type Refuse
} from '../settings/settings.js'
import { isPathSegment } from '../text/identifiers.js'
import { checkVerify, MAX_VERIFY_FOR_MS, verifyDuration } from '../settings/verify-settings.js'
import { verifyPatterns } from '../settings/verify-patterns.js'
import type { MaskEnv } from '../text/secret-rule.js'
import { checkMaskEnv, unknownMaskEnv, unknownMaskEnvWarning } from '../settings/mask-env.js'

// The Node API's options (types.ts), read into the engine's configs through the same checks as the
// command line's flags (src/settings/). A bad option throws UsageError naming the option as
// the API spells it (`serviceId`); nothing here reads process.env or prints.

/** A bad option: a usage error naming it. */
const refuse: Refuse = (name, problem) => new UsageError(name, problem)

/** The options object itself: an object, with no option the API does not know. */
function known(options: unknown, names: readonly string[], fn: string): Record<string, unknown> {
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    throw new UsageError('options', `must be an object, e.g. ${fn}({ baseUrl, apiKey, ... })`)
  const unknown = Object.keys(options).find(name => !names.includes(name))
  if (unknown !== undefined) {
    const shown = /^[A-Za-z][A-Za-z0-9_-]{0,40}$/.test(unknown) ? unknown : 'An option'
    throw new UsageError(shown, `is not an option of ${fn}(); its options are ${names.join(', ')}`)
  }
  return options as Record<string, unknown>
}

const API_NAMES = ['baseUrl', 'apiKey', 'signal', 'onEvent'] as const
const DEPLOY_NAMES = [
  ...API_NAMES,
  'serviceId',
  'appFile',
  'ref',
  'env',
  'dotenvFile',
  'wait',
  'timeout',
  'logs',
  'environmentUrl',
  'healthCheckUrl',
  'healthCheckExpect',
  'healthCheckTimeout',
  'rollback',
  'ifBusy',
  'superseded',
  'logOrder',
  'verifyFor',
  'verifyInterval',
  'failOnLog',
  'ignoreLog',
  'maskEnv'
] as const
const WATCH_NAMES = [...API_NAMES, 'deploymentId', 'serviceId', 'timeout', 'logs'] as const

/** What the engine needs of any run: the URL and the key, checked. */
interface ApiSettings {
  baseUrl: string
  apiKey: string
  /** Notes for people about the settings (an http URL, a stripped /api). */
  notes: { level: 'notice' | 'warning'; message: string; title: string }[]
}

function apiSettings(options: Record<string, unknown>): ApiSettings {
  const notes: ApiSettings['notes'] = []
  const rawUrl = optionalString(options, 'baseUrl') ?? ''
  if (rawUrl.trim() === '')
    throw new UsageError('baseUrl', 'is required: the API base URL, e.g. https://api.example.com')
  const baseUrl = checkBaseUrl('baseUrl', rawUrl, { key: 'pass the key as apiKey', tool: 'the API' }, refuse, {
    warning: (message, title) => notes.push({ level: 'warning', message, title }),
    notice: (message, title) => notes.push({ level: 'notice', message, title })
  })
  const apiKey = (optionalString(options, 'apiKey') ?? '').trim()
  if (apiKey === '') throw new UsageError('apiKey', 'is required: the API key, e.g. from your secret store')
  if (/[^\x21-\x7e]/.test(apiKey))
    throw new UsageError(
      'apiKey',
      'contains whitespace or non-printable characters: pass the key alone, without quotes or a "Bearer " prefix'
    )
  if (options.signal !== undefined && !(options.signal instanceof AbortSignal))
    throw new UsageError('signal', 'must be an AbortSignal, e.g. new AbortController().signal')
  if (options.onEvent !== undefined && typeof options.onEvent !== 'function')
    throw new UsageError('onEvent', 'must be a function, e.g. event => console.log(event.type)')
  return { baseUrl, apiKey, notes }
}

/** `deploy()`'s options as the engine's configs: one service, or an app of several. */
export function deploySettings(given: unknown): ApiSettings & { step: DeployConfig; app: AppConfig | undefined } {
  const options = known(given, DEPLOY_NAMES, 'deploy')
  const api = apiSettings(options)
  const appFile = optionalString(options, 'appFile')
  const ids = serviceIds(options.serviceId)
  if (appFile !== undefined && ids.length > 0)
    throw new UsageError(
      'serviceId',
      'and appFile name the services twice: give the services in the app file, or with serviceId alone'
    )
  if (appFile !== undefined && appFile.trim() === '')
    throw new UsageError('appFile', 'needs a file name, e.g. appFile: "app.yml"')
  if (appFile === undefined && ids.length === 0)
    throw new UsageError('serviceId', 'is required: the id of the service, as shown in the dashboard (or several)')
  const file = appFile === undefined ? undefined : readAppFile(appFile, 'appFile')
  const healthCheckTimeoutMs = duration(
    'healthCheckTimeout',
    options.healthCheckTimeout,
    DEFAULT_HEALTH_CHECK_TIMEOUT_MS,
    HEALTH_CHECK_TIMEOUT_FORMS
  )
  const step: DeployConfig = {
    baseUrl: api.baseUrl,
    apiKey: api.apiKey,
    serviceId: ids[0] ?? file?.services[0]?.id ?? '',
    ref: checkRef('ref', optionalString(options, 'ref') ?? '', refuse),
    variables: variables(options.env, optionalString(options, 'dotenvFile')),
    wait: optionalBoolean(options, 'wait') ?? true,
    timeoutMs: duration('timeout', options.timeout, DEFAULT_TIMEOUT_MS, TIMEOUT_FORMS),
    logs: optionalBoolean(options, 'logs') ?? true,
    environmentUrl: checkUrl(
      'environmentUrl',
      optionalString(options, 'environmentUrl') ?? '',
      'https://app.example.com',
      refuse
    ),
    healthCheck: checkHealthCheck(
      { url: 'healthCheckUrl', expect: 'healthCheckExpect' },
      {
        url: optionalString(options, 'healthCheckUrl') ?? '',
        expect: optionalString(options, 'healthCheckExpect') ?? ''
      },
      healthCheckTimeoutMs,
      refuse
    ),
    rollback: optionalBoolean(options, 'rollback') ?? false,
    ifBusy: checkChoice('ifBusy', optionalString(options, 'ifBusy') ?? '', IF_BUSY_CHOICES, refuse),
    superseded: checkChoice('superseded', optionalString(options, 'superseded') ?? '', SUPERSEDED_CHOICES, refuse),
    verify: verify(options)
  }
  const logOrder = checkChoice('logOrder', optionalString(options, 'logOrder') ?? '', LOG_ORDERS, refuse)
  const app = appConfigOf({
    step,
    serviceIds: ids,
    file,
    logOrder,
    readEnvFile: (given, where, inAppFile) => dotenvOf(readAppEnvFileText(given, where, inAppFile, refuse), where)
  })
  return { ...api, step, app }
}

/**
 * `deploy()`'s maskEnv (options deploySettings read), checked: `'all'`, or an array of variable
 * names; a name that no variable of the run sets gets a warning in `settings.notes`.
 */
export function maskEnvSettings(
  given: unknown,
  settings: Pick<ReturnType<typeof deploySettings>, 'step' | 'app' | 'notes'>
): MaskEnv {
  const maskEnv = maskEnvOf((given as { maskEnv?: unknown }).maskEnv)
  const { step, app } = settings
  const unknown = unknownMaskEnv(
    maskEnv,
    app ? app.services.flatMap(service => service.config.variables) : step.variables
  )
  if (unknown.length > 0)
    settings.notes.push({
      level: 'warning',
      message: unknownMaskEnvWarning('maskEnv', unknown),
      title: 'Unknown name in maskEnv'
    })
  return maskEnv
}

/** `maskEnv`: `'all'`, or an array of variable names. */
function maskEnvOf(given: unknown): MaskEnv {
  if (given === undefined) return []
  if (given === 'all') return 'all'
  if (!Array.isArray(given) || given.some(name => typeof name !== 'string'))
    throw new UsageError('maskEnv', "must be 'all' or an array of variable names, e.g. ['SMTP_LOGIN', 'SIGNUP_CODE']")
  return checkMaskEnv('maskEnv', given as string[], refuse)
}

/** `watch()`'s options as the engine's config. */
export function watchSettings(given: unknown): ApiSettings & { config: WatchConfig } {
  const options = known(given, WATCH_NAMES, 'watch')
  const api = apiSettings(options)
  const deploymentId = (optionalString(options, 'deploymentId') ?? '').trim()
  if (deploymentId === '') throw new UsageError('deploymentId', 'is required: the id of the deployment to follow')
  if (!isPathSegment(deploymentId))
    throw new UsageError(
      'deploymentId',
      'must be a deployment id as the service names it: letters, digits and . _ ~ : @ -, at most 200 characters, not "." or ".."'
    )
  const serviceId = optionalString(options, 'serviceId')
  return {
    ...api,
    config: {
      baseUrl: api.baseUrl,
      apiKey: api.apiKey,
      deploymentId,
      serviceId: serviceId === undefined ? undefined : checkServiceId('serviceId', serviceId, refuse),
      timeoutMs: duration('timeout', options.timeout, DEFAULT_TIMEOUT_MS, TIMEOUT_FORMS),
      logs: optionalBoolean(options, 'logs') ?? true
    }
  }
}

/** `whoami()`'s options. */
export function whoamiSettings(given: unknown): ApiSettings {
  return apiSettings(known(given, API_NAMES, 'whoami'))
}

/** `serviceId`: one id or several, each checked, none twice. */
function serviceIds(given: unknown): string[] {
  if (given === undefined) return []
  const list = Array.isArray(given) ? (given as unknown[]) : [given]
  if (Array.isArray(given) && list.length === 0)
    throw new UsageError('serviceId', 'is an empty array: name at least one service')
  const ids = list.map(id => {
    if (typeof id !== 'string') throw new UsageError('serviceId', 'must be a string, or an array of strings')
    return checkServiceId('serviceId', id, refuse)
  })
  const twice = ids.find((id, index) => ids.indexOf(id) !== index)
  if (twice !== undefined) throw new UsageError('serviceId', `names ${twice} twice; name each service once`)
  return ids
}

/**
 * The least number a duration option takes. A number is milliseconds, as Node's own timeouts
 * are; a smaller one (`timeout: 600`) is far more likely seconds meant than a real wait.
 */
export const MIN_DURATION_MS = 1_000

/** How a duration option is written: its examples as strings, and plain seconds. */
interface DurationForms {
  /** Durations as strings, e.g. `['90s', '20m', '1h30m']`. */
  examples: readonly string[]
  /** Plain seconds as a string, e.g. 600 for `'600'`. */
  seconds: number
}

const TIMEOUT_FORMS: DurationForms = { examples: [...DURATION_EXAMPLES], seconds: 600 }
const HEALTH_CHECK_TIMEOUT_FORMS: DurationForms = { examples: ['30s', '2m'], seconds: 120 }

/** The forms the API takes, for a refusal: "milliseconds as a whole number ..., or a string such as '90s', ...". */
function formsOf({ examples, seconds }: DurationForms): string {
  const strings = [...examples, String(seconds)].map(example => `'${example}'`)
  return `milliseconds as a whole number of at least ${MIN_DURATION_MS}, or a string such as ${strings.slice(0, -1).join(', ')} or ${strings.at(-1)} (seconds)`
}

/** A duration: milliseconds as a number (at least MIN_DURATION_MS), or as a string the CLI takes (`'90s'`, `'600'` seconds). */
function duration(name: string, given: unknown, fallback: number, forms: DurationForms): number {
  if (given === undefined) return fallback
  if (typeof given === 'number') {
    milliseconds(name, given, forms, { ms: MAX_TIMEOUT_MS, name: 'the 120h this tool waits for a deployment' })
    if (given > MAX_TIMEOUT_MS)
      throw new UsageError(name, `is longer than the 120h this tool waits for a deployment: expected at most 120h`)
    return given
  }
  if (typeof given !== 'string' || given.trim() === '') throw new UsageError(name, `must be ${formsOf(forms)}`)
  return checkDuration(name, given, fallback, `(${formsOf(forms)})`, refuse)
}

/** The most a duration option may be, and how a refusal names that bound (after "longer than"). */
interface Bound {
  ms: number
  name: string
}

/**
 * A number of milliseconds checked: a whole positive number, and not under MIN_DURATION_MS; one
 * under is likely seconds meant, so the refusal offers it as seconds, when that is within `bound`.
 */
function milliseconds(name: string, given: number, forms: DurationForms, bound: Bound): number {
  if (!Number.isSafeInteger(given) || given <= 0) throw new UsageError(name, `must be ${formsOf(forms)}`)
  if (given >= MIN_DURATION_MS) return given
  const likely = `is ${given} milliseconds: a number is milliseconds, and one under ${MIN_DURATION_MS} is likely seconds meant`
  if (given * 1000 <= bound.ms)
    throw new UsageError(
      name,
      `${likely}; give milliseconds (${given * 1000}) or a string such as '${given % 60 === 0 ? `${given / 60}m` : `${given}s`}'`
    )
  throw new UsageError(
    name,
    `${likely}, but ${given}s would be longer than ${bound.name}: expected ${formsOf(forms)}, at most ${formatDuration(bound.ms)}`
  )
}

const VERIFY_FORMS: DurationForms = { examples: ['90s', '5m'], seconds: 300 }
const VERIFY_INTERVAL_FORMS: DurationForms = { examples: ['15s', '1m'], seconds: 15 }

/**
 * The verification window's options (docs/verify.md): a number is milliseconds, as the API's other
 * durations (0 for none); a string is read as the flag reads it (`'0s'` is none too), and every
 * bound (24h, the interval within the window) is checked as the flags' are.
 */
function verify(options: Record<string, unknown>): DeployConfig['verify'] {
  const ms = (name: string, forms: DurationForms, bound: Bound | undefined): number | string => {
    const given = options[name]
    if (given === undefined) return ''
    if (typeof given === 'string' && given.trim() !== '') return given
    if (given === 0) return 0
    if (typeof given !== 'number') throw new UsageError(name, `must be ${formsOf(forms)}`)
    // Without a window to bound it, the interval is refused as needing one (checkVerify).
    return bound === undefined ? given : milliseconds(name, given, forms, bound)
  }
  const verifyFor = ms('verifyFor', VERIFY_FORMS, {
    ms: MAX_VERIFY_FOR_MS,
    name: `the ${formatDuration(MAX_VERIFY_FOR_MS)} a verification window lasts at most`
  })
  const forMs = verifyDuration('verifyFor', verifyFor, refuse) ?? 0
  return checkVerify(
    {
      verifyFor: 'verifyFor',
      verifyInterval: 'verifyInterval',
      failOnLog: 'failOnLog',
      ignoreLog: 'ignoreLog',
      noWait: 'wait: false'
    },
    {
      verifyFor,
      verifyInterval: ms(
        'verifyInterval',
        VERIFY_INTERVAL_FORMS,
        forMs > 0 ? { ms: forMs, name: `verifyFor (${formatDuration(forMs)})` } : undefined
      ),
      failOnLog: patternList(options, 'failOnLog'),
      ignoreLog: patternList(options, 'ignoreLog')
    },
    optionalBoolean(options, 'wait') ?? true,
    refuse,
    verifyPatterns
  )
}

/** A list of patterns: an array of strings (one string is taken as a list of one). */
function patternList(options: Record<string, unknown>, name: string): string[] {
  const given = options[name]
  if (given === undefined) return []
  const list = typeof given === 'string' ? [given] : given
  if (!Array.isArray(list) || !list.every(item => typeof item === 'string'))
    throw new UsageError(name, "must be an array of regular expressions as strings, e.g. ['^ERROR ']")
  return list as string[]
}

/** `env` and `dotenvFile`: the file's variables, then `env`'s, which win. */
function variables(env: unknown, dotenvFile: string | undefined): EnvVar[] {
  const merged = new Map<string, string>()
  if (dotenvFile !== undefined) {
    if (dotenvFile.trim() === '') throw new UsageError('dotenvFile', 'needs a file name, e.g. dotenvFile: ".env"')
    for (const { key, value } of envFileOf(dotenvFile, 'dotenvFile')) merged.set(key, value)
  }
  if (env !== undefined) {
    if (typeof env !== 'object' || env === null || Array.isArray(env))
      throw new UsageError('env', 'must be an object of variables by key, e.g. { NODE_ENV: "production" }')
    for (const [key, value] of Object.entries(env)) {
      // The key is shown only once it is a valid name: a mistaken key may hold a value.
      if (!isValidKey(key))
        throw new UsageError(
          'env',
          'has a key that is not a variable name: letters, digits and _, not starting with a digit (not shown: it may be a secret)'
        )
      if (typeof value !== 'string') throw new UsageError(`env.${key}`, 'must be a string (its value is not shown)')
      merged.set(key, value)
    }
  }
  return [...merged].map(([key, value]) => ({ key, value }))
}

/** The variables of a dotenv file (any path: the caller typed it); errors name `name`, never a value. */
function envFileOf(given: string, name: string): EnvVar[] {
  return dotenvOf(readEnvFileText(name, path.resolve(given), refuse), name)
}

/** The variables of dotenv text read for `name`; errors name it, never a value. */
function dotenvOf(text: string, name: string): EnvVar[] {
  try {
    return parseDotenv(text).entries.map(({ key, value }) => ({ key, value }))
  } catch (error) {
    if (error instanceof DotenvError)
      throw new UsageError(
        name,
        `${error.message}; expected dotenv lines such as KEY=value, KEY="multi-line value" or # comment`
      )
    throw error
  }
}

function optionalString(options: Record<string, unknown>, name: string): string | undefined {
  const value = options[name]
  if (value === undefined) return undefined
  if (typeof value !== 'string') throw new UsageError(name, 'must be a string')
  return value
}

function optionalBoolean(options: Record<string, unknown>, name: string): boolean | undefined {
  const value = options[name]
  if (value === undefined) return undefined
  if (typeof value !== 'boolean') throw new UsageError(name, 'must be true or false')
  return value
}

import * as core from '@actions/core'
import { actionLog } from './log/action-log.js'
import { realpathSync } from 'node:fs'
import path from 'node:path'
import type { EnvVar } from '../core/api-types.js'
import type { AppConfig, DeployConfig } from '../core/config.js'
import { DOTENV_LINES, DotenvError, parseDotenv, type DotenvResult } from '../settings/dotenv.js'
import { readEnvFileText } from '../settings/env-file.js'
import { isInside } from '../settings/confined-path.js'
import { readTextFile, type Expected } from '../settings/text-file.js'
import { MAX_APP_FILE_BYTES, parseAppFile, type AppFile } from '../settings/app-file.js'
import { appConfigOf } from '../settings/app-config.js'
import { checkVerify } from '../settings/verify-settings.js'
import { verifyPatterns } from '../settings/verify-patterns.js'
import {
  DEFAULT_HEALTH_CHECK_TIMEOUT_MS,
  DEFAULT_TIMEOUT_MS,
  DEFAULTS,
  HEALTH_CHECK_TIMEOUT_HINT,
  IF_BUSY_CHOICES,
  SUPERSEDED_CHOICES,
  TIMEOUT_HINT
} from '../settings/defaults.js'
import { InputError } from '../core/errors.js'
import {
  checkBaseUrl,
  tlsChecksOff,
  checkChoice,
  checkDuration,
  checkHealthCheck,
  checkRef,
  checkServiceId,
  checkUrl,
  type Refuse,
  type Say
} from '../settings/settings.js'
import type { GitHubDeploymentInputs } from './report/github-deployment.js'
import type { CommentInputs } from './report/pr-comment.js'
import { registerSecret, type SecretOptions } from '../text/secrets.js'
import { registerVariables, type MaskEnv } from '../text/secret-rule.js'
import { checkMaskEnv, unknownMaskEnv, unknownMaskEnvWarning } from '../settings/mask-env.js'

/** The Action's inputs: the deploy's config, and what only GitHub has. */
export interface Inputs extends DeployConfig {
  /** Several services (several service-id lines, or app-file): the app; undefined for one service. */
  app: AppConfig | undefined
  /** Recording the run as a GitHub deployment; undefined when github-deployment is false. */
  githubDeployment: GitHubDeploymentInputs | undefined
  /** The pull request comment; undefined when comment is false. */
  comment: CommentInputs | undefined
}

/**
 * Reads and validates every input once. Secrets are registered with the runner as soon as
 * they are read, before anything could print them. Throws InputError naming the input.
 */
export function getInputs(): Inputs {
  const apiKey = core.getInput('api-key')
  mask(apiKey, { critical: true })
  if (apiKey.trim() === '')
    throw new InputError('api-key', 'is required: pass the API key from a secret, e.g. ${{ secrets.HOSTING_API_KEY }}')
  if (/[\s]/.test(apiKey.trim()) || /[^\x21-\x7e]/.test(apiKey.trim())) {
    throw new InputError(
      'api-key',
      'contains whitespace or non-printable characters: paste the key alone, without quotes or a "Bearer " prefix'
    )
  }

  const githubToken = core.getInput('github-token').trim()
  mask(githubToken, { critical: true })

  // Read first: the variables' values are registered as secrets by its rule as soon as parsed.
  const maskEnv = checkMaskEnv('mask-env', [input('mask-env')], refuse)
  const variables = readVariables(maskEnv)
  const { serviceIds, file } = readServices()

  const step: Inputs = {
    baseUrl: readBaseUrl(),
    apiKey: apiKey.trim(),
    serviceId: serviceIds[0] ?? file?.services[0]?.id ?? '',
    ref: checkRef('ref', input('ref'), refuse),
    variables,
    wait: readBoolean('wait', DEFAULTS.wait),
    timeoutMs: checkDuration('timeout', input('timeout'), DEFAULT_TIMEOUT_MS, TIMEOUT_HINT, refuse),
    logs: readBoolean('logs', DEFAULTS.logs),
    githubDeployment: readGitHubDeployment(githubToken),
    environmentUrl: core.getInput('environment-url').trim() || undefined,
    healthCheck: readHealthCheck(),
    rollback: readBoolean('rollback', DEFAULTS.rollback),
    ifBusy: checkChoice('if-busy', input('if-busy'), IF_BUSY_CHOICES, refuse),
    superseded: checkChoice('superseded', input('superseded'), SUPERSEDED_CHOICES, refuse),
    verify: readVerify(),
    comment: readComment(githubToken),
    app: undefined
  }
  const app = readApp(step, serviceIds, file, maskEnv)
  const unknown = unknownMaskEnv(maskEnv, app ? app.services.flatMap(service => service.config.variables) : variables)
  if (unknown.length > 0) actionLog.warning(unknownMaskEnvWarning('mask-env', unknown), 'Unknown name in mask-env')
  return { ...step, app }
}

function readHealthCheck(): Inputs['healthCheck'] {
  const timeoutMs = checkDuration(
    'health-check-timeout',
    input('health-check-timeout'),
    DEFAULT_HEALTH_CHECK_TIMEOUT_MS,
    HEALTH_CHECK_TIMEOUT_HINT,
    refuse
  )
  return checkHealthCheck(
    { url: 'health-check-url', expect: 'health-check-expect' },
    { url: input('health-check-url'), expect: input('health-check-expect') },
    timeoutMs,
    refuse
  )
}

/** The verification window after going live (docs/verify.md); the patterns one per line. */
function readVerify(): Inputs['verify'] {
  const lines = (name: string): string[] =>
    core
      .getMultilineInput(name)
      .map(line => line.trim())
      .filter(line => line !== '')
  return checkVerify(
    {
      verifyFor: 'verify-for',
      verifyInterval: 'verify-interval',
      failOnLog: 'fail-on-log',
      ignoreLog: 'ignore-log',
      noWait: 'wait: false'
    },
    {
      verifyFor: input('verify-for'),
      verifyInterval: input('verify-interval'),
      failOnLog: lines('fail-on-log'),
      ignoreLog: lines('ignore-log')
    },
    readBoolean('wait', DEFAULTS.wait),
    refuse,
    verifyPatterns
  )
}

function readBaseUrl(): string {
  const tool = { key: 'pass the key through the api-key input', tool: 'the action' }
  return checkBaseUrl('base-url', input('base-url'), tool, refuse, SAY, { tlsUnchecked: tlsChecksOff(process.env) })
}

/** Several services, or an app file: the app, its file's variables masked as the env input's are. */
function readApp(
  step: Inputs,
  serviceIds: string[],
  file: AppFile | undefined,
  maskEnv: MaskEnv
): AppConfig | undefined {
  const app = appConfigOf({
    step,
    serviceIds,
    file,
    logOrder: checkChoice('log-order', input('log-order'), ['grouped', 'stream'], refuse),
    // Its errors start where the app file names it, as on the command line: "app.yml line 9: `env-file` of service `web`".
    // Key and value only: an entry's line number is no field of the import's body.
    readEnvFile: (given, where) =>
      parseSource('app-file', readWorkspaceFile('app-file', given, undefined, where), maskEnv, where).entries.map(
        ({ key, value }) => ({ key, value })
      )
  })
  for (const service of app?.services ?? []) maskVariables(service.config.variables, maskEnv)
  return app
}

/** service-id's lines (one service, or several for an app), or the app file; not both. */
function readServices(): { serviceIds: string[]; file: AppFile | undefined } {
  const lines = input('service-id')
    .split(/\r?\n/)
    .map(line => line.trim())
    .filter(line => line !== '')
  const appFile = input('app-file').trim()
  if (appFile !== '') {
    if (lines.length > 0)
      throw new InputError(
        'service-id',
        'and app-file both name the services: give them in the app file, or in service-id alone'
      )
    const text = readWorkspaceFile('app-file', appFile, {
      maxBytes: MAX_APP_FILE_BYTES,
      file: 'an app file in YAML',
      syntax: 'YAML'
    })
    return { serviceIds: [], file: parseAppFile(text, appFile) }
  }
  if (lines.length === 0) return { serviceIds: [checkServiceId('service-id', '', refuse)], file: undefined }
  const ids = lines.map(line => checkServiceId('service-id', line, refuse))
  const twice = ids.find((id, index) => ids.indexOf(id) !== index)
  if (twice !== undefined) throw new InputError('service-id', `names ${twice} twice; name each service once`)
  return { serviceIds: ids, file: undefined }
}

function readComment(token: string): CommentInputs | undefined {
  if (!readBoolean('comment', false)) return undefined
  if (token === '')
    throw new InputError(
      'github-token',
      'is required when comment is true: keep the default ${{ github.token }} and grant the job `pull-requests: write`'
    )
  return { environment: core.getInput('github-environment').trim() || 'production', token }
}

function readGitHubDeployment(token: string): GitHubDeploymentInputs | undefined {
  const on = readBoolean('github-deployment', false)
  const environment = core.getInput('github-environment').trim() || 'production'
  if (/[\x00-\x1f\x7f]/.test(environment) || environment.length > 255) {
    throw new InputError(
      'github-environment',
      'must be an environment name on one line, at most 255 characters, e.g. production'
    )
  }
  const environmentUrl = checkUrl(
    'environment-url',
    input('environment-url'),
    'https://app.example.com, or empty',
    refuse
  )
  if (!on) return undefined
  if (token === '') {
    throw new InputError(
      'github-token',
      'is required when github-deployment is true: keep the default ${{ github.token }} and grant the job `deployments: write`'
    )
  }
  return { environment, environmentUrl, token }
}

function readBoolean(name: string, fallback: boolean): boolean {
  const raw = core.getInput(name).trim()
  if (raw === '') return fallback
  if (['true', 'True', 'TRUE'].includes(raw)) return true
  if (['false', 'False', 'FALSE'].includes(raw)) return false
  throw new InputError(name, `must be true or false, got "${raw.slice(0, 40)}"`)
}

/** Variables from `env-file` then `env`; secret values are registered as soon as parsed. */
function readVariables(maskEnv: MaskEnv): EnvVar[] {
  const fromFile = readEnvFile(maskEnv)
  const fromInput = parseSource('env', core.getInput('env'), maskEnv)
  const merged = new Map<string, string>()
  for (const { key, value } of fromFile?.entries ?? []) merged.set(key, value)
  const overridden: string[] = []
  for (const { key, value } of fromInput.entries) {
    if (merged.has(key)) overridden.push(key)
    merged.set(key, value)
  }
  if (overridden.length > 0) {
    actionLog.info(`Input 'env' overrides ${overridden.length} key(s) also set in 'env-file': ${overridden.join(', ')}`)
  }
  return [...merged].map(([key, value]) => ({ key, value }))
}

function readEnvFile(maskEnv: MaskEnv): DotenvResult | undefined {
  const given = core.getInput('env-file').trim()
  if (given === '') return undefined
  return parseSource('env-file', readWorkspaceFile('env-file', given), maskEnv)
}

/**
 * A text file that, with every symlink followed, lies inside the workspace or the runner's
 * temp directory (where an earlier step may have written a decrypted file): a file of the
 * repository cannot point the action at /proc/self/environ or a path outside the job.
 */
function readWorkspaceFile(input: string, given: string, expected?: Expected, at?: string): string {
  const refuseHere: Refuse = (name, problem) => new InputError(name, problem, at)
  const workspace = process.env.GITHUB_WORKSPACE || process.cwd()
  const roots = [workspace, process.env.RUNNER_TEMP].filter((root): root is string => !!root)
  const allowed = `inside GITHUB_WORKSPACE (${workspace})${process.env.RUNNER_TEMP ? ` or RUNNER_TEMP (${process.env.RUNNER_TEMP})` : ' or RUNNER_TEMP'}`
  const file = path.resolve(workspace, given)
  let real: string
  try {
    real = realpathSync(file)
  } catch {
    throw refuseHere(input, `names no readable file: ${file} (relative paths start at the workspace, ${workspace})`)
  }
  if (!roots.some(root => isInside(real, root))) {
    throw refuseHere(input, `must name a file ${allowed}, after following symlinks; ${file} resolves to ${real}`)
  }
  return expected ? readTextFile(input, real, expected, refuseHere) : readEnvFileText(input, real, refuseHere)
}

/** Dotenv text of `input` (at `at` in the file it names, for an app file's env-file); its secret values masked. */
function parseSource(input: string, text: string, maskEnv: MaskEnv, at?: string): DotenvResult {
  let result: DotenvResult
  try {
    result = parseDotenv(text)
  } catch (error) {
    if (error instanceof DotenvError) {
      throw new InputError(input, `${error.message} ${DOTENV_LINES}`, at)
    }
    throw error
  }
  maskVariables(result.entries, maskEnv)
  for (const { key, lines } of result.duplicates) {
    actionLog.warning(
      `${at === undefined ? '' : `${at}: `}${key} is set ${lines.length} times (lines ${lines.join(', ')}); the last one, on line ${lines.at(-1)}, is used`,
      `Duplicate variable in ${input}`
    )
  }
  return result
}

/** Registers a secret for the action's own redaction, and with the runner so that it masks it. */
function mask(value: string, options: SecretOptions): void {
  for (const piece of registerSecret(value, options)) core.setSecret(piece)
}

/** The variables' secret pieces (secret-rule.ts), registered and masked by the runner. */
function maskVariables(variables: readonly EnvVar[], maskEnv: MaskEnv): void {
  for (const piece of registerVariables(variables, maskEnv)) core.setSecret(piece)
}

function input(name: string): string {
  return core.getInput(name)
}

const refuse: Refuse = (name, problem) => new InputError(name, problem)

const SAY: Say = {
  warning: (message, title) => actionLog.warning(message, title),
  notice: (message, title) => actionLog.notice(message, title)
}

import type { EnvVar } from '../core/api-types.js'
import type { AppConfig, AppService, DeployConfig, LogOrder } from '../core/config.js'
import { AppFileError } from '../core/errors.js'
import type { AppFile, VerifyKey } from './app-file.js'
import { checkVerify } from './verify-settings.js'
import { verifyPatterns } from './verify-patterns.js'
import { DEFAULT_HEALTH_CHECK_TIMEOUT_MS, DEFAULT_VERIFY_INTERVAL_MS } from './defaults.js'

// An app from what the step was given, for both faces: several service ids (each its own name,
// in the order given), or an app file, whose values win over the step's (docs/app.md, Defaults
// and precedence). The step's settings are every service's defaults.

export interface AppSources {
  /** The step's settings: every service's defaults (its `serviceId` unused). */
  step: DeployConfig
  /** The service ids the step named (one or more); ignored with an app file. */
  serviceIds: readonly string[]
  file: AppFile | undefined
  logOrder: LogOrder
  /**
   * Reads a service's `env-file` as the face reads its own (the Action: inside the workspace);
   * `where` names it in the app file for the errors: "app.yml line 9: `env-file` of service `web`";
   * `appFile` is the app file's path as given (the command line reads inside its folder too).
   */
  readEnvFile: (file: string, where: string, appFile: string) => EnvVar[]
}

/** The app to deploy, or undefined for one service named without an app file: today's single deploy. */
export function appConfigOf(sources: AppSources): AppConfig | undefined {
  const { step, file } = sources
  if (file === undefined && sources.serviceIds.length <= 1) return undefined
  const services = file
    ? file.services.map(service => ({
        name: service.name,
        needs: service.needs,
        config: {
          ...step,
          serviceId: service.id,
          ref: firstRef(service.ref, file.defaults.ref, step.ref),
          timeoutMs: service.timeoutMs ?? file.defaults.timeoutMs ?? step.timeoutMs,
          rollback: file.defaults.rollback ?? step.rollback,
          variables: merged(
            step.variables,
            service.envFile === undefined
              ? []
              : sources.readEnvFile(
                  service.envFile,
                  `${file.path} line ${service.envFileLine ?? service.line}: \`env-file\` of service \`${service.name}\``,
                  file.path
                ),
            service.variables
          ),
          healthCheck: healthCheckOf(step, service),
          verify: verifyOf(step, file, service),
          // One URL for every service would be wrong for all but one of them.
          environmentUrl: file.services.length === 1 ? step.environmentUrl : undefined
        }
      }))
    : sources.serviceIds.map(id => ({
        name: id,
        needs: [],
        config: { ...step, serviceId: id, environmentUrl: undefined }
      }))
  if (file) refuseIdleWindowSetting(file, services)
  return {
    baseUrl: step.baseUrl,
    apiKey: step.apiKey,
    services,
    failFast: file?.defaults.failFast ?? true,
    maxParallel: file?.defaults.maxParallel ?? services.length,
    rollback: file?.defaults.rollback ?? step.rollback,
    logOrder: sources.logOrder,
    timeoutMs: step.timeoutMs
  }
}

/** A window setting at the top of the file (`fail-on-log`) when no service has a window: it would apply to nothing. */
function refuseIdleWindowSetting(file: AppFile, services: AppService[]): void {
  const setting = file.defaults.windowSetting
  if (setting === undefined || services.some(service => service.config.verify !== undefined)) return
  throw new AppFileError(
    file.path,
    setting.line,
    `\`${setting.key}\` needs \`verify-for\` (at the top of the file, on a service, or the run's): it is a setting of the verification window after going live, which no service has`
  )
}

/** A service's health check: its own URL or expected text over the step's. */
function healthCheckOf(step: DeployConfig, service: AppFile['services'][number]): DeployConfig['healthCheck'] {
  const url = service.healthCheckUrl ?? step.healthCheck?.url
  if (url === undefined) return undefined
  return {
    url,
    expect: service.healthCheckExpect ?? step.healthCheck?.expect ?? '',
    timeoutMs: step.healthCheck?.timeoutMs ?? DEFAULT_HEALTH_CHECK_TIMEOUT_MS
  }
}

/**
 * The first ref given, the service's, the file's, then the step's: a ref, or undefined to send
 * none (null: the file's quoted empty `ref: ''`); a ref not given (undefined) leaves it to the next.
 */
function firstRef(...refs: (string | null | undefined)[]): string | undefined {
  const given = refs.find(ref => ref !== undefined)
  return given ?? undefined
}

/**
 * A service's verification window: each key its own, else the file's top level, else the step's
 * (a step's interval counts only when it is not the default); checked as a whole as the step's is,
 * each refusal at the line of the key it names, and naming where an inherited value comes from.
 */
function verifyOf(step: DeployConfig, file: AppFile, service: AppFile['services'][number]): DeployConfig['verify'] {
  const own = service.verify ?? {}
  const top = file.defaults.verify ?? {}
  const given = step.verify
  const stepInterval =
    given && given.intervalMs !== Math.min(DEFAULT_VERIFY_INTERVAL_MS, given.forMs) ? given.intervalMs : undefined
  const forMs = own.forMs ?? top.forMs ?? given?.forMs ?? 0
  // Without a window, only the service's own keys can be a mistake: what it inherits has nothing to apply to.
  const inherit = forMs > 0
  const values = {
    'verify-for': [own.forMs, top.forMs, given?.forMs],
    'verify-interval': [own.intervalMs, inherit ? top.intervalMs : undefined, inherit ? stepInterval : undefined],
    'fail-on-log': [own.failOnLog, inherit ? top.failOnLog : undefined, inherit ? given?.failOnLog : undefined],
    'ignore-log': [own.ignoreLog, inherit ? top.ignoreLog : undefined, inherit ? given?.ignoreLog : undefined]
  } satisfies Record<VerifyKey, unknown[]>
  // Where each key's value comes from: 0 the service, 1 the top of the file, 2 the run's settings.
  const source = (key: VerifyKey): number => values[key].findIndex(value => value !== undefined)
  const subject = (key: VerifyKey): string =>
    [
      `\`${key}\` of service \`${service.name}\``,
      `service \`${service.name}\`'s \`${key}\` from the top of the file`,
      `service \`${service.name}\`'s \`${key}\` from the run's settings`
    ][Math.max(0, source(key))] ?? key
  const lineOf = (key: VerifyKey): number => [own.lines?.[key], top.lines?.[key]][source(key)] ?? service.line
  const names = {
    verifyFor: subject('verify-for'),
    verifyInterval: subject('verify-interval'),
    failOnLog: subject('fail-on-log'),
    ignoreLog: subject('ignore-log'),
    noWait: '--no-wait (`wait: false`)'
  }
  const keyOf = new Map<string, VerifyKey>([
    [names.verifyFor, 'verify-for'],
    [names.verifyInterval, 'verify-interval'],
    [names.failOnLog, 'fail-on-log'],
    [names.ignoreLog, 'ignore-log']
  ])
  return checkVerify(
    names,
    {
      verifyFor: forMs,
      verifyInterval: values['verify-interval'].find(value => value !== undefined) ?? '',
      failOnLog: values['fail-on-log'].find(value => value !== undefined) ?? [],
      ignoreLog: values['ignore-log'].find(value => value !== undefined) ?? []
    },
    step.wait,
    (name, problem) => {
      const key = keyOf.get(name)
      return new AppFileError(file.path, key === undefined ? service.line : lineOf(key), `${name} ${problem}`)
    },
    verifyPatterns
  )
}

/** Variables by key, a later list's value winning: the step's, the service's env-file, its env. */
function merged(...lists: EnvVar[][]): EnvVar[] {
  const byKey = new Map<string, EnvVar>()
  for (const list of lists) for (const variable of list) byKey.set(variable.key, variable)
  return [...byKey.values()]
}

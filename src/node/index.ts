import { UsageError } from '../core/errors.js'
import type { DeployResult } from '../core/result.js'
import { exitCodeOf } from '../result/exit-codes.js'
import { resultJson, whoamiJson } from '../result/result-json.js'
import { registerSecret, withRunSecrets } from '../text/secrets.js'
import { registerVariables } from '../text/secret-rule.js'
import { API_WORDS, EventHost } from './host.js'
import { deploySettings, maskEnvSettings, watchSettings, whoamiSettings } from './options.js'
import type { DeployOptions, RunResult, WatchOptions, WhoamiOptions, WhoamiResult } from './types.js'

// The engine as a Node API: `import { deploy, watch, whoami } from 'hosting-deploy-action'`.
// The third face beside the Action and the CLI, and the thinnest: options are checked as the
// CLI's flags are (a bad one rejects with UsageError), events go to onEvent, and every
// outcome of a run resolves to the object `--output json` prints, with its exit code. It never
// prints, never exits, and reads no environment variable. Each call is a run with secrets of its
// own (withRunSecrets), around everything it does, its events and its result included: one run's
// values never redact another's text, and are dropped when it resolves.

export { UsageError }
export type {
  DeployOptions,
  WatchOptions,
  WhoamiOptions,
  Duration,
  ApiOptions,
  RunResult,
  WhoamiResult
} from './types.js'
export type {
  RunEvent,
  LogEvent,
  StateEvent,
  PhaseEvent,
  OutputEvent,
  AnnotationEvent,
  VerifyRunEvent
} from '../result/events.js'
export type { FailureKind, Result, Health, KeyInfo } from '../core/result.js'
export type { ServiceEntry } from '../core/outputs.js'

/** Deploys one service, or several (`serviceId` as an array, or `appFile`), and follows it to its end. */
export async function deploy(options: DeployOptions): Promise<RunResult> {
  return withRunSecrets(async () => {
    const settings = deploySettings(options)
    const maskEnv = maskEnvSettings(options, settings)
    registerSecret(settings.apiKey, { critical: true })
    const services = settings.app ? settings.app.services.map(service => service.config) : [settings.step]
    registerVariables(
      services.flatMap(service => service.variables),
      maskEnv
    )
    const host = hostFor(options, settings.notes)
    const engineOptions = { signal: options.signal, words: API_WORDS }
    if (settings.app) {
      const { deployApp } = await import(/* webpackChunkName: "app" */ '../app/deploy-app.js')
      return finished(await deployApp(settings.app, host, engineOptions))
    }
    const engine = await import(/* webpackChunkName: "engine" */ '../engine/deploy.js')
    return finished(await engine.deploy(settings.step, host, engineOptions))
  })
}

/** Follows a deployment already queued to its end; deploys nothing. */
export async function watch(options: WatchOptions): Promise<RunResult> {
  return withRunSecrets(async () => {
    const settings = watchSettings(options)
    registerSecret(settings.apiKey, { critical: true })
    const host = hostFor(options, settings.notes)
    const engine = await import(/* webpackChunkName: "engine" */ '../engine/deploy.js')
    return finished(await engine.watch(settings.config, host, { signal: options.signal, words: API_WORDS }))
  })
}

/** Who the key is and what it may do for a deploy (`key` and `can` in the result); changes nothing. */
export async function whoami(options: WhoamiOptions): Promise<WhoamiResult> {
  return withRunSecrets(async () => {
    const settings = whoamiSettings(options)
    registerSecret(settings.apiKey, { critical: true })
    const host = hostFor(options, settings.notes)
    const engine = await import(/* webpackChunkName: "engine" */ '../engine/deploy.js')
    const config = { baseUrl: settings.baseUrl, apiKey: settings.apiKey, timeoutMs: 60_000 }
    const result = await engine.whoami(config, host, { signal: options.signal, words: API_WORDS })
    return { ...whoamiJson(result), exitCode: exitCodeOf(result) }
  })
}

/** The caller's host, told first what the checks of the settings said. */
function hostFor(
  options: { onEvent?: DeployOptions['onEvent'] },
  notes: readonly { level: 'notice' | 'warning'; message: string; title: string }[]
): EventHost {
  const host = new EventHost(options.onEvent)
  for (const note of notes) host[note.level](note.message, note.title)
  return host
}

function finished(result: DeployResult): RunResult {
  return { ...resultJson(result), exitCode: exitCodeOf(result) }
}

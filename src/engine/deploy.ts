import type { DeployConfig } from '../core/config.js'
import { UsageError } from '../core/errors.js'
import type { Host } from '../core/host.js'
import type { DeployResult, KeyInfo } from '../core/result.js'
import { setting } from '../core/vocabulary.js'
import { importTheVariables } from '../steps/env-import.js'
import { checkTheHealth, findHealthTarget } from '../steps/health.js'
import { checkKey, checkTheKey, describeKey, readIdentity, type KeyCheck } from '../steps/key-check.js'
import { queueTheDeployment, refuseSecretRef } from '../steps/queuing.js'
import { warnDoubtfulPatterns } from '../steps/log-patterns.js'
import { PhaseFailed, startRun, type DeployOptions } from '../steps/run.js'
import { findServiceUrl, reportGivenUrl } from '../steps/service-url.js'
import { readTheBaseline, verifyTheDeployment } from '../steps/verify.js'
import { followToTheEnd, rollBackIfFailed } from './follow.js'
import { settle, type DeployRun, type Found } from './settle.js'

// The deploy, whichever face runs it: key check, variables, baseline, deploy, watch, health,
// verification window, rollback.
// It reaches its surroundings only through the host and returns every output in its result.
// Each phase guards itself and says what it found; the story only names them in order.

export type { DeployOptions }

export async function deploy(config: DeployConfig, host: Host, options: DeployOptions = {}): Promise<DeployResult> {
  const run = startRun<Found>(config, host, options, {})
  reportGivenUrl(run, config)
  return settle(run, config, 'Running the deploy', async () => {
    refuseSecretRef(config)
    warnDoubtfulPatterns(run, config)
    const key = await checkTheKey(run, config)
    const url = await findServiceUrl(run, config, key)
    const healthTarget = findHealthTarget(config, url)
    await importTheVariables(run, config)
    await readTheBaseline(run, config, key)
    const { deploymentId } = await queueTheDeployment(run, config, url)
    await followToTheEnd(run, config, deploymentId, key)
    await checkTheHealth(run, config, deploymentId, healthTarget)
    await verifyTheDeployment(run, config, deploymentId, healthTarget, key, options.verifyStop)
    await rollBackIfFailed(run, config, deploymentId, key)
  })
}

/** Following a deployment queued before (by another job, say): the same watch, no deploy. */
export interface WatchConfig extends Pick<DeployConfig, 'baseUrl' | 'apiKey' | 'timeoutMs' | 'logs'> {
  deploymentId: string
  /** The deployment's service; undefined: the service key's own service. */
  serviceId: string | undefined
}

/** Follows an existing deployment to its end: key check, watch, runtime log; never deploys. */
export async function watch(config: WatchConfig, host: Host, options: DeployOptions = {}): Promise<DeployResult> {
  const { deploymentId } = config
  const run = startRun<Found>(config, host, options, { queued: { deploymentId, ref: '' } })
  const watched = { serviceId: config.serviceId ?? '' }
  const result = await settle(run, watched, 'Following the deployment', async () => {
    const key = await checkWatchKey(run, config, watched)
    const inputs = {
      serviceId: watched.serviceId,
      superseded: 'fail',
      wait: true,
      logs: config.logs,
      queuedBefore: true
    } as const
    await followToTheEnd(run, inputs, deploymentId, key)
  })
  // The service's record names what is deployed; no record read: the ref is not known.
  const ref = run.found.watched?.ref
  // A watch refused (the key, a typo, the command line) saw nothing of the deployment: it has no result.
  const refused = result.failureKind === 'auth' || result.failureKind === 'usage' || result.failureKind === 'not-found'
  return { ...result, result: refused ? undefined : result.result, ref: ref === '' ? undefined : ref }
}

/** The key check of watch(): it names the service to follow in, unless the config does. */
async function checkWatchKey(run: DeployRun, config: WatchConfig, service: { serviceId: string }): Promise<KeyCheck> {
  const key = await run.phase('Checking the API key', async () => {
    const inputs = { serviceId: config.serviceId, variables: [], logs: config.logs, wait: true }
    return checkKey(run.client, inputs, run.host)
  })
  run.found.key = key
  service.serviceId = config.serviceId ?? key.serviceId ?? ''
  // The key is fine; the command line lacks what only a service key can stand in for. Whether
  // the key is one is known only from the key check: it is the one request sent without the
  // service, and nothing more is sent once it says the service is needed.
  if (service.serviceId === '')
    throw new PhaseFailed(
      'Naming the service',
      new UsageError(
        setting('serviceId'),
        serviceNeeded(key.kind),
        `give ${setting('serviceId')}, the id of the deployment's service.`
      )
    )
  return key
}

/** Why following a deployment needs its service named with a `kind` key, and what was sent. */
function serviceNeeded(kind: string): string {
  const key = `${/^[aeiou]/i.test(kind) ? 'an' : 'a'} ${kind} key`
  return `is needed to follow a deployment with ${key}: the API finds a deployment only in its service's list, and only a service key names its service. Nothing was sent but the key check that found this out.`
}

/** The key check alone: who the key is and what it may do; nothing else is read or changed. */
export async function whoami(
  config: Pick<DeployConfig, 'baseUrl' | 'apiKey' | 'timeoutMs'>,
  faceHost: Host,
  options: DeployOptions = {}
): Promise<DeployResult> {
  const run = startRun<Found>(config, faceHost, options, {})
  let key: KeyInfo | undefined
  const result = await settle(run, { serviceId: '' }, 'Checking the API key', async () => {
    // Any key the service accepts is an answer, whatever it may do: nothing is refused here.
    key = await run.phase('Checking the API key', async () => describeKey(await readIdentity(run.client)))
  })
  return { ...result, whoami: true, ...(key === undefined ? {} : { key }) }
}

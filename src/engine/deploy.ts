import { HostingClient } from '../api/hosting-api.js'
import { RateLimits } from '../api/rate-limit.js'
import type { DeployResponse } from '../core/api-types.js'
import { Deadline } from '../core/deadline.js'
import type { Failure } from '../core/result.js'
import { explainFailure, withNote } from './failure.js'
import { formatDuration } from '../core/duration.js'
import { queueUnlessBusy } from '../steps/busy.js'
import { importVariables, type ImportResult } from '../steps/env-import.js'
import { checkDeployedHealth, healthTarget, type HealthCheck } from '../steps/health.js'
import { checkKey, type KeyCheck } from '../steps/key-check.js'
import { rollBack, type Rollback } from '../steps/rollback.js'
import { readRuntimeLog, type RuntimeLog } from '../steps/runtime-log.js'
import { serviceUrl } from '../steps/service-url.js'
import { supersededBy } from '../steps/superseded.js'
import { InputError } from '../core/errors.js'
import { messageExcerpt } from '../text/remote-text.js'
import { USER_AGENT } from '../core/version.js'
import { LogSink } from '../watch/log-sink.js'
import { watchDeployment, type WatchResult } from '../watch/state-watcher.js'
import type { DeployConfig, HealthCheckConfig } from '../core/config.js'
import type { Host } from '../core/host.js'
import type { DeployResult } from '../core/result.js'

// The deploy, whichever face runs it: key check, variables, deploy, watch, health, rollback.
// It reaches its surroundings only through the host and returns every output in its result.

export interface DeployOptions {
  /** When the run started: the timeout counts from it. */
  startedAt?: number
  /** Aborting it cancels the run (the job was stopped); the deployment goes on at the service. */
  signal?: AbortSignal
}

export async function deploy(config: DeployConfig, host: Host, options: DeployOptions = {}): Promise<DeployResult> {
  const run = startRun(config, host, options)
  const { client, deadline, sink, phase } = run
  const facts: Facts = { url: config.environmentUrl }
  // environment-url is the url output from the start: set even if the key check fails.
  if (facts.url !== undefined) await host.event({ type: 'output', name: 'url', value: facts.url })
  try {
    const key = await phase('Checking the API key', () => checkKey(client, config, host))
    facts.key = key
    facts.url = await serviceUrl(client, config, key, host)
    if (facts.url !== undefined) await host.event({ type: 'output', name: 'url', value: facts.url })
    // Without waiting there is no health check, so no URL to find for it.
    const healthUrl = config.wait && config.healthCheck ? findHealthTarget(config.healthCheck, facts.url) : undefined
    if (config.variables.length > 0) {
      facts.imported = await phase(
        'Importing variables',
        () => importVariables(client, config.serviceId, config.variables, host),
        `Importing ${config.variables.length} variable(s)`
      )
    }
    const queued = await phase('Queuing the deployment', async () => {
      await host.event({ type: 'queuing', url: facts.url })
      return queue(run, config)
    })
    facts.queued = queued
    await host.event({ type: 'output', name: 'deploymentId', value: queued.deploymentId })
    await host.event({ type: 'queued', deploymentId: queued.deploymentId, ref: queued.ref })
    if (!config.wait) {
      host.info(
        `Not waiting (wait: false): deployment ${queued.deploymentId} is queued; its outcome is not checked by this step.`
      )
      return await finish(run, config, facts)
    }
    const { deploymentId } = queued
    // The log is read when asked for and the key may read it; the rollback's too.
    const followLogs = config.logs && key.canReadLogs
    const { serviceId } = config
    const watched = await phase(
      'Following the deployment',
      () => watchDeployment({ client, serviceId, deploymentId, deadline, sink, followLogs, log: host }),
      `Deployment ${deploymentId}`
    )
    facts.watched = watched
    facts.failure = await concluded(run, config, watched, deploymentId)
    const { healthCheck } = config
    if (!facts.failure && watched.outcome === 'success' && healthCheck && healthUrl) {
      const health = await phase('Checking health', () =>
        checkDeployedHealth(healthCheck, healthUrl, deadline, deploymentId, host)
      )
      facts.health = health
      facts.failure = health.failure
    }
    if (config.rollback && (watched.outcome === 'failure' || facts.health?.failure)) {
      const rollback = await phase('Rolling back', () => rollBackFrom(run, config, deploymentId, followLogs))
      facts.rollback = rollback
      facts.failure = facts.failure && withNote(facts.failure, rollback.note)
    }
  } catch (error) {
    facts.failure = failureOf(run, error, 'Running the deploy', facts.queued?.deploymentId)
  }
  return finish(run, config, facts)
}

/** Following a deployment queued before (by another job, say): the same watch, no deploy. */
export interface WatchConfig extends Pick<DeployConfig, 'baseUrl' | 'apiKey' | 'timeoutMs' | 'logs'> {
  deploymentId: string
  /** The deployment's service; undefined: the service key's own service. */
  serviceId: string | undefined
}

/** Follows an existing deployment to its end: key check, watch, runtime log; never deploys. */
export async function watch(config: WatchConfig, host: Host, options: DeployOptions = {}): Promise<DeployResult> {
  const run = startRun(config, host, options)
  const { client, deadline, sink, phase } = run
  const { deploymentId } = config
  const facts: Facts = { url: undefined, queued: { deploymentId, ref: '' } }
  let serviceId = config.serviceId ?? ''
  try {
    const key = await phase('Checking the API key', async () => {
      const checked = await checkKey(
        client,
        { serviceId: config.serviceId, variables: [], logs: config.logs, wait: true },
        host
      )
      serviceId = config.serviceId ?? checked.serviceId ?? ''
      if (serviceId === '') throw new InputError('service-id', SERVICE_NEEDED)
      return checked
    })
    facts.key = key
    const followLogs = config.logs && key.canReadLogs
    const watched = await phase(
      'Following the deployment',
      () => watchDeployment({ client, serviceId, deploymentId, deadline, sink, followLogs, log: host }),
      `Deployment ${deploymentId}`
    )
    facts.watched = watched
    facts.failure = await concluded(run, { serviceId, superseded: 'fail' }, watched, deploymentId)
  } catch (error) {
    facts.failure = failureOf(run, error, 'Following the deployment', deploymentId)
  }
  return finish(run, { serviceId }, facts)
}

/** Why following a deployment needs its service named, unless the key is a service key. */
const SERVICE_NEEDED =
  "is needed to follow a deployment with this key: the API finds a deployment only in its service's list, and only a service key names its service"

/** The key check alone: who the key is and what it may do; nothing else is read or changed. */
export async function whoami(
  config: Pick<DeployConfig, 'baseUrl' | 'apiKey' | 'timeoutMs'>,
  host: Host,
  options: DeployOptions = {}
): Promise<DeployResult> {
  const run = startRun(config, host, options)
  const facts: Facts = { url: undefined }
  try {
    // A service key is checked against its own service; any other key for what a deploy needs.
    await run.phase('Checking the API key', () =>
      checkKey(run.client, { serviceId: undefined, variables: [], logs: true, wait: false }, host)
    )
  } catch (error) {
    facts.failure = failureOf(run, error, 'Checking the API key', undefined)
  }
  return finish(run, { serviceId: '' }, facts)
}

/** The failure of an error a phase (or the run around them) threw; `deploymentId` once queued. */
function failureOf(run: Run, error: unknown, outside: string, deploymentId: string | undefined): Failure {
  const failed = error instanceof PhaseFailed ? error : { phase: outside, error }
  return explainFailure({
    error: failed.error,
    phase: failed.phase,
    deploymentId,
    timeoutMs: run.deadline.timeoutMs,
    aborted: run.deadline.reason,
    rateLimited: run.client.rateLimits.describe()
  })
}

/** What the phases found, filled in as they go. */
interface Facts {
  url: string | undefined
  key?: KeyCheck
  imported?: ImportResult
  queued?: DeployResponse
  watched?: WatchResult
  health?: HealthCheck
  rollback?: Rollback
  failure?: Failure
}

/** The service's runtime log when it went wrong, then the result; the client closes. */
async function finish(run: Run, config: Pick<DeployConfig, 'serviceId'>, facts: Facts): Promise<DeployResult> {
  try {
    run.sink.finish()
    const runtimeLog = await lastRuntimeLines(run, config, facts.failure, facts.key)
    return resultOf(facts, run, runtimeLog)
  } finally {
    run.stop()
    await run.client.close()
  }
}

function resultOf(facts: Facts, run: Run, runtimeLog: RuntimeLog | undefined): DeployResult {
  const { imported, queued, watched, failure, health, rollback } = facts
  return {
    result: failure?.result ?? watched?.outcome ?? (queued ? 'queued' : undefined),
    status: watched?.status,
    deploymentId: queued?.deploymentId,
    ref: queued?.ref,
    url: facts.url,
    health: health?.health ?? 'skipped',
    envImported: imported?.imported,
    envSkipped: (imported?.skipped ?? []).map(skip => skip.key),
    rollbackDeploymentId: rollback?.queued?.deploymentId,
    rollbackRef: rollback?.queued?.ref,
    durationMs: run.deadline.elapsedMs,
    error: failure && {
      title: failure.title,
      message: failure.message,
      ...(failure.next === undefined ? {} : { next: failure.next }),
      annotation: failure.annotation
    },
    failureKind: failure?.kind,
    commitSha: watched?.commitSha,
    skipped: imported?.skipped ?? [],
    tail: run.sink.tail(),
    healthProblem: health?.problem,
    rollbackNote: rollback?.note,
    runtimeLog
  }
}

/** The URL to check, before anything is queued; its failure is a phase's of its own. */
function findHealthTarget(settings: HealthCheckConfig, url: string | undefined): URL {
  try {
    return healthTarget(settings, url)
  } catch (error) {
    throw new PhaseFailed('Finding the URL to check', error)
  }
}

/**
 * The redeploy of the last good ref; its outputs as soon as it is queued. An error of its own
 * becomes its note: the run's failure stays the deployment's.
 */
async function rollBackFrom(run: Run, config: DeployConfig, failedId: string, followLogs: boolean): Promise<Rollback> {
  const { host } = run
  const sink = new LogSink(host)
  return rollBack({
    client: run.client,
    serviceId: config.serviceId,
    failedId,
    deadline: run.deadline,
    sink,
    followLogs,
    log: host,
    onQueued: async queued => {
      await host.event({ type: 'output', name: 'rollbackDeploymentId', value: queued.deploymentId })
      await host.event({ type: 'output', name: 'rollbackRef', value: queued.ref })
    }
  })
    .catch((error: unknown) => {
      if (run.deadline.reason) throw error
      const why = explainFailure({ error, phase: 'Rolling back', timeoutMs: config.timeoutMs }).message
      return { note: `The rollback failed: ${why}` }
    })
    .finally(() => sink.finish())
}

/** The service's last runtime log lines when the deployment failed, was cancelled or is unhealthy. */
async function lastRuntimeLines(
  run: Run,
  config: Pick<DeployConfig, 'serviceId'>,
  failure: Failure | undefined,
  key: KeyCheck | undefined
): Promise<RuntimeLog | undefined> {
  if (!failure || !['failure', 'cancelled', 'unhealthy'].includes(failure.result ?? '')) return undefined
  if (run.deadline.reason) return { missing: 'the run ran out of time or was cancelled before they could be read.' }
  return readRuntimeLog(run.client, config.serviceId, key?.canReadLogs)
}

/** The run's clock, cancelled by the face's signal, and what every phase shares. */
interface Run {
  host: Host
  client: HostingClient
  deadline: Deadline
  sink: LogSink
  /** Runs one phase of the run, in a collapsed group of the log. */
  phase: <T>(name: string, fn: () => Promise<T>, title?: string) => Promise<T>
  stop: () => void
}

function startRun(
  config: Pick<DeployConfig, 'baseUrl' | 'apiKey' | 'timeoutMs'>,
  host: Host,
  options: DeployOptions
): Run {
  const deadline = new Deadline(config.timeoutMs, options.startedAt ?? Date.now())
  const cancel = (): void => deadline.cancel('the job was cancelled')
  if (options.signal?.aborted) cancel()
  options.signal?.addEventListener('abort', cancel, { once: true })
  const client = new HostingClient({
    baseUrl: config.baseUrl,
    apiKey: config.apiKey,
    userAgent: USER_AGENT,
    signal: deadline.signal,
    rateLimits: new RateLimits(Date.now, deadline.expiresAt, host),
    log: host
  })
  const stop = (): void => {
    options.signal?.removeEventListener('abort', cancel)
    deadline.dispose()
  }
  const phase = async <T>(name: string, fn: () => Promise<T>, title = name): Promise<T> => {
    // A 429 is said once per phase (api/rate-limit.ts).
    client.rateLimits.enterPhase(name)
    try {
      await host.event({ type: 'phase', name })
      return await host.group(title, fn)
    } catch (error) {
      throw new PhaseFailed(name, error)
    }
  }
  return { host, client, deadline, sink: new LogSink(host), phase, stop }
}

/** An error of a phase, carrying the phase's name for the failure message. */
class PhaseFailed extends Error {
  constructor(
    readonly phase: string,
    readonly error: unknown
  ) {
    super(phase)
  }
}

async function queue(run: Run, config: DeployConfig): Promise<DeployResponse> {
  const queued = await queueUnlessBusy({
    client: run.client,
    serviceId: config.serviceId,
    ref: config.ref,
    deadline: run.deadline,
    ifBusy: config.ifBusy,
    log: run.host
  })
  run.host.info(
    `Queued deployment ${queued.deploymentId} of ${config.serviceId}${queued.ref ? ` at ${messageExcerpt(queued.ref, 100)}` : ''}`
  )
  return queued
}

/**
 * Success says so; any other outcome is the run's failure, with the status, id and last lines.
 * A deployment superseded by a newer one passes with a notice when `superseded` is `pass`.
 */
async function concluded(
  run: Run,
  config: Pick<DeployConfig, 'serviceId' | 'superseded'>,
  watched: WatchResult,
  deploymentId: string
): Promise<Failure | undefined> {
  const { deadline, sink, host } = run
  const { outcome, status } = watched
  const newer = outcome === 'cancelled' ? await supersededBy(run.client, config.serviceId, deploymentId) : undefined
  if (newer !== undefined && config.superseded === 'pass') {
    host.notice(
      `Deployment ${deploymentId} was superseded by the newer deployment ${newer} (status "${messageExcerpt(status ?? 'cancelled', 60)}"); passing, as superseded: pass asks.`,
      'Deployment superseded'
    )
    return undefined
  }
  if (outcome !== 'success') {
    const failure = explainFailure({
      watched: { outcome, status },
      deploymentId,
      elapsedMs: deadline.elapsedMs,
      timeoutMs: deadline.timeoutMs,
      tail: sink.tail(),
      rateLimited: run.client.rateLimits.describe()
    })
    // The failure of a superseded deployment names the newer one.
    return newer === undefined
      ? failure
      : withNote(
          failure,
          `A newer deployment, ${newer}, replaced it (superseded: fail; set superseded: pass to let this pass).`
        )
  }
  host.info(
    `Deployment ${deploymentId} is ${messageExcerpt(status ?? 'live', 60)} after ${formatDuration(deadline.elapsedMs)}.`
  )
  return undefined
}

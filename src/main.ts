import * as core from '@actions/core'
import { HostingClient } from './api/hosting-api.js'
import { RateLimits } from './api/rate-limit.js'
import type { DeployResponse } from './api/types.js'
import { Deadline } from './deadline.js'
import { explainFailure, READING_INPUTS, withNote, type Failure } from './failure.js'
import { formatDuration } from './inputs/duration.js'
import { getInputs, type HealthCheckInputs, type Inputs } from './inputs/inputs.js'
import { GitHubDeployment, type GitHubRecord } from './report/github-deployment.js'
import { setOutputs, writeOutput } from './report/outputs.js'
import { commentOnPullRequest } from './report/pr-comment.js'
import { readRuntimeLog, type RuntimeLog } from './report/runtime-log.js'
import { writeSummary, type Report } from './report/summary.js'
import { queueUnlessBusy } from './steps/busy.js'
import { importVariables, type ImportResult } from './steps/env-import.js'
import { checkDeployedHealth, healthTarget, type HealthCheck } from './steps/health.js'
import { checkKey, type KeyCheck } from './steps/key-check.js'
import { rollBack, type Rollback } from './steps/rollback.js'
import { serviceUrl } from './steps/service-url.js'
import { supersededBy } from './steps/superseded.js'
import { excerpt } from './text/remote-text.js'
import { USER_AGENT } from './version.js'
import { LogSink } from './watch/log-sink.js'
import { watchDeployment, type WatchResult } from './watch/state-watcher.js'

/** The action: inputs, key check, variables, deploy, watch, report. Never throws. */
export async function run(): Promise<void> {
  try {
    await deployAndReport()
  } catch (error) {
    // What escapes the run's own handling (the outputs file gone while reporting, say) still
    // fails the step with one annotation, never a stack trace.
    fail(explainFailure({ error, phase: 'Reporting the result', timeoutMs: 0 }))
  }
}

async function deployAndReport(): Promise<void> {
  const startedAt = Date.now()
  core.debug(`Running ${USER_AGENT}`)
  let inputs: Inputs
  try {
    inputs = getInputs()
  } catch (error) {
    fail(explainFailure({ error, phase: READING_INPUTS, timeoutMs: 0 }))
    return
  }
  const job = startJob(inputs, startedAt)
  const { client, deadline, sink, phase } = job
  let imported: ImportResult | undefined
  let github: GitHubRecord | undefined
  let queued: DeployResponse | undefined
  let watched: WatchResult | undefined
  let failure: Failure | undefined
  let key: KeyCheck | undefined
  // environment-url is the url output from the start: set even if the key check fails.
  let url = inputs.environmentUrl
  if (url !== undefined) writeOutput('url', url)
  let health: HealthCheck | undefined
  let rollback: Rollback | undefined
  try {
    key = await phase('Checking the API key', () => checkKey(client, inputs))
    url = await serviceUrl(client, inputs, key)
    if (url !== undefined) writeOutput('url', url)
    // Without waiting there is no health check, so no URL to find for it.
    const healthUrl = inputs.wait && inputs.healthCheck ? findHealthTarget(inputs.healthCheck, url) : undefined
    if (inputs.variables.length > 0) {
      imported = await phase(
        'Importing variables',
        () => importVariables(client, inputs.serviceId, inputs.variables),
        `Importing ${inputs.variables.length} variable(s)`
      )
    }
    queued = await phase('Queuing the deployment', async () => {
      github = await startGitHubDeployment(withEnvironmentUrl(inputs, url))
      return queue(client, inputs, deadline)
    })
    writeOutput('deployment-id', queued.deploymentId)
    await github?.deployment?.inProgress(queued.deploymentId)
    if (!inputs.wait) {
      core.info(
        `Not waiting (wait: false): deployment ${queued.deploymentId} is queued; its outcome is not checked by this step.`
      )
      return
    }
    const { deploymentId } = queued
    // The log is read when asked for and the key may read it; the rollback's too.
    const followLogs = inputs.logs && key.canReadLogs
    const { serviceId } = inputs
    watched = await phase(
      'Following the deployment',
      () => watchDeployment({ client, serviceId, deploymentId, deadline, sink, followLogs }),
      `Deployment ${deploymentId}`
    )
    failure = await concluded(job, inputs, watched, deploymentId)
    const { healthCheck } = inputs
    if (!failure && watched.outcome === 'success' && healthCheck && healthUrl) {
      health = await phase('Checking health', () => checkDeployedHealth(healthCheck, healthUrl, deadline, deploymentId))
      failure = health.failure
    }
    if (inputs.rollback && (watched.outcome === 'failure' || health?.failure)) {
      rollback = await phase('Rolling back', () => rollBackFrom(job, inputs, deploymentId, followLogs))
      failure = failure && withNote(failure, rollback.note)
    }
  } catch (error) {
    const failed = error instanceof PhaseFailed ? error : { phase: 'Running the action', error }
    failure = explainFailure({
      error: failed.error,
      phase: failed.phase,
      deploymentId: queued?.deploymentId,
      timeoutMs: inputs.timeoutMs,
      aborted: deadline.reason,
      rateLimited: client.rateLimits.describe()
    })
  } finally {
    if (failure) fail(failure)
    const runtimeLog = await lastRuntimeLines(job, inputs, failure, key)
    job.stop()
    await report(job, {
      inputs,
      imported,
      github,
      queued,
      watched,
      failure,
      tail: sink.tail(),
      durationMs: deadline.elapsedMs,
      url,
      health,
      rollback,
      runtimeLog
    })
  }
}

/** The URL to check, before anything is queued; its failure is a phase's of its own. */
function findHealthTarget(settings: HealthCheckInputs, url: string | undefined): URL {
  try {
    return healthTarget(settings, url)
  } catch (error) {
    throw new PhaseFailed('Finding the URL to check', error)
  }
}

/** The GitHub deployment's environment_url: environment-url, else the `url` output. */
function withEnvironmentUrl(inputs: Inputs, url: string | undefined): Inputs {
  const settings = inputs.githubDeployment
  if (!settings || settings.environmentUrl !== undefined || url === undefined) return inputs
  return { ...inputs, githubDeployment: { ...settings, environmentUrl: url } }
}

/**
 * The redeploy of the last good ref; its outputs as soon as it is queued. An error of its own
 * becomes its note: the step's failure stays the deployment's.
 */
async function rollBackFrom(job: Job, inputs: Inputs, failedId: string, followLogs: boolean): Promise<Rollback> {
  return rollBack({
    client: job.client,
    serviceId: inputs.serviceId,
    failedId,
    deadline: job.deadline,
    sink: new LogSink(),
    followLogs,
    onQueued: queued => {
      writeOutput('rollback-deployment-id', queued.deploymentId)
      writeOutput('rollback-ref', queued.ref)
    }
  }).catch((error: unknown) => {
    if (job.deadline.reason) throw error
    const why = explainFailure({ error, phase: 'Rolling back', timeoutMs: inputs.timeoutMs }).message
    return { note: `The rollback failed: ${why}` }
  })
}

/** The service's last runtime log lines when the deployment failed, was cancelled or is unhealthy. */
async function lastRuntimeLines(
  job: Job,
  inputs: Inputs,
  failure: Failure | undefined,
  key: KeyCheck | undefined
): Promise<RuntimeLog | undefined> {
  if (!failure || !['failure', 'cancelled', 'unhealthy'].includes(failure.result ?? '')) return undefined
  if (job.deadline.reason) return { missing: 'the step ran out of time or was cancelled before they could be read.' }
  return readRuntimeLog(job.client, inputs.serviceId, key?.canReadLogs)
}

/** Outputs, the job summary, then the GitHub deployment's final state; the client closes. */
async function report(job: Job, facts: RunResults): Promise<void> {
  const report = reportOf(facts)
  setOutputs(report)
  await writeSummary(report).catch((error: unknown) =>
    core.warning(
      `The job summary could not be written: ${explainFailure({ error, phase: 'Writing the summary', timeoutMs: 0 }).message}`
    )
  )
  if (facts.inputs.comment) await commentOnPullRequest(report, facts.inputs.comment)
  // After the outputs and the summary: a slow GitHub API must not cost them when the
  // runner is about to kill a cancelled job.
  await facts.github?.deployment?.conclude(report)
  await job.client.close()
}

/** The step's clock, cancelled by the runner's signals, and what every phase shares. */
interface Job {
  client: HostingClient
  deadline: Deadline
  sink: LogSink
  /** Runs one phase of the run, in a collapsed group of the job log. */
  phase: <T>(name: string, fn: () => Promise<T>, title?: string) => Promise<T>
  stop: () => void
}

function startJob(inputs: Inputs, startedAt: number): Job {
  const deadline = new Deadline(inputs.timeoutMs, startedAt)
  const stopOnSignal = (): void => deadline.cancel('the job was cancelled')
  process.once('SIGINT', stopOnSignal)
  process.once('SIGTERM', stopOnSignal)
  const client = new HostingClient({
    baseUrl: inputs.baseUrl,
    apiKey: inputs.apiKey,
    userAgent: USER_AGENT,
    signal: deadline.signal,
    rateLimits: new RateLimits(Date.now, deadline.expiresAt)
  })
  const stop = (): void => {
    process.removeListener('SIGINT', stopOnSignal)
    process.removeListener('SIGTERM', stopOnSignal)
    deadline.dispose()
  }
  const phase = <T>(name: string, fn: () => Promise<T>, title?: string): Promise<T> => {
    // A 429 is said once per phase (api/rate-limit.ts).
    client.rateLimits.enterPhase(name)
    return inGroup(name, fn, title)
  }
  return { client, deadline, sink: new LogSink(), phase, stop }
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

/** One phase of the run, in a collapsed group of the job log (titled `title`, else `name`). */
async function inGroup<T>(name: string, fn: () => Promise<T>, title = name): Promise<T> {
  try {
    return await core.group(title, fn)
  } catch (error) {
    throw new PhaseFailed(name, error)
  }
}

async function startGitHubDeployment(inputs: Inputs): Promise<GitHubRecord | undefined> {
  const github = await GitHubDeployment.start(inputs)
  if (github?.deployment) writeOutput('github-deployment-id', String(github.deployment.id))
  return github
}

async function queue(client: HostingClient, inputs: Inputs, deadline: Deadline): Promise<DeployResponse> {
  const queued = await queueUnlessBusy({
    client,
    serviceId: inputs.serviceId,
    ref: inputs.ref,
    deadline,
    ifBusy: inputs.ifBusy
  })
  core.info(
    `Queued deployment ${queued.deploymentId} of ${inputs.serviceId}${queued.ref ? ` at ${excerpt(queued.ref, 100)}` : ''}`
  )
  return queued
}

/**
 * Success says so; any other outcome is the step's failure, with the status, id and last lines.
 * A deployment superseded by a newer one passes with a notice when `superseded: pass`.
 */
async function concluded(
  job: Job,
  inputs: Inputs,
  watched: WatchResult,
  deploymentId: string
): Promise<Failure | undefined> {
  const { deadline, sink } = job
  const { outcome, status } = watched
  const newer = outcome === 'cancelled' ? await supersededBy(job.client, inputs.serviceId, deploymentId) : undefined
  if (newer !== undefined && inputs.superseded === 'pass') {
    core.notice(
      `Deployment ${deploymentId} was superseded by the newer deployment ${newer} (status "${excerpt(status ?? 'cancelled', 60)}"); passing, as superseded: pass asks.`,
      { title: 'Deployment superseded' }
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
      rateLimited: job.client.rateLimits.describe()
    })
    // The failure of a superseded deployment names the newer one.
    return newer === undefined
      ? failure
      : withNote(
          failure,
          `A newer deployment, ${newer}, replaced it (superseded: fail; set superseded: pass to let this pass).`
        )
  }
  core.info(
    `Deployment ${deploymentId} is ${excerpt(status ?? 'live', 60)} after ${formatDuration(deadline.elapsedMs)}.`
  )
  return undefined
}

interface RunResults {
  inputs: Inputs
  imported: ImportResult | undefined
  github: GitHubRecord | undefined
  queued: DeployResponse | undefined
  watched: WatchResult | undefined
  failure: Failure | undefined
  tail: string[]
  durationMs: number
  url: string | undefined
  health: HealthCheck | undefined
  rollback: Rollback | undefined
  runtimeLog: RuntimeLog | undefined
}

/** What the outputs and the summary show, from the phases' results. */
function reportOf(facts: RunResults): Report {
  const { inputs, imported, github, queued, watched, failure, tail, durationMs, health, rollback } = facts
  return {
    serviceId: inputs.serviceId,
    requestedRef: inputs.ref,
    ref: queued?.ref,
    commitSha: watched?.commitSha,
    deploymentId: queued?.deploymentId,
    status: watched?.status,
    result: failure?.result ?? watched?.outcome ?? (queued ? 'queued' : undefined),
    durationMs,
    variablesGiven: inputs.variables.length,
    imported: imported?.imported,
    skipped: imported?.skipped,
    error: failure?.message,
    next: failure?.next,
    tail,
    environment: github?.environment,
    environmentUrl: github?.environmentUrl,
    githubDeploymentId: github?.deployment ? String(github.deployment.id) : undefined,
    jobCancelled: failure?.jobCancelled,
    url: facts.url,
    health: health?.health ?? 'skipped',
    healthProblem: health?.problem,
    rollback: rollback?.note,
    rollbackDeploymentId: rollback?.queued?.deploymentId,
    rollbackRef: rollback?.queued?.ref,
    runtimeLog: facts.runtimeLog
  }
}

/** Fails the step with one error annotation under a short title (core.setFailed has none). */
function fail(failure: Failure): void {
  // 1 is core.ExitCode.Failure, written out: @github/local-action's stand-in for
  // @actions/core has no ExitCode.
  process.exitCode = 1
  core.error(failure.annotation, { title: failure.title })
}

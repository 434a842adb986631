import * as core from '@actions/core'
import { HostingClient } from './api/hosting-api.js'
import type { DeployResponse } from './api/types.js'
import { Deadline } from './deadline.js'
import { explainFailure, READING_INPUTS, type Failure } from './failure.js'
import { formatDuration } from './inputs/duration.js'
import { getInputs, type Inputs } from './inputs/inputs.js'
import { GitHubDeployment, type GitHubRecord } from './report/github-deployment.js'
import { setOutputs, writeOutput } from './report/outputs.js'
import { writeSummary, type Report } from './report/summary.js'
import { importVariables, type ImportResult } from './steps/env-import.js'
import { checkKey } from './steps/key-check.js'
import { queueDeployment } from './steps/queue-deploy.js'
import { excerpt } from './text/remote-text.js'
import { USER_AGENT } from './version.js'
import { LogSink } from './watch/log-sink.js'
import { watchDeployment, type WatchResult } from './watch/state-watcher.js'

/** The action: inputs, key check, variables, deploy, watch, report. */
export async function run(): Promise<void> {
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
  try {
    const key = await phase('Checking the API key', () => checkKey(client, inputs))
    if (inputs.variables.length > 0) {
      imported = await phase(
        'Importing variables',
        () => importVariables(client, inputs.serviceId, inputs.variables),
        `Importing ${inputs.variables.length} variable(s)`
      )
    }
    queued = await phase('Queuing the deployment', async () => {
      github = await startGitHubDeployment(inputs)
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
    watched = await phase(
      'Following the deployment',
      () => follow(job, inputs, deploymentId, key.canReadLogs),
      `Deployment ${deploymentId}`
    )
    failure = concluded(watched, deploymentId, job)
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
    job.stop()
    await report(job, {
      inputs,
      imported,
      github,
      queued,
      watched,
      failure,
      tail: sink.tail(),
      durationMs: deadline.elapsedMs
    })
  }
}

/** Follows the queued deployment to its final state, with its log when the key may read it. */
function follow(job: Job, inputs: Inputs, deploymentId: string, canReadLogs: boolean): Promise<WatchResult> {
  const { client, deadline, sink } = job
  const followLogs = inputs.logs && canReadLogs
  return watchDeployment({ client, serviceId: inputs.serviceId, deploymentId, deadline, sink, followLogs })
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
    signal: deadline.signal
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
  const queued = await queueDeployment({
    client,
    serviceId: inputs.serviceId,
    ref: inputs.ref,
    signal: deadline.signal
  })
  core.info(
    `Queued deployment ${queued.deploymentId} of ${inputs.serviceId}${queued.ref ? ` at ${excerpt(queued.ref, 100)}` : ''}`
  )
  return queued
}

/** Success says so; any other outcome is the step's failure, with the status, id and last lines. */
function concluded(watched: WatchResult, deploymentId: string, { deadline, sink, client }: Job): Failure | undefined {
  const { outcome, status } = watched
  if (outcome !== 'success')
    return explainFailure({
      watched: { outcome, status },
      deploymentId,
      elapsedMs: deadline.elapsedMs,
      timeoutMs: deadline.timeoutMs,
      tail: sink.tail(),
      rateLimited: client.rateLimits.describe()
    })
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
}

/** What the outputs and the summary show, from the phases' results. */
function reportOf({ inputs, imported, github, queued, watched, failure, tail, durationMs }: RunResults): Report {
  return {
    serviceId: inputs.serviceId,
    requestedRef: inputs.ref,
    ref: queued?.ref,
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
    jobCancelled: failure?.jobCancelled
  }
}

/** Fails the step with one error annotation under a short title (core.setFailed has none). */
function fail(failure: Failure): void {
  // 1 is core.ExitCode.Failure, written out: @github/local-action's stand-in for
  // @actions/core has no ExitCode.
  process.exitCode = 1
  core.error(failure.annotation, { title: failure.title })
}

import { describeError } from '../text/error-text.js'
import { actionsHost, type ActionRecords } from './host.js'
import { actionLog } from './log/action-log.js'
import { deploy } from '../engine/deploy.js'
import { deployApp } from '../app/deploy-app.js'
import type { AppConfig, AppService } from '../core/config.js'
import type { QueueHooks } from '../core/host.js'
import type { DeployResult } from '../core/result.js'
import { explainFailure, READING_INPUTS } from '../engine/failure.js'
import { getInputs, type Inputs } from './inputs.js'
import { GitHubDeployment, type GitHubRecord, type RunEnd } from './report/github-deployment.js'
import { GITHUB_DEPLOYMENT_OUTPUT, setOutputs, writeEarlyOutput, writeOutput } from './report/outputs.js'
import { commentOnPullRequest } from './report/pr-comment.js'
import { writeSummary, type Report } from './report/summary.js'
import { USER_AGENT } from '../core/version.js'

// The GitHub Action: its inputs into the engine's config, the engine's host calls into
// @actions/core, its result into outputs, the job summary, the GitHub deployment and the
// pull request comment.

/** The action: inputs, the deploy, the report. Never throws. */
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
  actionLog.debug(`Running ${USER_AGENT}`)
  let inputs: Inputs
  try {
    inputs = getInputs()
  } catch (error) {
    fail(explainFailure({ error, phase: READING_INPUTS, timeoutMs: 0 }))
    return
  }
  let github: GitHubRecord | undefined
  const records: ActionRecords = {
    event: event => {
      // An app's service has outputs of its own only in `results`, written at the end.
      if (event.type === 'output' && event.service === undefined) writeEarlyOutput(event.name, event.value)
      // Sent in order with the final state (github-deployment.ts), so it is never awaited here.
      if (event.type === 'verify' && event.stage === 'start') void github?.deployment?.verifying(event.forMs)
    },
    hooks: {
      beforeQueue: async url => {
        github = await startGitHubDeployment(withEnvironmentUrl(inputs, url))
      },
      afterQueue: async queued => {
        await github?.deployment?.inProgress(queued.deploymentId)
      }
    }
  }
  const stopped = new AbortController()
  const stop = (): void => stopped.abort()
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
  try {
    if (inputs.app) {
      await deployAndReportApp(inputs, inputs.app, records, { startedAt, signal: stopped.signal })
      return
    }
    const result = await deploy(inputs, actionsHost(records), { startedAt, signal: stopped.signal })
    if (result.error) fail(result.error)
    await report(result, reportOf(inputs, result, github), inputs, github)
  } finally {
    process.removeListener('SIGINT', stop)
    process.removeListener('SIGTERM', stop)
  }
}

/**
 * An app: its services deployed as one, each its own GitHub deployment (when on) in an
 * environment of its own, `<github-environment>/<name>`: GitHub marks older deployments of an
 * environment inactive, so services must not share one. Then one result, summary and comment.
 */
async function deployAndReportApp(
  inputs: Inputs,
  app: AppConfig,
  records: ActionRecords,
  options: { startedAt: number; signal: AbortSignal }
): Promise<void> {
  const githubs = new Map<string, GitHubRecord | undefined>()
  const hooksFor = (service: AppService): QueueHooks | undefined => {
    const settings = inputs.githubDeployment
    if (!settings) return undefined
    const own = {
      ...inputs,
      serviceId: service.config.serviceId,
      githubDeployment: { ...settings, environment: `${settings.environment}/${service.name}` }
    }
    return {
      beforeQueue: async url => {
        githubs.set(service.name, await GitHubDeployment.start(withEnvironmentUrl(own, url)))
      },
      afterQueue: async queued => {
        await githubs.get(service.name)?.deployment?.inProgress(queued.deploymentId)
      }
    }
  }
  const host = actionsHost({
    event: event => {
      records.event?.(event)
      if (event.type === 'verify' && event.stage === 'start' && event.service !== undefined)
        void githubs.get(event.service)?.deployment?.verifying(event.forMs)
    }
  })
  const result = await deployApp(app, host, { ...options, hooksFor })
  if (result.error) fail(result.error)
  const summary: Report = {
    ...reportOf(inputs, result, undefined),
    serviceId: app.services.map(service => service.name).join(', '),
    services: result.services
  }
  await report(result, summary, inputs, undefined)
  for (const entry of result.services ?? []) {
    const end: RunEnd = { interrupted: entry.failureKind === 'interrupted' }
    if (entry.result !== null && entry.result !== 'skipped') end.result = entry.result
    if (entry.deploymentId !== null) end.deploymentId = entry.deploymentId
    if (entry.status !== null) end.status = entry.status
    await githubs.get(entry.name)?.deployment?.conclude(end)
  }
}

/** The GitHub deployment's environment_url: environment-url, else the `url` output. */
function withEnvironmentUrl(inputs: Inputs, url: string | undefined): Inputs {
  const settings = inputs.githubDeployment
  if (!settings || settings.environmentUrl !== undefined || url === undefined) return inputs
  return { ...inputs, githubDeployment: { ...settings, environmentUrl: url } }
}

async function startGitHubDeployment(inputs: Inputs): Promise<GitHubRecord | undefined> {
  const github = await GitHubDeployment.start(inputs)
  if (github?.deployment) writeOutput(GITHUB_DEPLOYMENT_OUTPUT.action, String(github.deployment.id))
  return github
}

/** Outputs, the job summary, the pull request comment, then the GitHub deployment's final state. */
async function report(
  result: DeployResult,
  report: Report,
  inputs: Inputs,
  github: GitHubRecord | undefined
): Promise<void> {
  setOutputs(result, report.githubDeploymentId)
  await writeSummary(report).catch((error: unknown) =>
    actionLog.warning(`The job summary could not be written: ${describeError('Writing the summary', error)}`)
  )
  if (inputs.comment) await commentOnPullRequest(report, inputs.comment)
  // After the outputs and the summary: a slow GitHub API must not cost them when the
  // runner is about to kill a cancelled job.
  await github?.deployment?.conclude(report)
}

/** What the outputs and the summary show, from the engine's result. */
function reportOf(inputs: Inputs, result: DeployResult, github: GitHubRecord | undefined): Report {
  return {
    serviceId: inputs.serviceId,
    requestedRef: inputs.ref,
    ref: result.ref,
    commitSha: result.commitSha,
    deploymentId: result.deploymentId,
    status: result.status,
    result: result.result,
    durationMs: result.durationMs,
    variablesGiven: inputs.variables.length,
    imported: result.envImported,
    skipped: result.skipped,
    error: result.error?.message,
    next: result.error?.next,
    tail: result.tail ?? [],
    environment: github?.environment,
    environmentUrl: github?.environmentUrl,
    githubDeploymentId: github?.deployment ? String(github.deployment.id) : undefined,
    interrupted: result.failureKind === 'interrupted',
    failureKind: result.failureKind,
    url: result.url,
    health: result.health,
    healthProblem: result.healthProblem,
    rollback: result.rollbackNote,
    rollbackDeploymentId: result.rollbackDeploymentId,
    rollbackRef: result.rollbackRef,
    runtimeLog: result.runtimeLog,
    ...(result.verify ? { verify: result.verify } : {})
  }
}

/** Fails the step with one error annotation under a short title (core.setFailed has none). */
function fail(failure: { title: string; message: string; annotation?: string }): void {
  // 1 is core.ExitCode.Failure, written out: @github/local-action's stand-in for
  // @actions/core has no ExitCode.
  process.exitCode = 1
  actionLog.error(failure.annotation ?? failure.message, failure.title)
}

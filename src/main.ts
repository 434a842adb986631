import * as core from '@actions/core'
import { HostingClient } from './api/hosting-api.js'
import { Cancelled, Deadline, TimeoutReached } from './deadline.js'
import { formatDuration } from './inputs/duration.js'
import { importVariables } from './steps/env-import.js'
import { ActionError } from './errors.js'
import { GitHubDeployment } from './report/github-deployment.js'
import { getInputs, type Inputs } from './inputs/inputs.js'
import { checkKey } from './steps/key-check.js'
import { LogSink } from './watch/log-sink.js'
import { excerpt, plainLine } from './text/remote-text.js'
import { setOutputs, writeOutput, writeSummary, type Report } from './report/summary.js'
import { queueDeployment } from './steps/queue-deploy.js'
import { USER_AGENT } from './version.js'
import { watchDeployment, type WatchResult } from './watch/state-watcher.js'

/** Log lines quoted in the failure message; the summary shows more. */
const MESSAGE_TAIL_LINES = 10

/** The action: inputs, key check, variables, deploy, watch, report. */
export async function run(): Promise<void> {
  const startedAt = Date.now()
  core.debug(`Running ${USER_AGENT}`)
  let inputs: Inputs
  try {
    inputs = getInputs()
  } catch (error) {
    fail(describe('Reading the inputs', error), 'Invalid input')
    return
  }

  const deadline = new Deadline(inputs.timeoutMs, startedAt)
  const stopOnSignal = (): void => deadline.cancel('the job was cancelled')
  process.once('SIGINT', stopOnSignal)
  process.once('SIGTERM', stopOnSignal)

  const client = new HostingClient({ baseUrl: inputs.baseUrl, apiKey: inputs.apiKey, userAgent: USER_AGENT, signal: deadline.signal })
  const sink = new LogSink()
  const report: Report = { serviceId: inputs.serviceId, requestedRef: inputs.ref, durationMs: 0, variablesGiven: inputs.variables.length, tail: [] }
  let phase = 'Checking the API key'
  let github: GitHubDeployment | undefined

  try {
    const key = await core.group('Checking the API key', () => checkKey(client, inputs))

    if (inputs.variables.length > 0) {
      phase = 'Importing variables'
      const imported = await core.group(`Importing ${inputs.variables.length} variable(s)`, () =>
        importVariables(client, inputs.serviceId, inputs.variables)
      )
      report.imported = imported.imported
      report.skipped = imported.skipped
    }

    phase = 'Queuing the deployment'
    const queued = await core.group('Queuing the deployment', async () => {
      github = await GitHubDeployment.start(inputs, report)
      const response = await queueDeployment({ client, serviceId: inputs.serviceId, ref: inputs.ref, signal: deadline.signal })
      core.info(`Queued deployment ${response.deploymentId} of ${inputs.serviceId}${response.ref ? ` at ${excerpt(response.ref, 100)}` : ''}`)
      return response
    })
    report.deploymentId = queued.deploymentId
    report.ref = queued.ref
    writeOutput('deployment-id', queued.deploymentId)
    await github?.inProgress(queued.deploymentId)

    if (!inputs.wait) {
      report.result = 'queued'
      core.info(`Not waiting (wait: false): deployment ${queued.deploymentId} is queued; its outcome is not checked by this step.`)
      return
    }

    phase = 'Following the deployment'
    const watched = await core.group(`Deployment ${queued.deploymentId}`, () =>
      watchDeployment({
        client,
        serviceId: inputs.serviceId,
        deploymentId: queued.deploymentId,
        deadline,
        sink,
        followLogs: inputs.logs && key.canReadLogs
      })
    )
    report.status = watched.status
    report.result = watched.outcome
    report.tail = sink.tail()
    conclude(watched, queued.deploymentId, deadline, report)
  } catch (error) {
    report.tail = sink.tail()
    if (error instanceof TimeoutReached || deadline.reason instanceof TimeoutReached) {
      report.result = 'timed-out'
      report.error = `${phase} did not finish within the timeout of ${formatDuration(inputs.timeoutMs)}.${report.deploymentId ? ` Deployment ${report.deploymentId} goes on at the service.` : ''}`
      fail(report.error, 'Timed out')
    } else if (error instanceof Cancelled || deadline.reason instanceof Cancelled) {
      report.result = 'cancelled'
      report.jobCancelled = true
      report.error = `The job was cancelled during: ${phase.toLowerCase()}.${report.deploymentId ? ` Deployment ${report.deploymentId} goes on at the service: the API offers no way to abort it from here.` : ''}`
      fail(report.error, 'Job cancelled')
    } else {
      report.error = describe(phase, error)
      if (report.deploymentId && report.result === undefined) report.result = 'failure'
      fail(report.error, `${phase} failed`)
    }
  } finally {
    process.removeListener('SIGINT', stopOnSignal)
    process.removeListener('SIGTERM', stopOnSignal)
    report.durationMs = deadline.elapsedMs
    deadline.dispose()
    setOutputs(report)
    await writeSummary(report).catch((error: unknown) => core.warning(`The job summary could not be written: ${describe('Writing the summary', error)}`))
    // After the outputs and the summary: a slow GitHub API must not cost them when the
    // runner is about to kill a cancelled job.
    await github?.conclude(report)
    await client.close()
  }
}

/** Success ends the step green; anything else fails it with the status, id and last lines. */
function conclude(watched: WatchResult, deploymentId: string, deadline: Deadline, report: Report): void {
  const took = formatDuration(deadline.elapsedMs)
  const status = watched.status === undefined ? 'unknown' : `"${excerpt(watched.status, 60)}"`
  if (watched.outcome === 'success') {
    core.info(`Deployment ${deploymentId} is ${excerpt(watched.status ?? 'live', 60)} after ${took}.`)
    return
  }
  const tail = report.tail.slice(-MESSAGE_TAIL_LINES)
  const lastLines = tail.length > 0 ? `\nLast log lines:\n${tail.map(line => `  ${plainLine(line)}`).join('\n')}` : ''
  switch (watched.outcome) {
    case 'timed-out':
      // The summary's next step for a timeout is report.ts's NEXT_STEP['timed-out'].
      report.error = `Deployment ${deploymentId} did not finish within the timeout of ${formatDuration(deadline.timeoutMs)} (last status ${status}). The deployment goes on at the service; this step stopped waiting.`
      break
    case 'cancelled':
      report.error = `Deployment ${deploymentId} was cancelled (status ${status}) after ${took}.`
      report.nextStep = 'Check who or what cancelled it (a newer deployment can supersede it), then run the job again.'
      break
    case 'failure':
      report.error = `Deployment ${deploymentId} failed with status ${status} after ${took}.`
      report.nextStep = 'Read the log lines below, fix the cause, and push again.'
      break
  }
  // The annotation's title is the final status, as the service named it.
  const finalStatus = watched.status === undefined ? watched.outcome : excerpt(watched.status, 60)
  fail(`${report.error}${lastLines}`, watched.outcome === 'timed-out' ? `Timed out (last status ${finalStatus})` : `Deployment ${finalStatus}`)
}

/** Fails the step with one error annotation under a short title (core.setFailed has none). */
function fail(message: string, title: string): void {
  // 1 is core.ExitCode.Failure, written out: @github/local-action's stand-in for
  // @actions/core has no ExitCode.
  process.exitCode = 1
  core.error(message, { title })
}

/** A failure message that says what failed; a thrown non-Error fails the step too. */
function describe(phase: string, error: unknown): string {
  if (error instanceof ActionError) return error.message
  if (error instanceof Error) return `${phase} failed unexpectedly: ${excerpt(error.message, 500)}`
  return `${phase} failed unexpectedly: ${excerpt(String(error), 500)}`
}

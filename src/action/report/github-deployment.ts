import { actionLog } from '../log/action-log.js'
import { sleep } from '../../core/deadline.js'
import { formatDuration } from '../../core/duration.js'
import { messageExcerpt } from '../../text/remote-text.js'
import {
  GitHubApiError,
  githubClient,
  toGitHubApiError,
  workflowRun,
  type Octokit,
  type WorkflowRun
} from './github-api.js'
import type { Report } from './summary.js'

/** Recording the run as a GitHub deployment: its settings, from the inputs. */
export interface GitHubDeploymentInputs {
  environment: string
  /** Shown on the GitHub deployment; undefined when not given. */
  environmentUrl: string | undefined
  token: string
}

// The run recorded as a GitHub deployment (opt-in: github-deployment), through github-api.ts.
// It mirrors the hosting deployment and never decides the step's result: any GitHub API error
// becomes one warning and the action goes on without it. With the input off, no GitHub
// request is made and Octokit is not even evaluated (bundled, but imported on demand).

/** GitHub deployment states this action sets (REST: deployment statuses). */
export type GitHubDeploymentState = 'in_progress' | 'success' | 'failure' | 'error' | 'inactive'

/** Each GitHub request gets this long; the GitHub API must not hold up the job. */
const REQUEST_TIMEOUT_MS = 10_000
/**
 * The final status once the step is out of time (the job cancelled: the runner kills it
 * within seconds; the `timeout` reached: the user's bound on the step) gets one try this long.
 */
export const HURRIED_REQUEST_TIMEOUT_MS = 3000
/** GitHub cuts status descriptions at 140 characters. */
const MAX_DESCRIPTION = 140
/** A transient failure of a status update is tried once more after this pause. */
const STATUS_RETRY_MS = 1000

/** Maps the action's result to the GitHub deployment's final state; undefined: leave it. */
export function finalState(report: RunEnd): GitHubDeploymentState | undefined {
  switch (report.result) {
    case 'success':
      return 'success'
    case 'failure':
    case 'unhealthy':
      return 'failure'
    case 'cancelled':
      // Cancelled at the service (often superseded by a newer deployment): inactive. The job
      // cancelled: the hosting deployment goes on and its outcome is unknown here: error.
      return report.interrupted ? 'error' : 'inactive'
    case 'queued':
      // wait: false -- the outcome is not known here; in_progress stays.
      return undefined
    default:
      // Timed out, or the hosting deployment was never queued.
      return 'error'
  }
}

/** How the run ended, as far as the GitHub deployment's final state needs it. */
export type RunEnd = Pick<Report, 'result' | 'deploymentId' | 'interrupted'> &
  Partial<Pick<Report, 'status' | 'failureKind'>>

/** The GitHub deployment as the summary shows it; undefined when github-deployment is off. */
export interface GitHubRecord {
  environment: string
  environmentUrl: string | undefined
  /** Undefined when GitHub refused or the runner's environment lacks the repository. */
  deployment: GitHubDeployment | undefined
}

export class GitHubDeployment {
  #disabled = false
  /** Statuses are sent one after the other, so a later state never lands before an earlier one. */
  #sent: Promise<void> = Promise.resolve()

  private constructor(
    private readonly octokit: Octokit,
    private readonly run: WorkflowRun,
    private readonly settings: GitHubDeploymentInputs,
    readonly id: number
  ) {}

  /**
   * Creates the GitHub deployment for the workflow's commit, before the hosting deploy is
   * requested. Undefined when the input is off or GitHub refused (after one warning).
   */
  static async start(inputs: {
    githubDeployment: GitHubDeploymentInputs | undefined
    serviceId: string
  }): Promise<GitHubRecord | undefined> {
    const settings = inputs.githubDeployment
    if (!settings) return undefined
    return {
      environment: settings.environment,
      environmentUrl: settings.environmentUrl,
      deployment: await GitHubDeployment.#create(inputs.serviceId, settings)
    }
  }

  static async #create(serviceId: string, settings: GitHubDeploymentInputs): Promise<GitHubDeployment | undefined> {
    const run = workflowRun()
    if (!run) {
      actionLog.warning(
        'github-deployment is on, but GITHUB_REPOSITORY or GITHUB_SHA is not set, so no GitHub deployment is recorded.',
        'No GitHub deployment'
      )
      return undefined
    }
    const octokit = await githubClient(settings.token)
    try {
      const { data } = await octokit.rest.repos.createDeployment({
        owner: run.owner,
        repo: run.repo,
        ref: run.sha,
        environment: settings.environment,
        description: `Deploy ${serviceId} to the hosting service`,
        payload: { service: serviceId },
        // The job's own checks are still running; GitHub would refuse the deployment.
        required_contexts: [],
        // Never merge the default branch into the commit being deployed.
        auto_merge: false,
        request: { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }
      })
      if (!('id' in data) || typeof data.id !== 'number') {
        throw new GitHubApiError(
          `GitHub did not create the deployment: ${messageExcerpt(String((data as { message?: unknown }).message ?? 'no id in its answer'), 200)}`,
          true
        )
      }
      actionLog.info(`Recorded GitHub deployment ${data.id} to environment ${settings.environment}.`)
      return new GitHubDeployment(octokit, run, settings, data.id)
    } catch (error) {
      warn('create the GitHub deployment', error)
      return undefined
    }
  }

  /** The hosting service queued the deployment. */
  async inProgress(hostingDeploymentId: string): Promise<void> {
    await this.setState('in_progress', `Hosting deployment ${hostingDeploymentId} queued`)
  }

  /** The deployment went live and the verification window started: in progress until it ends. */
  async verifying(forMs: number): Promise<void> {
    await this.setState('in_progress', `Verifying for ${formatDuration(forMs)}`)
  }

  /** The final state matching the run's result; nothing while the outcome is unknown. */
  async conclude(report: RunEnd): Promise<void> {
    const state = finalState(report)
    if (state === undefined) return
    const what = report.deploymentId ? `Hosting deployment ${report.deploymentId}` : 'The hosting deployment'
    const description = {
      success: `${what} is live`,
      failure: `${what} failed${report.status ? ` (${report.status})` : ''}`,
      inactive: `${what} was cancelled`,
      error: errorDescription(report, what),
      in_progress: ''
    }[state]
    const hurried = report.interrupted === true || report.result === 'timed-out' || report.failureKind === 'timed-out'
    await this.setState(state, description, hurried ? { timeoutMs: HURRIED_REQUEST_TIMEOUT_MS, retry: false } : {})
  }

  setState(
    state: GitHubDeploymentState,
    description: string,
    options: { timeoutMs?: number; retry?: boolean } = {}
  ): Promise<void> {
    this.#sent = this.#sent.then(() => this.#send(state, description, options))
    return this.#sent
  }

  async #send(
    state: GitHubDeploymentState,
    description: string,
    { timeoutMs = REQUEST_TIMEOUT_MS, retry = true }: { timeoutMs?: number; retry?: boolean }
  ): Promise<void> {
    if (this.#disabled) return
    for (let attempt = 1; ; attempt++) {
      try {
        await this.octokit.rest.repos.createDeploymentStatus({
          owner: this.run.owner,
          repo: this.run.repo,
          deployment_id: this.id,
          state,
          description: messageExcerpt(description, MAX_DESCRIPTION - 3),
          log_url: this.run.runUrl,
          ...(this.settings.environmentUrl ? { environment_url: this.settings.environmentUrl } : {}),
          request: { signal: AbortSignal.timeout(timeoutMs) }
        })
        actionLog.info(`GitHub deployment ${this.id}: ${state}.`)
        return
      } catch (raw) {
        const error = toGitHubApiError(raw)
        if (error.transient && retry && attempt === 1) {
          await sleep(STATUS_RETRY_MS)
          continue
        }
        // Whatever went wrong will not mend itself within this run: one warning is enough.
        this.#disabled = true
        warn(`set GitHub deployment ${this.id} to ${state}`, error)
        return
      }
    }
  }
}

/** Why the GitHub deployment ends in error: the outcome at the service is not known. */
function errorDescription(report: RunEnd, what: string): string {
  if (report.result === 'timed-out') return `${what} did not finish in time; it goes on at the service`
  if (report.interrupted) {
    return report.deploymentId
      ? `The job was cancelled; ${what.toLowerCase()} goes on at the service`
      : 'The job was cancelled before the hosting deployment was queued'
  }
  return report.deploymentId ? `${what} could not be followed` : `${what} was not queued`
}

/** One warning that says what could not be done and what to change; never fails the step. */
function warn(what: string, raw: unknown): void {
  const error = toGitHubApiError(raw)
  const refused = (status: number): boolean => error.status === status
  const says = (pattern: RegExp): boolean => pattern.test(error.serverMessage ?? '')
  let advice = 'The hosting deployment is not affected.'
  if (refused(403) && says(/rate limit/i)) {
    advice = 'GitHub is rate limiting this github-token. The hosting deployment is not affected.'
  } else if (refused(403) || (refused(404) && says(/not accessible by integration/i))) {
    advice =
      'The github-token lacks the `deployments: write` permission: add `permissions: { contents: read, deployments: write }` to the job. The hosting deployment is not affected.'
  } else if (refused(401)) {
    advice = 'GitHub rejected the github-token (bad credentials). The hosting deployment is not affected.'
  } else if (refused(404)) {
    advice =
      'GitHub does not show the repository or the deployment to this github-token. The hosting deployment is not affected.'
  }
  actionLog.warning(`Could not ${what} (${messageExcerpt(error.message, 200)}). ${advice}`, 'GitHub deployment')
}

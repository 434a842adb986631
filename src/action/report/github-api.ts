import { actionLog } from '../log/action-log.js'
import { messageExcerpt } from '../../text/remote-text.js'
import { USER_AGENT } from '../../core/version.js'

// The GitHub REST client of the two GitHub reports (the deployment and the PR comment): Octokit
// from @actions/github, which takes GITHUB_API_URL and the runner's proxy settings, with the
// action's user agent; its errors become GitHubApiError. Neither report ever fails the step.

export type Octokit = ReturnType<(typeof import('@actions/github'))['getOctokit']>

/** The workflow's repository, from the runner's environment. */
export function repository(env: NodeJS.ProcessEnv = process.env): { owner: string; repo: string } | undefined {
  const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '').split('/')
  return owner === '' || repo === '' ? undefined : { owner, repo }
}

/** Where the workflow runs, from the runner's environment. */
export interface WorkflowRun {
  owner: string
  repo: string
  sha: string
  /** The run's page: the deployment's log_url. */
  runUrl: string
}

export function workflowRun(env: NodeJS.ProcessEnv = process.env): WorkflowRun | undefined {
  const repo = repository(env)
  const sha = env.GITHUB_SHA ?? ''
  if (repo === undefined || sha === '') return undefined
  const server = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '')
  const attempt = Number(env.GITHUB_RUN_ATTEMPT ?? '1')
  const runUrl = `${server}/${repo.owner}/${repo.repo}/actions/runs/${env.GITHUB_RUN_ID ?? ''}${attempt > 1 ? `/attempts/${attempt}` : ''}`
  return { ...repo, sha, runUrl }
}

/** An Octokit for the github-token; Octokit's own warnings and errors go to the debug log. */
export async function githubClient(token: string): Promise<Octokit> {
  // Eager: bundled into index.js but only evaluated when a GitHub report is on. (A chunk of
  // its own would save about 2 MB of memory when off, but ncc then writes licenses.txt for one
  // chunk only, dropping undici's and the others' notices.)
  const { getOctokit } = await import(/* webpackMode: "eager" */ '@actions/github')
  return getOctokit(token, {
    userAgent: USER_AGENT,
    log: {
      debug: () => {},
      info: () => {},
      warn: (message: string) => actionLog.debug(messageExcerpt(message, 300)),
      error: (message: string) => actionLog.debug(messageExcerpt(message, 300))
    }
  })
}

/** A GitHub API request failed; `answered` is false when no answer came at all. */
export class GitHubApiError extends Error {
  override name = 'GitHubApiError'
  constructor(
    message: string,
    readonly answered: boolean,
    readonly status?: number,
    readonly serverMessage?: string
  ) {
    super(message)
  }

  /** Worth one more try: no answer, a 5xx or a 429. */
  get transient(): boolean {
    return !this.answered || (this.status !== undefined && (this.status >= 500 || this.status === 429))
  }
}

/** Octokit's RequestError (or anything else thrown) as a GitHubApiError. */
export function toGitHubApiError(error: unknown): GitHubApiError {
  if (error instanceof GitHubApiError) return error
  const status = (error as { status?: unknown })?.status
  const message = messageExcerpt(error instanceof Error ? error.message : String(error), 200)
  // Octokit reports a request that got no answer as status 500 without a response.
  if (typeof status !== 'number' || (error as { response?: unknown }).response === undefined)
    return new GitHubApiError(message, false)
  return new GitHubApiError(`HTTP ${status}: ${message}`, true, status, message)
}

import { actionLog } from '../log/action-log.js'
import { readFileSync } from 'node:fs'
import { formatDuration } from '../../core/duration.js'
import { remoteText } from '../../text/remote-text.js'
import { githubClient, repository, toGitHubApiError, workflowRun } from './github-api.js'
import { deployedCommit, RESULT_ICON, VERIFY_ICON, verifyLine, type Report } from './summary.js'
import type { ServiceResult } from '../../core/result.js'
import { failedFirst } from '../../app/app-result.js'
import { withoutNote } from '../../engine/failure.js'

/** The pull request comment's settings, from the inputs. */
export interface CommentInputs {
  /** The GitHub environment: one comment per service and environment. */
  environment: string
  token: string
}

// comment: on pull_request events, one comment per service and GitHub environment on the pull
// request, created once and edited on later runs; found again by a hidden marker. A token
// without `pull-requests: write` (or any other GitHub error) is one warning, never a failure.

/** The whole comment (its search and its write) gets this long: it runs after the step's own work. */
const COMMENT_BUDGET_MS = 20_000
/** Pages of 100 comments searched for the marker. */
const MAX_PAGES = 5
/**
 * Whose comment may be edited: one the Actions bot wrote (the github-token's comments) and that
 * starts with the marker. Anyone can write the marker into a comment of their own; such a
 * comment is never taken for ours.
 */
function isOurs(
  comment: { body?: string | null; user?: { login?: string; type?: string } | null },
  marker: string
): boolean {
  return (
    comment.user?.type === 'Bot' &&
    comment.user.login === 'github-actions[bot]' &&
    (comment.body ?? '').startsWith(marker)
  )
}

/**
 * The hidden marker of this service's and environment's comment: one marker per pair, never
 * shared (`prod eu` and `prod_eu` differ). Every character but `[A-Za-z0-9_.:@~-]` is
 * percent-encoded, `%` included, so the encoding is reversible; no space or `>` is left to end
 * a value or the HTML comment.
 */
export function commentMarker(serviceId: string, environment: string): string {
  const safe = (value: string): string =>
    value.replace(/[^\w.:@~-]/gu, ch =>
      [...new TextEncoder().encode(ch)].map(byte => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('')
    )
  return `<!-- hosting-deploy-action: service=${safe(serviceId)} environment=${safe(environment)} -->`
}

/** The pull request number of a pull_request(_target) event, else undefined. */
function pullRequestNumber(env: NodeJS.ProcessEnv = process.env): number | undefined {
  if (!/^pull_request(_target)?$/.test(env.GITHUB_EVENT_NAME ?? '') || !env.GITHUB_EVENT_PATH) return undefined
  try {
    const event = JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, 'utf8')) as {
      pull_request?: { number?: unknown }
      number?: unknown
    }
    const number = event.pull_request?.number ?? event.number
    return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : undefined
  } catch {
    return undefined
  }
}

/**
 * The comment's Markdown: every value one safe, bounded line. Remote text (the service's status,
 * ids, the rollback note, the error) is in code spans, where GitHub neither decodes character
 * references nor links @mentions and #references; our own words are escaped Markdown.
 */
export function commentBody(report: Report, settings: CommentInputs, runUrl: string | undefined): string {
  const result = report.result ?? 'not started'
  const icon = report.result ? RESULT_ICON[report.result] : '❌'
  const sha = deployedCommit(report)
  const ref = report.ref || report.requestedRef
  const rows: [string, string][] = [
    ['Result', `${icon} ${md(result)}${report.status ? ` (${recordCode(report.status)})` : ''}`],
    ['URL', report.url ? link(report.url) : 'unknown'],
    ['Ref', ref ? recordCode(ref) : 'tracked branch'],
    ['Commit', sha ? code(sha.slice(0, 12)) : 'unknown'],
    ['Deployment', report.deploymentId ? recordCode(report.deploymentId) : 'not queued'],
    ['Health', md(report.health ?? 'skipped')],
    ['Duration', md(formatDuration(report.durationMs))]
  ]
  const verified = verifyLine(report.verify)
  if (verified !== '') rows.push(['Verification', code(verified, 500)])
  if (report.rollback) rows.push(['Rollback', code(report.rollback, 500)])
  if (runUrl) rows.push(['Run', `[workflow run](${encodeURI(runUrl)})`])
  if (report.services) return appCommentBody(report, report.services, settings, runUrl)
  return [
    commentMarker(report.serviceId, settings.environment),
    `### ${icon} ${md(report.serviceId, 200, true)} → ${md(settings.environment, 200, true)}`,
    '',
    '| | |',
    '|---|---|',
    ...rows.map(([field, value]) => `| ${field} | ${value} |`),
    // The rollback's note has its own row: the reason says the failure alone.
    ...(report.error ? ['', `**Why:** ${codeSpan(withoutNote(report.error, report.rollback), 1000)}`] : []),
    ''
  ].join('\n')
}

/** An app's comment: one row per service, the failed first. */
function appCommentBody(
  report: Report,
  services: readonly ServiceResult[],
  settings: CommentInputs,
  runUrl: string | undefined
): string {
  const icon = report.result ? RESULT_ICON[report.result] : '❌'
  const rows = failedFirst(services).map(entry =>
    [
      md(entry.name, 200, true),
      entry.result === null
        ? 'not queued'
        : entry.result === 'skipped'
          ? 'skipped'
          : `${RESULT_ICON[entry.result]} ${entry.result}`,
      entry.deploymentId ? recordCode(entry.deploymentId) : '',
      entry.ref ? recordCode(entry.ref) : '',
      entry.result === 'skipped' ? '' : md(formatDuration(entry.durationMs)),
      entry.url ? link(entry.url) : '',
      entry.verify && entry.verify.result !== 'skipped'
        ? `${VERIFY_ICON[entry.verify.result]} ${md(entry.verify.result)}`
        : '',
      entry.rollback
        ? `${recordCode(entry.rollback.deploymentId)} at ${recordCode(entry.rollback.ref)}: ${md(entry.rollback.result ?? 'unknown')}`
        : ''
    ].join(' | ')
  )
  return [
    commentMarker(report.serviceId, settings.environment),
    `### ${icon} ${md(report.serviceId, 200, true)} → ${md(settings.environment, 200, true)}`,
    '',
    '| Service | Result | Deployment | Ref | Duration | URL | Verification | Rollback |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(row => `| ${row} |`),
    ...(runUrl ? ['', `[workflow run](${encodeURI(runUrl)})`] : []),
    ...(report.error ? ['', `**Why:** ${md(report.error, 1000)}`] : []),
    ''
  ].join('\n')
}

/** Creates or edits the comment; one warning when GitHub refuses. */
export async function commentOnPullRequest(report: Report, settings: CommentInputs): Promise<void> {
  const number = pullRequestNumber()
  if (number === undefined) {
    actionLog.info('comment: not a pull_request event, so no pull request comment.')
    return
  }
  const run = workflowRun()
  const where = repository()
  if (where === undefined) {
    actionLog.warning(
      'comment is on, but GITHUB_REPOSITORY is not set: no pull request comment.',
      'Pull request comment'
    )
    return
  }
  const { owner, repo } = where
  const octokit = await githubClient(settings.token)
  const body = commentBody(report, settings, run?.runUrl)
  const marker = commentMarker(report.serviceId, settings.environment)
  const budget = AbortSignal.timeout(COMMENT_BUDGET_MS)
  const request = (): { signal: AbortSignal } => ({ signal: budget })
  try {
    let existing: number | undefined
    for (let page = 1; page <= MAX_PAGES && existing === undefined; page++) {
      const { data } = await octokit.rest.issues.listComments({
        owner,
        repo,
        issue_number: number,
        per_page: 100,
        page,
        request: request()
      })
      existing = data.find(comment => isOurs(comment, marker))?.id
      if (data.length < 100) break
    }
    if (existing !== undefined) {
      await octokit.rest.issues.updateComment({ owner, repo, comment_id: existing, body, request: request() })
      actionLog.info(`Updated the comment on pull request #${number}.`)
    } else {
      await octokit.rest.issues.createComment({ owner, repo, issue_number: number, body, request: request() })
      actionLog.info(`Commented on pull request #${number}.`)
    }
  } catch (raw) {
    const error = toGitHubApiError(raw)
    const advice =
      error.status === 403 || error.status === 404
        ? 'The github-token lacks `pull-requests: write`: add `permissions: { pull-requests: write }` to the job.'
        : 'The deployment is not affected.'
    actionLog.warning(
      `Could not comment on pull request #${number} (${error.message}). ${advice}`,
      'Pull request comment'
    )
  }
}

/**
 * Remote or free text in Markdown: one safe line, with the characters Markdown and HTML act on
 * escaped, and no @mention or bare link GitHub would act on (`@` and the `:` of `://`, and the
 * `.` after `www`, become character references). `record`: the run's own record, only secrets
 * redacted (remote-text.ts).
 */
function md(value: string, max = 200, record = false): string {
  return remoteText(value, { max, record })
    .replace(/[\\`*_{}[\]()<>#+!|~&]/g, ch => `\\${ch}`)
    .replace(/@/g, '&#64;')
    .replace(/:(?=\/\/)/g, '&#58;')
    .replace(/\b(www)\./gi, '$1&#46;')
}

/** The `url` output (validated: environment-url, or https:// and a checked hostname) as a link; anything else as text. */
function link(url: string): string {
  return /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?(\/[\w.~%/-]*)?$/.test(url) ? `<${url}>` : md(url)
}

/** A value in a table cell's code span. */
function code(value: string, max = 200, record = false): string {
  // A pipe would end the table cell, even inside a code span (GFM), unless escaped.
  return `\`${remoteText(value, { max, record }).replace(/`/g, "'").replace(/\|/g, '\\|')}\``
}

/** The run's own record (an id, a ref, a state) in a code span: only secrets redacted. */
function recordCode(value: string): string {
  return code(value, 200, true)
}

/** Remote text outside the table, whole in one code span: its backticks kept, the fence one longer than any run of them. */
function codeSpan(value: string, max: number): string {
  const text = remoteText(value, { max })
  const fence = '`'.repeat(Math.max(0, ...[...text.matchAll(/`+/g)].map(run => run[0].length)) + 1)
  // CommonMark strips one space at each end of a span, so a backtick at an edge stays text.
  return `${fence} ${text} ${fence}`
}

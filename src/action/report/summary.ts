import * as core from '@actions/core'
import { checkRegularFile } from '../../core/regular-file.js'
import { formatDuration } from '../../core/duration.js'
import { isCommitSha } from '../../text/identifiers.js'
import { remoteText } from '../../text/remote-text.js'
import type { FailureKind, Health, Result, ServiceResult, VerifyReport } from '../../core/result.js'
import { failedFirst } from '../../app/app-result.js'
import { withoutNote } from '../../engine/failure.js'

// The job summary, written at the end of every run that got past its inputs. It is for
// people: every value in it is one redacted, escaped, bounded line, since the runner does not
// mask the summary file and GitHub renders it as Markdown. The run's own rows (the service, the
// ref, the deployment, the URL, the status) are its record, what was sent or recorded: only a
// secret is redacted from them, never a value hidden only by mask-env `all` (`BRANCH=main`).

export interface Report {
  serviceId: string
  requestedRef: string | undefined
  /** The ref as the service resolved it (deploy response). */
  ref?: string
  /** The commit the service resolved the ref to (its deployment record), when it named one. */
  commitSha?: string
  deploymentId?: string
  status?: string
  result?: Result
  durationMs: number
  variablesGiven: number
  imported?: number
  skipped?: { key: string; reason: string }[]
  /** Why the step failed, when it did. */
  error?: string
  /** What to do next, when the step failed. */
  next?: string
  /** Last log lines, shown when the deployment did not succeed. */
  tail: string[]
  /** The GitHub environment and deployment, when github-deployment is on. */
  environment?: string
  environmentUrl?: string
  githubDeploymentId?: string
  /** The job itself was cancelled (SIGINT/SIGTERM), not the deployment at the service. */
  interrupted?: boolean
  /** Why the run failed, the `failure-kind` output; undefined when it went well. */
  failureKind?: FailureKind
  /** The `url` output (validated, not redacted), when known. */
  url?: string
  health?: Health
  /** The last health check try's problem, when unhealthy. */
  healthProblem?: string
  /** The redeploy of the last good ref: what happened, one sentence. */
  rollback?: string
  rollbackDeploymentId?: string
  rollbackRef?: string
  /** The service's runtime log, when the deployment did not end well (made safe already). */
  runtimeLog?: { lines: string[] } | { missing: string }
  /** An app's services, one row each in the summary and the comment; undefined for one service. */
  services?: ServiceResult[]
  /** The verification window after going live, when there was one. */
  verify?: VerifyReport
}

/** How a verification window ended, as an icon. */
export const VERIFY_ICON: Record<VerifyReport['result'], string> = {
  passed: '✅',
  failed: '❌',
  superseded: '🔀',
  skipped: '➖'
}

/** The verification window in one line: how it ended and why; empty when there was none. */
export function verifyLine(verify: VerifyReport | undefined): string {
  if (!verify || verify.result === 'skipped') return ''
  return `${VERIFY_ICON[verify.result]} ${verify.reason}`
}

export const RESULT_ICON: Record<Result, string> = {
  success: '✅',
  failure: '❌',
  cancelled: '🚫',
  'timed-out': '⏱️',
  queued: '🕓',
  unhealthy: '🩺',
  interrupted: '⏹️'
}

/** GitHub drops a step summary over 1 MiB; this one stays far below. */
export const MAX_SUMMARY_BYTES = 64 * 1024
/** The skipped variables take at most this much of the summary. */
const MAX_SKIPPED_BYTES = 8 * 1024
/** The longest value shown in a table cell. */
const MAX_CELL = 200

export async function writeSummary(report: Report): Promise<void> {
  const file = process.env.GITHUB_STEP_SUMMARY
  if (!file) return
  // @actions/core opens it blocking: a FIFO nobody reads there would hold the step forever.
  checkRegularFile(file)
  await core.summary.addRaw(summaryHtml(report)).write()
}

/** The job summary as HTML, at most MAX_SUMMARY_BYTES. */
export function summaryHtml(
  report: Report,
  server = process.env.GITHUB_SERVER_URL,
  repository = process.env.GITHUB_REPOSITORY
): string {
  const result = report.result
  const title = result
    ? `${RESULT_ICON[result]} Deployment ${result === 'queued' ? 'queued' : result}`
    : '❌ Deployment not started'
  const variables =
    report.variablesGiven === 0 ? 'none given' : `${report.imported ?? 0} imported${skippedList(report.skipped ?? [])}`
  const rows: [string, string][] = [
    ['Service', recordCode(report.serviceId)],
    ...(report.environment ? [['Environment', environment(report)] as [string, string]] : []),
    [
      'Ref',
      report.ref
        ? recordCode(report.ref)
        : report.requestedRef
          ? `${recordCode(report.requestedRef)} (requested)`
          : 'tracked branch'
    ],
    ['Commit', commit(deployedCommit(report), server, repository)],
    ['Deployment', report.deploymentId ? recordCode(report.deploymentId) : 'not queued'],
    [
      'Status',
      `${result ? `${RESULT_ICON[result]} ${result}` : '❌ not started'}${report.status ? ` (${recordCode(report.status)})` : ''}`
    ],
    ...(report.failureKind ? [['Failure kind', code(report.failureKind)] as [string, string]] : []),
    ['Duration', formatDuration(report.durationMs)],
    ['Variables', variables],
    ...goLiveRows(report)
  ]
  const parts = report.services
    ? [`<h2>${escapeHtml(title.replace('Deployment', 'App'))}</h2>`, servicesTable(report.services)]
    : [
        `<h2>${escapeHtml(title)}</h2>`,
        `<table><tr><th>Field</th><th>Value</th></tr>${rows.map(([field, value]) => `<tr><td>${field}</td><td>${value}</td></tr>`).join('')}</table>`
      ]
  // The rollback's note has its own row: the reason says the failure alone.
  if (report.error) parts.push(`<p><strong>Why:</strong> ${text(withoutNote(report.error, report.rollback), 2000)}</p>`)
  if (report.next) parts.push(`<p><strong>Next:</strong> ${text(report.next, 1000)}</p>`)
  let html = `${parts.join('\n')}\n`
  if (result !== 'success' && report.tail.length > 0)
    html += tailBlock(report.tail, MAX_SUMMARY_BYTES - Buffer.byteLength(html))
  if (report.verify?.result === 'failed' && report.verify.matches.length > 0)
    html += matchesBlock(report.verify, MAX_SUMMARY_BYTES - Buffer.byteLength(html))
  if (report.runtimeLog) html += runtimeLogBlock(report.runtimeLog, MAX_SUMMARY_BYTES - Buffer.byteLength(html))
  return html
}

/** An app's services, one row each, the failed first. */
function servicesTable(services: readonly ServiceResult[]): string {
  const header = ['Service', 'Result', 'Deployment', 'Ref', 'Duration', 'URL', 'Verification', 'Rollback']
  const rows = failedFirst(services).map(entry => [
    recordCode(entry.name),
    entry.result === null
      ? 'not queued'
      : entry.result === 'skipped'
        ? `skipped (${text(entry.reason ?? '')})`
        : `${RESULT_ICON[entry.result]} ${entry.result}`,
    entry.deploymentId ? recordCode(entry.deploymentId) : '',
    entry.ref ? recordCode(entry.ref) : '',
    entry.result === 'skipped' ? '' : formatDuration(entry.durationMs),
    entry.url ? `<a href="${escapeHtml(entry.url)}">${recordText(entry.url)}</a>` : '',
    text(verifyLine(entry.verify ?? undefined), 300),
    entry.rollback
      ? `${recordCode(entry.rollback.deploymentId)} at ${recordCode(entry.rollback.ref)}: ${entry.rollback.result ?? 'unknown'}`
      : ''
  ])
  const cells = (tag: string, values: readonly string[]): string =>
    values.map(value => `<${tag}>${value}</${tag}>`).join('')
  return `<table><tr>${cells('th', header)}</tr>${rows.map(row => `<tr>${cells('td', row)}</tr>`).join('')}</table>`
}

/** URL, health and rollback rows, when there is something to show. */
function goLiveRows(report: Report): [string, string][] {
  const rows: [string, string][] = []
  if (report.url) rows.push(['URL', `<a href="${escapeHtml(report.url)}">${recordText(report.url)}</a>`])
  if (report.health && report.health !== 'skipped')
    rows.push(['Health', `${report.health}${report.healthProblem ? ` (${text(report.healthProblem)})` : ''}`])
  const verified = verifyLine(report.verify)
  if (verified !== '') rows.push(['Verification', text(verified, 500)])
  // The note names the redeploy and its ref when there was one: said once.
  if (report.rollback) rows.push(['Rollback', text(report.rollback, 500)])
  return rows
}

/** The lines the verification window matched, as many as fit in `budget` bytes. */
function matchesBlock(verify: VerifyReport, budget: number): string {
  const lines = verify.matches.map(
    match => `${text(`${formatDuration(match.atMs)}${match.known ? ' (known)' : ''}: ${match.line}`, 1000)}`
  )
  const frame = (shown: string[]): string =>
    `<details open><summary>The runtime log lines the verification window matched</summary>\n\n<pre><code>${shown.join('\n')}</code></pre>\n</details>\n`
  let shown = lines
  while (shown.length > 0 && Buffer.byteLength(frame(shown)) > budget) shown = shown.slice(0, -1)
  return shown.length > 0 ? frame(shown) : ''
}

/** The service's own last log lines, or why they are missing. */
function runtimeLogBlock(log: NonNullable<Report['runtimeLog']>, budget: number): string {
  if ('missing' in log) return `<p><strong>Runtime log:</strong> not shown: ${text(log.missing, 500)}</p>\n`
  if (log.lines.length === 0) return '<p><strong>Runtime log:</strong> the service logged nothing recently.</p>\n'
  const lines = log.lines.map(line => text(line, 1000))
  const frame = (shown: string[]): string =>
    `<details><summary>Last ${shown.length} lines of the service's runtime log</summary>\n\n<pre><code>${shown.join('\n')}</code></pre>\n</details>\n`
  let shown = lines
  while (shown.length > 0 && Buffer.byteLength(frame(shown)) > budget) shown = shown.slice(1)
  return shown.length > 0 ? frame(shown) : ''
}

/** The skipped variables with their reasons, as many as fit in MAX_SKIPPED_BYTES. */
function skippedList(skipped: { key: string; reason: string }[]): string {
  if (skipped.length === 0) return ''
  const shown: string[] = []
  let bytes = 0
  for (const skip of skipped) {
    const item = `${code(skip.key, 100)} (${text(skip.reason)})`
    bytes += Buffer.byteLength(item) + 2
    if (bytes > MAX_SKIPPED_BYTES) break
    shown.push(item)
  }
  const left = skipped.length - shown.length
  return `, skipped: ${shown.join(', ')}${left > 0 ? ` and ${left} more (the env-skipped output lists every key)` : ''}`
}

/** The last log lines in a collapsed block, as many of the newest as fit in `budget` bytes. */
function tailBlock(tail: string[], budget: number): string {
  const lines = tail.map(line => text(line, 1000))
  const frame = (shown: string[], left: number): string =>
    `<details><summary>Last ${shown.length} log lines${left > 0 ? ` (${left} more left out: the summary is kept small)` : ''}</summary>\n\n<pre><code>${shown.join('\n')}</code></pre>\n</details>\n`
  let shown = lines
  while (shown.length > 0 && Buffer.byteLength(frame(shown, lines.length - shown.length)) > budget)
    shown = shown.slice(1)
  return shown.length > 0 ? frame(shown, lines.length - shown.length) : ''
}

/** The GitHub environment, linked to its URL, and the GitHub deployment id. */
function environment(report: Report): string {
  const name = code(report.environment ?? '')
  const linked = report.environmentUrl ? `<a href="${escapeHtml(report.environmentUrl)}">${name}</a>` : name
  return report.githubDeploymentId
    ? `${linked} (GitHub deployment ${text(report.githubDeploymentId)})`
    : `${linked} (not recorded on GitHub)`
}

/**
 * The commit that was deployed: the one the service resolved the ref to, else the ref when it
 * is a commit id. Never the workflow's GITHUB_SHA: on a pull request that is the merge commit,
 * not the head commit a preview deploys.
 */
export function deployedCommit(report: Report): string | undefined {
  if (isCommitSha(report.commitSha)) return report.commitSha
  return [report.ref, report.requestedRef].find(ref => isCommitSha(ref))
}

function commit(sha: string | undefined, serverUrl = '', repository = ''): string {
  if (!isCommitSha(sha)) return 'unknown'
  const short = `<code>${sha.slice(0, 7)}</code>`
  const server = serverUrl.replace(/\/+$/, '')
  return /^https?:\/\/[^\s"<>]+$/.test(server) && /^[\w.-]+\/[\w.-]+$/.test(repository)
    ? `<a href="${escapeHtml(`${server}/${repository}/commit/${sha}`)}">${short}</a>`
    : short
}

/** Remote or free text for the summary: one redacted line, bounded, escaped. */
function text(value: string, max = MAX_CELL): string {
  return escapeHtml(remoteText(value, { max }))
}

function code(value: string, max = MAX_CELL): string {
  return `<code>${text(value, max)}</code>`
}

/** The run's own record (an id, a ref, a name, a URL, a state): one safe line, bounded, escaped; only secrets redacted. */
function recordText(value: string, max = MAX_CELL): string {
  return escapeHtml(remoteText(value, { max, record: true }))
}

function recordCode(value: string): string {
  return `<code>${recordText(value)}</code>`
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '[': '&#91;',
  ']': '&#93;'
}

/**
 * HTML escapes, and the brackets of Markdown links and images as character references too:
 * even if the HTML block ended early, no text from the service could form a link or image.
 */
function escapeHtml(value: string): string {
  return value.replace(/[&<>"'[\]]/g, ch => ESCAPES[ch] ?? ch)
}

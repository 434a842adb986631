import * as core from '@actions/core'
import { formatDuration } from './duration.js'
import { redact } from './secrets.js'
import { plainLine } from './remote-text.js'

// The step's outputs and job summary, written once at the end of every run that got past
// its inputs. Everything here is redacted: the runner does not mask the summary file.

export type Result = 'success' | 'failure' | 'cancelled' | 'timed-out' | 'queued'

export interface Report {
  serviceId: string
  requestedRef: string | undefined
  /** The ref as the service resolved it (deploy response). */
  ref?: string
  deploymentId?: string
  status?: string
  result?: Result
  durationMs: number
  variablesGiven: number
  imported?: number
  skipped?: { key: string; reason: string }[]
  /** Why the step failed, when it did. */
  error?: string
  /** Last log lines, shown when the deployment did not succeed. */
  tail: string[]
  /** What to do next, when the step failed. */
  nextStep?: string
  /** The GitHub environment and deployment, when github-deployment is on. */
  environment?: string
  environmentUrl?: string
  githubDeploymentId?: string
  /** The job itself was cancelled (SIGINT/SIGTERM), not the deployment at the service. */
  jobCancelled?: boolean
}

const RESULT_ICON: Record<Result, string> = {
  success: '✅',
  failure: '❌',
  cancelled: '🚫',
  'timed-out': '⏱️',
  queued: '🕓'
}

export function setOutputs(report: Report): void {
  const outputs: Record<string, string> = {
    'deployment-id': report.deploymentId ?? '',
    status: report.status ?? '',
    result: report.result ?? '',
    ref: report.ref ?? '',
    'env-imported': report.imported === undefined ? '' : String(report.imported),
    'env-skipped': (report.skipped ?? []).map(skip => skip.key).join(','),
    'github-deployment-id': report.githubDeploymentId ?? ''
  }
  for (const [name, value] of Object.entries(outputs)) core.setOutput(name, redact(value))
}

export async function writeSummary(report: Report): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return
  const result = report.result
  const title = result ? `${RESULT_ICON[result]} Deployment ${result === 'queued' ? 'queued' : result}` : '❌ Deployment not started'
  const variables =
    report.variablesGiven === 0
      ? 'none given'
      : `${report.imported ?? 0} imported` + ((report.skipped ?? []).length > 0 ? `, skipped: ${report.skipped?.map(skip => `<code>${html(skip.key)}</code> (${html(skip.reason)})`).join(', ')}` : '')
  const rows: [string, string][] = [
    ['Service', `<code>${html(report.serviceId)}</code>`],
    ...(report.environment ? [['Environment', environment(report)] as [string, string]] : []),
    ['Ref', report.ref ? `<code>${html(report.ref)}</code>` : report.requestedRef ? `<code>${html(report.requestedRef)}</code> (requested)` : 'tracked branch'],
    ['Commit', commit()],
    ['Deployment', report.deploymentId ? `<code>${html(report.deploymentId)}</code>` : 'not queued'],
    ['Status', `${result ? `${RESULT_ICON[result]} ${result}` : '❌ not started'}${report.status ? ` (<code>${html(report.status)}</code>)` : ''}`],
    ['Duration', formatDuration(report.durationMs)],
    ['Variables', variables]
  ]
  const summary = core.summary.addHeading(html(title), 2).addTable([
    [
      { data: 'Field', header: true },
      { data: 'Value', header: true }
    ],
    ...rows.map(([field, value]) => [field, value])
  ])
  // Messages of typed errors end with "Next: ..."; the summary shows that part on its own.
  const [why, nextInError] = (report.error ?? '').split(/ Next: /, 2)
  const next = report.nextStep ?? nextInError ?? (result && result !== 'success' && result !== 'queued' ? NEXT_STEP[result] : undefined)
  if (why) summary.addRaw(`<p><strong>Why:</strong> ${html(why)}</p>`, true)
  if (next) summary.addRaw(`<p><strong>Next:</strong> ${html(next)}</p>`, true)
  if (result !== 'success' && report.tail.length > 0) {
    summary.addRaw(
      `<details><summary>Last ${report.tail.length} log lines</summary>\n\n<pre><code>${report.tail.map(line => html(plainLine(line, 1000))).join('\n')}</code></pre>\n</details>`,
      true
    )
  }
  await summary.write()
}

const NEXT_STEP: Record<'failure' | 'cancelled' | 'timed-out', string> = {
  failure: 'Fix the cause shown above, then run the job again.',
  cancelled: 'Check the deployment in the dashboard; run the job again if it should go live.',
  'timed-out': 'Check the deployment in the dashboard, or raise the timeout input.'
}

/** The GitHub environment, linked to its URL, and the GitHub deployment id. */
function environment(report: Report): string {
  const name = `<code>${html(report.environment ?? '')}</code>`
  const linked = report.environmentUrl ? `<a href="${html(report.environmentUrl)}">${name}</a>` : name
  return report.githubDeploymentId ? `${linked} (GitHub deployment ${html(report.githubDeploymentId)})` : `${linked} (not recorded on GitHub)`
}

/** The workflow's commit, linked to GitHub when the runner says where. */
function commit(): string {
  const sha = process.env.GITHUB_SHA ?? ''
  if (!/^[0-9a-f]{7,64}$/i.test(sha)) return 'unknown'
  const short = `<code>${sha.slice(0, 7)}</code>`
  const server = (process.env.GITHUB_SERVER_URL ?? '').replace(/\/+$/, '')
  const repository = process.env.GITHUB_REPOSITORY ?? ''
  return /^https?:\/\//.test(server) && /^[\w.-]+\/[\w.-]+$/.test(repository) ? `<a href="${html(`${server}/${repository}/commit/${sha}`)}">${short}</a>` : short
}

/** Escapes text for the summary's HTML, after redacting secrets. */
function html(text: string): string {
  return redact(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\x1b\[[0-9;]*[A-Za-z]/g, '')
}

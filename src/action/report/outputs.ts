import * as core from '@actions/core'
import type { Report } from './summary.js'

// The step's outputs, written at the end of every run that got past its inputs (and
// deployment-id as soon as it is known). They carry validated values as the service sent
// them: redaction would corrupt them for later steps.

/** Outputs already written: each is written once (the early ones are not repeated at the end). */
const written = new Set<string>()

/** Writes one output now, e.g. `deployment-id` as soon as it is known. */
export function writeOutput(name: string, value: string): void {
  if (written.has(name)) return
  written.add(name)
  core.setOutput(name, value)
}

export function setOutputs(report: Report): void {
  const outputs: Record<string, string> = {
    'deployment-id': report.deploymentId ?? '',
    status: report.status ?? '',
    result: report.result ?? '',
    ref: report.ref ?? '',
    'env-imported': report.imported === undefined ? '' : String(report.imported),
    'env-skipped': (report.skipped ?? []).map(skip => skip.key).join(','),
    'github-deployment-id': report.githubDeploymentId ?? '',
    url: report.url ?? '',
    health: report.health ?? 'skipped',
    'rollback-deployment-id': report.rollbackDeploymentId ?? '',
    'rollback-ref': report.rollbackRef ?? ''
  }
  for (const [name, value] of Object.entries(outputs)) writeOutput(name, value)
}

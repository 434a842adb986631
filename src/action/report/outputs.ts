import * as core from '@actions/core'
import { describeError } from '../../text/error-text.js'
import { checkRegularFile, NotRegularFile } from '../../core/regular-file.js'
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
  if (outputsFileUsable()) core.setOutput(name, value)
}

/** Set once $GITHUB_OUTPUT was found unusable: said once, no output written after. */
let refused = false

/**
 * Whether $GITHUB_OUTPUT names a regular file: @actions/core opens it
 * blocking, so a FIFO nobody reads there would hold the step past its timeout and its signals.
 */
function outputsFileUsable(): boolean {
  const file = process.env.GITHUB_OUTPUT
  if (refused) return false
  if (!file) return true
  try {
    checkRegularFile(file)
    return true
  } catch (error) {
    // A missing file is @actions/core's to refuse, as it always has.
    if (!(error instanceof NotRegularFile)) return true
    refused = true
    core.warning(`The step's outputs are not written: ${describeError('Opening GITHUB_OUTPUT', error)}`)
    return false
  }
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

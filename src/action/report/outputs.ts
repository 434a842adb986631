import * as core from '@actions/core'
import { actionLog } from '../log/action-log.js'
import { OUTPUTS, describeOutput, outputOf, outputText, type OutputKey } from '../../core/outputs.js'
import type { DeployResult } from '../../core/result.js'
import { credentialFree } from '../../text/output-values.js'
import { describeError } from '../../text/error-text.js'
import { checkRegularFile, NotRegularFile } from '../../core/regular-file.js'

// The step's outputs, the table's (src/core/outputs.ts) and GitHub's own aside, written at the
// end of every run that got past its inputs (and those the engine reports early as soon as they
// are known). They carry validated values as the service sent them, since redaction would
// corrupt them for later steps; one holding the API key or the GitHub token is written empty, as
// on the CLI (text/output-values.ts).

/** The Action's own output, which the command line has no use for. */
export const GITHUB_DEPLOYMENT_OUTPUT = {
  action: 'github-deployment-id',
  description: 'Id of the GitHub deployment, when `github-deployment` is on and GitHub accepted it; empty otherwise.'
} as const

/** Outputs already written: each is written once (the early ones are not repeated at the end). */
const written = new Set<string>()

/**
 * Writes one output now, empty with a warning when its value holds the API key or the GitHub
 * token; `closed`: a word of a closed vocabulary or a count, not scanned.
 */
export function writeOutput(name: string, value: string, closed = false): void {
  if (written.has(name)) return
  written.add(name)
  if (!outputsFileUsable()) return
  const warnings: string[] = []
  core.setOutput(name, closed ? value : credentialFree(`The output ${name}`, value, warnings))
  for (const warning of warnings) actionLog.warning(warning, 'Output written empty')
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
    actionLog.warning(`The step's outputs are not written: ${describeError('Opening GITHUB_OUTPUT', error)}`)
    return false
  }
}

/** Writes an output the engine knows before the end, e.g. `deployment-id` as soon as it is queued. */
export function writeEarlyOutput(key: OutputKey, value: string): void {
  const output = outputOf(key)
  writeOutput(output.action, value, 'closed' in output)
}

/** Writes every output of the run, and the GitHub deployment's id (empty when none). */
export function setOutputs(result: DeployResult, githubDeploymentId: string | undefined): void {
  for (const output of OUTPUTS) writeOutput(output.action, outputText(output.value(result)), 'closed' in output)
  writeOutput(GITHUB_DEPLOYMENT_OUTPUT.action, githubDeploymentId ?? '')
}

/** action.yml's outputs, each with its description as the Action says it: a setting is its input. */
export function actionOutputs(): Record<string, { description: string }> {
  const outputs: Record<string, { description: string }> = {}
  for (const output of OUTPUTS) {
    const description = describeOutput(output, setting => `\`${setting}\``)
    outputs[output.action] = {
      description: 'actionNote' in output ? `${description} ${output.actionNote}` : description
    }
  }
  outputs[GITHUB_DEPLOYMENT_OUTPUT.action] = { description: GITHUB_DEPLOYMENT_OUTPUT.description }
  return outputs
}

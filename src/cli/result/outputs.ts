import { randomUUID } from 'node:crypto'
import type { DeployResult } from '../../core/result.js'
import { UserFacingError } from '../../core/errors.js'
import { OUTPUTS, describeOutput, type Output, type OutputVariable } from '../../core/outputs.js'
import { outputTexts } from '../../text/output-values.js'
import { RESULT_JSON_FIELDS } from '../../result/result-json.js'
import { writeRegularFile } from '../../core/regular-file.js'
import type { CiName, Env } from '../ci/ci.js'
import { azureData } from '../ci/ci-commands.js'

// The run's outputs for later jobs: to --outputs-file as a dotenv file (GitLab's
// `artifacts: reports: dotenv`), and to the CI's own channel where it has one. The values
// are validated values from the service; no CI masks these files, so a value holding a secret
// (the service echoed a variable's value) is written empty, and no value can add a line, a
// variable or a command to what a CI reads back. The outputs are the table's (src/core/outputs.ts).

/** The CLI's output variables, in the table's order (src/core/outputs.ts). */
export const OUTPUT_VARIABLES: readonly OutputVariable[] = OUTPUTS.map(output => output.variable)
export type Outputs = Record<OutputVariable, string>

/** Every output of a run by its variable; unknown ones are empty, those holding a secret too (with a warning). */
export function outputsOf(result: DeployResult, warnings: string[] = []): Outputs {
  const texts = outputTexts(result, output => output.variable, warnings)
  return Object.fromEntries(OUTPUTS.map(output => [output.variable, texts[output.key]])) as Outputs
}

/** An output's description as the CLI's docs write it: a setting is its flag. */
export function describeCliOutput(output: Output): string {
  return describeOutput(output, setting => `\`--${setting}\``)
}

/** A file's lines, and the warnings about values it could not carry (those are written empty). */
export interface Formatted {
  text: string
  warnings: string[]
}

/**
 * Why a `KEY=VALUE` line would not give back `value` exactly, or undefined when it would.
 * GitLab reads such a line as-is: no quotes, no escapes, no comments, one line, trimmed, and
 * it expands `$NAME` references; the dotenv readers other tools use take off quotes and cut
 * at ` #`; Java properties (Jenkins' readProperties) take `\` as an escape.
 */
function plainValueProblem(value: string): string | undefined {
  if (/[\p{Cc}\p{Cf}\p{Cs}\u2028\u2029]/u.test(value)) return 'a line break, control or invisible character'
  if (/^\s|\s$/.test(value)) return 'leading or trailing whitespace, which a later job may trim'
  if (/^['"`]/.test(value)) return 'an opening quote, which dotenv readers take off'
  if (value.includes('$')) return 'a $, which a later job may expand as a variable reference'
  if (value.includes('\\')) return 'a backslash, which readers that take escapes would change'
  if (/(^|\s)#/.test(value)) return 'a #, which dotenv readers take for a comment'
  return undefined
}

/**
 * `NAME=VALUE` lines as GitLab's dotenv report and Bitbucket's variables file read them: one
 * per output, no blank line, no comment (GitLab refuses both), values as written.
 */
export function formatDotenvOutputs(outputs: Outputs, where: string): Formatted {
  const warnings: string[] = []
  const lines = OUTPUT_VARIABLES.map(name => {
    const problem = plainValueProblem(outputs[name])
    if (problem === undefined) return `${name}=${outputs[name]}\n`
    warnings.push(`${name} is written empty to ${where}: its value holds ${problem}.`)
    return `${name}=\n`
  })
  return { text: lines.join(''), warnings }
}

/** Azure's escaping of a logging command's property value: its data escaping, and `;` and `]`. */
function escapeAzureProperty(value: string): string {
  return azureData(value).replace(/;/g, '%3B').replace(/\]/g, '%5D')
}

/** The logging command that sets an output variable of the Azure Pipelines step. */
export function azureSetVariable(name: string, value: string): string {
  return `##vso[task.setvariable variable=${escapeAzureProperty(name)};isOutput=true]${azureData(value)}`
}

/**
 * `export NAME='VALUE'` lines for CircleCI's $BASH_ENV, which every later step sources: inside
 * single quotes the shell expands nothing, and a `'` closes, adds a quoted `'` and reopens.
 */
export function formatCircleciExports(outputs: Outputs): Formatted {
  const warnings: string[] = []
  const lines = OUTPUT_VARIABLES.map(name => {
    let value = outputs[name]
    // A NUL cannot be in a shell variable; a line break would survive, but a value must stay one line.
    if (/[\0\r\n]/.test(value)) {
      warnings.push(`${name} is written empty to BASH_ENV: its value holds a NUL or a line break.`)
      value = ''
    }
    return `export ${name}='${value.replace(/'/g, `'"'"'`)}'\n`
  })
  return { text: lines.join(''), warnings }
}

/**
 * GitHub's $GITHUB_OUTPUT entries, each `NAME<<DELIMITER`, the value, then the delimiter: a
 * random delimiter no value can guess, and never one a value contains.
 */
export function formatGithubOutputs(outputs: Outputs, delimiter = `ghadelimiter_${randomUUID()}`): string {
  return OUTPUT_VARIABLES.map(name => {
    const value = outputs[name]
    if (value.includes(delimiter)) throw new Error(`The value of ${name} contains the delimiter ${delimiter}`)
    return `${name}<<${delimiter}\n${value}\n${delimiter}\n`
  }).join('')
}

export interface OutputTargets {
  /** The CI whose channel gets the outputs too. */
  ci: CiName
  /** The environment naming the CI's files: GITHUB_OUTPUT, BASH_ENV, BITBUCKET_PIPELINES_VARIABLES_PATH. */
  env: Env
  /** `--outputs-file`, written whole (replaced when it exists). */
  outputsFile: string | undefined
  /** Prints one line to stdout: Azure reads its logging commands there. */
  write: (line: string) => void
}

/**
 * Writes the outputs to --outputs-file and to the CI's channel. Returns warnings to print
 * (values written empty, a CI file that is not set); throws an UserFacingError naming every
 * file it could not write, after trying them all.
 */
export function writeOutputs(result: DeployResult, targets: OutputTargets): string[] {
  const warnings: string[] = []
  const outputs = outputsOf(result, warnings)
  const failures: string[] = []
  const toFile = (file: string, formatted: Formatted, append: boolean): void => {
    warnings.push(...formatted.warnings)
    try {
      // Never waits on a FIFO or a device in the file's place: the run ends with its own exit code.
      writeRegularFile(file, formatted.text, append ? 'append-lines' : 'replace')
    } catch (error) {
      failures.push(`${file} (${error instanceof Error ? error.message : String(error)})`)
    }
  }
  if (targets.outputsFile !== undefined) {
    toFile(targets.outputsFile, formatDotenvOutputs(outputs, '--outputs-file'), false)
  }
  const channel = CHANNEL_FILES[targets.ci]
  const channelFile = channel && targets.env[channel]
  if (channel && !channelFile) {
    warnings.push(`${channel} is not set: the outputs are not passed to later steps through it.`)
  } else if (channelFile) {
    if (targets.ci === 'github') toFile(channelFile, { text: formatGithubOutputs(outputs), warnings: [] }, true)
    if (targets.ci === 'bitbucket') toFile(channelFile, formatDotenvOutputs(outputs, channel), true)
    if (targets.ci === 'circleci') toFile(channelFile, formatCircleciExports(outputs), true)
  }
  if (targets.ci === 'azure') for (const name of OUTPUT_VARIABLES) targets.write(azureSetVariable(name, outputs[name]))
  if (failures.length > 0) {
    throw new UserFacingError(
      `Could not write the outputs to ${failures.join('; ')}.`,
      'check that each names a regular file in a folder that exists and the job may write to.'
    )
  }
  return warnings
}

/** The variable naming the file each CI reads outputs from, for CIs that have one. */
const CHANNEL_FILES: Partial<Record<CiName, string>> = {
  github: 'GITHUB_OUTPUT',
  bitbucket: 'BITBUCKET_PIPELINES_VARIABLES_PATH',
  circleci: 'BASH_ENV'
}

/** Every field of the JSON in the order it prints them, with what it holds (for docs/cli.md). */
export function resultJsonFields(): [field: string, meaning: string][] {
  return [
    ['schemaVersion', RESULT_JSON_FIELDS.schemaVersion],
    ...OUTPUTS.map((output: Output): [string, string] => [output.key, describeCliOutput(output)]),
    ['durationMs', RESULT_JSON_FIELDS.durationMs],
    ['error', RESULT_JSON_FIELDS.error]
  ]
}

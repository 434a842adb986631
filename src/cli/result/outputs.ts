import { randomUUID } from 'node:crypto'
import type { DeployResult } from '../../core/result.js'
import { accessSync, constants, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { UsageError, UserFacingError } from '../../core/errors.js'
import { OUTPUTS, describeOutput, type Output, type OutputVariable } from '../../core/outputs.js'
import { outputTexts } from '../../text/output-values.js'
import { RESULT_JSON_FIELDS } from '../../result/result-json.js'
import { checkRegularFile, writeRegularFile } from '../../core/regular-file.js'
import type { CiName, Env } from '../ci/ci.js'
import { azureData, teamcityValue } from '../ci/ci-commands.js'

// The run's outputs for later jobs: to --outputs-file as a dotenv file (GitLab's
// `artifacts: reports: dotenv`), and to the CI's own channel where it has one. The values
// are validated values from the service; no CI masks these files, so a value holding a secret
// (the service echoed a variable's value) is written empty, and no value can add a line, a
// variable or a command to what a CI reads back. The outputs are the table's (src/core/outputs.ts).

/** GitLab refuses a dotenv report over this many bytes, and fails the job. */
export const GITLAB_DOTENV_MAX_BYTES = 5120
/** On GitLab, the per-service results' own file, next to --outputs-file (the component keeps it as an artifact). */
export const RESULTS_FILE_NAME = 'hosting-results.json'
/** On GitLab, the dotenv report's pointer to the results' file: its path as the job sees it. */
export const RESULTS_FILE_VARIABLE = 'HOSTING_RESULTS_FILE'

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

/**
 * GitLab's dotenv report, within GITLAB_DOTENV_MAX_BYTES whatever the service sent: the
 * per-service results are in their own file (`resultsFile`, named by RESULTS_FILE_VARIABLE, so
 * `HOSTING_RESULTS` is empty here), and while the report is over the limit, the longest value
 * left is written empty, all of them said in one warning.
 */
export function formatGitlabDotenv(outputs: Outputs, resultsFile: string, where: string): Formatted {
  const formatted = formatDotenvOutputs({ ...outputs, HOSTING_RESULTS: '' }, where)
  const entries = [
    ...formatted.text.split('\n').filter(line => line !== ''),
    `${RESULTS_FILE_VARIABLE}=${plainValueProblem(resultsFile) === undefined ? resultsFile : ''}`
  ].map(line => ({ name: line.slice(0, line.indexOf('=')), line, bytes: Buffer.byteLength(line) + 1 }))
  let size = entries.reduce((sum, entry) => sum + entry.bytes, 0)
  const dropped = new Set<string>()
  while (size > GITLAB_DOTENV_MAX_BYTES) {
    // Every value emptied is a few hundred bytes of names: this ends well within the limit.
    const longest = entries.reduce((a, b) => (b.bytes > a.bytes ? b : a))
    longest.line = `${longest.name}=`
    size -= longest.bytes - (longest.name.length + 2)
    longest.bytes = longest.name.length + 2
    dropped.add(longest.name)
  }
  const warnings = [...formatted.warnings]
  // Named once, in the report's order.
  const names = entries.map(entry => entry.name).filter(name => dropped.has(name))
  if (names.length > 0)
    warnings.push(
      `${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} written empty to ${where}: GitLab refuses a dotenv report over ${GITLAB_DOTENV_MAX_BYTES.toLocaleString('en')} bytes, and fails the job.`
    )
  return { text: entries.map(entry => `${entry.line}\n`).join(''), warnings }
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

/**
 * The service message that sets the build parameter `env.NAME` (an environment variable of the
 * build's later steps): the name is one of the table's, the value escaped (teamcityValue).
 */
export function teamcitySetParameter(name: OutputVariable, value: string): string {
  return `##teamcity[setParameter name='env.${name}' value='${teamcityValue(value)}']`
}

export interface OutputTargets {
  /** The CI whose channel gets the outputs too. */
  ci: CiName
  /** The environment naming the CI's files: GITHUB_OUTPUT, BASH_ENV, BITBUCKET_PIPELINES_VARIABLES_PATH. */
  env: Env
  /** `--outputs-file`, written whole (replaced when it exists). */
  outputsFile: string | undefined
  /** Prints one line for the CI to read: Azure's logging commands, TeamCity's service messages. */
  write: (line: string) => void
  /** Whether stdout carries the text output (TeamCity reads service messages on stdout only). */
  textOnStdout?: boolean
  /** The working directory the files are named from; undefined: the process's. */
  cwd?: string | undefined
}

/** Files the outputs could not be written to; `outputsFile`: --outputs-file among them. */
export class OutputsNotWritten extends UserFacingError {
  override name = 'OutputsNotWritten'
  constructor(
    message: string,
    next: string,
    readonly outputsFile: boolean
  ) {
    super(message, next)
  }
}

/**
 * Writes the outputs to --outputs-file and to the CI's channel. Returns warnings to print
 * (values written empty, a CI file that is not set); throws OutputsNotWritten naming every
 * file it could not write, after trying them all.
 */
export function writeOutputs(result: DeployResult, targets: OutputTargets): string[] {
  const warnings: string[] = []
  const outputs = outputsOf(result, warnings)
  const failures: string[] = []
  let outputsFileFailed = false
  const toFile = (file: string, formatted: Formatted, append: boolean): boolean => {
    warnings.push(...formatted.warnings)
    try {
      // Never waits on a FIFO or a device in the file's place: the run ends with its own exit code.
      writeRegularFile(from(targets.cwd, file), formatted.text, append ? 'append-lines' : 'replace')
      return true
    } catch (error) {
      failures.push(`${file} (${error instanceof Error ? error.message : String(error)})`)
      return false
    }
  }
  if (targets.outputsFile !== undefined)
    for (const [file, formatted] of outputsFiles(result, outputs, targets.outputsFile, targets.ci))
      if (!toFile(file, formatted, false)) outputsFileFailed = true
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
  // With --output json or ndjson stdout is the JSON's alone: TeamCity gets them from it or --outputs-file.
  if (targets.ci === 'teamcity' && targets.textOnStdout !== false)
    for (const name of OUTPUT_VARIABLES) targets.write(teamcitySetParameter(name, outputs[name]))
  if (failures.length > 0) {
    throw new OutputsNotWritten(
      `Could not write the outputs to ${failures.join('; ')}.`,
      'check that each names a regular file in a folder that exists and the job may write to.',
      outputsFileFailed
    )
  }
  return warnings
}

/**
 * What --outputs-file gets: its NAME=VALUE lines; on GitLab, a dotenv report within GitLab's
 * limit, and the per-service results in their own file next to it, which the report names.
 */
function outputsFiles(result: DeployResult, outputs: Outputs, file: string, ci: CiName): [string, Formatted][] {
  if (ci !== 'gitlab') return [[file, formatDotenvOutputs(outputs, '--outputs-file')]]
  const resultsFile = join(dirname(file), RESULTS_FILE_NAME)
  // One service has no results: an empty list, so that a later job reads the file the same way.
  const list = result.services === undefined ? '[]' : outputs.HOSTING_RESULTS
  return [
    [resultsFile, { text: `${list}\n`, warnings: [] }],
    [file, formatGitlabDotenv(outputs, resultsFile, '--outputs-file')]
  ]
}

/**
 * Why --outputs-file could not be written, checked before anything is sent (nothing is written
 * or created yet): a link, a FIFO or a folder in its place, a folder that does not exist or
 * cannot be written to; on GitLab, the same of the results' file next to it. Undefined when it
 * can be, or none is given. `cwd`: the working directory the file is named from (undefined: the
 * process's).
 */
export function outputsFileProblem(file: string | undefined, ci?: CiName, cwd?: string): UsageError | undefined {
  if (file === undefined) return undefined
  const problem = fileProblem(file, cwd)
  if (problem !== undefined || ci !== 'gitlab') return problem
  const results = join(dirname(file), RESULTS_FILE_NAME)
  try {
    checkRegularFile(from(cwd, results))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
      return new UsageError(
        '--outputs-file',
        `cannot be written with the results' file next to it: ${results} cannot be written (${reasonOf(error)}). Nothing was sent.`,
        `remove what is at ${results}, or name a file in another folder.`
      )
  }
  return undefined
}

/** Why `file` (from `cwd`) could not be written (outputsFileProblem), without the results' file. */
function fileProblem(file: string, cwd: string | undefined): UsageError | undefined {
  const next = 'name a regular file in a folder that exists and the job may write to.'
  try {
    checkRegularFile(from(cwd, file))
    return undefined
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code !== 'ENOENT')
      return new UsageError('--outputs-file', `cannot be written (${reasonOf(error)}). Nothing was sent.`, next)
  }
  // Missing: it is created at the end, in its folder.
  const folder = dirname(file)
  try {
    if (!statSync(from(cwd, folder)).isDirectory()) throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR' })
    accessSync(from(cwd, folder), constants.W_OK)
    return undefined
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    const why =
      code === 'ENOENT'
        ? `its folder ${folder} does not exist`
        : code === 'ENOTDIR'
          ? `${folder} is not a folder`
          : `its folder ${folder} cannot be written to (${reasonOf(error)})`
    return new UsageError('--outputs-file', `cannot be written: ${why}. Nothing was sent.`, next)
  }
}

/**
 * `file` as the file system is asked for it: from `cwd` when one is given, else as the line
 * gave it (the process's working directory; the errors then name it as given).
 */
function from(cwd: string | undefined, file: string): string {
  return cwd === undefined ? file : resolve(cwd, file)
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message.replace(/\.$/, '') : String(error)
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

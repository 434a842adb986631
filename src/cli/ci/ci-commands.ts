import type { CiName } from './ci.js'
import type { Style } from './colour.js'
import { rows, stopCommandsFrame } from '../../text/stop-commands.js'
import { LOG_MARK } from '../../core/host.js'

// What each CI reads in a job log: its group markers, annotations and masking commands. Every
// text these functions take is already safe (ci-text.ts); they only escape it for the command
// that carries it. CIs without such commands get plain lines.

export type Level = 'notice' | 'warning' | 'error'

/** A workflow command's message, escaped as @actions/core escapes it. */
function githubData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
}

/** A workflow command's property, escaped as @actions/core escapes it. */
function githubProperty(text: string): string {
  return githubData(text).replace(/:/g, '%3A').replace(/,/g, '%2C')
}

/**
 * A `##vso[...]` command's data, escaped as the Azure Pipelines task library does: the agent
 * decodes `%AZP25` to `%` unless a pipeline sets DECODE_PERCENTS to false.
 */
export function azureData(text: string): string {
  return text.replace(/%/g, '%AZP25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
}

/**
 * A service message's attribute value, escaped as TeamCity reads it: `|` before `'`, `[`, `]` and
 * itself, `|n` and `|r` for line breaks, and `|0xNNNN` for every other character outside printable ASCII.
 */
export function teamcityValue(text: string): string {
  return text.replace(/[|'[\]]|[^\x20-\x7e]/g, char => {
    if (char === '\n') return '|n'
    if (char === '\r') return '|r'
    if (/[|'[\]]/.test(char)) return `|${char}`
    return `|0x${char.charCodeAt(0).toString(16).padStart(4, '0')}`
  })
}

/** A phase's group: its opening line (a heading where the CI has no groups). */
export function groupStart(ci: CiName, title: string, section: Section, style: Style): string {
  switch (ci) {
    case 'github':
      return `::group::${githubData(title)}`
    case 'azure':
      return `##[group]${title}`
    case 'gitlab':
      return `\x1b[0Ksection_start:${section.unixSeconds}:${section.name}[collapsed=true]\r\x1b[0K${style.bold(title)}`
    case 'teamcity':
      return `##teamcity[blockOpened name='${teamcityValue(title)}']`
    default:
      return heading(title, style)
  }
}

/** The line that closes a phase's group, when the CI has groups. */
export function groupEnd(ci: CiName, section: Section): string | undefined {
  switch (ci) {
    case 'github':
      return '::endgroup::'
    case 'azure':
      return '##[endgroup]'
    case 'gitlab':
      return `\x1b[0Ksection_end:${section.unixSeconds}:${section.name}\r\x1b[0K`
    case 'teamcity':
      return `##teamcity[blockClosed name='${teamcityValue(section.title)}']`
    default:
      return undefined
  }
}

/** A group: its GitLab section name (`[a-z0-9_]`, unique in the run), when it started or ended, its safe title. */
export interface Section {
  name: string
  unixSeconds: number
  title: string
}

/** A section name for the `index`th group titled `title`: a slug of the title, numbered. */
export function sectionName(title: string, index: number): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40)
    .replace(/_+$/, '')
  return `${slug || 'phase'}_${index}`
}

/** A heading line, for a phase where the CI has no groups or inside another group. */
export function heading(title: string, style: Style): string {
  return style.bold(`==> ${title}`)
}

/**
 * An annotation: `text` is the safe message (its lines joined with LF), `title` its safe short
 * heading (only where the CI shows one apart, titledAnnotations; elsewhere it leads `text`).
 */
export function annotation(ci: CiName, level: Level, text: string, title: string | undefined, style: Style): string[] {
  if (ci === 'github') {
    const properties = title === undefined ? '' : ` title=${githubProperty(title)}`
    return [`::${level}${properties}::${githubData(text)}`]
  }
  if (ci === 'azure' && level !== 'notice') return [`##vso[task.logissue type=${level}]${azureData(text)}`]
  const label = level === 'error' ? style.red('error:') : level === 'warning' ? style.yellow('warning:') : 'notice:'
  const [first = '', ...rest] = text.split('\n')
  return [`${label} ${first}`, ...rest.map(line => `  ${line}`)]
}

/** Whether the CI reads annotation commands (elsewhere an annotation is a labelled line). */
export function hasAnnotations(ci: CiName): boolean {
  return ci === 'github' || ci === 'azure'
}

/** Whether the CI shows an annotation's title apart from its message. */
export function titledAnnotations(ci: CiName): boolean {
  return ci === 'github'
}

/** A debug line (printed only when debug output was asked for). */
export function debugLine(ci: CiName, line: string, style: Style): string {
  return ci === 'azure' ? `##[debug]${line}` : `${style.dim('debug:')} ${line}`
}

/** The commands that have the CI mask `secret` in its log; none where the CI has no such command. */
export function maskCommands(ci: CiName, secret: string): string[] {
  if (ci === 'github') return [`::add-mask::${githubData(secret)}`]
  if (ci !== 'azure') return []
  const commands = [`##vso[task.setsecret]${azureData(secret)}`]
  // With DECODE_PERCENTS false the agent keeps %AZP25 as it is: the value without it is masked too.
  if (secret.includes('%')) commands.push(`##vso[task.setsecret]${secret.replace(/\r/g, '%0D').replace(/\n/g, '%0A')}`)
  return commands
}

/**
 * What every line of one service's deployment log starts with (an app's carry their service's
 * label before the same mark, app/service-host.ts): none of the command line's own lines does,
 * so a remote `==> Deployment`, `Result      success` or `warning:` line cannot pass for one.
 */
export const LOG_LINE_PREFIX = `  ${LOG_MARK}`

/**
 * Log lines as one chunk, each after LOG_LINE_PREFIX. On GitHub they are printed between
 * `::stop-commands::TOKEN` and `::TOKEN::` as the Action does (text/stop-commands.ts), a random
 * token per batch, as a second wall behind ci-text.ts.
 */
export function logChunk(
  ci: CiName,
  lines: readonly string[],
  token: () => string,
  /** Which lines already start with an app's service label (`web    | `), which marks them instead. */
  labelled: readonly boolean[] = []
): string {
  const marked = lines.map((line, index) => (labelled[index] ? line : `${LOG_LINE_PREFIX}${line}`))
  if (ci === 'github') return stopCommandsFrame(marked, token())
  return rows(marked)
}

/** What marks the job failed on a CI that reads a command for it (Azure), after the error annotation. */
export function failedCommands(ci: CiName): string[] {
  return ci === 'azure' ? ['##vso[task.complete result=Failed;]'] : []
}

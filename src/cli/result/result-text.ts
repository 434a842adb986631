import type { DeployResult, ServiceResult } from '../../core/result.js'
import { failedFirst } from '../../app/app-result.js'
import { formatDuration } from '../../core/duration.js'
import { linesForCi, recordForCi } from '../../text/ci-text.js'
import type { Style } from '../ci/colour.js'
import { keyRows } from './key-text.js'
import { withoutNote } from '../../engine/failure.js'

// The short block the text output ends with: how the run ended, where, and what to do next.
// Every value from the service is made safe for any CI (ci-text.ts). Its rows are the run's own
// record (the deployment, the ref, the URL...): only a secret is redacted from them, never a
// value hidden only by mask-env `all`.

/** Skipped variables named in the block; the rest are counted. */
const SKIPPED_SHOWN = 10
const LABEL_WIDTH = 12

/** The closing block: `report`, how the run ended (stdout); `problem`, the error and what to do (stderr in text mode). */
export interface ResultBlock {
  report: string[]
  problem: string[]
}

/** The closing block, `problem` in `problemStyle` (stderr may be a terminal when stdout is not, or the other way round). */
export function resultBlock(result: DeployResult, style: Style, problemStyle: Style = style): ResultBlock {
  const problem = errorLines(result, problemStyle)
  // A command line that cannot run has no result to show: the error and what to do, nothing else.
  if (result.failureKind === 'usage') return { report: [], problem }
  // whoami: who the key is and what it may do, not a deployment; or why it was refused, as a usage error says it.
  if (result.whoami) {
    const keyLines = result.key ? keyRows(result.key, style).map(([label, value]) => row(label, value)) : []
    return { report: keyLines, problem }
  }
  if (result.services !== undefined) return { report: appLines(result, result.services, style), problem }
  const rows: [string, string | undefined][] = [
    ['Result', resultValue(result, style)],
    ['Status', optional(result.status)],
    ['Deployment', optional(result.deploymentId)],
    ['Ref', optional(result.ref)],
    ['URL', optional(result.url)],
    // Nothing ran, so no health to speak of.
    ['Health', result.result === undefined ? undefined : healthValue(result, style)],
    ['Verify', verifyValue(result, style)],
    ['Variables', variablesValue(result)],
    ['Rollback', rollbackValue(result)],
    ['Duration', formatDuration(result.durationMs)]
  ]
  return { report: rows.flatMap(([label, value]) => (value === undefined ? [] : [row(label, value)])), problem }
}

function errorLines({ error, rollbackNote }: DeployResult, style: Style): string[] {
  if (!error) return []
  // The rollback's note has its own row: the error says the failure alone.
  const lines = paragraph('Error', withTitle(error.title, withoutNote(error.message, rollbackNote)), style.red)
  if (error.next !== undefined) lines.push(...paragraph('Next', error.next))
  return lines
}

/** `title: message`, the title said once when the message starts with it ("Checking the API key failed: ..."). */
export function withTitle(title: string, message: string): string {
  return message.startsWith(`${title}:`) ? message : `${title}: ${message}`
}

function row(label: string, value: string): string {
  return `${label.padEnd(LABEL_WIDTH)}${value}`
}

/** A value of one or more lines, the others under the first. */
function paragraph(label: string, text: string, paint: (text: string) => string = t => t): string[] {
  return linesForCi(text).map((line, index) =>
    index === 0 ? row(label, paint(line)) : `${' '.repeat(LABEL_WIDTH)}${paint(line)}`
  )
}

function optional(value: string | undefined): string | undefined {
  return value === undefined ? undefined : recordForCi(value)
}

function resultValue(result: DeployResult, style: Style): string {
  const stopped = result.interruptedBy ? ` (stopped by ${result.interruptedBy})` : ''
  if (result.result === undefined)
    return style.red(`${result.failureKind === 'not-found' ? 'not found' : 'not queued'}${stopped}`)
  const paint = result.result === 'success' ? style.green : result.result === 'queued' ? style.bold : style.red
  return paint(`${result.result}${stopped}`)
}

function healthValue(result: DeployResult, style: Style): string {
  if (result.health === 'healthy') return style.green('healthy')
  if (result.health === 'unhealthy') return style.red('unhealthy')
  return style.dim('skipped')
}

/** The verification window's word, when there was one. */
function verifyValue({ verify }: DeployResult, style: Style): string | undefined {
  if (verify === undefined || verify.result === 'skipped') return undefined
  if (verify.result === 'passed') return style.green('passed')
  return verify.result === 'failed' ? style.red('failed') : style.bold(verify.result)
}

function variablesValue(result: DeployResult): string | undefined {
  const skipped = result.skipped.map(skip => skip.key)
  if (result.envImported === undefined && skipped.length === 0) return undefined
  const imported = `${result.envImported ?? 0} imported`
  if (skipped.length === 0) return imported
  const named = skipped.slice(0, SKIPPED_SHOWN).join(', ')
  const more = skipped.length > SKIPPED_SHOWN ? ` and ${skipped.length - SKIPPED_SHOWN} more` : ''
  return recordForCi(`${imported}, ${skipped.length} skipped: ${named}${more}`)
}

/** The rollback's note, which names the redeploy and its ref when there was one; else the redeploy alone. */
function rollbackValue(result: DeployResult): string | undefined {
  if (result.rollbackNote !== undefined) return recordForCi(result.rollbackNote)
  if (result.rollbackDeploymentId === undefined) return undefined
  const ref = result.rollbackRef === undefined ? '' : ` at ${result.rollbackRef}`
  return recordForCi(`${result.rollbackDeploymentId}${ref}`)
}

/**
 * An app's block: its result, one row per service (failed first), and how long it took. A
 * Verification column (as the Action's summary has) when any service had a window: how each ended.
 */
function appLines(result: DeployResult, services: readonly ServiceResult[], style: Style): string[] {
  const windows = services.some(entry => entry.verify)
  const header = ['Service', 'Result', 'Deployment', 'Ref', 'Duration', 'URL', 'Verification', 'Rollback']
  const rows = failedFirst(services).map(entry => [
    entry.name,
    entry.result ?? 'not queued',
    entry.deploymentId ?? '-',
    entry.ref ?? '-',
    entry.result === 'skipped' ? '-' : formatDuration(entry.durationMs),
    entry.url ?? '-',
    entry.verify?.result ?? '-',
    entry.rollback === null
      ? '-'
      : `${entry.rollback.deploymentId} at ${entry.rollback.ref} (${entry.rollback.result ?? 'unknown'})`
  ])
  const column = header.indexOf('Verification')
  if (!windows) for (const cells of [header, ...rows]) cells.splice(column, 1)
  const safe = rows.map(cells => cells.map(cell => recordForCi(cell)))
  const widths = header.map((title, column) =>
    Math.max(title.length, ...safe.map(cells => (cells[column] ?? '').length))
  )
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd()
  const paintResult = (cells: string[]): string[] => {
    const [name = '', outcome = '', ...rest] = cells
    const paint =
      outcome === 'success' ? style.green : outcome === 'skipped' || outcome === 'queued' ? style.dim : style.red
    return [name, paint(outcome.padEnd(widths[1] ?? 0)), ...rest]
  }
  return [
    row('Result', resultValue(result, style)),
    '',
    line(header),
    ...safe.map(cells => line(paintResult(cells))),
    '',
    row('Duration', formatDuration(result.durationMs))
  ]
}

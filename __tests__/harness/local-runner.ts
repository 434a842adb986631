// Runs the bundled action as the GitHub runner does: INPUT_* variables, the runner's files
// (GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, ...) in a temp dir, stdout read line by line and its
// workflow commands interpreted the way the runner interprets them. Used by the end-to-end
// tests, the demo and the benchmark.
import { spawn } from 'node:child_process'
import { probeArgs, readProbe } from './probe.js'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ACTION_ENTRY = fileURLToPath(new URL('../../dist/index.js', import.meta.url))

export interface RunOptions {
  inputs: Record<string, string>
  /** Extra environment, e.g. ACTIONS_STEP_DEBUG. */
  env?: Record<string, string>
  /** Files to create in the workspace before the run (relative path -> content). */
  workspaceFiles?: Record<string, string>
  /** Symbolic links to create in the workspace (relative path -> target, as given). */
  workspaceLinks?: Record<string, string>
  /** Files to create in RUNNER_TEMP (relative path -> content). */
  runnerTempFiles?: Record<string, string | Buffer>
  /**
   * Report the process's peak RSS (`peakRssKb`), the CPU time it used (`cpuMs`) and how long it
   * ran by its own clock (`ownMs`), read by a probe preloaded with --import: unlike `durationMs`,
   * none of them grows with how long a loaded machine takes to start or reap the process.
   */
  measureRss?: boolean
  /** Called with each stdout line as it arrives (the demo prints them live). */
  onLine?: (line: string) => void
  /** Kill the action if it runs longer than this (a test safety net, not a feature). */
  killAfterMs?: number
  /** Called once the process is spawned, e.g. to send it a signal later. */
  onSpawn?: (pid: number) => void
  /** Another script to run in place of dist/index.js (the benchmark's baseline poller). */
  entry?: string
}

/** A workflow command the runner would act on. */
export interface Command {
  name: string
  properties: Record<string, string>
  message: string
  /** The line that ended a stop-commands pause; `name` is then the token. */
  resume?: boolean
}

export interface RunResult {
  exitCode: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
  /** stdout lines as the job log shows them: commands removed, stop-commands frames honoured. */
  logLines: string[]
  /** Workflow commands the runner would have acted on, in order. */
  commands: Command[]
  outputs: Record<string, string>
  /** GITHUB_OUTPUT as written, to see how often each output was set. */
  rawOutputs: string
  summary: string
  /** Peak resident set of the action in KiB, with `measureRss`. */
  peakRssKb?: number
  /** CPU time (user and system) the action used, in milliseconds, with `measureRss`. */
  cpuMs?: number
  /** From the action's start (its own clock) to its exit, in milliseconds, with `measureRss`. */
  ownMs?: number
  durationMs: number
  /** Epoch milliseconds (fractional) just before the spawn, and when the process closed. */
  spawnedAt: number
  closedAt: number
}

export async function runAction(options: RunOptions): Promise<RunResult> {
  const runner = prepareRunner(options)
  try {
    // The process reports its own figures as it exits, as the benchmark measures it.
    const nodeArgs = options.measureRss ? probeArgs(runner.dir) : []
    const spawnedAt = performance.timeOrigin + performance.now()
    const child = spawn(process.execPath, [...nodeArgs, options.entry ?? ACTION_ENTRY], {
      env: runner.env,
      cwd: runner.workspace,
      stdio: ['ignore', 'pipe', 'pipe']
    })
    if (child.pid !== undefined) options.onSpawn?.(child.pid)
    const killer =
      options.killAfterMs === undefined ? undefined : setTimeout(() => child.kill('SIGKILL'), options.killAfterMs)

    let stdout = ''
    let stderr = ''
    const lines = lineSplitter(options.onLine)
    child.stdout.setEncoding('utf8')
    child.stderr.setEncoding('utf8')
    child.stdout.on('data', (chunk: string) => {
      stdout += chunk
      lines.write(chunk)
    })
    child.stderr.on('data', (chunk: string) => (stderr += chunk))
    const [exitCode, signal] = await new Promise<[number | null, NodeJS.Signals | null]>(resolve =>
      child.on('close', (code, sig) => resolve([code, sig]))
    )
    const closedAt = performance.timeOrigin + performance.now()
    if (killer) clearTimeout(killer)
    lines.end()

    const { probed } = readProbe(stderr)
    return {
      ...readRunner(runner, { exitCode, signal, stdout, stderr }),
      peakRssKb: probed?.peakRssKb,
      cpuMs: probed?.cpuMs,
      ownMs: probed?.ownMs,
      durationMs: closedAt - spawnedAt,
      spawnedAt,
      closedAt
    }
  } finally {
    rmSync(runner.dir, { recursive: true, force: true })
  }
}

/** A run's folder as the runner lays it out: the workspace, RUNNER_TEMP and the runner's files, and the environment naming them. */
export interface PreparedRunner {
  /** RUNNER_TEMP, which holds the rest; removed after the run. */
  dir: string
  /** GITHUB_WORKSPACE, the action's working directory. */
  workspace: string
  files: Record<'GITHUB_OUTPUT' | 'GITHUB_STEP_SUMMARY' | 'GITHUB_ENV' | 'GITHUB_PATH' | 'GITHUB_STATE', string>
  /** Everything the action's process sees in its environment: nothing of the test's own. */
  env: Record<string, string>
}

/** Lays out a run's folder (the workspace and runner files of `options`) and its environment. */
export function prepareRunner(options: RunOptions): PreparedRunner {
  const dir = mkdtempSync(path.join(tmpdir(), 'action-run-'))
  const workspace = path.join(dir, 'workspace')
  const files = {
    GITHUB_OUTPUT: path.join(dir, 'output'),
    GITHUB_STEP_SUMMARY: path.join(dir, 'summary.md'),
    GITHUB_ENV: path.join(dir, 'env'),
    GITHUB_PATH: path.join(dir, 'path'),
    GITHUB_STATE: path.join(dir, 'state')
  }
  try {
    for (const file of Object.values(files)) writeFileSync(file, '')
    mkdirSync(workspace)
    for (const [name, content] of Object.entries(options.workspaceFiles ?? {})) {
      writeFileSync(path.join(workspace, name), content)
    }
    for (const [name, target] of Object.entries(options.workspaceLinks ?? {})) {
      symlinkSync(target, path.join(workspace, name))
    }
    for (const [name, content] of Object.entries(options.runnerTempFiles ?? {})) {
      writeFileSync(path.join(dir, name), content)
    }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? dir,
    GITHUB_ACTIONS: 'true',
    CI: 'true',
    GITHUB_WORKSPACE: workspace,
    RUNNER_TEMP: dir,
    ...RUNNER_CONTEXT,
    ...files,
    ...options.env
  }
  for (const [name, value] of Object.entries(options.inputs)) env[inputVariable(name)] = value
  return { dir, workspace, files, env }
}

/** What a run left: its streams read as the runner reads them, and the runner's files. */
export function readRunner(
  runner: PreparedRunner,
  run: { exitCode: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }
): Omit<RunResult, 'durationMs' | 'spawnedAt' | 'closedAt'> {
  const { logLines, commands } = interpret(run.stdout)
  const rawOutputs = readFileSync(runner.files.GITHUB_OUTPUT, 'utf8')
  return {
    ...run,
    logLines,
    commands,
    outputs: parseFileCommands(rawOutputs),
    rawOutputs,
    summary: readFileSync(runner.files.GITHUB_STEP_SUMMARY, 'utf8')
  }
}

/** Hands `onLine` each complete line of the chunks written, and the unfinished last one at the end. */
export function lineSplitter(onLine: ((line: string) => void) | undefined): {
  write: (chunk: string) => void
  end: () => void
} {
  let pending = ''
  return {
    write: chunk => {
      if (!onLine) return
      pending += chunk
      const lines = pending.split('\n')
      pending = lines.pop() ?? ''
      for (const line of lines) onLine(line)
    },
    end: () => {
      if (pending && onLine) onLine(pending)
    }
  }
}

/** Where the workflow runs, as a runner's environment says (a made-up repository and commit). */
export const RUNNER_CONTEXT = {
  GITHUB_REPOSITORY: 'octo-org/octo-app',
  GITHUB_SHA: '0123456789abcdef0123456789abcdef01234567',
  GITHUB_REF: 'refs/heads/main',
  GITHUB_RUN_ID: '1',
  GITHUB_SERVER_URL: 'https://github.com'
} as const

/** The variable an input arrives in: INPUT_ and the name upper-cased, spaces as `_`, hyphens kept. */
export function inputVariable(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`
}

/** Commands the runner registers (ActionCommandManager); any other name leaves the line plain text. */
export const REGISTERED_COMMANDS: readonly string[] = [
  'add-mask',
  'add-matcher',
  'remove-matcher',
  'debug',
  'warning',
  'error',
  'notice',
  'group',
  'endgroup',
  'echo',
  'save-state',
  'set-output',
  'set-env',
  'add-path',
  'stop-commands'
]

// .NET Char.IsWhiteSpace, which String.TrimStart removes: not U+200B, U+FEFF or other format characters.
const DOTNET_LEADING_WHITESPACE = /^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/

/** Splits text as .NET StreamReader.ReadLine does: `\r\n`, lone `\r` and lone `\n` each end a line; no empty line after a final break. */
export function splitRunnerLines(text: string): string[] {
  if (text === '') return []
  const lines = text.split(/\r\n|\r|\n/)
  if (/[\r\n]$/.test(text)) lines.pop()
  return lines
}

/**
 * Parses one line as the runner does (ActionCommand.TryParseV2, then the legacy TryParse),
 * given the names it would act on (compared case-insensitively). Undefined: plain text.
 * The returned name is lower-cased, as registered.
 */
export function parseCommandLine(
  line: string,
  registered: readonly string[] = REGISTERED_COMMANDS
): Command | undefined {
  const known = new Set(registered.map(name => name.toLowerCase()))
  return parseV2(line, known) ?? parseLegacy(line, known)
}

/** Whether the runner, outside a stop-commands pause, acts on any line of `text` as a command. */
export function isCommandLine(text: string): boolean {
  return splitRunnerLines(text).some(line => parseCommandLine(line) !== undefined)
}

function parseV2(raw: string, known: Set<string>): Command | undefined {
  const line = raw.replace(DOTNET_LEADING_WHITESPACE, '')
  if (!line.startsWith('::')) return undefined
  const end = line.indexOf('::', 2)
  if (end < 0) return undefined
  const info = line.slice(2, end)
  const space = info.indexOf(' ')
  const name = space < 0 ? info : info.slice(0, space)
  if (!known.has(name.toLowerCase())) return undefined
  const properties = space > 0 ? parseProperties(info.slice(space + 1).trim(), ',', unescapeProperty) : {}
  return { name: name.toLowerCase(), properties, message: unescapeData(line.slice(end + 2)) }
}

function parseLegacy(line: string, known: Set<string>): Command | undefined {
  const prefix = line.indexOf('##[')
  if (prefix < 0) return undefined
  const close = line.indexOf(']', prefix)
  if (close < 0) return undefined
  const info = line.slice(prefix + 3, close)
  const space = info.indexOf(' ')
  const name = space < 0 ? info : info.slice(0, space)
  if (!known.has(name.toLowerCase())) return undefined
  const properties = space > 0 ? parseProperties(info.slice(space + 1), ';', unescapeLegacy) : {}
  return { name: name.toLowerCase(), properties, message: unescapeLegacy(line.slice(close + 1)) }
}

// String.Split with RemoveEmptyEntries, then `k=v` split in two with empty parts removed: `k=` and `=v` are dropped.
function parseProperties(text: string, separator: string, unescape: (value: string) => string): Record<string, string> {
  const properties: Record<string, string> = {}
  for (const pair of text.split(separator).filter(Boolean)) {
    const at = pair.indexOf('=')
    const key = at < 0 ? pair : pair.slice(0, at)
    const value = at < 0 ? '' : pair.slice(at + 1)
    if (at < 0 || key === '' || value === '') continue
    properties[key] = unescape(value)
  }
  return properties
}

// The runner replaces each escape in turn, `%25` last.
function unescapeData(text: string): string {
  return text.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%')
}

function unescapeProperty(text: string): string {
  return text.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%3A/g, ':').replace(/%2C/g, ',').replace(/%25/g, '%')
}

function unescapeLegacy(text: string): string {
  return text.replace(/%3B/g, ';').replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%5D/g, ']').replace(/%25/g, '%')
}

/**
 * Reads stdout the way the runner does: lines split as StreamReader.ReadLine splits them,
 * each parsed by parseCommandLine. After `stop-commands` with data TOKEN the only command is
 * TOKEN itself (`::TOKEN::` or `##[TOKEN]`), which resumes: it is kept in `commands` with
 * `resume: true` and the token as its name. Commands are left out of `logLines`.
 */
export function interpret(stdout: string): { logLines: string[]; commands: Command[] } {
  const logLines: string[] = []
  const commands: Command[] = []
  let stopToken: string | undefined
  for (const line of splitRunnerLines(stdout)) {
    if (stopToken !== undefined) {
      // The token joins the registered names: a line parsed as another command is not tried in the legacy form.
      const parsed = parseCommandLine(line, [...REGISTERED_COMMANDS, stopToken])
      const resume = parsed?.name === stopToken.toLowerCase() ? parsed : undefined
      if (resume) {
        commands.push({ ...resume, name: stopToken, resume: true })
        stopToken = undefined
      } else logLines.push(line)
      continue
    }
    const command = parseCommandLine(line)
    if (!command) {
      logLines.push(line)
      continue
    }
    commands.push(command)
    if (command.name === 'stop-commands') stopToken = command.message
  }
  return { logLines, commands }
}

/** Parses `name<<DELIMITER\nvalue\nDELIMITER` entries of GITHUB_OUTPUT. */
function parseFileCommands(text: string): Record<string, string> {
  return Object.fromEntries(fileCommandEntries(text))
}

/** Every `name=value` or heredoc entry of a runner file, in order, repeats included. */
export function fileCommandEntries(text: string): [string, string][] {
  const entries: [string, string][] = []
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? ''
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line)
    if (heredoc) {
      const [, name = '', delimiter = ''] = heredoc
      const value: string[] = []
      for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i] ?? '')
      entries.push([name, value.join('\n')])
    } else if (line.includes('=')) {
      entries.push([line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)])
    }
  }
  return entries
}

/** The summary's HTML as plain lines, roughly as the job page shows it. */
export function summaryText(html: string): string {
  return (
    html
      .replace(/<\/(tr|h\d|p|summary)>/g, '\n')
      .replace(/<\/t[dh]><t[dh]>/g, ': ')
      // Inline markup leaves no gap: `(<code>live</code>)` reads `(live)`, not `( live )`.
      .replace(/<\/?(code|a|strong|em)\b[^>]*>/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
      .replace(/&amp;/g, '&')
      .split('\n')
      .map(line => line.replace(/[ \t]+/g, ' ').trim())
      .filter(Boolean)
      .map(line => `  ${line}`)
      .join('\n')
  )
}

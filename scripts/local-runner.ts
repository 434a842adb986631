// Runs the bundled action as the GitHub runner does: INPUT_* variables, the runner's files
// (GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, ...) in a temp dir, stdout read line by line and its
// workflow commands interpreted the way the runner interprets them. Used by the end-to-end
// tests, the demo and the benchmark.
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ACTION_ENTRY = fileURLToPath(new URL('../dist/index.js', import.meta.url))

export interface RunOptions {
  inputs: Record<string, string>
  /** Extra environment, e.g. ACTIONS_STEP_DEBUG. */
  env?: Record<string, string>
  /** Files to create in the workspace before the run (relative path -> content). */
  workspaceFiles?: Record<string, string>
  /** Called with each stdout line as it arrives (the demo prints them live). */
  onLine?: (line: string) => void
  /** Kill the action if it runs longer than this (a test safety net, not a feature). */
  killAfterMs?: number
  /** Called once the process is spawned, e.g. to send it a signal later. */
  onSpawn?: (pid: number) => void
  /** Node options before the script (the benchmark preloads a peak-memory probe). */
  nodeArgs?: string[]
  /** Another script to run in place of dist/index.js (the benchmark's baseline poller). */
  entry?: string
}

/** A workflow command the runner would act on. */
export interface Command {
  name: string
  properties: Record<string, string>
  message: string
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
  summary: string
  durationMs: number
  /** Epoch milliseconds (fractional) just before the spawn, and when the process closed. */
  spawnedAt: number
  closedAt: number
}

export async function runAction(options: RunOptions): Promise<RunResult> {
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

    const spawnedAt = performance.timeOrigin + performance.now()
    const child = spawn(process.execPath, [...(options.nodeArgs ?? []), options.entry ?? ACTION_ENTRY], { env, cwd: workspace, stdio: ['ignore', 'pipe', 'pipe'] })
    if (child.pid !== undefined) options.onSpawn?.(child.pid)
    const killer = options.killAfterMs === undefined ? undefined : setTimeout(() => child.kill('SIGKILL'), options.killAfterMs)

    let stdout = ''
    let stderr = ''
    let pending = ''
    child.stdout.setEncoding('utf8')
    child.stderr.setEncoding('utf8')
    child.stdout.on('data', (chunk: string) => {
      stdout += chunk
      if (!options.onLine) return
      pending += chunk
      const lines = pending.split('\n')
      pending = lines.pop() ?? ''
      for (const line of lines) options.onLine(line)
    })
    child.stderr.on('data', (chunk: string) => (stderr += chunk))
    const [exitCode, signal] = await new Promise<[number | null, NodeJS.Signals | null]>(resolve =>
      child.on('close', (code, sig) => resolve([code, sig]))
    )
    const closedAt = performance.timeOrigin + performance.now()
    if (killer) clearTimeout(killer)
    if (pending && options.onLine) options.onLine(pending)

    const { logLines, commands } = interpret(stdout)
    return {
      exitCode,
      signal,
      stdout,
      stderr,
      logLines,
      commands,
      outputs: parseFileCommands(readFileSync(files.GITHUB_OUTPUT, 'utf8')),
      summary: readFileSync(files.GITHUB_STEP_SUMMARY, 'utf8'),
      durationMs: closedAt - spawnedAt,
      spawnedAt,
      closedAt
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
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

/**
 * Reads stdout the way the runner does: a line whose trimmed start is `::name props::msg`,
 * or the older `##[name k=v;k=v]msg`, is a command; after `::stop-commands::TOKEN` nothing
 * is a command until `::TOKEN::`.
 */
export function interpret(stdout: string): { logLines: string[]; commands: Command[] } {
  const logLines: string[] = []
  const commands: Command[] = []
  let stopToken: string | undefined
  for (const raw of stdout.split(/\r?\n/)) {
    const line = raw.trimStart()
    if (stopToken !== undefined) {
      if (line.trim() === `::${stopToken}::`) stopToken = undefined
      else logLines.push(raw)
      continue
    }
    const match = /^::([A-Za-z-]+)(?: ([^:]*))?::(.*)$/.exec(line)
    const legacy = match ? undefined : /^##\[([A-Za-z-]+)(?: ([^\]]*))?\](.*)$/.exec(line)
    if (!match && !legacy) {
      logLines.push(raw)
      continue
    }
    const [, name = '', props = '', message = ''] = match ?? legacy ?? []
    const properties = Object.fromEntries(
      props
        .split(match ? ',' : ';')
        .filter(Boolean)
        .map(pair => {
          const at = pair.indexOf('=')
          return [pair.slice(0, at), unescape(pair.slice(at + 1))]
        })
    )
    const command = { name, properties, message: unescape(message) }
    commands.push(command)
    if (name === 'stop-commands') stopToken = command.message
  }
  return { logLines, commands }
}

function unescape(text: string): string {
  return text.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%3A/g, ':').replace(/%2C/g, ',').replace(/%25/g, '%')
}

/** Parses `name<<DELIMITER\nvalue\nDELIMITER` entries of GITHUB_OUTPUT. */
export function parseFileCommands(text: string): Record<string, string> {
  const result: Record<string, string> = {}
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? ''
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line)
    if (heredoc) {
      const [, name = '', delimiter = ''] = heredoc
      const value: string[] = []
      for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i] ?? '')
      result[name] = value.join('\n')
    } else if (line.includes('=')) {
      result[line.slice(0, line.indexOf('='))] = line.slice(line.indexOf('=') + 1)
    }
  }
  return result
}

/** The summary's HTML as plain lines, roughly as the job page shows it. */
export function summaryText(html: string): string {
  return html
    .replace(/<\/(tr|h\d|p|summary)>/g, '\n')
    .replace(/<\/t[dh]><t[dh]>/g, ': ')
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
}

// Runs the bundled command line (dist/cli/index.js) as a user or a CI job does: a process of
// its own, in a working directory of its own, with an environment built here from nothing, so
// that no variable of the machine running the tests (CI=true, GITHUB_ACTIONS...) reaches it.
// Also: the sandbox the CLI's end-to-end tests share, and bash to read what CircleCI would source.
import { execFile, spawn } from 'node:child_process'
import { loadsProbeArgs, probeArgs, readLoads, readProbe, removeProbe } from './probe.js'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll } from 'vitest'
import type { SeedInput } from '../../sandbox/seed.js'
import { startSandbox, type Sandbox } from '../../sandbox/server.js'
import { expectContract } from './contract.js'
import { demoSeed, findKey, webCopy } from './helpers.js'

const CLI_ENTRY = fileURLToPath(new URL('../../dist/cli/index.js', import.meta.url))

export interface CliOptions {
  /** The environment besides PATH and HOME; a function gets the working directory, for absolute paths. */
  env?: Record<string, string> | ((dir: string) => Record<string, string>)
  /** Files to create in the working directory before the run (name -> content). */
  files?: Record<string, string>
  /** Called with each line of stdout and stderr as it arrives, with a hand on the process. */
  onLine?: (line: string, process: CliProcess) => void
  /** Kill the process if it runs longer than this (a test safety net, not a feature). */
  killAfterMs?: number
  /** Report the process's peak RSS (`peakRssKb`), read by a probe preloaded with --import. */
  measureRss?: boolean
  /** Report the files the process loaded as modules (`loaded`), recorded by a probe preloaded with --import. */
  recordLoads?: boolean
}

/** What a test may do to the running process. */
export interface CliProcess {
  /** Sends it a signal, as a CI cancelling the job or Ctrl-C does. */
  signal(name: NodeJS.Signals): void
  /** Stops reading its stdout, as `| head` does once it has its lines: its next writes fail (EPIPE). */
  closeStdout(): void
}

export interface CliRun {
  /** Null when a signal ended the process (the safety net's SIGKILL). */
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
  /** The working directory's files after the run, by name. */
  files: Record<string, string>
  /** Both streams, for an assertion's message. */
  printed: string
  /** Peak resident set of the process in KiB, with `measureRss` (its line is taken out of stderr). */
  peakRssKb?: number
  /** The URLs of the files it loaded as modules, in order, with `recordLoads`. */
  loaded?: string[]
}

/** `hosting-deploy ARGS...`, with only the environment given; resolves when the process has closed. */
export async function runCli(args: readonly string[], options: CliOptions = {}): Promise<CliRun> {
  const dir = mkdtempSync(path.join(tmpdir(), 'cli-run-'))
  try {
    for (const [name, content] of Object.entries(options.files ?? {})) writeFileSync(path.join(dir, name), content)
    const extra = typeof options.env === 'function' ? options.env(dir) : (options.env ?? {})
    const env = { PATH: path.dirname(process.execPath), HOME: dir, ...extra }
    // The process reports its own peak as it exits, as the benchmark measures it.
    const nodeArgs = [
      ...(options.measureRss ? probeArgs(dir) : []),
      ...(options.recordLoads ? loadsProbeArgs(dir) : [])
    ]
    const child = spawn(process.execPath, [...nodeArgs, CLI_ENTRY, ...args], {
      env,
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe']
    })
    const killer = setTimeout(() => child.kill('SIGKILL'), options.killAfterMs ?? 30_000)
    const control: CliProcess = {
      signal: name => void child.kill(name),
      closeStdout: () => child.stdout.destroy()
    }
    const streams = { stdout: '', stderr: '' }
    for (const name of ['stdout', 'stderr'] as const) {
      let pending = ''
      child[name].setEncoding('utf8')
      child[name].on('data', (chunk: string) => {
        streams[name] += chunk
        if (!options.onLine) return
        const lines = (pending + chunk).split('\n')
        pending = lines.pop() ?? ''
        for (const line of lines) options.onLine(line, control)
      })
    }
    const [code, ended] = await new Promise<[number | null, NodeJS.Signals | null]>(resolve =>
      child.on('close', (exitCode, sig) => resolve([exitCode, sig]))
    )
    clearTimeout(killer)
    if (options.measureRss) removeProbe(dir)
    const loaded = options.recordLoads ? readLoads(dir) : undefined
    const files = Object.fromEntries(readdirSync(dir).map(name => [name, readFileSync(path.join(dir, name), 'utf8')]))
    const { probed, stderr } = readProbe(streams.stderr)
    const stdout = streams.stdout
    return {
      code,
      signal: ended,
      stdout,
      stderr,
      files,
      printed: `${stdout}\n--- stderr ---\n${stderr}`,
      ...(probed ? { peakRssKb: probed.peakRssKb } : {}),
      ...(loaded ? { loaded } : {})
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Lines of a stream, without the empty one after the last line break. */
export function linesOf(text: string): string[] {
  const lines = text.split('\n')
  if (lines.at(-1) === '') lines.pop()
  return lines
}

/**
 * The variables `names` as bash sees them after sourcing `script`, as each CircleCI step sources
 * $BASH_ENV: a real bash, started without profile or rc files.
 */
export async function sourcedByBash(script: string, names: readonly string[]): Promise<Record<string, string>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bash-env-'))
  try {
    const file = path.join(dir, 'bash_env')
    writeFileSync(file, script)
    // NUL-separated: a value may hold any other character.
    const { stdout } = await promisify(execFile)(
      'bash',
      [
        '--noprofile',
        '--norc',
        '-c',
        'set -e; source "$1"; shift; for name; do printf "%s\\0" "${!name}"; done',
        'bash',
        file,
        ...names
      ],
      { env: { PATH: process.env.PATH ?? '/usr/bin:/bin' }, cwd: dir }
    )
    const values = stdout.split('\0')
    return Object.fromEntries(names.map((name, index) => [name, values[index] ?? '']))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** An API key of the demo seed with every right. */
export const ACCOUNT_KEY = findKey(demoSeed(), k => k.kind === 'account' && !k.readOnly && !k.revoked, 'account key')
/** A read-only account key: the sandbox answers 403 to a deploy. */
export const READ_ONLY_KEY = findKey(demoSeed(), k => k.kind === 'account' && !!k.readOnly, 'read-only key')
/** A revoked key: the sandbox answers 401. */
export const REVOKED_KEY = findKey(demoSeed(), k => !!k.revoked, 'revoked key')

/** Each deployment's log lines of the `cli` script, in order: plain, so each prints as it is. */
export const BUILD_LINES = Array.from({ length: 30 }, (_, i) => `==> cli build step ${i + 1} of 30`)

/**
 * The demo seed and copies of svc-web on quick scripts, one per id, each with two finished
 * deployments to roll back to: refs broken, hang, replaced (superseded) and cancelled end so,
 * and the application answers 500 while ref unhealthy is live. Tests that run at once use
 * services of their own: a deployment of one changes what another's health check reads.
 */
export function cliSeed(serviceIds: readonly string[] = ['svc-cli']): SeedInput {
  const seed = demoSeed()
  seed.scripts.cli = {
    phases: [
      { status: 'queued', durationMs: 50 },
      { status: 'building', lineIntervalMs: 5, lines: BUILD_LINES.slice(0, 20) },
      { status: 'deploying', lineIntervalMs: 5, lines: [...BUILD_LINES.slice(20), '==> Deployment {id} is live'] }
    ],
    final: 'live'
  }
  seed.scripts['cli-fail'] = {
    phases: [{ status: 'building', lineIntervalMs: 5, lines: ['==> Building {ref}', 'error: the build broke'] }],
    final: 'build_failed'
  }
  seed.scripts['cli-replaced'] = {
    phases: [{ status: 'building', lineIntervalMs: 5, lines: ['==> Building {ref}', '==> A newer deployment wins'] }],
    final: 'canceled',
    supersede: true
  }
  seed.scripts['cli-cancelled'] = {
    phases: [{ status: 'building', lineIntervalMs: 5, lines: ['==> Building {ref}', '==> Stopped by hand'] }],
    final: 'canceled'
  }
  for (const id of serviceIds) {
    webCopy(seed, id, {
      script: 'cli',
      history: 2,
      refScripts: { broken: 'cli-fail', hang: 'hang', replaced: 'cli-replaced', cancelled: 'cli-cancelled' },
      app: { unhealthy: { status: 500 } },
      logs: ['boot: listening on :10000']
    })
  }
  return seed
}

/**
 * The sandbox of a test file: started before its tests on cliSeed (or `seed`), closed after
 * them; every exchange must keep openapi.yaml.
 */
export function cliSandbox(seed: SeedInput = cliSeed()): { readonly sandbox: Sandbox } {
  let sandbox: Sandbox | undefined
  beforeAll(async () => {
    sandbox = await startSandbox({ seed, port: 0, quiet: true, speed: 2 })
  })
  afterAll(async () => {
    await sandbox?.close()
  })
  afterAll(() => {
    if (sandbox) expectContract(sandbox.requests)
  })
  return {
    get sandbox() {
      if (!sandbox) throw new Error('the sandbox is started before the tests')
      return sandbox
    }
  }
}

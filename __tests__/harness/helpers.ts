import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterEach, beforeEach, expect, vi } from 'vitest'
import type { SeedInput } from '../../sandbox/seed.js'
import type { RunResult } from './local-runner.js'

const SEED_PATH = new URL('../../sandbox/seed.json', import.meta.url)

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const BIN = path.join(ROOT, 'node_modules', '.bin')

export interface ScriptRun {
  code: number
  stdout: string
  stderr: string
  /** Both streams, for an assertion's message. */
  printed: string
}

/**
 * A script of scripts/ as `npm run` starts it: tsx from node_modules/.bin (the pinned Node) first
 * on PATH, in the repository, and without the runner's variables (INPUT_*, GITHUB_*, ...).
 */
export async function runScript(name: string, args: string[], timeoutMs: number): Promise<ScriptRun> {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([variable]) => !/^(INPUT_|GITHUB_|RUNNER_|ACTIONS_)/.test(variable))
  )
  env.PATH = [BIN, process.env.PATH ?? ''].join(path.delimiter)
  const run = await promisify(execFile)(path.join(BIN, 'tsx'), [path.join(ROOT, 'scripts', name), ...args], {
    cwd: ROOT,
    env,
    timeout: timeoutMs
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({
      code: error.code ?? -1,
      stdout: error.stdout ?? '',
      stderr: error.stderr ?? ''
    })
  )
  return { ...run, printed: `${run.stdout}\n--- stderr ---\n${run.stderr}` }
}

/** The demo seed as a plain object, to copy and vary per test. */
export function demoSeed(): SeedShape {
  return JSON.parse(readFileSync(SEED_PATH, 'utf8')) as SeedShape
}

/** A seed as written (sandbox/seed.ts, seedSchema's input): what tests vary and start the sandbox with. */
export type SeedShape = SeedInput
type SeedKeyInput = SeedInput['keys'][number]

type ServiceSeed = SeedInput['services'][number]

/**
 * Adds to `seed` a copy of the demo's svc-web under `id` (its name and slug too), with no
 * history and `extra` over it: a test's own service, on scripts the test chose.
 */
export function webCopy(seed: SeedShape, id: string, extra: Partial<ServiceSeed> = {}): void {
  const web = seed.services.find(service => service.id === 'svc-web')
  if (!web) throw new Error('the seed has no svc-web')
  seed.services.push({ ...structuredClone(web), id, slug: id, name: id, history: 0, ...extra })
}

/**
 * The short scripts of the tests' services, every step `stepMs` apart: `quick` goes live,
 * `quick-fail` fails its build, `replaced` is superseded by a newer deployment,
 * `cancelled-alone` is cancelled, and `rival` (another pipeline's) builds for `rivalMs`.
 */
export function quickScripts(stepMs: number, rivalMs: number): SeedShape['scripts'] {
  const queued = { status: 'queued', durationMs: stepMs * 5 }
  const building = (...lines: string[]) => ({
    status: 'building',
    lineIntervalMs: stepMs,
    lines: ['==> Building {ref}', ...lines]
  })
  return {
    quick: { phases: [queued, building('==> Deployment {id} is live')], final: 'live' },
    'quick-fail': { phases: [queued, building('error: the build broke')], final: 'build_failed' },
    replaced: { phases: [building('==> A newer deployment wins')], final: 'canceled', supersede: true },
    'cancelled-alone': { phases: [building('==> Stopped by hand')], final: 'canceled' },
    rival: {
      phases: [{ status: 'building', lines: ['==> Another pipeline builds'], durationMs: rivalMs }],
      final: 'live'
    }
  }
}

export function findKey(seed: SeedShape, predicate: (key: SeedKeyInput) => boolean, what: string): string {
  const key = seed.keys.find(predicate)
  if (!key) throw new Error(`the seed has no ${what}`)
  return key.token
}

/** The demo's service key for svc-web with deployments, logs and variables: the one most tests deploy with. */
export function webServiceKey(seed: SeedShape = demoSeed()): string {
  return findKey(
    seed,
    k => k.kind === 'service' && k.serviceId === 'svc-web' && !!k.permissions?.logs && !!k.permissions?.variables,
    'full service key for svc-web'
  )
}

/** Asserts that no secret appears in anything the run printed or wrote. */
export function expectNoSecrets(run: RunResult, secrets: string[]): void {
  // `::add-mask::` lines are how the action registers secrets: the runner consumes them.
  const printed = run.stdout
    .split('\n')
    .filter(line => !line.startsWith('::add-mask::'))
    .join('\n')
  const everything = [printed, run.stderr, run.summary, JSON.stringify(run.outputs)].join('\n')
  for (const secret of secrets) {
    for (const piece of secret.split('\n').filter(line => line.trim().length > 3)) {
      expect(everything, `a secret leaked: ${piece.slice(0, 4)}...`).not.toContain(piece)
    }
  }
}

/** The error annotations the runner would show. */
export function errors(run: RunResult): string[] {
  return run.commands.filter(command => command.name === 'error').map(command => command.message)
}

export function warnings(run: RunResult): string[] {
  return run.commands.filter(command => command.name === 'warning').map(command => command.message)
}

/**
 * Cancels the job as the runner does, once the build is being watched (the sandbox's `hang`
 * script prints "Waiting for a build machine"): SIGTERM, then, with `killAfterMs`, SIGKILL
 * that long after. Pass it to runAction; `signalledAt` is when SIGTERM went.
 */
export function cancelWhileBuilding(killAfterMs?: number): {
  signalledAt: number
  onSpawn: (pid: number) => void
  onLine: (line: string) => void
} {
  let pid = 0
  const cancel = {
    signalledAt: 0,
    onSpawn: (spawned: number) => {
      pid = spawned
    },
    onLine: (line: string) => {
      if (cancel.signalledAt !== 0 || !line.includes('Waiting for a build machine')) return
      cancel.signalledAt = performance.timeOrigin + performance.now()
      process.kill(pid, 'SIGTERM')
      if (killAfterMs !== undefined) {
        setTimeout(() => {
          try {
            process.kill(pid, 'SIGKILL')
          } catch {
            // already gone
          }
        }, killAfterMs)
      }
    }
  }
  return cancel
}

/**
 * In-process tests: what the action writes to stdout (its workflow commands and log lines),
 * captured fresh for each test instead of printed. Read the returned array's contents.
 */
export function captureStdout(): string[] {
  const written: string[] = []
  beforeEach(() => {
    written.length = 0
    vi.spyOn(process.stdout, 'write').mockImplementation(chunk => {
      written.push(String(chunk))
      return true
    })
  })
  afterEach(() => {
    vi.restoreAllMocks()
  })
  return written
}

/**
 * A stopwatch of this process's own CPU time, in ms: what a bound on work (a parse, a
 * sanitiser) means, unmoved by other processes that share the machine, as wall time is.
 */
export function cpuStopwatch(): () => number {
  const started = process.cpuUsage()
  return () => {
    const { user, system } = process.cpuUsage(started)
    return (user + system) / 1000
  }
}

// Runs the Action in this process, through its own entry (run() of src/action/main.ts, the code
// dist/index.js bundles), as the runner would run it: the same folder, files and environment as
// runAction lays out, stdout and stderr captured and read with the runner's rules. A matrix of
// inputs or answers runs here, at a fraction of a process's cost; one spawned row beside it
// proves the bundle does the same.
//
// The Action reads its world from the process (INPUT_* and the runner's files in process.env,
// workflow commands on process.stdout, the exit code in process.exitCode), so a run holds the
// process's environment, working directory, streams and exit code, and runs never overlap
// (they queue). Each run also gets the modules fresh, as a new process would: the Action's own
// (outputs written once per run), and @actions/core and @actions/github, which vitest.config.ts
// inlines for this (the job summary's buffer and file, the GitHub API's address read at import).
import { rmSync } from 'node:fs'
import { vi } from 'vitest'
import { lineSplitter, prepareRunner, readRunner, type RunOptions, type RunResult } from './local-runner.js'

/** What a process proves and a run in process cannot: use runAction for these. */
type ProcessOnly = 'measureRss' | 'onSpawn' | 'entry' | 'killAfterMs'

export type InProcessOptions = Omit<RunOptions, ProcessOnly>

/** The run under way: the next waits for it. */
let queue: Promise<unknown> = Promise.resolve()

/** The Action in process, with runAction's options and result (no signal, no probe figures). */
export function runActionInProcess(options: InProcessOptions): Promise<RunResult> {
  for (const name of ['measureRss', 'onSpawn', 'entry', 'killAfterMs'] satisfies ProcessOnly[]) {
    if (name in options) throw new Error(`${name} needs a process of its own: use runAction`)
  }
  const turn = queue.then(() => runHere(options))
  queue = turn.catch(() => undefined)
  return turn
}

async function runHere(options: InProcessOptions): Promise<RunResult> {
  const runner = prepareRunner(options)
  const streams = { stdout: '', stderr: '' }
  const lines = lineSplitter(options.onLine)
  const world = holdProcess(runner.env, runner.workspace, {
    stdout: text => {
      streams.stdout += text
      lines.write(text)
    },
    stderr: text => (streams.stderr += text)
  })
  const spawnedAt = performance.timeOrigin + performance.now()
  let exitCode: number
  try {
    vi.resetModules()
    const [{ run }, { withRunSecrets }] = await Promise.all([
      import('../../src/action/main.js'),
      import('../../src/text/secrets.js')
    ])
    await withRunSecrets(run)
    // What the run left queued (a write, a callback) ends before the process would exit.
    await new Promise(resolve => setImmediate(resolve))
  } finally {
    exitCode = world.release()
  }
  const closedAt = performance.timeOrigin + performance.now()
  lines.end()
  try {
    return {
      ...readRunner(runner, { exitCode, signal: null, ...streams }),
      durationMs: closedAt - spawnedAt,
      spawnedAt,
      closedAt
    }
  } finally {
    rmSync(runner.dir, { recursive: true, force: true })
  }
}

/**
 * Gives the run the process: `env` as its whole environment (vitest's own VITEST_* variables
 * kept, which the Action never reads), `cwd` as its working directory, its stdout and stderr
 * writes to `write`, and its exit code unset. `release` puts everything back and returns the
 * exit code the run set (0 when none).
 */
function holdProcess(
  env: Record<string, string>,
  cwd: string,
  write: { stdout: (text: string) => void; stderr: (text: string) => void }
): { release: () => number } {
  const savedEnv = { ...process.env }
  const savedCwd = process.cwd()
  const savedExitCode = process.exitCode
  const writes = { stdout: process.stdout.write, stderr: process.stderr.write }
  for (const name of Object.keys(process.env)) if (!name.startsWith('VITEST')) delete process.env[name]
  Object.assign(process.env, env)
  process.chdir(cwd)
  process.exitCode = undefined
  for (const stream of ['stdout', 'stderr'] as const) {
    process[stream].write = ((chunk: string | Uint8Array, ...rest: unknown[]): boolean => {
      write[stream](typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'))
      const callback = rest.find(arg => typeof arg === 'function') as ((error?: Error | null) => void) | undefined
      if (callback) process.nextTick(callback)
      return true
    }) as typeof process.stdout.write
  }
  return {
    release: () => {
      const code = Number(process.exitCode ?? 0)
      process.stdout.write = writes.stdout
      process.stderr.write = writes.stderr
      process.exitCode = savedExitCode
      process.chdir(savedCwd)
      for (const name of Object.keys(process.env)) if (!(name in savedEnv)) delete process.env[name]
      Object.assign(process.env, savedEnv)
      return code
    }
  }
}

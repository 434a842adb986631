// Runs the command line in this process, through its own entry (main() of src/cli/main.ts, the
// code dist/cli/index.js bundles), as runCli runs the bundle: a working directory of its own with
// the files given, an environment built from nothing, stdout and stderr as pipes (no terminal).
// A matrix of flags, answers or CIs runs here, at a fraction of a process's cost; one spawned row
// beside it proves the bundle does the same.
//
// main() takes its environment, streams, interrupt signal and working directory (the files it
// is given: --outputs-file, --dotenv-file, --app-file) from its caller, and each run has its own
// secrets (withRunSecrets), as its own process would: nothing of the process is held, so runs
// may overlap (a matrix whose runs mostly wait on a server starts them side by side).
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { main } from '../../src/cli/main.js'
import { withRunSecrets } from '../../src/text/secrets.js'
import type { CliOptions, CliProcess, CliRun } from './cli-runner.js'

/** What a process proves and a run in process cannot: use runCli for these. */
type ProcessOnly = 'measureRss' | 'killAfterMs' | 'recordLoads'

export type InProcessCliOptions = Omit<CliOptions, ProcessOnly>

/** How a test runs the command line: the bundle spawned (runCli), or main() in process (runCliInProcess). */
export type CliRunner = (args: readonly string[], options?: InProcessCliOptions) => Promise<CliRun>

/** `hosting-deploy ARGS...` in process, with runCli's options and result (exit code, never a signal). */
export function runCliInProcess(args: readonly string[], options: InProcessCliOptions = {}): Promise<CliRun> {
  for (const name of ['measureRss', 'killAfterMs', 'recordLoads'] satisfies ProcessOnly[]) {
    if (name in options) throw new Error(`${name} needs a process of its own: use runCli`)
  }
  return runHere(args, options)
}

async function runHere(args: readonly string[], options: InProcessCliOptions): Promise<CliRun> {
  const dir = mkdtempSync(path.join(tmpdir(), 'cli-run-'))
  try {
    for (const [name, content] of Object.entries(options.files ?? {})) writeFileSync(path.join(dir, name), content)
    const extra = typeof options.env === 'function' ? options.env(dir) : (options.env ?? {})
    const env = { PATH: path.dirname(process.execPath), HOME: dir, ...extra }
    const interrupted = new AbortController()
    const control: CliProcess = {
      // The entry's own handler: the first signal stops the run.
      signal: name => void (interrupted.signal.aborted || interrupted.abort(name)),
      closeStdout: () => {
        throw new Error('closing stdout under a run needs a process of its own: use runCli')
      }
    }
    const stdout = collector(line => options.onLine?.(line, control))
    const stderr = collector(line => options.onLine?.(line, control))
    const code = await withRunSecrets(() =>
      main(args, env, { stdout: stdout.stream, stderr: stderr.stream, interrupted: interrupted.signal, cwd: dir })
    )
    stdout.end()
    stderr.end()
    const files = Object.fromEntries(readdirSync(dir).map(name => [name, readFileSync(path.join(dir, name), 'utf8')]))
    return {
      code,
      signal: null,
      stdout: stdout.text(),
      stderr: stderr.text(),
      files,
      printed: `${stdout.text()}\n--- stderr ---\n${stderr.text()}`
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** A pipe's end that keeps what is written, and hands each line to `onLine` as it completes. */
function collector(onLine: (line: string) => void): { stream: Writable; text: () => string; end: () => void } {
  let text = ''
  let pending = ''
  const stream = new Writable({
    decodeStrings: false,
    write(chunk: string | Buffer, _encoding, done) {
      const piece = typeof chunk === 'string' ? chunk : chunk.toString('utf8')
      text += piece
      const lines = (pending + piece).split('\n')
      pending = lines.pop() ?? ''
      for (const line of lines) onLine(line)
      done()
    }
  })
  return {
    stream,
    text: () => text,
    end: () => {
      // runCli hands on complete lines only: an unfinished last one is never a line.
      pending = ''
    }
  }
}

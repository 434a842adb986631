// `npm run local-action`: a second, independent client of the action. It starts the sandbox,
// writes the inputs to a dotenv file and runs the action's source (src/action/main.ts, its run())
// through GitHub's own debugger, `@github/local-action`, which swaps @actions/core and
// @actions/github for its stubs. It prints what the tool prints (its banner, the inputs and
// outputs from action.yml, the action's log with its workflow commands shown as text, and a
// table of the outputs), then the job summary the action wrote.
// `npm run local-action -- --fail` deploys a ref whose build fails: it then ends with one line
// saying why the step failed, and exits with code 1 (as for any failed step).
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { constants, tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { stripVTControlCharacters } from 'node:util'
import { loadSeed } from '../sandbox/seed.js'
import { startSandbox } from '../sandbox/server.js'
import { parseOptions } from './cli-options.js'
import { inputVariable, interpret, RUNNER_CONTEXT, summaryText } from '../__tests__/harness/local-runner.js'

const ROOT = path.resolve(fileURLToPath(new URL('..', import.meta.url)))
const LOCAL_ACTION_BIN = path.join(ROOT, 'node_modules', '.bin', 'local-action')

export interface LocalActionOptions {
  /** Action inputs by their action.yml names, e.g. `base-url`. */
  inputs: Record<string, string>
  /** Each chunk of the tool's stdout and stderr as it arrives (the script forwards them). */
  onOutput?: (chunk: string, stream: 'stdout' | 'stderr') => void
  /** Kill the tool if it runs longer than this (a test safety net). */
  killAfterMs?: number
  /** Pass this process's SIGINT and SIGTERM on to the tool while it runs (the npm script). */
  forwardSignals?: boolean
}

export interface LocalActionResult {
  exitCode: number | null
  signal: NodeJS.Signals | null
  /** What the tool printed, colours removed. */
  stdout: string
  stderr: string
  /** The outputs as the tool logged them (`::set-output name=...::value`), the last value of each. */
  outputs: Record<string, string>
  /** Error annotations outside stop-commands frames: how the tool shows core.setFailed / core.error. */
  errors: string[]
  /** What the action wrote to GITHUB_STEP_SUMMARY (the tool's summary stub writes the file). */
  summary: string
}

/** Runs `local-action run <repo> src/action/main.ts <dotenv>` with the given inputs. */
export async function runLocalAction(options: LocalActionOptions): Promise<LocalActionResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'local-action-'))
  try {
    const summaryFile = path.join(dir, 'summary.md')
    writeFileSync(summaryFile, '')
    const dotenv = path.join(dir, 'action.env')
    const variables: Record<string, string> = {
      // What the runner would set and the action reads (the commit link in the summary).
      ...RUNNER_CONTEXT,
      GITHUB_WORKSPACE: dir,
      RUNNER_TEMP: dir,
      GITHUB_STEP_SUMMARY: summaryFile
    }
    // The tool's getInput reads them as the runner sets them (INPUT_BASE-URL).
    for (const [name, value] of Object.entries(options.inputs)) variables[inputVariable(name)] = value
    writeFileSync(
      dotenv,
      Object.entries(variables)
        .map(([name, value]) => dotenvLine(name, value))
        .join('')
    )

    // A runner's or a shell's own GITHUB_*, INPUT_*, ... must not reach the run: the dotenv
    // file says everything. The tool runs `npm exec tsx`: the same Node as this script first.
    const env: NodeJS.ProcessEnv = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !/^(INPUT_|GITHUB_|RUNNER_|ACTIONS_)/.test(name))
    )
    env.PATH = [path.dirname(process.execPath), path.join(ROOT, 'node_modules', '.bin'), process.env.PATH ?? ''].join(
      path.delimiter
    )
    // Its colours (chalk) are on only for a terminal; the output is parsed without them.
    if (process.stdout.isTTY && env.FORCE_COLOR === undefined) env.FORCE_COLOR = '1'

    // cwd: the tool finds the stubbed packages with `npm ls` in its working directory.
    // Its own process group: the tool is a chain (its bin, npm exec, tsx, the action) whose
    // wrapper dies on a signal without passing it on, so a signal goes to the whole group.
    const child = spawn(LOCAL_ACTION_BIN, ['run', ROOT, 'src/action/main.ts', dotenv], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true
    })
    const forwarded = new Set<NodeJS.Signals>()
    const signalGroup = (signal: NodeJS.Signals): void => {
      // Once each: the action stops on the first SIGINT or SIGTERM, a second one would kill it.
      if (forwarded.has(signal)) return
      forwarded.add(signal)
      try {
        if (child.pid !== undefined) process.kill(-child.pid, signal)
      } catch {
        // already gone
      }
    }
    const killer =
      options.killAfterMs === undefined ? undefined : setTimeout(() => signalGroup('SIGKILL'), options.killAfterMs)
    if (options.forwardSignals) {
      process.on('SIGINT', signalGroup)
      process.on('SIGTERM', signalGroup)
    }
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8')
    child.stderr.setEncoding('utf8')
    child.stdout.on('data', (chunk: string) => {
      stdout += chunk
      options.onOutput?.(chunk, 'stdout')
    })
    child.stderr.on('data', (chunk: string) => {
      stderr += chunk
      options.onOutput?.(chunk, 'stderr')
    })
    const [exitCode, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve, reject) => {
      child.on('error', reject)
      child.on('close', (code, sig) => resolve([code, sig]))
    })
    if (killer) clearTimeout(killer)
    process.removeListener('SIGINT', signalGroup)
    process.removeListener('SIGTERM', signalGroup)

    const plain = stripVTControlCharacters(stdout)
    const { commands } = interpret(plain)
    const outputs: Record<string, string> = {}
    for (const command of commands) {
      if (command.name === 'set-output' && command.properties.name !== undefined)
        outputs[command.properties.name] = command.message
    }
    return {
      exitCode,
      signal,
      stdout: plain,
      stderr: stripVTControlCharacters(stderr),
      outputs,
      errors: commands.filter(command => command.name === 'error').map(command => command.message),
      summary: readFileSync(summaryFile, 'utf8')
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** `NAME="value"`: dotenv turns `\n` back into a newline inside double quotes, and unescapes nothing else. */
function dotenvLine(name: string, value: string): string {
  if (/["\\\r]/.test(value))
    throw new Error(`${name}: a value for the dotenv file cannot hold a double quote, a backslash or a CR`)
  return `${name}="${value.replace(/\n/g, '\\n')}"\n`
}

/**
 * Passes the tool's stdout on line by line, up to where its bin prints the child command that
 * failed (`Error: Command failed: npm exec tsx ...` and a stack trace) as the run ends: the
 * script says why the step failed in one line instead. The blank line before it is held back too.
 */
function withoutWrapperError(write: (text: string) => void): { write: (chunk: string) => void; end: () => void } {
  let pending = ''
  let blanks = 0
  let dropping = false
  const line = (text: string): void => {
    if (dropping) return
    if (stripVTControlCharacters(text).startsWith('Error: Command failed: ')) dropping = true
    else if (text === '') blanks++
    else {
      write(`${'\n'.repeat(blanks)}${text}\n`)
      blanks = 0
    }
  }
  return {
    write: chunk => {
      const lines = (pending + chunk).split('\n')
      pending = lines.pop() ?? ''
      for (const text of lines) line(text)
    },
    end: () => {
      if (pending) line(pending)
      pending = ''
      if (!dropping && blanks > 0) write('\n'.repeat(blanks))
      blanks = 0
    }
  }
}

async function main(): Promise<void> {
  const { fail } = parseOptions('npm run local-action', {
    fail: { type: 'boolean', help: 'deploy a ref whose build fails; the script then exits with code 1' }
  })
  const key = loadSeed().keys.find(
    k => k.kind === 'service' && k.serviceId === 'svc-web' && k.permissions.logs && k.permissions.variables
  )
  if (!key) throw new Error('sandbox/seed.json has no service key for svc-web with logs and variables')

  const sandbox = await startSandbox({ port: 0, quiet: true })
  console.log(`Sandbox of the hosting API at ${sandbox.url}; running the action with @github/local-action\n`)
  const stdout = withoutWrapperError(text => void process.stdout.write(text))
  try {
    const result = await runLocalAction({
      inputs: {
        'base-url': sandbox.url,
        'api-key': key.token,
        'service-id': 'svc-web',
        ref: fail ? 'broken' : 'main',
        env: 'GREETING=hello from local-action\nFEATURE_FLAGS=search,checkout',
        wait: 'true',
        timeout: '2m',
        logs: 'true'
      },
      onOutput: (chunk, stream) => (stream === 'stdout' ? stdout.write(chunk) : void process.stderr.write(chunk)),
      // Ctrl-C or SIGTERM: the action reports the cancellation, then the sandbox closes.
      forwardSignals: true
    })
    stdout.end()
    if (result.summary.trim())
      console.log(
        `Job summary (written by the tool's summary stub to GITHUB_STEP_SUMMARY):\n${summaryText(result.summary)}\n`
      )
    if (result.exitCode === null) {
      // Its bin dies on the signal and loses the action's exit code (the output above is whole).
      console.log(`local-action was ended by ${result.signal}.`)
      process.exitCode = 128 + (constants.signals[result.signal ?? 'SIGTERM'] ?? 15)
    } else if (result.exitCode !== 0 || result.errors.length > 0) {
      // Either says the step failed: some versions of the tool's setFailed stub leave the exit code at 0.
      const why =
        result.errors[0]?.split('\n')[0] ??
        `local-action exited with code ${result.exitCode} without an error annotation.`
      console.error(`The step failed: ${why}`)
      process.exitCode = 1
    } else {
      console.log('The step succeeded: local-action exited with code 0.')
    }
  } finally {
    await sandbox.close()
  }
}

if (path.resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) await main()

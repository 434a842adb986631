import { describeError } from '../text/error-text.js'
import { AppFileError, InputError } from '../core/errors.js'
import { nothingQueued, type DeployResult, type FailureKind } from '../core/result.js'
import { explainFailure } from '../engine/failure.js'
import { deploy, watch, whoami } from '../engine/deploy.js'
import { CLI_WORDS, type Vocabulary } from '../core/vocabulary.js'
import { MIN_MASKED_VALUE_LENGTH, registerSecret } from '../text/secrets.js'
import { registerVariables, type MaskEnv } from '../text/secret-rule.js'
import { isValidKey } from '../settings/dotenv.js'
import type { ParsedArgs } from './parse/args.js'
import { COMMAND_NAMES } from './parse/flags.js'
import { detectCi, type Env } from './ci/ci.js'
import { createHost, printResult, type CliHost, type CliHostOptions } from './hosts/create-host.js'
import { exitCodeOf } from '../result/exit-codes.js'
import type { OutputMode } from './parse/flags.js'
import { OutputsNotWritten, outputsFileProblem, writeOutputs } from './result/outputs.js'
import type { WritableLike } from '../core/writer.js'

// A command that calls the API, run in this CI's conventions: its host, the key and the
// variables masked, the engine, the outputs for later jobs and the exit code; or the report of a
// command line that cannot run. The app's modules are loaded only for an app.

export interface CliIo {
  stdout: WritableLike & { isTTY?: boolean }
  stderr: WritableLike & { isTTY?: boolean }
  /** Aborts the run: the face's signal handler, naming the signal. */
  interrupted: AbortSignal
  /**
   * The working directory the line's files are named from (--outputs-file, --dotenv-file,
   * --app-file and an app's env files); undefined: the process's. A run in a test's process
   * gives its own, so that runs side by side need not take the process's turn by turn.
   */
  cwd?: string
}

/** A command that calls the API, run to its end; resolves to the process's exit code. Never throws. */
export async function runCommand(
  args: Exclude<ParsedArgs, { command: 'help' | 'version' }>,
  env: Env,
  io: CliIo
): Promise<number> {
  const host = createHost(hostOptions(args.output, args.ci, env, io))
  for (const note of args.notes) host[note.level](note.message)
  // Nothing masks secrets outside GitHub: the action redacts them itself, and masks them where the CI can.
  for (const piece of registerSecret(args.apiKey, { critical: true })) host.mask(piece)
  if (args.command === 'deploy')
    for (const piece of registerVariables(variablesOf(args), args.maskEnv)) host.mask(piece)
  // A file the outputs cannot go to is found before anything is sent: a later job may need it.
  const unwritable = args.command === 'whoami' ? undefined : outputsFileProblem(args.outputsFile, args.ci, io.cwd)
  if (unwritable !== undefined) {
    const refused = failedBefore(unwritable, 'usage', `hosting-deploy ${args.command} --help`)
    await host.finish(refused)
    return exitCodeOf(refused)
  }
  let result = await run(args, host, io)
  if (args.command !== 'whoami') result = writeOutputsOf(result, args, env, host, io)
  await host.finish(result)
  return exitCodeOf(result)
}

/** Bad flags: said in the output asked for (JSON too); nothing was sent. Resolves to the exit code. */
export async function reportUsageError(error: unknown, argv: readonly string[], env: Env, io: CliIo): Promise<number> {
  // A value the line got wrong may be the key or a variable's value (--timeout "$KEY"): redacted like any secret.
  registerSecret(env.HOSTING_API_KEY ?? '', { critical: true, minLength: MIN_MASKED_VALUE_LENGTH })
  registerVariables(envPairs(argv), maskEnvAsked(argv))
  const result = failedBefore(error, 'usage', helpFor(argv))
  await printResult(hostOptions(outputAsked(argv), detectCi(env), env, io), result)
  return exitCodeOf(result)
}

async function run(
  args: Exclude<ParsedArgs, { command: 'help' | 'version' }>,
  host: CliHost,
  io: CliIo
): Promise<DeployResult> {
  // No runtime log: the command line shows it nowhere, and its read costs a request and up to 15 s.
  const app = args.command === 'deploy' && args.app !== undefined
  const options = { signal: io.interrupted, words: wordsOn(args.ci, app), runtimeLog: false }
  let result: DeployResult
  switch (args.command) {
    case 'deploy':
      result = args.app
        ? await (
            await import(/* webpackChunkName: "app" */ '../app/deploy-app.js')
          ).deployApp(args.app, host, { ...options, paint: host.paint })
        : await deploy(args, host, options)
      break
    case 'watch':
      result = await watch(args, host, options)
      break
    case 'whoami':
      result = await whoami({ ...args, timeoutMs: 60_000 }, host, options)
      break
  }
  const signal: unknown = io.interrupted.reason
  if (signal === 'SIGINT' || signal === 'SIGTERM') return { ...result, interruptedBy: signal }
  return result
}

/** Every variable the run imports: the step's, and each service's of an app. */
function variablesOf(args: Extract<ParsedArgs, { command: 'deploy' }>): { key: string; value: string }[] {
  return args.app ? args.app.services.flatMap(service => service.config.variables) : args.variables
}

/**
 * The command line's words on `ci`: on GitLab the deployment's log sits in a collapsed section
 * (ci-commands.ts), which the reader must expand; an app's failed services' last lines are
 * printed again at its end, outside any section (app/deploy-app.ts).
 */
export function wordsOn(ci: CliHostOptions['ci'], app = false): Vocabulary {
  if (ci !== 'gitlab' || app) return CLI_WORDS
  const place = "above (expand the deployment's section)"
  return { ...CLI_WORDS, phrases: { ...CLI_WORDS.phrases, logPlace: place, logLines: `the log lines ${place}` } }
}

/**
 * The outputs for later jobs: --outputs-file and the CI's own channel. An --outputs-file that
 * cannot be written fails a run that went well (a later job would go on without it); the CI's
 * channel is a warning, as the CI may not pass it on anyway.
 */
function writeOutputsOf(
  result: DeployResult,
  args: { ci: CliHostOptions['ci']; outputsFile: string | undefined; output: OutputMode },
  env: Env,
  host: CliHost,
  io: CliIo
): DeployResult {
  try {
    const warnings = writeOutputs(result, {
      ci: args.ci,
      env,
      outputsFile: args.outputsFile,
      cwd: io.cwd,
      textOnStdout: args.output === 'text',
      // Azure reads its commands on either stream: stdout stays the JSON's alone.
      write: line => void (args.output === 'text' ? io.stdout : io.stderr).write(`${line}\n`)
    })
    for (const warning of warnings) host.warning(warning)
    return result
  } catch (error) {
    const message = describeError('Writing the outputs', error)
    // A run that failed already keeps its own failure (and exit code); the file is said beside it.
    if (result.error !== undefined || !(error instanceof OutputsNotWritten && error.outputsFile)) {
      host.warning(message)
      return result
    }
    const { next } = error
    return {
      ...result,
      error: { title: 'Writing the outputs failed', message, ...(next === undefined ? {} : { next }) },
      failureKind: 'deployment'
    }
  }
}

function hostOptions(mode: OutputMode, ci: CliHostOptions['ci'], env: Env, io: CliIo): CliHostOptions {
  return {
    mode,
    ci,
    stdout: io.stdout,
    stderr: io.stderr,
    isTTY: { stdout: io.stdout.isTTY === true, stderr: io.stderr.isTTY === true },
    noColor: env.NO_COLOR,
    forceColor: env.FORCE_COLOR,
    debug: env.RUNNER_DEBUG === '1' || env.SYSTEM_DEBUG === 'true' || env.HOSTING_DEPLOY_DEBUG === '1'
  }
}

/** The output mode the command line asks for, read leniently: the line itself may be what is wrong. */
function outputAsked(argv: readonly string[]): OutputMode {
  for (const [index, arg] of argv.entries()) {
    const value = arg === '--output' ? argv[index + 1] : arg.startsWith('--output=') ? arg.slice(9) : undefined
    if (value === 'json' || value === 'ndjson') return value
  }
  return 'text'
}

/** The result of a run that failed before anything was sent; `help`: where the flags are explained. */
function failedBefore(error: unknown, kind: FailureKind, help: string): DeployResult {
  const failure = explainFailure({ error, phase: 'Reading the command line', timeoutMs: 0 }, CLI_WORDS)
  return nothingQueued(
    {
      // The app file's problems keep their own title (failure.ts); any other refusal is the line's.
      title:
        !(error instanceof AppFileError) && (error instanceof InputError || kind === 'usage')
          ? 'Invalid command line'
          : failure.title,
      message: failure.message,
      next: failure.next ?? `see ${help} for the flags and their forms.`
    },
    kind
  )
}

/**
 * The line's `--env KEY=VALUE` flags, read leniently (the line may be what is wrong); a pair
 * whose key is no variable name keeps an empty one, so that the rule sees its value's form only.
 */
function envPairs(argv: readonly string[]): { key: string; value: string }[] {
  return flagValues(argv, 'env').flatMap(pair => {
    const at = pair.indexOf('=')
    if (at <= 0) return []
    const key = pair.slice(0, at)
    return [{ key: isValidKey(key) ? key : '', value: pair.slice(at + 1) }]
  })
}

/** `--mask-env`, read leniently: `all` when one of them says so, else the names given. */
function maskEnvAsked(argv: readonly string[]): MaskEnv {
  const names = flagValues(argv, 'mask-env').flatMap(text => text.split(/[,\r\n]+/).map(name => name.trim()))
  return names.includes('all') ? 'all' : names.filter(name => isValidKey(name))
}

/** Every value of the flag `--name` on the line, as `--name VALUE` or `--name=VALUE`. */
function flagValues(argv: readonly string[], name: string): string[] {
  return argv.flatMap((arg, index) => {
    const value =
      arg === `--${name}` ? argv[index + 1] : arg.startsWith(`--${name}=`) ? arg.slice(name.length + 3) : undefined
    return value === undefined ? [] : [value]
  })
}

/** The help of the command the line names, else the command line's own. */
function helpFor(argv: readonly string[]): string {
  const command = COMMAND_NAMES.find(name => argv.includes(name))
  return command === undefined ? 'hosting-deploy --help' : `hosting-deploy ${command} --help`
}

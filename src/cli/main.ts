import { appNamed, parseCommandLine, type AppReading, type ParsedArgs } from './parse/args.js'
import type { Env } from './ci/ci.js'
import { EXIT_OK } from '../result/exit-codes.js'
import type { CliIo } from './run-command.js'
import { textAnswer } from './text-answer.js'

// The command line's face: argv and the environment into a command; --help and --version
// answered at once; any other command run in this CI's conventions (run-command.ts), which is
// loaded only then, with the engine after it, so that --version and --help start fast. The app
// file's YAML parser and the app's modules load only for a line that names an app.

/** Runs one command line; resolves to the process's exit code. Never throws. */
export async function main(argv: readonly string[], env: Env, io: CliIo): Promise<number> {
  const answer = await textAnswer(argv)
  if (answer !== undefined) {
    io[answer.stream].write(`${answer.text}\n`)
    return answer.exitCode
  }
  const args = parsed(argv, env, await appReading(argv))
  if ('text' in args) {
    io.stdout.write(`${args.text}\n`)
    return EXIT_OK
  }
  const command = await import(/* webpackChunkName: "run-command" */ './run-command.js')
  if (!('command' in args)) return command.reportUsageError(args.error, argv, env, io)
  return command.runCommand(args, env, io)
}

/** What reading the app takes, for a line that names one: the app file's reader only with --app-file. */
async function appReading(argv: readonly string[]): Promise<AppReading | undefined> {
  const named = appNamed(argv)
  if (named === undefined) return undefined
  const [{ appConfigOf }, file] = await Promise.all([
    import(/* webpackChunkName: "app-config" */ '../settings/app-config.js'),
    named === 'file' ? import(/* webpackChunkName: "app-file" */ '../settings/app-file.js') : undefined
  ])
  return { appConfigOf, ...(file === undefined ? {} : { readAppFile: file.readAppFile }) }
}

function parsed(argv: readonly string[], env: Env, app: AppReading | undefined): ParsedArgs | { error: unknown } {
  try {
    return parseCommandLine(argv, env, app)
  } catch (error) {
    return { error }
  }
}

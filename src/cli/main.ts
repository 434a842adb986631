import { parseCommandLine, type ParsedArgs } from './parse/args.js'
import type { Env } from './ci/ci.js'
import { EXIT_OK } from '../result/exit-codes.js'
import type { CliIo } from './run-command.js'

// The command line's face: argv and the environment into a command; --help and --version
// answered at once; any other command run in this CI's conventions (run-command.ts), which is
// loaded only then, with the engine after it, so that --version and --help start fast.

/** Runs one command line; resolves to the process's exit code. Never throws. */
export async function main(argv: readonly string[], env: Env, io: CliIo): Promise<number> {
  const args = parsed(argv, env)
  if ('text' in args) {
    io.stdout.write(`${args.text}\n`)
    return EXIT_OK
  }
  const command = await import(/* webpackChunkName: "run-command" */ './run-command.js')
  if (!('command' in args)) return command.reportUsageError(args.error, argv, env, io)
  return command.runCommand(args, env, io)
}

function parsed(argv: readonly string[], env: Env): ParsedArgs | { error: unknown } {
  try {
    return parseCommandLine(argv, env)
  } catch (error) {
    return { error }
  }
}

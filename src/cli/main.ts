import { parseCommandLine, partsNeeded, type LineParts, type ParsedArgs } from './parse/args.js'
import type { Env } from './ci/ci.js'
import { EXIT_OK } from '../result/exit-codes.js'
import { reportUsageError, runCommand, type CliIo } from './run-command.js'
import { textAnswer } from './text-answer.js'

// The command line's face: argv and the environment into a command, run in this CI's
// conventions (run-command.ts) with the engine. The version and the help are answered before
// this module loads (index.ts, text-answer.ts); what the line loads besides it, it loads at
// once, in parallel: the app file's YAML parser and the app's modules only for a line that
// names an app, the RE2 engine only for a line that gives patterns.

/** Runs one command line; resolves to the process's exit code. Never throws. */
export async function main(argv: readonly string[], env: Env, io: CliIo): Promise<number> {
  const answer = await textAnswer(argv)
  if (answer !== undefined) {
    io[answer.stream].write(`${answer.text}\n`)
    return answer.exitCode
  }
  const args = parsed(argv, env, await lineParts(argv), io.cwd)
  if ('text' in args) {
    io.stdout.write(`${args.text}\n`)
    return EXIT_OK
  }
  if (!('command' in args)) return reportUsageError(args.error, argv, env, io)
  return runCommand(args, env, io)
}

/** What the line needs besides the parser: the app's modules, the app file's reader, the pattern check. */
async function lineParts(argv: readonly string[]): Promise<LineParts> {
  const needed = partsNeeded(argv)
  const [config, file, patterns] = await Promise.all([
    needed.app === undefined ? undefined : import(/* webpackChunkName: "app-config" */ '../settings/app-config.js'),
    needed.app === 'file' ? import(/* webpackChunkName: "app-file" */ '../settings/app-file.js') : undefined,
    needed.patterns ? import(/* webpackChunkName: "patterns" */ '../settings/verify-patterns.js') : undefined
  ])
  return {
    ...(config === undefined ? {} : { appConfigOf: config.appConfigOf }),
    ...(file === undefined ? {} : { readAppFile: file.readAppFile }),
    ...(patterns === undefined ? {} : { verifyPatterns: patterns.verifyPatterns })
  }
}

function parsed(
  argv: readonly string[],
  env: Env,
  parts: LineParts,
  cwd: string | undefined
): ParsedArgs | { error: unknown } {
  try {
    return parseCommandLine(argv, env, parts, cwd)
  } catch (error) {
    return { error }
  }
}

import { VERSION } from '../core/version.js'
import { EXIT_OK, EXIT_USAGE } from '../result/exit-codes.js'
import type { CommandName } from './parse/flags.js'

// The lines answered with text alone, before the parser loads: the version, the help (of the
// command line or of a command), and no command at all (the help again, as a usage error).
// index.ts asks here first, so that `--version` loads nothing but this and the version, and
// `--help` only the help's tables.

/** Text to print on `stream`, then exit with `exitCode`. */
export interface TextAnswer {
  text: string
  stream: 'stdout' | 'stderr'
  exitCode: number
}

const HELP = ['--help', '-h']
const COMMANDS: readonly string[] = ['deploy', 'watch', 'whoami'] satisfies CommandName[]

/**
 * The answer to `hosting-deploy` alone, to `--version`, `-v`, `--help` or `-h` alone, or to a
 * command and `--help` or `-h` alone (`deploy --help`); undefined for any other line (the
 * parser finds help beside other flags itself, after its checks of the whole line).
 */
export async function textAnswer(argv: readonly string[]): Promise<TextAnswer | undefined> {
  const [first = '', second = ''] = argv
  if (argv.length === 1 && (first === '--version' || first === '-v'))
    return { text: VERSION, stream: 'stdout', exitCode: EXIT_OK }
  const topLevel = argv.length === 0 || (argv.length === 1 && HELP.includes(first))
  const command = argv.length === 2 && COMMANDS.includes(first) && HELP.includes(second)
  if (!topLevel && !command) return undefined
  const help = await import(/* webpackChunkName: "help" */ './parse/help.js')
  if (command) return { text: help.commandHelp(first as CommandName), stream: 'stdout', exitCode: EXIT_OK }
  // No command: the help, where a usage error goes, and the usage error's exit code.
  return argv.length === 0
    ? { text: help.topLevelHelp(), stream: 'stderr', exitCode: EXIT_USAGE }
    : { text: help.topLevelHelp(), stream: 'stdout', exitCode: EXIT_OK }
}

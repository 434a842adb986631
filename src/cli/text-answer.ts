import { VERSION } from '../core/version.js'
import { EXIT_OK, EXIT_USAGE } from '../result/exit-codes.js'

// The lines answered with text alone, before the parser loads: the version, the help, and no
// command at all (the help again, as a usage error). index.ts asks here first, so that
// `--version` loads nothing but this and the version, and `--help` only the help's tables.

/** Text to print on `stream`, then exit with `exitCode`. */
export interface TextAnswer {
  text: string
  stream: 'stdout' | 'stderr'
  exitCode: number
}

/** The answer to `hosting-deploy`, `--version`, `-v`, `--help` or `-h` alone; undefined for any other line. */
export async function textAnswer(argv: readonly string[]): Promise<TextAnswer | undefined> {
  if (argv.length > 1) return undefined
  const [word] = argv
  if (word === '--version' || word === '-v') return { text: VERSION, stream: 'stdout', exitCode: EXIT_OK }
  if (word !== undefined && word !== '--help' && word !== '-h') return undefined
  const { topLevelHelp } = await import('./parse/help.js')
  // No command: the help, where a usage error goes, and the usage error's exit code.
  return word === undefined
    ? { text: topLevelHelp(), stream: 'stderr', exitCode: EXIT_USAGE }
    : { text: topLevelHelp(), stream: 'stdout', exitCode: EXIT_OK }
}

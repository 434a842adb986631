// Strict options for the npm scripts: a typo such as `--fial` stops the script, naming the valid
// options, instead of being ignored and running something else.
import { parseArgs, type ParseArgsOptionDescriptor } from 'node:util'

/** An option as parseArgs takes it, with a line of help for the list of valid options. */
export type ScriptOption = ParseArgsOptionDescriptor & { help: string }

/** The exit code of a script given options it does not take (as most command-line tools use). */
export const USAGE_EXIT_CODE = 2

/**
 * Parses `args` (the script's own arguments by default) with `strict: true` and no positionals.
 * Anything else prints one line naming the problem, then the valid options, and exits with
 * USAGE_EXIT_CODE before the script does anything.
 */
export function parseOptions<const T extends Record<string, ScriptOption>>(
  script: string,
  options: T,
  args: string[] = process.argv.slice(2)
) {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: false }).values
  } catch (error) {
    console.error(`${script}: ${error instanceof Error ? error.message : String(error)}\n${validOptions(options)}`)
    process.exit(USAGE_EXIT_CODE)
  }
}

/** `Valid options:` and one line per option, e.g. `  --readme <file>  README to update`. */
function validOptions(options: Record<string, ScriptOption>): string {
  const names = Object.entries(options).map(
    ([name, option]) => [`--${name}${option.type === 'string' ? ' <value>' : ''}`, option.help] as const
  )
  const width = Math.max(...names.map(([name]) => name.length))
  return ['Valid options:', ...names.map(([name, help]) => `  ${name.padEnd(width)}  ${help}`)].join('\n')
}

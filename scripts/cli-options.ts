// Strict options for the npm scripts: a typo such as `--fial` stops the script, naming the valid
// options, instead of being ignored and running something else.
import { parseArgs, type ParseArgsOptionDescriptor } from 'node:util'

/** An option as parseArgs takes it, with a line of help for the list of valid options. */
export type ScriptOption = ParseArgsOptionDescriptor & { help: string }

/** The exit code of a script given options it does not take (as most command-line tools use). */
export const USAGE_EXIT_CODE = 2

/** Every script's own: `--help` (or `-h`) prints the usage and the options, and exits 0. */
const HELP = { help: { type: 'boolean', short: 'h', help: 'print this help and exit' } } as const satisfies Record<
  string,
  ScriptOption
>

/**
 * Parses `args` (the script's own arguments by default) with `strict: true` and no positionals.
 * `--help` prints the usage and the valid options on stdout and exits 0. Anything else prints
 * one line naming the problem, then the valid options, and exits with USAGE_EXIT_CODE before
 * the script does anything.
 */
export function parseOptions<const T extends Record<string, ScriptOption>>(
  script: string,
  options: T,
  args: string[] = process.argv.slice(2)
) {
  const all: Record<string, ScriptOption> = { ...options, ...HELP }
  try {
    const { values } = parseArgs({ args, options: all, strict: true, allowPositionals: false })
    if (values.help === true) {
      console.log(`Usage: ${script} -- [options]\n${validOptions(all, 'Options:')}`)
      process.exit(0)
    }
    // Without --help among them, the arguments parse with the script's own options alone.
    return parseArgs({ args, options, strict: true, allowPositionals: false }).values
  } catch (error) {
    console.error(`${script}: ${error instanceof Error ? error.message : String(error)}\n${validOptions(all)}`)
    process.exit(USAGE_EXIT_CODE)
  }
}

/** `Valid options:` (or `heading`) and one line per option, e.g. `  --readme <file>  README to update`. */
function validOptions(options: Record<string, ScriptOption>, heading = 'Valid options:'): string {
  const names = Object.entries(options).map(
    ([name, option]) =>
      [
        `${option.short ? `-${option.short}, ` : ''}--${name}${option.type === 'string' ? ' <value>' : ''}`,
        option.help
      ] as const
  )
  const width = Math.max(...names.map(([name]) => name.length))
  return [heading, ...names.map(([name, help]) => `  ${name.padEnd(width)}  ${help}`)].join('\n')
}

import { CI_NAMES, COMMIT_VARIABLES } from '../ci/ci-names.js'
import { EXIT_CODES } from '../../result/exit-codes.js'
import {
  API_KEY_VARIABLE,
  BASE_URL_VARIABLE,
  COMMAND_NAMES,
  COMMANDS,
  TOP_LEVEL_FLAGS,
  flagUsage,
  type CommandName
} from './flags.js'

// The help texts, made from the tables of commands and flags.

const PROGRAM = 'hosting-deploy'
/** Paragraphs wrap at this width. */
const WIDTH = 100

/** `hosting-deploy --help`: the commands, the environment and the exit codes. */
export function topLevelHelp(): string {
  return [
    `Usage: ${PROGRAM} <command> [flags]`,
    '',
    'Deploys a service to the application hosting service from any CI or a terminal.',
    '',
    'Commands:',
    ...table(COMMAND_NAMES.map(name => [name, COMMANDS[name].summary])),
    '',
    'Flags:',
    ...table(TOP_LEVEL_FLAGS.map(flag => [flagUsage(flag), flag.help])),
    '',
    ...environment(),
    '',
    'Exit codes:',
    ...table(EXIT_CODES.map(({ code, meaning }) => [String(code), meaning])),
    '',
    `Run '${PROGRAM} <command> --help' for a command's flags.`
  ].join('\n')
}

/** `hosting-deploy COMMAND --help`: every flag of the command, one line each. */
export function commandHelp(name: CommandName): string {
  const command = COMMANDS[name]
  const lines = [
    `Usage: ${PROGRAM} ${name}${command.positional ? ` ${command.positional}` : ''} [flags]`,
    '',
    command.summary,
    '',
    'Flags:',
    ...table(command.flags.map(flag => [flagUsage(flag), flag.help])),
    '',
    ...environment()
  ]
  const notes = [`--ci takes ${CI_NAMES.slice(0, -1).join(', ')} or none (plain text).`]
  if (name === 'deploy') {
    notes.push(
      `--ref defaults to the commit the CI names (${Object.values(COMMIT_VARIABLES).join(', ')}); outside CI no ref is sent unless given, and the service deploys its tracked branch.`
    )
  }
  for (const note of notes) lines.push('', ...wrap(note))
  return lines.join('\n')
}

function environment(): string[] {
  return [
    'Environment:',
    ...table([
      [API_KEY_VARIABLE, 'The API key (required): never taken from the command line, where others could read it.'],
      [BASE_URL_VARIABLE, "The API's base URL when --base-url is not given."]
    ])
  ]
}

/** Two columns, the first padded to its widest cell. */
function table(rows: [string, string][]): string[] {
  const width = Math.max(...rows.map(([left]) => left.length))
  return rows.map(([left, right]) => `  ${left.padEnd(width)}  ${right}`.trimEnd())
}

/** Words on lines of at most WIDTH characters. */
function wrap(text: string): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    if (line !== '' && line.length + 1 + word.length > WIDTH) {
      lines.push(line)
      line = word
    } else line = line === '' ? word : `${line} ${word}`
  }
  return [...lines, line]
}

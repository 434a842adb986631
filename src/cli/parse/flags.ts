import { formatDuration, MAX_TIMEOUT_MS } from '../../core/duration.js'
import { MAX_ENV_FILE_BYTES } from '../../settings/dotenv.js'
import { MIN_MASKED_VALUE_LENGTH } from '../../text/secrets.js'
import {
  DEFAULT_VERIFY_INTERVAL_MS,
  DEFAULTS,
  DURATION_EXAMPLES,
  IF_BUSY_CHOICES,
  LOG_ORDERS,
  SUPERSEDED_CHOICES
} from '../../settings/defaults.js'

// The CLI's commands and their flags, written once: the parser's options and the help text
// are both made from these tables.

export const COMMAND_NAMES = ['deploy', 'watch', 'whoami'] as const
export type CommandName = (typeof COMMAND_NAMES)[number]

/** `text` for people (the default), `json` for one object at the end, `ndjson` for an event stream. */
export const OUTPUT_MODES = ['text', 'json', 'ndjson'] as const
export type OutputMode = (typeof OUTPUT_MODES)[number]

/** The only place the CLI takes the API key from. */
export const API_KEY_VARIABLE = 'HOSTING_API_KEY'
/** Stands in for --base-url. */
export const BASE_URL_VARIABLE = 'HOSTING_BASE_URL'

export interface Flag {
  /** The name without the leading `--`. */
  name: string
  type: 'string' | 'boolean'
  /** Given once per value, e.g. `--env A=1 --env B=2`. */
  multiple?: boolean
  /** A one-letter alias, e.g. `h` for `-h`. */
  short?: string
  /** The value as the help shows it, e.g. `ID` or `wait|fail`. */
  value?: string
  /** One line for the help. */
  help: string
  /** Flags of other tools people write for this one (`--format`, `-o`), each with what to write instead. */
  mistaken?: Readonly<Record<string, string>>
}

export interface Command {
  /** One line for the list of commands. */
  summary: string
  /** The positional argument, e.g. `DEPLOYMENT_ID`, when the command takes one. */
  positional?: string
  flags: readonly Flag[]
}

/** A flag as the help and the usage errors write it: `--if-busy wait|fail`, `-h, --help`. */
export function flagUsage(flag: Flag): string {
  const long = `--${flag.name}${flag.value ? ` ${flag.value}` : ''}`
  return flag.short ? `-${flag.short}, ${long}` : long
}

const HELP: Flag = { name: 'help', short: 'h', type: 'boolean', help: 'Show this help.' }

const BASE_URL: Flag = {
  name: 'base-url',
  type: 'string',
  value: 'URL',
  help: `The API's base URL (default: $${BASE_URL_VARIABLE}).`
}
const TIMEOUT: Flag = {
  name: 'timeout',
  type: 'string',
  value: 'DURATION',
  help: `Longest the run takes: ${DURATION_EXAMPLES.join(', ')} or plain seconds (30 is 30s, not 30m), at most ${MAX_TIMEOUT_MS / 3_600_000}h (default ${DEFAULTS.timeout}).`
}
const NO_LOGS: Flag = { name: 'no-logs', type: 'boolean', help: "Do not print the deployment's log." }
const OUTPUT: Flag = {
  name: 'output',
  type: 'string',
  value: OUTPUT_MODES.join('|'),
  help: 'Print text for people (default), json (one object) or ndjson (one event a line).',
  mistaken: {
    '--format': '--output',
    '-o': '--output',
    '--json': '--output json',
    '--ndjson': '--output ndjson'
  }
}
const OUTPUTS_FILE: Flag = {
  name: 'outputs-file',
  type: 'string',
  value: 'FILE',
  help: 'Write the HOSTING_* outputs to FILE as KEY=VALUE lines (on GitLab: a dotenv report).'
}
const CI: Flag = {
  name: 'ci',
  type: 'string',
  value: 'NAME|none',
  help: 'Print and pass outputs as this CI expects, instead of the one detected (see below).'
}

export const COMMANDS: Record<CommandName, Command> = {
  deploy: {
    summary: 'Deploy a service, follow it until it is live, check its health, roll back on failure.',
    flags: [
      {
        name: 'service-id',
        type: 'string',
        multiple: true,
        value: 'ID',
        help: 'The service to deploy (required, unless --app-file); repeat it to deploy several as one app.'
      },
      {
        name: 'app-file',
        type: 'string',
        value: 'FILE',
        help: 'A YAML file naming the services of an app, their order and settings (docs/app.md).'
      },
      {
        name: 'log-order',
        type: 'string',
        value: LOG_ORDERS.join('|'),
        help: "Several services: each log line as it comes, labelled (default), or each service's log whole when it ends."
      },
      {
        name: 'ref',
        type: 'string',
        value: 'REF',
        help: "Branch, tag or commit to deploy (default: the CI's commit, see below)."
      },
      {
        name: 'env',
        type: 'string',
        multiple: true,
        value: 'KEY=VALUE',
        help: 'A variable to set before deploying; repeatable; wins over --dotenv-file.'
      },
      {
        name: 'dotenv-file',
        type: 'string',
        value: 'FILE',
        help: `A dotenv file of variables to set before deploying (at most ${MAX_ENV_FILE_BYTES / 1024 / 1024} MiB).`
      },
      {
        name: 'mask-env',
        type: 'string',
        multiple: true,
        value: 'NAME',
        help: `Hide this variable's value too (besides secret names and forms); repeatable, or commas; all: every value of ${MIN_MASKED_VALUE_LENGTH}+ characters.`
      },
      BASE_URL,
      TIMEOUT,
      { name: 'no-wait', type: 'boolean', help: 'Queue the deployment and end (exit 0) without following it.' },
      NO_LOGS,
      {
        name: 'environment-url',
        type: 'string',
        value: 'URL',
        help: "The service's URL, for HOSTING_URL (default: its first verified domain)."
      },
      {
        name: 'health-check-url',
        type: 'string',
        value: 'URL',
        help: 'Once live, GET this URL (or a /path on HOSTING_URL) until it answers 2xx.'
      },
      {
        name: 'health-check-expect',
        type: 'string',
        value: 'TEXT',
        help: "Text the health check's answer must contain, e.g. the commit SHA."
      },
      {
        name: 'health-check-timeout',
        type: 'string',
        value: 'DURATION',
        help: `How long to keep trying the health check: 30s, 2m or plain seconds (default ${DEFAULTS['health-check-timeout']}).`
      },
      {
        name: 'verify-for',
        type: 'string',
        value: 'DURATION',
        help: 'Once live and healthy, watch the health check, the runtime log and the deployment list this long: 90s, 5m or plain seconds (default 0: off; docs/verify.md).'
      },
      {
        name: 'verify-interval',
        type: 'string',
        value: 'DURATION',
        help: `The time between the window's checks: at least 1s, at most --verify-for (default ${formatDuration(DEFAULT_VERIFY_INTERVAL_MS)}).`
      },
      {
        name: 'fail-on-log',
        type: 'string',
        multiple: true,
        value: 'PATTERN',
        help: 'A regular expression (RE2) that marks a runtime log line as a failure in the window, besides the crash signatures; repeatable.'
      },
      {
        name: 'ignore-log',
        type: 'string',
        multiple: true,
        value: 'PATTERN',
        help: 'A regular expression (RE2) of runtime log lines the window never counts; repeatable.'
      },
      {
        name: 'rollback',
        type: 'boolean',
        help: 'On failure, redeploy the last ref that went live (the run still fails).'
      },
      {
        name: 'if-busy',
        type: 'string',
        value: IF_BUSY_CHOICES.join('|'),
        help: `Another deployment in progress: wait for it, or fail at once (default ${DEFAULTS['if-busy']}).`
      },
      {
        name: 'superseded',
        type: 'string',
        value: SUPERSEDED_CHOICES.join('|'),
        help: `Replaced by a newer deployment: fail, or pass with a notice (default ${DEFAULTS.superseded}).`
      },
      OUTPUT,
      OUTPUTS_FILE,
      CI,
      HELP
    ]
  },
  watch: {
    summary: 'Follow a deployment already queued until it ends, with its log.',
    positional: 'DEPLOYMENT_ID',
    flags: [
      {
        name: 'service-id',
        type: 'string',
        value: 'ID',
        help: 'The service the deployment belongs to; needed unless the key is a service key, which the key check tells (the one request sent without it).'
      },
      OUTPUT,
      OUTPUTS_FILE,
      CI,
      TIMEOUT,
      NO_LOGS,
      BASE_URL,
      HELP
    ]
  },
  whoami: {
    summary: 'Show whom the API key belongs to and what it may do.',
    flags: [BASE_URL, OUTPUT, CI, HELP]
  }
}

/** The flags the command line takes before a command. */
export const TOP_LEVEL_FLAGS: readonly Flag[] = [
  HELP,
  { name: 'version', short: 'v', type: 'boolean', help: "Print hosting-deploy's version." }
]

// The command line of `npm run sandbox`: its options, read strictly, and the usage line. Apart
// from cli.ts, which acts on them, so that a test reads a command line in process.
import { parseArgs } from 'node:util'
import { parseOrigin } from './origin.js'
import { parseRateLimit, parseRateLimitHeaders, type RateLimit, type RateLimitHeaders } from './rate-limit.js'

export const usage =
  'usage: npm run sandbox -- [--port N] [--host ADDRESS] [--seed FILE.json] [--speed FACTOR] [--data DIR] [--rate-limit N/min] [--rate-limit-headers ietf|x-ratelimit|none] [--allow-origin ORIGIN]... [--mcp-stdio] [--help]'

const OPTIONS = {
  port: { type: 'string', default: '4010' },
  host: { type: 'string', default: '127.0.0.1' },
  seed: { type: 'string' },
  speed: { type: 'string', default: '1' },
  data: { type: 'string' },
  'rate-limit': { type: 'string' },
  'rate-limit-headers': { type: 'string', default: 'ietf' },
  'allow-origin': { type: 'string', multiple: true },
  'mcp-stdio': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' }
} as const

/** Node's parse errors, in the sandbox's words: the option named, and the valid ones listed. */
function parseError(error: unknown): Error {
  const code = (error as { code?: string }).code
  const message = error instanceof Error ? error.message : String(error)
  const valid = `valid options: ${Object.keys(OPTIONS)
    .map(name => `--${name}`)
    .join(', ')}`
  const unknown = /'([^']+)'/.exec(message)?.[1] ?? ''
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return new Error(`unknown option ${unknown}; ${valid}`)
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL')
    return new Error(`unexpected argument ${unknown}: every value follows its option; ${valid}`)
  return new Error(`${message}; ${valid}`)
}

interface CliOptions {
  port: number
  host: string
  seed?: string
  speed: number
  dataDir?: string
  rateLimit?: RateLimit
  rateLimitHeaders: RateLimitHeaders
  allowOrigins?: string[]
  mcpStdio?: boolean
}

/** The options `args` give (the command line's, after the script's name), or 'help' for --help; throws an Error in the sandbox's words. */
export function parseCliOptions(args: string[]): CliOptions | 'help' {
  let values
  try {
    ;({ values } = parseArgs({ args, options: OPTIONS, strict: true, allowPositionals: false }))
  } catch (error) {
    throw parseError(error)
  }
  if (values.help) return 'help'
  const port = Number(values.port)
  const speed = Number(values.speed)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`--port must be an integer from 0 to 65535, got "${values.port}"`)
  if (!(speed > 0)) throw new Error(`--speed must be a number above 0, got "${values.speed}"`)
  if (values.data === '') throw new Error('--data needs a directory')
  const limit = values['rate-limit']
  const rateLimit = limit === undefined ? undefined : parseRateLimit(limit)
  return {
    port,
    host: values.host,
    seed: values.seed,
    speed,
    dataDir: values.data,
    rateLimit,
    rateLimitHeaders: parseRateLimitHeaders(values['rate-limit-headers']),
    allowOrigins: values['allow-origin']?.map(parseOrigin),
    mcpStdio: values['mcp-stdio']
  }
}

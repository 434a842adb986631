import path from 'node:path'
import type { EnvVar } from '../../core/api-types.js'
import { DOTENV_LINES, DotenvError, isValidKey, parseDotenv, type DotenvResult } from '../../settings/dotenv.js'
import { readAppEnvFileText, readEnvFileText } from '../../settings/env-file.js'
import { UsageError } from '../../core/errors.js'

// The variables `deploy` imports: --dotenv-file, then each --env, which wins. Their values are
// secrets: no message here holds one, and a key is named only once it is a valid name.

/** What --env and --dotenv-file give, and notes about duplicates and overrides (keys only). */
export interface Variables {
  variables: EnvVar[]
  notes: string[]
}

/** `cwd`: the working directory --dotenv-file is named from. */
export function readVariables(envFlags: readonly string[], envFile: string | undefined, cwd: string): Variables {
  const notes: string[] = []
  const merged = new Map<string, string>()
  if (envFile !== undefined) {
    const parsed = parseEnvFile(readEnvFile(envFile, cwd))
    for (const { key, value } of parsed.entries) merged.set(key, value)
    for (const { key, lines } of parsed.duplicates) {
      notes.push(
        `${key} is set ${lines.length} times in --dotenv-file (lines ${lines.join(', ')}); the last one is used.`
      )
    }
  }
  const overridden = new Set<string>()
  const given = new Map<string, number>()
  envFlags.forEach((flag, index) => {
    const { key, value } = envFlag(flag, index)
    if (merged.has(key) && !given.has(key)) overridden.add(key)
    given.set(key, (given.get(key) ?? 0) + 1)
    merged.set(key, value)
  })
  for (const [key, count] of given) {
    if (count > 1) notes.push(`--env ${key} is given ${count} times; the last one is used.`)
  }
  if (overridden.size > 0) {
    notes.push(`--env overrides ${overridden.size} key(s) also set in --dotenv-file: ${[...overridden].join(', ')}.`)
  }
  return { variables: [...merged].map(([key, value]) => ({ key, value })), notes }
}

/** One `--env KEY=VALUE`; the error names which --env by position, never its text (it may be all secret). */
function envFlag(flag: string, index: number): EnvVar {
  const which = `--env (the ${ordinal(index + 1)})`
  const equals = flag.indexOf('=')
  if (equals < 0)
    throw new UsageError(which, 'must be KEY=VALUE, and has no "=" (its text is not shown: it may be a secret)')
  const key = flag.slice(0, equals)
  if (!isValidKey(key)) {
    throw new UsageError(
      which,
      'must be KEY=VALUE with a KEY of letters, digits and _, not starting with a digit (the text given is not shown: it may be a secret)'
    )
  }
  return { key, value: flag.slice(equals + 1) }
}

function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')
  return `${n}${suffix}`
}

/**
 * The variables of an app file's `env-file` for one service, a file inside the working directory
 * or the app file's folder tree (env-file.ts); errors name the service's key in the file. `cwd`:
 * the working directory.
 */
export function readServiceEnvFile(given: string, where: string, appFile: string, cwd: string): EnvVar[] {
  const text = readAppEnvFileText(given, where, appFile, (name, problem) => new UsageError(name, problem), cwd)
  return parseEnvFile(text, where).entries.map(({ key, value }) => ({ key, value }))
}

function parseEnvFile(text: string, name = '--dotenv-file'): DotenvResult {
  try {
    return parseDotenv(text)
  } catch (error) {
    if (error instanceof DotenvError) {
      throw new UsageError(name, `${error.message} ${DOTENV_LINES}`)
    }
    throw error
  }
}

/**
 * The text of the file --dotenv-file names: any path the user gives (symlinks followed), but
 * only a regular file of at most MAX_ENV_FILE_BYTES, without NUL bytes; `given` from the working
 * directory `cwd`.
 * @public The FIFO test imports it in a child process, where knip cannot see the import.
 */
export function readEnvFile(given: string, cwd = process.cwd()): string {
  return readEnvFileText('--dotenv-file', path.resolve(cwd, given), (name, problem) => new UsageError(name, problem))
}

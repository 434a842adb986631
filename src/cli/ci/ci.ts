import vendors from 'ci-info/vendors.json' with { type: 'json' }
import { UsageError } from '../../core/errors.js'
import { closest } from '../../text/suggest.js'
import { CI_NAMES, COMMIT_VARIABLES, type CiName } from './ci-names.js'

export { CI_NAMES, COMMIT_VARIABLES, type CiName }

// Which CI runs the CLI decides how it prints (groups, masks, annotations), where it passes
// its outputs and which commit it deploys by default.

/** ci-info's vendor constant for each CI the CLI knows; every other vendor is `none`. */
const BY_VENDOR: Record<string, Exclude<CiName, 'none'>> = {
  GITHUB_ACTIONS: 'github',
  GITLAB: 'gitlab',
  AZURE_PIPELINES: 'azure',
  BITBUCKET: 'bitbucket',
  CIRCLE: 'circleci',
  JENKINS: 'jenkins',
  TEAMCITY: 'teamcity'
}

/** Each CI's name for people, in notes and messages. */
export const CI_TITLES: Record<CiName, string> = {
  github: 'GitHub Actions',
  gitlab: 'GitLab CI',
  azure: 'Azure Pipelines',
  bitbucket: 'Bitbucket Pipelines',
  circleci: 'CircleCI',
  jenkins: 'Jenkins',
  teamcity: 'TeamCity',
  none: 'no CI'
}

export type Env = Record<string, string | undefined>

/** One condition of ci-info's vendors.json: a variable set, a value, one of several, or a substring. */
type EnvRule = string | Record<string, unknown>
interface Vendor {
  constant: string
  env: EnvRule | EnvRule[]
}

/**
 * The CI that `env` belongs to, by ci-info's own vendor table and rules. ci-info itself only
 * answers for process.env, read once at import (watson/ci-info#33), so its table is applied here.
 */
export function detectCi(env: Env): CiName {
  // As ci-info: CI=false turns detection off, and the last vendor that matches wins.
  if (env.CI === 'false') return 'none'
  let found: string | undefined
  for (const vendor of vendors as Vendor[]) {
    const rules = Array.isArray(vendor.env) ? vendor.env : [vendor.env]
    if (rules.every(rule => matches(rule, env))) found = vendor.constant
  }
  return (found !== undefined && BY_VENDOR[found]) || 'none'
}

/** ci-info's checkEnv, for an injected env. */
function matches(rule: EnvRule, env: Env): boolean {
  if (typeof rule === 'string') return !!env[rule]
  if (typeof rule.env === 'string' && typeof rule.includes === 'string') {
    return env[rule.env]?.includes(rule.includes) ?? false
  }
  if (Array.isArray(rule.any)) return rule.any.some(name => typeof name === 'string' && !!env[name])
  return Object.entries(rule).every(([name, value]) => env[name] === value)
}

/** The CI named by `--ci`, or a UsageError listing the accepted names. */
export function parseCiName(text: string): CiName {
  const name = text.trim().toLowerCase()
  const found = CI_NAMES.find(ci => ci === name)
  if (found === undefined) {
    const meant = /^[a-z][a-z0-9_-]{0,30}$/.test(name) ? closest(name, CI_NAMES) : undefined
    throw new UsageError(
      '--ci',
      `must be one of ${CI_NAMES.join(', ')}, got "${text.slice(0, 40)}"${meant ? `; did you mean ${meant}?` : ''}`
    )
  }
  return found
}

/** `--ci` when given, else the CI detected in `env`. */
export function resolveCi(flag: string | undefined, env: Env): CiName {
  return flag === undefined ? detectCi(env) : parseCiName(flag)
}

/** The commit the CI names in `env`, and the variable it came from; undefined outside CI or when unset. */
export function ciCommit(ci: CiName, env: Env): { variable: string; value: string } | undefined {
  if (ci === 'none') return undefined
  const variable = COMMIT_VARIABLES[ci]
  const value = env[variable]?.trim()
  return value ? { variable, value } : undefined
}

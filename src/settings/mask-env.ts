import type { EnvVar } from '../core/api-types.js'
import type { MaskEnv } from '../text/secret-rule.js'
import { isValidKey } from './dotenv.js'
import type { Refuse } from './settings.js'

// mask-env, for every face (the Action's `mask-env`, the CLI's `--mask-env`, the Node API's
// `maskEnv`): the variables whose values are hidden besides those the rule finds
// (src/text/secret-rule.ts), or `all` for every value.

/** What mask-env takes, for the errors. */
const EXPECTED =
  'expected variable names (letters, digits and _, not starting with a digit) separated by commas or newlines, e.g. SMTP_LOGIN, SIGNUP_CODE, or all alone'

/**
 * mask-env as given (each text of a repeated flag, or the one input): names separated by commas
 * or newlines, or `all`. An entry that is no name is not shown: it may be a value pasted there.
 */
export function checkMaskEnv(name: string, given: readonly string[], refuse: Refuse): MaskEnv {
  const entries = given
    .flatMap(text => text.split(/[,\r\n]+/))
    .map(entry => entry.trim())
    .filter(entry => entry !== '')
  if (entries.includes('all')) {
    if (entries.some(entry => entry !== 'all'))
      throw refuse(
        name,
        `gives all and names besides: all hides every value, so give it alone, or list the names separated by commas or newlines`
      )
    return 'all'
  }
  const bad = entries.findIndex(entry => !isValidKey(entry))
  if (bad >= 0)
    throw refuse(
      name,
      `has an entry that is not a variable name (entry ${bad + 1}, not shown: it may be a value); ${EXPECTED}`
    )
  return [...new Set(entries)]
}

/** The names `maskEnv` lists that no variable of the run sets: a typo would leave the value it meant readable. */
export function unknownMaskEnv(maskEnv: MaskEnv, variables: Iterable<Pick<EnvVar, 'key'>>): string[] {
  if (maskEnv === 'all') return []
  const keys = new Set([...variables].map(variable => variable.key))
  return maskEnv.filter(key => !keys.has(key))
}

/** The warning for names that match no variable; `name` spells mask-env as the face does. */
export function unknownMaskEnvWarning(name: string, unknown: readonly string[]): string {
  return `${name} names ${unknown.join(', ')}, which no variable of this run sets: check the spelling (names are case-sensitive).`
}

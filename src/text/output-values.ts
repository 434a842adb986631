import { OUTPUTS, outputText, type Output, type OutputKey } from '../core/outputs.js'
import type { DeployResult } from '../core/result.js'
import { containsCredential } from './secrets.js'

// The one rule for an output's value on both faces: later steps read outputs back unmasked, so a
// value holding one of our credentials (the service echoed the API key or the GitHub token, in any
// encoding) is written empty, with a warning naming the output as the face spells it. A variable's
// value does not blank an output: the ref, the id and the URL are the user's own record (BRANCH=main
// and ref main); a secret one stays masked in every printed line (secret-rule.ts). Closed-vocabulary
// outputs are not scanned.

/** Every output's value as text, keyed by the table's keys. */
export type OutputTexts = Record<OutputKey, string>

/** `value`, or empty with a warning naming `name` when it holds the API key or the GitHub token. */
export function credentialFree(name: string, value: string, warnings: string[]): string {
  if (!containsCredential(value)) return value
  warnings.push(`${name} is written empty: its value holds the API key or the GitHub token.`)
  return ''
}

/** Every output of a run as text, each holding no secret; `name` spells an output in the warnings. */
export function outputTexts(result: DeployResult, name: (output: Output) => string, warnings: string[]): OutputTexts {
  const texts = {} as OutputTexts
  for (const output of OUTPUTS) {
    const text = outputText(output.value(result))
    texts[output.key] = 'closed' in output ? text : credentialFree(name(output), text, warnings)
  }
  return texts
}

/**
 * A sentence for a structured output (an app's `results` entry's `reason`) that every channel a
 * later job reads carries as written: JSON escapes `"` and control characters with `\`, which a
 * dotenv line cannot hold (cli/result/outputs.ts writes such a value empty), nor `$` (GitLab
 * expands it) or a `#` after a space (read as a comment). Double quotes become single ones, a
 * backslash a slash, `$` and such a `#` their full-width forms, and invisible characters spaces.
 */
export function plainSentence(text: string): string {
  return text
    .replace(/[\p{Cc}\p{Cf}\p{Cs}\u2028\u2029]/gu, ' ')
    .replace(/"/g, "'")
    .replace(/\\/g, '/')
    .replace(/\$/g, '\uff04')
    .replace(/(^|\s)#/g, '$1\uff03')
    .trim()
}

import { OUTPUTS, outputText, type Output, type OutputKey } from '../core/outputs.js'
import type { DeployResult } from '../core/result.js'
import { redact } from './secrets.js'

// The one rule for an output's value on both faces: later steps read outputs back unmasked, so a
// value holding a secret (the service echoed the API key or a variable's value) is written empty,
// with a warning naming the output as the face spells it.

/** Every output's value as text, keyed by the table's keys. */
export type OutputTexts = Record<OutputKey, string>

/** `value`, or empty with a warning naming `name` when it holds a secret. */
export function secretFree(name: string, value: string, warnings: string[]): string {
  if (redact(value) === value) return value
  warnings.push(`${name} is written empty: its value holds a secret (the API key or a variable's value).`)
  return ''
}

/** Every output of a run as text, each holding no secret; `name` spells an output in the warnings. */
export function outputTexts(result: DeployResult, name: (output: Output) => string, warnings: string[]): OutputTexts {
  const texts = {} as OutputTexts
  for (const output of OUTPUTS) texts[output.key] = secretFree(name(output), outputText(output.value(result)), warnings)
  return texts
}

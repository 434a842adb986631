import * as core from '@actions/core'

// Every secret the action knows (the API key and variable values). Registered with the
// runner so it masks them, and kept here so that text the runner never masks (the job
// summary, outputs) and remote text is redacted by the action itself.
const secrets = new Set<string>()
let pattern: RegExp | undefined

/**
 * Variable values shorter than this are not masked: masking `1` or `on` would blank every
 * such character run in the whole job log while protecting nothing (README, Secrets).
 */
export const MIN_MASKED_VALUE_LENGTH = 4

/** Registers a secret; pieces (the value, its lines) shorter than `minLength` are skipped. */
export function registerSecret(value: string, minLength = 1): void {
  if (value === '') return
  const lines = value.split(/\r?\n/)
  const pieces = [value, value.trim(), ...lines, ...lines.map(line => line.trim())].filter(
    piece => piece.trim() !== '' && piece.length >= minLength
  )
  for (const piece of pieces) {
    if (secrets.has(piece)) continue
    secrets.add(piece)
    // The runner matches masks line by line, so a multi-line value is masked per line too.
    core.setSecret(piece)
  }
  pattern = undefined
}

/** Replaces every registered secret in `text` with `***`. */
export function redact(text: string): string {
  if (secrets.size === 0) return text
  pattern ??= new RegExp(
    [...secrets]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|'),
    'g'
  )
  return text.replace(pattern, '***')
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

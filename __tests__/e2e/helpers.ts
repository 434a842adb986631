import { readFileSync } from 'node:fs'
import { expect } from 'vitest'
import type { RunResult } from '../../scripts/local-runner.js'

export const SEED_PATH = new URL('../../sandbox/seed.json', import.meta.url)

/** The demo seed as a plain object, to copy and vary per test. */
export function demoSeed(): SeedShape {
  return JSON.parse(readFileSync(SEED_PATH, 'utf8')) as SeedShape
}

export interface SeedKey {
  token: string
  kind: string
  serviceId?: string
  readOnly?: boolean
  revoked?: boolean
  environments?: string[]
  permissions?: Record<string, string>
}

export interface SeedShape {
  keys: SeedKey[]
  [field: string]: unknown
}

export function findKey(seed: SeedShape, predicate: (key: SeedKey) => boolean, what: string): string {
  const key = seed.keys.find(predicate)
  if (!key) throw new Error(`the seed has no ${what}`)
  return key.token
}

/** Asserts that no secret appears in anything the run printed or wrote. */
export function expectNoSecrets(run: RunResult, secrets: string[]): void {
  // `::add-mask::` lines are how the action registers secrets: the runner consumes them.
  const printed = run.stdout
    .split('\n')
    .filter(line => !line.startsWith('::add-mask::'))
    .join('\n')
  const everything = [printed, run.stderr, run.summary, JSON.stringify(run.outputs)].join('\n')
  for (const secret of secrets) {
    for (const piece of secret.split('\n').filter(line => line.trim().length > 3)) {
      expect(everything, `a secret leaked: ${piece.slice(0, 4)}...`).not.toContain(piece)
    }
  }
}

/** The error annotations the runner would show. */
export function errors(run: RunResult): string[] {
  return run.commands.filter(command => command.name === 'error').map(command => command.message)
}

export function warnings(run: RunResult): string[] {
  return run.commands.filter(command => command.name === 'warning').map(command => command.message)
}

import { compileList, PatternRefused } from '../verify/patterns.js'
import type { Refuse } from './settings.js'

// The check of the verification window's patterns, apart from the other checks of its settings
// (verify-settings.ts): it loads the RE2 engine, which a line without patterns does not need.

/** The patterns, each compiled once to check it (RE2 syntax, bounded in number and length). */
export function verifyPatterns(name: string, given: readonly string[], refuse: Refuse): string[] {
  try {
    return compileList(given).map(({ pattern }) => pattern)
  } catch (error) {
    if (error instanceof PatternRefused) throw refuse(name, error.message)
    throw error
  }
}

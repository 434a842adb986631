import { RE2JS } from 're2js'
import { CRASH_SIGNATURES, MATCH_CHARS } from './signatures.js'
import { shownPattern } from './pattern-doubts.js'

// What marks a runtime log line as a failure in the verification window: the built-in crash
// signatures and the author's `fail-on-log` patterns, unless an `ignore-log` pattern matches it.
// The patterns are the author's, but the lines come from the service, and a hostile line can make
// a backtracking pattern (`(a+)+$`) run for minutes: every pattern is compiled with RE2 (re2js),
// which matches in time linear in the line, and only a line's first MATCH_CHARS are matched.

/** At most this many patterns in each of fail-on-log and ignore-log. */
export const MAX_PATTERNS = 50
/** The longest pattern, in characters. */
export const MAX_PATTERN_CHARS = 1000

/** A pattern refused: which, and why, in the words a usage error needs. */
export class PatternRefused extends Error {
  override name = 'PatternRefused'
}

/** The author's patterns, as given (not yet compiled). */
export interface LogPatternSettings {
  failOnLog: readonly string[]
  ignoreLog: readonly string[]
}

/** A line that marks a failure: which signature or pattern it matched. */
interface LineMatch {
  /** The built-in signature's name, or `fail-on-log` pattern text. */
  by: string
  /** True for a built-in crash signature. */
  builtIn: boolean
}

export interface LogPatterns {
  /** What the line matched, or undefined: it marks no failure (or an ignore pattern matched it). */
  match(line: string): LineMatch | undefined
}

interface Compiled {
  by: string
  builtIn: boolean
  re: RE2JS
}

/** Checks the lists' bounds and compiles every pattern; throws PatternRefused naming the first bad one. */
export function compileLogPatterns(settings: LogPatternSettings): LogPatterns {
  const fail: Compiled[] = CRASH_SIGNATURES.map(signature => ({
    by: signature.name,
    builtIn: true,
    re: RE2JS.compile(signature.pattern)
  }))
  fail.push(...compileList(settings.failOnLog).map(({ pattern, re }) => ({ by: pattern, builtIn: false, re })))
  const ignore = compileList(settings.ignoreLog).map(({ re }) => re)
  return {
    match(line: string): LineMatch | undefined {
      const text = line.length > MATCH_CHARS ? line.slice(0, MATCH_CHARS) : line
      const found = fail.find(candidate => candidate.re.test(text))
      if (found === undefined || ignore.some(re => re.test(text))) return undefined
      return { by: found.by, builtIn: found.builtIn }
    }
  }
}

/** Checks one list's bounds and compiles it (the settings of every face check with this too). */
export function compileList(patterns: readonly string[]): { pattern: string; re: RE2JS }[] {
  if (patterns.length > MAX_PATTERNS)
    throw new PatternRefused(`holds ${patterns.length} patterns: expected at most ${MAX_PATTERNS}`)
  return patterns.map(pattern => ({ pattern, re: compileOne(pattern) }))
}

/** A JavaScript regular expression literal with flags (`/panic/i`): its slashes and flags would be matched as text. */
const JS_LITERAL = /^\/(.+)\/([dgimsuvy]+)$/s

/** The pattern RE2 takes for a JavaScript literal: the flags it knows inline, the others dropped. */
function inlineFlags(body: string, flags: string): string {
  const kept = [...new Set(flags)].filter(flag => 'ims'.includes(flag)).join('')
  return kept === '' ? body : `(?${kept})${body}`
}

function compileOne(pattern: string): RE2JS {
  const shown = shownPattern(pattern)
  if (pattern.trim() === '') throw new PatternRefused('holds an empty pattern: expected a regular expression')
  const literal = JS_LITERAL.exec(pattern)
  if (literal)
    throw new PatternRefused(
      `holds ${shown}, a JavaScript regular expression literal: its slashes and flags would be matched as text, so it would never match. Write the expression alone, its flags inline (RE2 syntax): ${shownPattern(inlineFlags(literal[1] ?? '', literal[2] ?? ''))}`
    )
  // A line is matched on its own: a pattern holding a line break (a YAML block) would never match.
  if (/[\r\n]/.test(pattern))
    throw new PatternRefused(
      `holds a pattern with a line break (${shown}): a line is matched on its own; give one pattern per line, or a list`
    )
  if (pattern.length > MAX_PATTERN_CHARS)
    throw new PatternRefused(
      `holds a pattern of ${pattern.length} characters (${shown}): expected at most ${MAX_PATTERN_CHARS}`
    )
  try {
    return RE2JS.compile(pattern)
  } catch (error) {
    const reason = error instanceof Error ? error.message.replace(/^error parsing regexp: /, '') : String(error)
    throw new PatternRefused(
      `holds the pattern ${shown}, which is not a regular expression this tool can match in linear time (RE2 syntax): ${reason.slice(0, 200)}. Lookarounds and backreferences are not supported.`
    )
  }
}

// The author's patterns: added to the crash signatures, ignore-log wins, bounded in number and
// length, refused by name when RE2 cannot match them in linear time; a line made to make a
// backtracking pattern explode is matched at once.
import { describe, expect, it } from 'vitest'
import {
  compileList,
  compileLogPatterns,
  MAX_PATTERN_CHARS,
  MAX_PATTERNS,
  PatternRefused
} from '../../../src/verify/patterns.js'
import { MATCH_CHARS } from '../../../src/verify/signatures.js'

describe('fail-on-log and ignore-log', () => {
  it('a fail-on-log pattern marks a line the signatures do not', () => {
    const patterns = compileLogPatterns({ failOnLog: ['ERROR .*payment'], ignoreLog: [] })
    expect(patterns.match('ERROR charging payment 12')).toEqual({ by: 'ERROR .*payment', builtIn: false })
    expect(patterns.match('INFO payment ok')).toBeUndefined()
  })

  it('an ignore-log pattern keeps a line from counting, a crash signature included', () => {
    const patterns = compileLogPatterns({ failOnLog: [], ignoreLog: ['exited with code 143'] })
    expect(patterns.match('old instance exited with code 143')).toBeUndefined()
    expect(patterns.match('new instance exited with code 1')?.builtIn).toBe(true)
  })

  it.each([
    [1, ['(a'], /missing closing \)/],
    [2, ['(?<=x)y'], /not a regular expression this tool can match in linear time/],
    [3, ['(x)\\1'], /invalid escape sequence/],
    [4, [''], /empty pattern/],
    [7, ['zzz\npwn\n'], /a line break .*give one pattern per line, or a list/],
    [
      8,
      ['/panic/i'],
      /"\/panic\/i", a JavaScript regular expression literal: .*flags inline \(RE2 syntax\): "\(\?i\)panic"$/
    ],
    [9, ['ok', '/a|b/gim'], /"\/a\|b\/gim", a JavaScript .*: "\(\?im\)a\|b"$/],
    [10, ['/boom/g'], /: "boom"$/],
    [5, ['a'.repeat(MAX_PATTERN_CHARS + 1)], new RegExp(`at most ${MAX_PATTERN_CHARS}`)],
    [6, Array.from({ length: MAX_PATTERNS + 1 }, (_, i) => `p${i}`), new RegExp(`at most ${MAX_PATTERNS}`)]
  ])('%i. refuses %j with the pattern and the reason', (_row, list, reason) => {
    expect(() => compileList(list)).toThrow(PatternRefused)
    expect(() => compileList(list)).toThrow(reason)
  })

  it('takes a pattern between slashes without flags (a path in a log line, say), and slashes inside one', () => {
    expect(compileList(['/health/', 'GET /api/.*/i', 'a/b/i x']).map(({ pattern }) => pattern)).toEqual([
      '/health/',
      'GET /api/.*/i',
      'a/b/i x'
    ])
  })

  it('takes exactly MAX_PATTERNS patterns of MAX_PATTERN_CHARS characters', () => {
    const list = Array.from(
      { length: MAX_PATTERNS },
      (_, i) => `${i}${'a'.repeat(MAX_PATTERN_CHARS - String(i).length)}`
    )
    expect(compileList(list)).toHaveLength(MAX_PATTERNS)
  })

  it('matches a line built to make a backtracking pattern explode, in linear time', () => {
    const exploding = ['(a+)+$', '(a|aa)+b', '(a|a?)+c']
    const patterns = compileLogPatterns({ failOnLog: [...exploding, '(.*a){12}!'], ignoreLog: ['(a*)*d'] })
    const hostile = `${'a'.repeat(MATCH_CHARS - 1)}!`
    const started = process.cpuUsage()
    // A backtracking engine takes longer than the age of the universe on these; RE2 takes milliseconds.
    expect(compileLogPatterns({ failOnLog: exploding, ignoreLog: [] }).match(hostile)).toBeUndefined()
    expect(patterns.match(hostile)?.by).toBe('(.*a){12}!')
    const used = process.cpuUsage(started)
    expect((used.user + used.system) / 1000).toBeLessThan(5000)
  })

  it('matches only a line’s first MATCH_CHARS characters', () => {
    const patterns = compileLogPatterns({ failOnLog: ['NEEDLE'], ignoreLog: [] })
    expect(patterns.match(`${'x'.repeat(MATCH_CHARS)}NEEDLE`)).toBeUndefined()
    expect(patterns.match(`${'x'.repeat(MATCH_CHARS - 6)}NEEDLE`)?.by).toBe('NEEDLE')
  })
})

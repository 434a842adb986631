import { describe, expect, it } from 'vitest'
import { DotenvError, formatDotenvEntry, parseDotenv } from '../../src/settings/dotenv.js'

const values = (text: string): Record<string, string> =>
  Object.fromEntries(parseDotenv(text).entries.map(entry => [entry.key, entry.value]))

describe('parseDotenv', () => {
  it('reads plain, exported, spaced and empty assignments, skipping comments and blank lines', () => {
    const text = ['# a comment', '', 'A=1', 'export B=two words', '  C = spaced  ', 'D=', '   # indented comment'].join(
      '\n'
    )
    expect(values(text)).toEqual({ A: '1', B: 'two words', C: 'spaced', D: '' })
  })

  it('keeps = and # inside values, and strips only a comment that follows whitespace', () => {
    expect(values('URL=postgres://u:p@h/db?x=1&y=2\nFRAG=http://h/#top\nNOTE=value # trailing comment')).toEqual({
      URL: 'postgres://u:p@h/db?x=1&y=2',
      FRAG: 'http://h/#top',
      NOTE: 'value'
    })
  })

  it('takes single-quoted values literally and expands escapes in double quotes', () => {
    expect(values(`S='a # b \\n $HOME'\nD="tab\\there \\"q\\" back\\\\slash # not a comment" # comment`)).toEqual({
      S: 'a # b \\n $HOME',
      D: 'tab\there "q" back\\slash # not a comment'
    })
  })

  it('reads multi-line double-quoted values and CRLF files', () => {
    const text = 'KEY="-----BEGIN KEY-----\r\nabc\r\n-----END KEY-----"\r\nNEXT=1\r\n'
    expect(values(text)).toEqual({ KEY: '-----BEGIN KEY-----\nabc\n-----END KEY-----', NEXT: '1' })
    expect(parseDotenv(text).entries.map(entry => entry.line)).toEqual([1, 4])
  })

  it('reports duplicates with their lines and keeps the last value in first-seen order', () => {
    const result = parseDotenv('A=1\nB=2\nA=3')
    expect(result.entries).toEqual([
      { key: 'A', value: '3', line: 1 },
      { key: 'B', value: '2', line: 2 }
    ])
    expect(result.duplicates).toEqual([{ key: 'A', lines: [1, 3] }])
  })

  it.each([
    ['not an assignment', 'A=1\nhunter2-secret-value\n', 2, 'expected KEY=VALUE'],
    ['a missing key', '=value', 1, 'no key'],
    ['an invalid name', 'A=1\n1BAD=x', 2, 'the variable name starts with a digit'],
    ['a dashed name', 'MY-KEY=x', 1, 'contains a dash'],
    ['a name that may be a secret fragment', 'p@ss=w0rd', 1, 'contains a character that is not'],
    ['an unclosed quote', 'A=1\nB="never closed\nC=2', 2, 'never closed'],
    ['text after a closing quote', "A='x' y", 1, 'after the closing quote']
  ])('rejects %s with its line number and never the value', (_name, text, line, reason) => {
    let caught: unknown
    try {
      parseDotenv(text)
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(DotenvError)
    const error = caught as DotenvError
    expect(error.line).toBe(line)
    expect(error.message).toContain(`line ${line}`)
    expect(error.message).toContain(reason)
    expect(error.message).not.toContain('hunter2')
    expect(error.message).not.toContain('never closed\n')
  })
})

describe('formatDotenvEntry', () => {
  it.each([
    ['plain'],
    ['with "quotes" and \\ backslashes'],
    ['multi\nline\r\nvalue\twith tab'],
    ['# hash = equals'],
    [''],
    ["it's"]
  ])('round-trips %j byte-exact', value => {
    expect(values(formatDotenvEntry('K', value))).toEqual({ K: value })
  })
})

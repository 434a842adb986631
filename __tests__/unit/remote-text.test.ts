// The one sanitiser for remote text: what the runner could read as a command, what a reader
// could be fooled by, and what could leak a secret never survives it.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { isCommandLine, parseCommandLine, REGISTERED_COMMANDS, splitRunnerLines } from '../harness/local-runner.js'
import { cpuStopwatch } from '../harness/helpers.js'
import { messageExcerpt, lineForAnnotation, remoteText, logLineInFrame } from '../../src/text/remote-text.js'
import { registerSecret } from '../../src/text/secrets.js'

const SECRET = 'hunter2-very-secret'

beforeAll(() => {
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
  registerSecret(SECRET)
})
afterAll(() => vi.restoreAllMocks())

describe('remoteText', () => {
  it.each([
    [1, 'plain words', 'plain words'],
    [2, 'a\nb\r\nc\rd', 'a b c d'],
    [3, 'x\u2028::error::y\u2029z', 'x::error::yz'],
    [4, '::error title=PWNED::x', '\\::error title=PWNED::x'],
    [5, '  \u00a0\u3000::add-mask::x', '  \u00a0\u3000\\::add-mask::x'],
    [6, '\t:x', '\t\\:x'],
    [7, 'name ##[stop-commands]EVIL', 'name #\\#[stop-commands]EVIL'],
    [8, '###[error]x', '##\\#[error]x'],
    [9, '#\u200b#[error]x', '#\\#[error]x'],
    [10, '\u200b::error::x', '\\::error::x'],
    [11, '\ufeff\u202e::warning::x', '\\::warning::x'],
    [12, '\x1b[31mred\x1b[0m \x1b]0;title\x07', 'red '],
    [13, 'a\x00b\x7fc\x85d\x9be', 'abcde'],
    [14, 'lone \ud800 half', 'lone \ufffd half'],
    [15, `key ${SECRET} end`, 'key *** end'],
    [16, `split ${SECRET.slice(0, 5)}\u200b${SECRET.slice(5)}`, 'split ***'],
    [17, `coloured ${SECRET.slice(0, 5)}\x1b[1m${SECRET.slice(5)}`, 'coloured ***'],
    [18, '\u0085::error::x', '\\::error::x'],
    [19, 'web\x1b]0;owned\x1b\\ app', 'web app'],
    [20, 'web\x9d2;owned\x9c app \x1bP1$r\x1b\\ \x1b_apc\x07!', 'web app  !'],
    [21, 'svc\x1b]8;;https://evil.example\x07link\x1b]8;;\x07', 'svclink'],
    [22, 'unterminated \x1b]0;owned', 'unterminated ']
  ])('%i. %j -> %j', (_row, input, expected) => {
    expect(remoteText(input)).toBe(expected)
  })

  it('cuts long text with a marker, without splitting a surrogate pair', () => {
    expect(remoteText('x'.repeat(500), { max: 10 })).toBe(`${'x'.repeat(10)}...`)
    expect(remoteText(`${'x'.repeat(9)}😀tail`, { max: 10 })).toBe(`${'x'.repeat(9)}...`)
    expect(remoteText('y'.repeat(200_000), { max: 10, cutMarker: 'count' })).toBe(
      `${'y'.repeat(10)}... [199990 more characters cut]`
    )
  })

  it('takes linear time on megabytes of hostile text', () => {
    const cpuMs = cpuStopwatch()
    for (const text of [
      '<'.repeat(2_000_000),
      '\x1b['.repeat(1_000_000),
      '##['.repeat(700_000),
      ' '.repeat(2_000_000) + ':'
    ]) {
      expect(messageExcerpt(text, 100).length).toBeLessThanOrEqual(103)
      expect(remoteText(text).length).toBeLessThanOrEqual(303)
    }
    expect(cpuMs()).toBeLessThan(2000)
  })
})

describe('the framed, excerpt and plain forms', () => {
  it('logLineInFrame keeps colours and command-like text (the frame protects it) but never a line break or a secret', () => {
    expect(logLineInFrame('::error::x \x1b[32mok\x1b[0m')).toBe('::error::x \x1b[32mok\x1b[0m')
    expect(logLineInFrame(`a\nb ${SECRET}`)).toBe('a b ***')
    expect(logLineInFrame(`\x1b[31m${SECRET.slice(0, 4)}\x1b[0m${SECRET.slice(4)}`)).toBe('***')
  })

  it('excerpt strips tags and squeezes space; lineForAnnotation drops colours', () => {
    expect(messageExcerpt('<html><body><h1>502 Bad Gateway</h1>\n<hr>nginx</body></html>')).toBe(
      '502 Bad Gateway nginx'
    )
    expect(messageExcerpt('<script>alert(1)</script>after')).toBe('after')
    expect(messageExcerpt('x'.repeat(50), 10)).toBe(`${'x'.repeat(10)}...`)
    expect(lineForAnnotation('\x1b[31mred\x1b[0m ##[group]x')).toBe('red #\\#[group]x')
  })
})

describe('remoteText against the runner rules (fast-check)', () => {
  // Over-represented: everything the runner treats specially, and what could hide it.
  const unit = fc.oneof(
    {
      weight: 6,
      arbitrary: fc.constantFrom(':', '::', '#', '##', '[', ']', '##[', ' ', '\t', '\r', '\n', '\r\n', '\v', '\f')
    },
    {
      weight: 4,
      arbitrary: fc.constantFrom(
        '\u0085',
        '\u00a0',
        '\u1680',
        '\u2000',
        '\u200a',
        '\u2028',
        '\u2029',
        '\u202f',
        '\u205f',
        '\u3000'
      )
    },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        '\u200b',
        '\u200c',
        '\u200d',
        '\u2060',
        '\ufeff',
        '\u202e',
        '\u00ad',
        '\x1b[31m',
        '\x1b',
        '\x00',
        '\ud800'
      )
    },
    {
      weight: 4,
      arbitrary: fc.constantFrom(
        ...REGISTERED_COMMANDS,
        'STOP-COMMANDS',
        'Error',
        'tok3n',
        ' title=x',
        ',',
        '=',
        '%0A',
        '%0D'
      )
    },
    { weight: 2, arbitrary: fc.string({ maxLength: 4 }) }
  )
  const hostile = fc.array(unit, { maxLength: 24 }).map(parts => parts.join(''))
  const prefix = fc.constantFrom('', ' ', '\t', '  \u00a0', '\u3000')

  it('never yields a line the runner reads as a command, alone, after whitespace or joined with others', () => {
    fc.assert(
      fc.property(
        prefix,
        fc.array(hostile, { minLength: 1, maxLength: 3 }),
        fc.stringMatching(/^[a-z0-9]{6,12}$/),
        (lead, texts, token) => {
          const line = lead + texts.map(text => remoteText(text)).join('')
          expect(splitRunnerLines(line)).toHaveLength(line === '' ? 0 : 1)
          expect(isCommandLine(line)).toBe(false)
          // Nor can it end a pause, whatever the pause's token.
          expect(parseCommandLine(line, [...REGISTERED_COMMANDS, token])).toBeUndefined()
        }
      ),
      { numRuns: 3000 }
    )
  })

  it('never lets a registered secret through, however it is split', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('\u200b', '\x1b[0m', '\ufeff', '\u202e', '\x00', '\r', ''), {
          minLength: SECRET.length - 1,
          maxLength: SECRET.length - 1
        }),
        glue => {
          const disguised = [...SECRET].map((ch, i) => ch + (glue[i] ?? '')).join('')
          const shown = remoteText(`x ${disguised} y`)
          // A CR splits the secret into two lines for the runner too; anything else is removed first.
          if (!glue.includes('\r')) expect(shown).toBe('x *** y')
          expect(shown).not.toContain(SECRET)
        }
      ),
      { numRuns: 300 }
    )
  })
})

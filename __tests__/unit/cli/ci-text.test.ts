// lineForCi: no line of remote-derived text the command line prints can act on any CI it
// runs on, with colour on or off, however the markers are split or overlapped.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { MAX_CI_LINE, lineForCi, linesForCi } from '../../../src/text/ci-text.js'
import { registerSecret } from '../../../src/text/secrets.js'
import { CIS, ciActions } from './fixtures.js'

const SECRET = 'ci-text-secret-9f3a'

beforeAll(() => {
  // registerSecret still tells the GitHub runner through stdout.
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
  registerSecret(SECRET)
})
afterAll(() => vi.restoreAllMocks())

// [row, remote text, safe without colour, safe with colour]
const rows: [number, string, string, string][] = [
  [
    1,
    '##vso[task.setvariable variable=X]1',
    '#\\#vso[task.setvariable variable=X]1',
    '#\\#vso[task.setvariable variable=X]1'
  ],
  [
    2,
    'text ##vso[task.complete result=Succeeded;]',
    'text #\\#vso[task.complete result=Succeeded;]',
    'text #\\#vso[task.complete result=Succeeded;]'
  ],
  [3, '##[error]x', '#\\#[error]x', '#\\#[error]x'],
  [4, 'section_start:1:x\r\x1b[0K', 'section_start\\:1:x ', 'section_start\\:1:x '],
  [5, 'section_end:1:x[collapsed=true]', 'section_end\\:1:x[collapsed=true]', 'section_end\\:1:x[collapsed=true]'],
  [6, '::add-mask::x', '\\::add-mask::x', '\\::add-mask::x'],
  [7, ' \t::error::x', ' \t\\::error::x', ' \t\\::error::x'],
  [8, 'name\x1b]0;title\x07', 'name', 'name'],
  [9, '\x1b[2J', '', ''],
  [10, 'a\x1b[1Ab\x1b[Kc\rd', 'abc d', 'abc d'],
  [11, '\x1b[31mred\x1b[0m', 'red', '\x1b[31mred\x1b[0m'],
  [12, '\x1b[1;32mgreen', 'green', '\x1b[1;32mgreen\x1b[0m'],
  // Overlaps and splits: defusing one marker never leaves or builds another.
  [13, '###vso[[', '##\\#vso[[', '##\\#vso[['],
  [14, '####[[', '###\\#[[', '###\\#[['],
  [15, '##\x1b[0mvso[x', '#\\#vso[x', '#\\#vso[x'],
  [16, '#\x1b[31m#[error]x', '#\\#[error]x', '#\\#[error]x'],
  [17, '##vso\x1b[31m[task.x]y', '#\\#vso[task.x]y', '#\\#vso[task.x]y'],
  [18, '##\x1b[31mgroup]', '##group]', '##group]'],
  [19, '\x1b[32m::error::x', '\\::error::x', '\\::error::x'],
  [20, 'sec\x1b[0mtion_start:1:x', 'section_start\\:1:x', 'section_start\\:1:x'],
  [21, '#\u200b#vso[x]', '#\\#vso[x]', '#\\#vso[x]'],
  [22, '\x1b[8mha:AAAA\x1b[0m', 'ha:AAAA', 'ha:AAAA'],
  [23, '\x9b31mC1 CSI', '31mC1 CSI', '31mC1 CSI'],
  [24, `key ${SECRET}`, 'key ***', 'key ***'],
  [25, `\x1b[31m${SECRET.slice(0, 6)}\x1b[0m${SECRET.slice(6)}`, '***', '***'],
  [26, 'plain words, 100% fine', 'plain words, 100% fine', 'plain words, 100% fine'],
  [
    27,
    "##teamcity[setParameter name='env.NODE_OPTIONS' value='--require ./x.js']",
    "#\\#teamcity[setParameter name='env.NODE_OPTIONS' value='--require ./x.js']",
    "#\\#teamcity[setParameter name='env.NODE_OPTIONS' value='--require ./x.js']"
  ],
  [
    28,
    "done ##TeamCity[buildStatus status='SUCCESS' text='forged']",
    "done #\\#TeamCity[buildStatus status='SUCCESS' text='forged']",
    "done #\\#TeamCity[buildStatus status='SUCCESS' text='forged']"
  ],
  [29, '#\x1b[31m#teamcity[message]', '#\\#teamcity[message]', '#\\#teamcity[message]']
]

describe('lineForCi', () => {
  it.each(rows)('%i. %j is printed as %j (colour off) or %j (colour on)', (_row, input, plain, coloured) => {
    expect(lineForCi(input)).toBe(plain)
    expect(lineForCi(input, { colour: true })).toBe(coloured)
    for (const ci of CIS) {
      expect(ciActions(ci, `${plain}\n`)).toEqual([])
      expect(ciActions(ci, `${coloured}\n`)).toEqual([])
    }
  })

  it('makes a message of several lines into safe lines, one each (a lone CR is a space)', () => {
    expect(linesForCi('first\n::error::second\r\n##vso[task.x]third\r::error::fourth\n')).toEqual([
      'first',
      '\\::error::second',
      '#\\#vso[task.x]third ::error::fourth'
    ])
  })

  it('drops the colours of a line cut inside a colour sequence, so no partial escape is printed', () => {
    const text = `${'x'.repeat(MAX_CI_LINE - 2)}\x1b[31m${'y'.repeat(100)}`
    const shown = lineForCi(text, { colour: true })
    expect(shown).toBe(`${'x'.repeat(MAX_CI_LINE - 2)}yy... [98 more characters cut]`)
    expect(CIS, 'a loop over nothing checks nothing').not.toHaveLength(0)
    for (const ci of CIS) expect(ciActions(ci, `${shown}\n`)).toEqual([])
  })

  it('leaves a line the engine cut alone (no second cut marker)', () => {
    const cut = `${'x'.repeat(16 * 1024)}... [10 more characters cut]`
    expect(lineForCi(cut)).toBe(cut)
  })
})

describe('lineForCi against every CI (fast-check)', () => {
  const unit = fc.oneof(
    {
      weight: 6,
      arbitrary: fc.constantFrom(
        '#',
        '##',
        '[',
        ']',
        ':',
        '::',
        'vso',
        'vso[',
        '##vso[',
        'teamcity[',
        '##teamcity[',
        '##[',
        'task.setvariable',
        ' '
      )
    },
    {
      weight: 4,
      arbitrary: fc.constantFrom('section_start', 'section_end', ':1:', 'x', '[collapsed=true]', '\r', '\n', '\t')
    },
    {
      weight: 5,
      arbitrary: fc.constantFrom(
        '\x1b',
        '\x1b[0m',
        '\x1b[31m',
        '\x1b[8m',
        'ha:',
        '\x1b[0K',
        '\x1b[2J',
        '\x1b]',
        '\x07',
        '\x9b'
      )
    },
    { weight: 2, arbitrary: fc.constantFrom('\u200b', '\u00ad', '\ufeff', '\u00a0', '\u3000', '\x00') },
    { weight: 1, arbitrary: fc.string({ maxLength: 3 }) }
  )
  const hostile = fc.array(unit, { maxLength: 20 }).map(parts => parts.join(''))

  it('never yields a line any CI acts on, with colour on or off, alone or after an indent', () => {
    fc.assert(
      fc.property(hostile, fc.boolean(), fc.constantFrom('', '  '), (text, colour, indent) => {
        const line = `${indent}${lineForCi(text, { colour })}\n`
        for (const ci of CIS) expect(ciActions(ci, line)).toEqual([])
      }),
      { numRuns: 3000 }
    )
  })
})

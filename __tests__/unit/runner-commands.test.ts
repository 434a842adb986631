// The recogniser of workflow commands in scripts/local-runner.ts, line by line against the
// rules of actions/runner (StreamReader.ReadLine, TryParseV2, the legacy TryParse, the
// registered names, stop-commands). Every e2e assertion about commands rests on it.
import { describe, expect, it, test } from 'vitest'
import { interpret, isCommandLine, parseCommandLine, splitRunnerLines, type Command } from '../harness/local-runner.js'

const TOKEN = '0123456789abcdef0123456789abcdef'
const cmd = (name: string, message = '', properties: Record<string, string> = {}): Command => ({
  name,
  properties,
  message
})
const resume = (token: string, message = ''): Command => ({ name: token, properties: {}, message, resume: true })

// [row, stdout, expected commands]
const rows: [number, string, Command[]][] = [
  // Lines: \r\n, lone \r and lone \n each end a line.
  [1, 'text\n::error::a', [cmd('error', 'a')]],
  [2, 'text\r::error::a', [cmd('error', 'a')]],
  [3, 'text\r\n::error::a\r\n', [cmd('error', 'a')]],
  [4, '::error::a\r::warning::b\n::notice::c', [cmd('error', 'a'), cmd('warning', 'b'), cmd('notice', 'c')]],
  // Leading .NET whitespace is trimmed: tab, NBSP, U+2028, U+0085, U+3000, U+2000-U+200A, U+202F, U+205F, U+1680, vertical tab, form feed.
  [5, '\t::error::tab', [cmd('error', 'tab')]],
  [6, '\u00a0::error::nbsp', [cmd('error', 'nbsp')]],
  [7, '\u2028::error::ls', [cmd('error', 'ls')]],
  [8, '\u0085::error::nel', [cmd('error', 'nel')]],
  [9, '\u3000\u2000\u200a\u202f\u205f\u1680\v\f ::error::wide', [cmd('error', 'wide')]],
  // Not whitespace to .NET: zero-width space, BOM, other format characters.
  [10, '\u200b::error::zwsp', []],
  [11, '\ufeff::error::bom', []],
  [12, '\u200d::error::zwj', []],
  [13, 'x ::error::mid-line', []],
  // New form: the name up to the first space, `,`-separated properties, escapes.
  [
    14,
    '::error file=a.ts,line=3,title=T%3A%2C%25::msg%0Aline%25',
    [cmd('error', 'msg\nline%', { file: 'a.ts', line: '3', title: 'T:,%' })]
  ],
  [15, '::error::', [cmd('error', '')]],
  [16, '::error', []],
  [17, '::error title=a::b::c', [cmd('error', 'b::c', { title: 'a' })]],
  [18, '::error title=,=x,k=::m', [cmd('error', 'm', {})]],
  [19, '::error title=%0D%0A::%0D%3A', [cmd('error', '\r%3A', { title: '\r\n' })]],
  // Legacy form: the first `##[` anywhere in the line.
  [20, '##[error]legacy', [cmd('error', 'legacy')]],
  [21, 'prefix text ##[warning]mid-line', [cmd('warning', 'mid-line')]],
  [22, '##[error file=a;line=2]m%3B%5D%25', [cmd('error', 'm;]%', { file: 'a', line: '2' })]],
  [23, '##[bogus]x ##[error]y', []],
  [24, '#\u200b#[error]split', []],
  [25, '##[error no close', []],
  // The new form wins; the legacy form is tried when it yields nothing.
  [26, '::bogus::##[error]from legacy', [cmd('error', 'from legacy')]],
  [27, '::error::a ##[warning]b', [cmd('error', 'a ##[warning]b')]],
  // Registered names only, compared case-insensitively.
  [28, '::set-output name=x::y', [cmd('set-output', 'y', { name: 'x' })]],
  [29, '::ERROR::upper', [cmd('error', 'upper')]],
  [30, '##[Add-Mask]m', [cmd('add-mask', 'm')]],
  [31, '::made-up::x', []],
  [32, '::errors::x', []],
  [
    33,
    '::add-mask::a\n::add-matcher::b\n::remove-matcher owner=o::\n::debug::d\n::group::g\n::endgroup::\n::echo::on\n::save-state name=s::v\n::set-env name=E::v\n::add-path::/p',
    [
      cmd('add-mask', 'a'),
      cmd('add-matcher', 'b'),
      cmd('remove-matcher', '', { owner: 'o' }),
      cmd('debug', 'd'),
      cmd('group', 'g'),
      cmd('endgroup', ''),
      cmd('echo', 'on'),
      cmd('save-state', 'v', { name: 's' }),
      cmd('set-env', 'v', { name: 'E' }),
      cmd('add-path', '/p')
    ]
  ],
  // stop-commands: only the token resumes, in either form, case-insensitively.
  [
    34,
    `::stop-commands::${TOKEN}\n::error::paused\n::${TOKEN}::\n::error::after`,
    [cmd('stop-commands', TOKEN), resume(TOKEN), cmd('error', 'after')]
  ],
  [
    35,
    `::stop-commands::${TOKEN}\n::error::paused\ntext ##[${TOKEN}]\n::error::after`,
    [cmd('stop-commands', TOKEN), resume(TOKEN), cmd('error', 'after')]
  ],
  [
    36,
    `##[stop-commands]EvilToken\n::error::paused\n  ::eviltoken::bye\n::warning::after`,
    [cmd('stop-commands', 'EvilToken'), resume('EvilToken', 'bye'), cmd('warning', 'after')]
  ],
  [
    37,
    `::stop-commands::${TOKEN}\n::${TOKEN.slice(1)}::\n::${TOKEN}x::\n::error::still paused`,
    [cmd('stop-commands', TOKEN)]
  ],
  [
    38,
    `::stop-commands::${TOKEN}\n::stop-commands::other\n::other::\n::error::still paused`,
    [cmd('stop-commands', TOKEN)]
  ],
  [39, `::stop-commands::${TOKEN}\n\u200b::${TOKEN}::\n::error::still paused`, [cmd('stop-commands', TOKEN)]],
  [
    40,
    `::stop-commands::${TOKEN}\r::${TOKEN}::\r::error::after`,
    [cmd('stop-commands', TOKEN), resume(TOKEN), cmd('error', 'after')]
  ],
  [41, `::${TOKEN}::\n::error::x`, [cmd('error', 'x')]],
  // While paused, a line that parses as another registered command is not tried in the legacy form.
  [42, `::stop-commands::${TOKEN}\n::error::##[${TOKEN}]\n::error::still paused`, [cmd('stop-commands', TOKEN)]],
  [
    43,
    `::stop-commands::${TOKEN}\n::bogus::##[${TOKEN}]\n::error::after`,
    [cmd('stop-commands', TOKEN), resume(TOKEN), cmd('error', 'after')]
  ]
]

describe('interpret follows the runner', () => {
  test.each(rows)('row %i', (_row, stdout, expected) => {
    expect(interpret(stdout).commands).toEqual(expected)
  })

  it('keeps plain lines and paused lines in logLines, without commands', () => {
    const { logLines } = interpret(`a\r\n::error::x\rb\n::stop-commands::${TOKEN}\n::error::shown\n::${TOKEN}::\n`)
    expect(logLines).toEqual(['a', 'b', '::error::shown'])
  })
})

describe('splitRunnerLines', () => {
  it('ends a line at \\r\\n, lone \\r or lone \\n, with no empty line after a final break', () => {
    expect(splitRunnerLines('a\r\nb\rc\nd')).toEqual(['a', 'b', 'c', 'd'])
    expect(splitRunnerLines('a\n')).toEqual(['a'])
    expect(splitRunnerLines('a\n\n')).toEqual(['a', ''])
    expect(splitRunnerLines('\r\n\r')).toEqual(['', ''])
    expect(splitRunnerLines('')).toEqual([])
  })
})

describe('isCommandLine and parseCommandLine', () => {
  it.each([
    ['::error::x', true],
    ['\u00a0::warning::x', true],
    ['text ##[notice]x', true],
    ['text\r::error::x', true],
    ['\u200b::error::x', false],
    ['::unknown::x', false],
    ['#\u200b#[error]x', false],
    ['plain text', false]
  ])('%j -> %s', (line, expected) => {
    expect(isCommandLine(line)).toBe(expected)
  })

  it('takes a list of names, as while paused', () => {
    expect(parseCommandLine(`::${TOKEN}::`, [TOKEN])).toEqual(cmd(TOKEN, ''))
    expect(parseCommandLine('::error::x', [TOKEN])).toBeUndefined()
  })
})

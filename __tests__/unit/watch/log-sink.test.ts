import { describe, expect, it } from 'vitest'
import { toLogLine } from '../../../src/watch/log-poll.js'
import { actionsHost } from '../../../src/action/host.js'
import { LogSink, MAX_LOG_BYTES, MAX_STATE_LINES, TAIL_LINES } from '../../../src/watch/log-sink.js'
import { MAX_LINE_LENGTH, logLineInFrame } from '../../../src/text/remote-text.js'
import { registerSecret } from '../../../src/text/secrets.js'

function capture(): { sink: LogSink; out: string[] } {
  const out: string[] = []
  return { sink: new LogSink(actionsHost(undefined, chunk => void out.push(chunk))), out }
}

/** The lines a runner would show, with each stop-commands frame checked and removed. */
function shown(chunks: string[]): string[] {
  const lines: string[] = []
  for (const chunk of chunks) {
    const parts = chunk.split('\n')
    const open = /^::stop-commands::([0-9a-f]{32})$/.exec(parts[0] ?? '')
    expect(open).not.toBeNull()
    expect(parts.at(-1)).toBe('')
    expect(parts.at(-2)).toBe(`::${open?.[1]}::`)
    lines.push(...parts.slice(1, -2))
  }
  return lines
}

describe('LogSink', () => {
  it('prints each sequence number once, in order, whatever the delivery order', () => {
    const { sink, out } = capture()
    expect(
      sink.accept([
        { seq: 2, text: 'two' },
        { seq: 1, text: 'one' }
      ])
    ).toBe(2)
    expect(
      sink.accept([
        { seq: 2, text: 'two again' },
        { seq: 3, text: 'three' },
        { seq: 3, text: 'dup' }
      ])
    ).toBe(2)
    expect(sink.accept([{ seq: 1, text: 'old' }])).toBe(0)
    expect(shown(out)).toEqual(['one', 'two', 'three'])
    expect(sink.lastSeq).toBe(3)
    expect(sink.printed).toBe(3)
  })

  it('frames remote lines so workflow commands in them are not acted on, with a fresh token per batch', () => {
    const { sink, out } = capture()
    sink.accept([{ seq: 1, text: '::add-mask::x' }])
    sink.accept([{ seq: 2, text: '::error::boom' }])
    expect(shown(out)).toEqual(['::add-mask::x', '::error::boom'])
    expect(out[0]?.split('\n')[0]).not.toBe(out[1]?.split('\n')[0])
  })

  it('keeps the last lines for the failure report', () => {
    const { sink } = capture()
    sink.accept(Array.from({ length: 200 }, (_, i) => ({ seq: i + 1, text: `line ${i + 1}` })))
    expect(sink.tail()).toHaveLength(30)
    expect(sink.tail().at(-1)).toBe('line 200')
    expect(sink.tail(3)).toEqual(['line 198', 'line 199', 'line 200'])
  })
})

describe('logLineInFrame', () => {
  it('removes line breaks and control characters but keeps colours', () => {
    expect(logLineInFrame('a\nb\rc\r\nd\x00e \x1b[31mred\x1b[0m')).toBe('a b c de \x1b[31mred\x1b[0m')
  })

  it('cuts very long lines with a marker', () => {
    const line = logLineInFrame('x'.repeat(MAX_LINE_LENGTH + 10))
    expect(line.startsWith('x'.repeat(MAX_LINE_LENGTH))).toBe(true)
    expect(line).toContain('10 more characters cut')
  })

  it('replaces lone surrogates', () => {
    expect(logLineInFrame('a\ud800b')).toBe('a\ufffdb')
  })

  it("keeps `::` as written but defuses `##[`, which GitHub's log view draws whoever printed it", () => {
    expect(logLineInFrame('::error::not an annotation')).toBe('::error::not an annotation')
    expect(logLineInFrame('##[group]folds what follows')).toBe('#\\#[group]folds what follows')
    expect(logLineInFrame('  ##[error]red ##[endgroup]')).toBe('  #\\#[error]red #\\#[endgroup]')
    // A colour code between the two `#` does not hide it: the line loses its colours instead.
    expect(logLineInFrame('\x1b[31m#\x1b[0m#[endgroup]')).toBe('#\\#[endgroup]')
  })
})

describe('toLogLine', () => {
  it.each([
    [
      { seq: 3, line: 'a' },
      { seq: 3, text: 'a' }
    ],
    [
      { sequence: 4, message: 'b' },
      { seq: 4, text: 'b' }
    ],
    [
      { id: 5, text: 'c' },
      { seq: 5, text: 'c' }
    ],
    [{ seq: 6 }, { seq: 6, text: '' }],
    [
      { seq: '7', line: 'd' },
      { seq: 7, text: 'd' }
    ]
  ])('reads %j', (record, line) => {
    expect(toLogLine(record)).toEqual(line)
  })

  it.each([[null], ['text'], [{ line: 'no sequence' }], [{ id: 'abc', line: 'x' }]])('ignores %j', record => {
    expect(toLogLine(record)).toBeUndefined()
  })

  it('never reads a string seq of 400 digits as Infinity', () => {
    const line = toLogLine({ seq: '9'.repeat(400), line: 'x' })
    // Infinity as the sink's last seq would hide every later line and send after=Infinity / Last-Event-ID: Infinity.
    expect(line === undefined || Number.isFinite(line.seq), `seq ${line?.seq}`).toBe(true)
  })
})

describe('the log printed per deployment is capped', () => {
  /** A sink with a cap of `maxBytes`, recording the lines printed and what it says. */
  function capped(maxBytes: number): { sink: LogSink; printed: string[]; warnings: [string, string?][] } {
    const printed: string[] = []
    const warnings: [string, string?][] = []
    const sink = new LogSink(
      {
        logLines: lines => void printed.push(...lines.map(line => line.text)),
        drained: async () => undefined,
        warning: (message, title) => void warnings.push([message, title])
      },
      maxBytes
    )
    return { sink, printed, warnings }
  }

  it('an endless log prints up to the cap, then the rest is counted and said once at the end', () => {
    const { sink, printed, warnings } = capped(1000)
    // 10-byte lines (9 characters and the line break), in pages of 100, far past the cap.
    let seq = 0
    for (let page = 0; page < 1000; page++) {
      sink.accept(
        Array.from({ length: 100 }, () => ({ seq: ++seq, text: `line ${String(seq % 10_000).padStart(4, '0')}` }))
      )
    }
    expect(printed).toHaveLength(100)
    expect(printed.join('\n').length + 1).toBeLessThanOrEqual(1000)
    expect(sink.printed).toBe(100)
    // Every line was taken: the reader moves on, and the tail is the log's real end.
    expect(sink.lastSeq).toBe(100_000)
    expect(sink.tail()).toHaveLength(TAIL_LINES)
    expect(sink.tail().at(-1)).toBe('line 0000')
    expect(warnings).toEqual([])
    sink.finish()
    sink.finish()
    expect(warnings).toEqual([
      [
        '99,900 more log lines (999,000 bytes) not printed: the log passed the cap of 1,000 bytes printed per deployment.',
        'Log cut short'
      ]
    ])
  })

  it('a line that would pass the cap is not printed, nor any after it', () => {
    const { sink, printed, warnings } = capped(10)
    sink.accept([
      { seq: 1, text: 'abcd' },
      { seq: 2, text: 'efghijk' },
      { seq: 3, text: 'x' }
    ])
    sink.finish()
    expect(printed).toEqual(['abcd'])
    expect(warnings.map(([message]) => message)).toEqual([
      '2 more log lines (10 bytes) not printed: the log passed the cap of 10 bytes printed per deployment.'
    ])
  })

  it('a real build of 200,000 lines of 100 bytes is printed whole, and nothing is said', () => {
    const { sink, printed, warnings } = capped(MAX_LOG_BYTES)
    const text = 'x'.repeat(99)
    for (let page = 0; page < 200; page++)
      sink.accept(Array.from({ length: 1000 }, (_, i) => ({ seq: page * 1000 + i + 1, text })))
    sink.finish()
    expect(printed).toHaveLength(200_000)
    expect(warnings).toEqual([])
  })

  it('lines about states count against the same cap as log lines, and at most MAX_STATE_LINES print', () => {
    const { sink, printed } = capped(1000)
    const admitted = Array.from({ length: MAX_STATE_LINES + 5 }, () => sink.admitState('x'.repeat(9))).filter(Boolean)
    expect(admitted).toHaveLength(MAX_STATE_LINES)
    // 40 state lines of 10 bytes left 600 of the 1,000 for the log.
    sink.accept(Array.from({ length: 100 }, (_, i) => ({ seq: i + 1, text: 'y'.repeat(9) })))
    expect(printed).toHaveLength(60)
  })

  it('a line about a state past the byte cap is not printed', () => {
    const { sink } = capped(25)
    sink.accept([{ seq: 1, text: 'y'.repeat(19) }])
    expect(sink.admitState('a'.repeat(4))).toBe(true)
    expect(sink.admitState('b')).toBe(false)
  })
})

describe('LogSink: a secret cut across two log lines', () => {
  const KEY = 'hk_test_Sp1itL1n3sK3y9Q'
  registerSecret(KEY, { critical: true })

  it('redacts both pieces, in one batch or across two (the first line is held until the next arrives)', () => {
    for (const batches of [
      [[`export HOSTING_API_KEY=${KEY.slice(0, 11)}`, `${KEY.slice(11)} (wrapped at 34 columns)`]],
      [[`export HOSTING_API_KEY=${KEY.slice(0, 11)}`], [`${KEY.slice(11)} (wrapped at 34 columns)`]]
    ]) {
      const { sink, out } = capture()
      let seq = 0
      const counts = batches.map(texts => {
        sink.accept(texts.map(text => ({ seq: ++seq, text })))
        return shown(out).length
      })
      sink.finish()
      expect(shown(out)).toEqual(['export HOSTING_API_KEY=***', '*** (wrapped at 34 columns)'])
      // Across batches, nothing of the first line is printed before the second is there.
      if (batches.length === 2) expect(counts).toEqual([0, 2])
      expect(sink.lastSeq).toBe(2)
    }
  })

  it('prints a held line as it is with the next line that does not go on with the secret, or at finish', () => {
    const { sink, out } = capture()
    sink.accept([{ seq: 1, text: `partial ${KEY.slice(0, 6)}` }])
    sink.accept([{ seq: 2, text: 'next line' }])
    expect(shown(out)).toEqual([`partial ${KEY.slice(0, 6)}`, 'next line'])
    sink.accept([{ seq: 3, text: `last ${KEY.slice(0, 6)}` }])
    expect(shown(out)).toHaveLength(2)
    sink.finish()
    expect(shown(out)).toEqual([`partial ${KEY.slice(0, 6)}`, 'next line', `last ${KEY.slice(0, 6)}`])
    expect(sink.printed).toBe(3)
  })
})

import { describe, expect, it } from 'vitest'
import { toLogLine } from '../../../src/watch/log-poll.js'
import { actionsHost } from '../../../src/action/host.js'
import { LogSink } from '../../../src/watch/log-sink.js'
import { MAX_LINE_LENGTH, logLineInFrame } from '../../../src/text/remote-text.js'

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

// Colour: on a terminal or with FORCE_COLOR, never with NO_COLOR; the stream people read decides.
import { describe, expect, it } from 'vitest'
import { colourEnabled } from '../../../src/cli/ci/colour.js'
import { createHost, type CliHostOptions } from '../../../src/cli/hosts/create-host.js'
import { capture, fakeClock } from './fixtures.js'

// [row, is a terminal, NO_COLOR, FORCE_COLOR, colour]
const matrix: [number, boolean, string | undefined, string | undefined, boolean][] = [
  [1, false, undefined, undefined, false],
  [2, true, undefined, undefined, true],
  [3, false, undefined, '1', true],
  [4, false, undefined, '3', true],
  [5, false, undefined, 'true', true],
  [6, false, undefined, '', false],
  [7, false, undefined, '0', false],
  [8, true, undefined, '0', false],
  [9, true, undefined, 'false', false],
  [10, true, '1', undefined, false],
  [11, false, '1', '1', false],
  [12, true, '', undefined, true],
  [13, false, '', '1', true],
  [14, true, 'yes', '1', false]
]

describe('colourEnabled', () => {
  it.each(matrix)(
    '%i. terminal %s, NO_COLOR %j, FORCE_COLOR %j: colour %s',
    (_row, isTTY, noColor, forceColor, colour) => {
      expect(colourEnabled({ isTTY, noColor, forceColor })).toBe(colour)
    }
  )
})

describe('colour in the hosts', () => {
  const LINE = '\x1b[32mok\x1b[0m'

  function printed(mode: CliHostOptions['mode'], options: Partial<CliHostOptions>): { stdout: string; stderr: string } {
    const stdout = capture()
    const stderr = capture()
    const host = createHost({
      mode,
      ci: 'none',
      stdout: stdout.write,
      stderr: stderr.write,
      isTTY: { stdout: false, stderr: false },
      debug: false,
      ...fakeClock().clock,
      ...options
    })
    host.logLines([{ seq: 1, text: LINE }])
    return { stdout: stdout.text(), stderr: stderr.text() }
  }

  // [row, mode, terminals, NO_COLOR, FORCE_COLOR, where the text goes, coloured]
  const rows: [
    number,
    CliHostOptions['mode'],
    CliHostOptions['isTTY'],
    string | undefined,
    string | undefined,
    'stdout' | 'stderr',
    boolean
  ][] = [
    [1, 'text', { stdout: true, stderr: false }, undefined, undefined, 'stdout', true],
    [2, 'text', { stdout: false, stderr: true }, undefined, undefined, 'stdout', false],
    [3, 'text', { stdout: false, stderr: false }, undefined, '1', 'stdout', true],
    [4, 'text', { stdout: true, stderr: true }, '1', '1', 'stdout', false],
    [5, 'json', { stdout: false, stderr: true }, undefined, undefined, 'stderr', true],
    [6, 'json', { stdout: true, stderr: false }, undefined, undefined, 'stderr', false],
    [7, 'ndjson', { stdout: false, stderr: true }, '1', undefined, 'stderr', false],
    [8, 'ndjson', { stdout: false, stderr: true }, undefined, undefined, 'stderr', true]
  ]

  it.each(rows)(
    '%i. %s mode, terminals %j, NO_COLOR %j, FORCE_COLOR %j: the %s text is coloured: %s',
    (_row, mode, isTTY, noColor, forceColor, stream, coloured) => {
      const output = printed(mode, { isTTY, noColor, forceColor })
      expect(output[stream]).toContain(coloured ? `${LINE}\n` : 'ok\n')
      expect(output[stream].includes('\x1b')).toBe(coloured)
      // JSON never holds a colour code.
      if (mode === 'ndjson') expect(output.stdout).toBe('{"type":"log","seq":1,"line":"ok"}\n')
    }
  )
})

describe("an app's colours", () => {
  /** The foreground colour codes a text sets. */
  const colours = (text: string): number[] => [...text.matchAll(/\x1b\[(\d+)m/g)].map(match => Number(match[1]))

  it("labels its services in turn in colours that are neither success's, failure's nor warning's", () => {
    const { paint } = createHost({
      mode: 'text',
      ci: 'none',
      stdout: capture().write,
      stderr: capture().write,
      isTTY: { stdout: true, stderr: true },
      debug: false,
      ...fakeClock().clock
    })
    const used = Array.from({ length: 12 }, (_, index) => colours(paint.label('web | ', index))[0])
    // Green, yellow and red, plain and bright.
    for (const colour of used) expect([31, 32, 33, 91, 92, 93]).not.toContain(colour)
    expect(new Set(used).size).toBe(6)
    expect(colours(paint.failure('✖ failed'))).toEqual([31, 39])
  })

  it('colours nothing of them where colour is off', () => {
    const { paint } = createHost({
      mode: 'text',
      ci: 'none',
      stdout: capture().write,
      stderr: capture().write,
      isTTY: { stdout: false, stderr: false },
      debug: false,
      ...fakeClock().clock
    })
    expect([paint.label('web | ', 1), paint.failure('✖ failed')]).toEqual(['web | ', '✖ failed'])
  })
})

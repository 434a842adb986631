// Property-based: whatever the dotenv parser accepts reaches the server byte-exact, and
// every value, however odd, survives formatting and parsing unchanged.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DotenvError, formatDotenvEntry, isValidKey, parseDotenv } from '../../src/settings/dotenv.js'
import { cpuStopwatch } from '../harness/helpers.js'

const key = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,20}$/)
// Full Unicode, with the characters dotenv treats specially over-represented.
const value = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({
    unit: fc.constantFrom('"', "'", '\\', '\n', '\r', '\t', '#', '=', ' ', '$', '`', 'a', 'é', '😀'),
    maxLength: 40
  })
)

describe('dotenv round trip (fast-check)', () => {
  it('parses back exactly the values it formatted', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(key, value), { selector: ([k]) => k, maxLength: 12 }), pairs => {
        const text = pairs.map(([k, v]) => formatDotenvEntry(k, v)).join('\n')
        const parsed = parseDotenv(text)
        expect(parsed.entries.map(e => [e.key, e.value])).toEqual(pairs)
        expect(parsed.duplicates).toEqual([])
      }),
      { numRuns: 500 }
    )
  })

  it('accepts or rejects any text cleanly, and what it accepts is stable', () => {
    const line = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc
        .tuple(key, fc.constantFrom('=', ' = ', '='), fc.string({ maxLength: 20 }))
        .map(([k, eq, v]) => `${k}${eq}${v}`),
      fc.tuple(key, value).map(([k, v]) => formatDotenvEntry(k, v))
    )
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), fc.constantFrom('\n', '\r\n'), (lines, eol) => {
        const text = lines.join(eol)
        let parsed
        try {
          parsed = parseDotenv(text)
        } catch (error) {
          // Rejections are always the typed error, with a line number and no value.
          expect(error).toBeInstanceOf(DotenvError)
          expect((error as DotenvError).line).toBeGreaterThan(0)
          return
        }
        for (const entry of parsed.entries) expect(isValidKey(entry.key)).toBe(true)
        // Formatting what was accepted and parsing it again gives the same variables.
        const again = parseDotenv(parsed.entries.map(e => formatDotenvEntry(e.key, e.value)).join('\n'))
        expect(again.entries.map(e => [e.key, e.value])).toEqual(parsed.entries.map(e => [e.key, e.value]))
      }),
      { numRuns: 1000 }
    )
  })
})

describe('dotenv parsing is linear (fast-check)', () => {
  // Shapes that made the earlier pattern-based parser backtrack: a 300,000-space line took
  // 31 s. Linear parsing reads 1 MiB in milliseconds; the bound is generous for a busy machine.
  const MIB = 1024 * 1024
  const hostile = fc.constantFrom(
    (n: number) => ' '.repeat(n) + 'x',
    (n: number) => 'A=' + ' '.repeat(n) + 'x',
    (n: number) => 'export' + ' '.repeat(n) + '=x',
    (n: number) => 'A' + ' '.repeat(n) + 'B=x',
    (n: number) => 'A=' + ' #'.repeat(n / 2),
    (n: number) => 'A=' + '\t'.repeat(n) + '#\u2028',
    (n: number) => 'A="' + 'x'.repeat(n) + '"' + ' '.repeat(n / 4) + 'y',
    (n: number) => 'A="' + '\\'.repeat(n),
    (n: number) => '='.repeat(n),
    (n: number) => '\r'.repeat(n)
  )

  it('parses or rejects a 1 MiB line of any hostile shape within a second', () => {
    fc.assert(
      fc.property(hostile, shape => {
        const text = shape(MIB)
        const cpuMs = cpuStopwatch()
        try {
          parseDotenv(text)
        } catch (error) {
          expect(error).toBeInstanceOf(DotenvError)
        }
        expect(cpuMs()).toBeLessThan(1000)
      }),
      { numRuns: 20 }
    )
  })
})

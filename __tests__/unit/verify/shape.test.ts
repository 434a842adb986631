// The shape rule: the same error seen before the deploy and after it has the same shape, whatever
// its numbers, ids, times and quoted values; different errors keep different shapes.
import { describe, expect, it } from 'vitest'
import { lineShape, SHAPE_CHARS } from '../../../src/verify/shape.js'

describe('a line’s shape', () => {
  it.each([
    [
      1,
      'ERROR cache miss storm: redis timeout after 250ms (key=user:1234)',
      'ERROR cache miss storm: redis timeout after <n>ms (key=user:<n>)'
    ],
    [
      2,
      '2026-11-27T10:04:12.345Z ERROR request 9f1c2a7e-1b2c-4d5e-8f90-a1b2c3d4e5f6 failed',
      '<time> ERROR request <uuid> failed'
    ],
    [3, '[10:04:12] worker 7 crashed at 0x7ffd1234', '[<time>] worker <n> crashed at <hex>'],
    [4, 'commit 4f2a9c1d8e7b6a5f4e3d2c1b0a9f8e7d6c5b4a39 failed', 'commit <hex> failed'],
    [5, 'user "alice" not found in \'eu-west-1\'', 'user "…" not found in "…"'],
    [6, 'took 12.5 s   and   3 retries', 'took <n> s and <n> retries'],
    [
      7,
      'panic: runtime error: index out of range [3] with length 3',
      'panic: runtime error: index out of range [<n>] with length <n>'
    ]
  ])('%i. %s', (_row, line, shape) => {
    expect(lineShape(line)).toBe(shape)
  })

  it('is the same for two occurrences of one error and differs for another error', () => {
    const a = lineShape('ERROR db timeout after 250ms (pool=12, id=ab12cd34ef)')
    const b = lineShape('ERROR db timeout after 9000ms (pool=3, id=0011aa22bb)')
    expect(a).toBe(b)
    expect(lineShape('ERROR db refused connection (pool=3)')).not.toBe(a)
  })

  it('looks at the first SHAPE_CHARS characters only', () => {
    const head = 'x'.repeat(SHAPE_CHARS)
    expect(lineShape(`${head} tail one`)).toBe(lineShape(`${head} tail two`))
  })

  it('leaves a word that merely holds hex letters alone', () => {
    expect(lineShape('deadbeef cafe added')).toBe('deadbeef cafe added')
  })
})

import { describe, expect, it } from 'vitest'
import { formatDuration, parseDuration } from '../../src/core/duration.js'

describe('parseDuration', () => {
  it.each([
    ['90s', 90_000],
    ['15m', 900_000],
    ['1h30m', 5_400_000],
    ['1h', 3_600_000],
    ['2m30s', 150_000],
    ['1h0m5s', 3_605_000],
    ['600', 600_000],
    [' 45S ', 45_000]
  ])('%j is %d ms', (text, ms) => {
    expect(parseDuration(text)).toBe(ms)
  })

  it.each(['', '0', '0s', '-5', '1.5m', '5 minutes', 'm', '30x', '1d', '1s1h', 'h30'])('%j is not a duration', text => {
    expect(parseDuration(text)).toBeUndefined()
  })
})

describe('formatDuration', () => {
  it.each([
    [850, '850ms'],
    [42_000, '42s'],
    [187_000, '3m 07s'],
    [3_720_000, '1h 02m']
  ])('%d ms reads %j', (ms, text) => {
    expect(formatDuration(ms)).toBe(text)
  })
})

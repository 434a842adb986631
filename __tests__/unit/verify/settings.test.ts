// The verification window's settings, as every face checks them: off by default and at 0, durations
// as plain seconds or 90s/5m, the interval between 1 s and verify-for, patterns compiled, and each
// bad value refused naming the setting and what is expected.
import { describe, expect, it } from 'vitest'
import { checkVerify, type VerifyRaw } from '../../../src/settings/verify-settings.js'
import { verifyPatterns } from '../../../src/settings/verify-patterns.js'

const names = {
  verifyFor: 'verify-for',
  verifyInterval: 'verify-interval',
  failOnLog: 'fail-on-log',
  ignoreLog: 'ignore-log',
  noWait: 'wait: false'
}
const refuse = (name: string, problem: string) => new Error(`${name} ${problem}`)
const raw = (over: Partial<VerifyRaw> = {}): VerifyRaw => ({
  verifyFor: '',
  verifyInterval: '',
  failOnLog: [],
  ignoreLog: [],
  ...over
})
const check = (over: Partial<VerifyRaw>, wait = true) => checkVerify(names, raw(over), wait, refuse, verifyPatterns)

describe('the verification window’s settings', () => {
  it.each([
    [1, {}, undefined],
    [2, { verifyFor: '0' }, undefined],
    [3, { verifyFor: '0s' }, undefined],
    [4, { verifyFor: '300' }, { forMs: 300_000, intervalMs: 15_000, failOnLog: [], ignoreLog: [] }],
    [
      5,
      { verifyFor: '5m', verifyInterval: '30s' },
      { forMs: 300_000, intervalMs: 30_000, failOnLog: [], ignoreLog: [] }
    ],
    [6, { verifyFor: '10s' }, { forMs: 10_000, intervalMs: 10_000, failOnLog: [], ignoreLog: [] }],
    [
      7,
      { verifyFor: '90s', failOnLog: ['ERROR'], ignoreLog: ['ERROR ignored'] },
      { forMs: 90_000, intervalMs: 15_000, failOnLog: ['ERROR'], ignoreLog: ['ERROR ignored'] }
    ]
  ])('%i. reads %j', (_row, given, config) => {
    expect(check(given)).toEqual(config)
  })

  it.each([
    [
      1,
      { verifyFor: 'five minutes' },
      'verify-for must be plain seconds (300) or a duration such as 90s, 5m or 1h, got "five minutes"'
    ],
    [2, { verifyFor: '-5m' }, 'verify-for must not be negative'],
    [3, { verifyFor: '5m', verifyInterval: 'soon' }, 'verify-interval must be plain seconds'],
    [4, { verifyFor: '5m', verifyInterval: '0' }, 'verify-interval must be at least 1s'],
    [5, { verifyFor: '1m', verifyInterval: '2m' }, 'verify-interval is 2m 00s, longer than verify-for (1m 00s)'],
    [6, { verifyInterval: '30s' }, 'verify-interval needs verify-for'],
    [7, { failOnLog: ['ERROR'] }, 'fail-on-log needs verify-for'],
    [8, { verifyFor: '0', ignoreLog: ['x'] }, 'ignore-log needs verify-for'],
    [
      9,
      { verifyFor: '5m', failOnLog: ['(unclosed'] },
      'fail-on-log holds the pattern "(unclosed", which is not a regular expression'
    ],
    [10, { verifyFor: '5m', ignoreLog: ['(?=look)ahead'] }, 'ignore-log holds the pattern "(?=look)ahead"'],
    [11, { verifyFor: '25h' }, 'verify-for is 25h 00m: expected at most 24h 00m']
  ])('%i. refuses %j', (_row, given, message) => {
    expect(() => check(given)).toThrow(message)
  })

  it('refuses a window together with not waiting', () => {
    expect(() => check({ verifyFor: '5m' }, false)).toThrow('verify-for cannot be used with wait: false')
  })
})

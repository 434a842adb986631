import { describe, expect, it } from 'vitest'
import { cronError, hostnameError, rfc3339 } from '../../sandbox/validate.js'

describe('crontab expressions', () => {
  it.each([
    '* * * * *',
    '0 3 * * 1-5',
    '*/15 0-23/2 1,15,31 JAN-jun,DEC sun',
    '5,10-20/5 * * * 7',
    '0 0 29 feb *',
    '59 23 31 12 6',
    '  0  12 * * MON  '
  ])('accepts %j', expression => expect(cronError(expression)).toBeUndefined())

  it.each([
    ['', '5 fields'],
    ['* * * *', '5 fields'],
    ['* * * * * *', '5 fields'],
    ['@daily', '5 fields'],
    ['60 * * * *', 'outside 0-59'],
    ['* 24 * * *', 'outside 0-23'],
    ['* * 0 * *', 'outside 1-31'],
    ['* * * 13 *', 'outside 1-12'],
    ['* * * * 8', 'outside 0-7'],
    ['* * * * MONDAY', 'not a number'],
    ['* * * FOO *', 'not a number'],
    ['JAN * * * *', 'not a number'],
    ['10-5 * * * *', 'backwards'],
    ['*/0 * * * *', 'step'],
    ['*/61 * * * *', 'step'],
    ['5/10 * * * *', 'step needs'],
    ['1,,2 * * * *', 'is not'],
    ['? * * * *', 'is not']
  ])('refuses %j (%s)', (expression, reason) => {
    expect(cronError(expression)).toContain(reason)
  })
})

describe('hostnames', () => {
  it.each([
    'app.example.com',
    'a.b',
    'xn--bcher-kva.example',
    'www.demo.example.com.',
    `${'a'.repeat(63)}.example.com`
  ])('accepts %s', hostname => expect(hostnameError(hostname)).toBeUndefined())
  it.each([
    '',
    'localhost',
    '-a.example.com',
    'a-.example.com',
    'a_b.example.com',
    'example..com',
    '192.168.0.1',
    `${'a'.repeat(64)}.example.com`,
    'a b.com'
  ])('refuses %j', hostname => expect(hostnameError(hostname)).toBeDefined())
})

describe('RFC 3339 times', () => {
  it('reads full timestamps with an offset and nothing else', () => {
    expect(rfc3339('2026-01-02T03:04:05Z')).toBe(Date.UTC(2026, 0, 2, 3, 4, 5))
    expect(rfc3339('2026-01-02T03:04:05.250+01:00')).toBe(Date.UTC(2026, 0, 2, 2, 4, 5, 250))
    for (const text of [undefined, '', '2026-01-02', '2026-01-02T03:04:05', 'yesterday', '2026-13-45T00:00:00Z'])
      expect(rfc3339(text)).toBeUndefined()
  })
})

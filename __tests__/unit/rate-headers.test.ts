// What an answer's rate-limit headers say of the key's budget (src/api/rate-headers.ts): each
// form the run reads, and remote text that makes no sense ignored as if absent.
import { describe, expect, it } from 'vitest'
import {
  MAX_COUNT_DIGITS,
  MAX_FIELD_CHARS,
  readBudgetHint,
  structuredList,
  type AnswerHeaders
} from '../../src/api/rate-headers.js'

/** The answer came at this time (ms), by the run's clock and the service's alike. */
const AT = 1_767_225_600_000
const HOUR = 3_600_000
const read = (headers: AnswerHeaders, horizonMs = HOUR) => readBudgetHint(headers, { at: AT, horizonMs })

describe('readBudgetHint: the forms it reads', () => {
  it.each([
    [
      '1. the IETF draft: requests left, the policy as quota over window (its rate)',
      { ratelimit: '"per-key";r=42;t=1', 'ratelimit-policy': '"per-key";q=100;w=10' },
      { remaining: 42, limit: 100, ratePerMs: 100 / 10_000, form: 'RateLimit' }
    ],
    [
      '2. the IETF draft with none left: when the key may send again (t)',
      { ratelimit: '"per-key";r=0;t=3', 'ratelimit-policy': '"per-key";q=100;w=10' },
      { remaining: 0, limit: 100, ratePerMs: 0.01, moreInMs: 3000, form: 'RateLimit' }
    ],
    [
      '3. the IETF draft with two policies: the one with fewer requests left counts, with its own quota',
      {
        ratelimit: '"day";r=900;t=3600, "burst";r=5;t=1',
        'ratelimit-policy': '"burst";q=10;w=1, "day";q=1000;w=86400'
      },
      { remaining: 5, limit: 10, ratePerMs: 10 / 1000, form: 'RateLimit' }
    ],
    [
      '4. the IETF draft without its policy: requests left only',
      { ratelimit: 'default;r=7;t=2' },
      { remaining: 7, form: 'RateLimit' }
    ],
    [
      '5. the IETF draft, one policy of another name: it is the one',
      { ratelimit: '"a";r=3;t=1', 'ratelimit-policy': '"b";q=60;w=60' },
      { remaining: 3, limit: 60, ratePerMs: 60 / 60_000, form: 'RateLimit' }
    ],
    [
      '6. the IETF draft, a policy of bytes: not a budget of requests',
      { ratelimit: '"a";r=3;t=1', 'ratelimit-policy': '"a";q=1000;w=1;qu="content-bytes"' },
      { remaining: 3, form: 'RateLimit' }
    ],
    [
      '7. the older drafts: none left until the window resets, and the rate that refills it by then',
      { 'ratelimit-limit': '100', 'ratelimit-remaining': '0', 'ratelimit-reset': '30' },
      { remaining: 0, limit: 100, ratePerMs: 100 / 30_000, moreInMs: 30_000, form: 'RateLimit-Remaining' }
    ],
    [
      '8. the older drafts with a window on the limit: the quota over the window',
      { 'ratelimit-limit': '100, 100;w=60', 'ratelimit-remaining': '40', 'ratelimit-reset': '20' },
      { remaining: 40, limit: 100, ratePerMs: 60 / 20_000, form: 'RateLimit-Remaining' }
    ],
    [
      '9. the older drafts, `100;w=60`: the quota over its window',
      { 'ratelimit-limit': '100;w=60', 'ratelimit-remaining': '40', 'ratelimit-reset': '20' },
      { remaining: 40, limit: 100, ratePerMs: 100 / 60_000, form: 'RateLimit-Remaining' }
    ],
    [
      '10. X-RateLimit: the budget full again at a Unix time: the rate that fills it by then',
      {
        'x-ratelimit-limit': '100',
        'x-ratelimit-remaining': '40',
        'x-ratelimit-reset': String(AT / 1000 + 6)
      },
      { remaining: 40, limit: 100, ratePerMs: 60 / 6000, form: 'X-RateLimit-Remaining' }
    ],
    [
      '11. X-RateLimit-Reset too small to be a Unix time: seconds from now',
      { 'x-ratelimit-limit': '100', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '10' },
      { remaining: 0, limit: 100, ratePerMs: 100 / 10_000, form: 'X-RateLimit-Remaining' }
    ],
    [
      '12. the IETF draft comes first when an answer carries several forms',
      { ratelimit: '"k";r=1;t=1', 'x-ratelimit-remaining': '99', 'ratelimit-remaining': '50' },
      { remaining: 1, form: 'RateLimit' }
    ]
  ])('%s', (_name, headers, expected) => {
    expect(read(headers)).toEqual(expected)
  })

  it('13. an absolute reset is measured against the service’s own clock (its Date), not ours', () => {
    const headers = { 'x-ratelimit-limit': '100', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(AT / 1000) }
    // Our clock runs 10 s ahead of the service's: the reset is still 10 s away for the service.
    expect(readBudgetHint(headers, { at: AT + 10_000, serverNow: AT - 10_000, horizonMs: HOUR })).toEqual({
      remaining: 0,
      limit: 100,
      ratePerMs: 100 / 10_000,
      form: 'X-RateLimit-Remaining'
    })
  })
})

describe('readBudgetHint: remote nonsense is ignored', () => {
  const policy = { 'ratelimit-policy': '"k";q=100;w=10' }
  it.each([
    ['14. no rate-limit header at all', {}],
    ['15. a negative count', { ratelimit: '"k";r=-1;t=1', ...policy }],
    ['16. a fraction of a request', { ratelimit: '"k";r=1.5;t=1', ...policy }],
    ['17. a word for a count', { ratelimit: '"k";r=many;t=1', ...policy }],
    [
      `18. a count of ${MAX_COUNT_DIGITS + 1} digits`,
      { ratelimit: `"k";r=${'1'.repeat(MAX_COUNT_DIGITS + 1)};t=1`, ...policy }
    ],
    ['19. an unterminated string', { ratelimit: '"k;r=5;t=1', ...policy }],
    ['20. punctuation only', { ratelimit: ';;;', ...policy }],
    ['21. a field longer than the bound', { ratelimit: `"${'k'.repeat(MAX_FIELD_CHARS)}";r=5;t=1` }],
    ['22. the field twice', { ratelimit: ['"k";r=5;t=1', '"k";r=6;t=1'] }],
    ['23. a negative X-RateLimit-Remaining', { 'x-ratelimit-remaining': '-5', 'x-ratelimit-limit': '100' }],
    ['24. an older draft’s remaining in hex', { 'ratelimit-remaining': '0x10', 'ratelimit-limit': '100' }],
    ['25. control characters in the field', { ratelimit: '"k\u0000";r=5;t=1' }]
  ])('%s: no budget', (_name, headers) => {
    expect(read(headers as AnswerHeaders)).toBeUndefined()
  })

  it.each([
    [
      '26. a wait past the horizon (the run’s time left) is not believed',
      { ratelimit: '"k";r=0;t=999999999', ...policy },
      { remaining: 0, limit: 100, ratePerMs: 0.01, form: 'RateLimit' }
    ],
    [
      '27. a window so long that one request’s share lies past the horizon gives no rate',
      { ratelimit: '"k";r=0;t=1', 'ratelimit-policy': '"k";q=1;w=999999999' },
      { remaining: 0, limit: 1, moreInMs: 1000, form: 'RateLimit' }
    ],
    [
      '28. a fractional t is ignored, the count still read',
      { ratelimit: '"k";r=0;t=1.5', ...policy },
      { remaining: 0, limit: 100, ratePerMs: 0.01, form: 'RateLimit' }
    ],
    [
      '29. an X-RateLimit-Reset a year away gives no rate',
      {
        'x-ratelimit-limit': '100',
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': String(AT / 1000 + 365 * 86_400)
      },
      { remaining: 0, limit: 100, form: 'X-RateLimit-Remaining' }
    ],
    [
      '30. an X-RateLimit-Reset in the past gives no rate',
      { 'x-ratelimit-limit': '100', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(AT / 1000 - 60) },
      { remaining: 0, limit: 100, form: 'X-RateLimit-Remaining' }
    ],
    [
      '31. a huge but well-formed count is believed (it holds nothing back)',
      { ratelimit: `"k";r=${'9'.repeat(MAX_COUNT_DIGITS)};t=1`, ...policy },
      { remaining: 10 ** MAX_COUNT_DIGITS - 1, limit: 100, ratePerMs: 0.01, form: 'RateLimit' }
    ],
    [
      '32. a limit of 0 is no limit to fill',
      { 'x-ratelimit-limit': '0', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '5' },
      { remaining: 0, form: 'X-RateLimit-Remaining' }
    ]
  ])('%s', (_name, headers, expected) => {
    expect(read(headers as AnswerHeaders, 10 * 60_000)).toEqual(expected)
  })
})

describe('structuredList', () => {
  it('33. reads strings with escapes, tokens, integers, booleans and bare parameters', () => {
    const items = structuredList('"a\\"b";r=5;x, tok;t=?0;s="z", 7;w=60')
    expect(items?.map(item => [item.value, Object.fromEntries(item.params)])).toEqual([
      ['a"b', { r: 5, x: true }],
      ['tok', { t: false, s: 'z' }],
      [7, { w: 60 }]
    ])
  })

  it('34. refuses an inner list, a trailing comma, and more than 16 items', () => {
    expect(structuredList('(a b);r=1')).toBeUndefined()
    expect(structuredList('a;r=1,')).toBeUndefined()
    expect(structuredList(Array.from({ length: 17 }, (_, i) => `p${i};r=1`).join(', '))).toBeUndefined()
    expect(structuredList(Array.from({ length: 16 }, (_, i) => `p${i};r=1`).join(', '))).toHaveLength(16)
  })
})

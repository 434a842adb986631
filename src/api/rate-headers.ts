// What an answer's headers say of the key's rate limit (docs/api-notes.md, Rate limit headers):
// the IETF httpapi draft's `RateLimit` and `RateLimit-Policy`, the older drafts'
// `RateLimit-Limit`/`-Remaining`/`-Reset`, or `X-RateLimit-Limit`/`-Remaining`/`-Reset`. Remote
// text: each field is read only up to a bound, every number is checked, and a field that makes
// no sense is ignored as if absent (the 429 path still holds then).

/** Answer headers as the HTTP client gives them (names in lower case). */
export type AnswerHeaders = Readonly<Record<string, string | string[] | undefined>>

/** What one answer says of the key's budget, in the run's units (requests, milliseconds). */
export interface BudgetHint {
  /** Requests the key may still send, as the service counted just after this answer's request. */
  remaining: number
  /** The most the budget holds (its burst, or its window's quota), when said. */
  limit?: number
  /** Requests per millisecond the budget comes back at, when said (a policy) or derived (a reset). */
  ratePerMs?: number
  /** With none remaining: milliseconds until the key may send again, when said. */
  moreInMs?: number
  /** The header field that said it, for the log. */
  form: 'RateLimit' | 'RateLimit-Remaining' | 'X-RateLimit-Remaining'
}

/** A field longer than this is not read (a real one is a few dozen characters). */
export const MAX_FIELD_CHARS = 512
/** The most items of a structured list read (a service names a few policies at most). */
const MAX_ITEMS = 16
/** Counts and seconds as the fields give them: non-negative integers of at most this many digits. */
export const MAX_COUNT_DIGITS = 12
/** An X-RateLimit-Reset below this (before 2001) is no Unix time: it is read as seconds from now. */
const UNIX_TIME_FLOOR = 1_000_000_000

/**
 * The budget an answer's headers give, or undefined when they give none (or nothing usable).
 * `at`: when the answer came, by the run's clock; `serverNow`: the service's time at the
 * answer (its Date header), for an absolute reset; `horizonMs`: how far ahead a reset or a
 * refill is believed (the run's time left): one further away is ignored, never waited for.
 */
export function readBudgetHint(
  headers: AnswerHeaders,
  options: { serverNow?: number; at: number; horizonMs: number }
): BudgetHint | undefined {
  return (
    ietfHint(headers, options.horizonMs) ??
    olderDraftHint(headers, options.horizonMs) ??
    xRateLimitHint(headers, options.serverNow ?? options.at, options.horizonMs)
  )
}

/**
 * `RateLimit: "name";r=<left>;t=<seconds>` with `RateLimit-Policy: "name";q=<quota>;w=<seconds>`:
 * of several policies, the one with the fewest requests left counts (with its own quota and window).
 */
function ietfHint(headers: AnswerHeaders, horizonMs: number): BudgetHint | undefined {
  const items = structuredList(field(headers, 'ratelimit'))
  let chosen: { name: unknown; remaining: number; seconds: number | undefined } | undefined
  for (const item of items ?? []) {
    const remaining = count(item.params.get('r'))
    if (remaining === undefined) continue
    const seconds = count(item.params.get('t'))
    if (!chosen || remaining < chosen.remaining) chosen = { name: item.value, remaining, seconds }
  }
  if (!chosen) return undefined
  const policies = (structuredList(field(headers, 'ratelimit-policy')) ?? []).filter(isRequestQuota)
  const policy = policies.find(item => item.value === chosen.name) ?? (policies.length === 1 ? policies[0] : undefined)
  const quota = count(policy?.params.get('q'))
  const windowSeconds = count(policy?.params.get('w'))
  return {
    remaining: chosen.remaining,
    ...(quota !== undefined && quota > 0 ? { limit: quota } : {}),
    ...refill(quota, windowSeconds, horizonMs),
    ...(chosen.remaining === 0 ? within(chosen.seconds, horizonMs) : {}),
    form: 'RateLimit'
  }
}

/** `RateLimit-Limit: 100` (or `100, 100;w=60`), `RateLimit-Remaining`, and `RateLimit-Reset` in seconds: the window's end. */
function olderDraftHint(headers: AnswerHeaders, horizonMs: number): BudgetHint | undefined {
  const remaining = count(field(headers, 'ratelimit-remaining'))
  if (remaining === undefined) return undefined
  const first = structuredList(field(headers, 'ratelimit-limit'))?.[0]
  const limit = typeof first?.value === 'number' ? count(first.value) : undefined
  const resetSeconds = count(field(headers, 'ratelimit-reset'))
  const windowSeconds = count(first?.params.get('w'))
  const byWindow = refill(limit, windowSeconds, horizonMs)
  return {
    remaining,
    ...(limit !== undefined && limit > 0 ? { limit } : {}),
    ...('ratePerMs' in byWindow ? byWindow : untilFull(limit, remaining, resetSeconds, horizonMs)),
    ...(remaining === 0 ? within(resetSeconds, horizonMs) : {}),
    form: 'RateLimit-Remaining'
  }
}

/** `X-RateLimit-Limit`, `X-RateLimit-Remaining`, and `X-RateLimit-Reset`: the Unix time (seconds) when the budget is full again. */
function xRateLimitHint(headers: AnswerHeaders, serverNow: number, horizonMs: number): BudgetHint | undefined {
  const remaining = count(field(headers, 'x-ratelimit-remaining'))
  if (remaining === undefined) return undefined
  const limit = count(field(headers, 'x-ratelimit-limit'))
  const reset = count(field(headers, 'x-ratelimit-reset'))
  const resetSeconds =
    reset === undefined ? undefined : reset < UNIX_TIME_FLOOR ? reset : Math.max(0, reset - serverNow / 1000)
  return {
    remaining,
    ...(limit !== undefined && limit > 0 ? { limit } : {}),
    ...untilFull(limit, remaining, resetSeconds, horizonMs),
    form: 'X-RateLimit-Remaining'
  }
}

/** A quota of `quota` per `windowSeconds`: its rate, unless one request's share of it lies past the horizon. */
function refill(
  quota: number | undefined,
  windowSeconds: number | undefined,
  horizonMs: number
): { ratePerMs?: number } {
  if (quota === undefined || windowSeconds === undefined || quota === 0 || windowSeconds === 0) return {}
  const ratePerMs = quota / (windowSeconds * 1000)
  return 1 / ratePerMs <= horizonMs ? { ratePerMs } : {}
}

/** The rate that fills the budget from `remaining` to `limit` by the reset, when the reset is within the horizon. */
function untilFull(
  limit: number | undefined,
  remaining: number,
  resetSeconds: number | undefined,
  horizonMs: number
): { ratePerMs?: number } {
  if (limit === undefined || resetSeconds === undefined || limit <= remaining) return {}
  const resetMs = resetSeconds * 1000
  if (resetMs <= 0 || resetMs > horizonMs) return {}
  return { ratePerMs: (limit - remaining) / resetMs }
}

/** `{ moreInMs }` for a wait of `seconds`, when said and within the horizon. */
function within(seconds: number | undefined, horizonMs: number): { moreInMs?: number } {
  return seconds !== undefined && seconds * 1000 <= horizonMs ? { moreInMs: seconds * 1000 } : {}
}

/** A policy of requests (no `qu`, or `qu="requests"`): a quota of bytes or of concurrent requests is not ours to pace. */
function isRequestQuota(item: ListItem): boolean {
  const unit = item.params.get('qu')
  return unit === undefined || unit === 'requests'
}

/** A field's one value, trimmed; undefined when absent, repeated, or longer than MAX_FIELD_CHARS. */
function field(headers: AnswerHeaders, name: string): string | undefined {
  const value = headers[name]
  const text = Array.isArray(value) ? (value.length === 1 ? value[0] : undefined) : value
  if (text === undefined || text.length > MAX_FIELD_CHARS) return undefined
  return text.trim()
}

/** A non-negative integer of at most MAX_COUNT_DIGITS digits (text or a parsed number), else undefined. */
function count(value: unknown): number | undefined {
  if (typeof value === 'number')
    return Number.isSafeInteger(value) && value >= 0 && value < 10 ** MAX_COUNT_DIGITS ? value : undefined
  if (typeof value !== 'string' || !new RegExp(`^\\d{1,${MAX_COUNT_DIGITS}}$`).test(value)) return undefined
  return Number(value)
}

/** One member of a structured-field list: its value and its parameters. */
interface ListItem {
  value: string | number | boolean
  params: Map<string, string | number | boolean>
}

/**
 * A structured-field list (RFC 9651) of items with parameters: `"a";r=1;t=2, b;q=3`. Only what
 * the rate-limit fields use is read (strings, tokens, integers, decimals, booleans); anything
 * else, or more than MAX_ITEMS items, makes the whole field undefined.
 */
export function structuredList(text: string | undefined): ListItem[] | undefined {
  if (text === undefined || text === '') return undefined
  const scan = { text, at: 0 }
  const items: ListItem[] = []
  for (;;) {
    skipSpaces(scan)
    const value = bareItem(scan)
    if (value === undefined) return undefined
    const params = new Map<string, string | number | boolean>()
    while (scan.text[scan.at] === ';') {
      scan.at++
      skipSpaces(scan)
      const key = /^[a-z*][a-z0-9_\-.*]*/.exec(scan.text.slice(scan.at))?.[0]
      if (key === undefined) return undefined
      scan.at += key.length
      let param: string | number | boolean | undefined = true
      if (scan.text[scan.at] === '=') {
        scan.at++
        param = bareItem(scan)
        if (param === undefined) return undefined
      }
      params.set(key, param)
    }
    items.push({ value, params })
    if (items.length > MAX_ITEMS) return undefined
    skipSpaces(scan)
    if (scan.at === scan.text.length) return items
    if (scan.text[scan.at] !== ',') return undefined
    scan.at++
  }
}

interface Scan {
  text: string
  at: number
}

function skipSpaces(scan: Scan): void {
  while (scan.text[scan.at] === ' ' || scan.text[scan.at] === '\t') scan.at++
}

/** A string, token, number or boolean at the scan's place; undefined when none is. */
function bareItem(scan: Scan): string | number | boolean | undefined {
  const rest = scan.text.slice(scan.at)
  const match =
    /^"((?:[^"\\\x00-\x1f\x7f]|\\["\\])*)"/.exec(rest) ??
    /^-?\d{1,15}(?:\.\d{1,3})?/.exec(rest) ??
    /^\?[01]/.exec(rest) ??
    /^[A-Za-z*][A-Za-z0-9!#$%&'*+\-.^_`|~:/]*/.exec(rest)
  if (!match) return undefined
  scan.at += match[0].length
  const [whole, quoted] = match
  if (quoted !== undefined) return quoted.replace(/\\(["\\])/g, '$1')
  if (whole.startsWith('?')) return whole === '?1'
  if (/^-?\d/.test(whole)) return Number(whole)
  return whole
}

import type { HealthCheckConfig } from '../core/config.js'
import { isLoopback } from '../api/loopback.js'
import { isPathSegment } from '../text/identifiers.js'
import { closest } from '../text/suggest.js'
import { formatDuration, MAX_TIMEOUT_MS, parseDuration } from '../core/duration.js'

// The checks of the deploy's settings, written once for both faces: the Action names a setting
// by its input (`service-id`), the command line by its flag (`--service-id`), and each raises
// its own error through `refuse`. Every check names what is wrong and what is expected.

/** The error for a setting: its name as the face spells it, and what is wrong and expected. */
export type Refuse = (name: string, problem: string) => Error

/** What a check may say besides refusing: a setting worth a second look, a value adjusted. */
export interface Say {
  warning(message: string, title: string): void
  notice(message: string, title: string): void
}

/** A service id as one path segment. */
export function checkServiceId(name: string, raw: string, refuse: Refuse): string {
  const id = raw.trim()
  if (id === '') throw refuse(name, 'is required: the id of the service to deploy')
  if (!isPathSegment(id)) {
    throw refuse(
      name,
      'must be a service id as shown in the dashboard: one path segment of letters, digits and . _ ~ : @ -, at most 200 characters, not "." or ".."'
    )
  }
  return id
}

/** A ref on one line; empty sends none (the tracked branch). */
export function checkRef(name: string, raw: string, refuse: Refuse): string | undefined {
  const ref = raw.trim()
  if (ref === '') return undefined
  if (/[\x00-\x1f\x7f]/.test(ref) || ref.length > 1000)
    throw refuse(name, 'must be a branch, tag or commit SHA on one line, or empty to deploy the tracked branch')
  return ref
}

/** One of the listed words (the first is the default when empty). */
export function checkChoice<T extends string>(
  name: string,
  raw: string,
  choices: readonly [T, ...T[]],
  refuse: Refuse
): T {
  const given = raw.trim()
  if (given === '') return choices[0]
  const found = choices.find(choice => choice === given.toLowerCase())
  if (found === undefined) {
    const expected = `${choices.slice(0, -1).join(', ')} or ${choices.at(-1)}`
    const meant = closest(given, choices)
    throw refuse(name, `must be ${expected}, got "${given.slice(0, 40)}"${meant ? `; did you mean ${meant}?` : ''}`)
  }
  return found
}

/**
 * A positive duration such as 90s or 2m, at most MAX_TIMEOUT_MS; the fallback when empty.
 * `forms`: what the error shows after "must be a positive duration".
 */
export function checkDuration(name: string, raw: string, fallback: number, forms: string, refuse: Refuse): number {
  const given = raw.trim()
  if (given === '') return fallback
  const ms = parseDuration(given)
  if (ms === undefined) throw refuse(name, `must be a positive duration ${forms}, got "${given.slice(0, 40)}"`)
  if (ms > MAX_TIMEOUT_MS) {
    throw refuse(
      name,
      `is ${formatDuration(ms)}, longer than the ${formatDuration(MAX_TIMEOUT_MS)} this tool waits for a deployment: expected at most 120h`
    )
  }
  return ms
}

/** An absolute http(s) URL, kept as written; empty: none. */
export function checkUrl(name: string, raw: string, example: string, refuse: Refuse): string | undefined {
  const given = raw.trim()
  if (given === '') return undefined
  // Checked, then kept as written (URL's href would add a trailing slash).
  httpUrl(name, given, example, refuse)
  return given
}

/** Node's variable that, set to `0`, turns off the check of every TLS certificate in the process. */
const TLS_CHECKS_VARIABLE = 'NODE_TLS_REJECT_UNAUTHORIZED'

/** Whether `env` turns off Node's TLS certificate checks (Node reads exactly `0` so). */
export function tlsChecksOff(env: Readonly<Record<string, string | undefined>>): boolean {
  return env[TLS_CHECKS_VARIABLE] === '0'
}

/**
 * The API's base URL without a trailing slash, nor the `/api` every request path starts with
 * (said when stripped); plain http to another host is warned about, and so are https URLs
 * whose certificate is not checked (`transport.tlsUnchecked`: the face read TLS_CHECKS_VARIABLE).
 * `hints`: where the key goes instead of the URL, and what the face calls itself.
 */
export function checkBaseUrl(
  name: string,
  raw: string,
  hints: { key: string; tool: string },
  refuse: Refuse,
  say: Say,
  transport: { tlsUnchecked?: boolean } = {}
): string {
  const given = raw.trim()
  if (given === '') throw refuse(name, 'is required: the API base URL, e.g. https://api.example.com')
  const url = httpUrl(name, given, 'https://api.example.com', refuse)
  if (url.username !== '' || url.password !== '') throw refuse(name, `must not contain credentials: ${hints.key}`)
  if (url.search !== '' || url.hash !== '')
    throw refuse(name, 'must not contain a query or fragment: expected a URL such as https://api.example.com')
  if (url.protocol === 'http:' && !isLoopback(url.hostname)) {
    say.warning(
      `${name} uses plain http:// to ${url.host}: the API key and every variable travel unencrypted. Use https:// unless the network to the service is trusted.`,
      'Unencrypted API connection'
    )
  }
  if (transport.tlsUnchecked && url.protocol === 'https:' && !isLoopback(url.hostname)) {
    say.warning(
      `${TLS_CHECKS_VARIABLE}=0 is set in the environment, so TLS certificates are not checked: anyone between here and ${url.host} can pose as the service and read the API key and every variable. Unset it; for a private certificate authority, set NODE_EXTRA_CA_CERTS to its certificate instead.`,
      'TLS certificates not checked'
    )
  }
  const href = url.href.replace(/\/+$/, '')
  // Every request path starts with /api already: a base URL ending in it would ask for /api/api/... (a 404).
  if (!url.pathname.replace(/\/+$/, '').endsWith('/api')) return href
  const stripped = href.slice(0, -'/api'.length)
  say.notice(`${name} ends in /api, which ${hints.tool} adds to every request path itself; using ${stripped}.`, name)
  return stripped
}

/** The health check's settings; undefined when no URL is given. `names`: the URL's and the text's. */
export function checkHealthCheck(
  names: { url: string; expect: string },
  raw: { url: string; expect: string },
  timeoutMs: number,
  refuse: Refuse
): HealthCheckConfig | undefined {
  const url = raw.url.trim()
  const expect = raw.expect.trim()
  if (url === '') {
    if (expect !== '') throw refuse(names.expect, `needs ${names.url}: the URL whose answer must contain it`)
    return undefined
  }
  checkHealthCheckUrl(names.url, url, refuse)
  return { url, expect: checkHealthCheckExpect(names.expect, expect, refuse), timeoutMs }
}

/** The health check's URL: an absolute http(s) URL or a path such as /health, kept as written (trimmed). */
export function checkHealthCheckUrl(name: string, raw: string, refuse: Refuse): string {
  const url = raw.trim()
  if (/[\x00-\x20\x7f]/.test(url) || url.length > 2000)
    throw refuse(name, 'must be one URL or path without spaces, at most 2000 characters')
  if (url.startsWith('/')) {
    if (url.startsWith('//'))
      throw refuse(name, 'must be an absolute http(s) URL or a path such as /health, not "//..."')
  } else {
    const parsed = httpUrl(name, url, 'https://app.example.com/health, or a path such as /health', refuse)
    if (parsed.username !== '' || parsed.password !== '') throw refuse(name, 'must not contain credentials')
  }
  return url
}

/** The text the health check's answer must contain: one line, trimmed; empty: any answer. */
export function checkHealthCheckExpect(name: string, raw: string, refuse: Refuse): string {
  const expect = raw.trim()
  if (/[\x00-\x1f\x7f]/.test(expect) || expect.length > 1000)
    throw refuse(name, 'must be text on one line, at most 1000 characters')
  return expect
}

/** An absolute http(s) URL, or the refusal naming the expected form. */
function httpUrl(name: string, raw: string, example: string, refuse: Refuse): URL {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw refuse(name, `is not a valid URL: expected an absolute http(s) URL such as ${example}`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw refuse(name, `must use http or https, not "${url.protocol.slice(0, 20)}": expected a URL such as ${example}`)
  return url
}

import type { Dispatcher } from 'undici'
import { readCapped } from '../api/bounded-body.js'
import { dispatcherFor, send } from '../api/dispatcher.js'
import { sleep as realSleep, timeoutSignal, type Sleep } from '../core/deadline.js'
import { formatDuration } from '../core/duration.js'
import { messageExcerpt } from '../text/remote-text.js'
import type { Failure } from '../core/result.js'
import { USER_AGENT } from '../core/version.js'
import { phrase, setting } from '../core/vocabulary.js'

// The health check of the deployed URL: GET until it answers 2xx (with the expected text), or
// the check's time is up. A client of its own, apart from the hosting API's: the API key is
// never sent here. Redirects are followed on the same origin only; bodies are read up to a
// bound; every try has its own timeout. The clock and the sleep are injectable for tests.

/** The first pause between tries; each one doubles, up to MAX_PAUSE_MS. */
export const FIRST_PAUSE_MS = 1000
export const MAX_PAUSE_MS = 10_000
/** One try waits at most this long for the whole answer. */
export const ATTEMPT_TIMEOUT_MS = 10_000
/** Body bytes read per answer: enough for a status page, bounded for a huge one. */
export const MAX_BODY_BYTES = 64 * 1024
/** Same-origin redirects followed per try. */
const MAX_REDIRECTS = 5
/** The longest body excerpt in the failure message. */
const EXCERPT_CHARS = 300
/** The check's connections: through the runner's proxy settings, as the API client's, except for loopback. */
const CONNECTIONS = { connectTimeout: ATTEMPT_TIMEOUT_MS, keepAliveTimeout: 5000 }

/** One answer as the check sees it (the body already cut at MAX_BODY_BYTES). */
export interface ProbeAnswer {
  status: number
  location: string | undefined
  body: string
}

/** One GET of one URL, no redirect followed; throws on a network, TLS or timeout error. */
export type Probe = (url: URL, signal: AbortSignal) => Promise<ProbeAnswer>

export interface HealthCheckOptions {
  /** The absolute URL to check. */
  url: URL
  /** Text the body must contain; empty: any 2xx. */
  expect: string
  timeoutMs: number
  /** The step's signal (its timeout or the job's cancellation). */
  signal: AbortSignal
  /** Each try's one line. */
  log: (line: string) => void
  probe?: Probe
  sleep?: Sleep
  now?: () => number
}

export interface HealthResult {
  healthy: boolean
  attempts: number
  /** The last try's problem, one line; undefined when healthy. */
  problem?: string
  /** The last body seen, sanitised and bounded; undefined when none came. */
  body?: string
}

/** Tries until healthy or out of time; never throws for an unhealthy URL (the step's abort does throw). */
export async function checkHealth(options: HealthCheckOptions): Promise<HealthResult> {
  const { url, expect, timeoutMs, signal, log } = options
  const now = options.now ?? Date.now
  const wait = options.sleep ?? realSleep
  const owned = options.probe ? undefined : dispatcherFor(url, CONNECTIONS)
  const probe = options.probe ?? undiciProbe(owned as Dispatcher)
  const startedAt = now()
  let pause = FIRST_PAUSE_MS
  let last: HealthResult = { healthy: false, attempts: 0 }
  try {
    for (let attempt = 1; ; attempt++) {
      const tryStarted = now()
      // Each try ends by the check's own end, so the check never outlasts its time.
      const tryMs = Math.max(1, Math.min(ATTEMPT_TIMEOUT_MS, timeoutMs - (tryStarted - startedAt)))
      const outcome = await tryOnce(probe, url, expect, signal, tryMs)
      const took = formatDuration(Math.max(0, now() - tryStarted))
      if (outcome.healthy) {
        log(`Try ${attempt}: ${outcome.line} after ${took}: healthy.`)
        return { healthy: true, attempts: attempt }
      }
      last = { healthy: false, attempts: attempt, problem: outcome.line, body: outcome.body ?? last.body }
      const left = timeoutMs - (now() - startedAt)
      log(
        `Try ${attempt}: ${outcome.line} after ${took}${left > pause ? `; trying again in ${formatDuration(pause)}` : ''}.`
      )
      if (left <= pause) return last
      await wait(pause, signal)
      pause = Math.min(pause * 2, MAX_PAUSE_MS)
    }
  } finally {
    await owned?.close()
  }
}

/** One try of a URL at a time, on a connection pool of its own (the verification window's probe). */
export interface HealthProber {
  /** One try (same-origin redirects followed), within ATTEMPT_TIMEOUT_MS; throws only when `signal` aborts. */
  check(signal: AbortSignal): Promise<TryOutcome>
  close(): Promise<void>
}

export function healthProber(url: URL, expect: string, probe?: Probe): HealthProber {
  const owned = probe ? undefined : dispatcherFor(url, CONNECTIONS)
  const send = probe ?? undiciProbe(owned as Dispatcher)
  return {
    check: signal => tryOnce(send, url, expect, signal, ATTEMPT_TIMEOUT_MS),
    close: async () => {
      await owned?.close()
    }
  }
}

export interface TryOutcome {
  healthy: boolean
  /** What happened, one line: `HTTP 500`, `TLS error (CERT_HAS_EXPIRED)`, `timed out`... */
  line: string
  body?: string
}

async function tryOnce(
  probe: Probe,
  start: URL,
  expect: string,
  stepSignal: AbortSignal,
  timeoutMs: number
): Promise<TryOutcome> {
  const signal = AbortSignal.any([stepSignal, timeoutSignal(timeoutMs)])
  let url = start
  try {
    for (let redirects = 0; ; redirects++) {
      const answer = await probe(url, signal)
      const body = answer.body === '' ? undefined : messageExcerpt(answer.body, EXCERPT_CHARS)
      if (answer.status >= 300 && answer.status < 400 && answer.location !== undefined) {
        let next: URL
        try {
          next = new URL(answer.location, url)
        } catch {
          return { healthy: false, line: `HTTP ${answer.status} to an invalid location`, body }
        }
        if (next.origin !== start.origin)
          return {
            healthy: false,
            line: `HTTP ${answer.status} to another origin (${messageExcerpt(next.origin, 100)}), not followed`,
            body
          }
        if (redirects >= MAX_REDIRECTS) return { healthy: false, line: `more than ${MAX_REDIRECTS} redirects`, body }
        url = next
        continue
      }
      if (answer.status < 200 || answer.status > 299) return { healthy: false, line: `HTTP ${answer.status}`, body }
      if (expect !== '' && !answer.body.includes(expect))
        return {
          healthy: false,
          line: `HTTP ${answer.status}, but the answer does not contain "${messageExcerpt(expect, 80)}"`,
          body
        }
      return { healthy: true, line: `HTTP ${answer.status}` }
    }
  } catch (error) {
    if (stepSignal.aborted) throw stepSignal.reason
    return { healthy: false, line: describeError(error, signal.aborted, timeoutMs) }
  }
}

/** A failed try in one line: a timeout, a TLS error with its code, or the network error. */
export function describeError(error: unknown, timedOut: boolean, timeoutMs: number): string {
  if (timedOut) return `no answer within ${formatDuration(timeoutMs)}`
  const code = codeOf(error) ?? codeOf((error as { cause?: unknown } | null)?.cause)
  const message = error instanceof Error ? error.message : String(error)
  if (code !== undefined && /CERT|TLS|SSL|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS/i.test(code))
    return `TLS error (${messageExcerpt(code, 60)}): ${messageExcerpt(message, 160)}`
  return `no answer (${messageExcerpt(code ?? 'error', 60)}): ${messageExcerpt(message, 160)}`
}

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : undefined
}

/** The real GET: no credentials, no redirect followed, at most MAX_BODY_BYTES of body read. */
function undiciProbe(dispatcher: Dispatcher): Probe {
  return async (url, signal) => {
    const answer = await send(dispatcher, url, {
      method: 'GET',
      signal,
      headers: { 'user-agent': USER_AGENT, accept: 'text/html, application/json;q=0.9, */*;q=0.8' }
    })
    const { text } = await readCapped(answer.body, MAX_BODY_BYTES)
    const location = answer.headers.location
    return {
      status: answer.statusCode,
      location: typeof location === 'string' ? location : undefined,
      body: text
    }
  }
}

/** The URL to check: the input as given, or a path on the `url` output; undefined when no URL is known. */
export function healthCheckUrl(input: string, url: string | undefined): URL | undefined {
  if (!input.startsWith('/')) return new URL(input)
  if (!url) return undefined
  const base = new URL(url)
  return new URL(`${base.pathname.replace(/\/+$/, '')}${input}`, base.origin)
}

/** The step's failure when the deployment went live but the health check failed. */
export function unhealthyFailure(url: URL, result: HealthResult, timeoutMs: number, deploymentId: string): Failure {
  const body = result.body ? ` Last answer: "${result.body}"` : ''
  const message = `Deployment ${deploymentId} is live, but ${messageExcerpt(url.href, 200)} did not answer as healthy within ${formatDuration(timeoutMs)} (${result.attempts} tries; last: ${result.problem ?? 'no answer'}).${body}`
  const next = `check the application's runtime log ${phrase('runtimeLogPlace')}, ${setting('healthCheckUrl')} and ${setting('healthCheckExpect')}.`
  return {
    message,
    title: 'Deployment unhealthy',
    next,
    annotation: `${message} Next: ${next}`,
    result: 'unhealthy',
    kind: 'unhealthy'
  }
}

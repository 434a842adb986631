import type { Dispatcher } from 'undici'
import { sleep as realSleep, type Sleep } from '../core/deadline.js'
import { UserFacingError } from '../core/errors.js'
import { messageExcerpt } from '../text/remote-text.js'
import { MalformedArray, readArrayRecords, readCapped, type ArrayRead } from './bounded-body.js'
import { dispatcherFor, send, UndiciError } from './dispatcher.js'
import { ApiError, NetworkError, RetryableApiError, UnreadableAnswerError } from './errors.js'
import type { Log } from '../core/host.js'
import { rateLimitWait, RateLimits } from './rate-limit.js'
import type { ApiErrorBody } from '../core/api-types.js'
import { phrase, setting } from '../core/vocabulary.js'
import { capitalized } from '../text/words.js'

// The one module that talks HTTP: base URL, auth header, JSON, body caps, the service's
// clock, the proxy, and the retry policy. The endpoints are in hosting-api.ts.

export interface HttpOptions {
  baseUrl: string
  apiKey: string
  userAgent: string
  /**
   * Aborts every request and retry wait (the step's deadline or cancellation). Required: a
   * request answered 429 is sent again until it aborts.
   */
  signal: AbortSignal
  /** Injectable for tests: every retry wait goes through it. */
  sleep?: Sleep
  /** Where 429s are counted and said; the client makes its own when not given. */
  rateLimits?: RateLimits
  /** Injectable for tests: the jitter of every wait. */
  random?: () => number
  /** Where the requests are said (method, path, status; never a body). */
  log?: Pick<Log, 'debug'>
  /**
   * Another client's connection pool and rate limits, with the run's budget, to share (an app's
   * services, each with its own signal): only the client that made them closes the pool.
   */
  shared?: SharedConnection
}

/**
 * What the clients of one run share: one pool, and one count of 429s with the run's one budget
 * of requests (rate-budget.ts): after a 429 the service asked the whole key to wait, not one
 * request, so no request of the run is sent before the wait is over (the other services of an
 * app included).
 */
export interface SharedConnection {
  dispatcher: Dispatcher
  rateLimits: RateLimits
}

export interface RequestSpec {
  method: 'GET' | 'POST'
  /** Starts with `/api/`; appended to the base URL. */
  path: string
  query?: Record<string, string | number | undefined>
  body?: unknown
  /** What the request does, for error messages: "checking the API key". */
  purpose: string
  /**
   * Safe to repeat after a network error, 5xx or an unreadable answer. A 429 is sent again
   * whatever this says: the service refused it before handling it.
   */
  idempotent: boolean
  /** Ends this request (and its retries) early, besides the client's own signal. */
  signal?: AbortSignal
  /** Called just before each attempt is sent (the deploy step dates its request by the last one). */
  onSend?: () => void
  /**
   * 429s to wait out (the Retry-After, then sent again) before the 429 is thrown as a
   * RetryableApiError: for a read whose answer the caller can do without. No bound without it.
   */
  limitedResends?: number
}

export type EventStreamOpen =
  | { open: true; chunks: AsyncIterable<string> }
  /** `retryAfterMs`: the service's Retry-After on a 429. */
  | { open: false; status: number; reason: string; retryAfterMs?: number }

/** Tries per idempotent request after a network error, 5xx or unreadable answer, and the backoff between them. */
export const RETRY_POLICY = { attempts: 4, baseDelayMs: 500, maxDelayMs: 10_000 } as const
/** The largest JSON answer read; a larger one is cut off while it streams in, never buffered. */
export const MAX_RESPONSE_BYTES = 4 * 1024 * 1024
/**
 * The most objects and arrays one answer may hold: a few MiB of `{}` would otherwise parse
 * into millions of objects and hundreds of MB. Far above any real page (a log page of
 * 1,000 records has about 1,000).
 */
const MAX_JSON_NODES = 200_000
/**
 * The deepest nesting of objects and arrays one answer may have: no answer of the API nests
 * more than a few levels, and code walking a deeper one could run out of stack (a RangeError).
 */
export const MAX_JSON_DEPTH = 512
/** The service's clock is believed only this close to ours (a stale proxy, a forged Date). */
const MAX_CLOCK_SKEW_MS = 5 * 60_000
/** Of an error answer only an excerpt is shown, so only this much is read. */
export const MAX_ERROR_BODY_BYTES = 64 * 1024
const RETRYABLE_STATUS = new Set([429, 500, 502, 503, 504])
const RATE_LIMITED = 429
const CHECK_BASE_URL = `check ${setting('baseUrl')} (something other than the hosting API may be answering) and the service's status.`
const CHECK_BASE = `check ${setting('baseUrl')} (something other than the hosting API may be answering).`

/**
 * How a 2xx answer's body is read (a failure while reading is a network error, as for any
 * answer) into what then makes sense of it, once the answer is logged.
 */
type OkReader<T> = (response: Dispatcher.ResponseData, purpose: string) => Promise<() => T>

export class Http {
  readonly #options: HttpOptions
  readonly #dispatcher: Dispatcher
  readonly #sleep: Sleep
  readonly #random: () => number
  readonly rateLimits: RateLimits
  /** Whether this client made the pool (and so closes it). */
  readonly #owner: boolean
  /** The service's clock minus ours, from the last response's Date header. */
  #clockOffsetMs: number | undefined

  constructor(options: HttpOptions) {
    this.#options = options
    this.#sleep = options.sleep ?? realSleep
    this.#random = options.random ?? Math.random
    this.#owner = options.shared === undefined
    this.rateLimits = options.shared?.rateLimits ?? options.rateLimits ?? new RateLimits()
    // The runner's proxy settings are honoured, never for loopback (dispatcher.ts).
    const settings = { connectTimeout: 10_000, headersTimeout: 30_000, bodyTimeout: 30_000, keepAliveTimeout: 30_000 }
    this.#dispatcher = options.shared?.dispatcher ?? dispatcherFor(new URL(options.baseUrl), settings)
  }

  /** What another client of this run shares with this one. */
  get shared(): SharedConnection {
    return { dispatcher: this.#dispatcher, rateLimits: this.rateLimits }
  }

  /**
   * The service's current time as best known (its Date header, 1 s resolution), for
   * comparing with times it reports; undefined before any answer carried a Date.
   */
  serverNow(): number | undefined {
    return this.#clockOffsetMs === undefined ? undefined : Date.now() + this.#clockOffsetMs
  }

  async close(): Promise<void> {
    if (this.#owner) await this.#dispatcher.close()
  }

  /**
   * One JSON request: sent again after a 429 until the signal aborts (the step's timeout) or
   * `limitedResends` runs out, and
   * after other transient failures by the retry policy when it is idempotent.
   */
  async json<T>(spec: RequestSpec): Promise<T> {
    return (await this.#sent(spec, (signal, ticket) => this.#once(spec, signal, ticket, wholeJson))) as T
  }

  /**
   * A request whose answer is a JSON array of records (a log page), read record by record
   * (bounded-body.ts): a record over MAX_RESPONSE_BYTES is skipped as it streams, an
   * OversizedRecord with its short top-level `fields` in its place, and reading stops before
   * the records kept pass MAX_RESPONSE_BYTES (`cut`: the rest is the next page's). Undefined
   * when the answer is JSON but no array. Sent, bounded and retried as json() is.
   */
  async jsonRecords(spec: RequestSpec, fields: readonly string[]): Promise<JsonRecords | undefined> {
    return this.#sent(spec, (signal, ticket) => this.#once(spec, signal, ticket, recordsOf(fields)))
  }

  /** `attempt` until it succeeds, by the rules of json(). */
  async #sent<T>(spec: RequestSpec, attempt: (signal: AbortSignal, ticket: number) => Promise<T>): Promise<T> {
    const signal = this.#signalFor(spec)
    const { budget } = this.rateLimits
    let failures = 0
    let limitedInARow = 0
    for (;;) {
      try {
        // Just after its own 429's wait, which the service asked of it, it goes at once.
        const ticket = await budget.take(signal, this.#sleep, limitedInARow > 0)
        spec.onSend?.()
        return await attempt(signal, ticket)
      } catch (error) {
        if (signal.aborted) throw error
        if (error instanceof RetryableApiError && error.status === RATE_LIMITED) {
          if (limitedInARow >= (spec.limitedResends ?? Number.POSITIVE_INFINITY)) throw error
          const waitMs = rateLimitWait(error.retryAfterMs, ++limitedInARow, this.#random)
          this.rateLimits.limited(spec.purpose, waitMs)
          // The service's own hint pauses every request of the run (the budget), not just this one.
          const pause = error.retryAfterMs === undefined ? undefined : budget.pausedUntil
          await this.#sleep(waitMs, signal)
          if (pause !== undefined) budget.endPause(pause)
          continue
        }
        limitedInARow = 0
        const waitMs = spec.idempotent ? retryDelay(error, ++failures, this.#random) : undefined
        if (waitMs === undefined) throw error
        await this.#sleep(waitMs, signal)
      }
    }
  }

  /**
   * Opens a server-sent events stream. The key goes in the Authorization header only.
   * Resolves with the open body, or with why it is not available; `silenceMs` bounds the
   * gap between two chunks (keep-alive comments count), so a stalled stream errors out.
   */
  async openEventStream(
    path: string,
    lastEventId: string | undefined,
    signal: AbortSignal,
    silenceMs: number
  ): Promise<EventStreamOpen> {
    const headers: Record<string, string> = { ...this.#headers('text/event-stream'), 'cache-control': 'no-cache' }
    if (lastEventId !== undefined) headers['last-event-id'] = lastEventId
    let response: Dispatcher.ResponseData
    let ticket: number | undefined
    try {
      ticket = await this.rateLimits.budget.take(signal, this.#sleep)
      response = await send(this.#dispatcher, new URL(this.#options.baseUrl + path), {
        method: 'GET',
        headers,
        signal,
        headersTimeout: silenceMs,
        bodyTimeout: silenceMs
      })
      this.#answered(ticket, response)
    } catch (error) {
      if (ticket !== undefined) this.rateLimits.budget.answered(ticket)
      if (signal.aborted) throw signal.reason
      return {
        open: false,
        status: 0,
        reason: messageExcerpt(String((error as { code?: string }).code ?? (error as Error).message), 120)
      }
    }
    const type = String(response.headers['content-type'] ?? '')
    if (response.statusCode !== 200 || !type.toLowerCase().startsWith('text/event-stream')) {
      const text = (await readCapped(response.body, MAX_ERROR_BODY_BYTES).catch(() => undefined))?.text ?? ''
      const reason = errorField(text) ?? describeBody(response, text)
      const hinted = response.statusCode === RATE_LIMITED ? retryAfter(response.headers) : undefined
      return {
        open: false,
        status: response.statusCode,
        reason: messageExcerpt(reason, 160),
        ...(hinted === undefined ? {} : { retryAfterMs: hinted })
      }
    }
    response.body.setEncoding('utf8')
    return { open: true, chunks: response.body as AsyncIterable<string> }
  }

  #headers(accept: string): Record<string, string> {
    return { authorization: `Bearer ${this.#options.apiKey}`, accept, 'user-agent': this.#options.userAgent }
  }

  /** The client's signal, joined with the request's own when it has one. */
  #signalFor(spec: RequestSpec): AbortSignal {
    return spec.signal ? AbortSignal.any([this.#options.signal, spec.signal]) : this.#options.signal
  }

  /** One attempt: a 2xx answer's body read by `readOk`, any other answer refused by its status. */
  async #once<T>(spec: RequestSpec, signal: AbortSignal, ticket: number, readOk: OkReader<T>): Promise<T> {
    const url = new URL(this.#options.baseUrl + spec.path)
    for (const [name, value] of Object.entries(spec.query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, String(value))
    }
    const headers = this.#headers('application/json')
    if (spec.body !== undefined) headers['content-type'] = 'application/json'
    const started = Date.now()
    let response: Dispatcher.ResponseData
    let text = ''
    let made: (() => T) | undefined
    try {
      try {
        response = await send(this.#dispatcher, url, {
          method: spec.method,
          headers,
          body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
          signal
        })
      } catch (error) {
        this.rateLimits.budget.answered(ticket)
        throw error
      }
      this.#answered(ticket, response)
      if (response.statusCode >= 200 && response.statusCode < 300)
        made = await readOk(response, capitalized(spec.purpose))
      else text = (await readCapped(response.body, MAX_ERROR_BODY_BYTES)).text
    } catch (error) {
      if (error instanceof UserFacingError) throw error
      if (signal.aborted) throw signal.reason
      this.#options.log?.debug(
        `${spec.method} ${url.pathname}${url.search} -> no answer after ${Date.now() - started} ms`
      )
      throw networkError(spec, url, error)
    }
    // Method, path and status only: bodies may hold variable values and are never logged.
    this.#options.log?.debug(
      `${spec.method} ${url.pathname}${url.search} -> HTTP ${response.statusCode} in ${Date.now() - started} ms`
    )
    this.#noteDate(response)
    if (made !== undefined) return made()
    return refused(spec, url, response, text)
  }

  /** Tells the run's budget what an answer said of the key's rate limit (its headers, a 429). */
  #answered(ticket: number, response: Dispatcher.ResponseData): void {
    const date = Date.parse(String(response.headers.date ?? ''))
    this.rateLimits.budget.answered(ticket, {
      status: response.statusCode,
      headers: response.headers,
      ...(Number.isNaN(date) ? {} : { serverNow: date }),
      ...(response.statusCode === RATE_LIMITED ? { retryAfterMs: retryAfter(response.headers) } : {})
    })
  }

  #noteDate(response: Dispatcher.ResponseData): void {
    const date = Date.parse(String(response.headers.date ?? ''))
    if (!Number.isNaN(date) && Math.abs(date - Date.now()) <= MAX_CLOCK_SKEW_MS) this.#clockOffsetMs = date - Date.now()
  }
}

/**
 * The retry policy for transient failures other than 429 (rate-limit.ts): milliseconds to
 * wait before trying an idempotent request again, or undefined to give up. Exponential
 * backoff with jitter; a Retry-After hint (a 503 may carry one) is honoured up to six times
 * the longest backoff.
 */
export function retryDelay(error: unknown, attempt: number, random: () => number = Math.random): number | undefined {
  if (attempt >= RETRY_POLICY.attempts) return undefined
  const retryable =
    error instanceof NetworkError ||
    (error instanceof RetryableApiError && error.status !== RATE_LIMITED && RETRYABLE_STATUS.has(error.status)) ||
    (error instanceof UnreadableAnswerError && error.retryable)
  if (!retryable) return undefined
  const backoff = Math.min(RETRY_POLICY.maxDelayMs, RETRY_POLICY.baseDelayMs * 2 ** (attempt - 1))
  const jittered = backoff / 2 + random() * (backoff / 2)
  const hinted = error instanceof RetryableApiError ? error.retryAfterMs : undefined
  return hinted === undefined ? jittered : Math.min(Math.max(hinted, jittered), RETRY_POLICY.maxDelayMs * 6)
}

/** A 2xx answer read whole, up to MAX_RESPONSE_BYTES. */
const wholeJson: OkReader<unknown> = async (response, purpose) => {
  const body = await readCapped(response.body, MAX_RESPONSE_BYTES)
  if (body.over) throw tooLarge(purpose, response.statusCode)
  return () => parseJson(purpose, response.statusCode, response, body.text)
}

/** A JSON array answer's records (Http.jsonRecords), and whether reading stopped before its end. */
export interface JsonRecords {
  /** Each record parsed, in order; an OversizedRecord in place of one too large to read. */
  records: unknown[]
  /** Reading stopped before the answer's end, its records kept reaching MAX_RESPONSE_BYTES: the rest comes with the next page. */
  cut: boolean
}

/** A 2xx answer read record by record (bounded-body.ts), noting `fields` of a record too large to keep. */
function recordsOf(fields: readonly string[]): OkReader<JsonRecords | undefined> {
  return async (response, purpose) => {
    const caps = { recordBytes: MAX_RESPONSE_BYTES, keptBytes: MAX_RESPONSE_BYTES, fields }
    let read: ArrayRead
    try {
      read = await readArrayRecords(response.body, caps)
    } catch (error) {
      if (!(error instanceof MalformedArray)) throw error
      throw notJson(purpose, response, error.head)
    }
    return () => parseRecords(purpose, response, read)
  }
}

/** The records read, each parsed and bounded as a whole answer is; undefined for JSON that is no array. */
function parseRecords(purpose: string, response: Dispatcher.ResponseData, read: ArrayRead): JsonRecords | undefined {
  const status = response.statusCode
  if (!read.array) {
    if (read.over) throw tooLarge(purpose, status)
    parseJson(purpose, status, response, read.text)
    return undefined
  }
  const texts = read.records.filter((record): record is string => typeof record === 'string')
  // The page holds no more objects and arrays than a whole answer may.
  if (texts.reduce((sum, text) => sum + text.length, 0) > MAX_JSON_NODES) {
    if (texts.reduce((sum, text) => sum + jsonNodes(text), 0) > MAX_JSON_NODES) throw tooManyNodes(purpose, status)
  }
  // Each record is a level inside the array.
  const records = read.records.map(record =>
    typeof record === 'string' ? parseJson(purpose, status, response, record, MAX_JSON_DEPTH - 1) : record
  )
  return { records, cut: read.cut }
}

function tooLarge(purpose: string, status: number): UnreadableAnswerError {
  const what = `${purpose} failed: the service's answer is larger than ${MAX_RESPONSE_BYTES / 1024 / 1024} MiB, so it was not read further.`
  return new UnreadableAnswerError(what, status, false, CHECK_BASE_URL)
}

function tooManyNodes(purpose: string, status: number): UnreadableAnswerError {
  const what = `${purpose} failed: the service's answer holds more than ${MAX_JSON_NODES.toLocaleString('en')} objects or arrays, so it is not read.`
  return new UnreadableAnswerError(what, status, false, CHECK_BASE)
}

function notJson(purpose: string, response: Dispatcher.ResponseData, text: string): UnreadableAnswerError {
  const what = `${purpose} failed: the service answered ${response.statusCode} with a body that is not JSON ${describeBody(response, text)}.`
  const next = `check ${setting('baseUrl')} (a proxy may be answering) and the service's status.`
  return new UnreadableAnswerError(what, response.statusCode, true, next)
}

/** A 2xx answer's JSON, bounded in nodes and `depth`; an UnreadableAnswerError otherwise. */
function parseJson(
  purpose: string,
  status: number,
  response: Dispatcher.ResponseData,
  text: string,
  depth = MAX_JSON_DEPTH
): unknown {
  // Text shorter than a bound cannot hold more nodes than it has characters, nor nest deeper.
  if (text.length > MAX_JSON_NODES && jsonNodes(text) > MAX_JSON_NODES) throw tooManyNodes(purpose, status)
  if (text.length > depth && nestsDeeper(text, depth)) {
    const what = `${purpose}: the service's answer nests objects or arrays more than ${MAX_JSON_DEPTH} levels deep, so ${phrase('tool')} does not read it.`
    throw new UnreadableAnswerError(what, status, false, CHECK_BASE)
  }
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    // A stack overflow while parsing is an unreadable answer too, never a crash of the run.
    if (error instanceof RangeError) {
      const what = `${purpose}: the service's answer could not be read (${messageExcerpt(error.message, 80)}).`
      throw new UnreadableAnswerError(what, status, false, CHECK_BASE)
    }
    throw notJson(purpose, response, text)
  }
}

/** The typed error a status other than 2xx calls for, with what the body says. */
function refused(spec: RequestSpec, url: URL, response: Dispatcher.ResponseData, text: string): never {
  const status = response.statusCode
  const purpose = capitalized(spec.purpose)
  if (status >= 300 && status < 400) {
    const location = String(response.headers.location ?? '')
    const target = location ? ` to ${messageExcerpt(redirectTarget(location, url), 120)}` : ''
    const what = `${purpose} failed: the API answered with a redirect (HTTP ${status})${target}, which is not followed, so the API key never goes to another address.`
    throw new UnreadableAnswerError(
      what,
      status,
      false,
      `check ${setting('baseUrl')}: it must be the API's own address, not a page that redirects.`
    )
  }
  const serverMessage = errorField(text)
  const shown = serverMessage === undefined ? describeBody(response, text) : `"${messageExcerpt(serverMessage, 300)}"`
  const message = `${purpose} failed: HTTP ${status} ${shown}.`
  if (RETRYABLE_STATUS.has(status))
    throw new RetryableApiError(message, status, serverMessage, retryAfter(response.headers))
  throw new ApiError(message, status, serverMessage)
}

function networkError(spec: RequestSpec, url: URL, error: unknown): Error {
  const code = error instanceof UndiciError ? error.code : (error as { code?: string } | null)?.code
  const reason = code ?? (error instanceof Error ? error.message : String(error))
  return new NetworkError(
    `${capitalized(spec.purpose)} failed: no answer from ${url.origin} (${messageExcerpt(String(reason), 120)}).`,
    `check ${setting('baseUrl')} and the service's status.`
  )
}

/** Counts `{` and `[` (inside strings too: an upper bound on what JSON.parse would build). */
function jsonNodes(text: string): number {
  let count = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code === 123 || code === 91) count++
  }
  return count
}

/** Whether JSON text nests objects and arrays deeper than `max` (brackets inside strings do not count). */
function nestsDeeper(text: string, max: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (inString) {
      if (code === 92) i++
      else if (code === 34) inString = false
    } else if (code === 34) inString = true
    else if (code === 123 || code === 91) {
      if (++depth > max) return true
    } else if (code === 125 || code === 93) depth--
  }
  return false
}

/** A redirect's target as an origin and path (never its query, which may carry tokens). */
function redirectTarget(location: string, base: URL): string {
  try {
    const target = new URL(location, base)
    return `${target.origin}${target.pathname}`
  } catch {
    return 'an invalid address'
  }
}

function errorField(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as Partial<ApiErrorBody> | null
    return typeof body?.error === 'string' ? body.error : undefined
  } catch {
    return undefined
  }
}

function describeBody(response: Dispatcher.ResponseData, text: string): string {
  const type = messageExcerpt(String(response.headers['content-type'] ?? 'no content type').split(';')[0] ?? '', 60)
  const shown = messageExcerpt(text, 120)
  return shown === '' ? `(${type}, empty body)` : `(${type}: ${shown})`
}

/** An HTTP date as RFC 9110 prefers it (IMF-fixdate): `Sun, 06 Nov 1994 08:49:37 GMT`. */
const IMF_FIXDATE =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/

/**
 * Retry-After in milliseconds: whole seconds, or an IMF-fixdate measured against the answer's
 * own Date (else our clock, which may differ from the service's). Undefined when absent, not
 * positive, or in any other form (`-1`, `5.5` and `1,2` are not read as past dates): the caller
 * then backs off on its own.
 */
export function retryAfter(headers: Dispatcher.ResponseData['headers'], now = Date.now()): number | undefined {
  const first = (value: string | string[] | undefined): string | undefined =>
    (Array.isArray(value) ? value[0] : value)?.trim()
  const value = first(headers['retry-after'])
  if (value === undefined || value === '') return undefined
  let ms: number
  if (/^\d{1,9}$/.test(value)) ms = Number(value) * 1000
  else if (IMF_FIXDATE.test(value)) {
    const sent = Date.parse(first(headers.date) ?? '')
    ms = Date.parse(value) - (Number.isNaN(sent) ? now : sent)
  } else return undefined
  return ms > 0 ? ms : undefined
}

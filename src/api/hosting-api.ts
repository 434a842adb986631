import * as core from '@actions/core'
import { Agent, EnvHttpProxyAgent, errors as undiciErrors, request, type Dispatcher } from 'undici'
import type {
  ApiErrorBody,
  DeployRequest,
  DeployResponse,
  DeploymentsPage,
  EnvImportResponse,
  EnvVar,
  Identity
} from './types.js'
import { ActionError, ApiError, NetworkError, RetryableApiError } from '../errors.js'
import { isPathSegment } from '../text/identifiers.js'
import { isLoopback } from './loopback.js'
import { sleep } from '../deadline.js'
import { excerpt } from '../text/remote-text.js'

// The one module that talks HTTP: base URL, auth header, JSON, error messages, retry policy.

export interface ClientOptions {
  baseUrl: string
  apiKey: string
  userAgent: string
  /** Aborts every request and retry wait (the step's deadline or cancellation). */
  signal?: AbortSignal
  /** Retry policy for idempotent requests; the defaults suit the real service. */
  retry?: Partial<RetryPolicy>
}

export interface RetryPolicy {
  attempts: number
  baseDelayMs: number
  maxDelayMs: number
}

interface RequestSpec {
  method: 'GET' | 'POST'
  path: string
  query?: Record<string, string | number | undefined>
  body?: unknown
  /** What the request does, for error messages: "checking the API key". */
  purpose: string
  /** Safe to repeat after a network error, 5xx or 429. */
  idempotent: boolean
  /** Ends this request (and its retries) early, besides the client's own signal. */
  signal?: AbortSignal
}

const DEFAULT_RETRY: RetryPolicy = { attempts: 4, baseDelayMs: 500, maxDelayMs: 10_000 }
/** The largest JSON answer read; a larger one is cut off while it streams in, never buffered. */
export const MAX_RESPONSE_BYTES = 4 * 1024 * 1024
/**
 * The most objects and arrays one answer may hold: a few MiB of `{}` would otherwise parse
 * into millions of objects and hundreds of MB. Far above any real page (a log page of
 * 1,000 records has about 1,000).
 */
const MAX_JSON_NODES = 200_000
/** The service's clock is believed only this close to ours (a stale proxy, a forged Date). */
const MAX_CLOCK_SKEW_MS = 5 * 60_000
/** Of an error answer only an excerpt is shown, so only this much is read. */
const MAX_ERROR_BODY_BYTES = 64 * 1024
const RETRYABLE_STATUS = new Set([429, 500, 502, 503, 504])

/** What the spec's Errors table says to check next, per status. */
const NEXT_STEP: Record<number, string> = {
  400: 'check the inputs and the service configuration',
  401: 'the API key is missing, invalid or revoked: check the api-key secret',
  402: 'the account must resolve a billing requirement in the dashboard',
  403: "the key's type, capabilities or scope do not permit this operation: use a key that grants it",
  404: 'the resource does not exist or is not visible to this key: check service-id and the key scope',
  409: 'the current state of the resource prevents this: inspect it in the dashboard before retrying',
  429: 'the service is rate limiting requests: retry later',
  500: 'the service could not complete the operation: check the resource state before retrying'
}

export class HostingClient {
  readonly #options: ClientOptions
  readonly #retry: RetryPolicy
  readonly #dispatcher: Dispatcher
  /** Requests sent, retries included (for the job log and the benchmark). */
  requestCount = 0
  /** The service's clock minus ours, from the last response's Date header. */
  #clockOffsetMs: number | undefined

  constructor(options: ClientOptions) {
    this.#options = options
    this.#retry = { ...DEFAULT_RETRY, ...options.retry }
    // HTTPS_PROXY, HTTP_PROXY and NO_PROXY (either case) are honoured, as GitHub's own toolkit
    // does, and like it never for the runner itself: the key must not take a detour there.
    const settings = { connectTimeout: 10_000, headersTimeout: 30_000, bodyTimeout: 30_000, keepAliveTimeout: 30_000 }
    this.#dispatcher = isLoopback(new URL(options.baseUrl).hostname) ? new Agent(settings) : new EnvHttpProxyAgent(settings)
  }

  /**
   * The service's current time as best known (its Date header, 1 s resolution), for
   * comparing with times it reports; undefined before any answer carried a Date.
   */
  serverNow(): number | undefined {
    return this.#clockOffsetMs === undefined ? undefined : Date.now() + this.#clockOffsetMs
  }

  whoami(): Promise<Identity> {
    return this.#json({ method: 'GET', path: '/api/auth/me', purpose: 'checking the API key', idempotent: true })
  }

  /** An upsert, so repeating it after a lost answer is safe. */
  importEnv(serviceId: string, vars: EnvVar[]): Promise<EnvImportResponse> {
    return this.#json({
      method: 'POST',
      path: `/api/services/${segment(serviceId)}/env/import`,
      body: { vars },
      purpose: 'importing variables',
      idempotent: true
    })
  }

  /** Queues a deployment. Never repeated blindly: a second try could queue a second deployment. */
  deploy(serviceId: string, ref: string | undefined): Promise<DeployResponse> {
    const body: DeployRequest = ref === undefined ? {} : { ref }
    return this.#json({
      method: 'POST',
      path: `/api/services/${segment(serviceId)}/deploy`,
      body,
      purpose: 'queuing the deployment',
      idempotent: false
    })
  }

  listDeployments(serviceId: string, before?: number): Promise<DeploymentsPage> {
    return this.#json({
      method: 'GET',
      path: `/api/services/${segment(serviceId)}/deployments`,
      query: { before },
      purpose: 'reading the deployment state',
      idempotent: true
    })
  }

  /**
   * Raw log records newer than `after`; watch/log-poll.ts makes sense of their shape. `signal`
   * ends this read early (the stream stopped, a drain out of time) besides the step's own.
   */
  deploymentLogs(deploymentId: string, after: number | undefined, signal?: AbortSignal): Promise<unknown[]> {
    return this.#json({
      method: 'GET',
      path: `/api/deployments/${segment(deploymentId)}/logs`,
      query: { after },
      purpose: 'reading the deployment log',
      idempotent: true,
      signal
    })
  }

  /**
   * Opens GET /api/deployments/{id}/logs/stream (server-sent events). The key goes in the
   * Authorization header only. Resolves with the open body, or with why the stream is not
   * available; the caller decides whether to reconnect or poll. `silenceMs` bounds the gap
   * between two chunks (keep-alive comments count), so a stalled stream errors out.
   */
  async openLogStream(deploymentId: string, lastEventId: string | undefined, signal: AbortSignal, silenceMs: number): Promise<LogStreamOpen> {
    const url = new URL(`${this.#options.baseUrl}/api/deployments/${segment(deploymentId)}/logs/stream`)
    const headers: Record<string, string> = {
      authorization: `Bearer ${this.#options.apiKey}`,
      accept: 'text/event-stream',
      'cache-control': 'no-cache',
      'user-agent': this.#options.userAgent
    }
    if (lastEventId !== undefined) headers['last-event-id'] = lastEventId
    this.requestCount++
    let response: Dispatcher.ResponseData
    try {
      response = await request(url, { method: 'GET', headers, dispatcher: this.#dispatcher, signal, headersTimeout: silenceMs, bodyTimeout: silenceMs })
    } catch (error) {
      if (signal.aborted) throw signal.reason
      return { open: false, status: 0, reason: excerpt(String((error as { code?: string }).code ?? (error as Error).message), 120) }
    }
    const type = String(response.headers['content-type'] ?? '')
    if (response.statusCode !== 200 || !type.toLowerCase().startsWith('text/event-stream')) {
      const text = (await readCapped(response.body, MAX_ERROR_BODY_BYTES).catch(() => undefined))?.text ?? ''
      const reason = errorField(text) ?? describeBody(response, text)
      return { open: false, status: response.statusCode, reason: excerpt(reason, 160) }
    }
    response.body.setEncoding('utf8')
    return { open: true, chunks: response.body as AsyncIterable<string> }
  }

  /** The client's signal, joined with the request's own when it has one. */
  #signalFor(spec: RequestSpec): AbortSignal | undefined {
    if (!spec.signal) return this.#options.signal
    return this.#options.signal ? AbortSignal.any([this.#options.signal, spec.signal]) : spec.signal
  }

  async close(): Promise<void> {
    await this.#dispatcher.close()
  }

  async #json<T>(spec: RequestSpec): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return (await this.#once(spec)) as T
      } catch (error) {
        const retryAfterMs = this.#retryDelay(spec, error, attempt)
        if (retryAfterMs === undefined) throw error
        await sleep(retryAfterMs, this.#signalFor(spec))
      }
    }
  }

  /** Milliseconds to wait before trying again, or undefined to give up. */
  #retryDelay(spec: RequestSpec, error: unknown, attempt: number): number | undefined {
    if (!spec.idempotent || attempt >= this.#retry.attempts || this.#signalFor(spec)?.aborted) return undefined
    const retryable =
      error instanceof NetworkError || (error instanceof RetryableApiError && (RETRYABLE_STATUS.has(error.status) || error.status < 300))
    if (!retryable) return undefined
    const backoff = Math.min(this.#retry.maxDelayMs, this.#retry.baseDelayMs * 2 ** (attempt - 1))
    const jittered = backoff / 2 + Math.random() * (backoff / 2)
    const hinted = error instanceof RetryableApiError ? error.retryAfterMs : undefined
    return hinted === undefined ? jittered : Math.min(Math.max(hinted, jittered), this.#retry.maxDelayMs * 6)
  }

  async #once(spec: RequestSpec): Promise<unknown> {
    const url = new URL(this.#options.baseUrl + spec.path)
    for (const [name, value] of Object.entries(spec.query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, String(value))
    }
    const headers: Record<string, string> = {
      authorization: `Bearer ${this.#options.apiKey}`,
      accept: 'application/json',
      'user-agent': this.#options.userAgent
    }
    if (spec.body !== undefined) headers['content-type'] = 'application/json'

    this.requestCount++
    const started = Date.now()
    let response: Dispatcher.ResponseData
    let text: string
    try {
      response = await request(url, {
        method: spec.method,
        headers,
        body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
        dispatcher: this.#dispatcher,
        signal: this.#signalFor(spec)
      })
      const ok = response.statusCode >= 200 && response.statusCode < 300
      const body = await readCapped(response.body, ok ? MAX_RESPONSE_BYTES : MAX_ERROR_BODY_BYTES)
      if (ok && body.over) {
        throw new ApiError(
          `${capitalize(spec.purpose)}: the service's answer is larger than ${MAX_RESPONSE_BYTES / 1024 / 1024} MiB, so the action stopped reading it. Next: check base-url (something other than the hosting API may be answering) and the service's status.`,
          response.statusCode
        )
      }
      text = body.text
    } catch (error) {
      if (error instanceof ActionError) throw error
      const signal = this.#signalFor(spec)
      if (signal?.aborted) throw signal.reason
      core.debug(`${spec.method} ${url.pathname}${url.search} -> no answer after ${Date.now() - started} ms`)
      throw networkError(spec, url, error)
    }

    const status = response.statusCode
    // Method, path and status only: bodies may hold variable values and are never logged.
    core.debug(`${spec.method} ${url.pathname}${url.search} -> HTTP ${status} in ${Date.now() - started} ms`)
    const date = Date.parse(String(response.headers.date ?? ''))
    if (!Number.isNaN(date) && Math.abs(date - Date.now()) <= MAX_CLOCK_SKEW_MS) this.#clockOffsetMs = date - Date.now()
    if (status >= 200 && status < 300) {
      if (jsonNodes(text) > MAX_JSON_NODES) {
        throw new ApiError(
          `${capitalize(spec.purpose)}: the service's answer holds more than ${MAX_JSON_NODES.toLocaleString('en')} objects or arrays, so the action does not read it. Next: check base-url (something other than the hosting API may be answering).`,
          status
        )
      }
      try {
        return JSON.parse(text) as unknown
      } catch {
        throw new RetryableApiError(
          `${capitalize(spec.purpose)}: the service answered ${status} with a body that is not JSON (${describeBody(response, text)}). Next: check base-url (a proxy may be answering) and the service's status.`,
          status
        )
      }
    }
    if (status >= 300 && status < 400) {
      const location = String(response.headers.location ?? '')
      throw new ApiError(
        `${capitalize(spec.purpose)} failed: HTTP ${status}, a redirect${location ? ` to ${excerpt(redirectTarget(location, url), 120)}` : ''}. The action does not follow redirects, so the API key never goes to another address. Next: set base-url to the address the API answers at.`,
        status
      )
    }
    const serverMessage = errorField(text)
    const shown = serverMessage === undefined ? describeBody(response, text) : `"${excerpt(serverMessage, 300)}"`
    const next = NEXT_STEP[status] ?? (status >= 500 ? NEXT_STEP[500] : 'check the request and the service')
    const message = `${capitalize(spec.purpose)} failed: HTTP ${status} ${shown}. Next: ${next}.`
    if (RETRYABLE_STATUS.has(status)) {
      throw new RetryableApiError(message, status, serverMessage, retryAfter(response.headers['retry-after']))
    }
    throw new ApiError(message, status, serverMessage)
  }
}

export type LogStreamOpen = { open: true; chunks: AsyncIterable<string> } | { open: false; status: number; reason: string }

function networkError(spec: RequestSpec, url: URL, error: unknown): Error {
  const code = error instanceof undiciErrors.UndiciError ? error.code : (error as { code?: string } | null)?.code
  const reason = code ?? (error instanceof Error ? error.message : String(error))
  return new NetworkError(`${capitalize(spec.purpose)} failed: no answer from ${url.origin} (${excerpt(String(reason), 120)}). Next: check base-url and the service's status.`)
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

/** A redirect's target as an origin and path (never its query, which may carry tokens). */
function redirectTarget(location: string, base: URL): string {
  try {
    const target = new URL(location, base)
    return `${target.origin}${target.pathname}`
  } catch {
    return 'an invalid address'
  }
}

/** An id as one URL path segment; anything else (`..`, `/`, `%2F`, controls) is refused before any request. */
function segment(id: string): string {
  if (!isPathSegment(id)) throw new ActionError(`Refusing to put "${excerpt(id, 60)}" into a request path: it is not a plain id. Next: check service-id and base-url.`)
  return encodeURIComponent(id)
}

/** Reads a body up to `cap` bytes; past that it stops reading and drops the connection. */
async function readCapped(body: Dispatcher.ResponseData['body'], cap: number): Promise<{ text: string; over: boolean }> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > cap) {
      body.destroy()
      chunks.push(chunk.subarray(0, chunk.length - (size - cap)))
      return { text: Buffer.concat(chunks).toString('utf8'), over: true }
    }
    chunks.push(chunk)
  }
  return { text: Buffer.concat(chunks).toString('utf8'), over: false }
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
  const type = excerpt(String(response.headers['content-type'] ?? 'no content type').split(';')[0] ?? '', 60)
  const shown = excerpt(text, 120)
  return shown === '' ? `(${type}, empty body)` : `(${type}: ${shown})`
}

function retryAfter(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header
  if (value === undefined || value.trim() === '') return undefined
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now())
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

import { UserFacingError } from '../core/errors.js'
import { isPathSegment } from '../text/identifiers.js'
import { messageExcerpt } from '../text/remote-text.js'
import { Http, type EventStreamOpen, type HttpOptions, type JsonRecords } from './http.js'
import type { RateLimits } from './rate-limit.js'
import type {
  DeployRequest,
  DeployResponse,
  DeploymentsPage,
  EnvImportResponse,
  EnvVar,
  Identity
} from '../core/api-types.js'
import { setting } from '../core/vocabulary.js'

// The endpoints of the hosting API the action calls; http.ts sends them.

/**
 * Reads the run can do without (the domains for the url output, the superseded check, the
 * runtime log) get this long each, 429 waits included: a rate limit must not hold the step
 * until its timeout for them.
 */
export const OPTIONAL_READ_MS = 15_000

export type ClientOptions = Omit<HttpOptions, 'random'>
export type LogStreamOpen = EventStreamOpen

/** The fields that may carry a log record's sequence number (docs/api-notes.md, Deployment log record). */
const LOG_SEQUENCE_FIELDS = ['seq', 'sequence', 'id'] as const

/** One page of a service's deployment list. */
export interface ListPage {
  /** A `nextCursor` the list returned: the page after it (the newest page without it). */
  before?: number
  /** Records per page; the service's own default (25) without it. */
  limit?: number
  /** Ends this read early (an optional read's own budget) besides the step's own. */
  signal?: AbortSignal
  /** 429s waited out before the 429 is thrown (api/http.ts); no bound without it. */
  limitedResends?: number
}

/** What a read of the runtime log asks for (GET /api/services/{id}/logs). */
export interface RuntimeLogQuery {
  limit?: number
  /** Lines newer than this log id (the live tail). */
  after?: number
  /** Lines older than this log id. */
  before?: number
  /** Lines from this RFC 3339 time on (ignored by the live tail, and by the service when malformed). */
  since?: string
}

/** What a run learns of the service's ways, shared by every client of the run. */
interface ServiceWays {
  /** A log stream of the run carried a state event. */
  streamStates: boolean
}

export class HostingClient {
  readonly #http: Http
  readonly #options: ClientOptions
  readonly #ways: ServiceWays

  constructor(options: ClientOptions, ways: ServiceWays = { streamStates: false }) {
    this.#options = options
    this.#http = new Http(options)
    this.#ways = ways
  }

  /**
   * A client of the same run with its own signal and log (one service of an app): it shares
   * this one's connection pool, rate limits with the run's budget of requests, and what the run
   * learnt of the service's ways; closing it closes nothing.
   */
  derive(options: Pick<ClientOptions, 'signal' | 'log'>): HostingClient {
    return new HostingClient({ ...this.#options, ...options, shared: this.#http.shared }, this.#ways)
  }

  /**
   * Whether a log stream of this run has carried a state event: the service's streams are all
   * alike, so one opened late (its requests paced) carries them too, though none has come yet.
   */
  get streamsCarryStates(): boolean {
    return this.#ways.streamStates
  }

  /** A log stream of this run carried a state event. */
  noteStreamState(): void {
    this.#ways.streamStates = true
  }

  /** What the run has met of the service's rate limit (HTTP 429). */
  get rateLimits(): RateLimits {
    return this.#http.rateLimits
  }

  /** The service's current time as best known; undefined before any answer carried a Date. */
  serverNow(): number | undefined {
    return this.#http.serverNow()
  }

  async close(): Promise<void> {
    await this.#http.close()
  }

  whoami(): Promise<Identity> {
    return this.#http.json({ method: 'GET', path: '/api/auth/me', purpose: 'checking the API key', idempotent: true })
  }

  /** An upsert, so repeating it after a lost answer is safe. */
  importEnv(serviceId: string, vars: EnvVar[]): Promise<EnvImportResponse> {
    return this.#http.json({
      method: 'POST',
      path: `/api/services/${segment(serviceId)}/env/import`,
      body: { vars },
      purpose: 'importing variables',
      idempotent: true
    })
  }

  /**
   * Queues a deployment. Never repeated blindly after a lost answer: a second try could queue a
   * second deployment (a 429 is sent again: it was refused unhandled). `onSend` runs before each attempt.
   */
  deploy(serviceId: string, ref: string | undefined, onSend?: () => void): Promise<DeployResponse> {
    const body: DeployRequest = ref === undefined ? {} : { ref }
    return this.#http.json({
      method: 'POST',
      path: `/api/services/${segment(serviceId)}/deploy`,
      body,
      purpose: 'queuing the deployment',
      idempotent: false,
      onSend
    })
  }

  listDeployments(serviceId: string, page: ListPage = {}): Promise<DeploymentsPage> {
    return this.#http.json({
      method: 'GET',
      path: `/api/services/${segment(serviceId)}/deployments`,
      query: { before: page.before, limit: page.limit },
      purpose: 'reading the deployment state',
      idempotent: true,
      signal: page.signal,
      limitedResends: page.limitedResends
    })
  }

  /**
   * Raw log records newer than `after`, read record by record (http.ts, jsonRecords): one too
   * large to read is an OversizedRecord with its sequence number, and a page whose records
   * reach the cap is cut there. Undefined when the answer is no array. watch/log-poll.ts makes
   * sense of their shape. `signal` ends this read early (the stream stopped, a drain out of
   * time) besides the step's own.
   */
  deploymentLogs(
    deploymentId: string,
    after: number | undefined,
    signal?: AbortSignal
  ): Promise<JsonRecords | undefined> {
    const spec = {
      method: 'GET',
      path: `/api/deployments/${segment(deploymentId)}/logs`,
      query: { after },
      purpose: 'reading the deployment log',
      idempotent: true,
      signal
    } as const
    return this.#http.jsonRecords(spec, LOG_SEQUENCE_FIELDS)
  }

  /** The service's custom domains (raw records: steps/service-url.ts reads them loosely). */
  domains(serviceId: string, signal?: AbortSignal): Promise<unknown> {
    return this.#http.json({
      method: 'GET',
      path: `/api/services/${segment(serviceId)}/domains`,
      purpose: "reading the service's domains",
      idempotent: true,
      signal
    })
  }

  /** The newest `limit` lines of the service's runtime log (raw: api/runtime-records.ts reads them). */
  serviceLogs(serviceId: string, limit: number, signal?: AbortSignal): Promise<unknown> {
    return this.serviceLogPage(serviceId, { limit }, signal)
  }

  /**
   * One page of the service's runtime log: with `after`, the lines newer than that log id
   * (the live-tail path, which ignores time filters); otherwise the newest lines, older than
   * `before` and from `since` when given (raw: api/runtime-records.ts reads them).
   */
  serviceLogPage(serviceId: string, query: RuntimeLogQuery, signal?: AbortSignal): Promise<unknown> {
    return this.#http.json({
      method: 'GET',
      path: `/api/services/${segment(serviceId)}/logs`,
      query: { ...query },
      purpose: "reading the service's runtime log",
      idempotent: true,
      signal
    })
  }

  /**
   * Opens GET /api/deployments/{id}/logs/stream (server-sent events): the open body, or why the
   * stream is not available; the caller decides whether to reconnect or poll.
   */
  async openLogStream(
    deploymentId: string,
    lastEventId: string | undefined,
    signal: AbortSignal,
    silenceMs: number
  ): Promise<LogStreamOpen> {
    return this.#http.openEventStream(
      `/api/deployments/${segment(deploymentId)}/logs/stream`,
      lastEventId,
      signal,
      silenceMs
    )
  }
}

/** An id as one URL path segment; anything else (`..`, `/`, `%2F`, controls) is refused before any request. */
function segment(id: string): string {
  if (!isPathSegment(id))
    throw new UserFacingError(
      `Refusing to put "${messageExcerpt(id, 60)}" into a request path: it is not a plain id.`,
      `check ${setting('serviceId')} and ${setting('baseUrl')}.`
    )
  return encodeURIComponent(id)
}

// GET /api/deployments/{id}/logs/stream: server-sent events in each variant the spec leaves
// open (docs/api-notes.md): named or unnamed log events, with or without `id:`, status events,
// an end event or a plain close, keep-alive comments, `retry:`, slow pacing, connections
// cut after K events, a stream that starts at the newest line (no replay, Last-Event-ID
// ignored), or the stream refused outright. Written on the raw Node response so
// that a cut is a real dropped socket.
import type { ServerResponse } from 'node:http'
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response'
import type { Context } from 'hono'
import type { Env } from './http.js'
import type { SeedService, StreamConfig } from './seed.js'
import { deploymentRecord, logRecord } from './records.js'
import type { Deployment, DeploymentEvent } from './model.js'
import type { Store } from './store.js'

/** Connections opened per deployment, to cut only the first `drops` of them. */
const connectionsOf = new WeakMap<Deployment, number>()

export function streamDeploymentLogs(
  c: Context<Env>,
  res: ServerResponse,
  store: Store,
  service: SeedService,
  deployment: Deployment,
  config: StreamConfig
): Response {
  if (config.mode === '404' || config.mode === '405' || config.mode === '501') {
    return c.json({ error: 'log streaming is not available' }, Number(config.mode) as 404 | 405 | 501)
  }
  if (config.mode === 'html') return c.html('<html><body><h1>Streaming is switched off</h1></body></html>')

  const connection = (connectionsOf.get(deployment) ?? 0) + 1
  connectionsOf.set(deployment, connection)
  const cutAfter = config.dropAfter !== undefined && connection <= config.drops ? config.dropAfter : undefined

  res.writeHead(200, {
    ...c.get('rateLimitFields'),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    connection: 'keep-alive'
  })
  res.flushHeaders()
  new LogStream(res, service, deployment, config, cutAfter).start(store, resumeAfter(c, deployment, config))
  return RESPONSE_ALREADY_SENT
}

/** The last sequence already sent: from Last-Event-ID, or the newest line when the stream starts there. */
function resumeAfter(c: Context, deployment: Deployment, config: StreamConfig): number {
  const lastEventId = Number(c.req.header('last-event-id'))
  // startAt newest: no replay at all, so Last-Event-ID cannot ask for one either.
  if (config.startAt === 'newest') return deployment.lines.at(-1)?.seq ?? 0
  return config.ids && Number.isInteger(lastEventId) && lastEventId > 0 ? lastEventId : 0
}

const frame = (event: string | undefined, data: unknown, id?: number): string =>
  `${event ? `event: ${event}\n` : ''}${id !== undefined ? `id: ${id}\n` : ''}data: ${JSON.stringify(data)}\n\n`

/** One open stream: frames queued, then written paced or at once; cut after K log events; ended after the final status. */
class LogStream {
  readonly #res: ServerResponse
  readonly #service: SeedService
  readonly #deployment: Deployment
  readonly #config: StreamConfig
  readonly #cutAfter: number | undefined
  /** Frames to send; `log` marks log events, which the cut after K events counts. */
  readonly #queue: { text: string; log: boolean }[] = []
  readonly #keepAlive: NodeJS.Timeout
  #logEvents = 0
  #closed = false
  #pumping = false
  #endAfterQueue = false
  #unsubscribe: () => void = () => undefined

  constructor(
    res: ServerResponse,
    service: SeedService,
    deployment: Deployment,
    config: StreamConfig,
    cutAfter: number | undefined
  ) {
    this.#res = res
    this.#service = service
    this.#deployment = deployment
    this.#config = config
    this.#cutAfter = cutAfter
    this.#keepAlive = setInterval(
      () => {
        if (!this.#closed) res.write(': keep-alive\n\n')
      },
      config.keepAliveMs || 2 ** 31 - 1
    )
  }

  start(store: Store, resumeAfter: number): void {
    const deployment = this.#deployment
    if (this.#config.retryMs !== undefined) this.#queue.push({ text: `retry: ${this.#config.retryMs}\n\n`, log: false })
    for (const line of deployment.lines) if (line.seq > resumeAfter) this.#push({ kind: 'line', line })
    if (deployment.final) this.#push({ kind: 'status', status: deployment.status, final: true })
    else if (!this.#closed) this.#unsubscribe = store.subscribe(deployment.id, this.#push)
    this.#res.on('close', () => this.#close())
    void this.#pump()
  }

  #toFrame(event: DeploymentEvent): string | undefined {
    const config = this.#config
    if (event.kind === 'line') {
      return frame(
        config.eventName === 'log' ? 'log' : undefined,
        logRecord(this.#service, event.line),
        config.ids ? event.line.seq : undefined
      )
    }
    if (config.statusEvent === 'none') return undefined
    const data =
      config.statusEvent === 'deployment' ? deploymentRecord(this.#service, this.#deployment) : { status: event.status }
    return frame(config.statusEvent, data)
  }

  /** Stops following; false when it was closed already. */
  #close(): boolean {
    if (this.#closed) return false
    this.#closed = true
    this.#unsubscribe()
    clearInterval(this.#keepAlive)
    return true
  }

  #finish(): void {
    if (this.#close()) this.#res.end()
  }

  #cut(): void {
    if (this.#close()) this.#res.socket?.destroy()
  }

  async #pump(): Promise<void> {
    if (this.#pumping) return
    this.#pumping = true
    const paceMs = this.#config.paceMs
    while (!this.#closed && this.#queue.length > 0) {
      if (paceMs > 0) {
        await new Promise(resolve => setTimeout(resolve, paceMs))
        if (this.#closed) break
      }
      // Without pacing, everything queued goes out in one write.
      const take = paceMs > 0 ? 1 : this.#queue.length
      let chunk = ''
      for (const item of this.#queue.splice(0, take)) {
        if (this.#cutAfter !== undefined && item.log) {
          if (this.#logEvents >= this.#cutAfter) {
            if (chunk) this.#res.write(chunk)
            this.#cut()
            this.#pumping = false
            return
          }
          this.#logEvents++
        }
        chunk += item.text
      }
      if (chunk) this.#res.write(chunk)
    }
    this.#pumping = false
    if (!this.#closed && this.#endAfterQueue && this.#queue.length === 0) this.#finish()
  }

  readonly #push = (event: DeploymentEvent): void => {
    const text = this.#toFrame(event)
    if (text) this.#queue.push({ text, log: event.kind === 'line' })
    const end = this.#config.end
    if (event.kind === 'status' && event.final && end !== 'never') {
      if (end !== 'close') this.#queue.push({ text: frame(end, { status: event.status }), log: false })
      this.#endAfterQueue = true
    }
    void this.#pump()
  }
}

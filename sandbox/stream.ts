// GET /api/deployments/{id}/logs/stream: server-sent events in each variant the spec leaves
// open (docs/api-notes.md): named or unnamed log events, with or without `id:`, status events,
// an end event or a plain close, keep-alive comments, `retry:`, slow pacing, connections
// cut after K events, a stream that starts at the newest line (no replay, Last-Event-ID
// ignored), or the stream refused outright. Written on the raw Node response so
// that a cut is a real dropped socket.
import type { ServerResponse } from 'node:http'
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response'
import type { Context } from 'hono'
import type { SeedService, StreamConfig } from './seed.js'
import { deploymentRecord, logRecord } from './records.js'
import type { Deployment, DeploymentEvent } from './model.js'
import type { Store } from './store.js'

/** Connections opened per deployment, to cut only the first `drops` of them. */
const connectionsOf = new WeakMap<Deployment, number>()

export function streamDeploymentLogs(
  c: Context,
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
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    connection: 'keep-alive'
  })
  res.flushHeaders()

  const lastEventId = Number(c.req.header('last-event-id'))
  // startAt newest: no replay at all, so Last-Event-ID cannot ask for one either.
  const resumeAfter =
    config.startAt === 'newest'
      ? (deployment.lines.at(-1)?.seq ?? 0)
      : config.ids && Number.isInteger(lastEventId) && lastEventId > 0
        ? lastEventId
        : 0

  /** Frames to send; `log` marks log events, which the cut after K events counts. */
  const queue: { text: string; log: boolean }[] = []
  let logEvents = 0
  let closed = false
  let pumping = false
  let endAfterQueue = false
  let unsubscribe: () => void = () => undefined
  const keepAlive = setInterval(
    () => {
      if (!closed) res.write(': keep-alive\n\n')
    },
    config.keepAliveMs || 2 ** 31 - 1
  )

  const frame = (event: string | undefined, data: unknown, id?: number): string =>
    `${event ? `event: ${event}\n` : ''}${id !== undefined ? `id: ${id}\n` : ''}data: ${JSON.stringify(data)}\n\n`

  const toFrame = (event: DeploymentEvent): string | undefined => {
    if (event.kind === 'line') {
      return frame(
        config.eventName === 'log' ? 'log' : undefined,
        logRecord(service, event.line),
        config.ids ? event.line.seq : undefined
      )
    }
    if (config.statusEvent === 'none') return undefined
    const data = config.statusEvent === 'deployment' ? deploymentRecord(service, deployment) : { status: event.status }
    return frame(config.statusEvent, data)
  }

  const finish = (): void => {
    if (closed) return
    closed = true
    unsubscribe()
    clearInterval(keepAlive)
    res.end()
  }
  const cut = (): void => {
    if (closed) return
    closed = true
    unsubscribe()
    clearInterval(keepAlive)
    res.socket?.destroy()
  }

  const pump = async (): Promise<void> => {
    if (pumping) return
    pumping = true
    while (!closed && queue.length > 0) {
      if (config.paceMs > 0) {
        await new Promise(resolve => setTimeout(resolve, config.paceMs))
        if (closed) break
      }
      // Without pacing, everything queued goes out in one write.
      const take = config.paceMs > 0 ? 1 : queue.length
      let chunk = ''
      for (const item of queue.splice(0, take)) {
        if (cutAfter !== undefined && item.log) {
          if (logEvents >= cutAfter) {
            if (chunk) res.write(chunk)
            cut()
            pumping = false
            return
          }
          logEvents++
        }
        chunk += item.text
      }
      if (chunk) res.write(chunk)
    }
    pumping = false
    if (!closed && endAfterQueue && queue.length === 0) finish()
  }

  const push = (event: DeploymentEvent): void => {
    const text = toFrame(event)
    if (text) queue.push({ text, log: event.kind === 'line' })
    if (event.kind === 'status' && event.final && config.end !== 'never') {
      if (config.end !== 'close') queue.push({ text: frame(config.end, { status: event.status }), log: false })
      endAfterQueue = true
    }
    void pump()
  }

  if (config.retryMs !== undefined) queue.push({ text: `retry: ${config.retryMs}\n\n`, log: false })
  for (const line of deployment.lines) if (line.seq > resumeAfter) push({ kind: 'line', line })
  if (deployment.final) push({ kind: 'status', status: deployment.status, final: true })
  else if (!closed) unsubscribe = store.subscribe(deployment.id, push)
  res.on('close', () => {
    closed = true
    unsubscribe()
    clearInterval(keepAlive)
  })
  void pump()
  return RESPONSE_ALREADY_SENT
}

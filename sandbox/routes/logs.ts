// Observability: a service's runtime logs (historical reads and the live-tail path) and its
// metrics over a range.
import { z } from 'zod'
import { ACCESS, guard } from '../access.js'
import { parseQuery, wholeNumber, type App } from '../http.js'
import { runtimeLogRecord } from '../records.js'
import type { ServiceState } from '../model.js'
import type { Store } from '../store.js'
import { rfc3339 } from '../validate.js'

/**
 * A limit or log ID that is not a whole number is a 400 naming it, as on every endpoint;
 * malformed time filters are still ignored (the API documents that).
 */
export const logsQuery = z.object({
  limit: wholeNumber(1),
  q: z.string().optional(),
  before: wholeNumber(1, undefined, 'a log ID (a whole number from 1 up)'),
  after: wholeNumber(0, undefined, 'a log ID (a whole number from 0 up)'),
  since: z.string().optional(),
  until: z.string().optional()
})

/** The spec does not show the log limit's default or maximum. */
const DEFAULT_LOG_LIMIT = 100
const MAX_LOG_LIMIT = 1000

const RANGES = {
  '1h': { points: 60, stepSeconds: 60 },
  '6h': { points: 72, stepSeconds: 300 },
  '24h': { points: 96, stepSeconds: 900 },
  '7d': { points: 168, stepSeconds: 3600 }
}
export const metricsQuery = z.object({
  range: z
    .enum(
      Object.keys(RANGES) as [keyof typeof RANGES, ...(keyof typeof RANGES)[]],
      'range must be one of 1h, 6h, 24h, 7d'
    )
    .default('1h')
})

export function logRoutes(app: App, store: Store): void {
  app.get('/api/services/:id/logs', c => {
    const service = guard(c, store, c.req.param('id'), ACCESS.serviceLogs)
    const query = parseQuery(c, logsQuery)
    const limit = Math.min(query.limit ?? DEFAULT_LOG_LIMIT, MAX_LOG_LIMIT)
    const all = store.logsOf(service.id)
    // Spec, GET logs: with after, the live-tail path; search and time filters are not applied.
    const after = query.after
    if (after !== undefined)
      return c.json({
        logs: all
          .filter(log => log.id > after)
          .slice(0, limit)
          .map(runtimeLogRecord)
      })
    // Historical read: before, q, since (inclusive) and until (exclusive) combine; malformed times are ignored.
    const since = rfc3339(query.since)
    const until = rfc3339(query.until)
    const matching = all.filter(
      log =>
        (query.before === undefined || log.id < query.before) &&
        (query.q === undefined || log.line.includes(query.q)) &&
        (since === undefined || log.ts >= since) &&
        (until === undefined || log.ts < until)
    )
    // The newest `limit` matches, oldest first: page back with before = the first id.
    return c.json({ logs: matching.slice(-limit).map(runtimeLogRecord) })
  })

  app.get('/api/services/:id/metrics', c => {
    const service = guard(c, store, c.req.param('id'), ACCESS.metrics)
    const query = parseQuery(c, metricsQuery)
    return c.json(metrics(service, query.range))
  })
}

/** The spec does not show the metrics shape: a few series of points over the range. */
function metrics(service: ServiceState, range: keyof typeof RANGES): Record<string, unknown> {
  const { points, stepSeconds } = RANGES[range]
  const end = Math.floor(Date.now() / (stepSeconds * 1000)) * stepSeconds * 1000
  let seed = [...service.id].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7)
  const next = (): number => {
    seed = (seed * 1_103_515_245 + 12_345) >>> 0
    return seed / 2 ** 32
  }
  const series = (name: string, unit: string, scale: number): Record<string, unknown> => ({
    name,
    unit,
    points: Array.from({ length: points }, (_, i) => ({
      ts: new Date(end - (points - 1 - i) * stepSeconds * 1000).toISOString(),
      value: Math.round(next() * scale * 100) / 100
    }))
  })
  return {
    serviceId: service.id,
    range,
    stepSeconds,
    series: [
      series('cpu', 'percent', 100),
      series('memory', 'bytes', 512 * 1024 ** 2),
      series('httpRequests', 'count', 600)
    ]
  }
}

// Fault injection (issue 4): the failures a deploy step meets across the internet, on
// demand. Set per service (or globally) in the seed, or for one request with the
// `x-sandbox-fault` header (a JSON fault). Runs before authentication, as a proxy would;
// the header itself is refused without a valid key (server.ts).
import { setTimeout as delay } from 'node:timers/promises'
import type { HttpBindings } from '@hono/node-server'
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response'
import type { Context, MiddlewareHandler } from 'hono'
import { controlHeader } from './http.js'
import { faultSchema, type Fault } from './seed.js'
import type { Store } from './store.js'

const REASONS: Record<number, string> = {
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout'
}

export function faults(store: Store): MiddlewareHandler<{ Bindings: HttpBindings; Variables: { fault?: string } }> {
  const seen = new Map<Fault, number>()

  const pick = (c: Context): Fault | undefined => {
    const header = controlHeader(c, 'x-sandbox-fault', faultSchema)
    if (header !== undefined) return header
    const path = c.req.path
    const serviceId =
      /^\/api\/services\/([^/]+)/.exec(path)?.[1] ??
      store.deployment(/^\/api\/deployments\/([^/]+)/.exec(path)?.[1] ?? '')?.serviceId
    const rules = [...(serviceId ? (store.service(decodedSegment(serviceId))?.faults ?? []) : []), ...store.seed.faults]
    for (const rule of rules) {
      if (!matches(rule.on, c.req.method, path)) continue
      const count = (seen.get(rule) ?? 0) + 1
      seen.set(rule, count)
      if (count > rule.skip && count <= rule.skip + rule.times) return rule
    }
    return undefined
  }

  return async (c, next) => {
    const fault = pick(c)
    if (!fault) return next()
    c.set('fault', fault.kind === 'status' ? `status ${fault.status}` : fault.kind)
    const socket = c.env.outgoing.socket
    switch (fault.kind) {
      case 'status': {
        const reason = REASONS[fault.status] ?? 'Error'
        return c.html(
          `<html>\n<head><title>${fault.status} ${reason}</title></head>\n<body>\n<center><h1>${fault.status} ${reason}</h1></center>\n<hr><center>nginx</center>\n</body>\n</html>\n`,
          fault.status as 502
        )
      }
      case 'rate-limit':
        if (fault.retryAfter !== '') c.header('retry-after', fault.retryAfter)
        return c.json({ error: 'rate limit exceeded: slow down' }, 429)
      case 'drop-before':
        socket?.destroy()
        return RESPONSE_ALREADY_SENT
      case 'slow':
        await delay(fault.delayMs)
        return next()
      case 'drop-after':
        // The request is handled (a deploy is queued), then the answer is lost.
        await next()
        socket?.destroy()
        c.res = RESPONSE_ALREADY_SENT
        return
      case 'truncate': {
        await next()
        const text = await c.res.text()
        c.res = new Response(text.slice(0, Math.max(1, Math.floor(text.length / 2))), {
          status: c.res.status,
          headers: { 'content-type': 'application/json' }
        })
        return
      }
    }
  }
}

function matches(on: string, method: string, path: string): boolean {
  if (on === '*') return true
  const [m = '', suffix = ''] = on.split(' ')
  return m.toUpperCase() === method && path.endsWith(suffix)
}

/** A path segment decoded, or as it is when its escapes are malformed (no 500 before auth). */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

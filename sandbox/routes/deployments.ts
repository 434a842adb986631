// Deploying and following deployments: POST deploy, the paged deployment list, deployment
// logs and their SSE stream (shapes the spec leaves open: records.ts, stream.ts).
import type { Context } from 'hono'
import { z } from 'zod'
import { ACCESS, guard, inScope } from '../access.js'
import { deploymentInTheWay } from '../busy.js'
import {
  bodySchema,
  controlHeader,
  fail,
  failure,
  parseBody,
  parseQuery,
  wholeNumber,
  type App,
  type Env
} from '../http.js'
import { deploymentRecord, logRecord } from '../records.js'
import { streamSchema } from '../seed.js'
import { linesAfter, type Deployment, type ServiceState } from '../model.js'
import type { Store } from '../store.js'
import { streamDeploymentLogs } from '../stream.js'

export const deployBody = bodySchema({
  ref: z.string().min(1, 'ref must be a non-empty string when present').max(255).optional()
})
export const listQuery = z.object({
  limit: wholeNumber(1, 100),
  before: wholeNumber(0, undefined, 'a cursor returned as nextCursor (a whole number)')
})
export const deploymentLogsQuery = z.object({
  after: wholeNumber(0, undefined, 'a sequence number (a whole number from 0 up)')
})

export function deploymentRoutes(app: App, store: Store): void {
  app.post('/api/services/:id/deploy', async c => {
    const service = guard(c, store, c.req.param('id'), ACCESS.deploy)
    const body = await parseBody(c, deployBody)
    if (service.conflict) return fail(c, 409, service.conflict)
    const inTheWay = deploymentInTheWay(store, service)
    if (inTheWay) return fail(c, 409, `deployment ${inTheWay.id} is in progress: wait for it to finish`)
    if (service.sourceType === 'database' || service.sourceType === 'bucket')
      return fail(c, 400, 'databases are not deployed from a ref')
    if (service.sourceType === 'image' && body.ref !== undefined)
      return fail(c, 400, 'ref applies to Git services only')
    const deployment = store.deploy(service, body.ref)
    return c.json({ deploymentId: deployment.id, ref: deployment.ref }, 202)
  })

  app.get('/api/services/:id/deployments', c => {
    const service = guard(c, store, c.req.param('id'), ACCESS.listDeployments)
    const query = parseQuery(c, listQuery)
    const limit = query.limit ?? 25
    const before = query.before ?? Infinity
    const older = store.deploymentsOf(service.id).filter(d => d.cursor < before)
    const page = older.slice(0, limit)
    const body: { deployments: Record<string, unknown>[]; nextCursor?: number } = {
      deployments: page.map(d => deploymentRecord(service, d))
    }
    if (page.length === 0) body.nextCursor = 0
    else if (older.length > page.length) body.nextCursor = page.at(-1)?.cursor ?? 0
    return c.json(body)
  })

  /** The deployment in the path, if the key may read its logs; else throws the 404 or 403. */
  function deploymentFor(c: Context<Env>): { service: ServiceState; deployment: Deployment } {
    const deployment = store.deployment(c.req.param('id') ?? '')
    const owner = deployment && store.service(deployment.serviceId)
    // Out of scope reads as an unknown id, not as its service's 404.
    if (!deployment || !owner || !inScope(store, c.get('key'), owner)) throw failure(404, 'deployment not found')
    return { service: guard(c, store, deployment.serviceId, ACCESS.deploymentLogs), deployment }
  }

  app.get('/api/deployments/:id/logs', c => {
    const found = deploymentFor(c)
    const after = parseQuery(c, deploymentLogsQuery).after ?? 0
    const { service, deployment } = found
    const page = linesAfter(deployment, after, service.logPageSize)
    return c.json(page.map(line => logRecord(service, line)))
  })

  app.get('/api/deployments/:id/logs/stream', c => {
    const found = deploymentFor(c)
    // Per request: `x-sandbox-stream` (JSON, the seed's `stream` fields) overrides the
    // service's fields it names. Merged before validation: zod fills in defaults, so a
    // partial parse would reset the fields the header does not name.
    const base = found.service.stream
    const merged = z.preprocess(
      value => (value !== null && typeof value === 'object' && !Array.isArray(value) ? { ...base, ...value } : value),
      streamSchema
    )
    const config = controlHeader(c, 'x-sandbox-stream', merged)
    return streamDeploymentLogs(c, c.env.outgoing, store, found.service, found.deployment, config ?? base)
  })
}

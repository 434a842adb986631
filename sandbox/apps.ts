// The deployed applications: GET /apps/{service-id}/ (any path below it) answers as the
// service's live deployment would, so that the action's health check has something real to
// check. Not under /api: no key. A page names the service, the ref and the commit; the seed's
// `app` entry per ref makes it broken (500), slow to start (503 for a while), stale (the
// previous live deployment's commit), or break a while after going live (500 from then on,
// running-apps.ts).
import type { Context, Hono } from 'hono'
import type { Env } from './http.js'
import { commitOf, isSuccess, type Deployment } from './model.js'
import type { Store } from './store.js'

/** Where the applications are served, for `npm run sandbox` to print. */
export const APPS_PATH = '/apps/<service-id>/'

export function appRoutes(app: Hono<Env>, store: Store): void {
  const serve = (c: Context<Env>): Response => {
    const service = store.service(c.req.param('serviceId') ?? '')
    if (!service) return c.html(page('No such application', 'Nothing is deployed here.'), 404)
    const live = store.deploymentsOf(service.id).filter(d => d.final && isSuccess(d.status))
    const current = live[0]
    if (!current) return c.html(page(service.name, `${service.name} has no live deployment.`), 503)
    const behaviour = service.app[current.ref]
    if (store.appFailing(current))
      return c.text(`${service.name} at ${current.ref}: internal error (it stopped working after going live)\n`, 500)
    const liveSince = Date.parse(current.finishedAt ?? current.createdAt)
    if (behaviour && Date.now() - liveSince < behaviour.healthyAfterMs)
      return c.html(page(service.name, `${service.name} is starting...`), 503)
    if (behaviour && behaviour.status >= 400)
      return c.text(
        `${service.name} at ${current.ref}: internal error (could not reach its database)\n`,
        behaviour.status as 500
      )
    const shown: Deployment = behaviour?.stale ? (live[1] ?? current) : current
    return c.html(
      page(
        service.name,
        `Service ${service.name} (${service.id}), ref ${shown.ref}, commit ${commitOf(shown.ref)}, deployment ${shown.id}`
      ),
      (behaviour?.status ?? 200) as 200
    )
  }
  app.get('/apps/:serviceId', serve)
  app.get('/apps/:serviceId/*', serve)
}

function page(title: string, body: string): string {
  return `<!doctype html>\n<html><head><title>${escape(title)}</title></head><body><h1>${escape(title)}</h1><p>${escape(body)}</p></body></html>\n`
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, ch => `&#${ch.charCodeAt(0)};`)
}

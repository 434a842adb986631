import { ApiError } from '../api/errors.js'
import { OPTIONAL_READ_MS, type HostingClient } from '../api/hosting-api.js'
import type { AppConfig } from '../core/config.js'
import { NotFound } from '../core/errors.js'
import type { Log } from '../core/host.js'
import type { KeyCheck } from '../core/result.js'
import { firstVerified } from '../steps/service-url.js'
import { setting } from '../core/vocabulary.js'

// Before anything of the app changes, every service is there: a mistyped id would otherwise be
// found only when its deploy is refused, after the others went live. The read that shows it is
// the one each deploy makes first anyway (the domains, for the url output), so it is made here
// once and handed on; without domains: read (or with environment-url), the first page of the
// service's deployments shows it.

/** Each service's URL as its domains name it (undefined: none, or not read), by service id. */
export type FoundUrls = Map<string, string | undefined>

export async function findTheServices(
  client: HostingClient,
  app: AppConfig,
  key: KeyCheck,
  log: Log
): Promise<FoundUrls> {
  const urls: FoundUrls = new Map()
  const missing: string[] = []
  await Promise.all(
    app.services.map(async ({ config }) => {
      const byDomains = key.canReadDomains && config.environmentUrl === undefined
      // No URL to find for this key: the app says so once (missingUrls), not each service.
      if (!key.canReadDomains && config.environmentUrl === undefined) urls.set(config.serviceId, undefined)
      try {
        // As long as the deploy's own optional read may take: a slow answer proves nothing either way.
        const signal = AbortSignal.timeout(OPTIONAL_READ_MS)
        if (!byDomains) await client.listDeployments(config.serviceId, { signal })
        else urls.set(config.serviceId, firstVerified(await client.domains(config.serviceId, signal), log))
      } catch (error) {
        // Any other failure is the deploy's to meet and report, as for one service.
        if (error instanceof ApiError && error.status === 404) missing.push(config.serviceId)
      }
    })
  )
  if (missing.length > 0)
    throw new NotFound(
      `The app names ${missing.length === 1 ? 'a service' : 'services'} the API does not know, or this key cannot see: ${missing.sort().join(', ')} (HTTP 404). Nothing was changed: no service of the app was deployed.`,
      `check each ${setting('serviceId')} against the dashboard, and that the key's scope reaches it.`
    )
  return urls
}

/**
 * The services left without a URL (no environment-url, and no verified domain found or none
 * this key may read), said once for the app; undefined when every service has one or reads its own.
 */
export function missingUrls(app: AppConfig, key: KeyCheck, urls: FoundUrls): string | undefined {
  const names = app.services
    .filter(({ config }) => urls.has(config.serviceId) && urls.get(config.serviceId) === undefined)
    .map(service => service.name)
  if (names.length === 0) return undefined
  const why = key.canReadDomains
    ? `${names.length === 1 ? 'it has' : 'they have'} no verified domain, and ${setting('environmentUrl')} is empty`
    : `${setting('environmentUrl')} is empty, and the API key lacks domains: read to find a verified domain`
  return `No URL for ${names.join(', ')}: ${why}.`
}

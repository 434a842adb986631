import type { Log } from '../core/host.js'
import { ApiError } from '../api/errors.js'
import { OPTIONAL_READ_MS, type HostingClient } from '../api/hosting-api.js'
import { isTimeUp } from '../core/deadline.js'
import type { DeployConfig } from '../core/config.js'
import { describeError } from '../text/error-text.js'
import { messageExcerpt } from '../text/remote-text.js'
import type { KeyCheck } from './key-check.js'
import type { Run } from './run.js'
import { setting } from '../core/vocabulary.js'

// The `url` output: environment-url when given, else https:// and the service's first verified
// domain (GET domains; the key needs domains:read). Unknown is not an error: the output is empty.

/** Domain status words that mean the domain serves traffic (docs/api-notes.md, Domains). */
const SERVING = /^(verified|active|issued|ready|live)$/i
/** A DNS hostname: labels of letters, digits and hyphens, no port. */
const HOSTNAME = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/i

export async function serviceUrl(
  client: HostingClient,
  inputs: DeployConfig,
  key: KeyCheck,
  log: Log
): Promise<string | undefined> {
  if (inputs.environmentUrl !== undefined) return inputs.environmentUrl
  if (!key.canReadDomains) {
    log.info(
      `No ${setting('urlOutput')}: ${setting('environmentUrl')} is empty and the API key lacks domains: read to find a verified domain.`
    )
    return undefined
  }
  // One optional read's budget for the domains and, after a 404, the look at the deployments.
  const budget = AbortSignal.timeout(OPTIONAL_READ_MS)
  let answer: unknown
  try {
    answer = await client.domains(inputs.serviceId, budget)
  } catch (error) {
    if (isTimeUp(error)) {
      log.warning(
        `The service did not list its domains within ${OPTIONAL_READ_MS / 1000} s (it may be rate limiting), so ${setting('urlOutput')} is empty.`,
        'Service URL unknown'
      )
      return undefined
    }
    // Most often a mistyped service id: the deploy's own 404 says so, once. Warned when the service is there.
    if (
      error instanceof ApiError &&
      error.status === 404 &&
      !(await serviceIsThere(client, inputs.serviceId, budget))
    ) {
      log.debug(`The service's domains answered HTTP 404, as its deployments do: the deploy will say it is not found.`)
      return undefined
    }
    log.warning(
      // The title leads the message where a CI has no titles: the message starts with its own cause.
      `${describeError("Reading the service's domains", error).replace(/\.$/, '')}, so ${setting('urlOutput')} is empty.`,
      'Service URL unknown'
    )
    return undefined
  }
  const url = firstVerified(answer, log)
  sayUrl(url, log)
  return url
}

/**
 * Whether the service answers for its deployments (a key that may deploy may read them); in
 * doubt, yes. `budget` is what is left of the domains read's: no time of its own on top.
 */
async function serviceIsThere(client: HostingClient, serviceId: string, budget: AbortSignal): Promise<boolean> {
  try {
    await client.listDeployments(serviceId, { limit: 1, signal: budget })
    return true
  } catch (error) {
    return !(error instanceof ApiError && error.status === 404)
  }
}

/** The url output as the domains gave it, said once. */
function sayUrl(url: string | undefined, log: Log): void {
  if (url === undefined)
    log.info(
      `No ${setting('urlOutput')}: the service has no verified domain, and ${setting('environmentUrl')} is empty.`
    )
  else log.info(`Service URL: ${url}`)
}

/** environment-url is the url output from the start: sent even if the key check fails. */
export function reportGivenUrl(run: Run<{ url?: string }>, inputs: Pick<DeployConfig, 'environmentUrl'>): void {
  run.found.url = inputs.environmentUrl
  if (inputs.environmentUrl !== undefined) run.host.event({ type: 'output', name: 'url', value: inputs.environmentUrl })
}

/** The url output once the key is checked: environment-url, sent already, else a verified domain, sent once found. */
export async function findServiceUrl(
  run: Run<{ url?: string }>,
  inputs: DeployConfig,
  key: KeyCheck
): Promise<string | undefined> {
  if (inputs.environmentUrl !== undefined) return inputs.environmentUrl
  // A larger run (an app) read the domains already, and says once which services have no URL.
  const url = run.readUrl ? run.readUrl.url : await serviceUrl(run.client, inputs, key, run.host)
  if (run.readUrl && url !== undefined) sayUrl(url, run.host)
  run.found.url = url
  if (url !== undefined) run.host.event({ type: 'output', name: 'url', value: url })
  return url
}

/** https:// and the first record whose status says it serves traffic and whose hostname is one. */
export function firstVerified(answer: unknown, log: Log): string | undefined {
  const records = Array.isArray(answer)
    ? answer
    : Array.isArray((answer as { domains?: unknown } | null)?.domains)
      ? (answer as { domains: unknown[] }).domains
      : []
  let warned = false
  for (const record of records as { hostname?: unknown; status?: unknown }[]) {
    if (typeof record?.status !== 'string' || !SERVING.test(record.status.trim())) continue
    if (typeof record.hostname !== 'string') continue
    const hostname = record.hostname.trim().replace(/\.$/, '')
    const name = dnsName(hostname)
    if (name !== undefined) return `https://${name}`
    // Once: a hostile list must not fill the log with warnings.
    if (!warned)
      log.warning(
        `Domain "${messageExcerpt(hostname, 80)}" is not a DNS name (an IP address in any spelling, a port, or malformed): not used for the url output or the health check.`
      )
    warned = true
  }
  return undefined
}

/**
 * The host as the URL parser reads it, when that is a DNS name: never an IP address in any
 * spelling (`0x7f.1`, `2130706433`, `[::1]`), which the parser turns into one the service
 * chose, nor a port, which a custom domain does not carry.
 */
function dnsName(hostname: string): string | undefined {
  if (!HOSTNAME.test(hostname)) return undefined
  let host: string
  try {
    const url = new URL(`https://${hostname}/`)
    if (url.port !== '' || url.username !== '' || url.password !== '') return undefined
    host = url.hostname
  } catch {
    return undefined
  }
  // The parser writes every IPv4 spelling as four decimals, and IPv6 in brackets.
  if (/^[\d.]+$/.test(host) || host.startsWith('[')) return undefined
  return host
}

import type { HostingClient } from '../api/hosting-api.js'
import type { AppConfig } from '../core/config.js'
import { KeyRefused } from '../core/errors.js'
import type { Log } from '../core/host.js'
import { isServiceKey, judgeKey, readIdentity, type KeyCheck } from '../steps/key-check.js'
import { messageExcerpt } from '../text/remote-text.js'
import { setting } from '../core/vocabulary.js'

// One key check for the whole app, before anything changes: a service key names one service,
// so given several it is refused with the services it cannot reach; the permissions are
// checked once, variables: write when any service has variables.

export async function checkAppKey(client: HostingClient, app: AppConfig, log: Log): Promise<KeyCheck> {
  const identity = await readIdentity(client)
  const scope = identity.keyScope
  const ids = app.services.map(service => service.config.serviceId)
  if (isServiceKey(scope) && ids.length > 1) {
    const bound = typeof scope?.serviceId === 'string' ? scope.serviceId : undefined
    const unreachable = ids.filter(id => id !== bound)
    throw new KeyRefused(
      `The API key is a service key${bound === undefined ? '' : ` bound to service ${messageExcerpt(bound, 80)}`}, so it cannot deploy ${unreachable.join(', ')}: a service key reaches one service, and this app has ${ids.length}. Nothing was changed.`,
      `use a project or account key for an app of several services, or give ${setting('serviceId')} one service.`
    )
  }
  const variables = app.services.flatMap(service => service.config.variables)
  const logs = app.services.some(service => service.config.logs)
  const wait = app.services.some(service => service.config.wait)
  // A service with a verification window: a key without logs: read says what that costs, once.
  const verify = app.services.find(service => service.config.verify)?.config.verify
  const patterns = patternsOf(app)
  return judgeKey(
    identity,
    { serviceId: ids.length === 1 ? ids[0] : undefined, variables, logs, wait, verify, patterns },
    log
  )
}

/** The app's log patterns, named by key and service (they need logs: read); undefined when none has any. */
function patternsOf(app: AppConfig): string | undefined {
  const named = app.services.flatMap(({ name, config }) => {
    const keys = [
      config.verify?.failOnLog.length ? '`fail-on-log`' : undefined,
      config.verify?.ignoreLog.length ? '`ignore-log`' : undefined
    ].filter(key => key !== undefined)
    return keys.length === 0 ? [] : [`${keys.join(' and ')} of service \`${name}\``]
  })
  return named.length === 0 ? undefined : named.join(', ')
}

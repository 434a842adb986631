// What the in-process tests of the steps and the engine share: a sandbox seeded with copies of
// svc-web on quick scripts, a client on it as the engine makes one, a Log that records what a
// step says (harness/recording-host.ts), and the deploy requests a service got.
import type { Deployment } from '../../../sandbox/model.js'
import type { RecordedRequest, Sandbox } from '../../../sandbox/server.js'
import type { SeedInput } from '../../../sandbox/seed.js'
import { HostingClient } from '../../../src/api/hosting-api.js'
import type { Sleep } from '../../../src/core/deadline.js'
import { ACTION_WORDS } from '../../../src/core/vocabulary.js'
import { recordingHost, type RecordingHooks, type RecordingHost } from '../../harness/recording-host.js'
import type { Log } from '../../../src/core/host.js'
import { demoSeed, findKey, quickScripts, webCopy } from '../../harness/helpers.js'

export type ServiceSeed = SeedInput['services'][number]

/** The demo's full account key: it may do everything a deploy does. */
export const ACCOUNT_KEY = findKey(demoSeed(), k => k.kind === 'account' && !k.readOnly && !k.revoked, 'account key')

/**
 * The demo seed plus a copy of svc-web per entry, each on quick scripts with no history:
 * `main` goes live, `broken` fails, `hang` never ends, `replaced` is superseded by a newer
 * deployment, `rival` builds for a second, and `unhealthy` goes live but answers 500 at /apps/.
 */
export function stepSeed(services: Record<string, Partial<ServiceSeed>>): SeedInput {
  const seed = demoSeed()
  Object.assign(seed.scripts, quickScripts(10, 1000))
  for (const [id, extra] of Object.entries(services)) {
    webCopy(seed, id, {
      script: 'quick',
      refScripts: { broken: 'quick-fail', hang: 'hang', replaced: 'replaced', rival: 'rival' },
      app: { unhealthy: { status: 500 } },
      logs: ['boot: listening on :10000', 'ERROR could not reach the database'],
      ...extra
    })
  }
  return seed
}

/** The harness's recording host, what a step says spelled as the Action spells it. */
export const recordingLog = (hooks?: RecordingHooks): RecordingHost => recordingHost(hooks, ACTION_WORDS)

/** A client on the sandbox as the engine makes one (its requests said to `log`; its retry waits to `sleep`). */
export function clientOn(
  sandbox: Sandbox,
  apiKey: string,
  signal: AbortSignal,
  log: Log,
  sleep?: Sleep
): HostingClient {
  return new HostingClient({ baseUrl: sandbox.url, apiKey, userAgent: 'step-test', signal, log, sleep })
}

/** A sleep that records each wait asked of it and waits only a turn of the event loop. */
export function recordingSleep(): { sleep: Sleep; waits: number[] } {
  const waits: number[] = []
  return {
    waits,
    sleep: async (ms, signal) => {
      waits.push(ms)
      await new Promise(resolve => setImmediate(resolve))
      signal?.throwIfAborted()
    }
  }
}

/** The deploy requests the service got, oldest first (those the sandbox failed on purpose too). */
export function deployRequests(sandbox: Sandbox, serviceId: string): RecordedRequest[] {
  return sandbox.requests.filter(r => r.method === 'POST' && r.path === `/api/services/${serviceId}/deploy`)
}

/** The service's deployment list reads, oldest first. */
export function listReads(sandbox: Sandbox, serviceId: string): RecordedRequest[] {
  return sandbox.requests.filter(r => r.method === 'GET' && r.path === `/api/services/${serviceId}/deployments`)
}

/** The sandbox's service, to queue deployments of it directly (another pipeline's, say). */
export function serviceOf(sandbox: Sandbox, serviceId: string): NonNullable<ReturnType<Sandbox['store']['service']>> {
  const service = sandbox.store.service(serviceId)
  if (!service) throw new Error(`the sandbox has no service ${serviceId}`)
  return service
}

/** Resolves once the deployment has its final status. */
export function settled(sandbox: Sandbox, deployment: Deployment): Promise<void> {
  return new Promise(resolve => {
    if (deployment.final) return resolve()
    const stop = sandbox.store.subscribe(deployment.id, event => {
      if (event.kind !== 'status' || !event.final) return
      stop()
      resolve()
    })
  })
}

import type { AppConfig, AppService } from '../core/config.js'
import type { Host, QueueHooks } from '../core/host.js'
import type { DeployResult, ServiceResult } from '../core/result.js'
import { deploy } from '../engine/deploy.js'
import { settle, type Found } from '../engine/settle.js'
import type { KeyCheck } from '../steps/key-check.js'
import { startRun, type DeployOptions, type Run } from '../steps/run.js'
import { checkAppKey } from './app-key.js'
import { warnDoubtfulAppPatterns } from '../steps/log-patterns.js'
import { findTheServices, missingUrls, type FoundUrls } from './app-services.js'
import { SILENT } from '../core/host.js'
import { appResult, serviceEntry, wentLive } from './app-result.js'
import { returnToPreviousRefs, type LiveService } from './app-rollback.js'
import { runInOrder } from './schedule.js'
import { ServiceHost, type Paint } from './service-host.js'
import { ACTION_WORDS, type Vocabulary } from '../core/vocabulary.js'

// An app of several services in one step: a story of stories. One key check for the whole
// app; then the one-service deploy() per service, in the order its `needs` give, through one
// client (one pool, one rate budget for every request), each with a host that labels what it
// says; after a failure, the services this run took live back to their previous refs; and
// one result. One clock (the `timeout` bounds the whole app, its way back included) and one log
// budget (log-budget.ts) for the whole run.

export interface AppOptions extends Omit<DeployOptions, 'client' | 'key' | 'onVerdict' | 'within' | 'logBudget'> {
  /** How the face colours the services' labels and failures (colour where colour is on). */
  paint?: Paint
  /** The face's own records around one service's queuing (its GitHub deployment). */
  hooksFor?: (service: AppService) => QueueHooks | undefined
}

export async function deployApp(app: AppConfig, host: Host, options: AppOptions = {}): Promise<DeployResult> {
  // The app's one clock: `timeout` bounds the whole run; a service's verification window extends it (core/deadline.ts).
  const run = startRun<Found>(app, host, options, {})
  let result: DeployResult | undefined
  const checked = await settle(run, { serviceId: '' }, 'Deploying the app', async () => {
    warnDoubtfulAppPatterns(app, run.host)
    const key = await run.phase('Checking the API key', () => checkAppKey(run.client, app, run.host))
    const urls = await run.phase('Finding the services', () => findTheServices(run.client, app, key, SILENT))
    result = await deployTheServices(run, app, { key, urls }, { ...options, words: run.words })
  })
  return result ?? checked
}

/** Every service in order, the way back after a failure, and the app's one result. */
async function deployTheServices(
  run: Run<Found>,
  app: AppConfig,
  { key, urls }: { key: KeyCheck; urls: FoundUrls },
  options: AppOptions
): Promise<DeployResult> {
  const width = Math.max(...app.services.map(service => service.name.length))
  const hostFor = (service: AppService): ServiceHost => hostOf(run, app, service, width, options)
  const hosts = new Map<string, ServiceHost>()
  const failedInOrder: string[] = []
  const byName = new Map(app.services.map(service => [service.name, service]))
  sayThePlan(run, app, key, urls)

  // With fail-fast, the first failure (a verification window that broke among them) ends every other window.
  const windows = new AbortController()
  const failed = (name: string): void => {
    if (!failedInOrder.includes(name)) failedInOrder.push(name)
    if (app.failFast) windows.abort()
  }

  const ends = await runInOrder(app.services, app, async (name, verdict) => {
    const service = byName.get(name) as AppService
    const serviceHost = hostFor(service)
    hosts.set(name, serviceHost)
    const result = await deploy(service.config, serviceHost, {
      signal: options.signal,
      words: serviceWords(options.words ?? ACTION_WORDS, name),
      ...(options.runtimeLog === undefined ? {} : { runtimeLog: options.runtimeLog }),
      ...withinTheApp(run),
      verifyStop: windows.signal,
      client: run.client,
      key,
      ...(urls.has(service.config.serviceId) ? { serviceUrl: { url: urls.get(service.config.serviceId) } } : {}),
      // Known before its rollback and runtime log: a failure stops the app's further starts at once, and is said.
      onVerdict: (ok, failure) => {
        if (!ok) failed(name)
        if (failure) serviceHost.failed(failure)
        verdict(ok)
      }
    })
    const ok = wentLive(result)
    if (!ok) failed(name)
    if (!ok && result.error) serviceHost.failed(result.error)
    await serviceHost.end(result.result ?? result.failureKind ?? 'not queued', !ok)
    return { ok, value: result }
  })

  const entries: ServiceResult[] = app.services.map(service =>
    serviceEntry(service, ends.get(service.name) ?? { ran: false, reason: 'not started' })
  )
  for (const entry of entries)
    if (entry.result === 'skipped')
      hostFor(byName.get(entry.name) as AppService).say(`skipped (${entry.reason ?? 'not started'})`)
  if (app.rollback && failedInOrder.length > 0) await rollBackTheApp(run, app, entries, hosts, options)
  const results = new Map(
    [...ends].flatMap(([name, end]): [string, DeployResult][] => (end.ran ? [[name, end.value]] : []))
  )
  repeatTheFailures(failedInOrder, hosts, results)
  return appResult(entries, results, failedInOrder, run.deadline.elapsedMs)
}

/** The services in the order their needs give, and, once for the app, those without a URL. */
function sayThePlan(run: Run<Found>, app: AppConfig, key: KeyCheck, urls: FoundUrls): void {
  run.host.info(`Deploying ${app.services.length} services: ${describeOrder(app)}`)
  const noUrl = missingUrls(app, key, urls)
  if (noUrl !== undefined) run.host.info(noUrl)
}

/**
 * Each failed service's last lines again, at the app's end, where the advice sends the reader
 * (a failed verification window: the runtime lines it matched).
 */
function repeatTheFailures(
  failedInOrder: readonly string[],
  hosts: ReadonlyMap<string, ServiceHost>,
  results: ReadonlyMap<string, DeployResult>
): void {
  for (const name of failedInOrder) {
    const { tail = [], verify } = results.get(name) ?? {}
    hosts.get(name)?.repeatLastLines(tail, verify?.result === 'failed' ? verify.matches.map(match => match.line) : [])
  }
}

/** The host a service speaks through: labelled with its name, padded to the longest, in the app's log order. */
function hostOf(run: Run<Found>, app: AppConfig, service: AppService, width: number, options: AppOptions): ServiceHost {
  const hooks = options.hooksFor?.(service)
  return new ServiceHost(run.host, {
    name: service.name,
    width,
    index: app.services.indexOf(service),
    order: app.logOrder,
    budget: run.budget,
    ...(options.paint ? { paint: options.paint } : {}),
    ...(hooks ? { hooks } : {})
  })
}

/**
 * A service's words: the face's, its advice after a failed deployment sending the reader to the
 * service's own last lines, which the app prints again at its end (repeatLastLines).
 */
function serviceWords(words: Vocabulary, name: string): Vocabulary {
  return { ...words, phrases: { ...words.phrases, logLines: `${name}'s last lines ${words.phrases.logPlace}` } }
}

/** After a failure, with rollback: each service this run took live, back at its previous ref. */
async function rollBackTheApp(
  run: Run<Found>,
  app: AppConfig,
  entries: ServiceResult[],
  hosts: ReadonlyMap<string, ServiceHost>,
  options: AppOptions
): Promise<void> {
  const live: LiveService[] = []
  for (const entry of entries) {
    const service = app.services.find(candidate => candidate.name === entry.name)
    const host = hosts.get(entry.name)
    if (entry.result === 'success' && entry.deploymentId !== null && service && host)
      live.push({ service, deploymentId: entry.deploymentId, host })
  }
  if (live.length === 0) return
  run.host.info(
    `Rolling back the app: returning ${live.map(entry => entry.service.name).join(', ')} to the refs that were live before this run.`
  )
  const done = await returnToPreviousRefs(run.client, live, { ...options, ...withinTheApp(run) })
  for (const entry of entries) {
    const returned = done.get(entry.name)
    // Its note was said by the return itself, through the service's host.
    if (returned === undefined) continue
    entry.rollback = returned.rollback
  }
  for (const { host } of live) await host.end('rolled back', false)
}

/**
 * What a run inside the app (a service's deploy, a return to a previous ref) shares with it: a
 * clock of its own from its start, its own timeout (the service's, from the app file or the
 * step), within the app's, which bounds the whole run (a verification window's `verify-for`
 * extends both); and the app's log budget.
 */
function withinTheApp(run: Run<Found>): Pick<DeployOptions, 'startedAt' | 'within' | 'logBudget'> {
  return { startedAt: Date.now(), within: run.deadline, logBudget: run.budget }
}

/** "migrate, web (after migrate), worker (after migrate)": the app's order as the needs give it. */
function describeOrder(app: AppConfig): string {
  return app.services
    .map(service => (service.needs.length === 0 ? service.name : `${service.name} (after ${service.needs.join(', ')})`))
    .join(', ')
}

import type { Log } from '../core/host.js'
import type { Deadline } from '../core/deadline.js'
import { UsageError } from '../core/errors.js'
import type { Failure } from '../core/result.js'
import { checkHealth, healthCheckUrl, unhealthyFailure } from '../health/health-check.js'
import { formatDuration } from '../core/duration.js'
import type { DeployConfig, HealthCheckConfig } from '../core/config.js'
import type { Health } from '../core/result.js'
import { messageExcerpt } from '../text/remote-text.js'
import type { WatchResult } from '../watch/state-watcher.js'
import { PhaseFailed, type Run } from './run.js'
import { setting } from '../core/vocabulary.js'

// The health-check step: the URL to check, known before anything is queued, and the check of it
// once the deployment is live, as the step's result.

export interface HealthCheck {
  health: Health
  /** The step's failure when unhealthy. */
  failure?: Failure
  problem?: string
}

/**
 * The URL health-check-url names. A path needs the url output; without it (no environment-url,
 * and no verified domain the key may read, or that read failed) there is nothing to check, so
 * this throws before anything is queued, rather than let a live deployment be reported
 * unhealthy (and rolled back) for want of an address.
 */
export function healthTarget(settings: HealthCheckConfig, url: string | undefined): URL {
  const target = healthCheckUrl(settings.url, url)
  if (target) return target
  // The settings' fault, found before anything is changed: a usage error.
  throw new UsageError(
    setting('healthCheckUrl'),
    `is the path ${messageExcerpt(settings.url, 200)}, but the service's URL is not known (no ${setting('environmentUrl')}, and no verified domain the key could read), so there would be nothing to check. Nothing was queued.`,
    `give ${setting('environmentUrl')}, or grant the key domains: read, or make ${setting('healthCheckUrl')} a full URL.`
  )
}

/** GETs `target` until it answers as healthy, within health-check-timeout and the step's time. */
export async function checkDeployedHealth(
  settings: HealthCheckConfig,
  target: URL,
  deadline: Deadline,
  deploymentId: string,
  log: Log
): Promise<HealthCheck> {
  const timeoutMs = Math.min(settings.timeoutMs, deadline.remainingMs)
  log.info(
    `Checking ${messageExcerpt(target.href, 200)} for up to ${formatDuration(timeoutMs)}${settings.expect ? ` (expecting "${messageExcerpt(settings.expect, 80)}")` : ''}.`
  )
  const result = await checkHealth({
    url: target,
    expect: settings.expect,
    timeoutMs,
    signal: deadline.signal,
    log: line => log.info(line)
  })
  if (result.healthy) {
    log.info(`${messageExcerpt(target.href, 200)} is healthy.`)
    return { health: 'healthy' }
  }
  return {
    health: 'unhealthy',
    problem: result.problem,
    failure: unhealthyFailure(target, result, timeoutMs, deploymentId)
  }
}

/**
 * Only when waiting with a health check (without waiting there is none): the URL to check,
 * found before anything is queued; its failure is a phase's of its own.
 */
export function findHealthTarget(
  inputs: Pick<DeployConfig, 'wait' | 'healthCheck'>,
  url: string | undefined
): URL | undefined {
  if (!inputs.wait || !inputs.healthCheck) return undefined
  try {
    return healthTarget(inputs.healthCheck, url)
  } catch (error) {
    throw new PhaseFailed('Finding the URL to check', error)
  }
}

/** Only with a health check, once the deployment is live and nothing failed: its check is the run's. */
export async function checkTheHealth(
  run: Run<{ watched?: WatchResult; health?: HealthCheck; failure?: Failure }>,
  inputs: Pick<DeployConfig, 'healthCheck'>,
  deploymentId: string,
  target: URL | undefined
): Promise<void> {
  const { healthCheck } = inputs
  if (run.found.failure || run.found.watched?.outcome !== 'success' || !healthCheck || !target) return
  const health = await run.phase('Checking health', () =>
    checkDeployedHealth(healthCheck, target, run.deadline, deploymentId, run.host)
  )
  run.found.health = health
  run.found.failure = health.failure
}

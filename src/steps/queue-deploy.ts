import type { Log } from '../core/host.js'
import type { DeployResponse } from '../core/api-types.js'
import type { HostingClient } from '../api/hosting-api.js'
import { sleep as realSleep, type Sleep } from '../core/deadline.js'
import { deploymentsOf, type ListedDeployment } from '../api/deployment-list.js'
import { AnswerLost, ApiError, NetworkError, UnreadableAnswerError } from '../api/errors.js'
import { UnusableAnswer } from '../core/errors.js'
import { DeployConflict } from './conflict.js'
import { deploymentIdFrom, refFrom } from '../text/identifiers.js'
import { messageExcerpt } from '../text/remote-text.js'
import { phrase } from '../core/vocabulary.js'

// Queuing the deployment exactly once. The deploy POST is not idempotent: after a lost
// answer (network error, 5xx, unreadable body) the service may or may not have queued it.
// So the action looks at the service's newest deployments for one of this ref created
// after the request was sent, adopts it if there is one, and only otherwise tries once
// more. When it cannot tell, it stops rather than risk a second deployment. A 429 is not a
// lost answer: the service refused the request unhandled, and http.ts sends it again.

/** How long after a lost answer a queued deployment may take to show in the list. */
export const LIST_SETTLE_MS = 1500
/** Slack for the service's clock (its Date header has 1 s resolution). */
const CLOCK_SLACK_MS = 2000
/** Pages read back to the request: a busy service may push ours off the first (docs/api-notes.md, Deployment record). */
export const LOOKUP_PAGES = 5

export interface QueueOptions {
  client: HostingClient
  serviceId: string
  /** undefined: no ref sent (tracked branch or image). */
  ref: string | undefined
  signal: AbortSignal
  log: Log
  /** Injectable for tests: the wait for the list to settle. */
  sleep?: Sleep
}

export async function queueDeployment(options: QueueOptions): Promise<DeployResponse> {
  const { client, serviceId, ref } = options
  // When the attempt whose answer was lost went out: after 429s that is the last attempt, not
  // the first, or a deployment of this ref queued meanwhile by someone else would be adopted.
  let sentAt = Date.now()
  const onSend = (): void => void (sentAt = client.serverNow() ?? Date.now())
  try {
    return accepted(await client.deploy(serviceId, ref, onSend), ref)
  } catch (error) {
    explainConflict(error)
    if (!mayHaveBeenQueued(error)) throw error
    options.log.info(
      `The deploy request got no usable answer (${messageExcerpt((error as Error).message, 200)}). Checking whether the service queued it before trying again.`
    )
    const found = await findQueued(options, sentAt)
    if (found.kind === 'unknown') {
      throw new AnswerLost(
        `The deploy request got no usable answer, and the service's deployment list does not show whether it was queued (${found.why}). It is not sent again, so as never to queue two deployments. First error: ${(error as Error).message}`,
        `check the service's deployments in the dashboard, then ${phrase('runAgain')} if none was queued.`
      )
    }
    if (found.kind === 'found') {
      const deploymentId = deploymentIdFrom(found.id, 'the deployment list')
      options.log.info(`The service had queued it: deployment ${deploymentId}.`)
      return { deploymentId, ref: found.ref === undefined ? (ref ?? '') : refFrom(found.ref, 'the deployment list') }
    }
    options.log.info('The service had not queued it; trying once more.')
    return second(options)
  }
}

/** The one retry: its failure is final. */
async function second(options: QueueOptions): Promise<DeployResponse> {
  try {
    return accepted(await options.client.deploy(options.serviceId, options.ref), options.ref)
  } catch (error) {
    // A 409 now may be our own first deployment, queued after all and in progress: never a
    // "busy" service to wait for and deploy to again (if-busy), which could queue a second one.
    if (error instanceof ApiError && error.status === 409) {
      throw new AnswerLost(
        `The deploy request got no usable answer, then HTTP 409 when it was sent again ("${messageExcerpt(error.serverMessage ?? 'no reason given', 300)}"): the first may have been queued after all and be in progress. It is not sent again, so as never to queue two deployments.`,
        "check the service's deployments in the dashboard."
      )
    }
    if (mayHaveBeenQueued(error)) {
      throw new AnswerLost(
        `The deploy request failed twice; the second time without a usable answer, so a deployment may have been queued. Last error: ${(error as Error).message}`,
        "check the service's deployments in the dashboard."
      )
    }
    throw error
  }
}

function accepted(response: DeployResponse, ref: string | undefined): DeployResponse {
  const id = (response as Partial<DeployResponse> | null)?.deploymentId as unknown
  if (typeof id !== 'string' && typeof id !== 'number') {
    throw new UnusableAnswer(
      'The service accepted the deploy but its answer carries no deploymentId, so the deployment cannot be followed.',
      'check the service in the dashboard.'
    )
  }
  const resolved = (response as Partial<DeployResponse>).ref
  return {
    deploymentId: deploymentIdFrom(id, 'the deploy answer'),
    ref: typeof resolved === 'string' ? refFrom(resolved, 'the deploy answer') : (ref ?? '')
  }
}

/** 409: the service's state prevents a deploy (spec, Errors). Nothing was queued. */
function explainConflict(error: unknown): void {
  if (error instanceof ApiError && error.status === 409) {
    throw new DeployConflict(
      `The service's current state prevents a deploy (HTTP 409): "${messageExcerpt(error.serverMessage ?? 'no reason given', 300)}". Nothing was queued.`,
      `inspect the service in the dashboard, then ${phrase('runAgain')}.`,
      error.serverMessage
    )
  }
}

/** A lost or unusable answer: the request may have been handled. 4xx answers were not. */
function mayHaveBeenQueued(error: unknown): boolean {
  return (
    error instanceof NetworkError ||
    error instanceof UnreadableAnswerError ||
    (error instanceof ApiError && error.status >= 500)
  )
}

type Found =
  { kind: 'found'; id: string; ref: string | undefined } | { kind: 'absent' } | { kind: 'unknown'; why: string }

/**
 * A deployment of this ref created since `sentAt`, looked for twice. The list is read back to the
 * request: the earliest one since is ours only if nothing between it and the request is unread.
 */
async function findQueued(options: QueueOptions, sentAt: number): Promise<Found> {
  let result: Found = { kind: 'unknown', why: 'the list could not be read' }
  for (let attempt = 0; attempt < 2; attempt++) {
    if (attempt > 0) await (options.sleep ?? realSleep)(LIST_SETTLE_MS, options.signal)
    try {
      const records: ListedDeployment[] = []
      for await (const record of deploymentsOf(options.client, options.serviceId, { maxPages: LOOKUP_PAGES })) {
        records.push(record)
        // Newest first: what follows is older still.
        if (record.createdAt !== undefined && record.createdAt < sentAt - CLOCK_SLACK_MS) break
      }
      result = match(records, options.ref, sentAt)
    } catch (error) {
      if (options.signal.aborted) throw error
      result = { kind: 'unknown', why: `reading it failed: ${messageExcerpt((error as Error).message, 160)}` }
    }
    if (result.kind !== 'absent') return result
  }
  return result
}

function match(records: ListedDeployment[], ref: string | undefined, sentAt: number): Found {
  const since = sentAt - CLOCK_SLACK_MS
  const dated = records.filter(record => record.createdAt !== undefined)
  const mine = dated.filter(
    ({ id, createdAt = 0, ...record }) =>
      id !== undefined && createdAt >= since && (ref === undefined || record.ref === ref || record.commitSha === ref)
  )
  // The earliest one since the request: a later one is someone else's deploy of the same ref.
  // The list is newest first, so of equal times (a coarse clock) the one listed last is earliest.
  const best = mine.reduce<ListedDeployment | undefined>(
    (earliest, record) => (!earliest || (record.createdAt ?? 0) <= (earliest.createdAt ?? 0) ? record : earliest),
    undefined
  )
  if (best?.id !== undefined) return { kind: 'found', id: best.id, ref: best.ref }
  if (records.length > 0 && dated.length === 0) return { kind: 'unknown', why: 'its records carry no createdAt' }
  return { kind: 'absent' }
}

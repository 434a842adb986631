import { ApiError } from './errors.js'
import type { HostingClient, ListPage } from './hosting-api.js'
import type { DeploymentRecord } from '../core/api-types.js'

// The one reader of a service's deployment list (newest first, paged by `nextCursor` sent back
// as `before`): normalised records, a bounded number of pages, a repeated cursor read as the end
// (docs/api-notes.md, Deployment record). Errors are the client's, thrown as they come; each
// caller is a short filter over it and decides what an unreadable list means for it.

/** A record of the list as the action reads it: every field the service may leave out is optional. */
export interface ListedDeployment {
  /** `id`, else `deploymentId`; undefined when neither is a usable id. */
  id: string | undefined
  /** `status`, else `state`. */
  status: string | undefined
  ref: string | undefined
  commitSha: string | undefined
  /** `createdAt` in ms since the epoch; undefined when absent or not a date. */
  createdAt: number | undefined
  /** `finishedAt` in ms since the epoch; undefined when absent or not a date. */
  finishedAt: number | undefined
  /** Exactly `true` in the record (absent counts as not rollbackable). */
  rollbackable: boolean
}

/** How to read the list: a page's settings (ListPage) but its cursor, and how far to read. */
export interface ListOptions extends Omit<ListPage, 'before'> {
  /** Pages read at the most. */
  maxPages: number
  /** The cursor to start from (a `nextCursor` the list returned); the newest page without it. */
  from?: number
}

/** The service's deployments, newest first, across at most `maxPages` pages. */
export async function* deploymentsOf(
  client: HostingClient,
  serviceId: string,
  options: ListOptions
): AsyncGenerator<ListedDeployment> {
  for await (const { record } of paged(client, serviceId, options)) yield record
}

/** Each record with the cursor of the page that held it (undefined: the newest page). */
async function* paged(
  client: HostingClient,
  serviceId: string,
  { maxPages, from, ...each }: ListOptions
): AsyncGenerator<{ record: ListedDeployment; page: number | undefined }> {
  let before = from
  const seen = new Set<number>()
  for (let page = 0; page < maxPages; page++) {
    const answer = await client.listDeployments(serviceId, { ...each, before })
    const records: unknown = answer?.deployments
    if (Array.isArray(records)) for (const record of records) yield { record: listed(record), page: before }
    const next: unknown = answer?.nextCursor
    // The cursor ends the list when it is 0 or absent; a repeated one would loop forever.
    if (typeof next !== 'number' || next === 0 || seen.has(next)) return
    seen.add(next)
    before = next
  }
}

/**
 * The page size the locator asks for: the documentation gives only the default (25), and a
 * matrix deploying one service 50 times queues the others after this run's deployment before its
 * first look, pushing it off a default page. A service that refuses the size (400) is read at
 * its own default from then on.
 */
export const LOCATOR_PAGE_SIZE = 100

/**
 * Finds one deployment of a service by its id, reading no page past the one that holds it, and
 * starting each look from the page where it was last seen: a cursor keeps pointing at the same
 * place in the history however many deployments are queued after it, so a busy service (a
 * matrix deploying one service 50 times) costs one page per look, not a walk from the newest.
 */
export class DeploymentLocator {
  /** The `before` of the page that last held the deployment (undefined: the newest page). */
  #page: number | undefined
  /** Records per page asked for; undefined once the service has refused LOCATOR_PAGE_SIZE. */
  #pageSize: number | undefined = LOCATOR_PAGE_SIZE

  constructor(
    private readonly client: HostingClient,
    private readonly serviceId: string,
    private readonly deploymentId: string,
    private readonly maxPages: number
  ) {}

  /** The deployment's record, or undefined when the pages read do not list it. */
  async find(limitedResends?: number): Promise<ListedDeployment | undefined> {
    const from = this.#page
    const found = await this.#look(from, limitedResends)
    // Not where it was: the service's cursors may not be positions after all; from the newest page then.
    if (found === undefined && from !== undefined) return this.#look(undefined, limitedResends)
    return found
  }

  async #look(from: number | undefined, limitedResends?: number): Promise<ListedDeployment | undefined> {
    const options = { maxPages: this.maxPages, from, limitedResends, limit: this.#pageSize }
    try {
      for await (const { record, page } of paged(this.client, this.serviceId, options))
        if (record.id === this.deploymentId) {
          this.#page = page
          return record
        }
      return undefined
    } catch (error) {
      if (!this.#refusedPageSize(error)) throw error
      this.#pageSize = undefined
      return this.#look(from, limitedResends)
    }
  }

  /** A 400 to a read that named a page size: the service's bound on `limit` is lower than ours. */
  #refusedPageSize(error: unknown): boolean {
    return this.#pageSize !== undefined && error instanceof ApiError && error.status === 400
  }
}

function listed(raw: unknown): ListedDeployment {
  const record: DeploymentRecord = raw !== null && typeof raw === 'object' ? (raw as DeploymentRecord) : {}
  const created = typeof record.createdAt === 'string' ? Date.parse(record.createdAt) : Number.NaN
  const finished = typeof record.finishedAt === 'string' ? Date.parse(record.finishedAt) : Number.NaN
  return {
    id: idOf(record),
    status: stateOf(record),
    ref: typeof record.ref === 'string' ? record.ref : undefined,
    commitSha: typeof record.commitSha === 'string' ? record.commitSha : undefined,
    createdAt: Number.isNaN(created) ? undefined : created,
    finishedAt: Number.isNaN(finished) ? undefined : finished,
    rollbackable: record.rollbackable === true
  }
}

/** The record's raw state: `status`, else `state`. */
export function stateOf(record: DeploymentRecord): string | undefined {
  const value = record.status ?? record.state
  return typeof value === 'string' ? value : undefined
}

/** The record's identifier: `id`, else `deploymentId`; a number only when it is exact (a safe integer). */
export function idOf(record: DeploymentRecord): string | undefined {
  const value: unknown = record.id ?? record.deploymentId
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? String(value) : undefined
  return typeof value === 'string' ? value : undefined
}

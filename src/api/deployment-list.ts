import type { HostingClient } from './hosting-api.js'
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

export interface ListOptions {
  /** Pages read at the most. */
  maxPages: number
  /** Ends the reading early (an optional read's own budget), besides the client's own signal. */
  signal?: AbortSignal
}

/** The service's deployments, newest first, across at most `maxPages` pages. */
export async function* deploymentsOf(
  client: HostingClient,
  serviceId: string,
  { maxPages, signal }: ListOptions
): AsyncGenerator<ListedDeployment> {
  let before: number | undefined
  const seen = new Set<number>()
  for (let page = 0; page < maxPages; page++) {
    const answer = await client.listDeployments(serviceId, before, signal)
    const records: unknown = answer?.deployments
    if (Array.isArray(records)) for (const record of records) yield listed(record)
    const next: unknown = answer?.nextCursor
    // The cursor ends the list when it is 0 or absent; a repeated one would loop forever.
    if (typeof next !== 'number' || next === 0 || seen.has(next)) return
    seen.add(next)
    before = next
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

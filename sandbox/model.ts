// The sandbox's records shared by the store, the script runner and persistence: kept apart
// so that none of them imports another just for a type.
import { createHash } from 'node:crypto'
import type { SeedService } from './seed.js'

export interface LogLine {
  seq: number
  text: string
  stream: string
  /** Epoch milliseconds (fractional) when the sandbox emitted the line. */
  emittedAt: number
}

export interface Deployment {
  id: string
  /** Position in the service's history: the `before`/`nextCursor` value. */
  cursor: number
  serviceId: string
  ref: string
  status: string
  /** Every status the deployment has had, with when. */
  statuses: { status: string; at: number }[]
  lines: LogLine[]
  createdAt: string
  finishedAt?: string
  final: boolean
}

/** A runtime log line of a service (GET /api/services/{id}/logs); `id` is global and increasing. */
export interface RuntimeLog {
  id: number
  serviceId: string
  line: string
  stream: string
  /** Epoch milliseconds. */
  ts: number
}

export type Domain = { id: string; hostname: string; status: string; port?: number }

/** A service as the store keeps it: the seed's fields, with domain ids assigned and no seed logs. */
export type ServiceState = Omit<SeedService, 'domains' | 'logs'> & { domains: Domain[]; logs: [] }

export type DeploymentEvent = { kind: 'line'; line: LogLine } | { kind: 'status'; status: string; final: boolean }

/** Wall clock with sub-millisecond precision, comparable across processes. */
export function preciseNow(): number {
  return performance.timeOrigin + performance.now()
}

/**
 * The lines after sequence number `seq`, oldest first. Numbers are dense but need not start at
 * 1 (dialect.firstSeq), so the index is counted from the first line's number.
 */
export function linesAfter(deployment: Deployment, seq: number, limit = Number.POSITIVE_INFINITY): LogLine[] {
  const start = Math.max(0, seq - (deployment.lines[0]?.seq ?? 1) + 1)
  return deployment.lines.slice(start, start + limit)
}

/** A seed text for a deployment: `{ref}`, `{id}` and `{service}` (the service's name) filled in. */
export function fillIn(text: string, deployment: Deployment, serviceName: string): string {
  return text.replaceAll('{ref}', deployment.ref).replaceAll('{id}', deployment.id).replaceAll('{service}', serviceName)
}

/** Final statuses that mean the deployment went live. */
export function isSuccess(status: string): boolean {
  // Whole words: `inactive` and `unavailable` are not successes.
  return /^(live|success|active|running|ready|available)$/i.test(status)
}

/** A ref's commit: the ref itself when it is a commit SHA, else a stable made-up one. */
export function commitOf(ref: string): string {
  return /^[0-9a-f]{7,64}$/i.test(ref) ? ref.toLowerCase() : createHash('sha1').update(ref).digest('hex')
}

// How the sandbox writes the records the spec leaves "not shown", in each service's dialect.
import type { SeedService } from './seed.js'
import type { Deployment, LogLine } from './store.js'

/** A deployment record in the service's dialect. */
export function deploymentRecord(service: SeedService, d: Deployment): Record<string, unknown> {
  const { idField, stateField } = service.dialect
  return {
    ...(idField === 'id' || idField === 'both' ? { id: d.id } : {}),
    ...(idField === 'deploymentId' || idField === 'both' ? { deploymentId: d.id } : {}),
    [stateField]: d.status,
    ref: d.ref,
    createdAt: d.createdAt,
    ...(d.finishedAt ? { finishedAt: d.finishedAt } : {}),
    rollbackable: d.final && /live|success|active|running|ready/i.test(d.status)
  }
}

/** A deployment log record in the service's dialect. */
export function logRecord(service: SeedService, line: LogLine): Record<string, unknown> {
  const { seqField, textField } = service.dialect
  return { [seqField]: line.seq, [textField]: line.text, stream: line.stream, ts: new Date(line.emittedAt).toISOString() }
}

// How the sandbox writes its records: the spec's resources, and the ones it leaves "not shown"
// in each service's dialect.
import type { DedicatedIp, Seed, SeedService } from './seed.js'
import {
  commitOf,
  isSuccess,
  type Deployment,
  type Domain,
  type LogLine,
  type RuntimeLog,
  type ServiceState
} from './model.js'

/** A deployment record in the service's dialect. */
export function deploymentRecord(service: SeedService, d: Deployment): Record<string, unknown> {
  const { idField, stateField } = service.dialect
  return {
    ...(idField === 'id' || idField === 'both' ? { id: d.id } : {}),
    ...(idField === 'deploymentId' || idField === 'both' ? { deploymentId: d.id } : {}),
    [stateField]: d.status,
    ref: d.ref,
    // The commit the ref resolved to, as a service that builds from git names it.
    ...(d.ref ? { commitSha: commitOf(d.ref) } : {}),
    createdAt: d.createdAt,
    ...(d.finishedAt ? { finishedAt: d.finishedAt } : {}),
    rollbackable: d.final && isSuccess(d.status)
  }
}

/** A deployment log record in the service's dialect. */
export function logRecord(service: SeedService, line: LogLine): Record<string, unknown> {
  const { seqField, textField } = service.dialect
  return {
    [seqField]: line.seq,
    [textField]: line.text,
    stream: line.stream,
    ts: new Date(line.emittedAt).toISOString()
  }
}

/** A service record (the service's documentation, Resources: Service); databases and buckets too. */
export function serviceRecord(service: ServiceState): Record<string, unknown> {
  return {
    id: service.id,
    name: service.name,
    slug: service.slug,
    sourceType: service.sourceType,
    status: service.status,
    planKey: service.planKey,
    projectId: service.projectId,
    environmentId: service.environmentId,
    ...(service.repoUrl !== undefined ? { repoUrl: service.repoUrl } : {}),
    ...(service.image !== undefined ? { image: service.image } : {}),
    ...(service.engine !== undefined ? { engine: service.engine } : {})
  }
}

export function projectRecord(project: Seed['projects'][number]): Record<string, unknown> {
  return { id: project.id, name: project.name, slug: project.slug, description: project.description }
}

export function environmentRecord(environment: Seed['environments'][number]): Record<string, unknown> {
  return {
    id: environment.id,
    projectId: environment.projectId,
    name: environment.name,
    slug: environment.slug,
    isDefault: environment.isDefault
  }
}

export function domainRecord(service: ServiceState, domain: Domain): Record<string, unknown> {
  return {
    id: domain.id,
    serviceId: service.id,
    hostname: domain.hostname,
    status: domain.status,
    port: domain.port ?? service.primaryPort
  }
}

/** A dedicated IP with the services it is attached to. */
export function dedicatedIpRecord(ip: DedicatedIp, services: ServiceState[]): Record<string, unknown> {
  const attachments = services
    .filter(s => s.dedicatedIpId === ip.id)
    .map(s => ({ serviceId: s.id, serviceName: s.name }))
  return { id: ip.id, address: ip.address, label: ip.label, attachments }
}

/** A service log record (the service's documentation, Resources: Service log record). */
export function runtimeLogRecord(log: RuntimeLog): Record<string, unknown> {
  return {
    id: log.id,
    serviceId: log.serviceId,
    line: log.line,
    stream: log.stream,
    ts: new Date(log.ts).toISOString()
  }
}

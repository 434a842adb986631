// Request and response shapes of the hosting API (../shared/spec/hosting-api.md) that the
// action uses. Shapes the spec marks "not shown" are loose on purpose: see
// ../shared/spec/unspecified.md; the action normalises them in deployment-state.ts and log-record.ts.

/** Every error response: `{ error }` (spec, Errors). */
export interface ApiErrorBody {
  error: string
}

export type PermissionLevel = 'read' | 'write'

/** Capability categories (spec, Authentication 4). */
export type Capability =
  | 'deployments'
  | 'logs'
  | 'metrics'
  | 'variables'
  | 'domains'
  | 'settings'
  | 'project'

export interface KeyScope {
  kind: string
  serviceId?: string
  serviceName?: string
  projectId?: string
  environments?: string[]
  permissions?: Partial<Record<Capability, PermissionLevel>>
}

/** GET /api/auth/me */
export interface Identity {
  id: string
  name: string
  email: string
  keyScope?: KeyScope
}

export interface EnvVar {
  key: string
  value: string
}

/** POST /api/services/{id}/env/import */
export interface EnvImportRequest {
  vars: EnvVar[]
}
export interface EnvImportResponse {
  imported: number
  skipped: { key: string; reason: string }[]
}

/** POST /api/services/{id}/deploy */
export interface DeployRequest {
  ref?: string
}
export interface DeployResponse {
  deploymentId: string
  ref: string
}

/** A deployment record as the service may send it (unspecified.md, Deployment record). */
export interface DeploymentRecord {
  id?: string
  deploymentId?: string
  status?: string
  state?: string
  ref?: string
  commitSha?: string
  createdAt?: string
  finishedAt?: string
  rollbackable?: boolean
  [field: string]: unknown
}

/** GET /api/services/{id}/deployments */
export interface DeploymentsPage {
  deployments: DeploymentRecord[]
  nextCursor?: number | null
}

/** An item of GET /api/deployments/{id}/logs (unspecified.md, Deployment log record). */
export interface DeploymentLogRecord {
  seq?: number
  sequence?: number
  id?: number | string
  line?: string
  message?: string
  text?: string
  stream?: string
  ts?: string
  timestamp?: string
  level?: string
  [field: string]: unknown
}

import type { EnvVar } from './api-types.js'

// What one deploy needs, whichever face read it: the Action's inputs or the CLI's flags,
// validated before the engine sees it.

export interface DeployConfig {
  /** Base URL without a trailing slash; `/api/...` paths are appended. */
  baseUrl: string
  apiKey: string
  serviceId: string
  /** Branch, tag or commit to deploy; undefined sends no ref. */
  ref: string | undefined
  /** Variables to import before deploying (values are secrets). */
  variables: EnvVar[]
  /** Follow the deployment to its end; false: queue it and stop. */
  wait: boolean
  timeoutMs: number
  /** Print the deployment's log while following it. */
  logs: boolean
  /** The service's URL as the user gave it; undefined when not given. */
  environmentUrl: string | undefined
  /** The health check after going live; undefined when none was asked for. */
  healthCheck: HealthCheckConfig | undefined
  /** Redeploy the last good ref when the deployment or its health check fails. */
  rollback: boolean
  /** On a 409 while another deployment is in progress: follow it, then queue ours (wait), or fail. */
  ifBusy: 'wait' | 'fail'
  /** A deployment replaced by a newer one fails the run, or passes it with a notice. */
  superseded: 'fail' | 'pass'
  /** The verification window after going live; undefined: none (verify-for 0, the default). */
  verify?: VerifyConfig | undefined
}

/** How long and how to watch a deployment after it went live and its health check first passed. */
export interface VerifyConfig {
  /** How long the window watches, on top of `timeout`. */
  forMs: number
  /** The time between checks: at least 1 s, at most `forMs`. */
  intervalMs: number
  /** Patterns (RE2 syntax) that mark a runtime log line as a failure, besides the crash signatures. */
  failOnLog: string[]
  /** Patterns of lines never counted. */
  ignoreLog: string[]
}

export interface HealthCheckConfig {
  /** An absolute http(s) URL, or a path (starting with `/`) on the service's URL. */
  url: string
  /** Text the body must contain; empty: any 2xx answer will do. */
  expect: string
  timeoutMs: number
}

/** How an app's log reads: each line as it comes, labelled, or each service's log whole when it ends. */
export type LogOrder = 'stream' | 'grouped'

/** One service of an app: its own deploy, and the services that must go live before it starts. */
export interface AppService {
  /** The app's name for it: the log label, the summary row, the results entry. */
  name: string
  /** Its deploy, as for one service (its own ref, variables, health check and timeout). */
  config: DeployConfig
  /** Names of services of this app that must go live (and healthy, when checked) first. */
  needs: string[]
}

/** Several services deployed as one app: one key check, one client, in order, with one result. */
export interface AppConfig {
  baseUrl: string
  apiKey: string
  /** In the app's order (the file's, or the order the ids were given in). */
  services: AppService[]
  /** After the first failure, no further service is queued. */
  failFast: boolean
  /** At most this many services at once. */
  maxParallel: number
  /** When any service fails, every service this run took live is returned to its previous ref. */
  rollback: boolean
  logOrder: LogOrder
  /**
   * Bounds the whole run: the key check, every service and the way back. Each service's own
   * timeout (its `config.timeoutMs`) bounds it within this one, from its start.
   */
  timeoutMs: number
}

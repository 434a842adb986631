import type { RunEvent } from '../result/events.js'
import type { ResultJson, WhoamiJson } from '../result/result-json.js'

// The Node API's types, apart from its code: the declarations users get reach these and the
// result's shapes, not the engine.

/** What every function of the API takes. */
export interface ApiOptions {
  /** The hosting API's base URL, e.g. `https://api.example.com` (without `/api`). */
  baseUrl: string
  /** The API key; never read from the environment. */
  apiKey: string
  /** Aborting it ends the run within seconds, with failure kind `interrupted` (the deployment goes on at the service). */
  signal?: AbortSignal
  /**
   * Called with each event of the run, as `--output ndjson` prints them. An error it throws, or
   * a promise it returns that rejects, is caught (the run goes on) and said once, as a `warning` event.
   */
  onEvent?: (event: RunEvent) => void | Promise<void>
}

/**
 * A duration: milliseconds as a number (at least 1000; `600` is refused as likely seconds meant),
 * or a string as the CLI's flag takes it: `'90s'`, `'20m'`, `'1h30m'`, or plain seconds `'600'`
 * (at most 120h).
 */
export type Duration = number | string

/** `deploy()`: the settings of `hosting-deploy deploy`, in camelCase. */
export interface DeployOptions extends ApiOptions {
  /** The service to deploy, or several (an app of those services, in this order). */
  serviceId?: string | string[]
  /** An app file (YAML) naming the services instead of `serviceId`. */
  appFile?: string
  /** Branch, tag or commit to deploy; none: the service deploys its tracked branch. */
  ref?: string
  /** Variables to import before deploying, by key (their values are secrets). */
  env?: Record<string, string>
  /** A dotenv file of variables; `env` wins over it. */
  dotenvFile?: string
  /** false: queue the deployment and resolve without following it. Default true. */
  wait?: boolean
  /** Default 30m. */
  timeout?: Duration
  /** false: no log events. Default true. */
  logs?: boolean
  /** The service's URL, when the service does not name it. */
  environmentUrl?: string
  /** A URL or a path (`/health`) that must answer 2xx once live. */
  healthCheckUrl?: string
  /** Text the health check's answer must contain. */
  healthCheckExpect?: string
  /** How long the health check keeps trying; default 2m. */
  healthCheckTimeout?: Duration
  /** Redeploy the last good ref when the deployment or its health check fails. Default false. */
  rollback?: boolean
  /** On another deployment in progress: follow it then deploy (`wait`, the default), or fail. */
  ifBusy?: 'wait' | 'fail'
  /** A deployment replaced by a newer one: fails the run (`fail`, the default) or passes it. */
  superseded?: 'fail' | 'pass'
  /** How an app's log events come: each as it comes (`stream`, the default) or each service's at its end. */
  logOrder?: 'stream' | 'grouped'
  /** Once live and healthy, watch the deployment this long (docs/verify.md); default 0: no window. */
  verifyFor?: Duration
  /** The time between the window's checks: at least 1 s, at most `verifyFor`; default 15s. */
  verifyInterval?: Duration
  /** Regular expressions (RE2 syntax) that mark a runtime log line as a failure in the window, besides the crash signatures. */
  failOnLog?: string[]
  /** Regular expressions of runtime log lines the window never counts. */
  ignoreLog?: string[]
  /**
   * Variables whose values are hidden too, besides those with a secret name or form (docs/secrets.md);
   * `'all'` hides every value of 4 characters or more.
   */
  maskEnv?: 'all' | string[]
}

/** `watch()`: follow a deployment already queued. */
export interface WatchOptions extends ApiOptions {
  deploymentId: string
  /** The deployment's service; needed unless the key is a service key. */
  serviceId?: string
  /** Default 30m. */
  timeout?: Duration
  /** false: no log events. Default true. */
  logs?: boolean
}

/** `whoami()`: what the key is and may do. */
export type WhoamiOptions = ApiOptions

/** What a run resolves to: the object `--output json` prints, and the CLI's exit code for it. */
export interface RunResult extends ResultJson {
  /** 0 when the run went well; otherwise the CLI's code for its failure kind (docs/cli.md, Exit codes). */
  exitCode: number
}

/** whoami's answer, the object `whoami --output json` prints: the key and what it may do, not a deployment's fields. */
export interface WhoamiResult extends WhoamiJson {
  /** 0 for any key the service accepts; otherwise the CLI's code for its failure kind. */
  exitCode: number
}

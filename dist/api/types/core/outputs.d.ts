import type { DeployResult, ServiceResult } from './result.js';
/** What an output holds before a face writes it: null when unknown; `json`: a structure, as JSON text. */
export type OutputValue = string | number | readonly string[] | {
    readonly json: readonly ServiceEntry[];
} | null;
/** A service's entry in the `results` output. */
export type ServiceEntry = ServiceResult;
export interface OutputDefinition {
    /** The key in code and in the CLI's JSON: `deploymentId`. */
    key: string;
    /** The Action's output: `deployment-id`. */
    action: string;
    /** The CLI's variable: `HOSTING_DEPLOYMENT_ID`. */
    variable: `HOSTING_${string}`;
    /**
     * One sentence for every face; `{name}` stands for a setting, which each face spells its own
     * way (the Action's input `name`, the CLI's `--name`). "None" is an empty output, a JSON null.
     */
    description: string;
    /** What only the Action's description says: it sets this output as soon as it is known. */
    actionNote?: string;
    /** The value from the run's result. */
    value: (result: DeployResult) => OutputValue;
    /**
     * A word from a closed vocabulary or a count (the result, a status word, the failure kind):
     * never scanned for secrets on its way out, since it cannot carry one.
     */
    closed?: true;
    /** What the JSON result holds under the key instead of the output's value (a structure the output sums up in a word). */
    json?: (result: DeployResult) => unknown;
}
export declare const OUTPUTS: readonly [{
    readonly key: "deploymentId";
    readonly action: "deployment-id";
    readonly variable: "HOSTING_DEPLOYMENT_ID";
    readonly description: "Id of the queued deployment.";
    readonly actionNote: "Set as soon as it is queued.";
    readonly value: (result: DeployResult) => string | null;
}, {
    readonly key: "status";
    readonly closed: true;
    readonly action: "status";
    readonly variable: "HOSTING_STATUS";
    readonly description: "The deployment's last status as the service names it, e.g. `live`, `build_failed`.";
    readonly value: (result: DeployResult) => string | null;
}, {
    readonly key: "result";
    readonly closed: true;
    readonly action: "result";
    readonly variable: "HOSTING_RESULT";
    readonly description: "`success`, `failure`, `cancelled`, `timed-out`, `unhealthy` (live, but the health check failed, or it broke in the verification window), `interrupted` (the run was stopped; the deployment goes on), or `queued` when the run did not wait; none when nothing was queued.";
    readonly value: (result: DeployResult) => import("./result.js").Result | null;
}, {
    readonly key: "failureKind";
    readonly closed: true;
    readonly action: "failure-kind";
    readonly variable: "HOSTING_FAILURE_KIND";
    readonly description: "Why the run failed: `deployment`, `usage`, `auth`, `not-found`, `unhealthy`, `cancelled`, `timed-out`, `unreachable` or `interrupted`; none when it went well.";
    readonly value: (result: DeployResult) => import("./result.js").FailureKind | null;
}, {
    readonly key: "ref";
    readonly action: "ref";
    readonly variable: "HOSTING_REF";
    readonly description: "The ref as the service resolved it.";
    readonly value: (result: DeployResult) => string | null;
}, {
    readonly key: "url";
    readonly action: "url";
    readonly variable: "HOSTING_URL";
    readonly description: "{environment-url} when given, else `https://` and the service's first verified domain (needs `domains: read`); none when unknown.";
    readonly actionNote: "Set as soon as known, also on failure.";
    readonly value: (result: DeployResult) => string | null;
}, {
    readonly key: "health";
    readonly closed: true;
    readonly action: "health";
    readonly variable: "HOSTING_HEALTH";
    readonly description: "`healthy`, `unhealthy`, or `skipped` (no health check, or the deployment did not go live); none for several services.";
    readonly value: (result: DeployResult) => import("./result.js").Health | null;
}, {
    readonly key: "envImported";
    readonly closed: true;
    readonly action: "env-imported";
    readonly variable: "HOSTING_ENV_IMPORTED";
    readonly description: "The number of variables imported.";
    readonly value: (result: DeployResult) => number | null;
}, {
    readonly key: "envSkipped";
    readonly action: "env-skipped";
    readonly variable: "HOSTING_ENV_SKIPPED";
    readonly description: "The keys the service skipped, each also a warning with its reason (comma-separated; a list in JSON).";
    readonly value: (result: DeployResult) => string[];
}, {
    readonly key: "rollbackDeploymentId";
    readonly action: "rollback-deployment-id";
    readonly variable: "HOSTING_ROLLBACK_DEPLOYMENT_ID";
    readonly description: "Id of the redeploy of the last good ref, when {rollback} queued one.";
    readonly value: (result: DeployResult) => string | null;
}, {
    readonly key: "rollbackRef";
    readonly action: "rollback-ref";
    readonly variable: "HOSTING_ROLLBACK_REF";
    readonly description: "The ref that {rollback} redeployed, when it queued one.";
    readonly value: (result: DeployResult) => string | null;
}, {
    readonly key: "verify";
    readonly closed: true;
    readonly action: "verify";
    readonly variable: "HOSTING_VERIFY";
    readonly description: "How the verification window after going live ended ({verify-for}): `passed`, `failed`, `superseded` (a newer deployment replaced it), or `skipped` (no window, the deployment did not go live and healthy, or the window could watch nothing); none when nothing was queued, and for several services (each service has its own in its entry). In JSON, an object: `{result, forMs, probes, failedProbes, runtimeLines, matches, reason}`.";
    readonly value: (result: DeployResult) => import("./result.js").VerifyResultWord | null;
    readonly json: (result: DeployResult) => import("./result.js").VerifyReport | null;
}, {
    readonly key: "services";
    readonly action: "results";
    readonly variable: "HOSTING_RESULTS";
    readonly description: "Several services (an app): a JSON array, one entry per service in the app's order: `{name, serviceId, deploymentId, result, status, failureKind, ref, url, health, durationMs, rollback, reason, verify}`, `result` `skipped` for a service never queued, `rollback` `{deploymentId, ref, result}` or null, `reason` why the service failed or was skipped (null when it went live), `verify` its verification window (null when never queued); none for one service. With several services, `deployment-id`, `status`, `ref`, `url` and `health` are empty.";
    readonly value: (result: DeployResult) => {
        json: ServiceResult[];
    } | null;
}];
export type Output = (typeof OUTPUTS)[number];
export type OutputKey = Output['key'];
export type OutputVariable = Output['variable'];
/** The definition of the output with this key. */
export declare function outputOf(key: OutputKey): Output;
/** An output's value as a variable or an Action output holds it: empty when unknown, a list comma-separated. */
export declare function outputText(value: OutputValue): string;
/** An output's description with each `{setting}` spelled as the face spells it. */
export declare function describeOutput(output: OutputDefinition, spell: (setting: string) => string): string;

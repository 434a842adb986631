import type { PermissionLevel } from './api-types.js';
/**
 * How the deployment ended, or queued when the run did not wait; interrupted: the run was
 * stopped by a signal while the deployment goes on.
 */
export type Result = 'success' | 'failure' | 'cancelled' | 'timed-out' | 'unhealthy' | 'queued' | 'interrupted';
export type Health = 'healthy' | 'unhealthy' | 'skipped';
/**
 * Why a run did not end well, one kind per exit code of the CLI: `usage` (bad input, nothing
 * changed), `auth` (the key refused, 401/403), `not-found` (the service or deployment is not
 * there, or the key cannot see it: the API's 404), `deployment` (it failed, rollback or not),
 * `unhealthy` (live but the health check failed), `cancelled` (cancelled or superseded),
 * `timed-out` (it may still be running), `unreachable` (network, 5xx, unreadable answers),
 * `interrupted` (the job was stopped by a signal; the deployment goes on).
 */
export type FailureKind = 'usage' | 'auth' | 'not-found' | 'deployment' | 'unhealthy' | 'cancelled' | 'timed-out' | 'unreachable' | 'interrupted';
/** The names of the outputs known before the end of a run. */
export type OutputName = 'deploymentId' | 'url' | 'rollbackDeploymentId' | 'rollbackRef';
/** Why a run failed and what to do next (engine/failure.ts explains every way it can). */
export interface Failure {
    /** Why the step failed, one paragraph without the next step. */
    message: string;
    /** The error annotation's title. */
    title: string;
    /** What to do next, when there is advice. */
    next: string | undefined;
    /**
     * The error annotation: the message, the error's own advice ("Next: ..."), and the last log
     * lines when the deployment ran. Advice that only follows from the result is the summary's.
     */
    annotation: string;
    /** The run's result output (undefined: nothing was queued, so there is none). */
    result: Exclude<Result, 'success' | 'queued'> | undefined;
    /** What kind of failure it is (the CLI's exit code). */
    kind: FailureKind;
}
interface RunError {
    /** A short heading: "Deployment failed", "Invalid input". */
    title: string;
    /** What went wrong, one paragraph. */
    message: string;
    /** What to do next, when there is advice. */
    next?: string;
    /** The whole error for an annotation: the message, its own advice, the last log lines. */
    annotation?: string;
}
export interface DeployResult {
    /** Undefined when nothing was queued (the run failed before). */
    result: Result | undefined;
    /** The deployment's last status as the service named it. */
    status: string | undefined;
    deploymentId: string | undefined;
    /** The ref as the service resolved it. */
    ref: string | undefined;
    /** The service's URL (environment-url, else its first verified domain). */
    url: string | undefined;
    health: Health;
    envImported: number | undefined;
    /** The variables the service skipped, each with why (made safe). */
    skipped: {
        key: string;
        reason: string;
    }[];
    rollbackDeploymentId: string | undefined;
    rollbackRef: string | undefined;
    durationMs: number;
    /** Undefined when the run went well. */
    error: RunError | undefined;
    /** Undefined when the run went well. */
    failureKind: FailureKind | undefined;
    /** The signal that stopped the run, when one did. */
    interruptedBy?: 'SIGINT' | 'SIGTERM';
    /** The commit the service resolved the ref to, when its record named one. */
    commitSha?: string;
    /** The deployment's last log lines (made safe), oldest first. */
    tail?: string[];
    /** The last health check try's problem, when unhealthy. */
    healthProblem?: string;
    /** What the rollback did, one sentence, when one was tried. */
    rollbackNote?: string;
    /** whoami's run: its answer is the key (`key`, none when refused), not a deployment. */
    whoami?: true;
    /** Who the key is and what it may do (whoami). */
    key?: KeyInfo;
    /** The service's last runtime log lines when the deployment did not end well, or why there are none. */
    runtimeLog?: {
        lines: string[];
    } | {
        missing: string;
    };
    /** How the rollback's redeploy ended, when one was queued and followed. */
    rollbackResult?: Result;
    /** An app's services, one entry each in the app's order; undefined for a run of one service. */
    services?: ServiceResult[];
    /** The verification window after going live; undefined when nothing was queued. */
    verify?: VerifyReport;
}
/** How a verification window ended: `skipped` when there was none (or it was ended from outside). */
export type VerifyResultWord = 'passed' | 'failed' | 'superseded' | 'skipped';
/** What the verification window saw, and how it ended (the JSON result's `verify`). */
export interface VerifyReport {
    result: VerifyResultWord;
    /** How long it watched. */
    forMs: number;
    /** Health checks taken, and how many failed. */
    probes: number;
    failedProbes: number;
    /** Runtime log lines read in the window. */
    runtimeLines: number;
    /** The matched lines (at most 20), each made safe and redacted; `atMs` counts from going live. */
    matches: {
        line: string;
        atMs: number;
        known: boolean;
    }[];
    /** How it ended, one line. */
    reason: string;
}
/** One service of an app: the `results` output's entry. */
export interface ServiceResult {
    name: string;
    serviceId: string;
    deploymentId: string | null;
    /** `skipped`: never queued (a need failed, or fail-fast stopped the app first). */
    result: Result | 'skipped' | null;
    status: string | null;
    failureKind: FailureKind | null;
    ref: string | null;
    url: string | null;
    health: Health;
    durationMs: number;
    /** The redeploy of the ref that was live before, when the service was rolled back. */
    rollback: {
        deploymentId: string;
        ref: string;
        result: Result | null;
    } | null;
    /** Why it was skipped, or why it failed, one sentence; null when it went live. */
    reason: string | null;
    /** Its verification window after going live; null when it was never queued. */
    verify: VerifyReport | null;
}
/** What the key may do for this run, as the key check found (steps/key-check.ts). */
export interface KeyCheck {
    /** Key type as the service reports it: service, project, or account (no keyScope). */
    kind: string;
    /** False when the key lacks logs:read: the deployment is followed without its log. */
    canReadLogs: boolean;
    /** False when the key lacks domains:read: the `url` output then comes from environment-url only. */
    canReadDomains: boolean;
    /** The service a service key is bound to (a plain id), when it is one. */
    serviceId?: string;
}
/** Who a key is and what it may do for a deploy (whoami's answer), every string made safe. */
export interface KeyInfo {
    /** service, project, or account (no key scope). */
    kind: string;
    /** The key's owner. */
    name?: string | undefined;
    email?: string | undefined;
    /** The service a service key is bound to. */
    serviceId?: string | undefined;
    serviceName?: string | undefined;
    /** The project a project key is bound to. */
    projectId?: string | undefined;
    /**
     * The environments a project key is limited to, when the service names them as a list;
     * `unreadable`: limited, in a shape this tool cannot read (the spec does not show it).
     */
    environments?: string[] | 'unreadable' | undefined;
    /** Each category's level; absent for an account key, which holds them all. */
    permissions?: Record<string, PermissionLevel>;
    /**
     * What a deploy may do with it; undefined: not known. An account key's answer is the same
     * whether it is read-only or not, so whether it may deploy or set variables is not known.
     */
    can: {
        deploy: boolean | undefined;
        importVariables: boolean | undefined;
        readLogs: boolean;
        readDomains: boolean;
    };
}
/** The result of a run that queued nothing: every output empty, and why when it failed. */
export declare function nothingQueued(error?: RunError, failureKind?: FailureKind): DeployResult;
export {};

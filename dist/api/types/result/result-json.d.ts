import { type ServiceEntry } from '../core/outputs.js';
import type { DeployResult, FailureKind, Health, KeyInfo, Result, VerifyReport } from '../core/result.js';
declare const SCHEMA_VERSION = 1;
/** The outputs' JSON values, typed by their keys. */
interface OutputsJson {
    /** null when nothing was queued (the run failed before, e.g. a usage error). */
    result: Result | null;
    status: string | null;
    deploymentId: string | null;
    /** null when the run went well. */
    failureKind: FailureKind | null;
    ref: string | null;
    url: string | null;
    health: Health;
    envImported: number | null;
    envSkipped: string[];
    rollbackDeploymentId: string | null;
    rollbackRef: string | null;
    /** The verification window after going live; null when nothing was queued. */
    verify: VerifyReport | null;
    /** Several services: one entry each; null for one service. */
    services: ServiceEntry[] | null;
}
/** Absent when the run went well; `next` is null when there is no advice. */
interface ErrorJson {
    title: string;
    message: string;
    next: string | null;
}
export interface ResultJson extends OutputsJson {
    schemaVersion: typeof SCHEMA_VERSION;
    durationMs: number;
    error?: ErrorJson;
}
/** whoami's own shape: the key, not a deployment's outputs. */
export interface WhoamiJson {
    schemaVersion: typeof SCHEMA_VERSION;
    /** Who the key is (the fields the identity has); null when the key was refused. */
    key: Omit<KeyInfo, 'can'> | null;
    /** What it may do for a deploy, each null when not known; null when the key was refused. */
    can: {
        [Can in keyof KeyInfo['can']]: boolean | null;
    } | null;
    /** Why it failed (`auth`, `unreachable`...); null when the key was read. */
    failureKind: FailureKind | null;
    durationMs: number;
    error?: ErrorJson;
}
/** whoami's fields, with what each holds, for the docs. */
export declare const WHOAMI_JSON_FIELDS: {
    readonly key: "who the key is: `kind` (`service`, `project` or `account`), and those the service names of `name`, `email`, `serviceId`, `serviceName`, `projectId`, `environments` (a project key's limit), `permissions`; `null` when the key was refused";
    readonly can: "`{ \"deploy\", \"importVariables\", \"readLogs\", \"readDomains\" }`, each `true` or `false`, or `null` when not known (whether an account key may deploy: a read-only one cannot); `null` when the key was refused";
};
/** The fields of the JSON that are not outputs, with what each holds, for the docs. */
export declare const RESULT_JSON_FIELDS: {
    readonly schemaVersion: "`1`, the version of this shape";
    readonly durationMs: "how long the run took, in whole milliseconds";
    readonly error: "`{ \"title\", \"message\", \"next\" }`: what failed, why, and what to do next (`next` is `null` when there is no advice)";
};
/** The JSON a run ends with: whoami's own shape, else the deploy's (deploy and watch). */
export declare function finalJson(result: DeployResult): ResultJson | WhoamiJson;
export declare function resultJson(result: DeployResult): ResultJson;
/** whoami's answer: the key and what it may do, or why it was refused; no deployment's fields. */
export declare function whoamiJson(result: DeployResult): WhoamiJson;
export {};

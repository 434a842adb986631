import type { components, operations } from './api.generated.js';
type Schemas = components['schemas'];
/** The JSON body of an operation's answer with the given status. */
type Answer<Op extends keyof operations, Status extends keyof operations[Op]['responses']> = operations[Op]['responses'][Status] extends {
    content: {
        'application/json': infer Body;
    };
} ? Body : never;
/** Every error response: `{ error }` (spec, Errors). */
export type ApiErrorBody = Schemas['Error'];
export type PermissionLevel = Schemas['PermissionLevel'];
/** GET /api/auth/me */
export type Identity = Answer<'whoami', 200>;
export type EnvVar = Schemas['EnvVar'];
/** POST /api/services/{id}/env/import */
export type EnvImportResponse = Answer<'import_env', 200>;
/** POST /api/services/{id}/deploy */
export type DeployRequest = NonNullable<operations['deploy_service']['requestBody']>['content']['application/json'];
export type DeployResponse = Answer<'deploy_service', 202>;
/** A deployment record as the service may send it (docs/api-notes.md, Deployment record). */
export type DeploymentRecord = Schemas['DeploymentRecord'];
/** GET /api/services/{id}/deployments */
export type DeploymentsPage = Answer<'list_deployments', 200>;
/** An item of GET /api/deployments/{id}/logs (docs/api-notes.md, Deployment log record). */
export type DeploymentLogRecord = Answer<'get_deployment_logs', 200>[number];
export {};

export interface paths {
    "/api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Identify the caller's key (any valid key). */
        get: operations["whoami"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A project with the services of one environment. */
        get: operations["get_project"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a service from a Git repository or a container image; queues a deployment. */
        post: operations["create_service"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/databases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a managed database (a billed database service). */
        post: operations["create_database"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/{id}/deploy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queue a deployment (202 does not mean it succeeded). */
        post: operations["deploy_service"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/{id}/search-indexing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Allow or forbid search engines to index the service's generated hostname. */
        patch: operations["set_search_indexing"];
        trace?: never;
    };
    "/api/services/{id}/autodeploy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Turn automatic deployments on Git pushes on or off. */
        patch: operations["set_autodeploy"];
        trace?: never;
    };
    "/api/services/{id}/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a cron service's schedule (and optionally its command).
         * @description Path id is a cron service id. The scheduler updates immediately.
         */
        patch: operations["update_cron"];
        trace?: never;
    };
    "/api/services/{id}/dedicated-ip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Attach an account-owned dedicated outbound IP to a service (an IP may serve several services).
         * @description Account keys only. Any valid ipId requires a redeploy and applies on the next deployment, the IP already attached included. An empty ipId detaches the service's IP (the answer's ip is then null); the documentation shows no other way to detach.
         */
        put: operations["attach_service_dedicated_ip"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/{id}/env": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create or update one environment variable of a service.
         * @description Creates or updates one variable; applies on the next deployment.
         */
        post: operations["set_env"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/{id}/env/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create or update many environment variables at once; reports those skipped and why. */
        post: operations["import_env"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/{id}/db/tls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Serve TLS on a database's port, or stop.
         * @description Account keys only; databases that support external TLS only.
         */
        post: operations["set_db_tls"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/{id}/db/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A database's engine metrics (light=1: only size and connection counts).
         * @description Account keys only. Answers 200 with an error field when the database cannot be reached.
         */
        get: operations["get_db_metrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/{id}/storage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the provisioned storage of a database or bucket, in whole GB.
         * @description Path id is a managed database or bucket. Provisioned storage is billed.
         */
        patch: operations["set_storage"];
        trace?: never;
    };
    "/api/services/{id}/domains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The custom domains of a service. */
        get: operations["list_domains"];
        put?: never;
        /**
         * Attach a custom hostname to a service (pending until its DNS is verified).
         * @description DNS target configuration and verification are finished in the dashboard.
         */
        post: operations["add_domain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/{id}/ports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A service's primary port, additional exposed ports, and detected ports not yet exposed. */
        get: operations["list_ports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/{id}/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A service's runtime log lines: the newest ones, optionally filtered by text.
         * @description Historical reads may combine before, q, since and until. With after the live-tail path is used and search and time filters are not applied. Malformed time filters are ignored rather than rejected (so since and until carry no format).
         */
        get: operations["get_logs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/{id}/deployments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of a service's deployments, newest first.
         * @description Newest page first. Send nextCursor back as before; stop when no next cursor is returned (0 or absent).
         */
        get: operations["list_deployments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deployments/{id}/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A deployment's log records after a sequence number, oldest first. */
        get: operations["get_deployment_logs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deployments/{id}/logs/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Server-sent events of the deployment's log. Credentials go in the Authorization header, never in the URL. Event format: not shown (see docs/api-notes.md): events whose data is a deployment log record (unnamed or `log`, `id:` the sequence number), state events (`status`, `state`, `deployment`), an end event (`end`, `done`, `complete`) or a plain close, keep-alive comments and `retry:`. */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The last SSE id received, sent back on a reconnect. */
                    "Last-Event-ID"?: string;
                };
                path: {
                    /** @description A deployment id. */
                    id: components["parameters"]["DeploymentId"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The event stream. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": string;
                    };
                };
                401: components["responses"]["AssumedUnauthorized"];
                403: components["responses"]["AssumedForbidden"];
                404: components["responses"]["AssumedNotFound"];
                /** @description Streaming refused (docs/api-notes.md). */
                405: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                429: components["responses"]["RateLimited"];
                500: components["responses"]["AssumedServerError"];
                /** @description Streaming refused (docs/api-notes.md). */
                501: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/{id}/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A service's metrics over a range (1h, 6h, 24h, 7d). */
        get: operations["get_metrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Every error body. Other fields and machine-readable codes are not shown. */
        Error: {
            error: string;
        };
        /** @enum {string} */
        PermissionLevel: "read" | "write";
        /**
         * @description Capability categories (spec, Authentication 4); write implies read.
         * @enum {string}
         */
        Capability: "deployments" | "logs" | "metrics" | "variables" | "domains" | "settings" | "project";
        /** @description The `x-access` annotation of an operation: the key types that may call it and, for project and service keys, the capability category and the level they need (write implies read). Account keys hold every category, read-only ones at read level only. Every resource reached must lie within the key's project, service and environments. `assumed` marks a rule the service's documentation does not state (the sandbox's choice). */
        Access: {
            keys: ("account" | "project" | "service")[];
            capability?: components["schemas"]["Capability"];
            level?: components["schemas"]["PermissionLevel"];
            assumed?: boolean;
        };
        /** @description The `x-mcp` annotation of an operation: the name of the tool agent clients call for it and its arguments. Arguments are the path parameters, query parameters and body fields of the same names. `required` and `options` are the tool's own lists, which differ from REST where noted (create_service requires projectSlug); `restOnly` lists query parameters the tool does not expose. An answer that is a JSON array comes back as the tool's structured content inside one object field, named by `wrap`. */
        McpTool: {
            tool: string;
            required: string[];
            options: string[];
            restOnly?: string[];
            wrap?: string;
        };
        KeyScope: {
            /** @description Key type (service seen for service keys). */
            kind: string;
            serviceId?: string;
            serviceName?: string;
            /** @description Capability category mapped to read or write. */
            permissions?: {
                deployments?: components["schemas"]["PermissionLevel"];
                logs?: components["schemas"]["PermissionLevel"];
                metrics?: components["schemas"]["PermissionLevel"];
                variables?: components["schemas"]["PermissionLevel"];
                domains?: components["schemas"]["PermissionLevel"];
                settings?: components["schemas"]["PermissionLevel"];
                project?: components["schemas"]["PermissionLevel"];
            } & {
                [key: string]: components["schemas"]["PermissionLevel"];
            };
            /** @description A project key's project (not listed in the spec). */
            projectId?: string;
            /** @description A project key's environment restrictions; their shape is not shown. */
            environments?: unknown;
        };
        Identity: {
            id: string;
            name: string;
            email: string;
            keyScope?: components["schemas"]["KeyScope"];
        };
        Project: {
            id: string;
            name?: string;
            slug: string;
            description?: string;
        };
        Environment: {
            id: string;
            projectId?: string;
            name?: string;
            slug: string;
            isDefault?: boolean;
        };
        /** @description A service, database or bucket. The complete field list is not shown. */
        Service: {
            id: string;
            name?: string;
            slug?: string;
            /** @description Values seen: image, database. */
            sourceType?: string;
            /** @description Values seen: idle, running; the full set is not shown. */
            status?: string;
            planKey?: string;
            projectId?: string;
            environmentId?: string;
            searchIndexing?: boolean;
            autoDeploy?: boolean;
            schedule?: string;
            startCommand?: string;
        };
        /** @description A service just created (spec, States and transitions). */
        CreatedService: components["schemas"]["Service"] & {
            /** @constant */
            status: "idle";
        };
        Domain: {
            id: string;
            serviceId?: string;
            hostname: string;
            /** @description pending until DNS verification; other values not shown. */
            status?: string;
            port?: number;
        };
        DedicatedIp: {
            id: string;
            address?: string;
            label?: string;
            attachments?: unknown[];
        };
        ServiceLogRecord: {
            /** @description Log ID, used with before and after. */
            id: number;
            serviceId?: string;
            line: string;
            stream?: string;
            /** Format: date-time */
            ts?: string;
        };
        CreateServiceRequest: {
            name: string;
            /** @description Project keys require their own project; an account key that omits it uses the default project if one exists. */
            projectSlug?: string;
            /** @description Required when the key is restricted to specific environments. */
            environmentSlug?: string;
            /** @description Git repository URL (source builds). */
            repoUrl?: string;
            /** @description Container image reference. */
            image?: string;
            /** @description Port the app listens on. */
            internalPort?: number;
            /** @description Omitted means the cheapest plan matching the service type. */
            planKey?: string;
        } & (unknown | unknown);
        CreateDatabaseRequest: {
            name: string;
            /** @description Engine key from the engine catalog (postgres, redis, mysql, mongo, ...). */
            engine: string;
            projectSlug?: string;
            environmentSlug?: string;
            planKey?: string;
        };
        DeployRequest: {
            /** @description Branch, tag or commit SHA; Git services only; omitted means the tracked branch. */
            ref?: string;
        };
        DeployResponse: {
            deploymentId: string;
            ref: string;
        };
        EnvVar: {
            key: string;
            value: string;
        };
        EnvImportRequest: {
            vars: components["schemas"]["EnvVar"][];
        };
        EnvImportResponse: {
            imported: number;
            skipped: {
                key: string;
                reason: string;
            }[];
        };
        /** @description Fields other than the identifier and rollbackable are not shown; this allows every variant of docs/api-notes.md: the identifier as id and/or deploymentId, the state as status or else state, and any further fields. */
        DeploymentRecord: ({
            id?: string;
            deploymentId?: string;
            status?: string;
            state?: string;
            ref?: string;
            commitSha?: string;
            createdAt?: string;
            finishedAt?: string;
            url?: string;
            /** @description true only while the deployment's image is still available. */
            rollbackable?: boolean;
        } & {
            [key: string]: unknown;
        }) & (unknown | unknown);
        DeploymentsPage: {
            deployments: components["schemas"]["DeploymentRecord"][];
            /** @description Send back as before; 0 (an empty page) or absent means there is no next page. */
            nextCursor?: number;
        };
        /** @description Fields not shown in the spec; this allows every variant of docs/api-notes.md: the sequence number as seq, sequence or a numeric id, the text as line, message or text. */
        DeploymentLogRecord: ({
            seq?: number;
            sequence?: number;
            id?: number | string;
            line?: string;
            message?: string;
            text?: string;
            stream?: string;
            ts?: string;
            timestamp?: string;
            level?: string;
        } & {
            [key: string]: unknown;
        }) & ((unknown | unknown | {
            id: number;
        }) & (unknown | unknown | unknown));
        /** @enum {string} */
        MetricsRange: "1h" | "6h" | "24h" | "7d";
    };
    responses: {
        /** @description Too many requests for this key: the request was not handled, and may be sent again once Retry-After has passed. The service documents no rate limits; the sandbox enforces one per key when started with --rate-limit (or a seed's rateLimit), and tells the key its budget on every authenticated answer in the headers below (one set of them). */
        RateLimited: {
            headers: {
                /** @description Seconds (or an HTTP date) until the key may send again. */
                "Retry-After"?: string;
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Invalid parameters. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description API key missing, invalid or revoked. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The account must resolve a billing requirement before continuing. */
        PaymentRequired: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The caller or key scope does not permit the operation. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The resource does not exist or is not visible to the caller. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The current resource state prevents the operation. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The operation could not be completed. */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Invalid parameters (general error table; not listed for this endpoint). */
        AssumedBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description API key missing, invalid or revoked (general error table; not listed for this endpoint). */
        AssumedUnauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not permitted (general error table; not listed for this endpoint). */
        AssumedForbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Missing or not visible (general error table; not listed for this endpoint). */
        AssumedNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Could not be completed (general error table; not listed for this endpoint). */
        AssumedServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description The service id (for database operations, the database service id). */
        ServiceId: string;
        /** @description A deployment id. */
        DeploymentId: string;
    };
    requestBodies: never;
    headers: {
        /** @description The key's quota policy (IETF httpapi draft, RateLimit-Policy): the sandbox's token bucket per key as one policy, its burst as the quota q over the window w in seconds that refills it. */
        "RateLimit-Policy": string;
        /** @description The key's service limit (IETF httpapi draft, RateLimit): r requests left, which are all the key may send within the next t seconds. */
        RateLimit: string;
        /** @description Requests the key may send at once (the bucket's size). */
        "X-RateLimit-Limit": string;
        /** @description Requests the key may still send at once. */
        "X-RateLimit-Remaining": string;
        /** @description Unix time in seconds at which the key's bucket is full again. */
        "X-RateLimit-Reset": string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    whoami: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The identity record; keyScope only for service and project keys. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Identity"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
        };
    };
    get_project: {
        parameters: {
            query?: {
                /** @description Environment slug; omitted means the default environment. */
                env?: string;
            };
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The project, the selected environment's services, the visible environments and the selected one. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        project: components["schemas"]["Project"];
                        services: components["schemas"]["Service"][];
                        environments: components["schemas"]["Environment"][];
                        environment: components["schemas"]["Environment"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
        };
    };
    create_service: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateServiceRequest"];
            };
        };
        responses: {
            /** @description The new service, status idle (spec, States). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedService"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
        };
    };
    create_database: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateDatabaseRequest"];
            };
        };
        responses: {
            /** @description The new database service (sourceType database, status idle). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedService"] & {
                        /** @constant */
                        sourceType: "database";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
        };
    };
    deploy_service: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The service id (for database operations, the database service id). */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["DeployRequest"];
            };
        };
        responses: {
            /** @description The deployment is queued. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeployResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["AssumedNotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
        };
    };
    set_search_indexing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The service id (for database operations, the database service id). */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description true allows indexing of the generated hostname. */
                    enabled: boolean;
                };
            };
        };
        responses: {
            /** @description The service record plus searchIndexing. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Service"] & {
                        searchIndexing: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["AssumedNotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
        };
    };
    set_autodeploy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The service id (for database operations, the database service id). */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled: boolean;
                };
            };
        };
        responses: {
            /** @description The service record plus autoDeploy. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Service"] & {
                        autoDeploy: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["AssumedNotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
        };
    };
    update_cron: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The service id (for database operations, the database service id). */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description crontab expression */
                    schedule: string;
                    command?: string;
                };
            };
        };
        responses: {
            /** @description The service record plus schedule and startCommand. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Service"] & {
                        schedule: string;
                        startCommand: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["AssumedNotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
        };
    };
    attach_service_dedicated_ip: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The service id (for database operations, the database service id). */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description An IP of the account, or empty to detach. */
                    ipId: string;
                };
            };
        };
        responses: {
            /** @description The attached IP (null when detached), whether a redeploy is required, and when it applies. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ip: components["schemas"]["DedicatedIp"] | null;
                        /** @constant */
                        redeployRequired: true;
                        effective: string;
                    };
                };
            };
            400: components["responses"]["AssumedBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such service, or no such dedicated IP in the account (general error table). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service's state prevents the change (for example, it is suspended). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
        };
    };
    set_env: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The service id (for database operations, the database service id). */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    key: string;
                    value: string;
                };
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["AssumedNotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
        };
    };
    import_env: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The service id (for database operations, the database service id). */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnvImportRequest"];
            };
        };
        responses: {
            /** @description How many variables were imported, and which were skipped and why. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnvImportResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["AssumedNotFound"];
            429: components["responses"]["RateLimited"];
        };
    };
    set_db_tls: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The service id (for database operations, the database service id). */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description true serves TLS on the database port. */
                    tls: boolean;
                };
            };
        };
        responses: {
            /** @description The TLS setting and whether a redeployment was applied or queued. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tls: boolean;
                        redeploying: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["AssumedNotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
        };
    };
    get_db_metrics: {
        parameters: {
            query?: {
                /** @description Pass 1 for the cheap subset (size and connection counts). */
                light?: string;
            };
            header?: never;
            path: {
                /** @description The service id (for database operations, the database service id). */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Engine metrics, or an error field when the database cannot be reached. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        engine?: string;
                        running?: boolean;
                        groups?: unknown[];
                        error?: string;
                    } & (unknown | unknown);
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such service, or the service is not a database (general error table). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
        };
    };
    set_storage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The service id (for database operations, the database service id). */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description New provisioned size in GB (the documentation shows no bounds). */
                    storageGb: number;
                };
            };
        };
        responses: {
            /** @description The new and previous sizes; applyError is empty on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        storageGb: number;
                        previousGb: number;
                        applyError: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["AssumedNotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
        };
    };
    list_domains: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The service id (for database operations, the database service id). */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service's custom domains. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Domain"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["AssumedNotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
        };
    };
    add_domain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The service id (for database operations, the database service id). */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    hostname: string;
                };
            };
        };
        responses: {
            /** @description The new domain, status pending until DNS verification. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Domain"] & {
                        /** @constant */
                        status: "pending";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["AssumedNotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
        };
    };
    list_ports: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The service id (for database operations, the database service id). */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The primary port, additional exposed ports and detected ports not yet exposed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        primaryPort: number;
                        ports: unknown[];
                        detected: number[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["AssumedNotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
        };
    };
    get_logs: {
        parameters: {
            query?: {
                /** @description Most lines to return (100 when omitted; more than 1000 reads as 1000). */
                limit?: number;
                q?: string;
                before?: number;
                after?: number;
                since?: string;
                until?: string;
            };
            header?: never;
            path: {
                /** @description The service id (for database operations, the database service id). */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Service log records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        logs: components["schemas"]["ServiceLogRecord"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["AssumedNotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["ServerError"];
        };
    };
    list_deployments: {
        parameters: {
            query?: {
                /** @description Page size, at most 100. */
                limit?: number;
                /** @description A nextCursor from an earlier page. */
                before?: number;
            };
            header?: never;
            path: {
                /** @description The service id (for database operations, the database service id). */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of deployment records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeploymentsPage"];
                };
            };
            400: components["responses"]["AssumedBadRequest"];
            401: components["responses"]["AssumedUnauthorized"];
            403: components["responses"]["AssumedForbidden"];
            404: components["responses"]["AssumedNotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["AssumedServerError"];
        };
    };
    get_deployment_logs: {
        parameters: {
            query?: {
                /** @description Sequence number of the last record processed; newer records come back, oldest first. */
                after?: number;
            };
            header?: never;
            path: {
                /** @description A deployment id. */
                id: components["parameters"]["DeploymentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deployment log records (a page may be cut short). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeploymentLogRecord"][];
                };
            };
            400: components["responses"]["AssumedBadRequest"];
            401: components["responses"]["AssumedUnauthorized"];
            403: components["responses"]["AssumedForbidden"];
            404: components["responses"]["AssumedNotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["AssumedServerError"];
        };
    };
    get_metrics: {
        parameters: {
            query?: {
                range?: components["schemas"]["MetricsRange"];
            };
            header?: never;
            path: {
                /** @description The service id (for database operations, the database service id). */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Service metrics; shape not shown. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["AssumedBadRequest"];
            401: components["responses"]["AssumedUnauthorized"];
            403: components["responses"]["AssumedForbidden"];
            404: components["responses"]["AssumedNotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["AssumedServerError"];
        };
    };
}

// The per-endpoint authorization of the service's documentation (Authentication 7) as one table:
// every operation with every key type of the demo seed, the status each gets, and the MCP tool
// call that stands for the same request. The REST test (sandbox/authorization.test.ts) and the
// MCP test (sandbox/mcp.test.ts) both run it.

/** Key columns of the table, in order (KEYS in harness/sandbox.ts); revoked and missing keys get 401 on every row. */
export const COLUMNS = [
  'account',
  'readOnly',
  'project',
  'staging',
  'stagingCreator',
  'service',
  'serviceNone',
  'serviceOps',
  'otherService'
] as const

export type Column = (typeof COLUMNS)[number]

/** What tells one call of a row from another: unique per column, the same in every run of that column. */
export interface Tag {
  /** The column's name, lower case: for names, hostnames. */
  word: string
  /** The same as an environment variable name. */
  variable: string
}

export const tagOf = (column: string): Tag => ({
  word: column.toLowerCase(),
  variable: `K_${column.toUpperCase()}`
})

export interface Row {
  method: string
  /** The path; `deployment` is the id of a finished deployment of svc-web. */
  path: (deployment: string) => string
  body?: (tag: Tag) => unknown
  /** Expected status per column of COLUMNS. */
  expect: string
  /** The MCP tool call for the same request; none for the log stream (no tool serves it). */
  tool?: { name: string; args: (tag: Tag, deployment: string) => Record<string, unknown> }
}

const service = (id: string) => ({ id })

//       account readOnly project staging stagingCreator service serviceNone serviceOps otherService
export const ROWS: Row[] = [
  {
    method: 'GET',
    path: () => '/api/auth/me',
    expect: '200 200 200 200 200 200 200 200 200',
    tool: { name: 'whoami', args: () => ({}) }
  },
  {
    method: 'GET',
    path: () => '/api/projects/demo',
    expect: '200 200 200 404 404 403 403 403 403',
    tool: { name: 'get_project', args: () => ({ slug: 'demo' }) }
  },
  {
    method: 'GET',
    path: () => '/api/projects/demo?env=staging',
    expect: '200 200 200 200 200 403 403 403 403',
    tool: { name: 'get_project', args: () => ({ slug: 'demo', env: 'staging' }) }
  },
  {
    method: 'GET',
    path: () => '/api/projects/side',
    expect: '200 200 404 404 404 403 403 403 403',
    tool: { name: 'get_project', args: () => ({ slug: 'side' }) }
  },
  {
    method: 'POST',
    path: () => '/api/services',
    body: tag => ({ name: `svc ${tag.word}`, projectSlug: 'demo', environmentSlug: 'staging', image: 'demo/app:1' }),
    expect: '201 403 201 403 201 403 403 403 403',
    tool: {
      name: 'create_service',
      args: tag => ({ name: `svc ${tag.word}`, projectSlug: 'demo', environmentSlug: 'staging', image: 'demo/app:1' })
    }
  },
  {
    method: 'POST',
    path: () => '/api/databases',
    body: tag => ({ name: `db ${tag.word}`, engine: 'postgres', projectSlug: 'demo', environmentSlug: 'staging' }),
    expect: '201 403 201 403 201 403 403 403 403',
    tool: {
      name: 'create_database',
      args: tag => ({ name: `db ${tag.word}`, engine: 'postgres', projectSlug: 'demo', environmentSlug: 'staging' })
    }
  },
  {
    method: 'POST',
    path: () => '/api/services/svc-web/deploy',
    body: () => ({ ref: 'main' }),
    expect: '202 403 202 404 404 202 403 403 404',
    tool: { name: 'deploy_service', args: () => ({ id: 'svc-web', ref: 'main' }) }
  },
  {
    method: 'POST',
    path: () => '/api/services/svc-staging/deploy',
    body: () => ({}),
    expect: '202 403 202 202 202 404 404 404 404',
    tool: { name: 'deploy_service', args: () => service('svc-staging') }
  },
  {
    method: 'GET',
    path: () => '/api/services/svc-web/deployments',
    expect: '200 200 200 404 404 200 403 403 404',
    tool: { name: 'list_deployments', args: () => service('svc-web') }
  },
  {
    method: 'GET',
    path: deployment => `/api/deployments/${deployment}/logs`,
    expect: '200 200 200 404 404 200 403 403 404',
    tool: { name: 'get_deployment_logs', args: (_, deployment) => ({ id: deployment }) }
  },
  {
    method: 'GET',
    path: deployment => `/api/deployments/${deployment}/logs/stream`,
    expect: '200 200 200 404 404 200 403 403 404'
  },
  {
    method: 'GET',
    path: () => '/api/services/svc-web/logs',
    expect: '200 200 200 404 404 200 403 403 404',
    tool: { name: 'get_logs', args: () => service('svc-web') }
  },
  {
    method: 'GET',
    path: () => '/api/services/svc-staging/logs?limit=5',
    expect: '200 200 200 200 200 404 404 404 404',
    tool: { name: 'get_logs', args: () => ({ id: 'svc-staging', limit: 5 }) }
  },
  {
    method: 'GET',
    path: () => '/api/services/svc-web/metrics?range=1h',
    expect: '200 200 200 404 404 403 403 200 404',
    tool: { name: 'get_metrics', args: () => ({ id: 'svc-web', range: '1h' }) }
  },
  {
    method: 'PATCH',
    path: () => '/api/services/svc-web/search-indexing',
    body: () => ({ enabled: false }),
    expect: '200 403 200 404 404 403 403 200 404',
    tool: { name: 'set_search_indexing', args: () => ({ id: 'svc-web', enabled: false }) }
  },
  {
    method: 'PATCH',
    path: () => '/api/services/svc-web/autodeploy',
    body: () => ({ enabled: true }),
    expect: '200 403 200 404 404 403 403 200 404',
    tool: { name: 'set_autodeploy', args: () => ({ id: 'svc-web', enabled: true }) }
  },
  {
    method: 'PATCH',
    path: () => '/api/services/svc-cron/schedule',
    body: () => ({ schedule: '0 4 * * *' }),
    expect: '200 403 200 404 404 404 404 404 404',
    tool: { name: 'update_cron', args: () => ({ id: 'svc-cron', schedule: '0 4 * * *' }) }
  },
  {
    method: 'PUT',
    path: () => '/api/services/svc-web/dedicated-ip',
    body: () => ({ ipId: 'ip_egress_1' }),
    expect: '200 403 403 404 404 403 403 403 404',
    tool: { name: 'attach_service_dedicated_ip', args: () => ({ id: 'svc-web', ipId: 'ip_egress_1' }) }
  },
  {
    method: 'POST',
    path: () => '/api/services/svc-web/env',
    body: tag => ({ key: tag.variable, value: 'v' }),
    expect: '200 403 200 404 404 200 403 403 404',
    tool: { name: 'set_env', args: tag => ({ id: 'svc-web', key: tag.variable, value: 'v' }) }
  },
  {
    method: 'POST',
    path: () => '/api/services/svc-web/env/import',
    body: () => ({ vars: [{ key: 'A', value: '1' }] }),
    expect: '200 403 200 404 404 200 403 403 404',
    tool: { name: 'import_env', args: () => ({ id: 'svc-web', vars: [{ key: 'A', value: '1' }] }) }
  },
  {
    method: 'POST',
    path: () => '/api/services/db-postgres/db/tls',
    body: () => ({ tls: true }),
    expect: '200 403 403 404 404 404 404 404 404',
    tool: { name: 'set_db_tls', args: () => ({ id: 'db-postgres', tls: true }) }
  },
  {
    method: 'GET',
    path: () => '/api/services/db-postgres/db/metrics',
    expect: '200 200 403 404 404 404 404 404 404',
    tool: { name: 'get_db_metrics', args: () => service('db-postgres') }
  },
  {
    method: 'PATCH',
    path: () => '/api/services/db-postgres/storage',
    body: () => ({ storageGb: 20 }),
    expect: '200 403 200 404 404 404 404 404 404',
    tool: { name: 'set_storage', args: () => ({ id: 'db-postgres', storageGb: 20 }) }
  },
  {
    method: 'GET',
    path: () => '/api/services/svc-web/domains',
    expect: '200 200 200 404 404 403 403 200 404',
    tool: { name: 'list_domains', args: () => service('svc-web') }
  },
  {
    method: 'POST',
    path: () => '/api/services/svc-web/domains',
    body: tag => ({ hostname: `app-${tag.word}.example.com` }),
    expect: '201 403 201 404 404 403 403 201 404',
    tool: { name: 'add_domain', args: tag => ({ id: 'svc-web', hostname: `app-${tag.word}.example.com` }) }
  },
  {
    method: 'GET',
    path: () => '/api/services/svc-web/ports',
    expect: '200 200 200 404 404 403 403 200 404',
    tool: { name: 'list_ports', args: () => service('svc-web') }
  },
  {
    method: 'GET',
    path: () => '/api/services/svc-nope/logs',
    expect: '404 404 404 404 404 404 404 404 404',
    tool: { name: 'get_logs', args: () => service('svc-nope') }
  }
]

/** The expected status of a row for a column. */
export function expected(row: Row, column: Column): number {
  const statuses = row.expect.split(' ').map(Number)
  if (statuses.length !== COLUMNS.length) throw new Error(`row ${row.method} ${row.path('')}: ${row.expect}`)
  return statuses[COLUMNS.indexOf(column)] ?? 0
}

// openapi.yaml's annotations of each operation: who may call it (x-access) and the MCP tool that
// stands for it (x-mcp). They keep their schemas (Access, McpTool), say what the sandbox's
// access rules do, and the sandbox refuses a contract whose tools and routes disagree.
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ACCESS, type Rule } from '../../sandbox/access.js'
import { buildTools } from '../../sandbox/mcp/tools.js'
import { Contract, loadSpec } from '../harness/contract.js'

interface Operation {
  operationId?: string
  'x-mcp'?: { tool: string; required: string[]; options: string[]; restOnly?: string[] }
  'x-mcp-description'?: string
  'x-access'?: { keys: string[]; capability?: string; level?: string; assumed?: boolean }
}
type Doc = { paths: Record<string, Record<string, Operation>> } & Record<string, unknown>

const operations = (doc: Doc): [string, Operation][] =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(
      ([method, operation]) => [`${method.toUpperCase()} ${path}`, operation] as [string, Operation]
    )
  )

/** The sandbox's rule for each operation (access.ts); the first two check the key type in their handlers. */
const SANDBOX_RULES: Record<string, Rule | { keys: string[]; level?: 'read' }> = {
  'GET /api/auth/me': { keys: ['account', 'project', 'service'] },
  'GET /api/projects/{slug}': { keys: ['account', 'project'], level: 'read' },
  'POST /api/services': ACCESS.create,
  'POST /api/databases': ACCESS.create,
  'POST /api/services/{id}/deploy': ACCESS.deploy,
  'GET /api/services/{id}/deployments': ACCESS.listDeployments,
  'GET /api/deployments/{id}/logs': ACCESS.deploymentLogs,
  'GET /api/deployments/{id}/logs/stream': ACCESS.deploymentLogs,
  'GET /api/services/{id}/logs': ACCESS.serviceLogs,
  'GET /api/services/{id}/metrics': ACCESS.metrics,
  'PATCH /api/services/{id}/search-indexing': ACCESS.searchIndexing,
  'PATCH /api/services/{id}/autodeploy': ACCESS.autoDeploy,
  'PATCH /api/services/{id}/schedule': ACCESS.schedule,
  'PATCH /api/services/{id}/storage': ACCESS.storage,
  'GET /api/services/{id}/domains': ACCESS.listDomains,
  'POST /api/services/{id}/domains': ACCESS.addDomain,
  'GET /api/services/{id}/ports': ACCESS.ports,
  'POST /api/services/{id}/env': ACCESS.setEnv,
  'POST /api/services/{id}/env/import': ACCESS.importEnv,
  'PUT /api/services/{id}/dedicated-ip': ACCESS.dedicatedIp,
  'POST /api/services/{id}/db/tls': ACCESS.dbTls,
  'GET /api/services/{id}/db/metrics': ACCESS.dbMetrics
}

/** The operations whose rule the service's documentation states (its per-endpoint authorization table). */
const STATED = [
  'GET /api/auth/me',
  'GET /api/projects/{slug}',
  'POST /api/services',
  'POST /api/services/{id}/deploy',
  'GET /api/services/{id}/logs',
  'PATCH /api/services/{id}/search-indexing',
  'GET /api/services/{id}/domains',
  'GET /api/services/{id}/ports',
  'POST /api/services/{id}/env',
  'PUT /api/services/{id}/dedicated-ip',
  'POST /api/services/{id}/db/tls',
  'GET /api/services/{id}/db/metrics'
]

/** The x-access a sandbox rule amounts to. */
function accessOf(rule: Rule | { keys: string[]; level?: 'read' }): Record<string, unknown> {
  if ('keys' in rule) return { keys: rule.keys, ...(rule.level ? { level: rule.level } : {}) }
  if (rule.accountOnly) return { keys: ['account'], level: rule.level }
  // Creating services is a project-key operation: service keys are refused (access.ts, mayCreate).
  const keys = rule.capability === 'project' ? ['account', 'project'] : ['account', 'project', 'service']
  return { keys, capability: rule.capability, level: rule.level }
}

describe('x-access and x-mcp in openapi.yaml', () => {
  const doc = loadSpec() as unknown as Doc
  const contract = new Contract()

  it('annotate every operation, each as its schema says; the log stream alone has no tool', () => {
    const access = contract.compileSchema('/components/schemas/Access')
    const tool = contract.compileSchema('/components/schemas/McpTool')
    const all = operations(doc)
    expect(all).toHaveLength(22)
    for (const [name, operation] of all) {
      expect(access(operation['x-access']), `${name}: ${JSON.stringify(access.errors)}`).toBe(true)
      if (name === 'GET /api/deployments/{id}/logs/stream') {
        expect(operation['x-mcp'], name).toBeUndefined()
        expect(operation.operationId, 'the documentation names no tool or operation for the stream').toBeUndefined()
        continue
      }
      expect(tool(operation['x-mcp']), `${name}: ${JSON.stringify(tool.errors)}`).toBe(true)
      // The tool's description starts with it.
      expect((operation as { summary?: string }).summary, `${name}: summary`).toMatch(/\S/)
      expect(operation['x-mcp']?.tool, name).toBe(operation.operationId)
    }
  })

  it('say what the sandbox enforces, and mark as assumed exactly the rules the documentation does not state', () => {
    expect(operations(doc), 'a loop over nothing checks nothing').not.toHaveLength(0)
    for (const [name, operation] of operations(doc)) {
      const { assumed, ...access } = operation['x-access'] ?? { keys: [] }
      const rule = SANDBOX_RULES[name]
      if (!rule) throw new Error(`no sandbox rule listed for ${name}`)
      expect(access, name).toEqual(accessOf(rule))
      expect(assumed === true, `${name}: assumed`).toBe(!STATED.includes(name))
    }
  })

  it('record the new statuses: dedicated-ip 400 and 404, db/metrics 404, all as assumptions', () => {
    const responses = (path: string, method: string): Record<string, { $ref?: string; 'x-assumed'?: boolean }> =>
      (doc.paths[path]?.[method] as unknown as { responses: Record<string, { $ref?: string }> }).responses
    const ip = responses('/api/services/{id}/dedicated-ip', 'put')
    // 429 is on every operation (the assumed rate limit): the next test.
    expect(Object.keys(ip).sort()).toEqual(['200', '400', '401', '403', '404', '409', '429'])
    expect(ip['400']?.$ref).toBe('#/components/responses/AssumedBadRequest')
    expect(ip['404']?.['x-assumed']).toBe(true)
    const metrics = responses('/api/services/{id}/db/metrics', 'get')
    expect(Object.keys(metrics).sort()).toEqual(['200', '401', '403', '404', '429'])
    expect(metrics['404']?.['x-assumed']).toBe(true)
  })

  it('list 429 (the assumed rate limit, with Retry-After and the budget headers) on every operation', () => {
    const all = operations(doc)
    expect(all.length).toBe(22)
    for (const [name, op] of all) {
      const responses = (op as unknown as { responses: Record<string, { $ref?: string }> }).responses
      expect(responses['429']?.$ref, name).toBe('#/components/responses/RateLimited')
    }
    const components = doc.components as { responses: Record<string, Record<string, unknown>> }
    const limited = components.responses.RateLimited
    expect(limited?.['x-assumed']).toBe(true)
    expect(Object.keys((limited?.headers as Record<string, unknown> | undefined) ?? {})).toEqual([
      'Retry-After',
      'RateLimit-Policy',
      'RateLimit',
      'X-RateLimit-Limit',
      'X-RateLimit-Remaining',
      'X-RateLimit-Reset'
    ])
  })

  it('type every tool argument as the contract types its parameter or field: type, bounds, pattern, items', () => {
    type Schema = Record<string, unknown>
    const resolve = (node: Schema | undefined): Schema => {
      let current = node ?? {}
      while (typeof current.$ref === 'string')
        current = (current.$ref.slice(2).split('/') as string[]).reduce<Schema>(
          (at, segment) => (at[segment] ?? {}) as Schema,
          doc as unknown as Schema
        )
      return current
    }
    const bodyProperties = (schema: Schema): Record<string, Schema> =>
      Object.assign(
        {},
        ...((resolve(schema).allOf ?? []) as Schema[]).map(bodyProperties),
        resolve(schema).properties ?? {}
      ) as Record<string, Schema>
    // What both must agree on; zod states "any safe integer" as a maximum, which the contract leaves unsaid.
    const KEYWORDS = ['type', 'minLength', 'maxLength', 'minimum', 'maximum', 'minItems', 'maxItems', 'pattern', 'enum']
    const essence = (node: Schema | undefined): Schema => {
      const schema = resolve(node)
      const out: Schema = {}
      for (const keyword of KEYWORDS)
        if (schema[keyword] !== undefined && !(keyword === 'maximum' && schema[keyword] === Number.MAX_SAFE_INTEGER))
          out[keyword] = schema[keyword]
      if (schema.items) out.items = essence(schema.items as Schema)
      if (schema.properties) {
        out.properties = Object.fromEntries(
          Object.entries(schema.properties as Record<string, Schema>).map(([k, v]) => [k, essence(v)])
        )
        out.required = [...((schema.required as string[] | undefined) ?? [])].sort()
        out.additionalProperties = schema.additionalProperties
      }
      return out
    }
    let compared = 0
    for (const tool of buildTools(structuredClone(doc))) {
      const operation = doc.paths[tool.path]?.[tool.method.toLowerCase()] as unknown as {
        parameters?: Schema[]
        requestBody?: { content: Record<string, { schema: Schema }> }
      }
      const parameters = (operation.parameters ?? []).map(resolve)
      const body = bodyProperties(operation.requestBody?.content['application/json']?.schema ?? {})
      const input = z.toJSONSchema(tool.input, { io: 'input' }) as { properties: Record<string, Schema> }
      for (const [name, argument] of Object.entries(input.properties)) {
        if (tool.pathParams.includes(name)) continue
        const contractSchema = tool.queryParams.includes(name)
          ? (parameters.find(p => p.name === name)?.schema as Schema)
          : body[name]
        expect(essence(argument), `${tool.name} ${name}`).toEqual(essence(contractSchema))
        compared++
      }
    }
    expect(compared).toBeGreaterThan(30)
  })

  it('are what the sandbox builds its tools from: a drift between them and the routes stops it, named', () => {
    expect(buildTools(structuredClone(doc)).map(t => t.name)).toEqual(
      operations(doc)
        .map(([, operation]) => operation['x-mcp']?.tool)
        .filter(Boolean)
    )
    const drifts: [string, (d: Doc) => void, RegExp][] = [
      [
        'a body field the tool lacks',
        d => (d.paths['/api/services/{id}/deploy']!.post!['x-mcp']!.options = []),
        /deploy_service.*body field ref is not an argument/
      ],
      [
        'an argument the route does not take',
        d => d.paths['/api/services/{id}/ports']!.get!['x-mcp']!.options.push('verbose'),
        /list_ports.*argument verbose is neither a path parameter, a query parameter nor a body field/
      ],
      [
        'a query parameter neither exposed nor REST-only',
        d => delete d.paths['/api/services/{id}/logs']!.get!['x-mcp']!.restOnly,
        /get_logs.*query parameter before is neither an argument nor restOnly/
      ],
      [
        'a tool described in the words of REST, which tell it to send a parameter the tool refuses',
        d => delete d.paths['/api/services/{id}/deployments']!.get!['x-mcp-description'],
        /list_deployments.*the operation's description names before, which the tool does not take/
      ],
      [
        'a path parameter the tool does not require',
        d => (d.paths['/api/services/{id}/domains']!.get!['x-mcp']!.required = []),
        /list_domains.*path parameter id must be required/
      ],
      [
        'an operation without a tool',
        d => delete d.paths['/api/services/{id}/metrics']!.get!['x-mcp'],
        /no x-mcp annotation for get_metrics/
      ],
      [
        'a body field the contract has and the route has not',
        d => {
          const body = (d.components as { schemas: Record<string, { properties: Record<string, unknown> }> }).schemas
            .DeployRequest!
          body.properties.force = { type: 'boolean' }
        },
        /deploy_service.*body fields ref, force in the contract, ref in the route/
      ]
    ]
    for (const [what, change, message] of drifts) {
      const changed = structuredClone(doc)
      change(changed)
      expect(() => buildTools(changed), what).toThrow(message)
    }
  })
})
